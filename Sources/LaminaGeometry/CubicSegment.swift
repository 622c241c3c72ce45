// A cubic Bézier segment: evaluation, de Casteljau splitting, arc length by adaptive
// Gauss–Legendre quadrature (see GaussLegendre.swift). Degenerate tangents (a control point on
// its end point) take the direction of the next distinct control point, as SVG's "directionality"
// rules for markers and caps do (SVG 1.1 Implementation Notes, F.5).
import Foundation

/// A cubic Bézier from ``start`` to ``end`` with two control points, in points.
public struct CubicSegment: ParametricCurve {
    /// The point at t = 0 (P0).
    public var start: CGPoint
    /// The first control point (P1).
    public var control1: CGPoint
    /// The second control point (P2).
    public var control2: CGPoint
    /// The point at t = 1 (P3).
    public var end: CGPoint

    /// A cubic Bézier through `start` and `end` with two control points.
    public init(start: CGPoint, control1: CGPoint, control2: CGPoint, end: CGPoint) {
        self.start = start
        self.control1 = control1
        self.control2 = control2
        self.end = end
    }

    /// `.curve(to: end, control1: control1, control2: control2)`.
    public var pathElement: PathElement { .curve(to: end, control1: control1, control2: control2) }

    /// |P1 − P0| + |P2 − P1| + |P3 − P2|, in points.
    public var controlPolygonLength: CGFloat {
        CurveMath.distance(start, control1) + CurveMath.distance(control1, control2)
            + CurveMath.distance(control2, end)
    }

    /// Whether all four points are finite.
    public var isFinite: Bool {
        CurveMath.isFinite(start) && CurveMath.isFinite(control1)
            && CurveMath.isFinite(control2) && CurveMath.isFinite(end)
    }

    /// B′(t) = 3[d0 + 2t(d1 − d0) + t²(d0 − 2d1 + d2)] in power form, with d0 = P1 − P0,
    /// d1 = P2 − P1, d2 = P3 − P2.
    var derivativePolynomial: BezierDerivative {
        let d0 = CurveMath.difference(control1, start)
        let d1 = CurveMath.difference(control2, control1)
        let d2 = CurveMath.difference(end, control2)
        return BezierDerivative(a: CGPoint(x: 3 * d0.x, y: 3 * d0.y),
                                b: CGPoint(x: 6 * (d1.x - d0.x), y: 6 * (d1.y - d0.y)),
                                c: CGPoint(x: 3 * (d0.x - 2 * d1.x + d2.x), y: 3 * (d0.y - 2 * d1.y + d2.y)))
    }

    /// (1−t)³·P0 + 3(1−t)²t·P1 + 3(1−t)t²·P2 + t³·P3.
    public func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
        return CGPoint(x: w0 * start.x + w1 * control1.x + w2 * control2.x + w3 * end.x,
                       y: w0 * start.y + w1 * control1.y + w2 * control2.y + w3 * end.y)
    }

    /// B′(t), in points per unit of t.
    public func derivative(at t: CGFloat) -> CGPoint { derivativePolynomial.value(at: t) }

    /// The unit tangent. At t = 0 the direction of the first of P1, P2, P3 distinct from P0; at
    /// t = 1 of P3 from the last of P2, P1, P0 distinct from it; inside, B′(t), or at a cusp
    /// (B′ = 0) B″(t), then B‴.
    public func unitTangent(at t: CGFloat) -> CGPoint? {
        if t <= 0 {
            return CurveMath.firstDirection(CurveMath.difference(control1, start),
                                            CurveMath.difference(control2, start),
                                            CurveMath.difference(end, start))
        }
        if t >= 1 {
            return CurveMath.firstDirection(CurveMath.difference(end, control2),
                                            CurveMath.difference(end, control1),
                                            CurveMath.difference(end, start))
        }
        let d = derivativePolynomial
        let second = CGPoint(x: d.b.x + 2 * t * d.c.x, y: d.b.y + 2 * t * d.c.y)
        return CurveMath.firstDirection(d.value(at: t), second, d.c)
    }

    /// de Casteljau: the pieces over [0, t] and [t, 1], meeting at one shared point.
    public func split(at t: CGFloat) -> (CubicSegment, CubicSegment) {
        let a = CurveMath.lerp(start, control1, t)
        let b = CurveMath.lerp(control1, control2, t)
        let c = CurveMath.lerp(control2, end, t)
        let ab = CurveMath.lerp(a, b, t)
        let bc = CurveMath.lerp(b, c, t)
        let middle = CurveMath.lerp(ab, bc, t)
        return (CubicSegment(start: start, control1: a, control2: ab, end: middle),
                CubicSegment(start: middle, control1: bc, control2: c, end: end))
    }

    /// ∫₀¹ |B′(t)| dt within `accuracy` points.
    public func arcLength(accuracy: CGFloat) -> CGFloat {
        GaussLegendre.integral(derivativePolynomial, from: 0, to: 1, accuracy: accuracy)
    }

    /// The t where the arc length from t = 0 is `length`, within `accuracy` points.
    public func parameter(atArcLength length: CGFloat, accuracy: CGFloat) -> CGFloat {
        derivativePolynomial.parameter(atArcLength: length, total: arcLength(accuracy: accuracy),
                                       accuracy: accuracy)
    }
}
