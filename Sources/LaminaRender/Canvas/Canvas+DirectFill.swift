// Solid fills through Lamina's own scan converter (CLaminaRaster) instead of Cairo's, when the
// drawing is one the scan converter draws the same way: colour over the pixels, clipped to
// whole pixels, onto an ARGB32 image. Cairo samples 15 sub-rows of every pixel row an edge
// crosses; the scan converter takes each pixel's exact area in one visit per row, which makes
// a small shape's fill 1.5 to 2.5 times cheaper. Pixels inside and outside are the same; an edge
// pixel's alpha differs from Cairo's by the sampling error, at most a few levels in 255 where
// the edge is steep and up to about 40 where a curve just grazes a row.
import CCairo
import CLaminaRaster
import Foundation
import LaminaGeometry

extension Canvas {
    /// Fills `path` with `color` by the scan converter, straight into the target's pixels.
    /// - Returns: false, having drawn nothing, when the context's state is not one the scan
    ///   converter draws (see ``directTarget()``), or the path is too large for it; the caller
    ///   then fills through Cairo.
    func fillDirectly(_ path: BezierPath, color: Color, rule: FillRule) -> Bool {
        guard let direct = directTarget() else { return false }
        return fillDirectly(path, rule: rule, on: direct) { pixels, verbs, count, coordinates, evenOdd in
            lamina_fill_path(pixels, verbs, count, coordinates, evenOdd, color.cairoPremultipliedARGB32,
                             DirectTarget.fillFlatteningTolerance)
        }
    }

    /// Fills `path` with `gradient` at `opacity` by the scan converter, straight into the
    /// target's pixels, as ``fillDirectly(_:color:rule:)`` fills with a colour.
    /// - Returns: false, having drawn nothing, as ``fillDirectly(_:color:rule:)``, and for a
    ///   gradient the scan converter does not paint (``DirectGradient``).
    func fillDirectly(_ path: BezierPath, gradient: Gradient, opacity: CGFloat, rule: FillRule) -> Bool {
        guard let direct = directTarget(),
              let paint = DirectGradient(gradient, opacity: opacity, transform: direct.transform) else { return false }
        return fillDirectly(path, rule: rule, on: direct) { pixels, verbs, count, coordinates, evenOdd in
            paint.withScanConverterGradient { gradient in
                lamina_fill_path_gradient(pixels, verbs, count, coordinates, evenOdd, gradient,
                                          DirectTarget.fillFlatteningTolerance)
            }
        }
    }

    /// `path` written for the scan converter on `direct` and handed to `fill` (the target, the
    /// verbs, their count, the points' coordinates, 1 for even-odd), which returns 0 when it drew.
    private func fillDirectly(_ path: BezierPath, rule: FillRule, on direct: DirectTarget,
                              _ fill: (UnsafePointer<lamina_fill_target>, UnsafePointer<UInt8>?, Int32,
                                       UnsafePointer<Double>?, Int32) -> Int32) -> Bool {
        guard !direct.isClippedAway, !path.elements.isEmpty else { return true }
        let evenOdd: Int32 = rule == .evenOdd ? 1 : 0
        let clipWidth = Int(direct.pixels.clip_x1 - direct.pixels.clip_x0)
        return direct.draw(path) { verbs, count, points in
            guard Self.columnsCrossed(verbs: verbs, count: count, points: points, clipWidth: clipWidth)
                    <= Double(DirectTarget.maximumColumns) else { return false }
            return points.withMemoryRebound(to: Double.self) { coordinates in
                withUnsafePointer(to: direct.pixels) { pixels in
                    fill(pixels, verbs.baseAddress, Int32(count), coordinates.baseAddress, evenOdd) == 0
                }
            }
        }
    }

    /// The pixel columns the path's control polygon crosses, each edge (and each subpath's
    /// closing edge) counted at most `clipWidth`: no fewer than its edges cross, since a
    /// Bézier curve stays inside its control polygon.
    private static func columnsCrossed(verbs: UnsafeMutableBufferPointer<UInt8>, count: Int,
                                       points: UnsafeMutableBufferPointer<CGPoint>, clipWidth: Int) -> Double {
        let width = Double(clipWidth)
        var columns = 0.0, start = 0.0, previous = 0.0, index = 0
        func step(to x: Double) {
            columns += min(abs(x - previous), width)
            previous = x
        }
        for verb in verbs.prefix(count) {
            switch Int(verb) {
            case LAMINA_VERB_MOVE:
                step(to: start)
                start = points[index].x
                previous = start
                index += 1
            case LAMINA_VERB_LINE:
                step(to: points[index].x)
                index += 1
            case LAMINA_VERB_CUBIC:
                for point in points[index..<(index + 3)] { step(to: point.x) }
                index += 3
            default:
                step(to: start)
            }
        }
        step(to: start)
        return columns
    }
}
