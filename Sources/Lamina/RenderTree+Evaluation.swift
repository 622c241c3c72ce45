// Evaluating a committed tree at a time: each node's animations applied in its layer's time
// space, nested through the tree (DESIGN §1: "evaluate animations at time t").
import Foundation

extension RenderTree {
    /// The tree as it shows at `time`, in seconds of the root layer's parent time (the scene
    /// clock): every node's animations applied, none left attached.
    ///
    /// - Throws: ``AnimationError`` when animated values cannot blend (e.g. paths of
    ///   different structure), or ``LayerError/nonFinite(_:)`` for a non-finite time.
    public func evaluated(at time: Double) throws -> RenderTree {
        guard time.isFinite else { throw LayerError.nonFinite("evaluation time \(time)") }
        return RenderTree(root: try root.evaluated(atParentTime: time))
    }

    /// When the last animation that ends stops changing the tree, in seconds of the scene clock
    /// (a held animation ends where its hold begins); nil when no animation ends (none at all,
    /// or all repeat forever).
    public var animationEndTime: Double? { root.animationEndTime() }
}

extension RenderNode {
    /// This node and its subtree at a time of its superlayer (seconds), animations applied.
    ///
    /// - Throws: ``AnimationError`` when animated values cannot blend.
    public func evaluated(atParentTime time: Double) throws -> RenderNode {
        try evaluated(atParentTime: time, forDrawing: false)
    }

    /// ``evaluated(atParentTime:)``; `forDrawing` leaves the subtree of a node that its own
    /// animations make invisible (hidden, or opacity 0: a Lottie layer outside its in and out
    /// points) as committed, since the compositor never draws it. A subtree without
    /// animations is handed back as it is.
    func evaluated(atParentTime time: Double, forDrawing: Bool) throws -> RenderNode {
        guard animatesSubtree else { return self }
        var node = self
        var localTime = time
        if let attached = animations {
            localTime = attached.timing.localTime(fromParentTime: time)
            node.animations = nil
            let clock = AnimationClock(layerTime: localTime)
            for index in attached.animations.indices {
                try attached.animations[index].animation.apply(to: &node, clock: clock)
            }
            if forDrawing, !node.isVisible { return node }
        }
        if node.sublayers.contains(where: \.animatesSubtree) {
            node.sublayers = try node.sublayers.map { try $0.evaluated(atParentTime: localTime, forDrawing: forDrawing) }
        }
        if let mask = node.mask, mask.animatesSubtree {
            node.mask = try mask.evaluated(atParentTime: localTime, forDrawing: forDrawing)
        }
        return node
    }

    /// The latest finite end of an animation in this subtree, in the superlayer's time.
    func animationEndTime() -> Double? {
        let below = (sublayers + (mask.map { [$0] } ?? [])).compactMap { $0.animationEndTime() }
        let own = animations?.animations.compactMap(\.animation.endTime) ?? []
        guard let latest = (below + own).max() else { return nil }
        guard let timing = animations?.timing else { return latest }
        // Local time L maps back to parent time (L − timeOffset) / speed + beginTime.
        guard timing.speed > 0 else { return nil }
        return (latest - timing.timeOffset) / timing.speed + timing.beginTime
    }
}

extension Renderer {
    /// Renders `tree` as it shows at `time` (seconds of the scene clock).
    ///
    /// - Throws: The errors of ``RenderTree/evaluated(at:)`` and ``render(_:size:)``.
    public func render(_ tree: RenderTree, at time: Double, size: CGSize? = nil) throws -> Image {
        try render(tree.evaluatedForDrawing(at: time), size: size)
    }

    /// Renders `tree` as it shows at `time`, spending no more than `budget` has left (in place
    /// of ``budget``, which the errors still name as the limits); `budget` is lowered by what
    /// was spent, so several renders can share it.
    ///
    /// - Throws: The errors of ``render(_:at:size:)``.
    public func render(_ tree: RenderTree, at time: Double, size: CGSize? = nil,
                       budget: inout RenderBudget) throws -> Image {
        var statistics = RenderStatistics()
        return try render(tree.evaluatedForDrawing(at: time), size: size, statistics: &statistics, budget: &budget)
    }

    /// Renders `tree` as it shows at `time` (seconds of the scene clock) into `buffer`: the
    /// image ``render(_:at:size:)`` gives, drawn over the buffer's last frame with only the
    /// pixels that frame's drawing may have changed cleared, instead of a new image cleared
    /// whole (``FrameBuffer``). For the frames of an animation drawn one after another.
    ///
    /// - Throws: The errors of ``render(_:at:size:)``.
    public func render(_ tree: RenderTree, at time: Double, size: CGSize? = nil, into buffer: FrameBuffer) throws -> Image {
        var statistics = RenderStatistics()
        var budget = self.budget
        return try render(tree.evaluatedForDrawing(at: time), size: size, statistics: &statistics, budget: &budget,
                          buffer: buffer)
    }
}

extension RenderTree {
    /// The tree at `time` as the renderer needs it: ``evaluated(at:)``, except that the
    /// subtrees of nodes left invisible are not evaluated (they are not drawn).
    func evaluatedForDrawing(at time: Double) throws -> RenderTree {
        guard time.isFinite else { throw LayerError.nonFinite("evaluation time \(time)") }
        return RenderTree(root: try root.evaluated(atParentTime: time, forDrawing: true))
    }
}
