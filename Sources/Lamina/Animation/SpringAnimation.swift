// CASpringAnimation: a basic animation whose progress follows a damped spring (Spring.swift).
import Foundation

/// Animates one property with a damped spring, as `CASpringAnimation`: the value runs from the
/// start to the end value like a ``BasicAnimation`` (same from / to / by rules), with progress
/// `1 − s(t)` of a ``Spring``, so it overshoots when the spring bounces.
///
/// The spring runs in real seconds of the animation's simple time: ``duration`` only cuts it off
/// (default 0, meaning 0.25 s, as in Core Animation). Set `duration = settlingDuration` to see it
/// come to rest. ``timingFunction`` is ignored.
public struct SpringAnimation<Value: Interpolatable & Equatable>: FromToByAnimation, Equatable {
    /// The animated property.
    public let keyPath: AnimatableProperty<Value>
    /// The mass, > 0. Default 1.
    public var mass = 1.0
    /// The spring constant, > 0. Default 100.
    public var stiffness = 100.0
    /// The damping coefficient, ≥ 0. Default 10.
    public var damping = 10.0
    /// The initial speed toward the target in total distances per second. Default 0.
    public var initialVelocity = 0.0
    /// The timing (Core Animation's defaults).
    public var timing = TimingParameters()
    /// Ignored: the spring sets the pace.
    public var timingFunction: TimingFunction?
    /// Whether the value is added to the current value. Default false.
    public var isAdditive = false
    /// Whether repeats accumulate. Default false.
    public var isCumulative = false

    /// The from, to and by values (``fromValue``, ``toValue``, ``byValue``).
    public var range: ValueRange<Value>

    /// Creates a spring animation with Core Animation's spring defaults (mass 1, stiffness 100,
    /// damping 10, velocity 0).
    public init(keyPath: AnimatableProperty<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil) {
        self.keyPath = keyPath
        range = ValueRange(from: from, to: to, by: by)
    }

    /// Creates a spring animation from a ``Spring`` (any of its forms: mass-stiffness-damping,
    /// UIKit's duration and damping ratio, SwiftUI's duration and bounce).
    public init(keyPath: AnimatableProperty<Value>, spring: Spring, from: Value? = nil, to: Value? = nil,
                by: Value? = nil) {
        self.init(keyPath: keyPath, from: from, to: to, by: by)
        mass = spring.mass
        stiffness = spring.stiffness
        damping = spring.damping
        initialVelocity = spring.initialVelocity
    }

    /// The spring these parameters describe.
    /// - Throws: ``AnimationError/invalidParameter(parameter:expected:found:)`` for a bad parameter.
    public func spring() throws -> Spring {
        try Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// How long the spring takes to come to rest, in seconds (``Spring/settlingDuration``);
    /// `.infinity` for invalid parameters or no damping.
    public var settlingDuration: Double { (try? spring().settlingDuration) ?? .infinity }

    /// Throws for invalid timing, spring parameters or values.
    public func validate() throws {
        _ = try timing.resolved()
        _ = try spring()
        try range.validate()
    }

    /// The spring's blend of the start and end values at the sample's simple time.
    public func value(at sample: TimingSample, current: Value) throws -> Value {
        let (start, end) = try range.endpoints(current: current)
        return try spring().value(from: start, to: end, at: sample.simpleTime)
    }
}
