// Filling and clipping with BezierPaths, and the BezierPath → Cairo path conversion
// (quadratic Béziers become cubics by exact degree elevation: BezierPath+CubicElements.swift).
import CCairo
import Foundation

extension Canvas {
    /// Fills `path` with a solid colour.
    /// - Parameters:
    ///   - path: the shape, in points under the current transform. Open contours are closed.
    ///   - color: the fill colour, blended source-over.
    ///   - rule: which points are inside. Default ``FillRule/nonZero``.
    /// - Throws: ``RenderError/nonFinite`` for a path with NaN or infinite coordinates (nothing
    ///   is drawn), ``RenderError/cairo`` if Cairo fails.
    public func fill(_ path: BezierPath, color: Color, rule: FillRule = .nonZero) throws {
        try Self.validate(path)
        guard canDraw else { return }
        try spendDrawnPixels(inside: path.controlPointBounds)
        try spendEdgeRows(of: path)
        if !fillDirectly(path, color: color, rule: rule) {
            setSource(color)
            cairo_set_fill_rule(context, rule.cairoFillRule)
            appendPath(path)
            noteCairoDrawing()
            cairo_fill(context)
        }
        try check("fill")
    }

    /// Intersects the clip with the whole device pixels that cover `rect` (points under the
    /// current transform, its device bounding box rounded outwards, plus a pixel on each side for
    /// antialiasing), until the matching ``restore()``: a pixel-aligned clip, so it costs no
    /// mask, and an offscreen group begun inside it is only that large. A null rectangle clips
    /// everything away.
    /// - Throws: ``RenderError/nonFinite`` for a rectangle with NaN or infinite coordinates.
    public func clip(toPixelsCovering rect: CGRect) throws {
        guard rect.isNull || [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else {
            throw RenderError.nonFinite("clip rectangle")
        }
        let box = rect.isNull || !canDraw ? nil : deviceBox(of: rect)  // under the current transform
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_new_path(context)
        var pixels = CGRect.zero
        if let box {
            let x0 = box.minX.rounded(.down) - 1, y0 = box.minY.rounded(.down) - 1
            pixels = CGRect(x: x0, y: y0, width: box.maxX.rounded(.up) + 1 - x0, height: box.maxY.rounded(.up) + 1 - y0)
        }
        cairo_rectangle(context, pixels.minX, pixels.minY, pixels.width, pixels.height)
        state.clip = state.clip.intersecting(pixels)
        cairo_restore(context)  // the path stays, in device space
        cairo_clip(context)
        try check("clip")
    }

    /// Intersects the clip with `path`'s interior; later drawing only shows inside it, until the
    /// matching ``restore()``. An empty path, or a singular transform, clips everything away.
    /// - Parameters:
    ///   - path: the clip shape, in points under the current transform.
    ///   - rule: which points are inside. Default ``FillRule/nonZero``.
    /// - Throws: ``RenderError/nonFinite`` for a path with NaN or infinite coordinates (the clip
    ///   is unchanged), ``RenderError/cairo`` if Cairo fails.
    public func clip(to path: BezierPath, rule: FillRule = .nonZero) throws {
        try Self.validate(path)
        try spendDrawnPixels(inside: path.controlPointBounds)
        try spendEdgeRows(of: path)
        cairo_new_path(context)
        if canDraw {
            cairo_set_fill_rule(context, rule.cairoFillRule)
            appendPath(path)
            state.clip = state.clip.intersecting(Self.deviceRectangle(of: path, under: deviceTransform))
        } else {
            cairo_rectangle(context, 0, 0, 0, 0)
            state.clip = state.clip.intersecting(.zero)
        }
        cairo_clip(context)
        try check("clip")
    }

    /// The rectangle `path` covers in device pixels under `transform`, when it is one: four
    /// sides (a closing side back to the start optional), each along an axis there; else nil.
    static func deviceRectangle(of path: BezierPath, under transform: CGAffineTransform) -> CGRect? {
        let elements = path.elements
        guard (4...6).contains(elements.count), case .move(let start) = elements[0], case .line(let b) = elements[1],
              case .line(let c) = elements[2], case .line(let d) = elements[3] else { return nil }
        for (offset, element) in elements.dropFirst(4).enumerated() {
            switch element {
            case .line(let end) where offset == 0 && end == start: continue
            case .closeSubpath where offset + 5 == elements.count: continue
            default: return nil
            }
        }
        let p = start.applying(transform), q = b.applying(transform), r = c.applying(transform), s = d.applying(transform)
        // Each side keeps x or y: sides alternate between the two.
        let sidesKeep = p.y == q.y && q.x == r.x && r.y == s.y && s.x == p.x
            || p.x == q.x && q.y == r.y && r.x == s.x && s.y == p.y
        guard sidesKeep else { return nil }
        return CGRect(x: min(p.x, r.x), y: min(p.y, r.y), width: abs(r.x - p.x), height: abs(r.y - p.y))
    }

    /// Replaces Cairo's current path with `path` (which must be finite: see `validate(_:)`).
    func appendPath(_ path: BezierPath) {
        cairo_new_path(context)
        path.forEachCubicElement { element in
            switch element {
            case .move(let p): cairo_move_to(context, p.x, p.y)
            case .line(let p): cairo_line_to(context, p.x, p.y)
            case .curve(let p, let c1, let c2): cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(context)
            }
        }
    }

    /// Throws ``RenderError/nonFinite`` if any coordinate of `path` is NaN or infinite.
    static func validate(_ path: BezierPath, name: String = "path") throws {
        guard path.isFinite else { throw RenderError.nonFinite(name) }
    }
}

extension FillRule {
    /// Cairo's name for the rule.
    var cairoFillRule: cairo_fill_rule_t {
        switch self {
        case .nonZero: return CAIRO_FILL_RULE_WINDING
        case .evenOdd: return CAIRO_FILL_RULE_EVEN_ODD
        }
    }
}
