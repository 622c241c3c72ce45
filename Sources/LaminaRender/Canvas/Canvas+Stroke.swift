// Stroking: trim and dash happen in LaminaGeometry (`BezierPath.strokeGeometry`), then the
// scan converter (Canvas+DirectStroke) or Cairo strokes the resulting pieces once, so
// overlapping pieces never blend twice.
//
// Cairo draws nothing for a square cap on a zero-length piece ("orientation is indeterminate",
// cairo_stroke's documentation), while Core Graphics and SVG draw a square. Such pieces come back
// from geometry with their direction, and their squares are filled here.
import CCairo
import Foundation

extension Canvas {
    /// Strokes `path` with a solid colour.
    ///
    /// Trim (`strokeStart`, `strokeEnd`) and dash are applied to the path first, exactly and
    /// without flattening; the pieces are then stroked together in one pass, with the caps,
    /// joins and miter limit of `style`. Zero-length pieces draw dots (round caps) or squares
    /// turned along the path (square caps), and nothing with butt caps.
    /// - Parameters:
    ///   - path: the path, in points under the current transform.
    ///   - color: the stroke colour, blended source-over as one shape.
    ///   - style: width, caps, joins, dash and trim. A width ≤ 0 draws nothing; a miter limit
    ///     below 1 acts as 1.
    /// - Throws: ``RenderError/nonFinite`` naming the first NaN or infinite field or the path,
    ///   ``RenderError/geometry(_:)`` for an invalid dash pattern (negative lengths) or too many
    ///   dashes in the path, ``RenderError/tooManyDashSegments(limit:)`` when the canvas's dashes in all
    ///   would pass ``maximumDashSegmentsPerImage``, ``RenderError/cairo`` if Cairo fails.
    ///   Nothing is drawn when it throws.
    public func stroke(_ path: BezierPath, color: Color, style: StrokeStyle) throws {
        try stroke(path, style: style, paint: .color(color))
    }

    /// Strokes `path` with a gradient, as ``stroke(_:color:style:)`` strokes it with a colour.
    /// - Parameters:
    ///   - path: the path, in points under the current transform.
    ///   - gradient: the colours and geometry, in the same coordinates as `path` (as
    ///     ``fill(_:gradient:rule:opacity:)`` reads it); one with no stops draws nothing.
    ///   - style: width, caps, joins, dash and trim.
    ///   - opacity: multiplies every colour's alpha, 0…1. Default 1.
    /// - Throws: As ``stroke(_:color:style:)``, and ``RenderError/nonFinite`` for NaN or
    ///   infinite gradient coordinates, locations or opacity.
    public func stroke(_ path: BezierPath, gradient: Gradient, style: StrokeStyle, opacity: CGFloat = 1) throws {
        try Self.validate(gradient)
        guard opacity.isFinite else { throw RenderError.nonFinite("gradient opacity") }
        guard !gradient.stops.isEmpty else { return }
        try stroke(path, style: style, paint: .gradient(gradient, opacity: min(max(opacity, 0), 1)))
    }

    /// What a stroke is painted with.
    private enum StrokePaint {
        case color(Color)
        case gradient(Gradient, opacity: CGFloat)

        /// Whether two coats of it differ from one: a translucent colour, or a gradient (whose
        /// stops may be translucent).
        var blendsTwice: Bool {
            if case .color(let color) = self { return color.alpha < 1 }
            return true
        }
    }

    private func stroke(_ path: BezierPath, style: StrokeStyle, paint: StrokePaint) throws {
        try Self.validate(path)
        try style.validate()
        guard canDraw, style.lineWidth > 0 else { return }
        let bounds = path.controlPointBounds
        let reached = bounds.insetBy(dx: -style.reach, dy: -style.reach)
        // Shading a gradient costs more than a colour.
        if case .gradient = paint { try spendDrawnPixels(inside: reached, times: 2) } else { try spendDrawnPixels(inside: reached) }
        let dashLimit = min(BezierPath.maximumDashSegments, dashSegmentsLeft)
        let geometry: StrokeGeometry
        do {
            geometry = try path.strokeGeometry(from: style.strokeStart, to: style.strokeEnd,
                                               pattern: style.dashPattern, phase: style.dashPhase, dashLimit: dashLimit,
                                               visibleRect: style.dashPattern == nil ? nil : visibleRect(for: style))
        } catch GeometryError.tooManyDashSegments where dashLimit < BezierPath.maximumDashSegments {
            throw RenderError.tooManyDashSegments(limit: budgetLimits.dashSegments)
        } catch let error as GeometryError {
            throw RenderError.geometry(error)
        }
        try spendEdgeRows(of: geometry.path, times: 2)  // both sides of the pen
        if style.dashPattern?.isEmpty == false {
            let dashes = geometry.path.elements.count { if case .move = $0 { true } else { false } }
            try take(dashes, from: \.dashSegmentsLeft, unitCost: Self.workPerDashSegment,
                     else: .tooManyDashSegments(limit: budgetLimits.dashSegments))
        }
        let squares = style.lineCap == .square ? geometry.degeneratePieces : []
        let width = drawnLineWidth(style.lineWidth, pathBounds: bounds)
        if squares.isEmpty {
            let drawn: Bool
            switch paint {
            case .color(let color): drawn = strokeDirectly(geometry.path, color: color, width: width, style: style)
            case .gradient(let gradient, let opacity):
                drawn = strokeDirectly(geometry.path, gradient: gradient, opacity: opacity, width: width, style: style)
            }
            if drawn {
                try check("stroke")
                return
            }
        }
        let source: OpaquePointer?
        switch paint {
        case .color(let color): source = cairo_pattern_create_rgba(color.red, color.green, color.blue, color.alpha)
        case .gradient(let gradient, let opacity): source = makePattern(gradient, covering: BezierPath(rect: reached), alpha: opacity)
        }
        guard let source else { return }
        defer { cairo_pattern_destroy(source) }
        // Squares and stroke must cover as one shape: where two coats would differ from one, they
        // are drawn opaque into a group, which then masks the paint.
        let isolate = !squares.isEmpty && paint.blendsTwice
        noteCairoDrawing()  // before the group: its mask changes the canvas's pixels
        if isolate {
            cairo_push_group(context)
            setSource(.white)
        } else {
            cairo_set_source(context, source)
        }
        cairo_set_line_width(context, width)
        cairo_set_line_cap(context, style.lineCap.cairoLineCap)
        cairo_set_line_join(context, style.lineJoin.cairoLineJoin)
        cairo_set_miter_limit(context, max(style.miterLimit, 1))
        appendPath(geometry.path)
        cairo_stroke(context)
        if !squares.isEmpty {
            appendSquares(squares, side: width)
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
            cairo_fill(context)
        }
        if isolate {
            let coverage = cairo_pop_group(context)
            defer { cairo_pattern_destroy(coverage) }
            cairo_set_source(context, source)
            cairo_mask(context, coverage)
        }
        try check("stroke")
    }

    /// The width Cairo strokes with for `width`: at most twice the diagonal of the box around
    /// the visible part of the user space and `pathBounds`, plus a point. Every visible pixel
    /// lies within that diagonal of every point of the path, so a wider pen covers the same
    /// pixels (the pen's disc, a square cap's square and a miter's wedge all reach a visible
    /// pixel at the narrower width whenever they reach it at the wider one), while Cairo's work
    /// grows with the width: a circle stroked 2 × 10¹³ points wide took minutes and gigabytes.
    func drawnLineWidth(_ width: CGFloat, pathBounds: CGRect) -> CGFloat {
        var x1: Double = 0, y1: Double = 0, x2: Double = 0, y2: Double = 0
        cairo_clip_extents(context, &x1, &y1, &x2, &y2)
        let visible = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        guard [x1, y1, x2, y2].allSatisfy(\.isFinite), !pathBounds.isNull, !pathBounds.isInfinite else { return width }
        let box = visible.union(pathBounds)
        let diagonal = (box.width * box.width + box.height * box.height).squareRoot()
        guard diagonal.isFinite else { return width }
        return min(width, 2 * diagonal + 1)
    }

    /// The part of the user space where a stroke of `style` can change pixels: the clip's
    /// extents grown by the stroke's reach from its path (half the width, times the miter limit
    /// for miter joins and √2 for square caps) and two device pixels for antialiasing; nil
    /// (everywhere) when that is not a finite rectangle.
    func visibleRect(for style: StrokeStyle) -> CGRect? {
        var x1: Double = 0, y1: Double = 0, x2: Double = 0, y2: Double = 0
        cairo_clip_extents(context, &x1, &y1, &x2, &y2)
        var dx: Double = 2, dy: Double = 0, ex: Double = 0, ey: Double = 2
        cairo_device_to_user_distance(context, &dx, &dy)
        cairo_device_to_user_distance(context, &ex, &ey)
        let pixels = max(abs(dx) + abs(dy), abs(ex) + abs(ey))
        let grow = style.reach + pixels
        guard [x1, y1, x2, y2, grow].allSatisfy(\.isFinite) else { return nil }
        return CGRect(x: x1 - grow, y: y1 - grow, width: x2 - x1 + 2 * grow, height: y2 - y1 + 2 * grow)
    }

    /// Replaces Cairo's path with one square per piece: side `side`, centred on the piece's
    /// point, turned to its direction (the x-axis when the direction is unusable). All squares
    /// wind the same way, so a non-zero fill covers their union once.
    private func appendSquares(_ pieces: [StrokeGeometry.DegeneratePiece], side: CGFloat) {
        cairo_new_path(context)
        let half = side / 2
        for piece in pieces {
            var d = piece.direction
            let length = (d.x * d.x + d.y * d.y).squareRoot()
            d = length.isFinite && length > 0 ? CGPoint(x: d.x / length, y: d.y / length) : CGPoint(x: 1, y: 0)
            let along = CGPoint(x: d.x * half, y: d.y * half)
            let across = CGPoint(x: -d.y * half, y: d.x * half)
            let p = piece.point
            cairo_move_to(context, p.x - along.x - across.x, p.y - along.y - across.y)
            cairo_line_to(context, p.x + along.x - across.x, p.y + along.y - across.y)
            cairo_line_to(context, p.x + along.x + across.x, p.y + along.y + across.y)
            cairo_line_to(context, p.x - along.x + across.x, p.y - along.y + across.y)
            cairo_close_path(context)
        }
    }
}

extension LineCap {
    /// Cairo's name for the cap.
    var cairoLineCap: cairo_line_cap_t {
        switch self {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        }
    }
}

extension LineJoin {
    /// Cairo's name for the join.
    var cairoLineJoin: cairo_line_join_t {
        switch self {
        case .miter: return CAIRO_LINE_JOIN_MITER
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        }
    }
}
