// SVG's endpoint-parameterised elliptical arc (the `A` command) as cubic Béziers.
// Conversion to center parameterisation follows SVG 1.1, Appendix F.6 ("Elliptical arc
// implementation notes": F.6.2 out-of-range parameters, F.6.5 endpoint to center conversion,
// F.6.6 correction of out-of-range radii). Each piece of at most 90° is the circle cubic with arms
// 4/3·tan(θ/4) mapped through the ellipse's affine frame (Maisonobe, "Drawing an elliptical arc
// using polylines, quadratic or cubic Bézier curves", 2003, §3.4.1).
import Foundation

/// One elliptical arc of SVG path data, from the current point to `end`.
struct SVGArc {
    /// Where the arc starts (the current point), in points.
    var start: CGPoint
    /// Where the arc ends, in points.
    var end: CGPoint
    /// The ellipse's radii along its own axes, in points; signs are ignored.
    var radiusX: CGFloat
    /// See ``radiusX``.
    var radiusY: CGFloat
    /// The rotation of the ellipse's x-axis from the path's x-axis, in degrees.
    var rotationDegrees: CGFloat
    /// Whether to take the arc of more than 180°.
    var largeArc: Bool
    /// Whether the arc runs in the direction of increasing angle (clockwise on a y-down screen).
    var sweep: Bool

    /// The arc as path elements (every one drawn from the previous end point):
    /// nothing when the end points are equal; one line when either radius is 0 (F.6.2) or the
    /// numbers are so extreme (beyond about 1e154 in ratio) that Λ or the center overflows;
    /// otherwise one to four cubics, the last ending exactly at `end`.
    /// Radii too small to reach `end` are scaled up until they just do (F.6.6).
    func elements() -> [PathElement] {
        guard start != end else { return [] }
        var rx = abs(radiusX), ry = abs(radiusY)
        guard rx > 0, ry > 0 else { return [.line(to: end)] }
        let phi = rotationDegrees.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // F.6.5.1: the start point in the ellipse's frame, centred on the chord's midpoint.
        let hx = (start.x - end.x) / 2, hy = (start.y - end.y) / 2
        let x1 = cosPhi * hx + sinPhi * hy
        let y1 = -sinPhi * hx + cosPhi * hy
        // F.6.6.2: Λ, computed as ratios so enormous radii do not overflow.
        let lambda = (x1 / rx) * (x1 / rx) + (y1 / ry) * (y1 / ry)
        guard lambda > 0, lambda.isFinite else { return [.line(to: end)] }
        // F.6.5.2: the center in the ellipse's frame. When Λ ≥ 1 the radii grow by √Λ (F.6.6.3)
        // and the center is the chord's midpoint.
        var cx1: CGFloat = 0, cy1: CGFloat = 0
        if lambda >= 1 {
            let scale = lambda.squareRoot()
            rx *= scale
            ry *= scale
        } else {
            let sign: CGFloat = largeArc == sweep ? -1 : 1
            let coefficient = sign * ((1 - lambda) / lambda).squareRoot()
            cx1 = coefficient * rx * y1 / ry
            cy1 = -coefficient * ry * x1 / rx
        }
        // F.6.5.3: the center in path coordinates.
        let center = CGPoint(x: cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2,
                             y: sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2)
        // F.6.5.5–6: start angle and sweep on the unit circle of the ellipse.
        let theta1 = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        let theta2 = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx)
        var delta = theta2 - theta1
        if sweep && delta < 0 { delta += 2 * .pi }
        if !sweep && delta > 0 { delta -= 2 * .pi }
        // Radii so extreme that the center overflows: the arc is indistinguishable from its chord.
        guard delta.isFinite, center.x.isFinite, center.y.isFinite else { return [.line(to: end)] }
        let count = max(1, Int((abs(delta) / (.pi / 2) - 1e-12).rounded(.up)))
        let step = delta / CGFloat(count)
        let arm = 4 / 3 * tan(step / 4)
        // The unit circle mapped into the ellipse: p = center + R(φ)·(rx·u, ry·v).
        func map(_ u: CGFloat, _ v: CGFloat) -> CGPoint {
            CGPoint(x: center.x + cosPhi * rx * u - sinPhi * ry * v,
                    y: center.y + sinPhi * rx * u + cosPhi * ry * v)
        }
        var result: [PathElement] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            let a0 = theta1 + step * CGFloat(index)
            let a1 = index + 1 == count ? theta1 + delta : a0 + step
            let c0 = cos(a0), s0 = sin(a0), c1 = cos(a1), s1 = sin(a1)
            let control1 = map(c0 - arm * s0, s0 + arm * c0)
            let control2 = map(c1 + arm * s1, s1 - arm * c1)
            let to = index + 1 == count ? end : map(c1, s1)
            result.append(.curve(to: to, control1: control1, control2: control2))
        }
        return result
    }
}
