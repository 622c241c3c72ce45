// A damped spring in closed form, as CASpringAnimation.
//
// The under-damped and critically damped solutions follow WebKit's SpringSolver.h
// (Source/WebCore/platform/graphics/SpringSolver.h, Apple's solver for CSS spring()); the
// over-damped case, which WebKit treats as critical, is solved properly here with the two
// real roots r1,2 = −ω0(ζ ∓ √(ζ² − 1)). Written afresh for Lamina; see SEMANTICS.md §3.5.
import Foundation

/// A mass on a damped spring: the motion of a `CASpringAnimation`.
///
/// The motion is tracked as the normalized displacement `s(t)`, the fraction of the distance
/// still to go, which solves `m·s″ + c·s′ + k·s = 0` with `s(0) = 1` and `s′(0) = −v0`.
/// An animated value is `to + (from − to)·s(t)`; ``fraction(at:)`` gives `1 − s(t)`, the
/// progress from 0 toward 1, which overshoots 1 when the spring bounces. Time is in seconds of
/// the animation's local time: an animation's duration cuts the motion off, never stretches it.
public struct Spring: Hashable, Sendable {
    /// The mass attached to the spring, > 0. Default 1.
    public let mass: Double
    /// The spring constant k, > 0. Default 100.
    public let stiffness: Double
    /// The damping coefficient c, ≥ 0 (0 never comes to rest). Default 10.
    public let damping: Double
    /// The starting speed toward the target, in fractions of the total distance per second
    /// (1 covers the distance in one second); negative moves away first. Default 0.
    public let initialVelocity: Double

    /// Creates a spring with Core Animation's parameters and defaults.
    ///
    /// - Throws: ``AnimationError/invalidParameter(parameter:expected:found:)`` when mass or
    ///   stiffness is not a finite number > 0, damping is not finite and ≥ 0, or the
    ///   velocity is not finite.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) throws {
        for (value, name) in [(mass, "mass"), (stiffness, "stiffness")] where !(value > 0 && value.isFinite) {
            throw AnimationError.invalidParameter(parameter: "Spring \(name)", expected: "a finite number > 0", found: value)
        }
        guard damping >= 0, damping.isFinite else {
            throw AnimationError.invalidParameter(parameter: "Spring damping", expected: "a finite number ≥ 0", found: damping)
        }
        try AnimationError.requireFinite(initialVelocity, "Spring initialVelocity")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// The undamped angular frequency ω0 = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio ζ = c / (2√(k·m)): below 1 the spring bounces, 1 is critically
    /// damped (fastest without overshoot at zero velocity), above 1 creeps in slowly.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The displacement s(t): 1 at the start, 0 at rest, negative past the target.
    ///
    /// - Parameter t: Seconds since the start; t ≤ 0 (and NaN) gives 1, +∞ gives 0.
    public func displacement(at t: Double) -> Double {
        guard t > 0 else { return 1 }
        guard t < .infinity else { return 0 }
        return motion.displacement(at: t)
    }

    /// The rate of change s′(t) of ``displacement(at:)``, per second. At t = 0 it is
    /// `−initialVelocity`; t < 0 (and NaN) gives that too, +∞ gives 0.
    public func velocity(at t: Double) -> Double {
        guard t > 0 else { return -initialVelocity }
        guard t < .infinity else { return 0 }
        return motion.velocity(at: t)
    }

    /// Progress `1 − s(t)` toward the target: 0 at the start, 1 at rest; above 1 while
    /// overshooting. Use it as the fraction to interpolate from → to.
    ///
    /// - Parameter t: Seconds since the start (see ``displacement(at:)``).
    public func fraction(at t: Double) -> Double { 1 - displacement(at: t) }

    /// The animated value `t` seconds in: `to + (from − to)·s(t)`, through `Value`'s own
    /// unclamped interpolation, so it overshoots `to` when the spring does.
    ///
    /// - Throws: What `Value.interpolate` throws for mismatched values.
    public func value<Value: Interpolatable>(from: Value, to: Value, at t: Double) throws -> Value {
        try Value.interpolate(from, to, fraction: fraction(at: t))
    }

    /// The closed-form solution for these parameters.
    var motion: SpringMotion { SpringMotion(self) }
}

/// The closed-form solution of a spring, in one of the three damping regimes.
enum SpringMotion {
    /// ζ < 1: s = e^(−αt)·(a·cos ωd·t + b·sin ωd·t), with α = ζ·ω0 and ωd = ω0·√(1 − ζ²).
    case underDamped(alpha: Double, omegaD: Double, a: Double, b: Double)
    /// ζ = 1: s = (1 + b·t)·e^(−ω0·t), with b = ω0 − v0.
    case critical(omega: Double, b: Double)
    /// ζ > 1: s = c1·e^(r1·t) + c2·e^(r2·t), with r1,2 = −ω0·(ζ ∓ √(ζ² − 1)).
    case overDamped(r1: Double, r2: Double, c1: Double, c2: Double)

    /// Solves the spring's equation for its initial conditions s(0) = 1, s′(0) = −v0.
    init(_ spring: Spring) {
        let omega = spring.naturalFrequency, zeta = spring.dampingRatio, v0 = spring.initialVelocity
        if zeta < 1 {
            let alpha = zeta * omega, omegaD = omega * (1 - zeta * zeta).squareRoot()
            self = .underDamped(alpha: alpha, omegaD: omegaD, a: 1, b: (alpha - v0) / omegaD)
        } else if zeta == 1 {
            self = .critical(omega: omega, b: omega - v0)
        } else {
            let root = omega * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * omega + root, r2 = -zeta * omega - root
            self = .overDamped(r1: r1, r2: r2, c1: (-v0 - r2) / (r1 - r2), c2: (r1 + v0) / (r1 - r2))
        }
    }

    /// s(t) for t ≥ 0.
    func displacement(at t: Double) -> Double {
        switch self {
        case let .underDamped(alpha, omegaD, a, b):
            return exp(-alpha * t) * (a * cos(omegaD * t) + b * sin(omegaD * t))
        case let .critical(omega, b):
            return (1 + b * t) * exp(-omega * t)
        case let .overDamped(r1, r2, c1, c2):
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// s′(t) for t ≥ 0.
    func velocity(at t: Double) -> Double {
        switch self {
        case let .underDamped(alpha, omegaD, a, b):
            let cosine = (omegaD * b - alpha * a) * cos(omegaD * t)
            let sine = (-alpha * b - omegaD * a) * sin(omegaD * t)
            return exp(-alpha * t) * (cosine + sine)
        case let .critical(omega, b):
            return (b - omega - omega * b * t) * exp(-omega * t)
        case let .overDamped(r1, r2, c1, c2):
            return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        }
    }
}
