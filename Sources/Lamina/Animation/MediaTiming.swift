// Core Animation's CAMediaTiming protocol: the eight properties that place an object's local
// time inside its parent's. Semantics: Apple's CAMediaTiming.h; see SEMANTICS.md §3.2.
import Foundation

/// What an animation shows outside its active duration, as `CAMediaTimingFillMode`.
public enum FillMode: String, Hashable, Sendable, CaseIterable {
    /// No effect outside the active duration: the model value shows. The default.
    case removed
    /// After the end, hold the final state (for an animation on a layer, only while it is
    /// not removed on completion: see ``TimingParameters/isRemovedOnCompletion``).
    case forwards
    /// Before the start, show the initial state.
    case backwards
    /// Both ``backwards`` and ``forwards``.
    case both

    /// Whether the state at the start shows before the animation begins.
    public var fillsBackwards: Bool { self == .backwards || self == .both }
    /// Whether the state at the end shows after the animation ends.
    public var fillsForwards: Bool { self == .forwards || self == .both }
}

/// An object with its own time space inside its parent's: layers and animations, as
/// Core Animation's `CAMediaTiming`. All times are in seconds.
///
/// Parent time `tp` maps to local time `t = (tp − beginTime) · speed + timeOffset`
/// (``localTime(fromParentTime:)``). Animations then repeat, reverse and fill as described by
/// ``ResolvedTiming``; layers use only the time map.
public protocol MediaTiming {
    /// When the object begins, in its parent's time, in seconds. Default 0.
    var beginTime: Double { get set }
    /// The length of one simple (forward) pass, in local seconds. Default 0, which an
    /// animation replaces with the 0.25 s transaction default.
    var duration: Double { get set }
    /// How fast local time runs against parent time. Default 1; 0 pauses at `timeOffset`;
    /// negative runs backwards.
    var speed: Double { get set }
    /// Added to local time after the speed is applied, in local seconds. Default 0.
    var timeOffset: Double { get set }
    /// How many times to play; may be fractional; `.infinity` (or
    /// `.greatestFiniteMagnitude`) means forever; 0 means once. Default 0.
    var repeatCount: Double { get set }
    /// How long to keep repeating, in local seconds; 0 means unused. Default 0. Setting it
    /// together with `repeatCount` is an error.
    var repeatDuration: Double { get set }
    /// Whether each repeat plays forward then backward. Default false.
    var autoreverses: Bool { get set }
    /// What shows outside the active duration. Default ``FillMode/removed``.
    var fillMode: FillMode { get set }
}

extension MediaTiming {
    /// The local time for a parent time: `(parentTime − beginTime) · speed + timeOffset`,
    /// in seconds. With `speed` 0 this is `timeOffset` at every parent time.
    public func localTime(fromParentTime parentTime: Double) -> Double {
        speed == 0 ? timeOffset : (parentTime - beginTime) * speed + timeOffset
    }
}

extension Sequence where Element: MediaTiming {
    /// The local time of the innermost time space for a root time, passing it through each
    /// element's ``MediaTiming/localTime(fromParentTime:)`` in order, outermost first (for
    /// layers: the root layer first, the layer itself last). In seconds.
    public func localTime(fromRootTime rootTime: Double) -> Double {
        reduce(rootTime) { time, space in space.localTime(fromParentTime: time) }
    }
}
