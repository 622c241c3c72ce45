// Lamina's own PNG encoder, on the system zlib. Cairo's writer goes through libpng with
// adaptive row filters, which costs most of a frame's time; rendered frames compress well with
// no filter at zlib level 1, several times faster (PNG spec: www.w3.org/TR/png/).
import CZlib
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
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// `image` as a complete PNG file.
    ///
    /// - Throws: ``ExportError/encoding(_:)`` if zlib fails.
    public static func encode(_ image: Image, compression: PNGCompression = .fast) throws -> Data {
        var file = Data(signature)
        appendChunk("IHDR", header(width: image.width, height: image.height), to: &file)
        appendChunk("IDAT", try compressedPixels(image, compression: compression), to: &file)
        appendChunk("IEND", Data(), to: &file)
        return file
    }

    /// The IHDR payload: size, bit depth 8, colour type 6 (RGBA), no interlace.
    static func header(width: Int, height: Int) -> Data {
        var data = Data()
        appendUInt32(UInt32(width), to: &data)
        appendUInt32(UInt32(height), to: &data)
        data.append(contentsOf: [8, 6, 0, 0, 0])
        return data
    }

    /// The zlib stream of the image's filtered rows: what IDAT (or an APNG fdAT) holds.
    static func compressedPixels(_ image: Image, compression: PNGCompression) throws -> Data {
        guard compression == .smallest else { return try deflate(filteredRows(image, adaptive: false), level: 1) }
        let plain = try deflate(filteredRows(image, adaptive: false), level: 9)
        let filtered = try deflate(filteredRows(image, adaptive: true), level: 9)
        return filtered.count < plain.count ? filtered : plain
    }

    /// `rows` as a zlib stream at `level` (1…9).
    private static func deflate(_ rows: [UInt8], level: Int32) throws -> Data {
        var length = compressBound(uLong(rows.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = rows.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                // Both buffers have a base address: `rows` holds at least one row byte.
                compress2(target.baseAddress, &length, source.baseAddress, uLong(source.count), level)
            }
        }
        guard status == Z_OK else { throw ExportError.encoding("zlib compress2 failed with status \(status)") }
        return Data(output[0..<Int(length)])
    }

    /// Each row as a filter byte and straight-alpha RGBA bytes: filter 0 (none), or with
    /// `adaptive` the best filter for each row.
    static func filteredRows(_ image: Image, adaptive: Bool) -> [UInt8] {
        let stride = image.width * 4
        var out = [UInt8](repeating: 0, count: (stride + 1) * image.height)
        var previous = [UInt8](repeating: 0, count: stride)
        var current = [UInt8](repeating: 0, count: stride)
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                unpremultiplyRow(pixels, from: y * image.width, count: image.width, into: &current)
                let start = y * (stride + 1)
                if !adaptive {
                    out.replaceSubrange(start + 1..<start + 1 + stride, with: current)
                } else {
                    let (filter, bytes) = PNGRowFilter.best(current, previous: previous)
                    out[start] = filter
                    out.replaceSubrange(start + 1..<start + 1 + stride, with: bytes)
                }
                swap(&previous, &current)
            }
        }
        return out
    }

    /// The image as straight-alpha RGBA bytes, row after row (what `ffmpeg -pix_fmt rgba` reads).
    static func rgbaBytes(_ image: Image) -> Data {
        var row = [UInt8](repeating: 0, count: image.width * 4)
        var data = Data(capacity: row.count * image.height)
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                unpremultiplyRow(pixels, from: y * image.width, count: image.width, into: &row)
                data.append(contentsOf: row)
            }
        }
        return data
    }

    /// Premultiplied ARGB32 pixels to straight RGBA bytes, rounding as Cairo's PNG writer does:
    /// `(c·255 + a/2) / a`.
    private static func unpremultiplyRow(_ pixels: UnsafeBufferPointer<UInt32>, from start: Int, count: Int,
                                         into row: inout [UInt8]) {
        for x in 0..<count {
            let p = pixels[start + x]
            let a = p >> 24, o = x * 4
            if a == 0 {
                row[o] = 0; row[o + 1] = 0; row[o + 2] = 0; row[o + 3] = 0
            } else if a == 255 {
                row[o] = UInt8(truncatingIfNeeded: p >> 16); row[o + 1] = UInt8(truncatingIfNeeded: p >> 8)
                row[o + 2] = UInt8(truncatingIfNeeded: p); row[o + 3] = 255
            } else {
                let half = a / 2
                row[o] = UInt8(min(((p >> 16) & 0xFF) * 255 + half, 255 * a) / a)
                row[o + 1] = UInt8(min(((p >> 8) & 0xFF) * 255 + half, 255 * a) / a)
                row[o + 2] = UInt8(min((p & 0xFF) * 255 + half, 255 * a) / a)
                row[o + 3] = UInt8(a)
            }
        }
    }

    /// Appends a chunk: length, type, payload and the CRC-32 of type and payload.
    static func appendChunk(_ type: String, _ payload: Data, to file: inout Data) {
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
    static func appendUInt32(_ value: UInt32, to data: inout Data) {
        data.append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
                                 UInt8(value & 0xFF)])
    }
}
