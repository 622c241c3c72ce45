// Curves that are (nearly) straight lines, stroked as lines, as Skia's stroker does (SkStroke.cpp:
// `CheckCubicLinear`, `cubic_in_line`, `CheckQuadLinear`; resvg's tiny-skia follows it). A curve
// such as `M 20 160 C 20.1 160 160 20 160.1 20` runs along one line, but its end tangents point
// along the tiny first and last control legs, so Cairo turns its caps and joins sideways. When
// every point of a curve lies within √0.00001 (about 0.3 %) of its extent from the line through its
// two farthest points, the curve is replaced by lines through the points where it turns back
// along that line (none for a curve that runs one way), which is what it covers.
import Foundation

extension BezierPath {
    /// The path with every quadratic or cubic curve whose points are collinear (within 0.3 % of
    /// the curve's extent) replaced by straight lines from its start through the points where it
    /// turns back to its end, as Skia strokes such curves; other elements unchanged.
    public func withCollinearCurvesAsLines() -> BezierPath {
        guard elements.contains(where: { element in
            switch element {
            case .quadCurve, .curve: true
            default: false
            }
        }) else { return self }
        var result = BezierPath()
        var current = CGPoint.zero, contourStart = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                result.move(to: p)
                current = p
                contourStart = p
            case .line(let p):
                result.addLine(to: p)
                current = p
            case .quadCurve(let p, let c):
                if let turns = Self.turningPoints(ControlPolygon(current, c, p)) {
                    for point in turns { result.addLine(to: point) }
                    result.addLine(to: p)
                } else {
                    result.addQuadCurve(to: p, controlPoint: c)
                }
                current = p
            case .curve(let p, let c1, let c2):
                if let turns = Self.turningPoints(ControlPolygon(current, c1, c2, p)) {
                    for point in turns { result.addLine(to: point) }
                    result.addLine(to: p)
                } else {
                    result.addCurve(to: p, controlPoint1: c1, controlPoint2: c2)
                }
                current = p
            case .closeSubpath:
                result.close()
                current = contourStart
            }
        }
        return result
    }

    /// For the Bézier curve with control `points` (3 or 4): nil when they are not collinear;
    /// else the points, in order, where the curve reverses along its line (strictly inside it).
    /// Allocates nothing for a curve that is not collinear (every curve of every stroke is asked).
    static func turningPoints(_ points: ControlPolygon) -> [CGPoint]? {
        // The two points farthest apart (by the larger of |dx| and |dy|, as Skia measures).
        var outer = (0, 1), extent: CGFloat = -1
        for i in 0..<points.count {
            for j in (i + 1)..<points.count {
                let d = max(abs(points[j].x - points[i].x), abs(points[j].y - points[i].y))
                if d > extent { (outer, extent) = ((i, j), d) }
            }
        }
        let a = points[outer.0], b = points[outer.1]
        let axis = CGPoint(x: b.x - a.x, y: b.y - a.y)
        let axisLengthSquared = axis.x * axis.x + axis.y * axis.y
        guard axisLengthSquared > 0 else { return [] }  // all one point: a line to the end
        let slop = extent * extent * 0.00001
        for index in 0..<points.count {
            // Squared distance from the line through a and b.
            let point = points[index]
            let cross = (point.x - a.x) * axis.y - (point.y - a.y) * axis.x
            guard cross * cross / axisLengthSquared <= slop else { return nil }
        }
        // Along the axis, the curve's position s(t) turns back where s'(t) = 0.
        func along(_ index: Int) -> CGFloat { (points[index].x - a.x) * axis.x + (points[index].y - a.y) * axis.y }
        var roots: [CGFloat] = []
        if points.count == 3 {
            let (d0, d1) = (along(1) - along(0), along(2) - along(1))
            if d0 - d1 != 0 { roots = [d0 / (d0 - d1)] }
        } else {
            // s'(t)/3 = d0(1−t)² + 2d1·t(1−t) + d2·t² = (d0 − 2d1 + d2)t² + 2(d1 − d0)t + d0.
            let (d0, d1, d2) = (along(1) - along(0), along(2) - along(1), along(3) - along(2))
            let qa = d0 - 2 * d1 + d2, qb = 2 * (d1 - d0), qc = d0
            if qa == 0 {
                if qb != 0 { roots = [-qc / qb] }
            } else {
                let discriminant = qb * qb - 4 * qa * qc
                if discriminant > 0 {  // two distinct roots; a double one does not turn back
                    let root = discriminant.squareRoot()
                    roots = [(-qb - root) / (2 * qa), (-qb + root) / (2 * qa)].sorted()
                }
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }.map { points.point(at: $0) }
    }
}

/// The three or four control points of a quadratic or cubic Bézier curve, held without an
/// allocation.
struct ControlPolygon {
    private let p0: CGPoint, p1: CGPoint, p2: CGPoint, p3: CGPoint
    /// 3 for a quadratic, 4 for a cubic.
    let count: Int

    /// A quadratic's points.
    init(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) {
        (self.p0, self.p1, self.p2, self.p3, count) = (p0, p1, p2, p2, 3)
    }

    /// A cubic's points.
    init(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        (self.p0, self.p1, self.p2, self.p3, count) = (p0, p1, p2, p3, 4)
    }

    /// The point at `index` (0..<count).
    subscript(index: Int) -> CGPoint {
        switch index {
        case 0: p0
        case 1: p1
        case 2: p2
        default: p3
        }
    }

    /// The curve's point at `t` (de Casteljau).
    func point(at t: CGFloat) -> CGPoint {
        var level = (0..<count).map { self[$0] }
        while level.count > 1 {
            level = zip(level, level.dropFirst()).map { p, q in
                CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
            }
        }
        return level.first ?? .zero
    }
}
