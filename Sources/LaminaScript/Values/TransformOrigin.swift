// `transform-origin` (CSS Transforms 1 §6, SVG 2): the point a transform is taken about. As in
// resvg, percentages and keywords are of the viewport's width and height, and the origin
// applies to `transform`, `gradientTransform` and a clip path's `transform` alike.
import Foundation
import Lamina

/// A parsed `transform-origin`: an x and a y, each a length or a fraction of the viewport.
struct TransformOrigin: Equatable {
    /// The horizontal offset.
    var x: ScriptLength
    /// The vertical offset.
    var y: ScriptLength

    /// The keywords and the percentages they stand for.
    private static let horizontal: [String: Double] = ["left": 0, "center": 50, "right": 100]
    private static let vertical: [String: Double] = ["top": 0, "center": 50, "bottom": 100]

    /// Parses one to three values (`center`, `25% top`, `top left`, `100px 100px 0`); a third,
    /// the z offset, changes nothing in 2-D. One value leaves the other axis at its centre.
    /// - Throws: ``ValueError`` for anything else.
    init(parsing text: String) throws(ValueError) {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        guard (1...3).contains(words.count) else {
            throw .expected("one to three values such as center, 25% top or 10px 20px", found: text)
        }
        let first = words[0], second = words.count > 1 ? words[1] : "center"
        func length(_ word: String, _ keywords: [String: Double]) throws(ValueError) -> ScriptLength {
            if let percent = keywords[word] { return ScriptLength(percent, .percent) }
            return try ScriptLength(parsing: word)
        }
        if words.count == 1, Self.vertical[first] != nil, Self.horizontal[first] == nil {
            (x, y) = (ScriptLength(50, .percent), try length(first, Self.vertical))  // `top`, `bottom`
        } else if Self.vertical[first] != nil, Self.horizontal[second] != nil {
            (x, y) = (try length(second, Self.horizontal), try length(first, Self.vertical))  // `top left`
        } else {
            (x, y) = (try length(first, Self.horizontal), try length(second, Self.vertical))
        }
        if words.count == 3 { _ = try ScriptLength(parsing: words[2]) }
    }

    /// `transform` taken about this origin: moved so the origin is at 0, transformed, moved back.
    /// `viewport` is what 100 % means on each axis, `pixelsPerInch` what an inch is.
    func applied(to transform: CGAffineTransform, viewport: CGSize, pixelsPerInch: Double = 96) -> CGAffineTransform {
        let dx = x.resolved(percentOf: Double(viewport.width), pixelsPerInch: pixelsPerInch)
        let dy = y.resolved(percentOf: Double(viewport.height), pixelsPerInch: pixelsPerInch)
        return CGAffineTransform(translationX: -dx, y: -dy)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: dx, y: dy))
    }
}

extension ScriptResolver {
    /// The transform the attribute `name` of `element` gives (nil when absent), or `css`, the
    /// CSS property that replaces it, taken about the element's `transform-origin`; percentages
    /// of the origin are of `viewport`.
    func transform(_ name: String, of element: ScriptElement, viewport: CGSize,
                   css: CGAffineTransform? = nil) throws -> CGAffineTransform? {
        guard let transform = try css ?? reading(element, name, { v throws(ValueError) in try TransformParser.parse(v) })
        else { return nil }
        guard let origin = try reading(element, "transform-origin", { v throws(ValueError) in
            try TransformOrigin(parsing: v)
        }) else { return transform }
        return origin.applied(to: transform, viewport: viewport, pixelsPerInch: options.dpi)
    }
}
