// `@font-face` rules (CSS Fonts 4 §4): a family name, the weights and style the face stands for,
// and where its font comes from, in order of preference (`src`). What loads the fonts is
// ScriptResolver+FontFace.swift; this reads the rule.
import Foundation
import Lamina

/// One `@font-face` rule of a style sheet.
struct CSSFontFace: Equatable {
    /// One entry of `src`.
    enum Source: Equatable {
        /// `url(…)`, its text unquoted, with its `format(…)` hint lower-cased and unquoted (nil
        /// without one).
        case url(String, format: String?)
        /// `local(…)`: an installed face's full name or PostScript name.
        case local(String)
    }

    /// The `font-family` the face adds to, unquoted.
    var family: String
    /// The `font-weight` descriptor: the weights the face stands for, 1…1000. Default 400.
    var weights: ClosedRange<Double> = 400...400
    /// The `font-style` descriptor. Default upright.
    var slant = FontSet.Slant.upright
    /// The `src` entries in order.
    var sources: [Source]
    /// Where the rule stands: its `<style>` element.
    var location: SourceLocation

    /// The formats a `format()` hint may name for a font Lamina reads (CSS Fonts 4 §4.3.1's
    /// table; the `-variations` names are CSS Fonts 3's).
    static let readableFormats: Set<String> = [
        "truetype", "opentype", "woff", "woff2", "collection",
        "truetype-variations", "opentype-variations", "woff-variations", "woff2-variations",
    ]

    /// Reads a rule's declaration `block`; unknown descriptors are ignored, as CSS ignores them.
    /// - Throws: ``ValueError`` when `font-family` or `src` is missing or malformed, or
    ///   `font-weight` or `font-style` is malformed (the rule is then dropped, as CSS drops it).
    init(parsing block: some StringProtocol, location: SourceLocation) throws(ValueError) {
        var family: String?, sources: [Source]?
        self.location = location
        self.sources = []
        self.family = ""
        for declaration in CSSDeclaration.parseBlock(block) {
            let value = declaration.value
            switch declaration.name {
            case "font-family": family = try Self.family(value)
            case "src": sources = try Self.sources(value)
            case "font-weight": weights = try Self.weights(value)
            case "font-style": slant = try Self.slant(value)
            default: break
            }
        }
        guard let family else { throw .expected("a font-family descriptor in @font-face", found: String(block).trimmed) }
        guard let sources else { throw .expected("a src descriptor in @font-face", found: String(block).trimmed) }
        self.family = family
        self.sources = sources
    }

    /// One family name, quoted or not.
    private static func family(_ value: String) throws(ValueError) -> String {
        let name = unquoted(value)
        guard !name.isEmpty, !name.contains(","), !name.utf8.contains(0) else {
            throw .expected("one font family name", found: value)
        }
        return name
    }

    /// `normal`, `bold`, a number 1…1000, or two of them for a range.
    private static func weights(_ value: String) throws(ValueError) -> ClosedRange<Double> {
        var bounds: [Double] = []
        for word in value.lowercased().split(whereSeparator: \.isWhitespace) {
            switch word {
            case "normal": bounds.append(400)
            case "bold": bounds.append(700)
            default:
                guard let weight = Double(word), (1...1000).contains(weight) else {
                    throw .expected("normal, bold or a weight 1…1000 (or two for a range)", found: value)
                }
                bounds.append(weight)
            }
        }
        guard let low = bounds.first, let high = bounds.last, bounds.count <= 2 else {
            throw .expected("normal, bold or a weight 1…1000 (or two for a range)", found: value)
        }
        return min(low, high)...max(low, high)
    }

    /// `normal`, `italic` or `oblique` (an angle after it changes nothing: the face slants as drawn).
    private static func slant(_ value: String) throws(ValueError) -> FontSet.Slant {
        switch value.lowercased().split(whereSeparator: \.isWhitespace).first {
        case "normal": .upright
        case "italic": .italic
        case "oblique": .oblique
        default: throw .expected("normal, italic or oblique", found: value)
        }
    }

    /// The `src` list: `url(…) [format(…)] [tech(…)]` and `local(…)` entries, split at commas
    /// outside brackets and quotes (a `data:` URL holds one).
    private static func sources(_ value: String) throws(ValueError) -> [Source] {
        var sources: [Source] = []
        for entry in topLevelParts(value) {
            let text = entry.trimmed
            let lower = text.prefix(6).lowercased()
            if lower.hasPrefix("url("), let url = function(text) {
                let hint = url.rest.trimmed
                var format: String?
                if hint.lowercased().hasPrefix("format("), let call = function(hint) {
                    format = unquoted(call.argument).lowercased()
                }
                sources.append(.url(unquoted(url.argument), format: format))
            } else if lower.hasPrefix("local("), let call = function(text) {
                sources.append(.local(unquoted(call.argument)))
            } else {
                throw .expected("url(…) or local(…) in src", found: text)
            }
        }
        guard !sources.isEmpty else { throw .expected("url(…) or local(…) in src", found: value) }
        return sources
    }

    /// The argument of the function call `text` starts with (`name(argument)`) and what follows
    /// its closing bracket; a quoted argument may hold brackets. nil when it is not closed.
    private static func function(_ text: String) -> (argument: String, rest: Substring)? {
        // Bytes, not characters: a data: URL may be megabytes long.
        let bytes = text.utf8
        guard let open = bytes.firstIndex(of: UInt8(ascii: "(")) else { return nil }
        var quote: UInt8?
        var index = bytes.index(after: open)
        while index < bytes.endIndex {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ")") {
                return (String(Substring(bytes[bytes.index(after: open)..<index])), Substring(bytes[bytes.index(after: index)...]))
            }
            index = bytes.index(after: index)
        }
        return nil
    }

    /// `value` split at commas outside brackets and quotes.
    private static func topLevelParts(_ value: String) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0, quote: UInt8?
        let bytes = value.utf8
        var start = bytes.startIndex
        for index in bytes.indices {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "(") {
                depth += 1
            } else if byte == UInt8(ascii: ")") {
                depth = max(depth - 1, 0)
            } else if byte == UInt8(ascii: ","), depth == 0 {
                parts.append(Substring(value.utf8[start..<index]))
                start = bytes.index(after: index)
            }
        }
        parts.append(Substring(value.utf8[start...]))
        return parts
    }

    /// `text` trimmed, without one pair of surrounding quotes.
    private static func unquoted(_ text: some StringProtocol) -> String {
        let trimmed = text.trimmed
        let bytes = trimmed.utf8
        guard bytes.count >= 2, let first = bytes.first, first == UInt8(ascii: "\"") || first == UInt8(ascii: "'"),
              bytes.last == first else { return trimmed }
        return String(Substring(bytes.dropFirst().dropLast()))
    }
}
