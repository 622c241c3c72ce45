// When a spring comes to rest. Apple does not publish CASpringAnimation's rule; Lamina's is
// stated below and checked against Apple's two documented examples (SEMANTICS.md §3.5).
import Foundation

extension Spring {
    /// The rest threshold for ``settlingDuration``: 1e-3 of the total distance.
    public static let settlingEpsilon = 1e-3

    /// How long until the spring is at rest, in seconds; `.infinity` without damping.
    ///
    /// Lamina's rule: the smallest time after which both `|s(t)|` (distance still to go, as a
    /// fraction of the total) and `|s′(t)| / ω0` (speed, scaled to the same units) stay below
    /// ``settlingEpsilon`` for good. It is found in three steps:
    /// 1. an analytic envelope, an upper bound on both quantities that only decreases with
    ///    time, gives a time `T` after which the spring is certainly at rest (for a bouncing
    ///    spring, `√(a² + b²)·e^(−ζω0·t)`);
    /// 2. the quantities are sampled backwards from `T` in steps of 1/64 of the damped period
    ///    (and at most `T`/2048) until one is at least the threshold;
    /// 3. bisection between that sample and the next locates the crossing to 1e-12 s.
    /// Sampling could step over a bounce that rises above the threshold for less than a
    /// 64th of a period; the answer is then early by less than half a period. If the crossing
    /// lies more than 2^20 steps before `T` (damping ratios below about 1e-6), `T` itself is
    /// returned. Apple documents m 1, k 100 with damping 5 as "approximately 2.85 s" and
    /// damping 15 as "just over 1 second"; this rule gives 2.772 s and 0.876 s.
    ///
    /// - Complexity: Typically a few hundred evaluations of the closed form; recomputed on
    ///   every access.
    public var settlingDuration: Double { settlingDuration(epsilon: Self.settlingEpsilon) }

    /// ``settlingDuration`` for a threshold `epsilon` in (0, 1).
    func settlingDuration(epsilon: Double) -> Double {
        let motion = self.motion, omega = naturalFrequency
        let restTime = motion.envelopeEnd(epsilon: epsilon, omega: omega)
        guard restTime.isFinite else { return .infinity }
        func isMoving(_ t: Double) -> Bool {
            max(abs(motion.displacement(at: t)), abs(motion.velocity(at: t)) / omega) >= epsilon
        }
        var step = restTime / 2048
        if case .underDamped(_, let omegaD, _, _) = motion { step = min(step, 2 * Double.pi / omegaD / 64) }
        var upper = restTime  // at rest from here on
        for _ in 0..<(1 << 20) {
            let lower = max(upper - step, 0)
            if isMoving(lower) {
                var low = lower
                for _ in 0..<64 where upper - low > 1e-12 {
                    let mid = (low + upper) / 2
                    if isMoving(mid) { low = mid } else { upper = mid }
                }
                return upper
            }
            if lower == 0 { return 0 }
            upper = lower
        }
        return restTime
    }
}

extension SpringMotion {
    /// An upper bound on max(|s(τ)|, |s′(τ)|/ω0) over every τ ≥ t; it never increases with t.
    func envelope(at t: Double, omega: Double) -> Double {
        switch self {
        case let .underDamped(alpha, _, a, b):
            // s′ = e^(−αt)(a′cos + b′sin) with √(a′² + b′²) = ω0·√(a² + b²): one bound for both.
            return (a * a + b * b).squareRoot() * exp(-alpha * t)
        case let .critical(omega, b):
            // |s| ≤ (1 + |b|τ)e^(−ω0τ), |s′|/ω0 ≤ (|v0|/ω0 + |b|τ)e^(−ω0τ); the bound
            // (p + qτ)e^(−ω0τ) rises until τ* = 1/ω0 − p/q, then falls.
            let p = max(1, abs(omega - b) / omega), q = abs(b)
            let peak = q > 0 ? max(0, 1 / omega - p / q) : 0
            let tau = max(t, peak)
            return (p + q * tau) * exp(-omega * tau)
        case let .overDamped(r1, r2, c1, c2):
            let slow = exp(r1 * t), fast = exp(r2 * t)
            let distance = abs(c1) * slow + abs(c2) * fast
            let speed = (abs(c1 * r1) * slow + abs(c2 * r2) * fast) / omega
            return max(distance, speed)
        }
    }

    /// The smallest time, in seconds, at which ``envelope(at:omega:)`` is at most `epsilon`
    /// (to a relative 1e-12); `.infinity` when it never is (no damping).
    func envelopeEnd(epsilon: Double, omega: Double) -> Double {
        if envelope(at: 0, omega: omega) <= epsilon { return 0 }
        var low = 0.0, high = 1 / omega
        while high < .infinity && !(envelope(at: high, omega: omega) <= epsilon) { low = high; high *= 2 }
        guard high.isFinite else { return .infinity }
        for _ in 0..<100 where high - low > 1e-12 * high {
            let mid = (low + high) / 2
            if envelope(at: mid, omega: omega) <= epsilon { high = mid } else { low = mid }
        }
        return high
    }
}
