// `<image>` (SVG 1.1 §5.7): a PNG from a `data:` URL or a file inside the script's folder (or
// a folder the caller allowed), placed by x, y, width, height and preserveAspectRatio; the
// `cap-insets` extension makes it a nine-part resizable image (UIKit's capInsets, in points;
// `NAME@2x.png` holds 2 pixels per point) and `resizing-mode="tile"` repeats its middle parts.
import Foundation
import Lamina

extension ScriptResolver {
    func resolveImage(_ element: ScriptElement, common: ResolvedCommon, context: Context) throws -> ResolvedNode? {
        guard let href = element.href else {
            warn(element.location, "<image>: expected an href, found none; skipped")
            return nil
        }
        guard let image = try loadImage(href) else { return nil }
        let size = context.viewport, metrics = context.style.lengthMetrics
        // UIKit's convention: NAME@2x.png holds 2 pixels per point.
        let name = href.value.split(separator: "/").last.map(String.init) ?? ""
        let scale: CGFloat = name.hasSuffix("@3x.png") ? 3 : name.hasSuffix("@2x.png") ? 2 : 1
        let natural = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        let viewport = CGRect(x: try length(element, "x", percentOf: size.width, metrics: metrics),
                              y: try length(element, "y", percentOf: size.height, metrics: metrics),
                              width: try length(element, "width", percentOf: size.width, default: natural.width,
                                                metrics: metrics),
                              height: try length(element, "height", percentOf: size.height, default: natural.height,
                                                 metrics: metrics))
        guard viewport.width > 0, viewport.height > 0 else { return nil }
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
        let drawRect: CGRect
        if insets != nil {
            drawRect = viewport
        } else {
            let aspect = try reading(element, "preserveAspectRatio") { v throws(ValueError) in
                try PreserveAspectRatio(parsing: v)
            } ?? PreserveAspectRatio()
            drawRect = CGRect(origin: .zero, size: natural)
                .applying(aspect.transform(viewBox: CGRect(origin: .zero, size: natural), viewport: viewport))
        }
        return .image(common, ResolvedImage(image: image, scale: scale, viewport: viewport, drawRect: drawRect,
                                            capInsets: insets.map { (top: $0.0, left: $0.1, bottom: $0.2, right: $0.3) },
                                            tiles: tiles))
    }

    /// Decodes the PNG an `href` names, once per distinct `href` however often it is used;
    /// nil (with a warning) when it cannot be read.
    /// - Throws: when the file lies outside the allowed folders, or the images decoded in all
    ///   would pass ``ScriptLimits/maxDecodedImagePixels``.
    private func loadImage(_ href: ScriptAttribute) throws -> Image? {
        let value = href.value.trimmed
        if let decoded = decodedImages[value] { return decoded }
        let image = try decodeImage(href, value: value)
        decodedImages[value] = image
        return image
    }

    /// Reads and decodes the PNG `value` names (``loadImage(_:)`` without the cache).
    private func decodeImage(_ href: ScriptAttribute, value: String) throws -> Image? {
        if value.hasPrefix("data:") {
            guard let comma = value.firstIndex(of: ","), value[..<comma].hasSuffix(";base64"),
                  let data = Data(base64Encoded: String(value[value.index(after: comma)...]),
                                  options: .ignoreUnknownCharacters) else {
                warn(href.location, "href: expected a base64 data: URL, found another encoding; skipped")
                return nil
            }
            return try decode(data, source: "data: URL", at: href.location)
        }
        var path = value
        if value.hasPrefix("file://"), let url = URL(string: value) { path = url.path }
        else if value.contains("://") {
            warn(href.location, "href: expected a file or data: URL, found \"\(value)\" (no network access); skipped")
            return nil
        }
        let folder = options.fileFolder.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? options.baseFolder
        guard let base = folder else {
            throw error(href.location, "href: expected a data: URL (the script is not a file, so it has no folder), "
                        + "found \"\(value)\"")
        }
        let url = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL.resolvingSymlinksInPath()
        let folders = ([base] + options.allowedFolders).map { $0.standardizedFileURL.resolvingSymlinksInPath().path }
        guard folders.contains(where: { url.path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
            throw error(href.location, "href: expected a file inside \(folders[0]) (or a folder allowed with "
                        + "--allow-path), found \(url.path)")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            warn(href.location, "href: cannot read \(url.path); skipped")
            return nil
        }
        return try decode(data, source: url.path, at: href.location)
    }

    /// Decodes `data` as a PNG, once its header's size fits what is left of
    /// ``ScriptLimits/maxDecodedImagePixels``.
    private func decode(_ data: Data, source: String, at location: SourceLocation) throws -> Image? {
        if let size = Self.pngSize(data) {
            let limit = options.limits.maxDecodedImagePixels
            guard size.width <= limit, size.height <= limit, size.width * size.height <= limit - decodedImagePixels else {
                throw error(location, "href: expected images of at most \(limit) pixels in all, found "
                            + "\(size.width)×\(size.height) more (smaller images)")
            }
            decodedImagePixels += size.width * size.height
        }
        do {
            return try Image(pngData: data, source: source)
        } catch {
            warn(location, "href: expected a PNG image, found data that is not one (\(error)); skipped")
            return nil
        }
    }

    /// The width and height a PNG's header gives, or nil when `data` does not start like a PNG.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
              bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }  // "IHDR"
        func number(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }
}
