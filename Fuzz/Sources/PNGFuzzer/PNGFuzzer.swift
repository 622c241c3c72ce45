// libFuzzer entry point for Lamina's PNG decoder. Random bytes rarely pass a PNG's CRCs and
// zlib's checks, so an input is used two ways, by its first byte: even, as a PNG file whose
// chunk CRCs are corrected before decoding; odd, as a header (size, colour type, bit depth,
// interlacing, palette and tRNS lengths) and raw filtered rows, written into a valid file with
// zlib, so that unfiltering and expanding in C see any row data for any format. Any crash or
// sanitizer report is a bug; RenderError is the expected answer to bad input.
import CLaminaZlib
import Foundation
import LaminaRender

/// One fuzz input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: start, count: count))
    guard let mode = input.first else { return 0 }
    let file = mode & 1 == 0 ? withCorrectedCRCs(Array(input.dropFirst())) : structuredFile(Array(input.dropFirst()))
    _ = try? Image(pngData: Data(file))
    return 0
}

/// `bytes` after the PNG signature, with each whole chunk's CRC recomputed.
private func withCorrectedCRCs(_ bytes: [UInt8]) -> [UInt8] {
    var file = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bytes
    var offset = 8
    while offset + 12 <= file.count {
        let length = Int(file[offset]) << 24 | Int(file[offset + 1]) << 16 | Int(file[offset + 2]) << 8 | Int(file[offset + 3])
        guard length <= file.count - offset - 12 else { break }
        let crc = file.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress! + offset + 4, uInt(4 + length))) }
        let at = offset + 8 + length
        file[at] = UInt8(crc >> 24); file[at + 1] = UInt8((crc >> 16) & 0xFF)
        file[at + 2] = UInt8((crc >> 8) & 0xFF); file[at + 3] = UInt8(crc & 0xFF)
        offset = at + 4
    }
    return file
}

/// A valid PNG file from a 7-byte description and raw rows.
private func structuredFile(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.count >= 7 else { return [] }
    let formats: [(UInt8, UInt8)] = [(0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16), (3, 1), (3, 2), (3, 4),
                                     (3, 8), (4, 8), (4, 16), (6, 8), (6, 16)]
    let width = Int(bytes[0] % 64) + 1, height = Int(bytes[1] % 64) + 1
    let (colourType, bitDepth) = formats[Int(bytes[2]) % formats.count]
    let interlace = bytes[3] & 1
    let paletteEntries = Int(bytes[4]) + 1, transparencyLength = Int(bytes[5] % 8)
    let body = Array(bytes.dropFirst(7))
    var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    func chunk(_ type: String, _ payload: [UInt8]) {
        let typeBytes = Array(type.utf8)
        let length = UInt32(payload.count)
        file += [UInt8(length >> 24), UInt8((length >> 16) & 0xFF), UInt8((length >> 8) & 0xFF), UInt8(length & 0xFF)]
        file += typeBytes + payload
        let crc = UInt32(crc32(crc32(0, typeBytes, uInt(typeBytes.count)), payload, uInt(payload.count)))
        file += [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)]
    }
    chunk("IHDR", [0, 0, 0, UInt8(width), 0, 0, 0, UInt8(height), bitDepth, colourType, 0, 0, interlace])
    if colourType == 3 { chunk("PLTE", (0..<paletteEntries * 3).map { UInt8(truncatingIfNeeded: $0 * 37) }) }
    if transparencyLength > 0 { chunk("tRNS", Array(body.prefix(transparencyLength))) }
    var size = compressBound(uLong(body.count))
    var compressed = [UInt8](repeating: 0, count: Int(size))
    _ = compress2(&compressed, &size, body, uLong(body.count), Int32(bytes[6] % 10))
    chunk("IDAT", Array(compressed.prefix(Int(size))))
    chunk("IEND", [])
    return file
}

/// libFuzzer's driver, for programs that bring their own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// SwiftPM links an executable's entry point as `<module>_main`; hand control to libFuzzer.
@_cdecl("PNGFuzzer_main")
public func pngFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { fuzz($0, $1) }
}
