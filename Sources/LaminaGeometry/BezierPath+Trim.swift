// Trimming a path as CAShapeLayer's strokeStart/strokeEnd do: fractions of the total length of
// all contours in order. Like Skia's SkTrimPathEffect (google/skia, src/effects/SkTrimPathEffect.cpp)
// the whole path is measured first and each contour gets its share; a piece is added only if it
// adds length. Unlike it, a closed contour lying wholly inside the window is kept closed, so the
// join at its seam survives (Core Animation draws an untrimmed closed contour that way).
import Foundation

extension BezierPath {
    /// The part of the path between two fractions of its total length, as CAShapeLayer's
    /// `strokeStart` and `strokeEnd` trim a stroke.
    ///
    /// - Fractions are of the total length of all contours, taken in order; a move adds no length
    ///   and a closed contour's closing line counts. Both are clamped to [0, 1]; a NaN `start`
    ///   counts as 0 and a NaN `end` as 1 (use ``strokeGeometry(from:to:pattern:phase:)`` to
    ///   reject NaN instead).
    /// - `start >= end` gives the empty path: nothing is stroked, not even caps.
    /// - A contour lying wholly inside the window (to within 10⁻¹² of the total length) is kept as
    ///   drawn: a closed contour stays closed with its join at the seam, and a zero-length contour
    ///   (`M p L p`, `M p Z`) is kept so caps draw there. Every other contour in the window gives
    ///   an open sub-path (so caps apply at the cut), cut from the original curves by de Casteljau.
    /// - `trimmed(from: 0, to: 1)` returns the path unchanged.
    ///
    /// - Parameters:
    ///   - start: The fraction where the trimmed path starts, in [0, 1].
    ///   - end: The fraction where it ends, in [0, 1].
    /// - Returns: The trimmed path; every contour starts with a move.
    /// - Complexity: O(n) to measure the path, plus O(log n) per cut.
    public func trimmed(from start: CGFloat, to end: CGFloat) -> BezierPath {
        trimLayout(from: start.isNaN ? 0 : start, to: end.isNaN ? 1 : end).path
    }
}

/// A trim window in distances along a measured path.
struct TrimWindow {
    /// Where the window starts and ends, in points along the whole path.
    let start: CGFloat
    let end: CGFloat
    /// How close to a contour's ends the window may stop and still hold it whole: 10⁻¹² of the
    /// total length, so rounding in start·length never opens a closed contour.
    let tolerance: CGFloat

    /// The window [start·length, end·length] of `measure` for fractions 0 ≤ start < end ≤ 1.
    init(measure: PathMeasure, start: CGFloat, end: CGFloat) {
        self.start = start * measure.length
        self.end = end * measure.length
        tolerance = 1e-12 * measure.length
    }

    /// The window in distances along a contour starting `offset` points into the path.
    func local(_ offset: CGFloat) -> (start: CGFloat, end: CGFloat) {
        (start - offset, end - offset)
    }

    /// Whether a contour of `length` points starting `offset` points in lies wholly inside.
    func holdsWhole(length: CGFloat, offset: CGFloat) -> Bool {
        let (lo, hi) = local(offset)
        return lo <= tolerance && hi >= length - tolerance
    }
}

extension StrokeBuilder {
    /// Each contour's share of the window: whole, an open piece, or nothing.
    mutating func appendTrimmed(_ measure: PathMeasure, window: TrimWindow) {
        for (contour, offset) in zip(measure.contours, measure.contourStarts) {
            if window.holdsWhole(length: contour.length, offset: offset) {
                appendWhole(contour)
                continue
            }
            let (lo, hi) = window.local(offset)
            let a = max(lo, 0), b = min(hi, contour.length)
            if a < b { appendPiece(contour, from: a, to: b) }
        }
    }
}
