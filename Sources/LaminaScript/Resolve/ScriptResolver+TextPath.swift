// `<textPath>` (SVG 2 §11.8): the path its `href` names (a `<path>` or any basic shape, with its
// `transform`; SVG 2's `path` attribute is not read, as resvg and Chrome do not), measured with
// PathMeasure, traced backwards for `side="right"`; `startOffset` is where the first glyph's pen
// starts along it. Each glyph is set at the point and tangent of the path
// at the middle of its advance (§11.8.3); glyphs whose middle falls off the path are not drawn.
import Foundation
import Lamina

extension ScriptResolver {
    /// A `<textPath>`'s path, measured, and where along it the text starts.
    struct TextPathPlacement {
        var measure: PathMeasure
        /// From the start of the path, in user units.
        var startOffset: CGFloat
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
        if let method = element.attributes["method"], method.value.trimmingCharacters(in: .whitespaces) != "align" {
            warn(method.location, "<textPath> method: only align is supported yet; drawn as align "
                 + "(see docs/Unsupported.md)")
        }
        let measure = PathMeasure(path)
        let offset = try reading(element, "startOffset") { v throws(ValueError) in
            try ScriptLength(parsing: v).resolved(percentOf: Double(measure.length), metrics: style.lengthMetrics)
        } ?? 0
        return TextPathPlacement(measure: measure, startOffset: CGFloat(offset))
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
