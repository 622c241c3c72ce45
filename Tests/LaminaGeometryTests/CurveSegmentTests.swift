import Foundation
import Testing
@testable import LaminaGeometry

/// The cubic that is exactly y = x² on [0, 1] (kurbo's closed-form test), scaled by `s`.
private func parabolaCubic(scale s: CGFloat) -> CubicSegment {
    CubicSegment(start: .zero, control1: CGPoint(x: s / 3, y: 0),
                 control2: CGPoint(x: 2 * s / 3, y: s / 3), end: CGPoint(x: s, y: s))
}

/// ∫₀¹ √(1 + 4x²) dx = √5/2 + ln(2 + √5)/4: the length of y = x² on [0, 1].
private let parabolaLength: CGFloat = 0.5 * 5.0.squareRoot() + 0.25 * log(2 + 5.0.squareRoot())

/// An independent check on quadrature: composite Simpson's rule with `panels` panels on the speed,
/// from the cubic's derivative written out here in Bernstein form (not taken from the library).
private func simpsonLength(_ c: CubicSegment, panels: Int) -> CGFloat {
    func speed(_ t: CGFloat) -> CGFloat {
        let u = 1 - t
        let dx = 3 * u * u * (c.control1.x - c.start.x) + 6 * u * t * (c.control2.x - c.control1.x)
            + 3 * t * t * (c.end.x - c.control2.x)
        let dy = 3 * u * u * (c.control1.y - c.start.y) + 6 * u * t * (c.control2.y - c.control1.y)
            + 3 * t * t * (c.end.y - c.control2.y)
        return (dx * dx + dy * dy).squareRoot()
    }
    let h = 1 / CGFloat(panels)
    var sum = speed(0) + speed(1)
    var compensation: CGFloat = 0  // Kahan summation keeps a million terms at full precision
    for i in 1..<panels {
        let term = (i % 2 == 1 ? 4 : 2) * speed(CGFloat(i) * h) - compensation
        let next = sum + term
        compensation = (next - sum) - term
        sum = next
    }
    return sum * h / 3
}

private func relativeError(_ value: CGFloat, _ exact: CGFloat) -> CGFloat { abs(value - exact) / exact }

@Test func gaussLegendreRulesIntegrateTheirDegreeExactly() {
    // Each n-point rule integrates x^k over [−1, 1] exactly for k ≤ 2n − 1: 2/(k + 1) for even k,
    // 0 for odd k (the symmetric pairs cancel). Checked on the rule tables directly.
    for rule in GaussLegendreRule.all {
        #expect(rule.nodes.count * 2 == rule.order && rule.weights.count == rule.nodes.count)
        for k in stride(from: 0, through: 2 * rule.order - 2, by: 2) {
            let sum = zip(rule.nodes, rule.weights).reduce(0) { $0 + 2 * $1.1 * pow($1.0, CGFloat(k)) }
            #expect(abs(sum - 2 / CGFloat(k + 1)) <= 1e-15, "\(rule.order) points, x^\(k)")
        }
    }
}

@Test func gaussLegendreIsExactForPolynomialSpeed() {
    // A derivative along +x with every coefficient positive has the polynomial speed
    // 1 + 2t + t², which every rule integrates exactly: ∫₀¹ = 7/3.
    let derivative = BezierDerivative(a: CGPoint(x: 1, y: 0), b: CGPoint(x: 2, y: 0), c: CGPoint(x: 1, y: 0))
    for rule in GaussLegendreRule.all {
        #expect(abs(rule.integral(derivative, from: 0, to: 1) - 7.0 / 3.0) <= 1e-15)
    }
    #expect(abs(GaussLegendre.integral(derivative, from: 0, to: 1, accuracy: 0) - 7.0 / 3.0) <= 1e-15)
}

@Test func lineLengthIsExact() {
    let line = LineSegment(start: CGPoint(x: 1, y: 2), end: CGPoint(x: 4, y: 6))
    #expect(line.arcLength() == 5)
    #expect(line.parameter(atArcLength: 2.5, accuracy: 0) == 0.5)
    #expect(line.unitTangent(at: 0.3) == CGPoint(x: 0.6, y: 0.8))
}

@Test func cubicParabolaLengthMatchesClosedForm() {
    let exact = 100 * parabolaLength
    #expect(relativeError(parabolaCubic(scale: 100).arcLength(), exact) <= 1e-9)
    // Every requested absolute accuracy is met, down to 1e-11 (kurbo's test).
    let unit = parabolaCubic(scale: 1)
    for exponent in 0...11 {
        let accuracy = pow(10, -CGFloat(exponent))
        #expect(abs(unit.arcLength(accuracy: accuracy) - parabolaLength) < accuracy)
    }
}

@Test func quadParabolaLengthMatchesClosedForm() {
    // (0,0) (½,0) (1,1) is also exactly y = x².
    let quad = QuadSegment(start: .zero, control: CGPoint(x: 50, y: 0), end: CGPoint(x: 100, y: 100))
    #expect(relativeError(quad.arcLength(), 100 * parabolaLength) <= 1e-9)
}

@Test func quarterCircleMatchesIndependentQuadrature() {
    let k: CGFloat = 4.0 / 3.0 * (2.0.squareRoot() - 1)
    let r: CGFloat = 100
    let arc = CubicSegment(start: CGPoint(x: r, y: 0), control1: CGPoint(x: r, y: k * r),
                           control2: CGPoint(x: k * r, y: r), end: CGPoint(x: 0, y: r))
    let reference = simpsonLength(arc, panels: 200_000)
    #expect(relativeError(arc.arcLength(), reference) <= 1e-9)
    // And the approximation is close to the true quarter circle (its known 2.7e-4 radial error).
    #expect(relativeError(arc.arcLength(), .pi / 2 * r) < 3e-4)
}

@Test func cuspCubicLengthMatchesTurningPoints() {
    // Collinear on the x axis, x(t) = 300t(1−t)² + 10t³ turns back twice; its length is the total
    // variation of x, read off at the roots of x′(t) = 300 − 1200t + 930t². The speed has kinks
    // there, which quadrature must subdivide around.
    let c = CubicSegment(start: .zero, control1: CGPoint(x: 100, y: 0), control2: .zero, end: CGPoint(x: 10, y: 0))
    let disc = (1200.0 * 1200 - 4 * 930 * 300).squareRoot()
    let t1 = (1200 - disc) / 1860, t2 = (1200 + disc) / 1860
    let x = { (t: CGFloat) in c.point(at: t).x }
    let exact = abs(x(t1) - x(0)) + abs(x(t2) - x(t1)) + abs(x(1) - x(t2))
    #expect(relativeError(c.arcLength(), exact) <= 1e-9)
}

@Test func parameterAtArcLengthInvertsLength() {
    let c = parabolaCubic(scale: 100)
    let total = c.arcLength()
    for step in 0...10 {
        let target = total * CGFloat(step) / 10
        let t = c.parameter(atArcLength: target, accuracy: 1e-9)
        let measured = c.subcurve(from: 0, to: t).arcLength(accuracy: 1e-11)
        #expect(abs(measured - target) <= 1e-8, "at \(target): t = \(t) measures \(measured)")
    }
}

@Test func splitMeetsAtPointAt() {
    let c = CubicSegment(start: CGPoint(x: 3, y: 4), control1: CGPoint(x: 40, y: -20),
                         control2: CGPoint(x: 80, y: 90), end: CGPoint(x: 120, y: 10))
    let (left, right) = c.split(at: 0.3)
    let p = c.point(at: 0.3)
    #expect(abs(left.end.x - p.x) < 1e-12 && abs(left.end.y - p.y) < 1e-12)
    #expect(left.end == right.start)
    #expect(left.start == c.start && right.end == c.end)
    let piece = c.subcurve(from: 0.2, to: 0.7)
    for (s, t) in [(0.0, 0.2), (0.5, 0.45), (1.0, 0.7)] as [(CGFloat, CGFloat)] {
        let a = piece.point(at: s), b = c.point(at: t)
        #expect(abs(a.x - b.x) < 1e-12 && abs(a.y - b.y) < 1e-12)
    }
    #expect(c.subcurve(from: 0, to: 1) == c)
}

@Test func degenerateCubicMeasuresAsLine() {
    // P1 = P0 and P2 = P3: a straight line traced with varying speed.
    let c = CubicSegment(start: .zero, control1: .zero, control2: CGPoint(x: 100, y: 0), end: CGPoint(x: 100, y: 0))
    #expect(abs(c.arcLength() - 100) <= 1e-12)
    #expect(c.unitTangent(at: 0) == CGPoint(x: 1, y: 0))
    #expect(c.unitTangent(at: 1) == CGPoint(x: 1, y: 0))
    #expect(c.derivative(at: 0) == .zero)
}

@Test func degenerateTangentsComeFromNextDistinctControlPoint() {
    // P1 = P2 = P0: the start direction is towards P3; P2 = P3 = P1: the end direction from P0.
    let c = CubicSegment(start: .zero, control1: .zero, control2: .zero, end: CGPoint(x: 0, y: 50))
    #expect(c.unitTangent(at: 0) == CGPoint(x: 0, y: 1))
    let q = QuadSegment(start: CGPoint(x: 10, y: 0), control: CGPoint(x: 10, y: 0), end: CGPoint(x: 0, y: 0))
    #expect(q.unitTangent(at: 0) == CGPoint(x: -1, y: 0))
}

@Test func pointCurveHasZeroLengthAndNoTangent() {
    let p = CGPoint(x: 7, y: 7)
    let c = CubicSegment(start: p, control1: p, control2: p, end: p)
    #expect(c.arcLength() == 0)
    #expect(c.unitTangent(at: 0.5) == nil)
    #expect(c.parameter(atArcLength: 1, accuracy: 1e-9) == 0)
}

@Test func cuspTangentFollowsSecondDerivative() {
    // x(t) = 300t(1−t), symmetric turn-around at t = ½ where B′ = 0: leaving it, the curve runs −x.
    let c = CubicSegment(start: .zero, control1: CGPoint(x: 100, y: 0), control2: CGPoint(x: 100, y: 0), end: .zero)
    #expect(c.derivative(at: 0.5) == .zero)
    #expect(c.unitTangent(at: 0.5) == CGPoint(x: -1, y: 0))
    #expect(abs(c.arcLength() - 150) <= 1e-12)
}
