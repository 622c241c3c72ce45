// What the scan converter's fills and strokes share: when the context's state lets them draw
// straight into the target's pixels (colour over them, clipped to whole pixels, onto an ARGB32
// image), and the path written as the scan converter's verbs and points in those pixels.
import CCairo
import CLaminaRaster
import Foundation
import LaminaGeometry

/// The target's pixels, clip and transform, for a drawing by the scan converter.
struct DirectTarget {
    /// Cairo's flattening tolerance, in device pixels, for strokes: curves become lines no
    /// farther than this from the curve, as Cairo's own stroke does. Both sides of a stroke's
    /// outline lie on the same side of their curves, so the band's width errs by far less.
    static let flatteningTolerance = 0.1

    /// The flattening tolerance for fills, in device pixels: 0.025. Chords lie inside a convex
    /// curve, so a fill loses up to 2/3 · tolerance · length of area along it; Wang's formula
    /// takes the fewest chords within the tolerance (Cairo's looser bound takes about four
    /// times as many), and at 0.1 px a 16-pixel icon's 2-pixel dot came out 29 levels lighter
    /// than a browser draws it (an inscribed octagon). At 0.025 px the loss stays under about
    /// 6 levels on an edge pixel, for twice the chords on curves.
    static let fillFlatteningTolerance = 0.025

    /// The most pixel columns a path's edges may cross (a fill's control polygon, a stroke's
    /// outline; each edge at most the clip's width) for the scan converter, which visits every
    /// pixel an edge crosses; Cairo's time per edge does not grow with its width, so a path of
    /// many long, nearly level edges (4 M columns: about 40 ms here) is left to it.
    static let maximumColumns = 1 << 22

    /// The target surface, flushed.
    let surface: OpaquePointer
    /// The pixels and the clip, as the scan converter takes them.
    let pixels: lamina_fill_target
    /// User space to the target's pixels.
    let transform: CGAffineTransform

    /// Whether the clip leaves no pixel.
    var isClippedAway: Bool { pixels.clip_x1 <= pixels.clip_x0 || pixels.clip_y1 <= pixels.clip_y0 }

    /// Writes `path` as verbs and points in pixels and hands them to `body`, which draws and
    /// returns whether it did; marks the surface's pixels changed when it did.
    func draw(_ path: BezierPath,
              _ body: (UnsafeMutableBufferPointer<UInt8>, Int, UnsafeMutableBufferPointer<CGPoint>) -> Bool) -> Bool {
        let elementCount = path.elements.count
        let drawn = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: elementCount) { verbs in
            withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: elementCount * 3) { points in
                body(verbs, Self.encode(path, transform: transform, verbs: verbs, points: points), points)
            }
        }
        if drawn { cairo_surface_mark_dirty(surface) }
        return drawn
    }

    /// Writes `path` as the scan converter's verbs and points under `transform`; returns the
    /// number of verbs (one per element).
    private static func encode(_ path: BezierPath, transform: CGAffineTransform,
                               verbs: UnsafeMutableBufferPointer<UInt8>, points: UnsafeMutableBufferPointer<CGPoint>) -> Int {
        var verbCount = 0, pointCount = 0
        path.forEachCubicElement { element in
            switch element {
            case .move(let p):
                verbs[verbCount] = UInt8(LAMINA_VERB_MOVE)
                points[pointCount] = p.applying(transform)
                pointCount += 1
            case .line(let p):
                verbs[verbCount] = UInt8(LAMINA_VERB_LINE)
                points[pointCount] = p.applying(transform)
                pointCount += 1
            case .curve(let p, let c1, let c2):
                verbs[verbCount] = UInt8(LAMINA_VERB_CUBIC)
                points[pointCount] = c1.applying(transform)
                points[pointCount + 1] = c2.applying(transform)
                points[pointCount + 2] = p.applying(transform)
                pointCount += 3
            case .close:
                verbs[verbCount] = UInt8(LAMINA_VERB_CLOSE)
            }
            verbCount += 1
        }
        return verbCount
    }
}

extension Canvas {
    /// Whether filling or stroking a shape with `gradient` now gives the pixels of the gradient
    /// masked by the shape drawn in a solid colour: the scan converter paints the gradient
    /// (axial, or radial about its centre: ``DirectGradient``), with the edges it gives solid
    /// shapes, and the clip cuts at whole pixels (the canvas draws source over onto an ARGB32
    /// image). Otherwise Cairo's edges differ, and under an antialiased clip Cairo intersects
    /// the shape with the clip where a mask would multiply their edges' coverages.
    public func paintsLikeAMask(_ gradient: Gradient) -> Bool {
        DirectGradient.paints(gradient) && directTarget(wholePixelClip: true) != nil
    }

    /// The target as the scan converter draws onto it, or nil when the context's state is not
    /// one it draws: another operator than source over, a clip that is not one rectangle in
    /// device pixels (or, with `wholePixelClip`, under sampled antialiasing or for hairlines,
    /// not one of whole pixels), a target other than an ARGB32 image, a finished canvas or a
    /// context in error.
    func directTarget(wholePixelClip: Bool = false) -> DirectTarget? {
        guard !isFinished, cairo_status(context) == CAIRO_STATUS_SUCCESS,
              cairo_get_operator(context) == CAIRO_OPERATOR_OVER,
              let target = cairo_get_group_target(context),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32,
              case let offset = Self.deviceOffset(of: target) else { return nil }
        var cut: CGRect?  // the clip rectangle, where its edges cut pixels
        let clip: PixelBox
        if let box = pixelClip(in: target, offset: offset) {
            clip = box
        } else if !wholePixelClip, antialiasing == .area, !drawsHairlines, case .rectangle(let rect) = state.clip,
                  let box = PixelBox(covering: rect.offsetBy(dx: offset.x, dy: offset.y), in: target) {
            clip = box
            cut = rect.offsetBy(dx: offset.x, dy: offset.y)
        } else {
            return nil
        }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target) else { return nil }
        let pixels = lamina_fill_target(
            pixels: UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
            stride: cairo_image_surface_get_stride(target) / 4,
            clip_x0: Int32(clip.minX), clip_y0: Int32(clip.minY),
            clip_x1: Int32(max(clip.minX, clip.maxX)), clip_y1: Int32(max(clip.minY, clip.maxY)),
            antialiasing: antialiasing.raster, hairlines: drawsHairlines ? 1 : 0,
            fractional: cut == nil ? 0 : 1, clip_left: Double(cut?.minX ?? 0), clip_top: Double(cut?.minY ?? 0),
            clip_right: Double(cut?.maxX ?? 0), clip_bottom: Double(cut?.maxY ?? 0),
            touched: target == surface ? touchedBox : nil)
        return DirectTarget(surface: target, pixels: pixels,
                            transform: CGAffineTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy,
                                                         tx: matrix.x0 + offset.x, ty: matrix.y0 + offset.y))
    }

    /// The offset Cairo adds to device coordinates on `target` (a group's surface starts at its
    /// extents' corner), in pixels.
    private static func deviceOffset(of target: OpaquePointer) -> CGPoint {
        var x = 0.0, y = 0.0
        cairo_surface_get_device_offset(target, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The clip as a rectangle of whole pixels of `target`, whose device offset is `offset`
    /// (inside it; empty when everything is clipped away), or nil when the clip is not one
    /// rectangle of whole pixels.
    private func pixelClip(in target: OpaquePointer, offset: CGPoint) -> PixelBox? {
        cairo_save(context)
        cairo_identity_matrix(context)
        let list = cairo_copy_clip_rectangle_list(context)
        cairo_restore(context)
        guard let list else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        guard list.pointee.num_rectangles == 1, let rectangle = list.pointee.rectangles?.pointee else {
            return list.pointee.num_rectangles == 0 ? PixelBox(minX: 0, minY: 0, maxX: 0, maxY: 0) : nil
        }
        let minX = rectangle.x + offset.x, minY = rectangle.y + offset.y
        let maxX = minX + rectangle.width, maxY = minY + rectangle.height
        func isPixelEdge(_ v: Double) -> Bool { v.rounded() == v && abs(v) < 1e9 }
        guard isPixelEdge(minX), isPixelEdge(minY), isPixelEdge(maxX), isPixelEdge(maxY) else { return nil }
        return PixelBox(minX: max(0, Int(minX)), minY: max(0, Int(minY)),
                        maxX: min(Int(cairo_image_surface_get_width(target)), Int(maxX)),
                        maxY: min(Int(cairo_image_surface_get_height(target)), Int(maxY)))
    }
}


/// A rectangle of whole pixels, [minX, maxX) × [minY, maxY).
private struct PixelBox {
    var minX: Int, minY: Int, maxX: Int, maxY: Int

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    /// The pixels of `target` that `rect` (in its pixels) touches, or nil for a rectangle
    /// too far out to be held in pixel numbers.
    init?(covering rect: CGRect, in target: OpaquePointer) {
        guard !rect.isNull, abs(rect.minX) < 1e9, abs(rect.minY) < 1e9, abs(rect.maxX) < 1e9, abs(rect.maxY) < 1e9 else {
            return nil
        }
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        self.init(minX: min(max(0, Int(rect.minX.rounded(.down))), width),
                  minY: min(max(0, Int(rect.minY.rounded(.down))), height),
                  maxX: max(0, min(width, Int(rect.maxX.rounded(.up)))),
                  maxY: max(0, min(height, Int(rect.maxY.rounded(.up)))))
    }
}

extension Color {
    /// The premultiplied ARGB32 pixel Cairo makes of the colour as a source: each channel
    /// clamped to 0…1 and premultiplied, to 16 bits rounded, then to 8 bits truncated.
    var cairoPremultipliedARGB32: UInt32 {
        func clamped(_ v: CGFloat) -> Double { v.isNaN ? 0 : min(max(Double(v), 0), 1) }
        func byte(_ v: Double) -> UInt32 { UInt32(v * 65535 + 0.5) >> 8 }
        let a = clamped(alpha)
        return byte(a) << 24 | byte(clamped(red) * a) << 16 | byte(clamped(green) * a) << 8 | byte(clamped(blue) * a)
    }
}
