// Filling paths with gradients: axial gradients and radial ones about their centre through
// the scan converter when the target allows (DirectGradient.swift), else Cairo. Axial and
// radial gradients are Cairo's linear and radial patterns (an elliptical radial gradient is a circular one under a scale). Cairo has no conic
// gradient, so it is built from Coons-patch mesh patterns (Cairo's mesh, after PDF type-6
// shading): one thin wedge per sector of at most 360°/64, split at every stop, the colour
// varying along each wedge's arc and constant along its radius.
import CCairo
import Foundation

extension Canvas {
    /// Fills `path` with `gradient`.
    /// - Parameters:
    ///   - path: the shape, in points under the current transform.
    ///   - gradient: the colours and geometry, in the same coordinates as `path`. A radial
    ///     gradient with a zero radius fills with its last colour (whatever its focal point);
    ///     one with no stops draws nothing.
    ///   - rule: which points are inside. Default ``FillRule/nonZero``.
    ///   - opacity: multiplies every colour's alpha, 0…1. Default 1.
    /// - Throws: ``RenderError/nonFinite`` for NaN or infinite coordinates or locations,
    ///   ``RenderError/cairo`` if Cairo fails.
    public func fill(_ path: BezierPath, gradient: Gradient, rule: FillRule = .nonZero, opacity: CGFloat = 1) throws {
        try Self.validate(path)
        try Self.validate(gradient)
        guard opacity.isFinite else { throw RenderError.nonFinite("gradient opacity") }
        guard canDraw, !gradient.stops.isEmpty, !path.isEmpty else { return }
        try spendDrawnPixels(inside: path.controlPointBounds, times: 2)  // shading costs more than a colour
        try spendEdgeRows(of: path)
        let alpha = min(max(opacity, 0), 1)
        // The scan converter paints axial and centred radial gradients (Canvas+DirectFill.swift).
        if fillDirectly(path, gradient: gradient, opacity: alpha, rule: rule) {
            try check("gradient fill")
            return
        }
        guard let pattern = makePattern(gradient, covering: path, alpha: alpha) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_save(context)
        cairo_set_source(context, pattern)
        cairo_set_fill_rule(context, rule.cairoFillRule)
        appendPath(path)
        noteCairoDrawing()
        cairo_fill(context)
        cairo_restore(context)
        try check("gradient fill")
    }

    /// A Cairo pattern for `gradient`; conic meshes reach past every point of `path`.
    func makePattern(_ gradient: Gradient, covering path: BezierPath, alpha: CGFloat) -> OpaquePointer? {
        switch gradient.kind {
        case .axial(let start, let end):
            let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            addStops(gradient.stops, to: pattern, alpha: alpha)
            return pattern
        case .radial(let center, let radii):
            guard radii.width > 0, radii.height > 0 else {
                let color = gradient.stops.last?.color ?? .clear
                return cairo_pattern_create_rgba(color.red, color.green, color.blue, color.alpha * alpha)
            }
            // The focus in the unit circle's space (below): the circles run from a point there
            // (location 0) out to the unit circle (location 1).
            let focus = gradient.focalPoint.map {
                CGPoint(x: ($0.x - center.x) / radii.width, y: ($0.y - center.y) / radii.height)
            } ?? .zero
            let pattern = cairo_pattern_create_radial(focus.x, focus.y, 0, 0, 0, 1)
            addStops(gradient.stops, to: pattern, alpha: alpha)
            // User space → the unit circle's space.
            var m = cairo_matrix_t(xx: 1 / radii.width, yx: 0, xy: 0, yy: 1 / radii.height,
                                   x0: -center.x / radii.width, y0: -center.y / radii.height)
            cairo_pattern_set_matrix(pattern, &m)
            return pattern
        case .conic(let center, let startAngle):
            return makeConicMesh(gradient, center: center, startAngle: startAngle,
                                 radius: Self.farthestDistance(from: center, to: path), alpha: alpha)
        }
    }

    private func addStops(_ stops: [GradientStop], to pattern: OpaquePointer?, alpha: CGFloat) {
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, min(max(stop.location, 0), 1), c.red, c.green, c.blue, c.alpha * alpha)
        }
    }

    /// The conic mesh: wedges from `center` out to `radius`.
    private func makeConicMesh(_ gradient: Gradient, center: CGPoint, startAngle: CGFloat, radius: CGFloat,
                               alpha: CGFloat) -> OpaquePointer? {
        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        let r = max(radius, 1) * 1.01
        let sectors = 64
        var fractions = Set((0...sectors).map { CGFloat($0) / CGFloat(sectors) })
        for stop in gradient.stops where stop.location > 0 && stop.location < 1 { fractions.insert(stop.location) }
        let sorted = fractions.sorted()
        for (f0, f1) in zip(sorted, sorted.dropFirst()) where f1 > f0 {
            let a0 = startAngle + f0 * 2 * .pi, a1 = startAngle + f1 * 2 * .pi
            // One cubic per arc: control distance k = 4/3·tan(Δ/4) (the standard circle fit).
            let k = 4 / 3 * tan((a1 - a0) / 4) * r
            let p0 = CGPoint(x: center.x + r * cos(a0), y: center.y + r * sin(a0))
            let p1 = CGPoint(x: center.x + r * cos(a1), y: center.y + r * sin(a1))
            let c0 = gradient.color(at: f0)
            let c1 = gradient.color(justBelow: f1)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.x, center.y)
            cairo_mesh_pattern_line_to(mesh, p0.x, p0.y)
            cairo_mesh_pattern_curve_to(mesh, p0.x - k * sin(a0), p0.y + k * cos(a0),
                                        p1.x + k * sin(a1), p1.y - k * cos(a1), p1.x, p1.y)
            cairo_mesh_pattern_line_to(mesh, center.x, center.y)
            for (corner, color) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), color.red, color.green, color.blue,
                                                         color.alpha * alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }

    /// The largest distance from `center` to any point (end or control) of `path`: the
    /// path's curves stay inside their control polygons, so this reaches everything.
    private static func farthestDistance(from center: CGPoint, to path: BezierPath) -> CGFloat {
        var farthest: CGFloat = 0
        for element in path.elements {
            for p in element.points { farthest = max(farthest, hypot(p.x - center.x, p.y - center.y)) }
        }
        return farthest
    }

    static func validate(_ gradient: Gradient) throws {
        let numbers: [CGFloat]
        switch gradient.kind {
        case .axial(let s, let e): numbers = [s.x, s.y, e.x, e.y]
        case .radial(let c, let r): numbers = [c.x, c.y, r.width, r.height]
        case .conic(let c, let a): numbers = [c.x, c.y, a]
        }
        let focus = gradient.focalPoint.map { [$0.x, $0.y] } ?? []
        guard (numbers + focus).allSatisfy(\.isFinite) else { throw RenderError.nonFinite("gradient geometry") }
        guard gradient.stops.allSatisfy(\.location.isFinite) else { throw RenderError.nonFinite("gradient location") }
    }
}
