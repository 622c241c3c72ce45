// Arc length by Gauss–Legendre quadrature of the speed |B′(t)| of a Bézier segment, with the rule
// order and the subdivision chosen from an a-priori error bound rather than an estimate.
//
// The bound is the classical one for analytic integrands (Trefethen, Approximation Theory and
// Approximation Practice, SIAM 2013, chapters 8 and 19; also "Is Gauss quadrature better than
// Clenshaw–Curtis?", SIAM Review 50, 2008). If f is analytic inside the Bernstein ellipse E_ρ
// (foci ±1, semi-axes summing to ρ > 1) and |f| ≤ M there, its Chebyshev coefficients obey
// |a_k| ≤ 2Mρ⁻ᵏ. The n-point rule is exact to degree 2n − 1 and, being symmetric, on every odd
// T_k; for even k ≥ 2n ≥ 4 it errs on T_k by at most |∫T_k| + Σw ≤ 2/15 + 2. Summing,
//
//     |∫₋₁¹ f − Gₙ(f)| ≤ (64/15) · M · ρ^(2−2n) / (ρ² − 1),
//
// times the half-width when [−1, 1] is mapped onto [t0, t1]. The speed √(P·P̄) (see
// SpeedSingularities.swift) is analytic inside the largest ellipse that keeps the zeros of P and
// their conjugates outside, and on E_ρ, where |z| ≤ σ = (ρ + 1/ρ)/2, |P(z)| ≤ |lead|·Π(σ + |ζⱼ|)
// for the zeros ζⱼ in the interval's own coordinate. So each interval costs a few square roots to
// pick the cheapest of the 8-, 16-, 24- and 32-point rules whose bound meets the accuracy, and is
// halved when none does. kurbo's `arclen` (linebender/kurbo, src/cubicbez.rs) likewise picks the
// Gauss order from an a-priori estimate, but an empirical one fitted on samples; this one is a
// theorem, so it holds for every curve, up to rounding in the sums.
//
// A zero on the real axis (a cusp) makes the speed |t − x|·(analytic) there: the interval is cut
// at x, and on each side |t − x| = ±(t − x) is analytic, so the zero no longer counts. A zero a
// distance y off the axis (a near-cusp) is treated as real when that changes the speed by so
// little — |C|·y·|t − r_other| at most, times twice the width for the rule and the integral —
// that it uses at most a quarter of the accuracy; the bound then gets half. Nearer zeros are
// approached by halving, the pieces shrinking geometrically towards them.
//
// On the wave of ordinary cubics in `lamina-bench geometry` the bound settles for one 24- or
// 32-point rule per curve, or two 24-point halves: 34 speed evaluations on average, where the
// halving estimate this replaces spent about 150. Checked against mpmath (`quad` at 34 digits,
// tanh-sinh and Gauss–Legendre agreeing to 10⁻²⁰) on 9,022 random cubics — ordinary shapes, the
// bench's waves, loops, degenerate ones and 3,022 near-cusps whose zero lies 0 to 10⁻¹ off the
// axis, at scales 10⁻⁶ to 10⁶ — the largest relative error was 1.8·10⁻¹⁴ and the largest error
// 1.3·10⁻³ of the accuracy asked (10⁻¹¹ of the control polygon): the bound is pessimistic, never
// wrong. The halving estimate, on the same set, reached 5·10⁻¹⁰, 38 times what it was asked.
import Foundation

/// The derivative of a Bézier segment of degree ≤ 3 in power form, B′(t) = a + b·t + c·t², so
/// its length |B′(t)| (the speed) costs two multiply-adds per coordinate and one square root.
struct BezierDerivative: Sendable, Equatable {
    /// The constant term, B′(0).
    var a: CGPoint
    /// The linear coefficient.
    var b: CGPoint
    /// The quadratic coefficient.
    var c: CGPoint

    /// B′(t).
    @inline(__always)
    func value(at t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + t * (b.x + t * c.x), y: a.y + t * (b.y + t * c.y))
    }

    /// |B′(t)|, the speed of the curve at `t` in points per unit of t.
    @inline(__always)
    func speed(at t: CGFloat) -> CGFloat {
        let x = a.x + t * (b.x + t * c.x)
        let y = a.y + t * (b.y + t * c.y)
        return (x * x + y * y).squareRoot()
    }
}

/// Gauss–Legendre quadrature of a segment's speed, the order and subdivision chosen by an
/// a-priori error bound. All state is on the stack: no allocation on any path.
enum GaussLegendre {
    /// The deepest subdivision: an interval of width 2⁻³² in t. Reached only next to a cusp the
    /// bound cannot separate from the interval; the 32-point value there is the best available.
    static let maximumDepth = 32

    /// The most intervals one integral is cut into. Ordinary curves need 1, sharply bent ones a
    /// handful, near-cusps a few dozen; the cap bounds the time of anything rounding defeats.
    static let maximumPieces = 1024

    /// ∫ |B′(t)| dt over [t0, t1], within `accuracy` points (t1 may be below t0: the sign follows).
    ///
    /// An accuracy below what double precision can deliver (about 10⁻¹⁴ of the speed's scale
    /// times |t1 − t0|), including a non-positive or NaN one, asks for that best; an infinite one
    /// takes the plain 8-point value, as do non-finite coefficients or bounds (the result is then
    /// NaN or infinite as the input is).
    static func integral(_ derivative: BezierDerivative, from t0: CGFloat, to t1: CGFloat,
                         accuracy: CGFloat) -> CGFloat {
        integral(derivative, SpeedSingularities(derivative), from: t0, to: t1, accuracy: accuracy)
    }

    /// The same integral with the derivative's singularities found once by the caller, who
    /// integrates it many times (nil when its coefficients are not all finite, or all zero).
    static func integral(_ derivative: BezierDerivative, _ singularities: SpeedSingularities?,
                         from t0: CGFloat, to t1: CGFloat, accuracy: CGFloat) -> CGFloat {
        if t1 < t0 { return -integral(derivative, singularities, from: t1, to: t0, accuracy: accuracy) }
        if t1 == t0 { return 0 }
        guard t1.isFinite, t0.isFinite, let singularities else {
            return GaussLegendreRule.points8.integral(derivative, from: t0, to: t1)
        }
        let requested = accuracy / singularities.scale
        if requested == .infinity { return GaussLegendreRule.points8.integral(derivative, from: t0, to: t1) }
        let attainable = 64 * CGFloat.ulpOfOne * (t1 - t0)
        var pieces = 1
        return piece(derivative, singularities, t0, t1,
                     accuracy: requested > attainable ? requested : attainable, depth: 0, pieces: &pieces)
    }

    /// ∫ |B′(t)| dt over [t0, t1] (t0 < t1) within `accuracy`, in units of `singularities.scale`
    /// points: by the cheapest rule the bound allows, else cut at a cusp or in halves. `pieces`
    /// counts the intervals made so far.
    private static func piece(_ derivative: BezierDerivative, _ singularities: SpeedSingularities,
                              _ t0: CGFloat, _ t1: CGFloat, accuracy: CGFloat, depth: Int,
                              pieces: inout Int) -> CGFloat {
        let half = 0.5 * (t1 - t0), mid = 0.5 * (t0 + t1)
        let degree = singularities.degree
        // On the interval, P(mid + half·z) = lead · Π(z − ζⱼ) with the zeros ζⱼ = xⱼ + i·yⱼ in
        // the interval's own coordinate z, and |ζⱼ| = mⱼ.
        let lead = singularities.leading * (degree >= 1 ? half : 1) * (degree == 2 ? half : 1)
        let (zero0, zero1) = singularities.zeros
        let x0 = (zero0.real - mid) / half, y0 = zero0.imaginary / half
        let x1 = (zero1.real - mid) / half, y1 = zero1.imaginary / half
        let m0 = degree >= 1 ? magnitude(x0, y0) : 0
        let m1 = degree == 2 ? magnitude(x1, y1) : 0
        // For real z in [−1, 1], dropping yⱼ changes the speed by at most lead·|yⱼ|·|z − ζ_other|,
        // so the rule and the integral by at most 2·(t1 − t0) times that: a quarter of the accuracy
        // at most when this test passes.
        let real0 = degree >= 1 && 16 * half * lead * abs(y0) * (degree == 2 ? 1 + m1 : 1) <= accuracy
        let real1 = degree == 2 && 16 * half * lead * abs(y1) * (1 + m0) <= accuracy
        let mayCut = depth < maximumDepth && pieces < maximumPieces
        if mayCut {
            let cusp: CGFloat? = real0 && zero0.real > t0 && zero0.real < t1 ? zero0.real
                : real1 && zero1.real > t0 && zero1.real < t1 ? zero1.real : nil
            if let cusp {
                let share = accuracy * (cusp - t0) / (t1 - t0)
                pieces += 1
                return piece(derivative, singularities, t0, cusp, accuracy: share, depth: depth + 1, pieces: &pieces)
                    + piece(derivative, singularities, cusp, t1, accuracy: accuracy - share, depth: depth + 1,
                            pieces: &pieces)
            }
        }
        let rho = min(degree >= 1 && !real0 ? ellipseParameter(x0, y0) : .infinity,
                      degree == 2 && !real1 ? ellipseParameter(x1, y1) : .infinity)
        // No zero left to count: the speed is a polynomial of degree ≤ 2, which every rule integrates.
        if rho == .infinity { return GaussLegendreRule.points8.integral(derivative, from: t0, to: t1) }
        // M ≤ lead·Π(σ + mⱼ) on E_ρ, multiplied in this order so that a far zero's large mⱼ meets
        // the small leading coefficient that put it there before anything can overflow.
        let sigma = 0.5 * (rho + 1 / rho)
        var bound = 64 / 15 * half * lead
        if degree >= 1 { bound *= sigma + m0 }
        if degree == 2 { bound *= sigma + m1 }
        bound /= rho * rho - 1
        let budget = 0.5 * accuracy
        let rho2 = rho * rho, rho4 = rho2 * rho2, rho8 = rho4 * rho4, rho16 = rho8 * rho8
        var power = rho8 * rho4 * rho2 // ρ^(2n − 2) for n = 8, then times ρ¹⁶ per rule
        for rule in GaussLegendreRule.all {
            if bound <= budget * power { return rule.integral(derivative, from: t0, to: t1) }
            power *= rho16
        }
        // Past the limits, or when rounding made the bound NaN (a piece so small that `lead`
        // underflows), the 32-point value is the best available.
        guard mayCut, !bound.isNaN else { return GaussLegendreRule.points32.integral(derivative, from: t0, to: t1) }
        pieces += 1
        return piece(derivative, singularities, t0, mid, accuracy: 0.5 * accuracy, depth: depth + 1, pieces: &pieces)
            + piece(derivative, singularities, mid, t1, accuracy: 0.5 * accuracy, depth: depth + 1, pieces: &pieces)
    }

    /// ρ of the Bernstein ellipse with foci ±1 through x + i·y: σ + √(σ² − 1), where σ, the
    /// semi-major axis, is half the sum of the distances to the foci. 1 on [−1, 1]; infinite
    /// when the point is too far away to square.
    @inline(__always)
    private static func ellipseParameter(_ x: CGFloat, _ y: CGFloat) -> CGFloat {
        let yy = y * y
        let sigma = 0.5 * (((x - 1) * (x - 1) + yy).squareRoot() + ((x + 1) * (x + 1) + yy).squareRoot())
        return sigma + max(sigma * sigma - 1, 0).squareRoot()
    }

    /// √(x² + y²), by `hypot` only when the fast form overflows.
    @inline(__always)
    private static func magnitude(_ x: CGFloat, _ y: CGFloat) -> CGFloat {
        let fast = (x * x + y * y).squareRoot()
        return fast.isFinite ? fast : hypot(x, y)
    }
}
