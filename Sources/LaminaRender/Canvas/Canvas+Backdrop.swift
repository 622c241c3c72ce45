// Backdrop filters: reading back what is already composited under a shape, processing it
// (a blur, for instance) and drawing the result inside the shape, as UIVisualEffectView does.
import CCairo
import Foundation

extension Canvas {
    /// Replaces what lies inside `path` by a processed copy of the pixels already drawn there.
    ///
    /// The pixels read are those of the current drawing target (the canvas, or the innermost
    /// offscreen group), in device pixels, over the device bounding box of `path` grown by
    /// `margin` pixels on every side (and out to whole blocks when downsampling); pixels beyond
    /// the target's edges repeat its edge pixels, so a blur does not darken at the canvas border.
    /// With `downsample` above 1 they are read as the means of `downsample × downsample` blocks.
    /// `process` may return an image of another size: it is stretched back over the box read
    /// with bilinear filtering and replaces the pixels inside `path` (antialiased at its edge:
    /// Cairo's `SOURCE` operator through a clip), since it already holds what was there.
    /// - Parameters:
    ///   - path: the shape, in points under the current transform.
    ///   - margin: extra device pixels read around the shape, 0…4096.
    ///   - downsample: the block size the backdrop is averaged over, 1…``Image/maxDownsampleFactor``.
    ///     Default 1 (every pixel).
    ///   - process: turns the backdrop into what is drawn.
    /// - Throws: ``RenderError/nonFinite`` for a path with NaN or infinity, ``RenderError/invalidSize``
    ///   for a downsampling factor above the limit, ``RenderError/cairo`` if the target is not an
    ///   image surface or Cairo fails, ``RenderError/tooManyBlurPixels(limit:)`` when the canvas's
    ///   shadows and backdrop filters would process too many pixels; and whatever `process` throws.
    public func filterBackdrop(inside path: BezierPath, margin: Int, downsample: Int = 1,
                               _ process: (Image) throws -> Image) throws {
        try Self.validate(path)
        let factor = max(downsample, 1)
        try Image.validate(downsampleFactor: factor, width: width, height: height)
        guard canDraw, !path.isEmpty else { return }
        // Only the part of the shape on the canvas can change: a shape reaching far past it (a
        // 1e300-point rectangle) is cut to it, so its box converts to whole pixels and the read
        // stays within the canvas and the margin.
        let box = path.bounds.applying(deviceTransform).intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !box.isNull, !box.isEmpty else { return }
        let pad = CGFloat(min(max(margin, 0), 4096))
        let x0 = Int((box.minX - pad).rounded(.down)), y0 = Int((box.minY - pad).rounded(.down))
        // Whole blocks: the box grows right and down to a multiple of the factor.
        let x1 = x0 + (Int((box.maxX + pad).rounded(.up)) - x0 + factor - 1) / factor * factor
        let y1 = y0 + (Int((box.maxY + pad).rounded(.up)) - y0 + factor - 1) / factor * factor
        try spendBlurPixels((x1 - x0) * (y1 - y0))
        let backdrop = try readTarget(x: x0, y: y0, width: (x1 - x0) / factor, height: (y1 - y0) / factor,
                                      factor: factor)
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
            noteCairoDrawing()
            cairo_paint(context)
        }
        try check("drawing a backdrop filter")
    }

    /// The current target's device pixels from (x, y), as `width × height` means of
    /// `factor × factor` blocks, edge pixels repeated beyond its extent.
    private func readTarget(x: Int, y: Int, width: Int, height: Int, factor: Int) throws -> Image {
        guard let target = cairo_get_group_target(context), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else {
            throw RenderError.cairo(operation: "reading the backdrop", message: "the target is not an image surface")
        }
        cairo_surface_flush(target)
        var offsetX: Double = 0, offsetY: Double = 0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let targetWidth = Int(cairo_image_surface_get_width(target)), targetHeight = Int(cairo_image_surface_get_height(target))
        let stride = Int(cairo_image_surface_get_stride(target)) / 4
        var image = try Image(width: width, height: height)
        guard let data = cairo_image_surface_get_data(target), targetWidth > 0, targetHeight > 0 else { return image }
        let source = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
        image.pixels.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            Image.blockMeans(of: source, stride: stride, width: targetWidth, height: targetHeight,
                             originX: x + Int(offsetX.rounded()), originY: y + Int(offsetY.rounded()),
                             factor: factor, into: base, width: width, height: height)
        }
        return image
    }
}

extension Canvas {
    /// Blurs what is already drawn inside `path` (see ``BackdropBlur``), reading around it as far
    /// as the blur reaches. σ in device pixels is `blur.blurRadius` times the current
    /// point-to-pixel scale.
    /// A negative radius counts as 0 (no blur; the saturation still applies).
    /// - Throws: ``RenderError/nonFinite`` for non-finite numbers, ``RenderError/cairo`` if Cairo fails.
    public func drawBackdropBlur(_ blur: BackdropBlur, inside path: BezierPath) throws {
        guard blur.blurRadius.isFinite, blur.saturation.isFinite else { throw RenderError.nonFinite("backdrop blur") }
        let m = deviceTransform
        let sigma = max(blur.blurRadius, 0) * abs(m.a * m.d - m.b * m.c).squareRoot()
        let margin = BoxBlur.spread(boxSize: BoxBlur.boxSize(sigma: sigma))
        let factor = BackdropBlur.downsampleFactor(sigma: sigma)
        try filterBackdrop(inside: path, margin: margin, downsample: factor) {
            try blur.processDownsampled($0, sigma: sigma, factor: factor)
        }
    }
}
