// PNG files built by hand for the decoder's tests: any colour type, bit depth, palette, tRNS and
// interlacing, every row filter in turn, and chunks in any order or damaged on purpose.
import CLaminaZlib
import Foundation
@testable import LaminaRender

/// A PNG file described by its parts; `data` writes it.
struct TestPNGFile {
    var width: Int
    var height: Int
    var bitDepth: Int
    var colourType: Int
    var interlaced = false
    /// Every sample of every pixel, row by row, each below 2^bitDepth.
    var samples: [Int]
    var palette: [UInt8]?
    var transparency: [UInt8]?
    /// Ancillary chunks written before IDAT (gAMA, sRGB, acTL…).
    var extraChunks: [(String, Data)] = []
    /// Chunks written after the IDATs (an APNG's fcTL and fdAT…).
    var trailingChunks: [(String, Data)] = []
    /// The largest IDAT chunk; the stream is split into as many as needed.
    var idatSize = Int.max
    /// Filter type for row `row` of pass `pass`: all five in turn by default.
    var filter: (_ pass: Int, _ row: Int) -> UInt8 = { pass, row in UInt8((pass + row) % 5) }

    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colourType] ?? 1 }

    /// `width × height` pixels of seeded random samples for the type and depth (palette indices
    /// below `paletteCount`).
    static func random(width: Int, height: Int, bitDepth: Int, colourType: Int, paletteCount: Int = 256,
                       seed: UInt64) -> TestPNGFile {
        var state = seed | 1
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colourType] ?? 1
        let limit = colourType == 3 ? min(paletteCount, 1 << bitDepth) : 1 << bitDepth
        let samples = (0..<width * height * channels).map { _ -> Int in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state >> 11) % limit
        }
        return TestPNGFile(width: width, height: height, bitDepth: bitDepth, colourType: colourType, samples: samples)
    }

    /// The IHDR payload.
    var header: Data {
        var data = Data()
        PNGEncoder.appendUInt32(UInt32(width), to: &data)
        PNGEncoder.appendUInt32(UInt32(height), to: &data)
        data.append(contentsOf: [UInt8(bitDepth), UInt8(colourType), 0, 0, interlaced ? 1 : 0])
        return data
    }

    /// The filtered rows of every pass, before compression.
    var filteredRows: [UInt8] {
        let passes: [(Int, Int, Int, Int)] = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        let pixelBytes = max(1, channels * bitDepth / 8)
        var out: [UInt8] = []
        for (index, (x0, y0, dx, dy)) in passes.enumerated() {
            let xs = Array(stride(from: x0, to: width, by: dx)), ys = Array(stride(from: y0, to: height, by: dy))
            guard !xs.isEmpty, !ys.isEmpty else { continue }
            var previous = [UInt8](repeating: 0, count: (xs.count * channels * bitDepth + 7) / 8)
            for (rowIndex, y) in ys.enumerated() {
                let values = xs.flatMap { x in (0..<channels).map { samples[(y * width + x) * channels + $0] } }
                let row = pack(values)
                let type = filter(index, rowIndex)
                out.append(type)
                out += type == 0 || type > 4 ? row : PNGRowFilter.apply(type, row, previous: previous, pixelBytes: pixelBytes)
                previous = row
            }
        }
        return out
    }

    /// Samples packed at the bit depth, most significant first; 16-bit ones big-endian.
    private func pack(_ values: [Int]) -> [UInt8] {
        if bitDepth == 16 { return values.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
        if bitDepth == 8 { return values.map { UInt8($0) } }
        var bytes = [UInt8](repeating: 0, count: (values.count * bitDepth + 7) / 8)
        for (i, value) in values.enumerated() {
            let bit = i * bitDepth
            bytes[bit / 8] |= UInt8(value << (8 - bitDepth - bit % 8))
        }
        return bytes
    }

    /// The zlib stream of the filtered rows.
    var compressedRows: Data { Self.zlib(filteredRows) }

    /// `bytes` compressed by zlib at level 9.
    static func zlib(_ bytes: [UInt8]) -> Data {
        var size = compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        _ = compress2(&out, &size, bytes, uLong(bytes.count), 9)
        return Data(out.prefix(Int(size)))
    }

    /// The whole file.
    var data: Data { file(idat: compressedRows) }

    /// The whole file with `idat` as the image data.
    func file(idat: Data) -> Data {
        var file = Data(PNGEncoder.signature)
        PNGEncoder.appendChunk("IHDR", header, to: &file)
        for (type, payload) in extraChunks { PNGEncoder.appendChunk(type, payload, to: &file) }
        if let palette { PNGEncoder.appendChunk("PLTE", Data(palette), to: &file) }
        if let transparency { PNGEncoder.appendChunk("tRNS", Data(transparency), to: &file) }
        var start = idat.startIndex
        repeat {
            let end = idat.index(start, offsetBy: min(idatSize, idat.endIndex - start))
            PNGEncoder.appendChunk("IDAT", idat[start..<end], to: &file)
            start = end
        } while start < idat.endIndex
        for (type, payload) in trailingChunks { PNGEncoder.appendChunk(type, payload, to: &file) }
        PNGEncoder.appendChunk("IEND", Data(), to: &file)
        return file
    }
}

/// The offset of the first chunk of `type` in a PNG file (its length field), or nil.
func chunkOffset(_ type: String, in file: Data) -> Int? {
    var offset = 8
    while offset + 8 <= file.count {
        let length = file[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        if String(decoding: file[offset + 4..<offset + 8], as: UTF8.self) == type { return offset }
        offset += 12 + length
    }
    return nil
}
