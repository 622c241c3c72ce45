// Drawing images: a source rectangle of an Image stretched onto a destination rectangle, or
// repeated across it, with bilinear filtering (Cairo's GOOD filter, which also box-filters
// when shrinking) or nearest-pixel sampling (ImageFilter).
import CCairo
import Foundation

extension Canvas {
    /// Draws the part `sourceRect` of `image` stretched to fill `destination`.
    /// - Parameters:
    ///   - image: the pixels to draw.
    ///   - sourceRect: the part of the image, in image pixels (y down). Parts outside the
    ///     image repeat its edge pixels.
    ///   - destination: where it lands, in points under the current transform.
    ///   - opacity: multiplies the image's alpha, 0…1. Default 1.
    ///   - filter: how pixels are sampled. Default ``ImageFilter/linear``.
    /// - Throws: ``RenderError/nonFinite`` for NaN or infinite rectangles or opacity,
    ///   ``RenderError/cairo`` if Cairo fails.
    public func draw(_ image: Image, from sourceRect: CGRect, in destination: CGRect, opacity: CGFloat = 1,
                     filter: ImageFilter = .linear) throws {
        try Self.validate(sourceRect, destination, opacity)
        guard canDraw, sourceRect.width > 0, sourceRect.height > 0, destination.width > 0, destination.height > 0 else {
            return
        }
        try spendDrawnPixels(inside: destination, times: 2)  // sampling an image costs more than a colour
        // Scaling down filters every source pixel, however small the destination.
        try spendWork(image.width * image.height, unitCost: Self.workPerDrawnPixel)
        // The pattern matrix maps user space (destination) to image pixels (source).
        let toSource = CGAffineTransform(translationX: -destination.minX, y: -destination.minY)
            .concatenating(CGAffineTransform(scaleX: sourceRect.width / destination.width,
                                             y: sourceRect.height / destination.height))
            .concatenating(CGAffineTransform(translationX: sourceRect.minX, y: sourceRect.minY))
        try withSurface(of: image) { surface in
            paint(surface, matrix: toSource, extend: CAIRO_EXTEND_PAD, in: destination, opacity: opacity,
                  filter: filter)
        }
    }

    /// Fills `destination` with copies of the part `sourceRect` of `image`, each `tileSize`
    /// points, the first at the destination's top-left corner.
    /// - Parameters:
    ///   - image: the pixels to draw.
    ///   - sourceRect: the tile, in image pixels; rounded outwards to whole pixels and
    ///     limited to the image.
    ///   - destination: the area to cover, in points under the current transform.
    ///   - tileSize: the size of one tile in points.
    ///   - opacity: multiplies the image's alpha, 0…1. Default 1.
    ///   - filter: how pixels are sampled. Default ``ImageFilter/linear``.
    /// - Throws: ``RenderError/nonFinite`` for NaN or infinite numbers, ``RenderError/cairo``
    ///   if Cairo fails.
    public func drawTiled(_ image: Image, from sourceRect: CGRect, in destination: CGRect, tileSize: CGSize,
                          opacity: CGFloat = 1, filter: ImageFilter = .linear) throws {
        try Self.validate(sourceRect, destination, opacity)
        guard tileSize.width.isFinite, tileSize.height.isFinite else { throw RenderError.nonFinite("tile size") }
        let bounds = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        let tile = sourceRect.integral.intersection(bounds)
        guard canDraw, !tile.isNull, tile.width >= 1, tile.height >= 1, tileSize.width > 0, tileSize.height > 0,
              destination.width > 0, destination.height > 0 else { return }
        try spendDrawnPixels(inside: destination, times: 2)
        // The tile as its own image, so that Cairo's REPEAT repeats just the tile.
        let x0 = Int(tile.minX), y0 = Int(tile.minY), w = Int(tile.width), h = Int(tile.height)
        var pixels = [UInt32]()
        pixels.reserveCapacity(w * h)
        for y in y0..<(y0 + h) { pixels.append(contentsOf: image.pixels[(y * image.width + x0)..<(y * image.width + x0 + w)]) }
        let tileImage = try Image(width: w, height: h, pixels: pixels)
        let toSource = CGAffineTransform(translationX: -destination.minX, y: -destination.minY)
            .concatenating(CGAffineTransform(scaleX: CGFloat(w) / tileSize.width, y: CGFloat(h) / tileSize.height))
        try withSurface(of: tileImage) { surface in
            paint(surface, matrix: toSource, extend: CAIRO_EXTEND_REPEAT, in: destination, opacity: opacity,
                  filter: filter)
        }
    }

    /// Paints `surface` through `matrix` (user → surface pixels), clipped to `rect`.
    private func paint(_ surface: OpaquePointer, matrix: CGAffineTransform, extend: cairo_extend_t,
                       in rect: CGRect, opacity: CGFloat, filter: ImageFilter) {
        guard let pattern = cairo_pattern_create_for_surface(surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        // A point exactly between two pixels takes the later one, as in Skia (resvg, browsers);
        // pixman's nearest filter would take the earlier.
        let matrix = filter == .nearest ? matrix.concatenating(CGAffineTransform(translationX: 1.0 / 1024, y: 1.0 / 1024))
            : matrix
        var m = cairo_matrix_t(xx: matrix.a, yx: matrix.b, xy: matrix.c, yy: matrix.d, x0: matrix.tx, y0: matrix.ty)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, extend)
        cairo_pattern_set_filter(pattern, filter.cairoFilter)
        cairo_save(context)
        cairo_new_path(context)
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(context)
        cairo_set_source(context, pattern)
        noteCairoDrawing()
        cairo_paint_with_alpha(context, min(max(opacity, 0), 1))
        cairo_restore(context)
    }

    /// Runs `body` with a Cairo surface reading `image`'s pixels in place (Cairo only reads
    /// them); the surface is finished before returning, so Cairo keeps no reference.
    func withSurface(of image: Image, _ body: (OpaquePointer) -> Void) throws {
        try image.pixels.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            let data = UnsafeMutableRawPointer(mutating: base).assumingMemoryBound(to: UInt8.self)
            guard let surface = cairo_image_surface_create_for_data(
                data, CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height), Int32(image.width * 4)) else { return }
            defer {
                cairo_surface_finish(surface)
                cairo_surface_destroy(surface)
            }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                throw RenderError.cairo(operation: "drawing an image", message: "cannot wrap the pixels")
            }
            body(surface)
        }
        try check("drawing an image")
    }

    private static func validate(_ source: CGRect, _ destination: CGRect, _ opacity: CGFloat) throws {
        let numbers = [source.minX, source.minY, source.width, source.height,
                       destination.minX, destination.minY, destination.width, destination.height, opacity]
        guard numbers.allSatisfy(\.isFinite) else { throw RenderError.nonFinite("image rectangle or opacity") }
    }
}
