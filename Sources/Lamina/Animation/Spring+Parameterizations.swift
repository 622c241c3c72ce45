// Springs described the way UIKit and SwiftUI describe them, mapped onto mass, stiffness and
// damping. SwiftUI's mapping is Apple's documented one (developer.apple.com/documentation/
// swiftui/spring); UIKit's is the community approximation cited in SEMANTICS.md §3.5.
import Foundation

extension Spring {
    /// The envelope threshold of the UIKit mapping: the bounce has decayed to 1/1500 of the
    /// distance when the duration ends.
    public static let uiKitEnvelopeThreshold = 1.0 / 1500

    /// A spring in the form of UIKit's `animate(withDuration:…usingSpringWithDamping:…)`.
    ///
    /// UIKit does not publish its mapping. Lamina chooses the stiffness so that the
    /// envelope `e^(−ζω0·t)` falls to ε = ``uiKitEnvelopeThreshold`` (1/1500) at
    /// `t = duration`: `k = m·ln²(1/ε) / (ζ²·duration²)` and `c = 2ζ√(k·m)`.
    ///
    /// - Parameters:
    ///   - duration: The animation's duration in seconds, finite and > 0.
    ///   - dampingRatio: ζ in (0, 1]; 1 settles without bouncing. UIKit has no over-damping.
    ///   - initialVelocity: Toward the target, in total distances per second. Default 0.
    ///   - mass: The mass, > 0. Default 1.
    /// - Throws: ``AnimationError/invalidParameter(parameter:expected:found:)`` for a
    ///   duration or damping ratio outside its range, or an invalid mass or velocity.
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0, mass: Double = 1) throws {
        guard duration > 0, duration.isFinite else {
            throw AnimationError.invalidParameter(parameter: "Spring duration", expected: "a finite number > 0", found: duration)
        }
        guard dampingRatio > 0, dampingRatio <= 1 else {
            throw AnimationError.invalidParameter(parameter: "Spring dampingRatio", expected: "a value in (0, 1]", found: dampingRatio)
        }
        let decay = log(1 / Self.uiKitEnvelopeThreshold)
        let stiffness = mass * decay * decay / (dampingRatio * dampingRatio * duration * duration)
        try self.init(mass: mass, stiffness: stiffness, damping: 2 * dampingRatio * (stiffness * mass).squareRoot(),
                      initialVelocity: initialVelocity)
    }

    /// A spring in SwiftUI's form `Spring(duration:bounce:)`.
    ///
    /// Apple's mapping: `k = (2π / duration)²·m`; damping ratio `ζ = 1 − bounce` for
    /// bounce ≥ 0 and `ζ = 1 / (1 + bounce)` for negative bounce (over-damped); `c = 2ζ√(k·m)`
    /// (= 4π(1 − bounce)·m / duration for bounce ≥ 0). Example: duration 0.5, bounce 0.3 gives
    /// m 1, k 157.9, c 17.6.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds (the undamped period), finite, > 0.
    ///   - bounce: In (−1, 1]: 0 is critically damped, 1 never stops bouncing, negative
    ///     values creep in. Default 0.
    ///   - initialVelocity: Toward the target, in total distances per second. Default 0.
    ///   - mass: The mass, > 0. Default 1.
    /// - Throws: ``AnimationError/invalidParameter(parameter:expected:found:)`` for a
    ///   duration or bounce outside its range, or an invalid mass or velocity.
    public init(duration: Double, bounce: Double = 0, initialVelocity: Double = 0, mass: Double = 1) throws {
        guard duration > 0, duration.isFinite else {
            throw AnimationError.invalidParameter(parameter: "Spring duration", expected: "a finite number > 0", found: duration)
        }
        guard bounce > -1, bounce <= 1 else {
            throw AnimationError.invalidParameter(parameter: "Spring bounce", expected: "a value in (-1, 1]", found: bounce)
        }
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let frequency = 2 * Double.pi / duration
        try self.init(mass: mass, stiffness: frequency * frequency * mass, damping: 2 * ratio * frequency * mass,
                      initialVelocity: initialVelocity)
    }

    /// SwiftUI's perceptual duration 2π·√(m/k): the period of the undamped spring, in seconds.
    /// Example: m 1, k 100 gives 0.628 s.
    public var duration: Double { 2 * Double.pi / naturalFrequency }

    /// SwiftUI's bounce: `1 − ζ` when ζ ≤ 1, else `1/ζ − 1` (negative, over-damped); the
    /// inverse of ``init(duration:bounce:initialVelocity:mass:)``. Example: m 1, k 100, c 10
    /// gives 0.5.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }
}
