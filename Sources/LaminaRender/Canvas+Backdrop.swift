// Backdrop filters: reading back what is already composited under a shape, processing it
// (a blur, for instance) and drawing the result inside the shape, as UIVisualEffectView does.
import CCairo
import Foundation

extension Canvas {
    /// Replaces what lies inside `path` by a processed copy of the pixels already drawn there.
    ///
    /// The pixels read are those of the current drawing target (the canvas, or the innermost
    /// offscreen group), in device pixels, over the device bounding box of `path` grown by
    /// `margin` pixels on every side; pixels beyond the target's edges repeat its edge pixels,
    /// so a blur does not darken at the canvas border. `process` may return an image of another
    /// size (a downsampled one, say): it is stretched back over the same box with bilinear
    /// filtering and replaces the pixels inside `path` (antialiased at its edge: Cairo's
    /// `SOURCE` operator through a clip), since it already holds what was there.
    /// - Parameters:
    ///   - path: the shape, in points under the current transform.
    ///   - margin: extra device pixels read around the shape, 0…4096.
    ///   - process: turns the backdrop into what is drawn.
    /// - Throws: ``RenderError/nonFinite`` for a path with NaN or infinity, ``RenderError/cairo``
    ///   if the target is not an image surface or Cairo fails; and whatever `process` throws.
    public func filterBackdrop(inside path: BezierPath, margin: Int, _ process: (Image) throws -> Image) throws {
        try Self.validate(path)
        guard canDraw, !path.isEmpty else { return }
        let box = path.bounds.applying(deviceTransform)
        guard !box.isNull, !box.isEmpty else { return }
        let pad = CGFloat(min(max(margin, 0), 4096))
        let x0 = Int((box.minX - pad).rounded(.down)), y0 = Int((box.minY - pad).rounded(.down))
        let x1 = Int((box.maxX + pad).rounded(.up)), y1 = Int((box.maxY + pad).rounded(.up))
        let backdrop = try readTarget(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        let result = try process(backdrop)

        cairo_save(context)
        defer { cairo_restore(context) }
        appendPath(path)
        cairo_clip(context)
        cairo_identity_matrix(context)
        try withSurface(of: result) { surface in
            guard let pattern = cairo_pattern_create_for_surface(surface) else { return }
            defer { cairo_pattern_destroy(pattern) }
            let sx = CGFloat(result.width) / CGFloat(x1 - x0), sy = CGFloat(result.height) / CGFloat(y1 - y0)
            var m = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: -CGFloat(x0) * sx, y0: -CGFloat(y0) * sy)
            cairo_pattern_set_matrix(pattern, &m)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            cairo_set_source(context, pattern)
            cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
            cairo_paint(context)
        }
        try check("drawing a backdrop filter")
    }

    /// The device pixels (x, y, width, height) of the current target, edge pixels repeated
    /// beyond its extent.
    private func readTarget(x: Int, y: Int, width: Int, height: Int) throws -> Image {
        guard let target = cairo_get_group_target(context), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else {
            throw RenderError.cairo(operation: "reading the backdrop", message: "the target is not an image surface")
        }
        cairo_surface_flush(target)
        var offsetX: Double = 0, offsetY: Double = 0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let targetWidth = Int(cairo_image_surface_get_width(target)), targetHeight = Int(cairo_image_surface_get_height(target))
        let stride = Int(cairo_image_surface_get_stride(target))
        var image = try Image(width: width, height: height)
        guard let data = cairo_image_surface_get_data(target), targetWidth > 0, targetHeight > 0 else { return image }
        let dx = x + Int(offsetX.rounded()), dy = y + Int(offsetY.rounded())
        let source = UnsafeRawPointer(data)
        image.pixels.withUnsafeMutableBufferPointer { out in
            for row in 0..<height {
                let sy = min(max(dy + row, 0), targetHeight - 1)
                let line = (source + sy * stride).assumingMemoryBound(to: UInt32.self)
                for column in 0..<width {
                    out[row * width + column] = line[min(max(dx + column, 0), targetWidth - 1)]
                }
            }
        }
        return image
    }
}
