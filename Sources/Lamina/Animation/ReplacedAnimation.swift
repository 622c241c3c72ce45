// An animation replaced under its key by a later one. Core Animation drops it at once, which in
// real time is the moment the new one is added; on Lamina's scene clock that moment is the new
// animation's begin time, so the old one keeps its effect before then and frames of the past
// render as they did.
import Foundation

/// An animation that applies only before `cutoff` (layer seconds): what remains of one replaced
/// under its key by an animation beginning at `cutoff`. Unkeyed.
public struct ReplacedAnimation: Animation, Equatable {
    /// The replaced animation.
    public let base: any Animation
    /// When the replacement begins, in the layer's time (seconds).
    public let cutoff: Double
    /// The replaced animation's timing.
    public var timing: TimingParameters {
        get { base.timing }
        set {}  // fixed: the replaced animation's own
    }
    /// The replaced animation's curve.
    public var timingFunction: TimingFunction? {
        get { base.timingFunction }
        set {}  // fixed: the replaced animation's own
    }

    /// Wraps `base`, cut off at `cutoff` (layer seconds).
    public init(_ base: any Animation, cutoff: Double) {
        self.base = base
        self.cutoff = cutoff
    }

    /// Validates the replaced animation.
    public func validate() throws { try base.validate() }

    /// Applies the replaced animation before the cutoff.
    public func apply(to node: inout RenderNode, clock: AnimationClock) throws {
        if clock.layerTime < cutoff { try base.apply(to: &node, clock: clock) }
    }

    /// The earlier of the replaced animation's end and the cutoff: a replaced animation that
    /// would have repeated forever stops changing the layer at the cutoff.
    public var endTime: Double? { min(base.endTime ?? cutoff, cutoff) }

    /// Equal when the replaced animations and cutoffs are.
    public static func == (lhs: ReplacedAnimation, rhs: ReplacedAnimation) -> Bool {
        lhs.cutoff == rhs.cutoff && lhs.base.isEqual(to: rhs.base)
    }
}
