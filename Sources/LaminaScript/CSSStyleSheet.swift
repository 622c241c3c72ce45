// `<style>` sheets and `style=""` declarations (CSS Syntax 3, simplified to what SVG icons use),
// and the cascade (CSS Cascade 4 §6): presentation attributes lowest, then sheet rules by
// specificity and order, then `style=""`; `!important` declarations above all of them.
import Foundation

/// One `name: value` declaration.
struct CSSDeclaration: Equatable {
    /// The property name, lower case.
    var name: String
    /// The value, trimmed, without `!important`.
    var value: String
    /// Whether it was marked `!important`.
    var important: Bool

    /// Parses a declaration block (`a: b; c: d !important`); empty declarations are skipped.
    /// - Throws: ``ValueError`` for a declaration without a colon.
    static func parseBlock(_ text: some StringProtocol) throws(ValueError) -> [CSSDeclaration] {
        var result: [CSSDeclaration] = []
        // Split at semicolons outside parentheses, scanning bytes (`;` and `(` are ASCII).
        var parts: [Substring] = []
        let text = Substring(text)
        var depth = 0
        var start = text.startIndex
        for index in text.utf8.indices {
            switch text.utf8[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth = max(depth - 1, 0)
            case UInt8(ascii: ";") where depth == 0:
                parts.append(text[start..<index])
                start = text.utf8.index(after: index)
            default: break
            }
        }
        parts.append(text[start...])
        for part in parts where !part.allSatisfy(\.isWhitespace) {
            guard let colon = part.firstIndex(of: ":") else { throw .expected("\"name: value\"", found: part.trimmed) }
            var value = part[part.index(after: colon)...].trimmed
            var important = false
            if value.utf8.contains(UInt8(ascii: "!")),
               let bang = value.range(of: "!important", options: [.caseInsensitive, .backwards]),
               value[bang.upperBound...].allSatisfy(\.isWhitespace) {
                important = true
                value = value[..<bang.lowerBound].trimmed
            }
            result.append(CSSDeclaration(name: part[..<colon].trimmed.lowercased(), value: value, important: important))
        }
        return result
    }
}

/// One rule of a sheet: a selector, its declarations and its place in document order.
struct CSSRule {
    let selector: CSSSelector
    let declarations: [CSSDeclaration]
    /// The rule's position among all rules of the document.
    let order: Int
}

/// Every rule of a document's `<style>` elements, in order.
struct CSSStyleSheet {
    private(set) var rules: [CSSRule] = []

    /// Adds the rules of one `<style>` element's text. A rule whose selector is unsupported is
    /// skipped and reported through `warn`.
    /// - Throws: ``ValueError`` for malformed blocks.
    mutating func add(_ text: String, warn: (String) -> Void) throws(ValueError) {
        var css = text
        while let open = css.range(of: "/*") {
            let close = css.range(of: "*/", range: open.upperBound..<css.endIndex)?.upperBound ?? css.endIndex
            css.removeSubrange(open.lowerBound..<close)
        }
        var rest = Substring(css)
        while let brace = rest.firstIndex(of: "{") {
            let prelude = rest[..<brace].trimmed
            guard let end = rest[brace...].firstIndex(of: "}") else {
                throw .expected("\"}\" closing the rule for \(prelude)", found: "the end of the style sheet")
            }
            let block = rest[rest.index(after: brace)..<end]
            rest = rest[rest.index(after: end)...]
            if prelude.hasPrefix("@") {
                warn("style sheet: \(prelude.split(separator: " ").first ?? "") rules are not supported; skipped")
                continue
            }
            let declarations = try CSSDeclaration.parseBlock(block)
            for selectorText in prelude.split(separator: ",") {
                do {
                    rules.append(CSSRule(selector: try CSSSelector(parsing: selectorText), declarations: declarations,
                                         order: rules.count))
                } catch {
                    warn("selector \"\(selectorText.trimmed)\": \(error.message); rule skipped")
                }
            }
        }
        guard rest.allSatisfy(\.isWhitespace) else { throw .expected("a rule \"selector { … }\"", found: rest.trimmed) }
    }

    /// The declarations that apply to `element`, lowest precedence first: sheet rules by
    /// specificity then order (important ones are placed by the caller).
    func matchingDeclarations(for element: ScriptElement,
                              ancestors: ArraySlice<ScriptElement>) -> [CSSDeclaration] {
        guard !rules.isEmpty else { return [] }
        return rules.filter { $0.selector.matches(element, ancestors: ancestors) }
            .sorted { ($0.selector.specificity, $0.order) < ($1.selector.specificity, $1.order) }
            .flatMap(\.declarations)
    }
}

extension StringProtocol {
    /// The text without leading and trailing XML whitespace (space, tab, CR, LF, form feed).
    /// Pure Swift on UTF-8: Foundation's `trimmingCharacters` goes through NSString and was
    /// a quarter of the time of resolving a large script.
    var trimmed: String { trimmed(also: []) }

    /// The text without leading and trailing whitespace and any of the ASCII bytes `extra`.
    func trimmed(also extra: Set<UInt8>) -> String {
        let bytes = Substring(self).utf8
        func isTrimmed(_ b: UInt8) -> Bool { ValueScanner.isSpace(b) || extra.contains(b) }
        guard let first = bytes.firstIndex(where: { !isTrimmed($0) }) else { return "" }
        var last = bytes.index(before: bytes.endIndex)
        while isTrimmed(bytes[last]) { last = bytes.index(before: last) }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
