// Reference cycles among `<mask>`s, among `<clipPath>`s and among `<pattern>`s, broken as resvg
// breaks them (usvg's `fix_recursive_links` and `fix_recursive_patterns`, which its test suite's
// references follow): a `mask` (or `clip-path`, or `fill`/`stroke`) inside a `<mask>` (or on
// it) that names that same `<mask>` is dropped; and when two masks name each other — through
// their own property or their descendants' — the references from the later one in the
// document back to the earlier one are dropped, wherever the walk entered. Longer cycles are
// caught as they are walked (`Context.references`).
import Foundation

/// What the resolver keeps to find reference cycles among masks, clip paths and patterns.
struct ReferenceCycles {
    /// A `<mask>`, `<clipPath>` or `<pattern>` and the property whose references are followed.
    struct Link: Hashable {
        var target: ObjectIdentifier
        var property: String
    }

    /// The position in the document of every `<mask>`, `<clipPath>` and `<pattern>`, in
    /// element count.
    var order: [ObjectIdentifier: Int] = [:]
    /// By element and property: the ids its own and its descendants' `mask` (for a mask),
    /// `clip-path` (for a clip path), `fill` or `stroke` (for a pattern) name.
    var links: [Link: Set<String>] = [:]
    /// The cycles already warned about, as (the mask or clip path referred from, the one
    /// referred to) pairs: one warning each, however many references they drop. `feImage`
    /// cycles are kept here too (ScriptResolver+FilterImage.swift).
    var warned: Set<[ObjectIdentifier]> = []

    /// The elements whose position ``order`` keeps.
    static let kinds: Set<String> = ["mask", "clipPath", "pattern"]
}

extension ScriptResolver {
    /// Remembers where `element` stands in the document (the `position`-th element) if it is
    /// a `<mask>`, a `<clipPath>` or a `<pattern>`.
    func noteReferenceTarget(_ element: ScriptElement, position: Int) {
        guard ReferenceCycles.kinds.contains(element.name) else { return }
        cycles.order[ObjectIdentifier(element)] = position
    }

    /// The `<mask>`, `<clipPath>` or `<pattern>` (`target.name`), `element` or one of its document
    /// `ancestors`, that `property` of `element` must not refer to `target` from, as it would
    /// close a cycle that resvg breaks there; nil when the reference stands.
    /// - Throws: when matching style rules passes ``ScriptLimits/maxSelectorTests``.
    func cycleOwner(of element: ScriptElement, ancestors: [ScriptElement], to target: ScriptElement,
                    property: String) throws -> ScriptElement? {
        let kind = target.name
        let owners = ([element] + ancestors).filter { $0.name == kind }
        guard !owners.isEmpty else { return nil }
        if let itself = owners.first(where: { $0 === target }) { return itself }
        guard let targetPosition = cycles.order[ObjectIdentifier(target)] else { return nil }
        let links = try referenceLinks(of: target, property: property)
        return owners.first { owner in
            guard let id = owner.id, links.contains(id), index[id]?.element === owner,
                  let ownerPosition = cycles.order[ObjectIdentifier(owner)] else { return false }
            return targetPosition < ownerPosition
        }
    }

    /// The ids that `property` of `target` and of its descendants names, found once.
    private func referenceLinks(of target: ScriptElement, property: String) throws -> Set<String> {
        let key = ReferenceCycles.Link(target: ObjectIdentifier(target), property: property)
        if let known = cycles.links[key] { return known }
        var links: Set<String> = []
        var pending: [(ScriptElement, [ScriptElement])] = [(target, index[target.id ?? ""]?.ancestors ?? [])]
        while let (element, ancestors) = pending.popLast() {
            if let id = try declaredReference(property, of: element, ancestors: ancestors) { links.insert(id) }
            let path = ancestors + [element]
            pending += element.children.map { ($0, path) }
        }
        cycles.links[key] = links
        return links
    }

    /// The id a `url(#id)` reference in `property` of `element` names, after the cascade
    /// (attribute, then style rules, then `style`, `!important` last); nil for none or an
    /// invalid value, which the element's own resolution warns about.
    private func declaredReference(_ property: String, of element: ScriptElement,
                                   ancestors: [ScriptElement]) throws -> String? {
        var value = element[property]
        let inline = CSSDeclaration.parseBlock(element["style"] ?? "")
        let declarations = try styleSheetDeclarations(for: element, ancestors: ancestors) + inline
        for important in [false, true] {
            for declaration in declarations where declaration.name == property && declaration.important == important {
                value = declaration.value
            }
        }
        guard let value else { return nil }
        if property == "fill" || property == "stroke" {
            guard case .reference(let id, _)? = try? ScriptPaint(parsing: value) else { return nil }
            return id
        }
        return try? ScriptPaint.urlReference(value)
    }
}
