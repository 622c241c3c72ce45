// A straight segment: the closed forms of every curve ability (length = chord, t = s / length).
import Foundation

/// A straight line from ``start`` to ``end``, in points.
public struct LineSegment: ParametricCurve {
    /// The first point.
    public var start: CGPoint
    /// The last point.
    public var end: CGPoint

    /// A line from `start` to `end`.
    public init(start: CGPoint, end: CGPoint) {
        self.start = start
        self.end = end
    }

    /// `.line(to: end)`.
    public var pathElement: PathElement { .line(to: end) }

    /// The length of the line, in points.
    public var controlPolygonLength: CGFloat { CurveMath.distance(start, end) }

    /// Whether both points are finite.
    public var isFinite: Bool { CurveMath.isFinite(start) && CurveMath.isFinite(end) }

    /// start + (end − start)·t.
    public func point(at t: CGFloat) -> CGPoint { CurveMath.lerp(start, end, t) }

    /// end − start, for every t.
    public func derivative(at t: CGFloat) -> CGPoint { CurveMath.difference(end, start) }

    /// The direction from start to end; nil when they coincide.
    public func unitTangent(at t: CGFloat) -> CGPoint? { CurveMath.unit(derivative(at: t)) }

    /// The lines start → point(at: t) and point(at: t) → end.
    public func split(at t: CGFloat) -> (LineSegment, LineSegment) {
        let middle = point(at: t)
        return (LineSegment(start: start, end: middle), LineSegment(start: middle, end: end))
    }

    /// The exact length |end − start|, in points; `accuracy` is not needed.
    public func arcLength(accuracy: CGFloat) -> CGFloat { controlPolygonLength }

    /// length / |end − start|, clamped to [0, 1] (0 for a zero-length line).
    public func parameter(atArcLength length: CGFloat, accuracy: CGFloat) -> CGFloat {
        let total = controlPolygonLength
        guard total > 0, length > 0 else { return 0 }
        return min(length / total, 1)
    }

    /// The point `distance` points from start towards end (clamped to the segment), computed
    /// as start + (Δ / |Δ|)·distance so that on an axis-aligned line it is exact.
    func point(atDistance distance: CGFloat, length: CGFloat) -> CGPoint {
        guard length > 0, distance > 0 else { return start }
        guard distance < length else { return end }
        return CGPoint(x: start.x + (end.x - start.x) / length * distance,
                       y: start.y + (end.y - start.y) / length * distance)
    }
}
