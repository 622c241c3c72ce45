// `<image>` (SVG 2 §5.7): a PNG, JPEG or SVG image (ScriptResolver+ImageSource.swift) placed in
// the x, y, width, height rectangle by preserveAspectRatio, a missing width or height taken from
// the image's own size (SVG 2 `auto`, as resvg's usvg `image::convert`). An SVG image is drawn
// as vectors: its own document (own styles, ids and `color`), resolved as the content of a group
// that maps its viewport into the image's place, and clipped there only for `slice` (as resvg).
// The `cap-insets` extension makes a raster image a nine-part resizable image (UIKit's capInsets,
// in points; `NAME@2x.png` holds 2 pixels per point) and `resizing-mode="tile"` repeats its
// middle parts.
import Foundation
import Lamina

extension ScriptResolver {
    func resolveImage(_ element: ScriptElement, common: ResolvedCommon, style: ScriptStyle,
                      context: Context) throws -> ResolvedNode? {
        guard let href = element.href else {
            warn(element.location, "<image>: expected an href, found none; skipped")
            return nil
        }
        guard let source = try loadImage(href) else { return nil }
        switch source {
        case .raster(let image):
            return try resolveRaster(image, href: href.value, element: element, common: common, style: style,
                                     context: context)
        case .svg(let root, let name):
            return try resolveSVGImage(root, name: name, href: href, element: element, common: common, context: context) {
                try self.imageViewport(element, natural: $0, context: context)
            }
        }
    }

    /// The `x y width height` rectangle of an image whose own size is `natural`: a missing (or
    /// `auto`) width or height keeps the image's aspect ratio, both missing are its size; nil
    /// when it is empty, which draws nothing.
    private func imageViewport(_ element: ScriptElement, natural: CGSize, context: Context) throws -> CGRect? {
        let size = context.viewport, metrics = context.style.lengthMetrics
        // Absent, `auto` and invalid (after its warning) all mean auto; NaN stands for it.
        func side(_ name: String, percentOf reference: CGFloat) throws -> CGFloat? {
            guard element.attributes[name]?.value.trimmed != "auto" else { return nil }
            let value = try length(element, name, percentOf: reference, default: .nan, metrics: metrics)
            return value.isNaN ? nil : value
        }
        var width = try side("width", percentOf: size.width), height = try side("height", percentOf: size.height)
        if width == nil, let height, natural.height > 0 { width = natural.width * height / natural.height }
        if height == nil, let width, natural.width > 0 { height = natural.height * width / natural.width }
        let rect = CGRect(x: try length(element, "x", percentOf: size.width, metrics: metrics),
                          y: try length(element, "y", percentOf: size.height, metrics: metrics),
                          width: width ?? natural.width, height: height ?? natural.height)
        return rect.width > 0 && rect.height > 0 && natural.width > 0 && natural.height > 0 ? rect : nil
    }

    private func aspectRatio(_ element: ScriptElement) throws -> PreserveAspectRatio {
        try reading(element, "preserveAspectRatio") { v throws(ValueError) in
            try PreserveAspectRatio(parsing: v)
        } ?? PreserveAspectRatio()
    }

    private func resolveRaster(_ image: Image, href: String, element: ScriptElement, common: ResolvedCommon,
                               style: ScriptStyle, context: Context) throws -> ResolvedNode? {
        // UIKit's convention: NAME@2x.png holds 2 pixels per point. The name is what follows the
        // last "/", found from the end: a data: URL's base64 holds thousands of them.
        let name = href.lastIndex(of: "/").map { href[href.index(after: $0)...] } ?? href[...]
        let scale: CGFloat = name.hasSuffix("@3x.png") ? 3 : name.hasSuffix("@2x.png") ? 2 : 1
        let natural = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        guard let viewport = try imageViewport(element, natural: natural, context: context) else { return nil }
        let insets = try reading(element, "cap-insets") { v throws(ValueError) -> (CGFloat, CGFloat, CGFloat, CGFloat) in
            let n = try ValueScanner.numberList(v)
            guard (1...4).contains(n.count), n.allSatisfy({ $0 >= 0 }) else {
                throw .expected("1 to 4 non-negative numbers \"top [right [bottom [left]]]\" in the image's points", found: v)
            }
            // CSS shorthand order: top, right, bottom, left.
            let top = n[0], right = n.count > 1 ? n[1] : top, bottom = n.count > 2 ? n[2] : top
            let left = n.count > 3 ? n[3] : right
            guard left + right <= natural.width, top + bottom <= natural.height else {
                throw .expected("insets that fit the \(natural.width)×\(natural.height) point image", found: v)
            }
            return (top, left, bottom, right)
        }
        let tiles = try reading(element, "resizing-mode") { v throws(ValueError) in
            guard v == "stretch" || v == "tile" else { throw .expected("stretch or tile", found: v) }
            return v == "tile"
        } ?? false
        let drawRect = insets != nil ? viewport : CGRect(origin: .zero, size: natural)
            .applying(try aspectRatio(element).transform(viewBox: CGRect(origin: .zero, size: natural), viewport: viewport))
        return .image(common, ResolvedImage(image: image, scale: scale, viewport: viewport, drawRect: drawRect,
                                            capInsets: insets.map { (top: $0.0, left: $0.1, bottom: $0.2, right: $0.3) },
                                            tiles: tiles, filter: style.pixelatedImages ? .nearest : .linear))
    }

    /// An SVG image: the document `root` resolved in a resolver of its own (its own ids, style
    /// sheet, warnings under `name`), which shares this script's limits: its elements (all it
    /// holds, or all it draws if more) count as drawn copies at every use, its decoded images
    /// and style-rule tries count against this script's. A document that cannot be resolved
    /// draws nothing, with one warning however often `href` is used. `viewport` gives the
    /// rectangle `element` (an `<image>` or `<feImage>`) fits the document of a size into.
    func resolveSVGImage(_ root: ScriptElement, name: String, href: ScriptAttribute, element: ScriptElement,
                         common: ResolvedCommon, context: Context,
                         viewport: (CGSize) throws -> CGRect?) throws -> ResolvedNode? {
        let limits = options.limits
        guard options.imageNesting < limits.maxImageNesting else {
            warn(element.location, "<\(element.name)>: expected SVG images at most \(limits.maxImageNesting) deep, found more; skipped")
            return nil
        }
        var nested = options
        (nested.width, nested.height, nested.fileFolder, nested.baseFolder) = (nil, nil, nil, nil)
        nested.imageNesting += 1
        nested.limits.maxDrawnElements = max(limits.maxDrawnElements - nodeCount, 0)
        nested.limits.maxSelectorTests = max(limits.maxSelectorTests - selectorTests, 0)
        nested.limits.maxGlyphElements = max(limits.maxGlyphElements - glyphElements, 0)
        let resolver = ScriptResolver(file: name, options: nested)
        resolver.decodedImagePixels = decodedImagePixels
        var node: ResolvedNode?
        do {
            let size = try resolver.documentViewport(root).size
            if let viewport = try viewport(size) {
                let aspect = try aspectRatio(element)
                var content = ResolvedCommon()
                content.transform = aspect.transform(viewBox: CGRect(origin: .zero, size: size), viewport: viewport)
                content.absoluteTransform = content.transform.concatenating(common.transform)
                    .concatenating(context.absolute)
                let document = try resolver.resolveDocument(root, absolute: content.absoluteTransform,
                                                            depth: context.depth)
                // The image's own `color` is its currentColor, not the tint around the <image>.
                content.look.tintColor = resolver.rootColor
                node = .group(common, children: [.group(content, children: [document.root], clipRect: nil)],
                              clipRect: aspect.slice ? viewport : nil)
            }
        } catch let diagnostic as ScriptDiagnostic {
            warn(element.location, "<\(element.name)>: the SVG image cannot be loaded (\(diagnostic)); skipped")
            loadedImages[ImageHref(href.value.trimmed)] = .some(nil)
        }
        adoptWarnings(resolver.warnings)
        // What the image spent counts as this script's, and may break its limits.
        decodedImagePixels = resolver.decodedImagePixels
        try countDrawn(max(resolver.nodeCount, resolver.documentElements), at: element)
        try countSelectorTests(resolver.selectorTests, at: element)
        return node
    }
}
