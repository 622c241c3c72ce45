// CSS selectors as the script supports them (Selectors Level 3): type, universal, class, id and
// attribute selectors (`[a]`, `[a=v]`, `~=`, `|=`, `^=`, `$=`, `*=`), the structural
// pseudo-classes `:first-child`, `:last-child`, `:only-child` and `:root` (the user-action and
// link pseudo-classes never match a still drawing), compounded and joined by descendant (space),
// child (`>`), next-sibling (`+`) and subsequent-sibling (`~`) combinators.
import Foundation

/// One compound selector, e.g. `path.ring#progress[stroke]:first-child`.
struct CSSCompoundSelector: Equatable {
    /// An attribute selector: the attribute's name and, unless only presence is asked, how its
    /// value is compared.
    struct Attribute: Equatable {
        /// How `[name OP value]` compares (Selectors 3 §6.3).
        enum Match: Equatable { case present, equals, includes, dashPrefix, prefix, suffix, substring }
        var name: String
        var match: Match
        var value: String

        func matches(_ element: ScriptElement) -> Bool {
            guard let actual = element[name] else { return false }
            switch match {
            case .present: return true
            case .equals: return actual == value
            case .includes: return actual.split(whereSeparator: \.isWhitespace).contains { $0 == value }
            case .dashPrefix: return actual == value || actual.hasPrefix(value + "-")
            case .prefix: return !value.isEmpty && actual.hasPrefix(value)
            case .suffix: return !value.isEmpty && actual.hasSuffix(value)
            case .substring: return !value.isEmpty && actual.contains(value)
            }
        }
    }

    /// A structural pseudo-class; `never` stands for the user-action ones (`:hover`…).
    enum PseudoClass: String, Equatable { case firstChild = "first-child", lastChild = "last-child",
                                              onlyChild = "only-child", root, never }

    /// The element name, or nil for `*` or none.
    var type: String?
    /// Required class names.
    var classes: [String] = []
    /// The required id, if any.
    var id: String?
    /// Required attributes.
    var attributes: [Attribute] = []
    /// Required pseudo-classes.
    var pseudoClasses: [PseudoClass] = []

    /// Whether `element`, a child of `parent` (nil for the root), matches.
    func matches(_ element: ScriptElement, parent: ScriptElement?) -> Bool {
        if let type, type != element.name { return false }
        if let id, id != element.id { return false }
        if !classes.isEmpty {
            let names = element.classNames
            guard classes.allSatisfy({ name in names.contains { $0 == name } }) else { return false }
        }
        guard attributes.allSatisfy({ $0.matches(element) }) else { return false }
        return pseudoClasses.allSatisfy { pseudo in
            let siblings = parent?.children.count ?? 1
            switch pseudo {
            case .firstChild: return element.siblingIndex == 0
            case .lastChild: return element.siblingIndex == siblings - 1
            case .onlyChild: return siblings == 1
            case .root: return parent == nil
            case .never: return false
            }
        }
    }
}

/// A complex selector: compounds from the outermost ancestor to the subject, each with the
/// combinator that joins it to the next.
struct CSSSelector: Equatable {
    /// How a compound relates to the one after it.
    enum Combinator: Equatable { case descendant, child, nextSibling, subsequentSibling }

    /// The compounds, outermost first; the last is the subject.
    var compounds: [CSSCompoundSelector]
    /// `combinators[i]` joins `compounds[i]` and `compounds[i + 1]`.
    var combinators: [Combinator]

    /// Specificity as (ids, classes with attributes and pseudo-classes, types), compared
    /// lexicographically.
    var specificity: Int {
        compounds.reduce(0) { sum, c in
            sum + (c.id == nil ? 0 : 1 << 20) + (c.classes.count + c.attributes.count + c.pseudoClasses.count) << 10
                + (c.type == nil ? 0 : 1)
        }
    }

    /// Parses one selector.
    /// - Throws: ``ValueError`` for anything outside the supported grammar (other
    ///   pseudo-classes, pseudo-elements, namespaces).
    init(parsing text: some StringProtocol) throws(ValueError) {
        var scanner = ValueScanner(text)
        var compounds: [CSSCompoundSelector] = []
        var combinators: [Combinator] = []
        var pending: Combinator?
        while true {
            let hadSpace = scanner.index < scanner.bytes.count && ValueScanner.isSpace(scanner.bytes[scanner.index])
            scanner.skipSpaces()
            guard let byte = scanner.peek else { break }
            let explicit: Combinator? = switch byte {
            case UInt8(ascii: ">"): .child
            case UInt8(ascii: "+"): .nextSibling
            case UInt8(ascii: "~"): .subsequentSibling
            default: nil
            }
            if let explicit {
                guard !compounds.isEmpty, pending == nil else { throw .expected("a selector before a combinator", found: text) }
                scanner.index += 1
                pending = explicit
                continue
            }
            if !compounds.isEmpty {
                guard pending != nil || hadSpace else { throw .expected("a combinator between selectors", found: text) }
                combinators.append(pending ?? .descendant)
            }
            pending = nil
            compounds.append(try Self.compound(&scanner, in: text))
        }
        guard !compounds.isEmpty, pending == nil else { throw .expected("a selector", found: text) }
        self.compounds = compounds
        self.combinators = combinators
    }

    private static let unsupported = "a type, class, id or attribute selector, or :first-child, :last-child, "
        + ":only-child or :root"

    /// One compound, up to the next space or combinator.
    private static func compound(_ scanner: inout ValueScanner,
                                 in text: some StringProtocol) throws(ValueError) -> CSSCompoundSelector {
        var result = CSSCompoundSelector()
        if scanner.peek == UInt8(ascii: "*") {
            scanner.index += 1
        } else {
            let name = scanner.identifier()
            if !name.isEmpty { result.type = name }
        }
        while let b = scanner.peek, !ValueScanner.isSpace(b), !">+~".utf8.contains(b) {
            scanner.index += 1
            if b == UInt8(ascii: "[") {
                result.attributes.append(try attribute(&scanner, in: text))
                continue
            }
            if b == UInt8(ascii: ":") {
                let name = scanner.identifier().lowercased()
                if let pseudo = CSSCompoundSelector.PseudoClass(rawValue: name), pseudo != .never {
                    result.pseudoClasses.append(pseudo)
                } else if ["hover", "active", "focus", "focus-within", "focus-visible", "visited", "link",
                            "target"].contains(name) {
                    result.pseudoClasses.append(.never)
                } else {
                    throw .expected(unsupported, found: ":" + name)
                }
                continue
            }
            let name = scanner.identifier()
            guard !name.isEmpty else { throw .expected(unsupported, found: text.trimmed) }
            switch b {
            case UInt8(ascii: "."): result.classes.append(name)
            case UInt8(ascii: "#"): result.id = name
            default: throw .expected(unsupported, found: text.trimmed)
            }
        }
        return result
    }

    /// `[name]` or `[name OP value]`, after the `[`; the value an identifier or a quoted string.
    private static func attribute(_ scanner: inout ValueScanner,
                                  in text: some StringProtocol) throws(ValueError) -> CSSCompoundSelector.Attribute {
        scanner.skipSpaces()
        let name = scanner.identifier()
        guard !name.isEmpty else { throw .expected("an attribute name after \"[\"", found: text.trimmed) }
        scanner.skipSpaces()
        if scanner.consume("]") { return .init(name: name, match: .present, value: "") }
        let operators: [(String, CSSCompoundSelector.Attribute.Match)] = [
            ("=", .equals), ("~=", .includes), ("|=", .dashPrefix), ("^=", .prefix), ("$=", .suffix), ("*=", .substring),
        ]
        guard let (symbol, match) = operators.first(where: { scanner.rest.hasPrefix($0.0) }) else {
            throw .expected("\"]\" or an operator (=, ~=, |=, ^=, $=, *=)", found: text.trimmed)
        }
        scanner.index += symbol.utf8.count
        scanner.skipSpaces()
        var value: String
        if let quote = scanner.peek, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            scanner.index += 1
            let start = scanner.index
            while let b = scanner.peek, b != quote { scanner.index += 1 }
            guard scanner.peek == quote else { throw .expected("a closing quote", found: text.trimmed) }
            value = String(decoding: scanner.bytes[start..<scanner.index], as: UTF8.self)
            scanner.index += 1
        } else {
            value = scanner.identifier()
        }
        scanner.skipSpaces()
        try scanner.expect("]")
        return .init(name: name, match: match, value: value)
    }

    /// Whether the selector matches `element`, whose ancestors are `ancestors` (root first);
    /// `steps` counts the compounds tried, for the caller's budget (descendant and sibling
    /// combinators backtrack).
    func matches(_ element: ScriptElement, ancestors: ArraySlice<ScriptElement>, steps: inout Int) -> Bool {
        match(compounds.count - 1, element, ancestors, &steps)
    }

    private func match(_ index: Int, _ element: ScriptElement, _ ancestors: ArraySlice<ScriptElement>,
                       _ steps: inout Int) -> Bool {
        steps += 1
        guard compounds[index].matches(element, parent: ancestors.last) else { return false }
        guard index > 0 else { return true }
        switch combinators[index - 1] {
        case .child:
            guard let parent = ancestors.last else { return false }
            return match(index - 1, parent, ancestors.dropLast(), &steps)
        case .descendant:
            var candidates = ancestors
            while let ancestor = candidates.popLast() {
                if match(index - 1, ancestor, candidates, &steps) { return true }
            }
            return false
        case .nextSibling:
            guard let parent = ancestors.last, element.siblingIndex > 0 else { return false }
            return match(index - 1, parent.children[element.siblingIndex - 1], ancestors, &steps)
        case .subsequentSibling:
            guard let parent = ancestors.last else { return false }
            return parent.children[..<min(element.siblingIndex, parent.children.count)].contains {
                match(index - 1, $0, ancestors, &steps)
            }
        }
    }
}
