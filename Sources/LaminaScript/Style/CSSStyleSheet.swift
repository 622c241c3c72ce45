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

    /// Parses a declaration block (`a: b; c: d !important`), comments removed; empty
    /// declarations are skipped, and a malformed one (no colon, no name) is dropped and handed
    /// to `invalid`, as CSS Syntax 3 §5.4.5 drops it and goes on with the next.
    /// Works on UTF-8 bytes (every delimiter is ASCII): `style=""` is parsed once per element.
    static func parseBlock(_ text: some StringProtocol,
                           invalid: (ValueError) -> Void = { _ in }) -> [CSSDeclaration] {
        var bytes = Array(text.utf8)
        // A byte scan: Foundation's String.contains would go through CFStringFind on every
        // style="" of a document.
        let hasComment = bytes.indices.dropLast().contains { bytes[$0] == UInt8(ascii: "/") && bytes[$0 + 1] == UInt8(ascii: "*") }
        if hasComment { bytes = Array(CSSStyleSheet.withoutComments(String(text)).utf8) }
        var result: [CSSDeclaration] = []
        var depth = 0, start = 0
        for index in 0...bytes.count {
            let byte = index < bytes.count ? bytes[index] : UInt8(ascii: ";")
            switch byte {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth = max(depth - 1, 0)
            case UInt8(ascii: ";") where depth == 0 || index == bytes.count:
                do {
                    if let declaration = try declaration(bytes[start..<index]) { result.append(declaration) }
                } catch {
                    invalid(error)
                }
                start = index + 1
            default: break
            }
        }
        return result
    }

    /// One `name: value [!important]`, or nil for an empty one.
    private static func declaration(_ bytes: ArraySlice<UInt8>) throws(ValueError) -> CSSDeclaration? {
        guard let first = bytes.firstIndex(where: { !ValueScanner.isSpace($0) }) else { return nil }
        guard let colon = bytes[first...].firstIndex(of: UInt8(ascii: ":")), colon > first else {
            throw .expected("\"name: value\"", found: String(decoding: bytes, as: UTF8.self).trimmed)
        }
        let name = String(decoding: bytes[first..<colon], as: UTF8.self).trimmed.lowercased()
        var value = String(decoding: bytes[(colon + 1)...], as: UTF8.self).trimmed
        var important = false
        if value.utf8.contains(UInt8(ascii: "!")),
           let bang = value.range(of: "!important", options: [.caseInsensitive, .backwards]),
           value[bang.upperBound...].allSatisfy(\.isWhitespace) {
            important = true
            value = value[..<bang.lowerBound].trimmed
        }
        return CSSDeclaration(name: name, value: value, important: important)
    }
}

/// One rule of a sheet: a selector, its declarations and its place in document order.
struct CSSRule {
    let selector: CSSSelector
    let declarations: [CSSDeclaration]
    /// The rule's position among all rules of the document.
    let order: Int
    /// The selector's specificity, computed once.
    let specificity: Int

    init(selector: CSSSelector, declarations: [CSSDeclaration], order: Int) {
        self.selector = selector
        self.declarations = declarations
        self.order = order
        specificity = selector.specificity
    }
}

/// Every rule of a document's `<style>` elements, in order, indexed by what their subject
/// requires (as browsers do), so an element is tried only against rules it could match.
struct CSSStyleSheet {
    private(set) var rules: [CSSRule] = []
    /// The sheet's `@font-face` rules in order.
    private(set) var fontFaces: [CSSFontFace] = []
    /// Rule positions by the subject's id; rules whose subject has no id go by its first class,
    /// then by its type, and the rest (`*`, or no simple selector at all) are universal.
    private var byID: [String: [Int]] = [:]
    private var byClass: [String: [Int]] = [:]
    private var byType: [String: [Int]] = [:]
    private var universal: [Int] = []

    /// Appends `rule` and files it under its subject's most selective requirement.
    private mutating func append(_ rule: CSSRule) {
        let position = rules.count
        rules.append(rule)
        guard let subject = rule.selector.compounds.last else { return universal.append(position) }
        if let id = subject.id {
            byID[id, default: []].append(position)
        } else if let name = subject.classes.first {
            byClass[name, default: []].append(position)
        } else if let type = subject.type {
            byType[type, default: []].append(position)
        } else {
            universal.append(position)
        }
    }

    /// Adds the rules of one `<style>` element's text. What CSS's error handling drops
    /// (CSS Syntax Level 3 §5.4) is skipped and reported through `warn`: a rule whose selector is
    /// unsupported, an at-rule (`@import` loads no file, `@media` applies no rules), text that
    /// is not a rule. A block left open runs to the end of the text. `@font-face` rules are kept
    /// in ``fontFaces`` with `location`, their `<style>` element's.
    mutating func add(_ text: String, location: SourceLocation, warn: (String) -> Void) {
        var rest = Substring(Self.withoutComments(text))
        while case let trimmed = rest.drop(while: \.isWhitespace), !trimmed.isEmpty {
            rest = trimmed
            let brace = rest.firstIndex(of: "{")
            if rest.hasPrefix("@"), let semicolon = rest.firstIndex(of: ";"), semicolon < brace ?? rest.endIndex {
                // A statement at-rule (`@import "a.css";`, `@charset "UTF-8";`).
                Self.warnAtRule(rest[..<semicolon], warn: warn)
                rest = rest[rest.index(after: semicolon)...]
                continue
            }
            guard let brace else {
                if rest.hasPrefix("@") {
                    Self.warnAtRule(rest, warn: warn)
                } else {
                    warn("style sheet: expected a rule \"selector { … }\", found \"\(rest.trimmed)\"; skipped")
                }
                return
            }
            let prelude = rest[..<brace].trimmed
            let end = Self.blockEnd(rest, from: brace)
            let block = rest[rest.index(after: brace)..<end]
            rest = end < rest.endIndex ? rest[rest.index(after: end)...] : ""
            if prelude.lowercased() == "@font-face" {
                do {
                    fontFaces.append(try CSSFontFace(parsing: block, location: location))
                } catch {
                    warn("style sheet: @font-face: \(error.message); rule skipped")
                }
                continue
            }
            if prelude.hasPrefix("@") {
                Self.warnAtRule(prelude, warn: warn)
                continue
            }
            let declarations = CSSDeclaration.parseBlock(block) { warn("style sheet: \($0.message); declaration skipped") }
            for selectorText in prelude.split(separator: ",") {
                do {
                    append(CSSRule(selector: try CSSSelector(parsing: selectorText), declarations: declarations,
                                   order: rules.count))
                } catch {
                    warn("selector \"\(selectorText.trimmed)\": \(error.message); rule skipped")
                }
            }
        }
    }

    /// Where the block opened at `brace` closes: its matching `}` (blocks nest inside at-rules),
    /// or the end of `text`.
    private static func blockEnd(_ text: Substring, from brace: Substring.Index) -> Substring.Index {
        // Bytes, not characters: a block may hold a font's data: URL, megabytes long.
        let bytes = text.utf8
        var depth = 0
        var index = brace
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index = bytes.index(after: index)
        }
        return text.endIndex
    }

    /// Warns that the at-rule `rule` is skipped; `@charset`, which changes nothing once the
    /// text is decoded, is skipped quietly.
    private static func warnAtRule(_ rule: some StringProtocol, warn: (String) -> Void) {
        let name = rule.prefix { !$0.isWhitespace && $0 != "\"" && $0 != "'" && $0 != "(" }
        guard name.lowercased() != "@charset" else { return }
        let what = name.lowercased() == "@import" ? "\(name) rules load no files" : "\(name) rules are not supported"
        warn("style sheet: \(what); skipped")
    }

    /// `text` without its `/* … */` comments (an unclosed one runs to the end), in one pass.
    static func withoutComments(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count
                                             && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
            } else {
                kept.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// The declarations that apply to `element`, lowest precedence first: sheet rules by
    /// specificity then order (important ones are placed by the caller); and how many
    /// compound selectors were tried, for the caller's budget.
    func matchingDeclarations(for element: ScriptElement,
                              ancestors: ArraySlice<ScriptElement>) -> (declarations: [CSSDeclaration], tried: Int) {
        guard !rules.isEmpty else { return ([], 0) }
        var candidates = universal
        if let list = byType[element.name] { candidates += list }
        if let id = element.id, let list = byID[id] { candidates += list }
        let classNames = element.classNames
        for (index, name) in classNames.enumerated() where !classNames[..<index].contains(name) {
            if let list = byClass[String(name)] { candidates += list }
        }
        var matched: [CSSRule] = []
        var steps = 0
        for position in candidates where rules[position].selector.matches(element, ancestors: ancestors, steps: &steps) {
            matched.append(rules[position])
        }
        if matched.count == 1 { return (matched[0].declarations, steps) }
        matched.sort { ($0.specificity, $0.order) < ($1.specificity, $1.order) }
        var declarations: [CSSDeclaration] = []
        for rule in matched { declarations += rule.declarations }
        return (declarations, steps)
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
