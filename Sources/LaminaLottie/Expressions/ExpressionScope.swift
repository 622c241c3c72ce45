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

    /// The frames (the composition's) to evaluate at: the first in point, then every `step`,
    /// up to the last out point. Read only for a property with an expression.
    var frames: [Double] {
        var inFrame = Double.infinity, outFrame = -Double.infinity
        for node in spansComposition ? composition.layers : [layer] {
            let start = ((try? node.number("ip")) ?? nil) ?? 0
            inFrame = min(inFrame, start)
            outFrame = max(outFrame, ((try? node.number("op")) ?? nil) ?? start, start)
        }
        guard inFrame.isFinite, outFrame > inFrame, step > 0 else { return [inFrame.isFinite ? inFrame : 0] }
        let count = Int(((outFrame - inFrame) / step).rounded(.up)) + 1
        return (0..<count).map { min(inFrame + Double($0) * step, outFrame) }
    }
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
