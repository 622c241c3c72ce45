// `<pattern>` paint servers (SVG 1.1 §13.3, SVG 2 §14.3): patternUnits, patternContentUnits,
// viewBox with preserveAspectRatio, patternTransform (with transform-origin), x/y/width/height,
// and `href` inheritance of attributes and children. The tile's content is resolved here, in
// tile space; ScriptLayerBuilder renders it once and repeats it.
import Foundation
import Lamina

extension ScriptResolver {
    /// The `<pattern>` `element` for `property` (`fill` or `stroke`) of `shape`, whose bounding
    /// box is `bounds`, resolved in `context`, with `opacity` applied; nil when it paints nothing
    /// (an empty tile or content, or a reference cycle); `orFallback()` for objectBoundingBox
    /// units on an empty box.
    func pattern(_ element: ScriptElement, for shape: ScriptElement, property: String, opacity: Double,
                 bounds: CGRect, context: Context, orFallback: () throws -> ResolvedPaint?) throws -> ResolvedPaint? {
        if let owner = try cycleOwner(of: shape, ancestors: context.ancestors, to: element, property: property),
           owner !== element {
            // Two patterns that paint with each other: resvg drops the later one's reference.
            if cycles.warned.insert([ObjectIdentifier(owner), ObjectIdentifier(element)]).inserted {
                warn(shape.location, "\(property): expected no reference cycle, found pattern \"#\(element.id ?? "")\" "
                     + "referring back to \"#\(owner.id ?? "")\"; painted as none")
            }
            return nil
        }
        let chain = hrefChain(element, kinds: ["pattern"])
        if let looped = chain.first(where: { context.references.contains(ObjectIdentifier($0)) }) {
            warn(shape.location, "paint: expected no reference cycle, found pattern \"#\(looped.id ?? "")\" "
                 + "inside itself; painted as none")
            return nil
        }
        func owner(_ name: String) -> ScriptElement? { chain.first { $0.attributes[name] != nil } }
        func units(_ name: String, default objectBox: Bool) throws -> Bool {
            try owner(name).flatMap { element in
                try reading(element, name) { v throws(ValueError) -> Bool in
                    guard v == "userSpaceOnUse" || v == "objectBoundingBox" else {
                        throw .expected("userSpaceOnUse or objectBoundingBox", found: v)
                    }
                    return v == "objectBoundingBox"
                }
            } ?? objectBox
        }
        let objectUnits = try units("patternUnits", default: true)
        let viewBox = try owner("viewBox").flatMap { try self.viewBox($0) }
        let contentObjectUnits = try viewBox == nil && units("patternContentUnits", default: false)
        if objectUnits || contentObjectUnits, bounds.width <= 0 || bounds.height <= 0 { return try orFallback() }

        let size = context.viewport
        func coordinate(_ name: String, _ reference: CGFloat) throws -> CGFloat {
            guard let element = owner(name) else { return 0 }
            return try reading(element, name) { v throws(ValueError) in
                let length = try ScriptLength(parsing: v)
                if name == "width" || name == "height", length.value < 0 { throw .expected("a length ≥ 0", found: v) }
                return objectUnits ? (length.unit == .percent ? length.value / 100 : length.value)
                    : length.resolved(percentOf: reference, pixelsPerInch: options.dpi)
            } ?? 0
        }
        var tile = CGRect(x: try coordinate("x", size.width), y: try coordinate("y", size.height),
                          width: try coordinate("width", size.width), height: try coordinate("height", size.height))
        if objectUnits {
            tile = CGRect(x: bounds.minX + tile.minX * bounds.width, y: bounds.minY + tile.minY * bounds.height,
                          width: tile.width * bounds.width, height: tile.height * bounds.height)
        }
        // SVG 1.1 §13.3: a zero width or height disables the pattern (a negative one, an error,
        // is as if absent: zero).
        guard tile.width > 0, tile.height > 0, tile.width.isFinite, tile.height.isFinite,
              tile.minX.isFinite, tile.minY.isFinite else { return nil }
        let transform = try serverTransform("patternTransform", of: owner("patternTransform"),
                                            viewport: context.viewport)
        let toUser = CGAffineTransform(translationX: tile.minX, y: tile.minY).concatenating(transform)

        // From content coordinates to tile space (the tile is 0, 0, width, height).
        let contentTransform: CGAffineTransform
        if let viewBox {
            let aspect = try owner("preserveAspectRatio").flatMap { element in
                try reading(element, "preserveAspectRatio") { v throws(ValueError) in try PreserveAspectRatio(parsing: v) }
            } ?? PreserveAspectRatio()
            contentTransform = aspect.transform(viewBox: viewBox, viewport: CGRect(origin: .zero, size: tile.size))
        } else if contentObjectUnits {
            // resvg and Chrome scale by the box but do not move the content to its corner.
            contentTransform = CGAffineTransform(scaleX: bounds.width, y: bounds.height)
        } else {
            contentTransform = .identity
        }
        guard let contentOwner = chain.first(where: { !$0.children.isEmpty }) else { return nil }
        let ancestors = contentOwner.id.flatMap { index[$0]?.ancestors } ?? []
        try countDrawn(1, at: shape)  // the tile, a group of its own
        var inner = try referenceContext(contentOwner, ancestors: ancestors, absolute: contentTransform, from: context)
        inner.references.formUnion(chain.map(ObjectIdentifier.init))
        inner.viewport = viewBox?.size ?? context.viewport
        let children = try resolveChildren(contentOwner.children, context: inner)
        guard !children.isEmpty else { return nil }
        var content = ResolvedCommon(transform: contentTransform)
        content.absoluteTransform = contentTransform
        let c = contentTransform
        let key = PatternTileKey(pattern: ObjectIdentifier(element), references: inner.references,
                                 numbers: [tile.width, tile.height, c.a, c.b, c.c, c.d, c.tx, c.ty,
                                           inner.viewport.width, inner.viewport.height])
        return .pattern(ResolvedPattern(content: [.group(content, children: children, clipRect: nil)],
                                        tile: tile.size, toUser: toUser, opacity: CGFloat(opacity), key: key))
    }
}
