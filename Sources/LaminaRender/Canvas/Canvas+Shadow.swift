// Drop shadows: the alpha of a drawing (an offscreen group), blurred by a Gaussian (BoxBlur,
// SVG feGaussianBlur's method), tinted with the shadow colour and painted at an offset.
import CCairo
import Foundation

extension Canvas {
    /// Paints the shadow that `group` casts: its alpha, blurred, filled with `color`, moved by
    /// `offset`. Only the group's non-transparent area (plus the blur's reach) is processed.
    /// - Parameters:
    ///   - group: the drawing casting the shadow, from ``takeGroup()`` on this canvas.
    ///   - color: the shadow colour (its alpha scales the shadow).
    ///   - offset: the shadow's displacement in points, under the current transform.
    ///   - blurRadius: the Gaussian's standard deviation σ in points, under the current
    ///     transform (scaled by its average scale factor). 0 gives a sharp shadow.
    /// - Throws: ``RenderError/nonFinite`` for NaN or infinite numbers, ``RenderError/cairo``
    ///   if Cairo fails, ``RenderError/tooManyBlurPixels(limit:)`` when the canvas's shadows and
    ///   backdrop filters would blur too many pixels.
    public func drawShadow(of group: CanvasGroup, color: Color, offset: CGSize, blurRadius: CGFloat) throws {
        guard offset.width.isFinite, offset.height.isFinite, blurRadius.isFinite else {
            throw RenderError.nonFinite("shadow offset or radius")
        }
        guard canDraw, color.alpha > 0 else { return }
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(group.pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else {
            throw RenderError.cairo(operation: "drawing a shadow", message: "the group is not an image surface")
        }
        let m = deviceTransform
        let sigma = blurRadius * abs(m.a * m.d - m.b * m.c).squareRoot()
        let shift = CGSize(width: offset.width * m.a + offset.height * m.c,
                           height: offset.width * m.b + offset.height * m.d)
        guard let shadow = try ShadowMask(surface: surface, sigma: sigma, canvas: self) else { return }
        defer { cairo_surface_destroy(shadow.surface) }
        cairo_save(context)
        cairo_identity_matrix(context)
        setSource(color)
        noteCairoDrawing()
        cairo_mask_surface(context, shadow.surface, shadow.origin.x + shift.width, shadow.origin.y + shift.height)
        cairo_restore(context)
        try check("drawing a shadow")
    }
}

/// A group's alpha, cropped to where it is not transparent, padded by the blur's reach and
/// blurred: an A8 Cairo surface and the device position of its top-left pixel.
private struct ShadowMask {
    /// The blurred alpha (`cairo_surface_t *`, A8). The caller destroys it.
    let surface: OpaquePointer
    /// Device coordinates of the surface's top-left corner.
    let origin: CGPoint

    /// Blurs the alpha of `source`, spending the pixels blurred from `canvas`'s budget.
    init?(surface source: OpaquePointer, sigma: CGFloat, canvas: Canvas) throws {
        cairo_surface_flush(source)
        guard let data = cairo_image_surface_get_data(source),
              cairo_image_surface_get_format(source) == CAIRO_FORMAT_ARGB32 else { return nil }
        let width = Int(cairo_image_surface_get_width(source))
        let height = Int(cairo_image_surface_get_height(source))
        let stride = Int(cairo_image_surface_get_stride(source))
        var deviceOffsetX: Double = 0, deviceOffsetY: Double = 0
        cairo_surface_get_device_offset(source, &deviceOffsetX, &deviceOffsetY)
        let raw = UnsafeRawPointer(data)

        // The rows and columns holding any alpha.
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            let row = raw + y * stride
            for x in 0..<width where row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) >> 24 != 0 {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= minX, maxY >= minY else { return nil }

        let pad = BoxBlur.spread(boxSize: BoxBlur.boxSize(sigma: sigma))
        let w = maxX - minX + 1 + 2 * pad, h = maxY - minY + 1 + 2 * pad
        guard w <= Image.maxSide * 2, h <= Image.maxSide * 2 else { return nil }
        try canvas.spendBlurPixels(w * h)
        var plane = [UInt8](repeating: 0, count: w * h)
        plane.withUnsafeMutableBufferPointer { out in
            for y in minY...maxY {
                let row = raw + y * stride
                let base = (y - minY + pad) * w + pad
                for x in minX...maxX {
                    out[base + x - minX] = UInt8(truncatingIfNeeded: row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) >> 24)
                }
            }
        }
        BoxBlur.blur(&plane, width: w, height: h, sigma: sigma)

        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)) else { return nil }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let target = cairo_image_surface_get_data(mask) else {
            cairo_surface_destroy(mask)
            return nil
        }
        let maskStride = Int(cairo_image_surface_get_stride(mask))
        plane.withUnsafeBufferPointer { src in
            guard let base = src.baseAddress else { return }
            for y in 0..<h { (target + y * maskStride).update(from: base + y * w, count: w) }
        }
        cairo_surface_mark_dirty(mask)
        self.surface = mask
        // Surface pixel = device pixel + device offset.
        self.origin = CGPoint(x: CGFloat(minX - pad) - deviceOffsetX, y: CGFloat(minY - pad) - deviceOffsetY)
    }
}
