// Bounding boxes of a path: the tight box of the drawn curves, and the box of every point.
// Curve extrema come from the roots of the derivative (a line for quadratics, a quadratic for
// cubics), solved with the cancellation-free quadratic formula (Press et al., Numerical Recipes,
// §5.6).
import Foundation

extension BezierPath {
    /// The smallest rectangle holding every point the path passes through, as Core Graphics'
    /// `boundingBoxOfPath`: curves contribute their true extrema, not their control points.
    ///
    /// Every move point counts, so a path of moves alone gives the box of those points (one move
    /// gives a zero-size rectangle at that point). An empty path gives `CGRect.null`. Units are points.
    public var bounds: CGRect {
        var box = PointBox()
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                box.add(p)
            case .quadCurve(let p, let c):
                box.add(p)
                for t in Self.quadExtremaParameters(current, c, p) {
                    box.add(Self.quadPoint(current, c, p, t))
                }
            case .curve(let p, let c1, let c2):
                box.add(p)
                for t in Self.cubicExtremaParameters(current, c1, c2, p) {
                    box.add(Self.cubicPoint(current, c1, c2, p, t))
                }
            case .closeSubpath:
                break
            }
            if let end = element.endPoint { current = end }
        }
        return box.rect
    }

    /// The smallest rectangle holding every point of every element, control points included, as
    /// Core Graphics' `boundingBox`. `CGRect.null` for an empty path. Units are points.
    public var controlPointBounds: CGRect {
        var box = PointBox()
        // A switch, not `element.points`: that array per element was most of the cost, and the
        // compositor asks for the bounds of every shape it plans and draws.
        for element in elements {
            switch element {
            case .move(let p), .line(let p): box.add(p)
            case .quadCurve(let p, let c): box.add(c); box.add(p)
            case .curve(let p, let c1, let c2): box.add(c1); box.add(c2); box.add(p)
            case .closeSubpath: break
            }
        }
        return box.rect
    }

    /// The parameters in (0, 1) where a quadratic Bézier's x or y is extreme.
    static func quadExtremaParameters(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) -> [CGFloat] {
        var result: [CGFloat] = []
        for (a, b, c) in [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)] {
            let denominator = a - 2 * b + c
            guard denominator != 0 else { continue }
            let t = (a - b) / denominator
            if t > 0 && t < 1 { result.append(t) }
        }
        return result
    }

    /// The parameters in (0, 1) where a cubic Bézier's x or y is extreme (roots of B′(t)).
    static func cubicExtremaParameters(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGFloat] {
        cubicDerivativeRoots(p0.x, p1.x, p2.x, p3.x) + cubicDerivativeRoots(p0.y, p1.y, p2.y, p3.y)
    }

    /// The roots in (0, 1) of the derivative of the 1-D cubic Bézier with coefficients `v0…v3`.
    static func cubicDerivativeRoots(_ v0: CGFloat, _ v1: CGFloat, _ v2: CGFloat, _ v3: CGFloat) -> [CGFloat] {
        // B′(t)/3 = a·t² + b·t + c
        let a = -v0 + 3 * v1 - 3 * v2 + v3
        let b = 2 * (v0 - 2 * v1 + v2)
        let c = v1 - v0
        return quadraticRoots(a, b, c).filter { $0 > 0 && $0 < 1 }
    }

    /// The real roots of a·t² + b·t + c (a linear or constant equation when a is 0), without the
    /// cancellation of the textbook formula. A double root is returned once; none for NaN input.
    static func quadraticRoots(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
        if a == 0 {
            guard b != 0 else { return [] }
            return [-c / b]
        }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return [] }
        let q = -0.5 * (b + (b < 0 ? -1 : 1) * discriminant.squareRoot())
        guard q != 0 else { return [0] }  // b = 0 and c = 0: a double root at 0
        let r1 = q / a, r2 = c / q
        return r1 == r2 ? [r1] : [r1, r2]
    }

    /// The point at `t` of a quadratic Bézier.
    static func quadPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
                       y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
    }

    /// The point at `t` of a cubic Bézier.
    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
        return CGPoint(x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
                       y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
    }
}

/// A growing axis-aligned box; `rect` is `CGRect.null` until a point is added.
private struct PointBox {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }

    var rect: CGRect {
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
