// What an expression sees as `thisComp` and `thisLayer`: the composition and the layer whose
// properties are being decoded. CompositionBuilder sets it on the build's diagnostics while it
// decodes and builds each layer; decoding an animatable property with an expression (`x`)
// evaluates it there, frame by frame (JSONNode+Expression.swift).
import Foundation

/// A composition as expressions see it: its layers, size and name.
struct ExpressionComposition {
    /// The composition's `layers`, as written.
    let layers: [JSONNode]
    /// Its size in points.
    let width: Double, height: Double
    /// Its `nm`, if any.
    let name: String?
    /// Every asset by id, for `comp(name)`.
    let assets: [String: JSONNode]
    /// The frame rate of the animation (frames per second).
    let frameRate: Double
    /// The root composition, for `comp(name)`.
    let root: JSONNode
    /// The first in point and the last out point of ``layers`` (in at +∞ without layers): the
    /// frames a layer's transform expression spans, read once rather than for each expression.
    let layerSpan: (inFrame: Double, outFrame: Double)

    /// A composition of `layers`, `width` × `height` points, named `name`, with every asset by
    /// id, the animation's `frameRate` and its `root` composition.
    init(layers: [JSONNode], width: Double, height: Double, name: String?, assets: [String: JSONNode],
         frameRate: Double, root: JSONNode) {
        self.layers = layers
        self.width = width
        self.height = height
        self.name = name
        self.assets = assets
        self.frameRate = frameRate
        self.root = root
        layerSpan = Self.span(of: layers)
    }

    /// The first `ip` and the last `op` (at least its `ip`) of `nodes`; a missing `ip` is 0.
    static func span(of nodes: [JSONNode]) -> (inFrame: Double, outFrame: Double) {
        var inFrame = Double.infinity, outFrame = -Double.infinity
        for node in nodes {
            let start = ((try? node.number("ip")) ?? nil) ?? 0
            inFrame = min(inFrame, start)
            outFrame = max(outFrame, ((try? node.number("op")) ?? nil) ?? start, start)
        }
        return (inFrame, outFrame)
    }
}

/// The layer whose properties are being decoded, in its composition.
struct ExpressionScope {
    /// The layer's composition.
    let composition: ExpressionComposition
    /// The layer.
    let layer: JSONNode
    /// Whether expressions run from the first in point to the last out point of the
    /// composition's layers (a layer's transform, which moves its children), rather than from
    /// the layer's own in point to its out point.
    let spansComposition: Bool
    /// The step between the frames an expression is evaluated at: one frame, or less where a
    /// precomp's stretch shows the layer's frames slower than the root's.
    let step: Double
    /// How the composition's frames map onto the root's, with the root frames the build draws
    /// (its window: the frames it is asked for, narrowed to where the layer can show).
    let context: LayerAnimationContext
    /// ``frames``' bounds once worked out: under a time remapping they read every root frame of
    /// the window through it, which every expression did again (a tenth of loading lottie-ios's
    /// `issue_2330`).
    private let known: ExpressionFrames

    /// A scope of `layer` in `composition`, evaluated every `step` frames, through `context`;
    /// `known` may be shared by scopes whose frames are the same (those that span one
    /// composition with one context and step).
    init(composition: ExpressionComposition, layer: JSONNode, spansComposition: Bool, step: Double,
         context: LayerAnimationContext, known: ExpressionFrames = ExpressionFrames()) {
        self.composition = composition
        self.layer = layer
        self.spansComposition = spansComposition
        self.step = step
        self.context = context
        self.known = known
    }

    /// The frames (the composition's) to evaluate at: from the first in point, every `step`,
    /// up to the last out point; under a window, only those in its frames mapped into the
    /// composition and the one at or beyond each end (so that values between frames blend as before), or the nearest one when the
    /// window misses them all. Read only for a property with an expression.
    var frames: LazyMapCollection<ClosedRange<Int>, Double> {
        let bounds = known.bounds ?? frameBounds()
        known.bounds = bounds
        let (inFrame, outFrame, step) = (bounds.inFrame, bounds.outFrame, bounds.step)
        return bounds.steps.lazy.map { min(inFrame + Double($0) * step, outFrame) }
    }

    /// The first in point and the last out point ``frames`` runs between, and its steps.
    private func frameBounds() -> ExpressionFrames.Bounds {
        let (inFrame, outFrame) = spansComposition ? composition.layerSpan : ExpressionComposition.span(of: [layer])
        guard inFrame.isFinite, outFrame > inFrame, step > 0 else {
            let only = inFrame.isFinite ? inFrame : 0
            return ExpressionFrames.Bounds(inFrame: only, outFrame: only, step: 0, steps: 0...0)
        }
        let last = ((outFrame - inFrame) / step).rounded(.up)
        var low = 0.0, high = last
        if let window = context.localWindow {
            low = min(max(((window.lowerBound - inFrame) / step).rounded(.down), 0), last)
            high = max(min(((window.upperBound - inFrame) / step).rounded(.up), last), low)
        }
        return ExpressionFrames.Bounds(inFrame: inFrame, outFrame: outFrame, step: step,
                                       steps: Int(saturating: low)...Int(saturating: high))
    }
}

/// ``ExpressionScope/frames`` once worked out, for the scopes that share them (used on the
/// build's thread).
final class ExpressionFrames {
    /// Frame `k` of the steps is `inFrame + k · step`, at most `outFrame`.
    struct Bounds {
        let inFrame: Double, outFrame: Double, step: Double
        let steps: ClosedRange<Int>
    }

    var bounds: Bounds?
}

extension LottieDiagnostics {
    /// Runs `body` with `scope` as the expression scope, restoring the one before afterwards.
    func withExpressionScope<Result>(_ scope: ExpressionScope?, _ body: () throws -> Result) rethrows -> Result {
        let previous = expressionScope
        expressionScope = scope
        defer { expressionScope = previous }
        return try body()
    }
}
