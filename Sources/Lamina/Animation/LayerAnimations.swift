// What a layer keeps for animation: its own time space (CALayer conforms to CAMediaTiming)
// and its animations by key. (Its actions and delegate, which commit never reads, are stored
// beside it in the layer, so that a commit copies nothing it does not need.)
import Foundation

/// A layer's animation state, stored in the layer as one value.
struct LayerAnimationState {
    /// The layer's own timing; only the time map (beginTime, speed, timeOffset) is used.
    var timing = TimingParameters()
    /// The animations in the order they were added, with their keys.
    var animations: [KeyedAnimation] = []

    /// The part a commit carries into the render tree; nil when the layer neither animates nor
    /// has a time space of its own.
    var committed: NodeAnimations? {
        guard !animations.isEmpty || timing != TimingParameters() else { return nil }
        return NodeAnimations(timing: timing, animations: animations)
    }

    /// The name of the first of the layer's time-map properties (beginTime, speed, timeOffset)
    /// that is NaN or infinite, or nil when all are finite.
    var firstNonFiniteTiming: String? {
        if timing.beginTime.isFinite && timing.speed.isFinite && timing.timeOffset.isFinite { return nil }
        return [("beginTime", timing.beginTime), ("speed", timing.speed), ("timeOffset", timing.timeOffset)]
            .first { !$0.1.isFinite }?.0
    }
}

/// An animation and the key it was added under.
public struct KeyedAnimation: Sendable {
    /// The key, or nil when added without one.
    public let key: String?
    /// The animation.
    public let animation: any Animation
}

/// A committed layer's time space and animations, carried by its ``RenderNode``.
public struct NodeAnimations: Sendable, Equatable {
    /// The layer's timing: its local time is `timing.localTime(fromParentTime:)`.
    public let timing: TimingParameters
    /// The animations in the order they apply.
    public let animations: [KeyedAnimation]

    /// Equal when the timings, keys and animations are.
    public static func == (lhs: NodeAnimations, rhs: NodeAnimations) -> Bool {
        lhs.timing == rhs.timing && lhs.animations.count == rhs.animations.count
            && zip(lhs.animations, rhs.animations).allSatisfy { $0.key == $1.key && $0.animation.isEqual(to: $1.animation) }
    }
}
