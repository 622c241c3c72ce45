// Part Codecs/: image files in and out: PNG (Lamina's own encoder over zlib, Cairo's reader),
// JPEG, GIF and WebP decoding, and zlib's deflate and inflate for PNG, gzip and ZIP.
// May use: Pixels/, Files/ and RenderError; not Canvas/ (decoding draws nothing).
//
// The raster image formats Lamina decodes, told apart by their first bytes as resvg sniffs them
// (never by a file's extension or a declared type): PNG, JPEG, GIF (its first frame) and WebP.
// Each format reads its header's size first, so a caller can count the pixels against a budget
// before anything is decoded.
import Foundation

/// A raster image format Lamina decodes.
public enum ImageFormat: String, Sendable, CaseIterable {
    /// PNG (any bit depth and colour type, with transparency).
    case png = "PNG"
    /// JPEG (baseline and progressive; opaque).
    case jpeg = "JPEG"
    /// GIF (its first frame).
    case gif = "GIF"
    /// WebP (lossy and lossless, with alpha).
    case webp = "WebP"

    /// The format `data` starts like; nil for anything else.
    public init?(sniffing data: Data) {
        let head = [UInt8](data.prefix(16))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { self = .png }
        else if head.starts(with: Image.jpegSignature) { self = .jpeg }
        else if head.starts(with: Array("GIF8".utf8)) { self = .gif }
        else if head.count >= 12, head.starts(with: Array("RIFF".utf8)), head[8..<12].elementsEqual("WEBP".utf8) { self = .webp }
        else { return nil }
    }

    /// The width and height the header of `data` gives, in pixels; nil when `data` is not a
    /// readable image of this format.
    public func size(of data: Data) -> (width: Int, height: Int)? {
        switch self {
        case .png: return Self.pngSize(data)
        case .jpeg: return Image.jpegSize(data)
        case .gif: return Image.gifSize(data)
        case .webp: return Image.webpSize(data)
        }
    }

    /// `data` decoded as an image of this format; `source` names it in errors.
    /// - Throws: ``RenderError`` when it is not a readable one, or its size is outside the limits.
    public func decode(_ data: Data, source: String) throws -> Image {
        switch self {
        case .png: return try Image(pngData: data, source: source)
        case .jpeg: return try Image(jpegData: data, source: source)
        case .gif: return try Image(gifData: data, source: source)
        case .webp: return try Image(webpData: data, source: source)
        }
    }

    /// The width and height a PNG's header (IHDR) gives, or nil when `data` does not start like a PNG.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
              bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }  // "IHDR"
        func number(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }
}
