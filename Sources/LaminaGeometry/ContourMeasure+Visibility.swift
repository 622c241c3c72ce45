// Which stretches of a contour can show inside a rectangle, so that dashing lays out only those:
// a huge arc whose few visible points sit on the canvas would otherwise cut hundreds of
// thousands of dashes nobody sees (each an arc-length inversion). Control polygons bound their
// curves (the convex hull property), so a piece whose control box misses the rectangle cannot
// reach it; pieces straddling its edge are halved by de Casteljau until they fall inside or out.
import Foundation

/// A curve whose control points bound it: the box of its control points holds the whole curve.
protocol ControlBoundedCurve: ParametricCurve {
    /// The smallest box holding every control point, in points.
    var controlBox: CGRect { get }
}

extension LineSegment: ControlBoundedCurve {
    var controlBox: CGRect { CurveMath.box(start, end) }
}

extension QuadSegment: ControlBoundedCurve {
    var controlBox: CGRect { CurveMath.box(start, control, end) }
}

extension CubicSegment: ControlBoundedCurve {
    var controlBox: CGRect { CurveMath.box(start, control1, control2, end) }
}

extension CurveMath {
    /// The smallest box holding `points`.
    static func box(_ points: CGPoint...) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension ContourMeasure {
    /// How many times a piece straddling the rectangle's edge is halved before it counts as
    /// visible: 2⁻²⁴ of a curve's parameter range, under a point even for a curve millions of
    /// points long.
    static let visibilityDepth = 24

    /// The distance intervals of the contour that may reach into `rect`, in order, merged where
    /// they touch; every point of the contour outside them lies outside `rect`. The whole contour
    /// comes back as one interval [0, length] when all of it may show.
    func visibleIntervals(in rect: CGRect) -> [(start: CGFloat, end: CGFloat)] {
        var intervals: [(start: CGFloat, end: CGFloat)] = []
        func add(_ a: CGFloat, _ b: CGFloat) {
            if let last = intervals.last, last.end >= a {
                intervals[intervals.count - 1].end = max(last.end, b)
            } else {
                intervals.append((a, b))
            }
        }
        for segment in segments {
            switch segment.curve {
            case .line(let c), .straight(let c, _): Self.visibleParts(of: c, in: rect, segment: segment, add: add)
            case .quad(let c): Self.visibleParts(of: c, in: rect, segment: segment, add: add)
            case .cubic(let c): Self.visibleParts(of: c, in: rect, segment: segment, add: add)
            }
        }
        return intervals
    }

    /// Reports the distance intervals of `segment` (whose curve is `curve`) that may reach
    /// `rect`, in order.
    private static func visibleParts<C: ControlBoundedCurve>(
        of curve: C, in rect: CGRect, segment: MeasuredSegment, add: (CGFloat, CGFloat) -> Void
    ) {
        var ranges: [(t0: CGFloat, t1: CGFloat)] = []
        collect(curve, t0: 0, t1: 1, depth: 0, in: rect, into: &ranges)
        for range in ranges {
            add(distance(along: curve, to: range.t0, segment: segment),
                distance(along: curve, to: range.t1, segment: segment))
        }
    }

    /// Appends the parameter ranges of `piece` (which spans [t0, t1] of its curve) that may
    /// reach `rect`, merging neighbours.
    private static func collect<C: ControlBoundedCurve>(
        _ piece: C, t0: CGFloat, t1: CGFloat, depth: Int, in rect: CGRect, into ranges: inout [(t0: CGFloat, t1: CGFloat)]
    ) {
        let box = piece.controlBox
        // Closed comparisons: a line's box has no width or no height, and still counts.
        guard box.minX <= rect.maxX, box.maxX >= rect.minX, box.minY <= rect.maxY, box.maxY >= rect.minY else {
            return
        }
        let inside = box.minX >= rect.minX && box.maxX <= rect.maxX && box.minY >= rect.minY && box.maxY <= rect.maxY
        if depth >= visibilityDepth || inside {
            if let last = ranges.last, last.t1 == t0 {
                ranges[ranges.count - 1].t1 = t1
            } else {
                ranges.append((t0, t1))
            }
            return
        }
        let (left, right) = piece.split(at: 0.5)
        let middle = (t0 + t1) / 2
        collect(left, t0: t0, t1: middle, depth: depth + 1, in: rect, into: &ranges)
        collect(right, t0: middle, t1: t1, depth: depth + 1, in: rect, into: &ranges)
    }

    /// The distance from the contour's start to parameter `t` of `segment`'s curve.
    private static func distance<C: ControlBoundedCurve>(along curve: C, to t: CGFloat,
                                                         segment: MeasuredSegment) -> CGFloat {
        if t <= 0 { return segment.start }
        if t >= 1 { return segment.end }
        return min(max(segment.start + curve.subcurve(from: 0, to: t).arcLength(), segment.start), segment.end)
    }
}
