// Paint values of `fill` and `stroke` (SVG 2 §13.2): none, a colour, a reference to a gradient
// with an optional fallback, or `context-fill`/`context-stroke` (SVG 2 §13.3).
import Foundation
import Lamina

/// A `fill` or `stroke` value as written.
enum ScriptPaint: Equatable {
    /// Nothing is painted.
    case none
    /// A colour (possibly `currentColor`).
    case color(CSSColor)
    /// A paint server by id, and what to use when the reference cannot be used.
    indirect case reference(id: String, fallback: ScriptPaint?)
    /// `context-fill`: the fill of the context element (the shape a marker is drawn on, or the
    /// `<use>` an element is drawn through); none without one.
    case contextFill
    /// `context-stroke`: the stroke of the context element; none without one.
    case contextStroke

    /// Parses `none`, a colour, `context-fill`, `context-stroke` or `url(#id) [fallback]`.
    /// - Throws: ``ValueError`` naming what was expected and found.
    init(parsing text: some StringProtocol) throws(ValueError) {
        let value = text.trimmed
        if value == "none" { self = .none; return }
        if value == "context-fill" { self = .contextFill; return }
        if value == "context-stroke" { self = .contextStroke; return }
        if value.hasPrefix("url(") {
            guard let close = value.firstIndex(of: ")") else { throw .expected("\")\" after url(", found: value) }
            let id = try Self.fragmentID(value[value.index(value.startIndex, offsetBy: 4)..<close])
            let rest = value[value.index(after: close)...].trimmed
            self = .reference(id: id, fallback: rest.isEmpty ? nil : try ScriptPaint(parsing: rest))
            return
        }
        self = .color(try CSSColor(parsing: value))
    }

    /// The id in `#id`, `'#id'` or `"#id"`.
    static func fragmentID(_ text: some StringProtocol) throws(ValueError) -> String {
        let unquoted = text.trimmed(also: [UInt8(ascii: "'"), UInt8(ascii: "\"")])
        guard unquoted.hasPrefix("#"), unquoted.count > 1 else {
            throw .expected("a reference to an element of this file, \"#id\"", found: unquoted)
        }
        return String(unquoted.dropFirst())
    }

    /// The id of `url(#id)`, for `clip-path` and `mask`; nil for `none`.
    static func urlReference(_ text: some StringProtocol) throws(ValueError) -> String? {
        let value = text.trimmed
        if value == "none" { return nil }
        guard value.hasPrefix("url("), value.hasSuffix(")") else { throw .expected("none or url(#id)", found: value) }
        return try fragmentID(value.dropFirst(4).dropLast())
    }
}
