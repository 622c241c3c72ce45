// Filters as a compositing stage: an offscreen group's pixels run through filter graphs
// (Filter.swift, FilterEvaluator.swift) and come back as a group to paint, mask or fade.
import CCairo
import Foundation

extension Canvas {
    /// `group` run through `filters` in order, each over its region: a new group covering the
    /// same device pixels. The filters' coordinates are the current user space (points under
    /// the current transform); deviations and offsets scale with it.
    ///
    /// Each primitive spends its region's pixels from the blurred-pixel budget; pictures
    /// (``FilterImage``) draw on this canvas's budgets.
    /// - Parameters:
    ///   - group: a group from ``takeGroup()`` on this canvas.
    ///   - filters: the graphs, applied one after another.
    /// - Throws: ``RenderError/tooManyBlurPixels(limit:)`` when the primitives would process too
    ///   many pixels, ``RenderError/invalidSize`` for a filter of more than
    ///   ``Filter/maximumPrimitives`` primitives, ``RenderError/nonFinite`` for a NaN deviation,
    ///   ``RenderError/cairo`` if the group is not an image surface.
    public func filtered(_ group: CanvasGroup, by filters: [Filter]) throws -> CanvasGroup {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(group.pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else {
            throw RenderError.cairo(operation: "filtering a group", message: "the group is not an ARGB32 image surface")
        }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var offsetX: Double = 0, offsetY: Double = 0
        cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return group }
        var image = try Image(width: width, height: height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data) + y * stride
            for x in 0..<width { image.pixels[y * width + x] = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) }
        }
        // Surface pixel = device pixel + device offset.
        let toPixels = deviceTransform.concatenating(CGAffineTransform(translationX: offsetX, y: offsetY))
        return try self.group(of: try run(filters, on: image, toPixels: toPixels), deviceOffset: (offsetX, offsetY))
    }

    /// `image` run through `filters` in order, their points mapped to its pixels by `toPixels`,
    /// each primitive spending the blurred-pixel budget.
    func run(_ filters: [Filter], on image: Image, toPixels: CGAffineTransform) throws -> Image {
        var image = image
        for filter in filters {
            let evaluator = FilterEvaluator(toPixels: toPixels, region: filter.region, imageWidth: image.width,
                                            imageHeight: image.height) { try self.spendBlurPixels($0) } draw: { picture, transform, w, h in
                // Pictures draw on this canvas's budget.
                var budget = self.budgetLeft
                defer { self.budgetLeft = budget }
                return try picture.rendered(width: w, height: h, transform: transform, budget: &budget,
                                            limits: self.budgetLimits, cancellation: self.cancellation)
            }
            image = try evaluator.apply(filter, to: image)
        }
        return image
    }
}

extension Image {
    /// The image run through `filter`, whose coordinates map to this image's pixels by
    /// `toPixels` (its scale sets how deviations and offsets in points become pixels): the
    /// same size, transparent outside the filter region. Pictures (``FilterImage``) draw on one
    /// image's budget (`RenderBudget()`).
    /// - Throws: ``RenderError/invalidSize`` for more than ``Filter/maximumPrimitives``
    ///   primitives, ``RenderError/nonFinite`` for a NaN deviation.
    public func filtered(by filter: Filter, toPixels: CGAffineTransform = .identity) throws -> Image {
        try FilterEvaluator(toPixels: toPixels, region: filter.region, imageWidth: width, imageHeight: height) { _ in
        } draw: { picture, transform, w, h in
            var budget = RenderBudget()
            return try picture.rendered(width: w, height: h, transform: transform, budget: &budget, limits: budget,
                                        cancellation: nil)
        }.apply(filter, to: self)
    }
}
