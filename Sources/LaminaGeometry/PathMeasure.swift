// The arc-length measure of a whole path: its contours in order, each a table of cumulative
// segment lengths (ContourMeasure), plus the cumulative start of each contour, so a distance
// along the whole path is found by two binary searches. Skia's SkPathMeasure and
// SkContourMeasureIter (google/skia, src/core/SkContourMeasure.cpp) measure the same way.
import Foundation

/// The exact arc length of a path and the point, tangent and sub-path at any distance along it.
///
/// Distances are in points along the whole path: its contours in order, each starting where the
/// previous ended (a move adds no length). A closed contour's implicit closing line counts.
/// Lengths come from adaptive Gauss–Legendre quadrature, with relative error below 10⁻⁹ for
/// ordinary curves; sub-paths are cut from the original curves by de Casteljau's algorithm, never
/// flattened.
///
/// What is measured:
/// - a contour is every move followed by at least one drawing element; a lone move draws nothing
///   and is not a contour;
/// - a contour of zero length (`M x y L x y`, `M x y Z`) is kept, with length 0, because a stroke
///   still draws caps there;
/// - a segment with a non-finite coordinate, or whose length (or the running total) overflows,
///   measures as zero and is skipped; the contour is broken there into open contours. Nothing
///   traps on NaN or infinity.
///
/// - Complexity: building is O(n) in the number of elements; lookups are O(log n).
public struct PathMeasure: Sendable {
    /// The total length of all contours, in points.
    public let length: CGFloat
    /// The measured contours, in path order.
    public let contours: [ContourMeasure]
    /// The distance along the whole path at which each contour starts.
    let contourStarts: [CGFloat]

    /// Measures `path` once; every lookup afterwards reuses the table.
    public init(_ path: BezierPath) {
        var builder = ContourBuilder(elements: path.elements)
        for index in path.elements.indices { builder.consume(at: index) }
        builder.finishContour(endingAt: path.elements.count)
        var starts: [CGFloat] = []
        starts.reserveCapacity(builder.contours.count)
        var total: CGFloat = 0
        for contour in builder.contours {
            starts.append(total)
            total += contour.length
        }
        contours = builder.contours
        contourStarts = starts
        length = total
    }

    /// The point `distance` points along the path (clamped to [0, length]); nil for NaN or a path
    /// with no contours. Where one contour ends and the next starts, the earlier contour's end.
    public func position(atDistance distance: CGFloat) -> CGPoint? {
        guard let (index, local) = locate(distance) else { return nil }
        return contours[index].position(atDistance: local)
    }

    /// The unit tangent `distance` points along the path (clamped to [0, length]); nil for NaN, a
    /// path with no contours, or a point on a zero-length contour. At a corner, the direction of
    /// the segment leaving it.
    public func tangent(atDistance distance: CGFloat) -> CGPoint? {
        guard let (index, local) = locate(distance) else { return nil }
        return contours[index].tangent(atDistance: local)
    }

    /// The exact sub-path between two distances along the whole path (clamped to [0, length]):
    /// one open contour per contour it crosses, each only if it adds length. Equal distances give
    /// one zero-length piece `M p L p`; `from > to` or NaN gives an empty path.
    public func segment(from start: CGFloat, to end: CGFloat) -> BezierPath {
        guard start <= end, let (index, local) = locate(start) else { return BezierPath() }
        guard start < end else { return contours[index].segment(from: local, to: local) }
        var path = BezierPath()
        for (contour, offset) in zip(contours, contourStarts) {
            let a = max(start - offset, 0), b = min(end - offset, contour.length)
            if a < b { contour.appendSegment(from: a, to: b, to: &path, startWithMove: true) }
        }
        return path
    }

    /// The contour holding `distance` and the distance within it; nil for NaN or no contours.
    private func locate(_ distance: CGFloat) -> (Int, CGFloat)? {
        guard !distance.isNaN, !contours.isEmpty else { return nil }
        let d = min(max(distance, 0), length)
        var low = 0, high = contours.count - 1
        while low < high {
            let mid = (low + high) / 2
            if contourStarts[mid] + contours[mid].length >= d { high = mid } else { low = mid + 1 }
        }
        return (low, d - contourStarts[low])
    }
}

/// Splits a path's elements into measured contours.
private struct ContourBuilder {
    let elements: [PathElement]
    private(set) var contours: [ContourMeasure] = []
    /// The current contour's move point and the element index of that move.
    private var contourStart = CGPoint.zero
    private var contourFirstElement = 0
    /// The current point.
    private var current = CGPoint.zero
    /// The segments of the current piece, and where that piece started.
    private var segments: [MeasuredSegment] = []
    private var pieceStart: CGPoint?
    /// Whether the current contour has a finite segment of zero length (a possible dot).
    private var drewZeroLength = false
    /// Whether a non-finite segment broke the current contour.
    private var broken = false

    init(elements: [PathElement]) { self.elements = elements }

    mutating func consume(at index: Int) {
        let element = elements[index]
        switch element {
        case .move(let p):
            finishContour(endingAt: index)
            contourStart = p
            contourFirstElement = index
            pieceStart = p
            current = p
        case .line(let p):
            add(.line(LineSegment(start: current, end: p)), at: index)
            current = p
        case .quadCurve(let p, let c):
            add(.curve(.quad(QuadSegment(start: current, control: c, end: p)), from: current, c, c, to: p,
                       element: element), at: index)
            current = p
        case .curve(let p, let c1, let c2):
            add(.curve(.cubic(CubicSegment(start: current, control1: c1, control2: c2, end: p)), from: current, c1, c2,
                       to: p, element: element), at: index)
            current = p
        case .closeSubpath:
            add(.line(LineSegment(start: current, end: contourStart)), at: index)
            current = contourStart
            finishContour(endingAt: index + 1, closed: true)
        }
    }

    /// Measures `curve`, drawn by the element at `index`, and appends it to the current piece.
    private mutating func add(_ curve: CurvePiece, at index: Int) {
        let length = curve.isFinite ? curve.measuredLength() : .nan
        let previous = segments.last?.end ?? 0
        let total = previous + length
        guard length.isFinite, total.isFinite else {
            flushBrokenPiece()
            broken = true
            return
        }
        if pieceStart == nil { pieceStart = curve.start }
        if length > 0 {
            if segments.capacity == 0 { segments.reserveCapacity(drawingElements(from: index)) }
            segments.append(MeasuredSegment(curve: curve, start: previous, end: total))
        } else {
            drewZeroLength = true
        }
    }

    /// The number of elements from `index` up to the next move: an upper bound on the segments the
    /// current contour still adds, so its table is allocated once, at its final size, rather than
    /// regrown (and its pages faulted in) a dozen times on a long path.
    private func drawingElements(from index: Int) -> Int {
        var end = index
        while end < elements.count {
            if case .move = elements[end] { break }
            end += 1
        }
        return end - index
    }

    /// Ends the current contour, whose elements run up to (not including) `endIndex`.
    mutating func finishContour(endingAt endIndex: Int, closed: Bool = false) {
        defer {
            segments = []
            pieceStart = nil
            drewZeroLength = false
            broken = false
            contourFirstElement = endIndex
        }
        if broken {
            flushBrokenPiece()
            return
        }
        guard !segments.isEmpty || drewZeroLength, let start = pieceStart else { return }
        contours.append(ContourMeasure(startPoint: start, segments: segments, isClosed: closed,
                                       wholeElements: elements[contourFirstElement..<endIndex]))
    }

    /// Emits the segments gathered since the last break as an open contour of their own.
    private mutating func flushBrokenPiece() {
        if let start = pieceStart, !segments.isEmpty {
            let drawn = [PathElement.move(to: start)] + segments.map(\.curve.pathElement)
            contours.append(ContourMeasure(startPoint: start, segments: segments, isClosed: false,
                                           wholeElements: drawn[...]))
        }
        segments = []
        pieceStart = nil
    }
}
