// Lamina's own PNG encoder, on the system zlib. Cairo's writer goes through libpng with
// adaptive row filters, which costs most of a frame's time; rendered frames compress well with
// no filter at zlib level 1, several times faster (PNG spec: www.w3.org/TR/png/). `Image.pngData()` and the frame exporter both use it.
import CLaminaPNG
import CLaminaZlib
import Foundation

/// How hard the PNG encoder works.
public enum PNGCompression: String, Hashable, Sendable, CaseIterable {
    /// zlib level 1 and no row filter: the fastest encoding, the default for frame export.
    case fast
    /// zlib level 9, trying both no row filter and the best of the five filters per row (by
    /// the sum of absolute differences, libpng's heuristic), keeping the smaller: the smallest
    /// files, many times slower. (Frames with large flat areas often compress best unfiltered.)
    case smallest
}

/// Encodes images as 8-bit RGBA PNG (straight alpha) with zlib.
public enum PNGEncoder {
    /// The eight bytes every PNG file starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// `image` as a complete PNG file.
    ///
    /// - Throws: ``RenderError/encoding(_:)`` if zlib fails.
    public static func encode(_ image: Image, compression: PNGCompression = .fast) throws -> Data {
        var file = Data(signature)
        appendChunk("IHDR", header(width: image.width, height: image.height), to: &file)
        appendChunk("IDAT", try compressedPixels(image, compression: compression), to: &file)
        appendChunk("IEND", Data(), to: &file)
        return file
    }

    /// The IHDR payload: size, bit depth 8, colour type 6 (RGBA), no interlace.
    package static func header(width: Int, height: Int) -> Data {
        var data = Data()
        appendUInt32(UInt32(width), to: &data)
        appendUInt32(UInt32(height), to: &data)
        data.append(contentsOf: [8, 6, 0, 0, 0])
        return data
    }

    /// The zlib stream of the image's filtered rows: what IDAT (or an APNG fdAT) holds.
    package static func compressedPixels(_ image: Image, compression: PNGCompression) throws -> Data {
        guard compression == .smallest else { return try unfilteredStream(image, level: 1) }
        let plain = try unfilteredStream(image, level: 9)
        let filtered = try ZlibDeflater(level: 9)
        try adaptivelyFilteredRows(image).withUnsafeBufferPointer { try filtered.add($0) }
        try filtered.finish()
        return filtered.output.count < plain.count ? filtered.output : plain
    }

    /// The zlib stream at `level` of the image's rows with filter 0 (none), converted and
    /// compressed one row at a time.
    private static func unfilteredStream(_ image: Image, level: Int32) throws -> Data {
        let deflater = try ZlibDeflater(level: level)
        var row = [UInt8](repeating: 0, count: image.width * 4 + 1)  // byte 0, the filter, stays 0
        try image.pixels.withUnsafeBufferPointer { pixels in
            try row.withUnsafeMutableBufferPointer { bytes in
                for y in 0..<image.height {
                    unpremultiply(pixels, from: y * image.width, count: image.width, into: bytes, at: 1)
                    try deflater.add(UnsafeBufferPointer(bytes))
                }
            }
        }
        try deflater.finish()
        return deflater.output
    }

    /// Each row as a filter byte and straight-alpha RGBA bytes, with the best filter for each
    /// row.
    static func adaptivelyFilteredRows(_ image: Image) -> [UInt8] {
        let stride = image.width * 4
        var out = [UInt8](repeating: 0, count: (stride + 1) * image.height)
        image.pixels.withUnsafeBufferPointer { pixels in
            out.withUnsafeMutableBufferPointer { bytes in
                for y in 0..<image.height {
                    // Filter byte 0, then the row; a row always has at least one pixel.
                    unpremultiply(pixels, from: y * image.width, count: image.width,
                                  into: bytes, at: y * (stride + 1) + 1)
                }
            }
        }
        var previous = [UInt8](repeating: 0, count: stride)
        for y in 0..<image.height {
            let start = y * (stride + 1) + 1
            let row = Array(out[start..<start + stride])
            let (filter, bytes) = PNGRowFilter.best(row, previous: previous)
            out[start - 1] = filter
            out.replaceSubrange(start..<start + stride, with: bytes)
            previous = row
        }
        return out
    }

    /// The image as straight-alpha RGBA bytes, row after row (what `ffmpeg -pix_fmt rgba` reads).
    package static func rgbaBytes(_ image: Image) -> Data {
        var bytes = [UInt8](repeating: 0, count: image.pixels.count * 4)
        image.pixels.withUnsafeBufferPointer { pixels in
            bytes.withUnsafeMutableBufferPointer { unpremultiply(pixels, from: 0, count: pixels.count, into: $0, at: 0) }
        }
        return Data(bytes)
    }

    /// `count` premultiplied ARGB32 pixels from `start` to straight RGBA bytes at `offset`,
    /// rounding as Cairo's PNG writer does: `(c·255 + a/2) / a`. The caller guarantees room.
    private static func unpremultiply(_ pixels: UnsafeBufferPointer<UInt32>, from start: Int, count: Int,
                                      into bytes: UnsafeMutableBufferPointer<UInt8>, at offset: Int) {
        guard let source = pixels.baseAddress, let target = bytes.baseAddress else { return }
        lamina_unpremultiply(source + start, count, target + offset)
    }

    /// Appends a chunk: length, type, payload and the CRC-32 of type and payload.
    package static func appendChunk(_ type: String, _ payload: Data, to file: inout Data) {
        let typeBytes = Array(type.utf8)
        appendUInt32(UInt32(payload.count), to: &file)
        file.append(contentsOf: typeBytes)
        file.append(payload)
        var crc = typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        crc = payload.withUnsafeBytes { bytes in
            crc32(crc, bytes.bindMemory(to: UInt8.self).baseAddress, uInt(bytes.count))
        }
        appendUInt32(UInt32(truncatingIfNeeded: crc), to: &file)
    }

    /// Appends `value` big-endian.
    package static func appendUInt32(_ value: UInt32, to data: inout Data) {
        data.append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
                                 UInt8(value & 0xFF)])
    }
}
