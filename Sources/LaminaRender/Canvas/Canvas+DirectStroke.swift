// Solid strokes through Lamina's own stroker and scan converter (CLaminaRaster) instead of
// Cairo's, when the drawing is one they draw the same way (see `directTarget()`). The stroker
// builds the outline Cairo's polygon stroker builds — the same side points, miters, pen
// vertices for round joins and caps — and the scan converter fills it by exact area, in one
// visit per pixel row where Cairo samples 15 sub-rows. Where the outline cannot be bounded
// without covering a part twice, Cairo strokes.
import CCairo
import CLaminaRaster
import Foundation
import LaminaGeometry

extension Canvas {
    /// Strokes `path` (trimmed and dashed already) `width` points wide with `color`, the caps,
    /// joins and miter limit of `style`, by the scan converter.
    /// - Returns: false, having drawn nothing, when the context's state is not one the scan
    ///   converter draws, or the stroker cannot bound this outline exactly; the caller then
    ///   strokes through Cairo.
    func strokeDirectly(_ path: BezierPath, color: Color, width: CGFloat, style: StrokeStyle) -> Bool {
        guard let direct = directTarget() else { return false }
        return direct.stroke(path, width: width, style: style) { pixels, verbs, count, coordinates, pen in
            lamina_stroke_path(pixels, verbs, count, coordinates, pen, color.cairoPremultipliedARGB32,
                               DirectTarget.flatteningTolerance, Double(DirectTarget.maximumColumns))
        }
    }

    /// Strokes `path` as ``strokeDirectly(_:color:width:style:)`` does, with `gradient` at
    /// `opacity`; false also for a gradient the scan converter does not paint (``DirectGradient``).
    func strokeDirectly(_ path: BezierPath, gradient: Gradient, opacity: CGFloat, width: CGFloat,
                        style: StrokeStyle) -> Bool {
        guard let direct = directTarget(),
              let paint = DirectGradient(gradient, opacity: opacity, transform: direct.transform) else { return false }
        return direct.stroke(path, width: width, style: style) { pixels, verbs, count, coordinates, pen in
            paint.withScanConverterGradient { gradient in
                lamina_stroke_path_gradient(pixels, verbs, count, coordinates, pen, gradient,
                                            DirectTarget.flatteningTolerance, Double(DirectTarget.maximumColumns))
            }
        }
    }
}

extension DirectTarget {
    /// Strokes `path` `width` points wide with the caps, joins and miter limit of `style`: hands
    /// the target, the verbs, their count, the points' coordinates and the pen to `stroke`,
    /// which returns 0 when it drew.
    /// - Returns: false, having drawn nothing, when `stroke` did not draw: the stroker cannot
    ///   bound this outline exactly (see `lamina_stroke_path`).
    func stroke(_ path: BezierPath, width: CGFloat, style: StrokeStyle,
                _ stroke: (UnsafePointer<lamina_fill_target>, UnsafePointer<UInt8>?, Int32, UnsafePointer<Double>?,
                           UnsafePointer<lamina_stroke_style>) -> Int32) -> Bool {
        guard !isClippedAway, !path.elements.isEmpty else { return true }
        let m = transform
        var pen = lamina_stroke_style(width: width, miter_limit: max(style.miterLimit, 1),
                                      cap: style.lineCap.scanConverterCap, join: style.lineJoin.scanConverterJoin,
                                      matrix: (m.a, m.b, m.c, m.d, m.tx, m.ty))
        return draw(path) { verbs, count, points in
            points.withMemoryRebound(to: Double.self) { coordinates in
                withUnsafePointer(to: pixels) { pixels in
                    stroke(pixels, verbs.baseAddress, Int32(count), coordinates.baseAddress, &pen) == 0
                }
            }
        }
    }
}

extension LineCap {
    /// The scan converter's name for the cap.
    var scanConverterCap: Int32 {
        switch self {
        case .butt: return Int32(LAMINA_CAP_BUTT)
        case .round: return Int32(LAMINA_CAP_ROUND)
        case .square: return Int32(LAMINA_CAP_SQUARE)
        }
    }
}

extension LineJoin {
    /// The scan converter's name for the join.
    var scanConverterJoin: Int32 {
        switch self {
        case .miter: return Int32(LAMINA_JOIN_MITER)
        case .round: return Int32(LAMINA_JOIN_ROUND)
        case .bevel: return Int32(LAMINA_JOIN_BEVEL)
        }
    }
}
