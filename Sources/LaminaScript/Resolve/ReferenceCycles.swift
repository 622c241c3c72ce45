// Reference cycles among `<mask>`s and among `<clipPath>`s, broken as resvg breaks them (usvg's
// `fix_recursive_links`, which its test suite's references follow): a `mask` (or `clip-path`)
// inside a `<mask>` (or on it) that names that same `<mask>` is dropped; and when two masks
// name each other — through their own property or their descendants' — the references from
// the later one in the document back to the earlier one are dropped, wherever the walk
// entered. Longer cycles are caught as they are walked (`Context.references`).
import Foundation

/// What the resolver keeps to find reference cycles among masks and clip paths.
struct ReferenceCycles {
    /// The position in the document of every `<mask>` and `<clipPath>`, in element count.
    var order: [ObjectIdentifier: Int] = [:]
    /// By `<mask>` or `<clipPath>`: the ids its own and its descendants' `mask` (for a mask)
    /// or `clip-path` (for a clip path) name.
    var links: [ObjectIdentifier: Set<String>] = [:]
    /// The cycles already warned about, as (the mask or clip path referred from, the one
    /// referred to) pairs: one warning each, however many references they drop. `feImage`
    /// cycles are kept here too (ScriptResolver+FilterImage.swift).
    var warned: Set<[ObjectIdentifier]> = []

    /// The elements whose position ``order`` keeps.
    static let kinds: Set<String> = ["mask", "clipPath"]
}

extension ScriptResolver {
    /// Remembers where `element` stands in the document (the `position`-th element) if it is
    /// a `<mask>` or a `<clipPath>`.
    func noteReferenceTarget(_ element: ScriptElement, position: Int) {
        guard ReferenceCycles.kinds.contains(element.name) else { return }
        cycles.order[ObjectIdentifier(element)] = position
    }

    /// The `<mask>` or `<clipPath>` (`target.name`), `element` or one of its document
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
        if let known = cycles.links[ObjectIdentifier(target)] { return known }
        var links: Set<String> = []
        var pending: [(ScriptElement, [ScriptElement])] = [(target, index[target.id ?? ""]?.ancestors ?? [])]
        while let (element, ancestors) = pending.popLast() {
            if let id = try declaredReference(property, of: element, ancestors: ancestors) { links.insert(id) }
            let path = ancestors + [element]
            pending += element.children.map { ($0, path) }
        }
        cycles.links[ObjectIdentifier(target)] = links
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
        return value.flatMap { try? ScriptPaint.urlReference($0) }
    }
}
