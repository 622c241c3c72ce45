// The abilities every segment of a path shares: evaluate, differentiate, split, measure.
// One capability per requirement, after kurbo's `ParamCurve`, `ParamCurveDeriv` and
// `ParamCurveArclen` traits (linebender/kurbo, src/param_curve.rs). The inverse arc length
// (parameter at a distance) is Newton's method kept inside a bracket, falling back to bisection
// (Press et al., Numerical Recipes §9.4 "rtsafe"); as in kurbo's `inv_arclen`, each step measures
// only the stretch between the previous guess and the new one, never the whole prefix again, and
// the speed's singularities are found once for all the steps.
import Foundation

/// A curve segment parameterised by t in [0, 1]: a line, quadratic or cubic Bézier.
///
/// Coordinates are points. Every approximation takes an explicit `accuracy`, an absolute error
/// bound in points; ``defaultAccuracy`` is 10⁻¹¹ of the control polygon's length. Lengths meet it
/// by an a-priori error bound (see GaussLegendre.swift), so their relative error stays below 10⁻⁹
/// unless the control polygon is more than a hundred times as long as the curve.
public protocol ParametricCurve: Sendable, Equatable {
    /// The point at t = 0.
    var start: CGPoint { get }
    /// The point at t = 1.
    var end: CGPoint { get }
    /// The path element that draws this curve from ``start`` (a line, quad or cubic).
    var pathElement: PathElement { get }
    /// The length of the control polygon in points: an upper bound of the arc length.
    var controlPolygonLength: CGFloat { get }
    /// Whether every coordinate is finite.
    var isFinite: Bool { get }

    /// The point at parameter `t` (0 ≤ t ≤ 1; other values extrapolate the polynomial).
    func point(at t: CGFloat) -> CGPoint
    /// The derivative dB/dt at `t`, in points per unit of t.
    func derivative(at t: CGFloat) -> CGPoint
    /// The unit tangent at `t`, or nil when the curve is a single point. Where the derivative
    /// vanishes (a control point on an end point, or a cusp) the direction comes from the next
    /// distinct control point, or the higher derivatives inside the curve.
    func unitTangent(at t: CGFloat) -> CGPoint?
    /// The curve cut at `t` by de Casteljau's algorithm: the pieces over [0, t] and [t, 1].
    func split(at t: CGFloat) -> (Self, Self)
    /// The arc length in points, within `accuracy` points.
    func arcLength(accuracy: CGFloat) -> CGFloat
    /// The parameter t at which the arc length from t = 0 equals `length` (clamped to the
    /// curve's length), within `accuracy` points of arc.
    func parameter(atArcLength length: CGFloat, accuracy: CGFloat) -> CGFloat
}

extension ParametricCurve {
    /// 10⁻¹¹ of ``controlPolygonLength``: the accuracy, in points, used when none is given.
    public var defaultAccuracy: CGFloat { controlPolygonLength * 1e-11 }

    /// The arc length in points, within ``defaultAccuracy``.
    public func arcLength() -> CGFloat { arcLength(accuracy: defaultAccuracy) }

    /// The piece of the curve over [t0, t1] (t0 ≤ t1, both in [0, 1]), split exactly by de
    /// Casteljau's algorithm. The whole curve is returned unchanged for [0, 1].
    public func subcurve(from t0: CGFloat, to t1: CGFloat) -> Self {
        if t0 <= 0 {
            return t1 >= 1 ? self : split(at: t1).0
        }
        let tail = split(at: t0).1
        if t1 >= 1 { return tail }
        return tail.split(at: (t1 - t0) / (1 - t0)).0
    }
}

/// Small vector helpers shared by the segment types, kept off `CGPoint` itself so they cannot
/// clash with other extensions.
enum CurveMath {
    /// `v` scaled to length 1, or nil for a zero or non-finite vector. Scaling by the larger
    /// component first keeps tiny and huge vectors exact (an axis vector gives exactly ±1).
    static func unit(_ v: CGPoint) -> CGPoint? {
        let m = max(abs(v.x), abs(v.y))
        guard m > 0, m.isFinite else { return nil }
        let x = v.x / m, y = v.y / m
        let length = (x * x + y * y).squareRoot()
        return CGPoint(x: x / length, y: y / length)
    }

    /// The first of `vectors` with a direction, as a unit vector.
    static func firstDirection(_ vectors: CGPoint...) -> CGPoint? {
        for v in vectors {
            if let u = unit(v) { return u }
        }
        return nil
    }

    /// b − a.
    @inline(__always)
    static func difference(_ b: CGPoint, _ a: CGPoint) -> CGPoint {
        CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// |b − a|, the distance between two points.
    @inline(__always)
    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = b.x - a.x, dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The point a + (b − a)·t.
    @inline(__always)
    static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// Whether both coordinates are finite.
    @inline(__always)
    static func isFinite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
}

extension BezierDerivative {
    /// The t in [0, 1] where the arc length from 0 is `target`, for a curve of total length
    /// `total` (both in points), within `accuracy` points of arc.
    ///
    /// Newton's method on s(t) − target, where s′(t) is the speed; a step that leaves the bracket
    /// [lo, hi], or a zero speed, bisects instead. Each step integrates only from the previous t
    /// to the new one. Ends after 100 steps, or when the bracket is as narrow as t's precision.
    ///
    /// `known` is a parameter whose arc length from 0 is already known and at most `target`
    /// (the start of a dash when its end is sought): the search starts there and integrates
    /// only beyond it.
    func parameter(atArcLength target: CGFloat, total: CGFloat, accuracy: CGFloat,
                   after known: (t: CGFloat, length: CGFloat) = (0, 0)) -> CGFloat {
        guard total > 0, target > 0 else { return 0 }
        guard target < total else { return 1 }
        var lo = known.t, hi: CGFloat = 1
        var previousT = known.t, previousLength = known.length
        // The remaining length spread evenly over the remaining parameter.
        var t = known.t + (1 - known.t) * (target - known.length) / max(total - known.length, .leastNormalMagnitude)
        if !(t > lo && t < hi) { t = 0.5 * (lo + hi) }
        let stepAccuracy = 0.25 * accuracy
        let singularities = SpeedSingularities(self)
        for _ in 0..<100 {
            let stretch = GaussLegendre.integral(self, singularities, from: previousT, to: t, accuracy: stepAccuracy)
            let length = previousLength + stretch
            let error = length - target
            if !(abs(error) > accuracy) { return t }
            if error < 0 { lo = t } else { hi = t }
            previousT = t
            previousLength = length
            let speed = self.speed(at: t)
            var next = speed > 0 ? t - error / speed : .nan
            if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
            if next == t || hi - lo <= 4 * CGFloat.ulpOfOne * max(hi, 1e-300) { return next }
            t = next
        }
        return t
    }
}
