// Where the speed of a Bézier segment stops being analytic. For real t the squared speed is
// B′x(t)² + B′y(t)² = P(t)·P̄(t), with P(t) = B′x(t) + i·B′y(t) — a complex polynomial of degree
// ≤ 2 — and P̄ the polynomial with conjugate coefficients. So the speed √(P·P̄) continues
// analytically into the complex t-plane except at the zeros r of P and their conjugates r̄ (the
// zeros of P̄), where it has square-root branch points. A real zero is a cusp: B′ = 0 there and
// the speed |P(t)| has a kink. How close these points come to an interval fixes how fast
// Gauss–Legendre quadrature converges on it (see GaussLegendre.swift).
import Foundation

/// The zeros of P(t) = B′x(t) + i·B′y(t), found once per segment, and the size of P's leading
/// coefficient, all in units of ``scale`` so that no bound derived from them overflows.
struct SpeedSingularities: Sendable {
    /// A zero of P in the complex t-plane.
    struct Zero: Sendable {
        /// The real part, a parameter value.
        var real: CGFloat
        /// The imaginary part, in units of t.
        var imaginary: CGFloat
    }

    /// The largest magnitude among the six coordinates of the derivative's coefficients, in
    /// points per unit of t: the unit of ``leading`` and of the accuracies the caller compares.
    let scale: CGFloat
    /// The degree of P once coefficients below 10⁻¹⁵⁰ of ``scale`` are taken as zero: 0, 1 or 2.
    let degree: Int
    /// |leading coefficient of P| / ``scale``, so that |P(t)| = scale · leading · Π|t − zero|.
    let leading: CGFloat
    /// The zeros of P (as many as ``degree``; the unused ones are zero and ignored).
    let zeros: (Zero, Zero)

    /// The zeros of `derivative`'s P; nil when a coefficient is not finite or all are zero.
    ///
    /// Coefficients are divided by ``scale`` first. A leading coefficient below 10⁻¹⁵⁰ counts as
    /// zero: it moves the zeros past 10¹⁵⁰, where they cannot limit any rule of ≤ 32 points, and
    /// keeps every product of the error bound finite.
    init?(_ derivative: BezierDerivative) {
        let a = derivative.a, b = derivative.b, c = derivative.c
        let scale = max(max(max(abs(a.x), abs(a.y)), max(abs(b.x), abs(b.y))), max(abs(c.x), abs(c.y)))
        guard scale > 0, scale.isFinite else { return nil }
        let p0 = Complex(a.x / scale, a.y / scale)
        let p1 = Complex(b.x / scale, b.y / scale)
        let p2 = Complex(c.x / scale, c.y / scale)
        let negligible: CGFloat = 1e-150
        self.scale = scale
        let none = Zero(real: 0, imaginary: 0)
        if p2.magnitude > negligible {
            // The quadratic formula without cancellation (Press et al., Numerical Recipes §5.6):
            // q = −(p1 + sgn·√(p1² − 4·p0·p2)) / 2 with the sign making the sum the longer one.
            var root = (p1 * p1 - 4 * p0 * p2).squareRoot()
            if p1.real * root.real + p1.imaginary * root.imaginary < 0 { root = -1 * root }
            let q = -0.5 * (p1 + root)
            degree = 2
            leading = p2.magnitude
            // q = 0 only when p1 = 0 and p0 = 0: a double zero at t = 0.
            zeros = q.magnitude == 0 ? (none, none) : ((q / p2).zero, (p0 / q).zero)
        } else if p1.magnitude > negligible {
            degree = 1
            leading = p1.magnitude
            zeros = ((-1 * p0 / p1).zero, none)
        } else {
            degree = 0
            leading = p0.magnitude
            zeros = (none, none)
        }
    }
}

/// A complex number, with just the arithmetic the quadratic formula needs.
private struct Complex {
    var real: CGFloat
    var imaginary: CGFloat

    init(_ real: CGFloat, _ imaginary: CGFloat) {
        self.real = real
        self.imaginary = imaginary
    }

    /// |z|. The parts here are at most a few units (coefficients divided by their largest), so
    /// the plain formula neither overflows nor loses anything that matters.
    var magnitude: CGFloat { (real * real + imaginary * imaginary).squareRoot() }

    /// The zero at this point of the t-plane.
    var zero: SpeedSingularities.Zero { SpeedSingularities.Zero(real: real, imaginary: imaginary) }

    /// The principal square root, computed from the larger of its parts so that neither cancels
    /// (Press et al., Numerical Recipes §5.5).
    func squareRoot() -> Complex {
        let m = magnitude
        if m == 0 { return Complex(0, 0) }
        if real >= 0 {
            let r = (0.5 * (m + real)).squareRoot()
            return Complex(r, imaginary / (2 * r))
        }
        let i = (0.5 * (m - real)).squareRoot()
        return Complex(abs(imaginary) / (2 * i), imaginary < 0 ? -i : i)
    }

    static func + (l: Complex, r: Complex) -> Complex {
        Complex(l.real + r.real, l.imaginary + r.imaginary)
    }

    static func - (l: Complex, r: Complex) -> Complex {
        Complex(l.real - r.real, l.imaginary - r.imaginary)
    }

    static func * (l: Complex, r: Complex) -> Complex {
        Complex(l.real * r.real - l.imaginary * r.imaginary, l.real * r.imaginary + l.imaginary * r.real)
    }

    static func * (l: CGFloat, r: Complex) -> Complex { Complex(l * r.real, l * r.imaginary) }

    /// Smith's division (Smith, "Algorithm 116: Complex division", CACM 5, 1962): scaling by the
    /// larger part of the divisor avoids overflow in |r|².
    static func / (l: Complex, r: Complex) -> Complex {
        if abs(r.real) >= abs(r.imaginary) {
            let ratio = r.imaginary / r.real, denominator = r.real + r.imaginary * ratio
            return Complex((l.real + l.imaginary * ratio) / denominator,
                           (l.imaginary - l.real * ratio) / denominator)
        }
        let ratio = r.real / r.imaginary, denominator = r.imaginary + r.real * ratio
        return Complex((l.real * ratio + l.imaginary) / denominator,
                       (l.imaginary * ratio - l.real) / denominator)
    }
}
