// `<textPath>` (SVG 2 §11.8): the path its `href` names (a `<path>` or any basic shape, with its
// `transform`; SVG 2's `path` attribute is not read, as resvg and Chrome do not), measured with
// PathMeasure, traced backwards for `side="right"`; `startOffset` is where the first glyph's pen
// starts along it. Each glyph is set at the point and tangent of the path at the middle of its
// advance (§11.8.3); glyphs whose middle falls off the path are not drawn. With
// `method="stretch"` every end and control point of a glyph's outline goes to the path point at
// its own distance, moved along the path's normal by its height: the glyph bends with the path.
import Foundation
import Lamina

extension ScriptResolver {
    /// A `<textPath>`'s path, measured, and where along it the text starts.
    struct TextPathPlacement {
        var measure: PathMeasure
        /// From the start of the path, in user units.
        var startOffset: CGFloat
        /// `method="stretch"`: glyph outlines bend with the path (``TextPathWarp``).
        var stretches = false
    }

    /// How `method="stretch"` bends one glyph: an outline point (pen at the origin) goes to
    /// the path point at the pen's distance plus its own x, moved across the path (along the
    /// tangent turned a quarter, as the aligned glyphs' y axis) by the pen's y plus its own y.
    /// Beyond the path's ends it continues along the end tangents.
    struct TextPathWarp {
        var measure: PathMeasure
        /// The glyph's own scale and `rotate`, about its pen.
        var local: CGAffineTransform
        /// The pen: x along the path, y across it.
        var pen: CGPoint

        /// Where outline point `point` is drawn, in the text's user space.
        func callAsFunction(_ point: CGPoint) -> CGPoint {
            let q = point.applying(local)
            let distance = pen.x + q.x, across = pen.y + q.y
            let at = min(max(distance, 0), measure.length)
            guard let on = measure.position(atDistance: at), let t = measure.tangent(atDistance: at) else { return q }
            let beyond = distance - at
            return CGPoint(x: on.x + t.x * beyond - t.y * across, y: on.y + t.y * beyond + t.x * across)
        }
    }

    /// The path of a `<textPath>`, or nil (with a warning) when it names none that draws.
    func textPathPlacement(_ element: ScriptElement, style: ScriptStyle, viewport: CGSize) throws -> TextPathPlacement? {
        var path: BezierPath?
        if let href = element.href {
            if let id = try? ScriptPaint.fragmentID(href.value), let target = index[id]?.element,
               target.name == "path" || ScriptResolver.clipShapes.contains(target.name), target.name != "text" {
                path = try outline(target, viewport: viewport, metrics: style.lengthMetrics)
                if let transform = try reading(target, "transform", { v throws(ValueError) in try TransformParser.parse(v) }) {
                    path?.apply(transform)
                }
            }
        }
        guard var path, !path.isEmpty, path.isFinite else {
            warn(element.location, "<textPath>: expected an href to a shape, found none that draws; "
                 + "its text is skipped")
            return nil
        }
        // side="right" sets the text along the path traced backwards (SVG 2 §11.8.2), as Firefox does.
        if let side = element.attributes["side"] {
            switch side.value.trimmingCharacters(in: .whitespaces) {
            case "left": break
            case "right": path = path.reversed()
            case let other: warn(side.location, "<textPath> side: expected left or right, found '\(other)'; drawn as left")
            }
        }
        var stretches = false
        if let method = element.attributes["method"] {
            switch method.value.trimmingCharacters(in: .whitespaces) {
            case "align": break
            case "stretch": stretches = true
            case let other: warn(method.location, "<textPath> method: expected align or stretch, found '\(other)'; drawn as align")
            }
        }
        let measure = PathMeasure(path)
        let offset = try reading(element, "startOffset") { v throws(ValueError) in
            try ScriptLength(parsing: v).resolved(percentOf: Double(measure.length), metrics: style.lengthMetrics)
        } ?? 0
        return TextPathPlacement(measure: measure, startOffset: CGFloat(offset), stretches: stretches)
    }

    /// Where a glyph of `advance` whose pen stands at `pen` (x along the path, y across it) is
    /// drawn, turned by `rotate` degrees about its pen; nil when the middle of its advance is
    /// off the path.
    static func transformOnPath(_ placement: TextPathPlacement, pen: CGPoint, advance: CGFloat,
                                rotate: CGFloat) -> CGAffineTransform? {
        let middle = pen.x + advance / 2
        guard middle >= 0, middle <= placement.measure.length,
              let point = placement.measure.position(atDistance: middle),
              let tangent = placement.measure.tangent(atDistance: middle) else { return nil }
        // The glyph turns by its own `rotate` about its pen, then with the path about the middle
        // of its advance (as resvg sets it).
        let angle = atan2(tangent.y, tangent.x)
        return CGAffineTransform(rotationAngle: rotate * .pi / 180)
            .concatenating(CGAffineTransform(translationX: -advance / 2, y: pen.y))
            .concatenating(CGAffineTransform(rotationAngle: angle))
            .concatenating(CGAffineTransform(translationX: point.x, y: point.y))
    }
}
