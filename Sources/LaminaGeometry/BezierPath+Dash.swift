// Dashing a path as CAShapeLayer's lineDashPattern/lineDashPhase do, laid on the untrimmed path
// and then cut by the trim window, so animating strokeEnd reveals dashes that stand still.
// The walk follows Skia's SkDashPath (google/skia, src/utils/SkDashPath.cpp): the pattern
// restarts at every contour, a dash running through a closed contour's seam is one piece
// (`skipFirstSegment`), pieces are added only if they add length except zero-length dashes,
// which are kept so round and square caps draw dots. The segment limit is Skia's kMaxDashCount
// (crbug.com/165432: a path yielding 90 million dash segments crashed the memory allocator).
import Foundation

extension BezierPath {
    /// The most dash segments one path may produce (DESIGN.md §8).
    ///
    /// Each dash is at least two elements (a move and a line or curve) of
    /// `MemoryLayout<PathElement>.stride` = 56 bytes, plus 16 bytes of distances while the
    /// contour is laid out: at least 128 bytes a dash, so 10⁶ dashes cost at least 128 MB, and a
    /// dash running over several curves more. Beyond that, a pattern is too fine to see anyway.
    public static let maximumDashSegments = 1_000_000

    /// The path cut into dashes, as a stroke with `lineDashPattern` and `lineDashPhase` draws it.
    ///
    /// - The pattern alternates on and off lengths in points, starting with on; an odd count is
    ///   repeated twice (`[1, 2, 1]` is `[1, 2, 1, 1, 2, 1]`), as in SVG and Core Graphics.
    /// - An empty or all-zero pattern, or one whose off lengths sum to zero, means solid: the
    ///   path comes back unchanged.
    /// - `phase` shifts the pattern along the path, normalised with fmod into [0, period) (a
    ///   negative phase too, cairo's rule); the pattern restarts at every contour.
    /// - On a closed contour, a dash on at both the end and the start is one open piece running
    ///   through the seam (joined, not two capped pieces); a contour that is on all along stays
    ///   closed.
    /// - A zero-length "on" dash is kept as `M p L p`, so round and square caps draw a dot there;
    ///   a zero-length dash exactly at an open contour's end is not drawn (it falls past the
    ///   last interval, as in Skia). A zero-length contour is kept when the pattern is on at 0.
    ///
    /// - Parameters:
    ///   - pattern: The on/off lengths in points.
    ///   - phase: How far into the pattern the path starts, in points.
    /// - Throws: `GeometryError.invalidDashPattern` for a negative or non-finite length,
    ///   `GeometryError.nonFinite("dash phase")` for a non-finite phase, and
    ///   `GeometryError.tooManyDashSegments(limit: 1_000_000)` when the path would hold more than
    ///   ``maximumDashSegments`` dashes (detected from length ÷ period before generating).
    public func dashed(pattern: [CGFloat], phase: CGFloat) throws -> BezierPath {
        try trimmedAndDashed(from: 0, to: 1, pattern: pattern, phase: phase)
    }

    /// The path dashed on its whole length, then trimmed: the dashes keep their places along the
    /// untrimmed path while the window moves (see ``dashed(pattern:phase:)`` and
    /// ``trimmed(from:to:)``, whose rules apply, NaN fractions included).
    ///
    /// - Parameters:
    ///   - start: The trim window's start, a fraction of the total length.
    ///   - end: Its end, a fraction of the total length.
    ///   - pattern: The on/off lengths in points.
    ///   - phase: How far into the pattern the path starts, in points.
    /// - Throws: The errors of ``dashed(pattern:phase:)``.
    public func trimmedAndDashed(from start: CGFloat, to end: CGFloat, pattern: [CGFloat],
                                 phase: CGFloat) throws -> BezierPath {
        let dash = try DashPattern.make(lengths: pattern, phase: phase)
        return try strokeLayout(from: start.isNaN ? 0 : start, to: end.isNaN ? 1 : end, dash: dash).path
    }
}

extension StrokeBuilder {
    /// Lays `pattern` on every contour of `measure` and keeps what falls inside `window`, at most
    /// `limit` dashes. With `visibleRect`, dashes are laid only over the stretches of each
    /// contour that may reach it (a dash touching such a stretch is kept whole): the others
    /// cannot show, and are neither generated nor counted.
    mutating func appendDashes(of measure: PathMeasure, window: TrimWindow, pattern: DashPattern,
                               limit: Int, visibleRect: CGRect? = nil) throws(GeometryError) {
        // Each contour's trim window, and the stretches of it to lay dashes on.
        let layouts = zip(measure.contours, measure.contourStarts).map { contour, offset in
            let whole = window.holdsWhole(length: contour.length, offset: offset)
            let (lo, hi) = whole ? (0, contour.length) : window.local(offset)
            return (whole: whole, lo: lo, hi: hi,
                    stretches: Self.stretches(of: contour, from: lo, to: hi, visibleRect: visibleRect))
        }
        // Estimate before generating anything: each stretch holds about (length ÷ period) ×
        // (on intervals per period) dashes. Kept in floating point, where an absurd ratio is
        // simply large or infinite, never a trap.
        var estimate: CGFloat = 0
        for (contour, layout) in zip(measure.contours, layouts) {
            for stretch in layout.stretches {
                let covered = max(min(stretch.hi, contour.length) - max(stretch.lo, 0), 0)
                estimate += covered / pattern.period * CGFloat(pattern.onCount)
            }
        }
        guard estimate <= CGFloat(limit) else { throw .tooManyDashSegments(limit: limit) }

        var dashes: [(start: CGFloat, end: CGFloat)] = []
        var count = 0
        for (contour, layout) in zip(measure.contours, layouts) {
            if contour.length == 0 {
                if layout.whole && pattern.isOnAtStart { appendWhole(contour) }
                continue
            }
            dashes.removeAll(keepingCapacity: true)
            for stretch in layout.stretches {
                layDashes(pattern, length: contour.length, from: stretch.lo, to: stretch.hi, limit: limit,
                          into: &dashes)
            }
            count += dashes.count
            guard count <= limit else { throw .tooManyDashSegments(limit: limit) }
            appendCut(dashes, of: contour, window: (layout.lo, layout.hi), joinSeam: layout.whole && contour.isClosed)
        }
    }

    /// The stretches of [lo, hi] along `contour` to lay dashes on: all of it, or the parts that
    /// may reach `visibleRect`.
    private static func stretches(of contour: ContourMeasure, from lo: CGFloat, to hi: CGFloat,
                                  visibleRect: CGRect?) -> [(lo: CGFloat, hi: CGFloat)] {
        guard let visibleRect, contour.length > 0 else { return [(lo, hi)] }
        return contour.visibleIntervals(in: visibleRect).compactMap { part in
            let a = max(part.start, lo), b = min(part.end, hi)
            return a <= b ? (a, b) : nil
        }
    }

    /// Appends the on intervals of `pattern` over [0, length] that can meet [lo, hi], in order,
    /// each clipped to the contour, after those already in `dashes` (from earlier stretches).
    private func layDashes(_ pattern: DashPattern, length: CGFloat, from lo: CGFloat, to hi: CGFloat, limit: Int,
                           into dashes: inout [(start: CGFloat, end: CGFloat)]) {
        var d: CGFloat = 0
        var index = pattern.startIndex
        var remaining = pattern.startRemaining
        // The pattern is periodic: skip whole periods before the window (keeping one spare, as a
        // dash begun in the previous period may reach into it).
        let skipped = (lo / pattern.period).rounded(.down) - 1
        if skipped > 0 { d = skipped * pattern.period }
        // Each period adds at least one dash, so the cap on dashes also ends a walk whose steps
        // are too small to advance `d` at its magnitude.
        // Stretches come in order; the spare period may repeat dashes the last one laid. A dash
        // ending before `lo` is left out: in the spare period it can be the tail of a dash that
        // began in the period before (with a phase), cut short where the walk started.
        let laidUpTo = dashes.last?.start ?? -CGFloat.infinity
        while d < length && d <= hi && dashes.count <= limit {
            let next = d + remaining
            if index % 2 == 0 && d > laidUpTo && next >= lo { dashes.append((d, min(next, length))) }
            d = next
            index = index + 1 == pattern.intervals.count ? 0 : index + 1
            remaining = pattern.intervals[index]
        }
    }

    /// Emits `dashes` cut by the window; with `joinSeam`, a dash at the closed contour's end
    /// continues into the dash at its start as one piece.
    private mutating func appendCut(_ dashes: [(start: CGFloat, end: CGFloat)], of contour: ContourMeasure,
                                    window: (lo: CGFloat, hi: CGFloat), joinSeam: Bool) {
        var body = dashes[...]
        var seam: (from: CGFloat, through: CGFloat)?
        if joinSeam, let first = dashes.first, let last = dashes.last,
           first.start == 0, last.end >= contour.length {
            if dashes.count == 1 {
                appendWhole(contour)  // on all the way round: the contour stays closed
                return
            }
            seam = (last.start, first.end)
            body = dashes.dropFirst().dropLast()
        }
        for dash in body {
            if dash.start == dash.end {
                if window.lo <= dash.start && dash.start <= window.hi { appendDot(contour, at: dash.start) }
                continue
            }
            let a = max(dash.start, window.lo), b = min(dash.end, window.hi)
            if a < b { appendPiece(contour, from: a, to: b) }
        }
        if let seam { appendSeamPiece(contour, from: seam.from, through: seam.through) }
    }
}
