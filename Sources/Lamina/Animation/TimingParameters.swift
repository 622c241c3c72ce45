// The timing of one animation as a plain value: CAMediaTiming's eight properties plus
// CAAnimation's removedOnCompletion. Defaults from Apple's CAMediaTiming.h and CAAnimation.h.
import Foundation

/// An animation's timing, with Core Animation's names and defaults. A mutable value: set
/// what you need, then ``resolved(defaultDuration:)`` validates it once and gives the
/// ``ResolvedTiming`` that evaluates states. All times are in seconds.
public struct TimingParameters: MediaTiming, Hashable, Sendable {
    /// The duration used when ``duration`` is 0 or negative: 0.25 s, Core Animation's
    /// transaction default (`CATransaction.animationDuration`).
    public static let defaultDuration = 0.25

    /// When the animation begins, in its parent's time, in seconds. Default 0.
    public var beginTime: Double
    /// One forward pass, in local seconds. Default 0, meaning ``defaultDuration``.
    public var duration: Double
    /// Local time rate. Default 1; 0 pauses at ``timeOffset``; negative plays backwards.
    public var speed: Double
    /// Added to local time, in local seconds. Default 0.
    public var timeOffset: Double
    /// Number of plays, fractional allowed; `.infinity` repeats forever; 0 means once.
    /// Default 0.
    public var repeatCount: Double
    /// Total repeating time in local seconds; 0 means unused. Default 0.
    public var repeatDuration: Double
    /// Whether each repeat plays forward then backward. Default false.
    public var autoreverses: Bool
    /// What shows outside the active duration. Default ``FillMode/removed``.
    public var fillMode: FillMode
    /// Whether an animation on a layer is removed once its active duration ends. Default
    /// true, as in Core Animation — so a ``FillMode/forwards`` fill holds the end state only
    /// when this is false. Ignored for an animation inside a group (only the group is
    /// attached to the layer; see ``ResolvedTiming/state(atParentTime:nestedIn:)``).
    public var isRemovedOnCompletion: Bool

    /// Creates timing parameters; every argument defaults to Core Animation's default.
    public init(
        beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
        repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
        fillMode: FillMode = .removed, isRemovedOnCompletion: Bool = true
    ) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
        self.isRemovedOnCompletion = isRemovedOnCompletion
    }

    /// Validates these parameters and fixes the derived durations.
    ///
    /// - Parameter defaultDuration: Seconds used when ``duration`` ≤ 0 (a transaction's
    ///   animation duration); default ``defaultDuration`` (0.25 s). Must be finite and > 0.
    /// - Throws: ``AnimationError/invalidParameter(parameter:expected:found:)`` for NaN or
    ///   infinite times or speed, a negative `repeatCount` or `repeatDuration`, or a NaN
    ///   repeat; ``AnimationError/conflictingRepeat(repeatCount:repeatDuration:)`` when both
    ///   `repeatCount` and `repeatDuration` are positive (undefined in Core Animation).
    public func resolved(defaultDuration: Double = Self.defaultDuration) throws -> ResolvedTiming {
        // Checked one by one, not through an array of pairs: every animation of every frame
        // resolves its timing, and the arrays' allocations were a tenth of a Lottie frame's
        // evaluation.
        try AnimationError.requireFinite(beginTime, "beginTime")
        try AnimationError.requireFinite(duration, "duration")
        try AnimationError.requireFinite(speed, "speed")
        try AnimationError.requireFinite(timeOffset, "timeOffset")
        guard defaultDuration.isFinite, defaultDuration > 0 else {
            throw AnimationError.invalidParameter(
                parameter: "defaultDuration", expected: "a finite number > 0", found: defaultDuration)
        }
        try Self.requireRepeat(repeatCount, "repeatCount")
        try Self.requireRepeat(repeatDuration, "repeatDuration")
        if repeatCount > 0 && repeatDuration > 0 {
            throw AnimationError.conflictingRepeat(repeatCount: repeatCount, repeatDuration: repeatDuration)
        }
        return ResolvedTiming(self, simpleDuration: duration > 0 ? duration : defaultDuration)
    }

    /// Throws unless a repeat count or duration is ≥ 0 (or infinite).
    private static func requireRepeat(_ value: Double, _ name: String) throws {
        guard value >= 0 else {
            throw AnimationError.invalidParameter(parameter: name, expected: "a number ≥ 0 (or .infinity)", found: value)
        }
    }
}
