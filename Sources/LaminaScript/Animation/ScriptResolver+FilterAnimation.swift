// SMIL animations of filters' attributes: `<animate attributeName="stdDeviation">` inside an
// `<feGaussianBlur>` (or pointing at one with `href`), `<set>` of a flood colour, the
// `azimuth` of a lighting primitive's `<feDistantLight>`, the `<filter>`'s own region (`x`,
// `width`, …). Filters are not drawn as layers; each element whose `filter` refers to one
// gets an animation of its layer's `filters`, the filters resolved again with the attribute
// at each keyframe value, which Lamina then blends number by number (as browsers interpolate
// the attribute, for numbers and colours). One animation a filter list plays: like two
// animations of one property, a later one replaces an earlier one.
import Foundation
import Lamina

/// One attribute of a `<filter>`, of one of its primitives or of a primitive's light source
/// stood in for: how an animation's value is resolved.
struct FilterAttributeOverride {
    /// The filter, primitive or light source as written.
    let target: ScriptElement
    /// The attribute's name.
    let name: String
    /// The value to use instead, located at the animation that gives it.
    let attribute: ScriptAttribute

    /// `element` with the attribute replaced when it is the target, else `element` itself.
    func applied(to element: ScriptElement) -> ScriptElement {
        element === target ? copy(of: element, attributes: replaced(element.attributes)) : element
    }

    /// `primitive` with the attribute replaced when it is the target or holds it as a child (a
    /// light source), else `primitive` itself.
    func applied(toPrimitive primitive: ScriptElement) -> ScriptElement {
        guard primitive !== target, primitive.children.contains(where: { $0 === target }) else {
            return applied(to: primitive)
        }
        let copy = ScriptElement(name: primitive.name, attributes: primitive.attributes, location: primitive.location)
        for child in primitive.children { copy.append(applied(to: child)) }
        return copy
    }

    private func replaced(_ attributes: ScriptAttributes) -> ScriptAttributes {
        var attributes = attributes
        attributes.list.removeAll { $0.name == name }
        attributes.list.append((name: name, attribute: attribute))
        return attributes
    }

    private func copy(of element: ScriptElement, attributes: ScriptAttributes) -> ScriptElement {
        let copy = ScriptElement(name: element.name, attributes: attributes, location: element.location)
        for child in element.children { copy.append(child) }
        return copy
    }
}

extension ScriptResolver {
    /// The most filter primitives a script may resolve again for animated primitive
    /// attributes: 200,000 (each keyframe value of each element resolves its whole filter
    /// list again; 550,000 took 0.8 s).
    static let maxAnimatedFilterPrimitives = 200_000

    /// The animations of `element`'s layer `filters` that SMIL animations of its `filter`
    /// list's `<filter>` elements, their primitives and light sources ask for; `filters` is
    /// the list resolved without them.
    /// - Throws: ``ScriptDiagnostic`` for a bad animation, or past
    ///   ``maxAnimatedFilterPrimitives``.
    func filterAnimations(_ values: [ScriptFilterValue], filters: [Filter], element: ScriptElement, bounds: CGRect?,
                          currentColor: Color, context: Context) throws -> [ScriptAnimation] {
        var animations: [ScriptAnimation] = []
        for case .reference(let id) in values {
            guard let filter = index[id]?.element, filter.name == "filter" else { continue }
            // The attributes of the filter and of those its href chain links (its region), of
            // each primitive (the chain's), and of the light source a lighting primitive uses
            // (its first).
            let chain = filterChain(filter)
            var targets = chain
            let owner = Self.primitivesOwner(chain) ?? filter
            for primitive in owner.children where primitive.name.hasPrefix("fe") {
                targets.append(primitive)
                if let light = Self.lightSource(of: primitive) { targets.append(light) }
            }
            for target in targets {
                // Inside the target (without an href of their own), or naming it by href.
                let named = target.id.flatMap { smil.byTarget[$0] } ?? []
                let items = target.children.filter { $0.href == nil } + named
                for item in items where item.name == "animate" || item.name == "set" {
                    smil.played.insert(ObjectIdentifier(item))
                    if let animation = try filterAnimation(item, of: target, values: values, filters: filters,
                                                           element: element, bounds: bounds, currentColor: currentColor,
                                                           context: context) {
                        animations.append(animation)
                    }
                }
            }
        }
        return animations
    }

    /// The animation of the layer's filters that `item` (an `<animate>` or `<set>` of `target`:
    /// a filter, a primitive or a light source) asks for; nil (after a warning) for what Lamina
    /// does not animate.
    private func filterAnimation(_ item: ScriptElement, of target: ScriptElement, values: [ScriptFilterValue],
                                 filters: [Filter], element: ScriptElement, bounds: CGRect?, currentColor: Color,
                                 context: Context) throws -> ScriptAnimation? {
        guard let timing = try smilTiming(item) else { return nil }
        guard let name = item["attributeName"]?.trimmed else {
            throw error(item.location, "<\(item.name)>: expected an attributeName")
        }
        if item["by"] != nil || item["additive"]?.trimmed == "sum" || item["accumulate"]?.trimmed == "sum" {
            warn(item.location, "<\(item.name)> of <\(target.name)> \(name): by, additive and accumulate are not "
                 + "supported on filters; skipped (see docs/Unsupported.md)")
            return nil
        }
        // Of the <filter> itself only the region's numbers blend; its units are keywords, which
        // SMIL would switch discretely, not blend as the regions they give.
        if target.name == "filter", !["x", "y", "width", "height"].contains(name) {
            warn(item.location, "<\(item.name)> of <filter> \(name): only the filter's region (x, y, width, height) "
                 + "animates; skipped (see docs/Unsupported.md)")
            return nil
        }
        let budget = "expected at most \(Self.maxAnimatedFilterPrimitives) filter primitives resolved for animations in "
            + "the script, found more"
        let frames = try smilFrames(item, base: filters) { value throws(ValueError) -> [Filter] in
            guard animatedFilterPrimitives <= Self.maxAnimatedFilterPrimitives else { throw ValueError(budget) }
            let stand = FilterAttributeOverride(target: target, name: name,
                                                attribute: ScriptAttribute(value: value, location: item.location))
            do {
                let resolved = try resolveFilters(values, element: element, bounds: bounds, currentColor: currentColor,
                                                  context: context, replacing: stand)
                animatedFilterPrimitives += resolved.reduce(1) { $0 + $1.primitives.count }
                return resolved
            } catch {
                throw ValueError("\(error)")
            }
        }
        guard animatedFilterPrimitives <= Self.maxAnimatedFilterPrimitives else {
            throw error(item.location, "<\(item.name)>: \(budget)")
        }
        guard frames.count > 1 || item.name == "set" else { return nil }
        var made = try smilAnimation(item, property: .filters, frames: frames, timing: timing)
        // Values whose filters differ in structure (an `in` that changes) cannot blend: SMIL
        // animates such an attribute discretely, whatever the calcMode.
        let blends = zip(frames, frames.dropFirst()).allSatisfy { (try? [Filter].interpolate($0, $1, fraction: 0.5)) != nil }
        if !blends {
            guard var keyframes = made as? KeyframeAnimation<[Filter]> else {
                warn(item.location, "<\(item.name)> of <\(target.name)> \(name): values that change the filter's "
                     + "structure cannot spring; skipped (see docs/Unsupported.md)")
                return nil
            }
            keyframes.calculationMode = .discrete
            made = keyframes
        }
        var animation = scriptAnimation(made, target: .layer)
        // A <set> without dur holds from its begin, as on drawn elements.
        if item.name == "set", item.attributes["dur"] == nil { animation.end = timing.beginTime }
        return animation
    }
}
