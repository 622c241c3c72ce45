// The measure of one contour: a table of its segments with cumulative arc lengths, built once,
// looked up by binary search; sub-paths cut from the original curves by de Casteljau.
// After Skia's SkContourMeasure (google/skia, src/core/SkContourMeasure.cpp): distances are
// clamped to the contour, and a piece is a move followed by the exact (sub)segments it covers.
import Foundation

/// One segment of a contour, of any degree.
enum CurvePiece: Sendable, Equatable {
    case line(LineSegment)
    case quad(QuadSegment)
    case cubic(CubicSegment)
    /// A quadratic or cubic curve (`element`, from the line's start) that runs straight along
    /// `line` from its start to its end without turning back (``runsStraight(_:_:_:_:)``), as
    /// Lottie writes a straight segment: a cubic whose tangents are zero. Measured as the line,
    /// exactly, where its curve's length would take a quadrature and each cut a root search;
    /// cut into curves of its own degree, so that a cut path keeps its elements' kinds.
    case straight(LineSegment, element: PathElement)

    /// The piece for the curve from `start` through `control1` and `control2` to `end` drawn
    /// by `element`: ``straight(_:element:)`` when it runs straight, else `curve`.
    static func curve(_ curve: @autoclosure () -> CurvePiece, from start: CGPoint, _ control1: CGPoint,
                      _ control2: CGPoint, to end: CGPoint, element: PathElement) -> CurvePiece {
        runsStraight(start, control1, control2, end)
            ? .straight(LineSegment(start: start, end: end), element: element) : curve()
    }

    /// Whether the cubic with these control points runs along the line from `p0` to `p3` once,
    /// start to end: both inner points exactly on the line (to the rounding of one cross
    /// product), and their distances along it in order, so that every Bernstein coefficient of
    /// the curve's speed along the line is ≥ 0. A quadratic is the cubic with both inner points
    /// at its control point. False for a curve that starts where it ends, and for NaN.
    static func runsStraight(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint) -> Bool {
        let dx = p3.x - p0.x, dy = p3.y - p0.y
        let chord = dx * dx + dy * dy
        guard chord > 0, chord.isFinite else { return false }
        let u1x = c1.x - p0.x, u1y = c1.y - p0.y, u2x = c2.x - p0.x, u2y = c2.y - p0.y
        guard u1x * dy - u1y * dx == 0, u2x * dy - u2y * dx == 0 else { return false }
        let s1 = u1x * dx + u1y * dy, s2 = u2x * dx + u2y * dy
        return 0 <= s1 && s1 <= s2 && s2 <= chord
    }

    /// The point at t = 0.
    var start: CGPoint {
        switch self {
        case .line(let c), .straight(let c, _): return c.start
        case .quad(let c): return c.start
        case .cubic(let c): return c.start
        }
    }

    /// Whether every coordinate is finite.
    var isFinite: Bool {
        switch self {
        case .line(let c), .straight(let c, _): return c.isFinite
        case .quad(let c): return c.isFinite
        case .cubic(let c): return c.isFinite
        }
    }

    /// The element drawing the whole segment.
    var pathElement: PathElement {
        switch self {
        case .line(let c): return c.pathElement
        case .straight(_, let element): return element
        case .quad(let c): return c.pathElement
        case .cubic(let c): return c.pathElement
        }
    }

    /// The arc length at the curve's default accuracy (exact for lines).
    func measuredLength() -> CGFloat {
        switch self {
        case .line(let c), .straight(let c, _): return c.arcLength(accuracy: 0)
        case .quad(let c): return c.arcLength()
        case .cubic(let c): return c.arcLength()
        }
    }

    /// The parameter at `distance` along a curve measuring `length`; `known` is a parameter
    /// and its distance at or before `distance`, where the search may start.
    private func parameter(atDistance distance: CGFloat, length: CGFloat,
                           after known: (t: CGFloat, length: CGFloat) = (0, 0)) -> CGFloat {
        switch self {
        case .line, .straight: return length > 0 ? min(max(distance / length, 0), 1) : 0
        case .quad(let c):
            return c.derivativePolynomial.parameter(atArcLength: distance, total: length, accuracy: c.defaultAccuracy,
                                                    after: known)
        case .cubic(let c):
            return c.derivativePolynomial.parameter(atArcLength: distance, total: length, accuracy: c.defaultAccuracy,
                                                    after: known)
        }
    }

    /// The point `distance` points along the segment, whose length is `length`.
    func point(atDistance distance: CGFloat, length: CGFloat) -> CGPoint {
        switch self {
        case .line(let c), .straight(let c, _): return c.point(atDistance: distance, length: length)
        case .quad(let c): return c.point(at: parameter(atDistance: distance, length: length))
        case .cubic(let c): return c.point(at: parameter(atDistance: distance, length: length))
        }
    }

    /// The unit tangent `distance` points along the segment.
    func tangent(atDistance distance: CGFloat, length: CGFloat) -> CGPoint? {
        switch self {
        case .line(let c), .straight(let c, _): return c.unitTangent(at: 0)
        case .quad(let c): return c.unitTangent(at: parameter(atDistance: distance, length: length))
        case .cubic(let c): return c.unitTangent(at: parameter(atDistance: distance, length: length))
        }
    }

    /// The exact piece between two distances (0 ≤ from < to ≤ length): its first point and the
    /// element that draws it from there. The whole segment comes back unchanged.
    func piece(from a: CGFloat, to b: CGFloat, length: CGFloat) -> (start: CGPoint, element: PathElement) {
        switch self {
        case .line(let c):
            return (c.point(atDistance: a, length: length), .line(to: c.point(atDistance: b, length: length)))
        case .straight(let c, let element):
            let from = c.point(atDistance: a, length: length), to = c.point(atDistance: b, length: length)
            if a <= 0 && b >= length { return (from, element) }
            guard case .quadCurve = element else {
                return (from, .curve(to: to, control1: CurveMath.lerp(from, to, 1.0 / 3),
                                     control2: CurveMath.lerp(from, to, 2.0 / 3)))
            }
            return (from, .quadCurve(to: to, control: CurveMath.lerp(from, to, 0.5)))
        case .quad(let c):
            let ta = parameter(atDistance: a, length: length)
            let sub = c.subcurve(from: ta, to: parameter(atDistance: b, length: length, after: (ta, a)))
            return (sub.start, sub.pathElement)
        case .cubic(let c):
            let ta = parameter(atDistance: a, length: length)
            let sub = c.subcurve(from: ta, to: parameter(atDistance: b, length: length, after: (ta, a)))
            return (sub.start, sub.pathElement)
        }
    }
}

/// A segment of a contour with its place in the contour's cumulative length table.
struct MeasuredSegment: Sendable, Equatable {
    /// The segment.
    var curve: CurvePiece
    /// The distance from the contour's start to the segment's start, in points.
    var start: CGFloat
    /// The distance from the contour's start to the segment's end: `start` plus its length.
    var end: CGFloat
}

/// The arc-length measure of one contour of a path: its length, and the point, tangent and exact
/// sub-path at any distance along it. Built by ``PathMeasure``.
///
/// Distances are in points from the contour's first point, clamped to [0, ``length``]. A closed
/// contour includes its implicit closing line. Segments of zero length are left out of the table
/// (they add nothing); a contour may still have zero length (`M x y L x y`, `M x y Z`): its
/// position is its point and its tangent is nil.
public struct ContourMeasure: Sendable {
    /// The contour's arc length in points.
    public let length: CGFloat
    /// Whether the contour ends with a close (and so its closing line is measured).
    public let isClosed: Bool
    /// The contour's first point.
    let startPoint: CGPoint
    /// The segments of positive length, in order, with cumulative distances.
    let segments: [MeasuredSegment]
    /// The elements that draw the contour whole (its move first), as the path gave them.
    let wholeElements: ArraySlice<PathElement>

    init(startPoint: CGPoint, segments: [MeasuredSegment], isClosed: Bool, wholeElements: ArraySlice<PathElement>) {
        self.startPoint = startPoint
        self.segments = segments
        self.isClosed = isClosed
        self.wholeElements = wholeElements
        self.length = segments.last?.end ?? 0
    }

    /// The point `distance` points along the contour (clamped to [0, length]); nil for NaN.
    public func position(atDistance distance: CGFloat) -> CGPoint? {
        guard !distance.isNaN else { return nil }
        guard let index = segmentIndex(after: distance) else { return startPoint }
        let segment = segments[index]
        let local = min(max(distance, segment.start), segment.end) - segment.start
        return segment.curve.point(atDistance: local, length: segment.end - segment.start)
    }

    /// The unit tangent `distance` points along the contour (clamped to [0, length]). At a corner
    /// it is the direction of the segment leaving it; at the end, of the last segment. Nil for
    /// NaN and for a zero-length contour (its direction is undefined).
    public func tangent(atDistance distance: CGFloat) -> CGPoint? {
        guard !distance.isNaN, let index = segmentIndex(after: distance) else { return nil }
        let segment = segments[index]
        let local = min(max(distance, segment.start), segment.end) - segment.start
        return segment.curve.tangent(atDistance: local, length: segment.end - segment.start)
    }

    /// The exact sub-path between two distances (clamped to [0, length]) as one open contour.
    /// Equal distances give a zero-length piece `M p L p`, so caps still draw; `from > to`, or
    /// NaN, gives an empty path.
    public func segment(from start: CGFloat, to end: CGFloat) -> BezierPath {
        var path = BezierPath()
        guard start <= end else { return path }
        let a = min(max(start, 0), length), b = min(max(end, 0), length)
        if a < b {
            appendSegment(from: a, to: b, to: &path, startWithMove: true)
        } else if let p = position(atDistance: a) {
            path.move(to: p)
            path.addLine(to: p)
        }
        return path
    }

    /// Appends the exact piece between `a` and `b` (0 ≤ a < b ≤ length), starting with a move
    /// unless it continues from the current point (a dash running on through a closed seam).
    func appendSegment(from a: CGFloat, to b: CGFloat, to path: inout BezierPath, startWithMove: Bool) {
        guard let first = segmentIndex(after: a), let last = segmentIndex(reaching: b) else { return }
        for index in first...max(first, last) {
            let segment = segments[index]
            let length = segment.end - segment.start
            let from = index == first ? a - segment.start : 0
            let to = index == last ? b - segment.start : length
            let piece = segment.curve.piece(from: max(from, 0), to: min(to, length), length: length)
            if index == first && startWithMove { path.move(to: piece.start) }
            path.append(piece.element)
        }
    }

    /// The first segment ending beyond `distance` (the one a piece starting there begins in),
    /// else the last; nil when the contour has no segments.
    func segmentIndex(after distance: CGFloat) -> Int? {
        firstIndex { $0.end > distance }
    }

    /// The first segment ending at or beyond `distance` (the one a piece ending there ends in),
    /// else the last; nil when the contour has no segments.
    func segmentIndex(reaching distance: CGFloat) -> Int? {
        firstIndex { $0.end >= distance }
    }

    /// Binary search for the first segment satisfying the monotone `predicate`, else the last.
    private func firstIndex(where predicate: (MeasuredSegment) -> Bool) -> Int? {
        guard !segments.isEmpty else { return nil }
        var low = 0, high = segments.count - 1
        while low < high {
            let mid = (low + high) / 2
            if predicate(segments[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
