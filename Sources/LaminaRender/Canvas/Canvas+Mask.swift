// Masking drawn pixels by the alpha of another drawing (Core Animation's layer mask).
import CCairo
import Foundation

extension Canvas {
    /// Multiplies every pixel inside the current clip by `group`'s alpha at the same device
    /// pixel (Porter–Duff destination-in): where the group is transparent, or outside it,
    /// the canvas becomes transparent. Used inside a group, it masks that group's drawing,
    /// all of it: the clip is set aside, since under an antialiased clip destination-in would
    /// leave part of the drawing along the clip's edge.
    /// - Throws: ``RenderError/cairo`` if Cairo fails.
    public func mask(by group: CanvasGroup) throws {
        try spendDrawnPixels(inside: nil)
        cairo_save(context)
        multiplyingWholeGroup()
        cairo_identity_matrix(context)
        cairo_set_source(context, group.pattern)
        cairo_set_operator(context, CAIRO_OPERATOR_DEST_IN)
        noteCairoDrawing()
        cairo_paint(context)
        cairo_restore(context)
        try check("masking")
    }
}

extension Canvas {
    /// Keeps only what lies inside `path`: every pixel inside the current clip is multiplied
    /// by the path's antialiased coverage (destination-in), so everything outside becomes
    /// transparent. Unlike ``clip(to:rule:)``, which applies the coverage to each later
    /// drawing, this applies it once to what is already drawn, so edges shared by several
    /// drawings stay exact (no conflation seams). Inside a group it applies to the whole
    /// group, the clip set aside, as ``mask(by:)`` does.
    /// - Throws: ``RenderError/nonFinite`` for a NaN or infinite path, ``RenderError/cairo``
    ///   if Cairo fails.
    public func keepOnly(inside path: BezierPath, rule: FillRule = .nonZero) throws {
        try Self.validate(path)
        try spendDrawnPixels(inside: nil)
        try spendEdgeRows(of: path)
        cairo_save(context)
        multiplyingWholeGroup()
        cairo_set_operator(context, CAIRO_OPERATOR_DEST_IN)
        cairo_set_source_rgba(context, 0, 0, 0, 1)
        if canDraw {
            cairo_set_fill_rule(context, rule.cairoFillRule)
            appendPath(path)
        } else {
            cairo_new_path(context)
        }
        noteCairoDrawing()
        cairo_fill(context)
        cairo_restore(context)
        try check("keeping the inside of a path")
    }
}

extension Canvas {
    /// Inside a group, lifts the clip until the caller's `cairo_restore`, so that a
    /// destination-in that follows multiplies the whole group. Under an antialiased clip (a
    /// rotated or fractional `masksToBounds`) Cairo blends a clipped operator with what was
    /// there by the clip's coverage, and destination-in then left a fraction of the unmasked
    /// drawing along the clip's edge (up to a quarter of its alpha where the edge covers half
    /// a pixel). What the group holds was drawn under the clip, so outside it there is nothing
    /// to change. Outside a group the clip stays: there it guards the canvas's other pixels.
    fileprivate func multiplyingWholeGroup() {
        // Cairo draws into a group's surface rather than the canvas's while one is open.
        if cairo_get_group_target(context) != cairo_get_target(context) { cairo_reset_clip(context) }
    }
}
