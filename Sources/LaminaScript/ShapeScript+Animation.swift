// The animated face of a script: when its SMIL animations end, the still at a time, and the
// frame sequence an export renders.
import Foundation
import Lamina

extension ShapeScript {
    /// When the last SMIL animation that ends stops changing, in seconds of the script's clock
    /// (begin plus active duration; a frozen animation counts as ending when it freezes); nil
    /// when the script has no animation that ends.
    public var animationDuration: Double? { root.latestAnimationEnd }

    /// Whether the script has any SMIL animation Lamina plays.
    public var isAnimated: Bool { root.hasAnimations }

    /// Renders the script as it shows `time` seconds after its animations' clock starts.
    /// - Throws: ``ScriptDiagnostic`` for a non-finite time; the errors of ``makeLayer()`` and
    ///   `Renderer.render(_:at:size:)`, except that an error raised while drawing an element's
    ///   layer (such as too many dash segments or blurred pixels in the image) is a
    ///   ``ScriptDiagnostic`` at that element.
    public func render(at time: Double, background: Color = .clear) throws -> Image {
        guard time.isFinite else {
            throw ScriptDiagnostic(file: "time", location: SourceLocation(line: 1, column: 1), severity: .error,
                                   message: "expected a finite time in seconds, found \(time)")
        }
        return try LargeStack.run {
            var (layers, budget) = try makeLayersWithBudget()
            return try layers.render {
                try renderer(background: background).render(try RenderTree($0), at: time, budget: &budget)
            }
        }
    }

    /// The frames of the script at `fps` from `start` for `duration` seconds (default: until
    /// ``animationDuration``, or only the frame at `start` when nothing ends), drawn at
    /// ``ScriptOptions/scale`` over `background`.
    ///
    /// The frames render after the script's layers are gone, so a render error of a frame (a
    /// `LayerRenderError`, such as too many dash segments) is not mapped to the element that
    /// raised it, as ``render(at:background:)`` does: it says what ran out, without a line.
    /// - Throws: the errors of ``makeLayer()``.
    public func frameSequence(fps: Double = 30, start: Double = 0, duration: Double? = nil,
                              background: Color = .clear) throws -> FrameSequence {
        FrameSequence(tree: try RenderTree(makeLayer()), fps: fps, start: start,
                      duration: duration ?? max((animationDuration ?? start) - start, 0),
                      renderer: renderer(background: background))
    }
}

extension ResolvedNode {
    /// The nodes drawn inside this one: a group's children, and those a replicator repeats or
    /// an effect draws on its blur.
    var childNodes: [ResolvedNode] {
        switch self {
        case .group(_, let children, _), .look(_, .replicator(_, let children)), .look(_, .effect(_, let children)):
            return children
        case .shape, .image:
            return []
        }
    }

    /// The latest end of a SMIL animation in this subtree, in seconds; nil when none ends.
    var latestAnimationEnd: Double? {
        (common.animations.compactMap(\.end) + childNodes.compactMap(\.latestAnimationEnd)).max()
    }

    /// Whether this subtree has SMIL animations.
    var hasAnimations: Bool {
        !common.animations.isEmpty || childNodes.contains { $0.hasAnimations }
    }
}
