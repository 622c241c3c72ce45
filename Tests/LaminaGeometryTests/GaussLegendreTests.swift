import Foundation
import Testing
@testable import LaminaGeometry

/// A cubic from eight coordinates: start, control 1, control 2, end.
private func cubic(_ v: CGFloat...) -> CubicSegment {
    CubicSegment(start: CGPoint(x: v[0], y: v[1]), control1: CGPoint(x: v[2], y: v[3]),
                 control2: CGPoint(x: v[4], y: v[5]), end: CGPoint(x: v[6], y: v[7]))
}

/// Lengths computed independently with mpmath (`quad` at 34 digits, tanh-sinh and Gauss–Legendre
/// agreeing, the interval broken at the real parts of the speed's complex zeros), each with the
/// way the a-priori bound measures the curve, so every branch of the scheme is pinned.
private let references: [(name: String, curve: CubicSegment, length: CGFloat)] = [
    ("nearly straight: one 8-point rule", cubic(0, 0, 1, 0.01, 2, -0.01, 3, 0), 3.000029999678581355687179),
    ("arch: one 16-point rule", cubic(0, 0, 1, 1, 2, 1, 3, 0), 3.443380724088957111051447),
    ("high arch: one 24-point rule", cubic(0, 0, 1, 1.5, 2, 1.5, 3, 0), 3.898926673885101273951347),
    ("higher arch: one 32-point rule", cubic(0, 0, 1, 2, 2, 2, 3, 0), 4.436828572633792301483718),
    ("S: halved, 32 points each", cubic(0, 0, 1, 2, 2, -2, 3, 0), 3.934066276279199579902123),
    ("loop: halved, 24 points each", cubic(0, 0, 3, 3, -2, 3, 1, 0), 5.695332672270350515863324),
    ("handles 10× the chord: eight pieces", cubic(0, 0, 10, 1, -9, 1, 1, 0), 11.24840319389082242177734),
    ("near-cusp: eighteen pieces closing in on it", cubic(0, 0, 1, 1, 0, 1, 1.001, 0), 1.828885251686555180954152),
]

@Test func arcLengthMatchesIndependentQuadrature() {
    for (name, curve, length) in references {
        let measured = curve.arcLength()
        // The contract: within the default accuracy, 10⁻¹¹ of the control polygon.
        #expect(abs(measured - length) <= curve.defaultAccuracy, "\(name)")
        #expect(abs(measured - length) / length <= 1e-9, "\(name)")
    }
}

@Test func cuspCubicLengthMatchesClosedForm() {
    // (0,0) (1,1) (0,1) (1,0) has a cusp at t = 1/2, where B′ = 0; the two arcs it joins measure
    // 2√2 − 1 together. The interval is cut at the cusp, a real zero of B′x + i·B′y.
    let exact = 2 * 2.0.squareRoot() - 1
    let c = cubic(0, 0, 1, 1, 0, 1, 1, 0)
    #expect(abs(c.arcLength() - exact) <= c.defaultAccuracy)
    // Asking for no error at all gets the best double precision allows, promptly.
    #expect(abs(c.arcLength(accuracy: 0) - exact) <= 1e-13)
    #expect(abs(c.arcLength(accuracy: .nan) - exact) <= 1e-13)
}

@Test func polynomialSpeedIsExact() {
    // (0,0) (0,1) (1,1) (1,0) has the speed 3 − 6t + 6t² (B′x + i·B′y has a double zero), so
    // its length is exactly 2.
    #expect(abs(cubic(0, 0, 0, 1, 1, 1, 1, 0).arcLength() - 2) <= 4e-16)
}

@Test func reversedIntervalChangesSign() {
    let d = cubic(0, 0, 1, 2, 2, -2, 3, 0).derivativePolynomial
    let forward = GaussLegendre.integral(d, from: 0.2, to: 0.7, accuracy: 1e-12)
    #expect(GaussLegendre.integral(d, from: 0.7, to: 0.2, accuracy: 1e-12) == -forward)
    #expect(GaussLegendre.integral(d, from: 0.5, to: 0.5, accuracy: 1e-12) == 0)
}

@Test func extremeInputsFinishWithoutSubdividingForever() {
    // A control point at 10³⁰⁰ overflows the control polygon, hence the default accuracy, and
    // the speed itself: the answer is infinite, at once.
    #expect(cubic(-0.69, 0.95, 0.17, 0.42, 1e300, -0.3, 0.96, -0.39).arcLength() == .infinity)
    #expect(cubic(0, 0, .nan, 1, 2, 1, 3, 0).arcLength().isNaN)
    // An infinite accuracy takes the 8-point value.
    #expect(cubic(0, 0, 1, 1, 2, 1, 3, 0).arcLength(accuracy: .infinity).isFinite)
    // Far below and far above unit scale, the relative error is the same (down to where the
    // squared speed itself would underflow or overflow, below 10⁻¹⁵⁰ or above 10¹⁵⁰).
    for scale: CGFloat in [1e-100, 1e-6, 1e6, 1e100] {
        let c = cubic(0, 0, scale, 2 * scale, 2 * scale, -2 * scale, 3 * scale, 0)
        #expect(abs(c.arcLength() / scale - 3.934066276279199579902123) <= 1e-11)
    }
}
