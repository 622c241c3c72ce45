// Point-in-path by winding number: count the signed crossings of a ray from the point towards +x.
// Curves are cut at the roots of dy/dt into pieces that are monotonic in y; each piece crosses a
// horizontal line at most once, and that crossing is found by Newton's method kept inside a
// shrinking bracket (Press et al., Numerical Recipes §9.4 "rtsafe"), so no root is missed or
// counted twice. The half-open rule on y (a piece counts when lowY ≤ y < highY) is the one of
// scan-line rasterisers (Foley, van Dam et al., Computer Graphics §3.6).
import Foundation

extension BezierPath {
    /// Whether `point` lies inside the filled path, as `UIBezierPath.contains(_:)` with a fill rule.
    ///
    /// Every contour is implicitly closed, as for filling, whether or not it ends with `close`.
    /// The answer is exact up to floating-point rounding: lines, quadratics and cubics are crossed
    /// analytically, never flattened.
    ///
    /// Points exactly on the outline follow the rasteriser's top-left rule: a point on an edge is
    /// inside when the filled region lies to its right or below it. So for `BezierPath(rect: r)`
    /// the answer equals `r.contains(point)`: the top and left edges are inside, the bottom and
    /// right edges outside. A non-finite point is never inside.
    ///
    /// - Parameters:
    ///   - point: The point to test, in the path's coordinates (points).
    ///   - fillRule: `.nonZero` (default) or `.evenOdd`.
    public func contains(_ point: CGPoint, fillRule: FillRule = .nonZero) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        let winding = windingNumber(at: point)
        switch fillRule {
        case .nonZero: return winding != 0
        case .evenOdd: return winding & 1 != 0
        }
    }

    /// The winding number of the path round `point`: +1 for each crossing of the ray towards +x by
    /// a piece going down the screen (y increasing), −1 for each going up.
    func windingNumber(at point: CGPoint) -> Int {
        var winding = 0
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                winding += Self.lineWinding(current, start, point)
                start = p
            case .line(let p):
                winding += Self.lineWinding(current, p, point)
            case .quadCurve(let p, let c):
                winding += Self.curveWinding(point, [current, c, p])
            case .curve(let p, let c1, let c2):
                winding += Self.curveWinding(point, [current, c1, c2, p])
            case .closeSubpath:
                winding += Self.lineWinding(current, start, point)
            }
            current = element.endPoint ?? start
        }
        return winding + Self.lineWinding(current, start, point)
    }

    /// The crossing of the ray from `point` by the line p0 → p1: ±1 or 0.
    private static func lineWinding(_ p0: CGPoint, _ p1: CGPoint, _ point: CGPoint) -> Int {
        guard p0.y != p1.y else { return 0 }
        let (low, high, direction) = p0.y < p1.y ? (p0, p1, 1) : (p1, p0, -1)
        guard point.y >= low.y && point.y < high.y else { return 0 }
        let x = low.x + (point.y - low.y) / (high.y - low.y) * (high.x - low.x)
        return x > point.x ? direction : 0
    }

    /// The crossings of the ray from `point` by a quadratic (3 points) or cubic (4 points) Bézier.
    private static func curveWinding(_ point: CGPoint, _ points: [CGPoint]) -> Int {
        let ys = points.map(\.y)
        // Quick reject: the curve lies inside the hull of its control points.
        guard let minY = ys.min(), let maxY = ys.max(), point.y >= minY, point.y < maxY,
              let maxX = points.map(\.x).max(), maxX > point.x else { return 0 }
        let curve = BezierPolynomial(points)
        // Piece boundaries: 0, the interior y-extrema, 1 (with the exact end values at 0 and 1).
        var breaks: [(t: CGFloat, y: CGFloat)] = [(0, ys[0])]
        for t in curve.yDerivativeRoots().sorted() { breaks.append((t, curve.y(t))) }
        breaks.append((1, ys[ys.count - 1]))
        var winding = 0
        for (a, b) in zip(breaks, breaks.dropFirst()) where a.y != b.y {
            let (low, high, direction) = a.y < b.y ? (a, b, 1) : (b, a, -1)
            guard point.y >= low.y && point.y < high.y else { continue }
            let t = curve.parameter(whereYIs: point.y, between: low.t, and: high.t)
            if curve.x(t) > point.x { winding += direction }
        }
        return winding
    }
}

/// A quadratic or cubic Bézier in power form, for evaluating x, y and dy/dt quickly.
private struct BezierPolynomial {
    /// Coefficients of t⁰…t³ for x and y (unused high terms are 0).
    private let xs: (CGFloat, CGFloat, CGFloat, CGFloat)
    private let ys: (CGFloat, CGFloat, CGFloat, CGFloat)

    init(_ p: [CGPoint]) {
        func coefficients(_ v: [CGFloat]) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
            if v.count == 3 {
                return (v[0], 2 * (v[1] - v[0]), v[0] - 2 * v[1] + v[2], 0)
            }
            return (v[0], 3 * (v[1] - v[0]), 3 * (v[0] - 2 * v[1] + v[2]), -v[0] + 3 * v[1] - 3 * v[2] + v[3])
        }
        xs = coefficients(p.map(\.x))
        ys = coefficients(p.map(\.y))
    }

    func x(_ t: CGFloat) -> CGFloat { ((xs.3 * t + xs.2) * t + xs.1) * t + xs.0 }
    func y(_ t: CGFloat) -> CGFloat { ((ys.3 * t + ys.2) * t + ys.1) * t + ys.0 }
    func dy(_ t: CGFloat) -> CGFloat { (3 * ys.3 * t + 2 * ys.2) * t + ys.1 }

    /// The parameters in (0, 1) where dy/dt = 0.
    func yDerivativeRoots() -> [CGFloat] {
        BezierPath.quadraticRoots(3 * ys.3, 2 * ys.2, ys.1).filter { $0 > 0 && $0 < 1 }
    }

    /// The t in [low, high] where y(t) = target, for a piece monotonic in y with
    /// y(low) ≤ target < y(high) (`low` may be the larger parameter on a rising-t, falling-y piece).
    func parameter(whereYIs target: CGFloat, between low: CGFloat, and high: CGFloat) -> CGFloat {
        var below = low, above = high  // y(below) ≤ target < y(above)
        var t = (below + above) / 2
        for _ in 0..<100 {
            let value = y(t) - target
            if value == 0 { return t }
            if value < 0 { below = t } else { above = t }
            let slope = dy(t)
            var next = slope != 0 ? t - value / slope : .nan
            // Keep Newton's step only while it stays strictly inside the bracket.
            if !(next > min(below, above) && next < max(below, above)) { next = (below + above) / 2 }
            if next == t || next == below || next == above { return t }
            t = next
        }
        return t
    }
}
