// The font properties of `<text>` (CSS Fonts 4 §2, as SVG 2 takes them): families, sizes,
// weights, widths, variable-font axes, and the `font` shorthand that sets them together.
import Foundation
import Lamina

extension ScriptLookStyle {
    /// The properties the `font` shorthand sets, each to its initial value unless the
    /// shorthand gives one (CSS Fonts 4 §2.8; `font-kerning` and `font-variant` reset too).
    static let fontLonghands = ["font-style", "font-variant", "font-weight", "font-stretch", "font-size",
                                "font-family", "font-kerning"]

    /// Applies the `font` shorthand: `[style || variant || weight || stretch]? size[/line-height]
    /// family`, the properties it leaves out reset to their initial values. The system font
    /// keywords (`caption`, `menu`…) are not read.
    mutating func applyFont(_ value: String, parent: ScriptLookStyle, metrics: ScriptLength.Metrics) throws(ValueError) {
        var words = value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)[...]
        var font = self
        (font.italic, font.smallCaps, font.fontWeight, font.fontStretch, font.kerning) = (false, false, 400, .normal, true)
        /// Whether `word` can be a font size (a length, a percentage or a size keyword).
        func isSize(_ word: String) -> Bool {
            Self.sizeKeywords[word] != nil || word == "larger" || word == "smaller"
                || word.first.map { $0.isNumber || $0 == "." } == true
        }
        while let word = words.first, !isSize(word) || words.dropFirst().first.map(isSize) == true {
            words.removeFirst()
            switch word {
            case "normal": break
            case "italic", "oblique": font.italic = true
            case "small-caps": font.smallCaps = true
            case _ where Self.stretchKeywords[word] != nil: font.fontStretch = try Self.stretch(word, parent: parent.fontStretch)
            default: font.fontWeight = try Self.weight(word, parent: parent.fontWeight)  // bold, or a number before the size
            }
        }
        guard let size = words.popFirst(), !words.isEmpty else {
            throw .expected("a font size and family (font: bold 12px serif)", found: value)
        }
        font.fontSize = try Self.size(String(size.prefix { $0 != "/" }), metrics: metrics)
        font.fontFamily = try Self.family(words.joined(separator: " "))
        self = font
    }

    /// A CSS family list, quotes removed: `"Helvetica Neue", sans-serif` → `Helvetica Neue,sans-serif`.
    static func family(_ value: String) throws(ValueError) -> String {
        let names = value.split(separator: ",").map { $0.trimmed(also: [UInt8(ascii: "'"), UInt8(ascii: "\"")]) }
        guard !names.isEmpty, names.allSatisfy({ !$0.isEmpty }) else {
            throw .expected("a list of font family names", found: value)
        }
        return names.joined(separator: ",")
    }

    /// CSS's absolute size keywords, in px for a `medium` of 16 (CSS Fonts 4 §2.5); they scale
    /// with ``ScriptOptions/fontSize``.
    static let sizeKeywords: [String: Double] = [
        "xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18, "x-large": 24, "xx-large": 32,
    ]

    /// A `font-size`: `metrics.fontSize` is the parent's, what `em`, `ex` and `%` refer to.
    static func size(_ value: String, metrics: ScriptLength.Metrics) throws(ValueError) -> Double {
        if let size = sizeKeywords[value] { return size * metrics.mediumFontSize / 16 }
        let parent = metrics.fontSize
        if value == "larger" { return parent * 1.2 }
        if value == "smaller" { return parent / 1.2 }
        let size = try ScriptLength(parsing: value).resolved(percentOf: parent, metrics: metrics)
        guard size >= 0, size.isFinite else { throw .expected("a finite font size of at least 0", found: value) }
        return size
    }

    /// `normal`, `bold`, `bolder`, `lighter` (CSS Fonts 4 §2.2's relative table) or 1…1000.
    static func weight(_ value: String, parent: Int) throws(ValueError) -> Int {
        switch value {
        case "normal": return 400
        case "bold": return 700
        case "bolder": return parent < 350 ? 400 : parent < 550 ? 700 : 900
        case "lighter": return parent < 550 ? 100 : parent < 750 ? 400 : 700
        default:
            let number = try ValueScanner.singleNumber(value)
            guard (1...1000).contains(number) else { throw .expected("a weight 1…1000, normal or bold", found: value) }
            return Int(number.rounded())
        }
    }

    /// `font-stretch`'s keywords (CSS Fonts 4 §2.3).
    static let stretchKeywords: [String: FontStretch] = [
        "ultra-condensed": .ultraCondensed, "extra-condensed": .extraCondensed, "condensed": .condensed,
        "semi-condensed": .semiCondensed, "normal": .normal, "semi-expanded": .semiExpanded, "expanded": .expanded,
        "extra-expanded": .extraExpanded, "ultra-expanded": .ultraExpanded,
    ]

    /// A `font-stretch`: a keyword, SVG 1.1's `narrower` and `wider` (as resvg: condensed and
    /// expanded), or a percentage (the nearest keyword's width).
    static func stretch(_ value: String, parent: FontStretch) throws(ValueError) -> FontStretch {
        if let keyword = stretchKeywords[value] { return keyword }
        if value == "narrower" { return .condensed }
        if value == "wider" { return .expanded }
        guard let length = try? ScriptLength(parsing: value), length.unit == .percent, length.value >= 0 else {
            throw .expected("a font-stretch keyword or percentage", found: value)
        }
        return FontStretch.allCases.min { abs($0.percentage - length.value) < abs($1.percentage - length.value) } ?? .normal
    }

    /// `font-variation-settings`: `normal`, or a comma-separated list of a quoted four-character
    /// axis tag and a number (`"wght" 650, "wdth" 75`).
    static func variations(_ value: String) throws(ValueError) -> [FontVariation] {
        if value == "normal" { return [] }
        let expected = "a quoted four-character axis tag and a number (\"wght\" 700)"
        var result: [FontVariation] = []
        for item in value.split(separator: ",", omittingEmptySubsequences: false) {
            var scanner = ValueScanner(item)
            scanner.skipSpaces()
            guard let quote = scanner.peek, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw .expected(expected, found: value)
            }
            scanner.index += 1
            let start = scanner.index
            while let byte = scanner.peek, byte != quote { scanner.index += 1 }
            let tag = String(decoding: scanner.bytes[start..<scanner.index], as: UTF8.self)
            guard scanner.peek == quote, tag.utf8.count == 4 else { throw .expected(expected, found: value) }
            scanner.index += 1
            let number = try scanner.number()
            try scanner.expectEnd(expected)
            result.append(FontVariation(tag: tag, value: number))
        }
        return result
    }
}
