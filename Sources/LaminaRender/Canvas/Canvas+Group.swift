// Offscreen groups: drawing into a temporary surface, then compositing it as one image with an
// opacity and a blend mode (Cairo's push_group / pop_group, "group opacity" in Core Animation).
import CCairo
import Foundation

/// A finished offscreen group: pixels drawn between ``Canvas/beginGroup()`` and
/// ``Canvas/takeGroup()``, ready to paint, to cast a shadow, or to mask with. It is in device
/// pixels and covers the clip that was current when the group began. Use it with the canvas
/// that made it.
public final class CanvasGroup {
    /// The Cairo pattern (`cairo_pattern_t *`) holding the group's surface, in device space.
    let pattern: OpaquePointer
    /// The device pixels the group's surface covers (the clip's box when it began), or nil
    /// when Cairo does not tell; painting the group touches nothing outside them.
    let deviceBounds: CGRect?

    init(pattern: OpaquePointer) {
        self.pattern = pattern
        var surface: OpaquePointer?
        var (x, y) = (0.0, 0.0)
        if cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
           cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE {
            cairo_surface_get_device_offset(surface, &x, &y)
            deviceBounds = CGRect(x: -x, y: -y, width: Double(cairo_image_surface_get_width(surface)),
                                  height: Double(cairo_image_surface_get_height(surface)))
        } else {
            deviceBounds = nil
        }
    }

    deinit { cairo_pattern_destroy(pattern) }
}

extension Canvas {
    /// Starts drawing into a transparent offscreen group the size of the current clip's box
    /// (whole pixels). The transform carries over; inside the group the clip is that box, and
    /// the clip itself applies once, where the group is painted. Every `beginGroup()` that
    /// returns must be ended by ``endGroup(opacity:blendMode:)`` or ``takeGroup()``.
    /// - Throws: ``RenderError/tooManyGroupPixels(limit:)`` when the groups open at once would
    ///   hold more than ``maximumOpenGroupPixels``, ``RenderError/tooManyDrawnPixels(limit:)``
    ///   when the canvas's drawing budget is spent; no group is begun then.
    public func beginGroup() throws {
        try openGroupBudget()
        save()
        cairo_push_group(context)
        clipToGroupSurface()
    }

    /// Inside a group just begun, replaces the clip with the group surface's own pixels (the
    /// clip's box, whole pixels), so that what the group holds is clipped once, where it is
    /// painted. Under an antialiased clip the drawing was cut by the clip's coverage in the
    /// group and then again when the group was painted: a pixel 3/4 inside came out 9/16.
    private func clipToGroupSurface() {
        guard let target = cairo_get_group_target(context), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else {
            return
        }
        var x = 0.0, y = 0.0
        cairo_surface_get_device_offset(target, &x, &y)
        let pixels = CGRect(x: -x, y: -y, width: Double(cairo_image_surface_get_width(target)),
                            height: Double(cairo_image_surface_get_height(target)))
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        cairo_identity_matrix(context)
        cairo_reset_clip(context)
        cairo_new_path(context)
        cairo_rectangle(context, pixels.minX, pixels.minY, pixels.width, pixels.height)
        cairo_clip(context)
        cairo_set_matrix(context, &matrix)
        state.clip = .rectangle(pixels)
    }

    /// Ends the innermost group and composites it onto what lies beneath, as one image.
    /// - Parameters:
    ///   - opacity: multiplies the group's alpha, 0…1 (clamped). Default 1.
    ///   - blendMode: how the group combines with the pixels beneath. Default ``BlendMode/normal``.
    /// - Throws: ``RenderError/nonFinite`` for a NaN opacity (the group is dropped),
    ///   ``RenderError/cairo`` if Cairo fails.
    public func endGroup(opacity: CGFloat = 1, blendMode: BlendMode = .normal) throws {
        let group = try takeGroup()
        try paint(group, opacity: opacity, blendMode: blendMode)
    }

    /// Ends the innermost group and returns it without drawing it.
    /// - Throws: ``RenderError/cairo`` if Cairo fails.
    public func takeGroup() throws -> CanvasGroup {
        let pattern = cairo_pop_group(context)
        restore()
        closeGroupBudget()
        guard let pattern else { throw RenderError.cairo(operation: "ending a group", message: "no pattern") }
        let group = CanvasGroup(pattern: pattern)
        // Keep the group in device space, whatever the transform is when it is painted.
        var identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
        cairo_pattern_set_matrix(pattern, &identity)
        try check("ending a group")
        return group
    }

    /// Composites a group onto the canvas at the device pixels it was drawn on, inside the
    /// current clip.
    /// - Parameters:
    ///   - opacity: multiplies the group's alpha, 0…1 (clamped). Default 1.
    ///   - blendMode: how the group combines with the pixels beneath. Default ``BlendMode/normal``.
    /// - Throws: ``RenderError/nonFinite`` for a NaN opacity, ``RenderError/cairo`` if Cairo fails.
    public func paint(_ group: CanvasGroup, opacity: CGFloat = 1, blendMode: BlendMode = .normal) throws {
        guard opacity.isFinite else { throw RenderError.nonFinite("group opacity") }
        cairo_save(context)
        cairo_identity_matrix(context)
        // Every blend mode is bounded by its source: only the group's own pixels are touched.
        do { try spendDrawnPixels(inside: group.deviceBounds) } catch {
            cairo_restore(context)
            throw error
        }
        cairo_set_source(context, group.pattern)
        cairo_set_operator(context, blendMode.cairoOperator)
        noteCairoDrawing()
        cairo_paint_with_alpha(context, min(max(opacity, 0), 1))
        cairo_restore(context)
        try check("painting a group")
    }

    /// `image` as a group whose pixel (x, y) lies on device pixel (x − dx, y − dy), for the
    /// device offset (dx, dy).
    /// - Throws: ``RenderError/cairo`` if Cairo cannot make the surface.
    func group(of image: Image, deviceOffset: (x: Double, y: Double)) throws -> CanvasGroup {
        let (width, height) = (image.width, image.height)
        guard let result = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(result) == CAIRO_STATUS_SUCCESS, let target = cairo_image_surface_get_data(result) else {
            throw RenderError.cairo(operation: "making a group of an image", message: "cannot create the result surface")
        }
        defer { cairo_surface_destroy(result) }
        let resultStride = Int(cairo_image_surface_get_stride(result))
        image.pixels.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            for y in 0..<height { (UnsafeMutableRawPointer(target) + y * resultStride).copyMemory(from: base + y * width * 4, byteCount: width * 4) }
        }
        cairo_surface_mark_dirty(result)
        cairo_surface_set_device_offset(result, deviceOffset.x, deviceOffset.y)
        guard let pattern = cairo_pattern_create_for_surface(result) else {
            throw RenderError.cairo(operation: "making a group of an image", message: "cannot create the result pattern")
        }
        return CanvasGroup(pattern: pattern)
    }
}
