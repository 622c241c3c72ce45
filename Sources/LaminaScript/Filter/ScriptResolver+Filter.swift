// `filter` → `<filter>` (SVG 1.1 §15, Filter Effects Module Level 1): the filter region
// (`filterUnits`, x/y/width/height, −10 % / 120 % by default), `primitiveUnits`, `href`
// inheritance of attributes and primitives, and each primitive's inputs, subregion, colour
// space and parameters, as Lamina's Filter values. Invalid filters follow resvg's tests: a
// reference to nothing, an empty or zero-sized region, or a filter without primitives make the
// element not render (a filter of no primitives); an unsupported primitive leaves the element
// unfiltered, with a warning.
import Foundation
import Lamina

extension ScriptResolver {
    /// The filters of `element` (bounding box `bounds` in its user space) for its `filter`
    /// list, `currentColor` standing for the element's `color`. An entry that disables
    /// rendering gives a filter without primitives.
    /// `replacing` stands in one attribute of a filter, primitive or light source for its own
    /// (an animation's value).
    func resolveFilters(_ values: [ScriptFilterValue], element: ScriptElement, bounds: CGRect?, currentColor: Color,
                        context: Context, replacing: FilterAttributeOverride? = nil) throws -> [Filter] {
        guard values.count <= Filter.maximumPrimitives else {
            throw error(element.location, "filter: expected at most \(Filter.maximumPrimitives) entries, found \(values.count)")
        }
        var filters: [Filter] = []
        for value in values {
            switch value {
            case .reference(let id):
                if filterDrawsItsElement(id, element: element) { return [] }
                // A reference to nothing disables rendering on its own, and is skipped in a
                // list (as resvg does).
                if index[id]?.element.name != "filter", values.count > 1 {
                    warn(element.attributes["filter"]?.location ?? element.location, "filter: expected a <filter> with id \"\(id)\", found none; skipped")
                    continue
                }
                guard let filter = try resolveFilter(id, element: element, bounds: bounds, context: context,
                                                     replacing: replacing) else {
                    return []
                }
                filters.append(filter)
            case .function(var primitives):
                for (i, primitive) in primitives.enumerated() {
                    if case .dropShadow(let offset, let deviation, let color) = primitive.effect, color == .tint {
                        primitives[i].effect = .dropShadow(offset: offset, standardDeviation: deviation, color: currentColor)
                    }
                }
                filters.append(Filter(primitives, region: Self.functionRegion(primitives, bounds: bounds)))
            }
        }
        return filters
    }

    /// `filter` and the filters its `href` chain links (at most 16, each once): they lend the
    /// attributes and primitives the filter lacks, the first that has any primitives giving
    /// them all.
    func filterChain(_ filter: ScriptElement) -> [ScriptElement] {
        var chain = [filter]
        while chain.count < 16, let href = chain[chain.count - 1].href, let linkedID = try? ScriptPaint.fragmentID(href.value),
              let linked = index[linkedID]?.element, linked.name == "filter", !chain.contains(where: { $0 === linked }) {
            chain.append(linked)
        }
        return chain
    }

    /// The element of a filter's `chain` whose primitives the filter draws: the first that
    /// has any, else the filter itself.
    static func primitivesOwner(_ chain: [ScriptElement]) -> ScriptElement? {
        chain.first { $0.children.contains { $0.name.hasPrefix("fe") } } ?? chain.first
    }

    /// The `<filter>` with `id` as a Lamina filter; a filter of no primitives when it disables
    /// rendering, nil (with a warning) when it is ignored.
    private func resolveFilter(_ id: String, element: ScriptElement, bounds: CGRect?, context: Context,
                               replacing: FilterAttributeOverride?) throws -> Filter? {
        let disabled = Filter([], region: .zero)
        guard let (filter, ancestors) = index[id], filter.name == "filter" else {
            warn(element.attributes["filter"]?.location ?? element.location, "filter: expected a <filter> with id \"\(id)\", found none; not rendered")
            return disabled
        }
        let chain = filterChain(filter).map { replacing?.applied(to: $0) ?? $0 }
        func attribute(_ name: String) -> (ScriptElement, String)? {
            chain.lazy.compactMap { e in e[name].map { (e, $0) } }.first
        }
        let objectUnits = attribute("filterUnits")?.1 != "userSpaceOnUse"
        let primitiveObjectUnits = attribute("primitiveUnits")?.1 == "objectBoundingBox"
        let box = bounds ?? .zero
        if objectUnits || primitiveObjectUnits, box.width <= 0 || box.height <= 0 { return disabled }
        let viewport = context.viewport
        func coordinate(_ name: String, _ fallback: CGFloat, _ reference: CGFloat, object: Bool) throws -> CGFloat {
            guard let (owner, _) = attribute(name) else { return fallback }
            return try reading(owner, name) { text throws(ValueError) in
                let length = try ScriptLength(parsing: text)
                return object ? (length.unit == .percent ? length.value / 100 : length.value)
                    : length.resolved(percentOf: reference, pixelsPerInch: options.dpi)
            } ?? fallback
        }
        let (w, h) = (viewport.width, viewport.height)
        var region = CGRect(x: try coordinate("x", objectUnits ? -0.1 : -0.1 * w, w, object: objectUnits),
                            y: try coordinate("y", objectUnits ? -0.1 : -0.1 * h, h, object: objectUnits),
                            width: try coordinate("width", objectUnits ? 1.2 : 1.2 * w, w, object: objectUnits),
                            height: try coordinate("height", objectUnits ? 1.2 : 1.2 * h, h, object: objectUnits))
        if objectUnits { region = Self.unit(region, in: box) }
        guard region.width > 0, region.height > 0, region.width.isFinite, region.height.isFinite else { return disabled }

        let owner = Self.primitivesOwner(chain) ?? filter
        let ownerAncestors = owner.id == filter.id ? ancestors : index[owner.id ?? ""]?.ancestors ?? ancestors
        let filterStyle = try computeStyle(owner, ancestors: ownerAncestors, parent: try inheritedStyle(along: ownerAncestors))
        let elements = owner.children.filter { $0.name.hasPrefix("fe") }
        guard elements.count <= Filter.maximumPrimitives else {
            throw error(owner.location, "<filter>: expected at most \(Filter.maximumPrimitives) primitives, found \(elements.count)")
        }
        guard !elements.isEmpty else { return disabled }
        let units = FilterUnits(objectBox: primitiveObjectUnits ? box : nil, region: region, viewport: viewport,
                                pixelsPerInch: options.dpi)
        var primitives: [FilterPrimitive] = []
        for written in elements {
            let primitive = replacing?.applied(toPrimitive: written) ?? written
            let style = try computeStyle(primitive, ancestors: ownerAncestors + [owner], parent: filterStyle)
            let subregion = units.subregion(of: primitive)
            let picture = primitive.name == "feImage"
                ? try filterImage(primitive, style: style, subregion: subregion ?? region, context: context) : nil
            guard let effect = try picture ?? effect(of: primitive, style: style, units: units) else {
                warnUnsupported("<\(primitive.name)>", primitive.location,
                                "<\(primitive.name)> is not supported yet; filter ignored", "(see docs/Unsupported.md)")
                return nil
            }
            primitives.append(FilterPrimitive(effect, input: Self.input(primitive["in"]),
                                              result: primitive["result"].flatMap { $0.isEmpty ? nil : $0 },
                                              subregion: subregion, colorSpace: style.filterColorSpace))
        }
        return Filter(primitives, region: region)
    }

    /// The region of a filter function without a bounding box: far beyond any canvas
    /// (``ScriptLimits/maxViewportSide`` is far smaller), yet finite so that it transforms and
    /// unites like any rectangle.
    static let unboundedFilterRegion = CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)

    /// The region of a filter function. It has none (Filter Effects 1 §11); as resvg does, a
    /// blur or drop shadow gets the bounding box grown by half its size on each side, the
    /// others by a tenth, which bounds the pixels computed.
    static func functionRegion(_ primitives: [FilterPrimitive], bounds: CGRect?) -> CGRect {
        guard let bounds, bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else {
            return unboundedFilterRegion
        }
        let spreads = primitives.contains {
            switch $0.effect {
            case .gaussianBlur, .dropShadow: return true
            default: return false
            }
        }
        return unit(spreads ? CGRect(x: -0.5, y: -0.5, width: 2, height: 2) : CGRect(x: -0.1, y: -0.1, width: 1.2, height: 1.2),
                    in: bounds)
    }

    /// `fraction` (0…1 of the box, x/y/width/height) as a rectangle in the box's space.
    static func unit(_ fraction: CGRect, in box: CGRect) -> CGRect {
        CGRect(x: box.minX + fraction.minX * box.width, y: box.minY + fraction.minY * box.height,
               width: fraction.width * box.width, height: fraction.height * box.height)
    }

    /// An `in`/`in2` value as an input.
    static func input(_ text: String?) -> FilterInput {
        switch text?.trimmed {
        case nil, "": return .previous
        case "SourceGraphic": return .sourceGraphic
        case "SourceAlpha": return .sourceAlpha
        case let name?: return .named(String(name))
        }
    }
}
