// A quadratic Bézier segment: evaluation, de Casteljau splitting, arc length by adaptive
// Gauss–Legendre quadrature (see GaussLegendre.swift).
import Foundation

/// A quadratic Bézier from ``start`` to ``end`` pulled towards ``control``, in points.
public struct QuadSegment: ParametricCurve {
    /// The point at t = 0.
    public var start: CGPoint
    /// The control point.
    public var control: CGPoint
    /// The point at t = 1.
    public var end: CGPoint

    /// A quadratic Bézier through `start` and `end` with one control point.
    public init(start: CGPoint, control: CGPoint, end: CGPoint) {
        self.start = start
        self.control = control
        self.end = end
    }

    /// `.quadCurve(to: end, control: control)`.
    public var pathElement: PathElement { .quadCurve(to: end, control: control) }

    /// The same curve as a cubic, by exact degree elevation: start, start + ⅔(control − start),
    /// end + ⅔(control − end), end (Farin, "Curves and Surfaces for CAGD", §5.1).
    public var cubic: CubicSegment {
        CubicSegment(start: start,
                     control1: CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
                     control2: CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)),
                     end: end)
    }

    /// |control − start| + |end − control|, in points.
    public var controlPolygonLength: CGFloat {
        CurveMath.distance(start, control) + CurveMath.distance(control, end)
    }

    /// Whether all three points are finite.
    public var isFinite: Bool {
        CurveMath.isFinite(start) && CurveMath.isFinite(control) && CurveMath.isFinite(end)
    }

    /// B′(t) = 2(P1 − P0) + 2t(P0 − 2P1 + P2) in power form.
    var derivativePolynomial: BezierDerivative {
        BezierDerivative(a: CGPoint(x: 2 * (control.x - start.x), y: 2 * (control.y - start.y)),
                         b: CGPoint(x: 2 * (start.x - 2 * control.x + end.x),
                                    y: 2 * (start.y - 2 * control.y + end.y)),
                         c: .zero)
    }

    /// (1−t)²·P0 + 2(1−t)t·P1 + t²·P2.
    public func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let w0 = u * u, w1 = 2 * u * t, w2 = t * t
        return CGPoint(x: w0 * start.x + w1 * control.x + w2 * end.x,
                       y: w0 * start.y + w1 * control.y + w2 * end.y)
    }

    /// B′(t), in points per unit of t.
    public func derivative(at t: CGFloat) -> CGPoint { derivativePolynomial.value(at: t) }

    /// The unit tangent; at an end whose control point coincides with it, the direction of the
    /// chord; at an interior cusp, the second derivative's direction.
    public func unitTangent(at t: CGFloat) -> CGPoint? {
        if t <= 0 {
            return CurveMath.firstDirection(CurveMath.difference(control, start), CurveMath.difference(end, start))
        }
        if t >= 1 {
            return CurveMath.firstDirection(CurveMath.difference(end, control), CurveMath.difference(end, start))
        }
        return CurveMath.firstDirection(derivative(at: t), derivativePolynomial.b)
    }

    /// de Casteljau: the pieces over [0, t] and [t, 1], meeting at one shared point.
    public func split(at t: CGFloat) -> (QuadSegment, QuadSegment) {
        let a = CurveMath.lerp(start, control, t)
        let b = CurveMath.lerp(control, end, t)
        let middle = CurveMath.lerp(a, b, t)
        return (QuadSegment(start: start, control: a, end: middle),
                QuadSegment(start: middle, control: b, end: end))
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
