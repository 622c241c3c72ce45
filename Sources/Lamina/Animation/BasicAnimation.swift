// CABasicAnimation: one property from a value to a value along a timing curve.
import Foundation

/// Animates one property between two values, as `CABasicAnimation`.
///
/// Which values it runs between depends on which of ``fromValue``, ``toValue`` and ``byValue``
/// are set (at most two; Apple's CAAnimation.h): from + to runs from → to; from + by runs
/// from → from + by; by + to runs to − by → to; from alone runs from → the current value;
/// to alone runs the current value → to; by alone runs current → current + by. "Current" is
/// the value the layer shows beneath this animation.
///
/// ```swift
/// var fill = BasicAnimation(keyPath: .strokeEnd, from: 0, to: 1)
/// fill.duration = 2
/// fill.timingFunction = .easeInEaseOut
/// try ring.add(fill, forKey: "progress")
/// ```
public struct BasicAnimation<Value: Interpolatable & Equatable>: FromToByAnimation, Equatable {
    /// The animated property.
    public let keyPath: AnimatableProperty<Value>
    /// The timing (Core Animation's defaults).
    public var timing = TimingParameters()
    /// The pacing curve. Default nil (linear).
    public var timingFunction: TimingFunction?
    /// Whether the value is added to the current value. Default false.
    public var isAdditive = false
    /// Whether repeats accumulate. Default false.
    public var isCumulative = false

    /// The from, to and by values (``fromValue``, ``toValue``, ``byValue``).
    public var range: ValueRange<Value>

    /// Creates an animation of `keyPath`; every value defaults to nil.
    public init(keyPath: AnimatableProperty<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil) {
        self.keyPath = keyPath
        range = ValueRange(from: from, to: to, by: by)
    }

    /// Throws for invalid timing, non-finite values or all three values set.
    public func validate() throws {
        _ = try timing.resolved()
        try range.validate()
    }

    /// The blend of the start and end values at the eased progress.
    public func value(at sample: TimingSample, current: Value) throws -> Value {
        let (start, end) = try range.endpoints(current: current)
        return try Value.interpolate(start, end, fraction: easedProgress(sample))
    }
}
