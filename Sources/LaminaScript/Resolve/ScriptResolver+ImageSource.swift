// Loading what an `<image href>` names (SVG 2 §5.7, resvg's usvg `get_href_data`): a `data:`
// URL of any form, or a file inside the script's folder (or a folder the caller allowed). The
// format comes from the bytes, as resvg sniffs them: PNG, JPEG, GIF (its first frame) and WebP
// decode to pixels, SVG (and gzip-compressed SVG) stays a document for the image to resolve.
// An SVG image loads no files of its own, as in browsers and resvg.
import Foundation
import Lamina

/// What an `<image>`'s `href` holds once loaded.
enum ScriptImageSource {
    /// Decoded pixels.
    case raster(Image)
    /// An SVG document, parsed once (inflated first when it was gzip-compressed), and the name
    /// its messages go under.
    case svg(ScriptElement, name: String)
}

/// The image formats told apart by their first bytes: LaminaRender's raster formats, and SVG.
enum ScriptImageFormat: Equatable {
    case raster(ImageFormat), svg

    /// The format `data` starts like; SVG for gzip data or text whose first mark is `<`.
    init?(sniffing data: Data) {
        if let raster = ImageFormat(sniffing: data) { self = .raster(raster) }
        else if ZlibInflater.isGzip(data) { self = .svg }
        else {
            // Text, after an optional UTF-8 byte order mark and white space.
            let head = [UInt8](data.prefix(3))
            let text = head.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(data.prefix(1024).dropFirst(3)) : Array(data.prefix(1024))
            guard text.first(where: { ![0x09, 0x0A, 0x0D, 0x20].contains($0) }) == UInt8(ascii: "<") else { return nil }
            self = .svg
        }
    }
}

extension ScriptResolver {
    /// The image an `href` names, loaded once per distinct `href` however often it is used;
    /// nil (with a warning) when it cannot be read.
    /// - Throws: when the file lies outside the allowed folders, or the images decoded in all
    ///   would pass ``ScriptLimits/maxDecodedImagePixels``.
    func loadImage(_ href: ScriptAttribute) throws -> ScriptImageSource? {
        let value = href.value.trimmed
        let key = ImageHref(value)
        if let loaded = loadedImages[key] { return loaded }
        let loaded = try readImage(href, value: value)
        loadedImages[key] = loaded
        return loaded
    }

    /// Reads the image `value` names (``loadImage(_:)`` without the cache).
    private func readImage(_ href: ScriptAttribute, value: String) throws -> ScriptImageSource? {
        if DataURL.isDataURL(value) {
            let url: DataURL
            do {
                url = try DataURL(parsing: value)
            } catch {
                warn(href.location, "href: \(error.message); skipped")
                return nil
            }
            return try decode(url.data, declared: url.mediaType == "image/svg+xml" ? .svg : nil, source: "data: URL",
                              at: href.location)
        }
        guard options.imageNesting == 0 else {
            // An SVG image is a document of its own that reads no other files (SVG 2 §5.7).
            warn(href.location, "href: an SVG image may only use data: URLs, found \"\(value)\"; skipped")
            return nil
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
        let data: Data
        do {
            data = try ScriptFile.read(url.path, maxBytes: options.limits.maxFileBytes)
        } catch {
            warn(href.location, "href: \(url.path): \((error as? ScriptDiagnostic)?.message ?? "\(error)"); skipped")
            return nil
        }
        return try decode(data, declared: nil, source: url.path, at: href.location)
    }

    /// Decodes `data` in the format it sniffs as (`declared` when given): a PNG or JPEG once
    /// its header's size fits what is left of ``ScriptLimits/maxDecodedImagePixels``.
    private func decode(_ data: Data, declared: ScriptImageFormat?, source: String,
                        at location: SourceLocation) throws -> ScriptImageSource? {
        guard let format = declared ?? ScriptImageFormat(sniffing: data) else {
            warn(location, "href: expected a PNG, JPEG, GIF, WebP or SVG image, found data that is none of them; skipped")
            return nil
        }
        switch format {
        case .svg:
            let text: Data
            do {
                text = try ZlibInflater.inflatedGzip(data, maxBytes: options.limits.maxFileBytes, noun: "a script")
            } catch {
                warn(location, "href: \(error.message); skipped")
                return nil
            }
            let name = source == "data: URL" ? "\(file):\(location.line):\(location.column) data: URL" : source
            do {
                let (root, readWarnings) = try ScriptXMLReader.parse(text, file: name, maxDepth: options.limits.maxDepth)
                adoptWarnings(readWarnings)
                return .svg(root, name: name)
            } catch let diagnostic as ScriptDiagnostic {
                warn(location, "href: the SVG image cannot be read (\(diagnostic)); skipped")
                return nil
            }
        case .raster(let format):
            // No image is decoded before its header's size has been counted.
            guard let size = format.size(of: data) else {
                warn(location, "href: expected a readable \(format.rawValue) image, found data whose header is not "
                     + "one; skipped")
                return nil
            }
            let limit = options.limits.maxDecodedImagePixels
            guard size.width <= limit, size.height <= limit, size.width * size.height <= limit - decodedImagePixels else {
                throw error(location, "href: expected images of at most \(limit) pixels in all, found "
                            + "\(size.width)×\(size.height) more (smaller images)")
            }
            decodedImagePixels += size.width * size.height
            do {
                return .raster(try format.decode(data, source: source))
            } catch {
                warn(location, "href: expected a readable \(format.rawValue) image, found data that is not one "
                     + "(\(error)); skipped")
                return nil
            }
        }
    }
}
