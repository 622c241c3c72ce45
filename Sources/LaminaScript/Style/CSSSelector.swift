// CSS selectors as the script supports them (Selectors Level 3): type, universal, class and id
// simple selectors, compounded, joined by descendant (space) or child (`>`) combinators.
import Foundation

/// One compound selector, e.g. `path.ring#progress`.
struct CSSCompoundSelector: Equatable {
    /// The element name, or nil for `*` or none.
    var type: String?
    /// Required class names.
    var classes: [String] = []
    /// The required id, if any.
    var id: String?

    /// Whether `element` matches.
    func matches(_ element: ScriptElement) -> Bool {
        if let type, type != element.name { return false }
        if let id, id != element.id { return false }
        if !classes.isEmpty {
            let names = element.classNames
            return classes.allSatisfy { name in names.contains { $0 == name } }
        }
        return true
    }
}

/// A complex selector: compounds from the outermost ancestor to the subject, each with the
/// combinator that joins it to the next.
struct CSSSelector: Equatable {
    /// How a compound relates to the one after it.
    enum Combinator: Equatable { case descendant, child }

    /// The compounds, outermost first; the last is the subject.
    var compounds: [CSSCompoundSelector]
    /// `combinators[i]` joins `compounds[i]` and `compounds[i + 1]`.
    var combinators: [Combinator]

    /// Specificity as (ids, classes, types), compared lexicographically.
    var specificity: Int {
        compounds.reduce(0) { sum, c in
            sum + (c.id == nil ? 0 : 1 << 20) + c.classes.count << 10 + (c.type == nil ? 0 : 1)
        }
    }

    /// Parses one selector.
    /// - Throws: ``ValueError`` for anything outside the supported grammar (attribute
    ///   selectors, pseudo-classes, sibling combinators).
    init(parsing text: some StringProtocol) throws(ValueError) {
        var compounds: [CSSCompoundSelector] = []
        var combinators: [Combinator] = []
        var pendingChild = false
        for token in text.replacingOccurrences(of: ">", with: " > ").split(whereSeparator: \.isWhitespace) {
            if token == ">" {
                guard !compounds.isEmpty, !pendingChild else { throw .expected("a selector before \">\"", found: text) }
                pendingChild = true
                continue
            }
            if !compounds.isEmpty { combinators.append(pendingChild ? .child : .descendant) }
            pendingChild = false
            compounds.append(try Self.compound(token))
        }
        guard !compounds.isEmpty, !pendingChild else { throw .expected("a selector", found: text) }
        self.compounds = compounds
        self.combinators = combinators
    }

    private static func compound(_ token: Substring) throws(ValueError) -> CSSCompoundSelector {
        var result = CSSCompoundSelector()
        var scanner = ValueScanner(token)
        if scanner.peek == UInt8(ascii: "*") {
            scanner.index += 1
        } else {
            let name = scanner.identifier()
            if !name.isEmpty { result.type = name }
        }
        while let b = scanner.peek {
            scanner.index += 1
            let name = scanner.identifier()
            guard !name.isEmpty else {
                throw .expected("a type, class or id selector (attribute selectors, pseudo-classes and "
                                + "sibling combinators are not supported)", found: token)
            }
            switch b {
            case UInt8(ascii: "."): result.classes.append(name)
            case UInt8(ascii: "#"): result.id = name
            default:
                throw .expected("a type, class or id selector (attribute selectors, pseudo-classes and "
                                + "sibling combinators are not supported)", found: token)
            }
        }
        return result
    }

    /// Whether the selector matches `element`, whose ancestors are `ancestors` (root first).
    func matches(_ element: ScriptElement, ancestors: ArraySlice<ScriptElement>) -> Bool {
        guard let subject = compounds.last, subject.matches(element) else { return false }
        return matchAncestors(compoundIndex: compounds.count - 2, ancestors: ancestors)
    }

    /// Matches `compounds[...compoundIndex]` against `ancestors` (nearest last), backtracking
    /// over descendant combinators.
    private func matchAncestors(compoundIndex: Int, ancestors: ArraySlice<ScriptElement>) -> Bool {
        guard compoundIndex >= 0 else { return true }
        var candidates = ancestors
        while let last = candidates.last {
            candidates = candidates.dropLast()
            if compounds[compoundIndex].matches(last),
               matchAncestors(compoundIndex: compoundIndex - 1, ancestors: candidates) { return true }
            if combinators[compoundIndex] == .child { return false }
        }
        return false
    }
}
