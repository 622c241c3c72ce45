// CAAnimationGroup: animations that run together in the group's time space.
import Foundation

/// Runs several animations together, as `CAAnimationGroup`: the children run in the group's
/// simple time (their `beginTime` is relative to the group's start), are clipped to the group's
/// active duration, and follow its repeats, autoreverse and fill. A child with no duration (0,
/// the default) lasts the group's duration. Children apply in order; only
/// the group's `isRemovedOnCompletion` counts. The group's ``timingFunction`` is ignored.
public struct AnimationGroup: Animation, Equatable {
    /// The animations, applied in order.
    public var animations: [any Animation]
    /// The group's timing (Core Animation's defaults).
    public var timing = TimingParameters()
    /// Ignored.
    public var timingFunction: TimingFunction?

    /// Creates a group of `animations`.
    public init(_ animations: [any Animation] = []) {
        self.animations = animations
    }

    /// Throws for invalid timing of the group or any child.
    public func validate() throws {
        _ = try timing.resolved()
        for animation in animations { try animation.validate() }
    }

    /// Applies each child on the group's clock while the group has an effect.
    public func apply(to node: inout RenderNode, clock: AnimationClock) throws {
        guard try clock.state(of: timing).sample != nil else { return }
        let inner = try clock.nested(in: timing)
        for animation in animations { try animation.apply(to: &node, clock: inner) }
    }

    /// Groups are equal when their timing and children are.
    public static func == (lhs: AnimationGroup, rhs: AnimationGroup) -> Bool {
        lhs.timing == rhs.timing && lhs.timingFunction == rhs.timingFunction
            && lhs.animations.count == rhs.animations.count
            && zip(lhs.animations, rhs.animations).allSatisfy { $0.isEqual(to: $1) }
    }
}
