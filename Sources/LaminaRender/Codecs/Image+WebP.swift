// WebP decoding through libwebp's simple decoding API (Debian's libwebp-dev): lossy and
// lossless still images, alpha premultiplied into ARGB32. Animated WebP files are refused by
// this API; resvg draws their first frame.
import CImageCodecs
import Foundation

extension Image {
    /// Whether `data` starts like a WebP file: a RIFF container of type `WEBP`.
    static func isWebP(_ data: Data) -> Bool {
        let head = [UInt8](data.prefix(12))
        return head.count == 12 && head[0..<4].elementsEqual("RIFF".utf8) && head[8..<12].elementsEqual("WEBP".utf8)
    }

    /// Decodes a still WebP image.
    /// - Parameter source: a name for error messages (a path, or "data").
    /// - Throws: ``RenderError/invalidImage(source:reason:)`` when the bytes are not a readable
    ///   WebP, ``RenderError/invalidSize(width:height:reason:)`` when its size is outside the limits.
    public init(webpData data: Data, source: String = "data") throws {
        guard Self.isWebP(data) else {
            throw RenderError.invalidImage(source: source, reason: "expected a WebP header, found other bytes")
        }
        try Self.loadDecoders(for: source)
        guard let (width, height) = Self.webpSize(data) else {
            throw RenderError.invalidImage(source: source, reason: "expected a WebP header, found other bytes")
        }
        try Self.validate(width: width, height: height)
        var decoded = false
        var pixels = [UInt32](unsafeUninitializedCapacity: width * height) { out, initialized in
            out.initialize(repeating: 0)
            initialized = width * height
            decoded = data.withUnsafeBytes { bytes in
                guard let input = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                      let output = out.baseAddress else { return false }
                // BGRA in memory is ARGB32 in a little-endian UInt32, with straight alpha.
                return lamina_WebPDecodeBGRAInto(input, bytes.count, UnsafeMutableRawPointer(output)
                    .assumingMemoryBound(to: UInt8.self), width * height * 4, Int32(width * 4)) != nil
            }
        }
        guard decoded else {
            throw RenderError.invalidImage(source: source, reason: "libwebp could not decode it (corrupt, or animated)")
        }
        for i in pixels.indices { pixels[i] = Self.premultiplied(pixels[i]) }
        try self.init(width: width, height: height, pixels: pixels)
    }

    /// The width and height in a WebP's header, or nil when `data` is not a WebP.
    public static func webpSize(_ data: Data) -> (width: Int, height: Int)? {
        guard isWebP(data), (try? loadDecoders(for: "data")) != nil else { return nil }
        var width: Int32 = 0, height: Int32 = 0
        let ok = data.withUnsafeBytes { bytes in
            lamina_WebPGetInfo(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, &width, &height) != 0
        }
        return ok ? (Int(width), Int(height)) : nil
    }

    /// A straight-alpha ARGB32 pixel premultiplied, rounding to nearest.
    static func premultiplied(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        guard alpha < 255 else { return pixel }
        func channel(_ shift: UInt32) -> UInt32 { ((pixel >> shift & 0xFF) * alpha + 127) / 255 << shift }
        return alpha << 24 | channel(16) | channel(8) | channel(0)
    }
}
