// Elements that draw something defined elsewhere: `<use>` (of any element, `<symbol>` or
// `<svg>`), `clip-path` → `<clipPath>`, `mask` → `<mask>` (SVG 1.1 §5.6, §14.3, §14.4).
import Foundation
import Lamina

extension ScriptResolver {
    /// The style an element inherits from its document ancestors (root first).
    func inheritedStyle(along ancestors: [ScriptElement]) throws -> ScriptStyle {
        var style = baseStyle
        for (depth, ancestor) in ancestors.enumerated() {
            style = try computeStyle(ancestor, ancestors: Array(ancestors[..<depth]), parent: style)
        }
        return style
    }

    /// The `<kind>` element with `id` that `property` of `element` refers to, with its document
    /// ancestors; nil, with a warning ending in `otherwise`, when it is missing or closes a
    /// cycle (ReferenceCycles.swift). `context.ancestors` are `element`'s document ancestors.
    private func referenced(_ id: String, _ kind: String, by element: ScriptElement, property: String,
                            otherwise: String, context: Context) throws -> (ScriptElement, [ScriptElement])? {
        guard let (target, ancestors) = index[id], target.name == kind else {
            warn(element.location, "\(property): expected a <\(kind)> with id \"\(id)\", found none; \(otherwise)")
            return nil
        }
        if let owner = try cycleOwner(of: element, ancestors: context.ancestors, to: target, property: property) {
            // Once per cycle, where it is first met: the shapes of a mask may all name another.
            if cycles.warned.insert([ObjectIdentifier(owner), ObjectIdentifier(target)]).inserted {
                let found = owner === target ? "inside itself" : "referring back to \"#\(owner.id ?? "")\""
                warn(element.location, "\(property): expected no reference cycle, found \"#\(id)\" \(found); "
                     + "\(otherwise), nor is anything else in \"#\(owner.id ?? "")\" that names it")
            }
            return nil
        }
        guard !context.references.contains(ObjectIdentifier(target)) else {
            warn(element.location, "\(property): expected no reference cycle, found \"#\(id)\" inside itself; \(otherwise)")
            return nil
        }
        return (target, ancestors)
    }

    /// The context for the children of a referenced `<clipPath>` or `<mask>`: styles inherited
    /// from its place in the document, coordinates from the element that refers to it.
    func referenceContext(_ element: ScriptElement, ancestors: [ScriptElement], absolute: CGAffineTransform,
                                  from context: Context) throws -> Context {
        var inner = Context()
        inner.style = try computeStyle(element, ancestors: ancestors, parent: try inheritedStyle(along: ancestors))
        inner.ancestors = ancestors + [element]
        inner.absolute = absolute
        inner.viewport = context.viewport
        inner.depth = context.depth + 1
        inner.references = context.references.union([ObjectIdentifier(element)])
        return inner
    }

    /// The element an `href` names, or nil with a warning.
    private func target(of element: ScriptElement) -> (element: ScriptElement, ancestors: [ScriptElement])? {
        guard let href = element.href else {
            warn(element.location, "<\(element.name)>: expected an href=\"#id\", found none; skipped")
            return nil
        }
        let id: String
        do {
            id = try ScriptPaint.fragmentID(href.value)
        } catch {
            // An element of another file (`other.svg#id`) is not loaded: the reference is invalid
            // here, and an invalid reference draws nothing (SVG 2 §5.6.3).
            warn(href.location, "href: \(error.message); skipped")
            return nil
        }
        guard let found = index[id] else {
            warn(href.location, "href: expected an element with id \"\(id)\", found none; skipped")
            return nil
        }
        return found
    }

    /// Whether `use` refers to itself, or `target` holds a `<use>` that refers back to `use` or
    /// to `target`: such a `<use>` is skipped as a whole, as resvg does (a group that uses
    /// itself draws once, not once more inside itself). Visits `target`'s subtree once.
    private func isRecursive(_ use: ScriptElement, target: ScriptElement) -> Bool {
        if target === use { return true }
        var pending = target.children
        while let element = pending.popLast() {
            if element.name == "use", let href = element.href, let id = try? ScriptPaint.fragmentID(href.value),
               let linked = index[id]?.element, linked === use || linked === target {
                return true
            }
            pending.append(contentsOf: element.children)
        }
        return false
    }
    /// The elements a `<clipPath>` draws, directly or through a `<use>` (SVG 1.1 §14.3.5): a
    /// `<use>` there of anything else (a group, a symbol) draws nothing.
    static let clipShapes: Set<String> = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text"]

    /// `<use>`: the referenced element drawn at x, y, inheriting the `<use>`'s style.
    func resolveUse(_ element: ScriptElement, common: ResolvedCommon, context: Context) throws -> ResolvedNode? {
        guard let (target, ancestors) = target(of: element) else { return nil }
        if context.inClip, !Self.clipShapes.contains(target.name) {
            warn(element.location, "<use> inside <clipPath>: expected a reference to a shape or text, "
                 + "found <\(target.name)>; skipped")
            return nil
        }
        guard !context.references.contains(ObjectIdentifier(target)), !isRecursive(element, target: target) else {
            warn(element.location, "<use>: expected no reference cycle, found \"#\(target.id ?? "")\" inside itself; skipped")
            return nil
        }
        var common = common
        let metrics = context.style.lengthMetrics
        let x = try length(element, "x", percentOf: context.viewport.width, metrics: metrics)
        let y = try length(element, "y", percentOf: context.viewport.height, metrics: metrics)
        common.transform = CGAffineTransform(translationX: x, y: y).concatenating(common.transform)
        var inner = context
        inner.references.insert(ObjectIdentifier(target))
        inner.absolute = common.transform.concatenating(context.absolute)
        inner.ancestors = ancestors
        inner.contextPaint = ContextPaint(use: context.style, outer: context.contextPaint)
        if target.name == "symbol" || target.name == "svg" {
            var viewportContext = inner
            viewportContext.style = try computeStyle(target, ancestors: ancestors, parent: context.style)
            viewportContext.ancestors = ancestors + [target]
            viewportContext.depth += 1
            let size = context.viewport
            func side(_ name: String, _ reference: CGFloat) throws -> CGFloat {
                let source = element.attributes[name] != nil ? element : target
                return try length(source, name, percentOf: reference, default: reference, metrics: metrics)
            }
            // x and y place the viewport (a `<symbol>` has them too in SVG 2); the `<use>`'s
            // width and height replace the target's.
            let targetMetrics = viewportContext.style.lengthMetrics
            let rect = CGRect(x: try length(target, "x", percentOf: size.width, metrics: targetMetrics),
                              y: try length(target, "y", percentOf: size.height, metrics: targetMetrics),
                              width: try side("width", size.width), height: try side("height", size.height))
            guard viewportContext.style.display else { return nil }
            var targetCommon = ResolvedCommon()
            if !context.inClip { targetCommon.opacity = viewportContext.style.opacity }
            var body = try resolveViewport(target, context: viewportContext, rect: rect, viewBox: try viewBox(target),
                                           children: target.children, clips: true, common: targetCommon)
            try placeUsePaint(&body, use: element, style: context.style, inner: inner)
            return .group(common, children: [body], clipRect: nil)
        }
        guard var child = try resolve(target, context: inner) else { return .group(common, children: [], clipRect: nil) }
        try placeUsePaint(&child, use: element, style: context.style, inner: inner)
        return .group(common, children: [child], clipRect: nil)
    }

    /// The `<clipPath>` with `id` for a node whose bounding box is `bounds` and whose user space
    /// maps to the viewport by `context.absolute` (times the node's transform).
    func resolveClip(_ id: String, element: ScriptElement, bounds: CGRect?, absolute: CGAffineTransform,
                     context: Context) throws -> ResolvedClip? {
        guard let (clip, ancestors) = try referenced(id, "clipPath", by: element, property: "clip-path",
                                                 otherwise: "not clipped", context: context) else { return nil }
        let objectUnits = clip["clipPathUnits"] == "objectBoundingBox"
        guard !objectUnits || (bounds.map { $0.width > 0 && $0.height > 0 } ?? false), let area = bounds ?? .some(.zero)
        else { return ResolvedClip(content: [], clip: []) }
        var contentTransform = try transform("transform", of: clip, viewport: context.viewport) ?? .identity
        if objectUnits {
            contentTransform = CGAffineTransform(a: area.width, b: 0, c: 0, d: area.height, tx: area.minX, ty: area.minY)
                .concatenating(contentTransform)
        }
        var inner = try referenceContext(clip, ancestors: ancestors,
                                         absolute: contentTransform.concatenating(absolute), from: context)
        inner.inClip = true
        let children = try resolveChildren(clip.children.filter { $0.name == "use" || Self.clipShapes.contains($0.name) },
                                           context: inner)
        var result = ResolvedClip(content: [.group(ResolvedCommon(transform: contentTransform), children: children,
                                                   clipRect: nil)], clip: [])
        if let nestedID = inner.style.clipPath,
           let nested = try resolveClip(nestedID, element: clip, bounds: bounds, absolute: absolute, context: inner) {
            result.clip = [nested]
        }
        return result
    }

    /// The `<mask>` with `id` for a node with `bounds` whose user space maps to the viewport by
    /// `absolute`, with its `mask-type` and the mask on the `<mask>` itself (for the same node).
    func resolveMask(_ id: String, element: ScriptElement, bounds: CGRect?, absolute: CGAffineTransform,
                     context: Context) throws -> ResolvedMask? {
        guard let (mask, ancestors) = try referenced(id, "mask", by: element, property: "mask",
                                                 otherwise: "not masked", context: context) else { return nil }
        let box = bounds ?? .zero
        let objectUnits = mask["maskUnits"] != "userSpaceOnUse"
        let contentObjectUnits = mask["maskContentUnits"] == "objectBoundingBox"
        if (objectUnits || contentObjectUnits), box.width <= 0 || box.height <= 0 {
            return ResolvedMask(content: [], region: .zero, absoluteTransform: absolute)
        }
        func coordinate(_ name: String, _ fallback: CGFloat, _ reference: CGFloat) throws -> CGFloat {
            try reading(mask, name) { v throws(ValueError) in
                let length = try ScriptLength(parsing: v)
                return objectUnits ? (length.unit == .percent ? length.value / 100 : length.value)
                    : length.resolved(percentOf: reference, pixelsPerInch: options.dpi)
            } ?? fallback
        }
        let size = context.viewport
        var region = CGRect(x: try coordinate("x", objectUnits ? -0.1 : -0.1 * size.width, size.width),
                            y: try coordinate("y", objectUnits ? -0.1 : -0.1 * size.height, size.height),
                            width: try coordinate("width", objectUnits ? 1.2 : 1.2 * size.width, size.width),
                            height: try coordinate("height", objectUnits ? 1.2 : 1.2 * size.height, size.height))
        if objectUnits {
            region = CGRect(x: box.minX + region.minX * box.width, y: box.minY + region.minY * box.height,
                            width: region.width * box.width, height: region.height * box.height)
        }
        let contentTransform = contentObjectUnits
            ? CGAffineTransform(a: box.width, b: 0, c: 0, d: box.height, tx: box.minX, ty: box.minY) : .identity
        let inner = try referenceContext(mask, ancestors: ancestors,
                                         absolute: contentTransform.concatenating(absolute), from: context)
        let children = try resolveChildren(mask.children, context: inner)
        var result = ResolvedMask(content: [.group(ResolvedCommon(transform: contentTransform), children: children,
                                                   clipRect: nil)],
                                  region: region, absoluteTransform: absolute, alpha: inner.style.maskAlpha)
        if let nestedID = inner.style.mask,
           let nested = try resolveMask(nestedID, element: mask, bounds: bounds, absolute: absolute, context: inner) {
            result.mask = [nested]
        }
        // Outside other references, where no cycle was cut, the same mask at the same place
        // draws the same raster.
        if context.references.isEmpty, let position = cycles.order[ObjectIdentifier(mask)] {
            let t = absolute, c = contentTransform
            result.rasterKey = MaskRasterKey(position: position, numbers: [
                region.minX, region.minY, region.width, region.height, t.a, t.b, t.c, t.d, t.tx, t.ty,
                c.a, c.b, c.c, c.d, c.tx, c.ty, context.viewport.width, context.viewport.height,
            ])
        }
        return result
    }
}

extension ScriptResolver {
    /// `node`, the root `<svg>`'s viewport group, with the root's `clip-path`, `mask` and
    /// `filter`, which apply in the root's user space (inside its viewBox, as in resvg and
    /// browsers): on the viewport's content group. `context` is the root's; `viewport` its viewBox size.
    func maskingRoot(_ node: ResolvedNode, root: ScriptElement, context: Context,
                     viewport: CGSize) throws -> ResolvedNode {
        let style = context.style
        guard style.clipPath != nil || style.mask != nil || !style.filter.isEmpty,
              case .group(let common, let children, let clipRect) = node,
              let content = children.first, children.count == 1,
              case .group(var body, let drawn, let bodyClip) = content else { return node }
        var inner = context
        inner.viewport = viewport
        inner.ancestors = []
        let bounds = content.ownBounds
        if let id = style.clipPath {
            body.clip = try resolveClip(id, element: root, bounds: bounds, absolute: body.absoluteTransform, context: inner)
        }
        if let id = style.mask {
            body.mask = try resolveMask(id, element: root, bounds: bounds, absolute: body.absoluteTransform, context: inner)
        }
        if !style.filter.isEmpty {
            body.filters = try resolveFilters(style.filter, element: root, bounds: bounds, currentColor: style.color,
                                              context: inner)
        }
        return .group(common, children: [.group(body, children: drawn, clipRect: bodyClip)], clipRect: clipRect)
    }
}

extension ResolvedCommon {
    /// A common part with only a transform.
    init(transform: CGAffineTransform) {
        self.init()
        self.transform = transform
    }
}
