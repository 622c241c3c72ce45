// `feImage` (SVG 1.1 §15.16, Filter Effects 1 §9.16) as a FilterEffect.image, as resvg reads
// it (usvg's parser/filter.rs `convert_image`, parser/svgtree/parse.rs `fix_recursive_fe_image`):
// - an `href` to an image file or `data:` URL, loaded as `<image>` loads them (the same
//   folders, formats and budgets), fitted into the primitive's subregion by
//   `preserveAspectRatio`, its pixels sampled as `image-rendering` says;
// - an `href="#id"` to an element of the document, drawn as a `<use>` of it would be (its own
//   transform, opacity, clip and filters; styles inherited from its place in the document),
//   with its user space's origin at the subregion's top-left corner.
// A missing `href`, a reference to nothing or to an element that draws nothing, or an image
// that cannot be loaded give a transparent result. An element whose `filter` names the filter
// of an `feImage` that draws that element loses its filter (usvg's rule); a longer cycle of
// references draws nothing where it closes. Both warn.
import Foundation
import Lamina

/// The drawing of an element or SVG image an `feImage` refers to, until the layer builder has
/// built its layers (``ScriptLayerBuilder/builtFilters(_:)`` replaces it by their committed
/// tree). It draws nothing itself.
///
/// `@unchecked Sendable`: it holds a resolved node, which never leaves the script's own
/// loading (the builder replaces it before any layer tree is committed).
final class ResolvedFilterContent: FilterDrawing, @unchecked Sendable {
    /// The content, placed in the primitive's space by its own transform.
    let node: ResolvedNode

    init(_ node: ResolvedNode) {
        self.node = node
    }

    /// Draws nothing: the builder replaces this stand-in by the built layers.
    func draw(on canvas: Canvas) throws {}

    /// Whether `other` is this very stand-in.
    func isEqual(to other: any FilterDrawing) -> Bool {
        (other as? ResolvedFilterContent) === self
    }
}

extension ScriptResolver {
    /// The picture of `element` (an `feImage` with computed `style`) over `subregion` (the
    /// filtered element's user space); `context` is the filtered element's.
    func filterImage(_ element: ScriptElement, style: ScriptStyle, subregion: CGRect,
                     context: Context) throws -> FilterEffect {
        let nothing = FilterEffect.flood(.clear)
        guard let href = element.href, !href.value.trimmed.isEmpty else {
            warn(element.location, "<feImage>: expected an href, found none; it draws nothing")
            return nothing
        }
        if href.value.trimmed.hasPrefix("#") {
            return try filterImage(referring: href, context: context) ?? nothing
        }
        guard let source = try loadImage(href) else { return nothing }
        let box = CGRect(origin: .zero, size: subregion.size)
        switch source {
        case .raster(let image):
            let natural = CGRect(x: 0, y: 0, width: image.width, height: image.height)
            let aspect = try reading(element, "preserveAspectRatio") { v throws(ValueError) in
                try PreserveAspectRatio(parsing: v)
            } ?? PreserveAspectRatio()
            let rect = natural.applying(aspect.transform(viewBox: natural, viewport: box))
            return .image(.bitmap(image, rect: rect, filter: style.pixelatedImages ? .nearest : .linear))
        case .svg(let root, let name):
            guard let node = try resolveSVGImage(root, name: name, href: href, element: element,
                                                 common: ResolvedCommon(), context: context, viewport: { _ in box })
            else { return nothing }
            return .image(.drawing(ResolvedFilterContent(node)))
        }
    }

    /// The drawing of the element `href` names, or nil (with a warning) when there is none or
    /// the reference closes a cycle.
    private func filterImage(referring href: ScriptAttribute, context: Context) throws -> FilterEffect? {
        let id = (try? ScriptPaint.fragmentID(href.value)) ?? ""
        guard let (target, ancestors) = index[id] else {
            warn(href.location, "href: expected an element with id \"\(id)\", found none; <feImage> draws nothing")
            return nil
        }
        guard !context.references.contains(ObjectIdentifier(target)) else {
            // Once per element where the cycle closes, however often it is drawn.
            if cycles.warned.insert([ObjectIdentifier(target)]).inserted {
                warn(href.location, "href: expected no reference cycle, found \"#\(id)\" drawn inside itself; "
                     + "<feImage> draws nothing")
            }
            return nil
        }
        var inner = Context()
        inner.style = try inheritedStyle(along: ancestors)
        inner.ancestors = ancestors
        inner.absolute = context.absolute
        inner.viewport = context.viewport
        inner.depth = context.depth + 1
        inner.references = context.references.union([ObjectIdentifier(target)])
        return try resolve(target, context: inner).map { .image(.drawing(ResolvedFilterContent($0))) }
    }

    /// Whether `element`'s `filter` must be dropped because the `<filter>` with `id` holds an
    /// `feImage` that draws `element` itself (as usvg drops it): warns once per element.
    func filterDrawsItsElement(_ id: String, element: ScriptElement) -> Bool {
        guard let own = element.id, index[own]?.element === element, let (filter, _) = index[id],
              filter.name == "filter" else { return false }
        let drawsElement = filter.children.contains { child in
            child.name == "feImage" && child.href.flatMap { try? ScriptPaint.fragmentID($0.value) } == own
        }
        if drawsElement, cycles.warned.insert([ObjectIdentifier(element), ObjectIdentifier(filter)]).inserted {
            warn(element.attributes["filter"]?.location ?? element.location,
                 "filter: expected no reference cycle, found an <feImage> in \"#\(id)\" that draws this element; "
                 + "filter ignored")
        }
        return drawsElement
    }
}
