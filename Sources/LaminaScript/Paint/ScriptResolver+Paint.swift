// Paint servers: colours, `<linearGradient>`/`<radialGradient>` (SVG 1.1 §13.2) with
// gradientUnits, gradientTransform, spreadMethod, focal points and `href` inheritance, and
// `<pattern>` (ScriptResolver+Pattern.swift).
import Foundation
import Lamina

extension ScriptResolver {
    /// The paint for `fill` or `stroke`; nil for none (or an unusable reference without fallback).
    /// `viewport` is what percentages of user-space gradient coordinates refer to; `context`,
    /// where the painted element is resolved, is where a pattern's content is resolved from.
    func paint(_ paint: ScriptPaint, opacity: Double, style: ScriptStyle, bounds: CGRect,
               viewport: CGSize, element: ScriptElement, context: Context = Context()) throws -> ResolvedPaint? {
        switch paint {
        case .none:
            return nil
        case .contextFill, .contextStroke:
            // Shapes take these from their context (shapePaint); text does not yet.
            warn(element.location, "<\(element.name)> context-fill and context-stroke are not supported here yet; "
                 + "not painted (see docs/Unsupported.md)")
            return nil
        case .color(let color):
            let resolved = color.dynamic
            return .color(resolved.withAlphaComponent(resolved.alpha * opacity))
        case .reference(let id, let fallback):
            // SVG 2 §13.2: a missing server gives way to the fallback; so does one in
            // objectBoundingBox units on an element without width or height (§8.11 says it
            // does not render; resvg and Chrome then use the fallback).
            func orFallback() throws -> ResolvedPaint? {
                try fallback.flatMap { try self.paint($0, opacity: opacity, style: style, bounds: bounds,
                                                      viewport: viewport, element: element, context: context) }
            }
            switch index[id]?.element {
            case let target? where target.name == "linearGradient" || target.name == "radialGradient":
                return try gradient(target, opacity: opacity, bounds: bounds, viewport: viewport, orFallback: orFallback)
            case let target? where target.name == "pattern":
                return try pattern(target, for: element, property: paint == style.fill ? "fill" : "stroke",
                                   opacity: opacity, bounds: bounds, context: context,
                                   orFallback: orFallback)
            default:
                warn(element.location, "paint: expected a gradient or pattern with id \"\(id)\", found none; using the fallback")
                return try orFallback()
            }
        }
    }

    /// The transform attribute `name` of a paint server `element` (with its transform-origin);
    /// identity when absent or singular (a singular transform as if absent, as resvg and
    /// Chrome draw it).
    func serverTransform(_ name: String, of element: ScriptElement?, viewport: CGSize) throws -> CGAffineTransform {
        guard let element, let transform = try transform(name, of: element, viewport: viewport),
              transform.isFinite, transform.a * transform.d - transform.b * transform.c != 0 else { return .identity }
        return transform
    }

    /// `element` followed by the elements its `href` chain names, as long as they are of one of
    /// `kinds`, stopping before a repeat (a cycle) and after 64.
    func hrefChain(_ element: ScriptElement, kinds: Set<String>) -> [ScriptElement] {
        var chain = [element]
        while let href = chain.last?.href, chain.count < 64 {
            guard let id = try? ScriptPaint.fragmentID(href.value), let next = index[id]?.element,
                  kinds.contains(next.name), !chain.contains(where: { $0 === next }) else { break }
            chain.append(next)
        }
        return chain
    }

    /// A gradient element with its `href` chain resolved, for a shape with `bounds`;
    /// `orFallback()` when it is in objectBoundingBox units and the box is empty.
    private func gradient(_ element: ScriptElement, opacity: Double, bounds: CGRect, viewport: CGSize,
                          orFallback: () throws -> ResolvedPaint?) throws -> ResolvedPaint? {
        let chain = hrefChain(element, kinds: ["linearGradient", "radialGradient"])
        func owner(_ name: String) -> ScriptElement? { chain.first { $0.attributes[name] != nil } }
        // Geometry comes only from gradients of the same kind; units, spread, transform and
        // stops from either (SVG 1.1 §13.2.2, §13.2.3).
        func geometryOwner(_ name: String) -> ScriptElement? {
            chain.first { $0.name == element.name && $0.attributes[name] != nil }
        }
        let stopOwner = chain.first { $0.children.contains { $0.name == "stop" } }
        let stops = try stopOwner.map { try gradientStops($0, opacity: opacity) } ?? []
        // A gradient without stops cannot paint: the fallback paints, as in resvg.
        guard let first = stops.first else { return try orFallback() }
        guard stops.count > 1 else { return .color(first.color) }

        let objectUnits = try owner("gradientUnits").flatMap { element in
            try reading(element, "gradientUnits") { v throws(ValueError) -> Bool in
                guard v == "userSpaceOnUse" || v == "objectBoundingBox" else {
                    throw .expected("userSpaceOnUse or objectBoundingBox", found: v)
                }
                return v == "objectBoundingBox"
            }
        } ?? true
        if objectUnits, bounds.width <= 0 || bounds.height <= 0 { return try orFallback() }
        let spread = try owner("spreadMethod").flatMap { element in
            try reading(element, "spreadMethod") { v throws(ValueError) in
                guard let spread = ResolvedGradient.Spread(rawValue: v) else {
                    throw .expected("pad, reflect or repeat", found: v)
                }
                return spread
            }
        } ?? .pad
        let transform = try serverTransform("gradientTransform", of: owner("gradientTransform"), viewport: viewport)
        func coordinate(_ name: String, _ fallback: CGFloat, _ reference: CGFloat) throws -> CGFloat {
            guard let element = geometryOwner(name) else { return fallback }
            return try reading(element, name) { v throws(ValueError) in
                let length = try ScriptLength(parsing: v)
                return objectUnits ? (length.unit == .percent ? length.value / 100 : length.value)
                    : length.resolved(percentOf: reference, pixelsPerInch: options.dpi)
            } ?? fallback
        }
        let size = viewport
        let w = objectUnits ? 1 : size.width, h = objectUnits ? 1 : size.height
        let diagonal = objectUnits ? 1 : (w * w + h * h).squareRoot() / 2.squareRoot()
        let kind: ResolvedGradient.Kind
        if element.name == "linearGradient" {
            kind = .linear(start: CGPoint(x: try coordinate("x1", 0, w), y: try coordinate("y1", 0, h)),
                           end: CGPoint(x: try coordinate("x2", w, w), y: try coordinate("y2", 0, h)))
        } else {
            let cx = try coordinate("cx", w / 2, w), cy = try coordinate("cy", h / 2, h)
            let r = try coordinate("r", diagonal / 2, diagonal)
            guard r > 0 else { return .color(stops[stops.count - 1].color) }
            // SVG 2 §14.4.4: a focal circle outside the end circle makes a cone, transparent
            // outside (SVG 1.1 moved the focal point onto the circle; resvg and Chrome follow
            // SVG 2). A focal radius larger than the radius shrinks the circles towards t = 1.
            let focal = CGPoint(x: try coordinate("fx", cx, w), y: try coordinate("fy", cy, h))
            let fr = max(try coordinate("fr", 0, diagonal), 0)
            kind = .radial(center: CGPoint(x: cx, y: cy), radius: r, focal: focal, focalRadius: fr)
        }
        let unitMap = objectUnits
            ? CGAffineTransform(a: bounds.width, b: 0, c: 0, d: bounds.height, tx: bounds.minX, ty: bounds.minY)
            : .identity
        let toUser = transform.concatenating(unitMap)
        guard toUser.isFinite, toUser.a * toUser.d - toUser.b * toUser.c != 0 else { return nil }
        return .gradient(ResolvedGradient(kind: kind, stops: stops, spread: spread, toUser: toUser))
    }

    /// The `<stop>` children of `element`: offsets clamped and made non-decreasing, colours
    /// from `stop-color` and `stop-opacity` (times `opacity`).
    private func gradientStops(_ element: ScriptElement, opacity: Double) throws -> [GradientStop] {
        let ancestors = (index[element.id ?? ""]?.ancestors ?? []) + [element]
        let gradientStyle = try computeStyle(element, ancestors: Array(ancestors.dropLast()),
                                             parent: inheritedStyle(along: Array(ancestors.dropLast())))
        var stops: [GradientStop] = []
        for stop in element.children where stop.name == "stop" {
            let style = try computeStyle(stop, ancestors: ancestors, parent: gradientStyle)
            var offset = try reading(stop, "offset") { v throws(ValueError) in
                var scanner = ValueScanner(v)
                let number = try scanner.number()
                let percent = scanner.consume("%")
                try scanner.expectEnd("an offset such as 0.5 or 50%")
                return percent ? number / 100 : number
            } ?? 0
            offset = min(max(offset, stops.last?.location ?? 0), 1)
            let color = style.stopColor.resolved(current: style.color)
            stops.append(GradientStop(color: color.withAlphaComponent(color.alpha * style.stopOpacity * opacity),
                                      location: offset))
        }
        return stops
    }
}
