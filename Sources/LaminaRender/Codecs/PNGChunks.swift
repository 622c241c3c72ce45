// The chunk layout of a PNG file (PNG spec §5.3): after the 8-byte signature, chunks of a
// 4-byte big-endian length, a 4-letter type, the payload and a CRC-32 of type and payload.
// Lengths are never trusted: each is checked against the bytes left before it is used.
import CLaminaDeflate
import Foundation

/// One chunk of a PNG file: its type and where its payload lies in the file.
struct PNGChunk {
    /// The type as a big-endian number (`IHDR` is 0x4948_4452), for switching on.
    let type: UInt32
    /// The payload's byte range in the file.
    let payload: Range<Int>

    /// Whether the chunk is critical (its type's first letter is upper case): a decoder that
    /// does not know a critical chunk cannot decode the image (§5.4).
    var isCritical: Bool { type & 0x2000_0000 == 0 }

    /// The type as text, for messages (`IDAT`).
    var name: String { PNGChunks.name(type) }
}

/// Walks a PNG file's chunks.
enum PNGChunks {
    static let ihdr: UInt32 = 0x4948_4452, plte: UInt32 = 0x504C_5445, idat: UInt32 = 0x4944_4154,
               iend: UInt32 = 0x4945_4E44, trns: UInt32 = 0x7452_4E53

    /// The big-endian 32-bit number at `offset`; the caller guarantees four bytes there.
    static func uint32(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// A chunk type as its four letters, or as hex bytes when they are not printable.
    static func name(_ type: UInt32) -> String {
        let bytes = [UInt8(type >> 24), UInt8((type >> 16) & 0xFF), UInt8((type >> 8) & 0xFF), UInt8(type & 0xFF)]
        guard bytes.allSatisfy({ (0x20..<0x7F).contains($0) }) else {
            return bytes.map { String(format: "%02X", $0) }.joined(separator: " ")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The chunk starting at `offset` in `file`, with its CRC checked when it is critical or of
    /// the ancillary type `checked` (a damaged one is then reported, not thrown).
    /// - Returns: the chunk and whether its CRC matched (always true when unchecked).
    /// - Throws: the reason there is no whole, valid chunk there (truncated, a length past
    ///   2^31 − 1, a type that is not four ASCII letters, a critical chunk's CRC mismatch).
    static func chunk(in file: UnsafeRawBufferPointer, at offset: Int, checkingCRCOf checked: UInt32? = nil,
                      source: String) throws -> (chunk: PNGChunk, crcMatches: Bool) {
        func fail(_ reason: String) -> RenderError { .invalidPNG(source: source, reason: reason) }
        guard file.count - offset >= 8 else {
            throw fail(offset == file.count ? "truncated: expected an IEND chunk, found the end of the data"
                                            : "truncated: expected an 8-byte chunk header at byte \(offset), found \(file.count - offset) bytes")
        }
        let length = uint32(file, at: offset), type = uint32(file, at: offset + 4)
        let letters = (0..<4).map { file[offset + 4 + $0] }
        guard letters.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
            throw fail("expected a chunk type of four ASCII letters at byte \(offset + 4), found \(name(type))")
        }
        guard length <= 0x7FFF_FFFF else { throw fail("\(name(type)): expected a length below 2^31, found \(length)") }
        let start = offset + 8, available = file.count - start
        guard available >= Int(length) + 4 else {
            throw fail("truncated \(name(type)) chunk: expected \(length) bytes and a CRC, found \(available) bytes")
        }
        let chunk = PNGChunk(type: type, payload: start..<start + Int(length))
        guard chunk.isCritical || checked == type else { return (chunk, true) }
        let stored = uint32(file, at: chunk.payload.upperBound)
        let computed = UInt32(libdeflate_crc32(0, file.baseAddress.map { $0 + offset + 4 }, 4 + Int(length)))
        guard stored == computed || !chunk.isCritical else {
            throw fail("\(chunk.name) chunk at byte \(offset): expected the CRC-32 \(hex(computed)), found \(hex(stored))")
        }
        return (chunk, stored == computed)
    }

    private static func hex(_ value: UInt32) -> String { String(format: "%08X", value) }
}
