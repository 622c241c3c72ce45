// Trims applied to the outline itself, as After Effects, lottie-web (TrimModifier.js) and ThorVG
// chain several trims on one shape: start and end clamped to 0–100 %, the offset (degrees, taken
// modulo 360) added to both, the two ordered and rounded to 10⁻⁴; equal ends leave nothing,
// 0–100 % the whole path; a window reaching past 100 % wraps to the path's start, and when the
// path's last contour is closed the wrapped piece continues the first, so it is stroked as one
// piece, joined where the contour started. A stroke with a single trim keeps Core Animation's
// strokeStart/strokeEnd (ShapeAnimations.swift).
import Foundation
import Lamina
import LaminaGeometry

extension TrimModel {
    /// The window at `frame` (local frames) in fractions of the path's length, as lottie-web's
    /// `processShapes` computes it: `start` in [0, 2), `end` in [`start`, `start` + 1].
    func window(at frame: Double) -> (start: Double, end: Double) { ends(at: frame).window }

    /// Start and end (clamped to 0–100 %, as fractions) and the offset (degrees, as given) at
    /// `frame` (local frames).
    func ends(at frame: Double) -> TrimEnds {
        TrimEnds(start: min(max((start.value(at: frame).first ?? 0) / 100, 0), 1),
                 end: min(max((end.value(at: frame).first ?? 100) / 100, 0), 1),
                 offset: offset.value(at: frame).first ?? 0)
    }

    /// `path` trimmed by this trim's window at `frame` (local frames).
    func trim(_ path: BezierPath, at frame: Double) -> BezierPath {
        let (start, end) = window(at: frame)
        if start == end { return BezierPath() }
        if start == 0 && end == 1 { return path }
        if end <= 1 { return path.trimmed(from: start, to: end) }
        if start >= 1 { return path.trimmed(from: start - 1, to: end - 1) }
        var trimmed = path.trimmed(from: start, to: 1)
        let wrapped = path.trimmed(from: 0, to: end - 1)
        // The piece up to the path's end goes on into the wrapped piece when they meet (the
        // end and start of one closed contour), as lottie-web continues its last shape.
        if let last = trimmed.elements.last, last != .closeSubpath, let joint = trimmed.currentPoint,
           case .move(let start)? = wrapped.elements.first, Self.meet(start, joint) {
            for element in wrapped.elements.dropFirst() { trimmed.append(element) }
        } else {
            trimmed.append(wrapped)
        }
        return trimmed
    }

    /// Whether two points are one, but for rounding in the cut (10⁻⁹ of their size).
    private static func meet(_ a: CGPoint, _ b: CGPoint) -> Bool {
        let tolerance = 1e-9 * max(1, abs(a.x), abs(a.y))
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }
}

/// A trim's ends at one frame: start and end in fractions of the path's length (0…1), the
/// offset in degrees as the file gives it (not reduced). A trim that an expression drives is
/// sampled as these, frame by frame, and blended between frames before its window is taken:
/// start and end linearly, the offset the shorter way round, so that an offset an expression
/// wraps at 360° turns on rather than back for one frame.
struct TrimEnds: ComponentwiseInterpolatable, Equatable {
    var start: Double, end: Double, offset: Double

    /// The window in fractions of the path's length, as ``TrimModel/window(at:)``: the offset
    /// taken modulo 360° and added to both ends, the two ordered and rounded to 10⁻⁴.
    var window: (start: Double, end: Double) {
        var turn = offset.truncatingRemainder(dividingBy: 360) / 360
        if turn < 0 { turn += 1 }
        let start = self.start + turn, end = self.end + turn
        return ((min(start, end) * 10_000).rounded() / 10_000, (max(start, end) * 10_000).rounded() / 10_000)
    }

    static func combine(_ a: TrimEnds, _ b: TrimEnds, _ operation: (Double, Double) -> Double) -> TrimEnds {
        TrimEnds(start: operation(a.start, b.start), end: operation(a.end, b.end), offset: operation(a.offset, b.offset))
    }

    /// Start and end blended linearly; `b`'s offset first moved by whole turns to within half a
    /// turn of `a`'s.
    static func interpolate(_ a: TrimEnds, _ b: TrimEnds, fraction: Double) throws -> TrimEnds {
        let nearest = b.offset - ((b.offset - a.offset) / 360).rounded() * 360
        return TrimEnds(start: try Double.interpolate(a.start, b.start, fraction: fraction),
                        end: try Double.interpolate(a.end, b.end, fraction: fraction),
                        offset: try Double.interpolate(a.offset, nearest, fraction: fraction))
    }
}

extension Array where Element == TrimModel {
    /// `path` trimmed by each trim in turn at `frame`, the first (the innermost) first: each
    /// later trim measures what the earlier ones left, as After Effects chains them.
    func trim(_ path: BezierPath, at frame: Double) -> BezierPath {
        reduce(path) { $1.trim($0, at: frame) }
    }

    /// Whether any trim changes over time.
    var isAnimated: Bool {
        contains { $0.start.isAnimated || $0.end.isAnimated || $0.offset.isAnimated }
    }

    /// The frames of all their keyframes.
    var keyframeTimes: [Double] {
        flatMap { $0.start.times + $0.end.times + $0.offset.times }
    }
}
