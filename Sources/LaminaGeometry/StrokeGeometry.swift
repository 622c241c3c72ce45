// What a renderer strokes: the path after Core Animation's trim (strokeStart/strokeEnd) and dash
// (lineDashPattern/lineDashPhase), plus the zero-length pieces whose square caps it must draw
// itself (cairo draws none for them: "orientation is indeterminate", cairo_stroke's docs; SVG
// and Core Graphics draw a square, resvg's `stroke-linecap/zero-length-path-with-square.svg`).
import Foundation

/// The exact geometry to stroke once: trimmed, dashed, and the zero-length pieces in it.
public struct StrokeGeometry: Sendable, Equatable {
    /// A zero-length piece of ``StrokeGeometry/path`` and the direction its square cap faces.
    public struct DegeneratePiece: Sendable, Equatable {
        /// Where the piece is, in points.
        public var point: CGPoint
        /// The unit direction the cap's square is aligned with: the path's tangent for a
        /// zero-length dash, +x (1, 0) for a zero-length subpath of the original path.
        public var direction: CGPoint

        /// A zero-length piece at `point` facing `direction` (a unit vector).
        public init(point: CGPoint, direction: CGPoint) {
            self.point = point
            self.direction = direction
        }
    }

    /// The open (or whole, closed) sub-paths to stroke, in points.
    public var path: BezierPath
    /// Every zero-length piece of ``path`` (`M p L p`, `M p Z`), in path order.
    public var degeneratePieces: [DegeneratePiece]

    /// Geometry from its parts.
    public init(path: BezierPath, degeneratePieces: [DegeneratePiece]) {
        self.path = path
        self.degeneratePieces = degeneratePieces
    }
}

extension BezierPath {
    /// The geometry a renderer strokes for this path with Core Animation's stroke settings: the
    /// single entry point from `Canvas.stroke`. Cairo strokes ``StrokeGeometry/path`` once
    /// (no Cairo dashing) and draws a square for each degenerate piece when caps are square.
    /// Curves that run along a line become lines (``withCollinearCurvesAsLines()``), so their
    /// caps and joins face along it.
    ///
    /// - Parameters:
    ///   - from: `strokeStart`, a fraction of the total length of all contours. Default 0.
    ///   - to: `strokeEnd`, likewise. Default 1. Both are clamped to [0, 1]; `from >= to` strokes
    ///     nothing. See ``trimmed(from:to:)``.
    ///   - pattern: `lineDashPattern` in points, or nil (default) for solid. See
    ///     ``dashed(pattern:phase:)``.
    ///   - phase: `lineDashPhase` in points. Default 0.
    ///   - dashLimit: The most dash segments the result may hold. Default (and at most)
    ///     ``maximumDashSegments``; a renderer with a budget for a whole image passes what is left.
    ///   - visibleRect: Where the stroke can show, in the path's coordinates, already grown by
    ///     how far the stroke reaches from the path (half the width, times the miter limit for
    ///     miter joins); nil (default) for everywhere. Dashes are laid only over the parts of the
    ///     path that may reach it, so the dashes of a huge path cost only what shows; what is
    ///     left out could not be seen inside the rectangle.
    /// - Throws: `GeometryError.nonFinite("path")` when a coordinate is NaN or infinite,
    ///   `.nonFinite("stroke start")` / `.nonFinite("stroke end")` for a non-finite fraction, and
    ///   the errors of ``dashed(pattern:phase:)`` (`.tooManyDashSegments(limit: dashLimit)`).
    public func strokeGeometry(from: CGFloat = 0, to: CGFloat = 1, pattern: [CGFloat]? = nil,
                               phase: CGFloat = 0,
                               dashLimit: Int = BezierPath.maximumDashSegments,
                               visibleRect: CGRect? = nil) throws -> StrokeGeometry {
        guard isFinite else { throw GeometryError.nonFinite("path") }
        guard from.isFinite else { throw GeometryError.nonFinite("stroke start") }
        guard to.isFinite else { throw GeometryError.nonFinite("stroke end") }
        let dash = try pattern.flatMap { lengths throws(GeometryError) in
            try DashPattern.make(lengths: lengths, phase: phase)
        }
        var geometry = try strokeLayout(from: from, to: to, dash: dash,
                                        dashLimit: min(max(dashLimit, 0), BezierPath.maximumDashSegments),
                                        visibleRect: visibleRect)
        geometry.path = geometry.path.withCollinearCurvesAsLines()
        return geometry
    }

    /// Trims to [from, to] (fractions, NaN-free) and dashes with `dash` (nil: solid) into at
    /// most `dashLimit` dashes, laid only where they may reach `visibleRect` (nil: everywhere).
    func strokeLayout(from: CGFloat, to: CGFloat, dash: DashPattern?,
                      dashLimit: Int = BezierPath.maximumDashSegments,
                      visibleRect: CGRect? = nil) throws(GeometryError) -> StrokeGeometry {
        guard let dash else { return trimLayout(from: from, to: to) }
        var builder = StrokeBuilder()
        if let (measure, window) = measuredWindow(from: from, to: to) {
            try builder.appendDashes(of: measure, window: window, pattern: dash, limit: dashLimit,
                                     visibleRect: visibleRect)
        }
        return builder.geometry
    }

    /// Trims to [from, to] (fractions, NaN-free); [0, 1] returns the path itself.
    func trimLayout(from: CGFloat, to: CGFloat) -> StrokeGeometry {
        if from <= 0 && to >= 1 {
            return StrokeGeometry(path: self, degeneratePieces: zeroLengthSubpaths())
        }
        var builder = StrokeBuilder()
        if let (measure, window) = measuredWindow(from: from, to: to) {
            builder.appendTrimmed(measure, window: window)
        }
        return builder.geometry
    }

    /// The measured path and the window of fractions clamped to [0, 1]; nil when the window is
    /// empty (start ≥ end).
    private func measuredWindow(from: CGFloat, to: CGFloat) -> (PathMeasure, TrimWindow)? {
        let start = min(max(from, 0), 1), end = min(max(to, 0), 1)
        guard start < end else { return nil }
        let measure = PathMeasure(self)
        return (measure, TrimWindow(measure: measure, start: start, end: end))
    }

    /// A degenerate piece (+x) for every contour that draws something yet never leaves its first
    /// point: `M p L p`, `M p Z`, curves whose control points all sit on p.
    func zeroLengthSubpaths() -> [StrokeGeometry.DegeneratePiece] {
        var pieces: [StrokeGeometry.DegeneratePiece] = []
        var start: CGPoint?
        var drawn = false, stationary = true
        func finish() {
            if let start, drawn, stationary, CurveMath.isFinite(start) {
                pieces.append(StrokeGeometry.DegeneratePiece(point: start, direction: CGPoint(x: 1, y: 0)))
            }
            drawn = false
            stationary = true
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                start = p
            case .closeSubpath:
                drawn = true
                finish()
                start = nil
            default:
                drawn = true
                if element.points.contains(where: { $0 != start }) { stationary = false }
            }
        }
        finish()
        return pieces
    }
}

/// Collects the pieces of a trimmed or dashed path and its degenerate pieces.
struct StrokeBuilder {
    private(set) var geometry = StrokeGeometry(path: BezierPath(), degeneratePieces: [])

    /// The contour as the path drew it (closed contours stay closed, with their join).
    mutating func appendWhole(_ contour: ContourMeasure) {
        for element in contour.wholeElements { geometry.path.append(element) }
        if contour.length == 0 { appendDegenerate(at: contour.startPoint, direction: nil) }
    }

    /// The open piece between two distances along `contour` (0 ≤ a < b ≤ length).
    mutating func appendPiece(_ contour: ContourMeasure, from a: CGFloat, to b: CGFloat) {
        contour.appendSegment(from: a, to: b, to: &geometry.path, startWithMove: true)
    }

    /// One open piece running from `a` through the closed contour's seam on to `b`.
    mutating func appendSeamPiece(_ contour: ContourMeasure, from a: CGFloat, through b: CGFloat) {
        contour.appendSegment(from: a, to: contour.length, to: &geometry.path, startWithMove: true)
        if b > 0 { contour.appendSegment(from: 0, to: b, to: &geometry.path, startWithMove: false) }
    }

    /// A zero-length dash `M p L p` at distance `d`, facing along the path.
    mutating func appendDot(_ contour: ContourMeasure, at d: CGFloat) {
        guard let p = contour.position(atDistance: d) else { return }
        geometry.path.move(to: p)
        geometry.path.addLine(to: p)
        appendDegenerate(at: p, direction: contour.tangent(atDistance: d))
    }

    /// Records a zero-length piece; without a direction it faces +x.
    private mutating func appendDegenerate(at point: CGPoint, direction: CGPoint?) {
        geometry.degeneratePieces.append(
            StrokeGeometry.DegeneratePiece(point: point, direction: direction ?? CGPoint(x: 1, y: 0)))
    }
}
