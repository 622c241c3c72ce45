// Lamina's PNG decoder against Cairo's reader (libpng), which Lamina used before it, byte for
// byte: every colour type and bit depth, interlaced or not, palettes and tRNS, every row filter;
// and damaged files, each a clear error and never a crash.
import Foundation
import Testing
@testable import LaminaRender

@Suite struct PNGDecoderTests {
    /// Every legal (colour type, bit depth) pair (PNG spec Table 11.1).
    static let formats: [(colourType: Int, bitDepth: Int)] = [
        (0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16), (3, 1), (3, 2), (3, 4), (3, 8),
        (4, 8), (4, 16), (6, 8), (6, 16),
    ]

    /// A palette of `count` seeded colours.
    private func palette(_ count: Int, seed: UInt64) -> [UInt8] {
        TestPNGFile.random(width: count, height: 1, bitDepth: 8, colourType: 2, seed: seed).samples.map(UInt8.init)
    }

    /// The image Lamina decodes and the one Cairo decodes, which must be equal.
    private func expectSameAsCairo(_ file: Data, _ comment: Comment) throws {
        let lamina = try Image(pngData: file)
        let cairo = try Image(cairoPNGData: file)
        #expect(lamina.width == cairo.width && lamina.height == cairo.height, comment)
        let differing = zip(lamina.pixels, cairo.pixels).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(differing == nil, "\(comment): first differing pixel \(differing.map { "\($0.offset): \(String($0.element.0, radix: 16)) vs \(String($0.element.1, radix: 16))" } ?? "")")
    }

    /// Odd sizes, so that rows end mid-byte and some Adam7 passes are empty (1 × 1, 3 × 2) or short.
    static let sizes = [(1, 1), (3, 2), (13, 11), (33, 9)]

    @Test(arguments: formats.indices)
    func everyColourTypeAndBitDepthDecodesAsCairoDoes(index: Int) throws {
        let (colourType, bitDepth) = Self.formats[index]
        for interlaced in [false, true] {
            for (size, (width, height)) in Self.sizes.enumerated() {
                var png = TestPNGFile.random(width: width, height: height, bitDepth: bitDepth, colourType: colourType,
                                             seed: UInt64(100 * index + size))
                png.interlaced = interlaced
                if colourType == 3 { png.palette = palette(1 << bitDepth, seed: 7) }
                try expectSameAsCairo(png.data, "type \(colourType) depth \(bitDepth) \(width)×\(height) interlaced \(interlaced)")
            }
        }
    }

    /// Palette alpha from tRNS, shorter than the palette (the rest opaque), and colour keys for
    /// grey and RGB, with samples equal to the key and samples differing from it only in low bits.
    @Test(arguments: formats.indices.filter { [0, 2, 3].contains(formats[$0].colourType) })
    func transparencyDecodesAsCairoDoes(index: Int) throws {
        let (colourType, bitDepth) = Self.formats[index]
        for interlaced in [false, true] {
            var png = TestPNGFile.random(width: 17, height: 9, bitDepth: bitDepth, colourType: colourType, seed: UInt64(index))
            png.interlaced = interlaced
            let channels = png.channels
            switch colourType {
            case 3:
                png.palette = palette(1 << bitDepth, seed: 3)
                let alphas = TestPNGFile.random(width: max(1, (1 << bitDepth) - 1), height: 1, bitDepth: 8, colourType: 0, seed: 5)
                png.transparency = alphas.samples.map(UInt8.init)
            default:
                // The key is the first pixel's colour; every third pixel takes it, and every
                // fifth takes it with its lowest bit flipped.
                let key = Array(png.samples[0..<channels])
                png.transparency = key.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
                for pixel in 0..<png.width * png.height where pixel % 3 == 0 || pixel % 5 == 0 {
                    for c in 0..<channels { png.samples[pixel * channels + c] = key[c] ^ (pixel % 3 == 0 ? 0 : 1) }
                }
            }
            try expectSameAsCairo(png.data, "type \(colourType) depth \(bitDepth) tRNS interlaced \(interlaced)")
        }
    }

    /// Every premultiplication of 8-bit grey and alpha (all 65,536 pairs) rounds as Cairo's.
    @Test func premultiplicationRoundsAsCairoDoes() throws {
        let samples = (0..<65_536).flatMap { [$0 >> 8, $0 & 0xFF] }
        let png = TestPNGFile(width: 256, height: 256, bitDepth: 8, colourType: 4, samples: samples)
        try expectSameAsCairo(png.data, "grey and alpha")
    }

    /// Palette indices past PLTE's entries are opaque black in libpng; a short PLTE for the depth.
    @Test func indicesPastThePaletteAreOpaqueBlack() throws {
        var png = TestPNGFile.random(width: 16, height: 4, bitDepth: 4, colourType: 3, seed: 9)
        png.palette = palette(5, seed: 1)
        png.transparency = [0, 128]
        try expectSameAsCairo(png.data, "short palette")
        let image = try Image(pngData: png.data)
        let index = png.samples.firstIndex { $0 >= 5 }
        #expect(index.map { image.pixels[$0] } == 0xFF00_0000)
    }

    /// Ancillary chunks change nothing (gamma, chromaticities, sRGB, an ICC profile, text, APNG's
    /// animation control); the data split over many IDATs reads as one stream.
    @Test func ancillaryChunksAndSplitImageDataDecodeAsCairoDoes() throws {
        var png = TestPNGFile.random(width: 20, height: 10, bitDepth: 8, colourType: 6, seed: 4)
        png.extraChunks = [("gAMA", Data([0, 0, 0x3A, 0x98])), ("sRGB", Data([0])),
                           ("cHRM", Data(repeating: 1, count: 32)), ("tEXt", Data("Title\0x".utf8)),
                           ("acTL", Data([0, 0, 0, 1, 0, 0, 0, 0]))]
        png.idatSize = 7
        try expectSameAsCairo(png.data, "ancillary chunks")
        #expect(try Image(pngData: png.data) == Image(pngData: TestPNGFile.random(width: 20, height: 10, bitDepth: 8,
                                                                                   colourType: 6, seed: 4).data))
    }

    /// An APNG decodes to its default image: acTL, fcTL and fdAT are ancillary, and IDAT
    /// chunks after another chunk are not part of the image (libpng ignores them too).
    @Test func anAnimatedPNGDecodesToItsDefaultImageAsCairoDoes() throws {
        var png = TestPNGFile.random(width: 6, height: 5, bitDepth: 8, colourType: 6, seed: 13)
        let frame = Data([0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 5] + [UInt8](repeating: 0, count: 14))
        png.extraChunks = [("acTL", Data([0, 0, 0, 2, 0, 0, 0, 0])), ("fcTL", frame)]
        let other = TestPNGFile.random(width: 6, height: 5, bitDepth: 8, colourType: 6, seed: 14).compressedRows
        png.trailingChunks = [("fcTL", frame), ("fdAT", Data([0, 0, 0, 1]) + other), ("IDAT", other)]
        try expectSameAsCairo(png.data, "APNG")
        png.trailingChunks = []
        #expect(try Image(pngData: png.data) == Image(pngData: TestPNGFile.random(width: 6, height: 5, bitDepth: 8,
                                                                                   colourType: 6, seed: 13).data))
    }

    /// A zlib stream holding more than the rows decodes (libpng ignores the rest).
    @Test func imageDataLongerThanTheImageDecodesAsCairoDoes() throws {
        let png = TestPNGFile.random(width: 5, height: 4, bitDepth: 8, colourType: 2, seed: 2)
        let file = png.file(idat: TestPNGFile.zlib(png.filteredRows + [0, 1, 2, 3, 4, 5, 6, 7]))
        try expectSameAsCairo(file, "extra data")
    }

    @Test func everyRowFilterInvertsForEveryPixelSize() throws {
        let row = TestPNGFile.random(width: 40, height: 1, bitDepth: 8, colourType: 0, seed: 11).samples.map(UInt8.init)
        let above = TestPNGFile.random(width: 40, height: 1, bitDepth: 8, colourType: 0, seed: 12).samples.map(UInt8.init)
        for pixelBytes in [1, 2, 3, 4, 6, 8] {
            for type in UInt8(0)...4 {
                for previous in [above, nil] {
                    var filtered = type == 0 ? row : PNGRowFilter.apply(type, row, previous: previous ?? [UInt8](repeating: 0, count: 40),
                                                                        pixelBytes: pixelBytes)
                    #expect(PNGRowFilter.unfilter(type, &filtered, previous: previous, pixelBytes: pixelBytes))
                    #expect(filtered == row, "filter \(type), \(pixelBytes) bytes a pixel, row above \(previous != nil)")
                }
            }
        }
        var row5 = row
        #expect(!PNGRowFilter.unfilter(5, &row5, previous: nil))
    }

    // MARK: damaged files

    private func reason(_ file: Data) -> String? {
        do { _ = try Image(pngData: file, source: "x.png"); return nil } catch RenderError.invalidPNG(_, let reason) {
            return reason
        } catch { return "\(error)" }
    }

    private var sample: TestPNGFile { TestPNGFile.random(width: 9, height: 7, bitDepth: 8, colourType: 6, seed: 8) }

    /// Every prefix of a file is an error (most of them "truncated"), never a crash.
    @Test func everyTruncationIsAnError() throws {
        let file = sample.data
        for length in 8..<file.count {
            let why = reason(file.prefix(length))
            #expect(why != nil, "\(length) bytes")
        }
        #expect(reason(file.prefix(8)) == "truncated: expected an IEND chunk, found the end of the data")
        #expect(reason(file.prefix(20)) == "truncated IHDR chunk: expected 13 bytes and a CRC, found 4 bytes")
        #expect(reason(file.dropLast(12)) == "truncated: expected an IEND chunk, found the end of the data")
    }

    @Test func aDamagedCriticalChunkIsAnError() throws {
        var file = sample.data
        let idat = try #require(chunkOffset("IDAT", in: file))
        file[idat + 9] ^= 0x40
        #expect(reason(file)?.hasPrefix("IDAT chunk at byte \(idat): expected the CRC-32 ") == true)
    }

    @Test func aCorruptZlibStreamIsAnError() throws {
        let png = sample
        var stream = png.compressedRows
        stream[stream.startIndex] = 0x79  // not a zlib header (CMF·256 + FLG is no multiple of 31)
        #expect(reason(png.file(idat: stream))?.hasPrefix("IDAT: expected a valid zlib stream, found a corrupt one") == true)
        #expect(reason(png.file(idat: png.compressedRows.dropLast(6)))?.hasPrefix("IDAT: truncated zlib stream: it stops after ") == true)
        #expect(reason(png.file(idat: TestPNGFile.zlib(Array(png.filteredRows.dropLast(3))))) == "truncated IDAT data: "
                + "expected \(png.filteredRows.count) bytes of rows once inflated, found \(png.filteredRows.count - 3)")
    }

    /// A wrong Adler-32 is an error, as in Cairo (libpng reaches it while reading the last row).
    @Test func aWrongAdler32IsAnError() throws {
        let png = sample
        var checksum = png.compressedRows
        checksum[checksum.endIndex - 1] ^= 1
        #expect(reason(png.file(idat: checksum)) == "IDAT: expected a valid zlib stream, found a corrupt one (incorrect data check)")
        #expect(throws: RenderError.self) { try Image(cairoPNGData: png.file(idat: checksum)) }
    }

    @Test func headersOutsideThePNGSpecOrLaminaLimitsAreErrors() throws {
        func file(width: Int = 4, height: Int = 4, bitDepth: Int = 8, colourType: Int = 6) -> Data {
            var png = TestPNGFile(width: width, height: height, bitDepth: bitDepth, colourType: colourType, samples: [])
            png.filter = { _, _ in 0 }
            return png.file(idat: TestPNGFile.zlib([0]))
        }
        #expect(reason(file(width: 0)) == "IHDR: expected a width and height of at least 1, found 0 × 4")
        #expect(reason(file(bitDepth: 4, colourType: 2)) == "IHDR: expected a bit depth of 8, 16 for colour type 2, found 4")
        #expect(reason(file(colourType: 5)) == "IHDR: expected colour type 0, 2, 3, 4 or 6, found 5")
        #expect(throws: RenderError.invalidSize(width: 20_000, height: 1, reason: "each side must be at most 16384 px")) {
            try Image(pngData: file(width: 20_000, height: 1))
        }
        // The largest image Lamina allows, promised by a few bytes: refused before any allocation.
        #expect(reason(file(width: 16_384, height: 16_384, bitDepth: 16)) == "truncated IDAT data: 9 bytes of zlib data "
                + "cannot inflate to the 2147500032 bytes of rows a 16384 × 16384 image needs")
        #expect(throws: RenderError.invalidSize(width: 16_384, height: 16_385, reason: "each side must be at most 16384 px")) {
            try Image(pngData: file(width: 16_384, height: 16_385))
        }
    }

    @Test func chunksOutOfOrderAreErrors() throws {
        let png = sample
        var noHeader = Data(PNGEncoder.signature)
        PNGEncoder.appendChunk("IDAT", png.compressedRows, to: &noHeader)
        #expect(reason(noHeader) == "expected an IHDR chunk first, found 'IDAT'")
        var paletted = TestPNGFile.random(width: 4, height: 4, bitDepth: 8, colourType: 3, paletteCount: 4, seed: 1)
        #expect(reason(paletted.data) == "expected a PLTE chunk before IDAT, found none")
        paletted.extraChunks = [("PLTE", Data(repeating: 9, count: 12))]
        paletted.palette = [1, 2, 3]
        #expect(reason(paletted.data) == "expected one PLTE chunk, found a second")
        var unknown = png
        unknown.extraChunks = [("ZZZZ", Data())]
        #expect(reason(unknown.data) == "expected IHDR, PLTE, IDAT or IEND, found the unknown critical chunk 'ZZZZ'")
        var badFilter = png
        badFilter.filter = { _, row in row == 3 ? 7 : 0 }
        #expect(reason(badFilter.data) == "row 3: expected filter type 0 to 4, found 7")
        badFilter.interlaced = true
        // Of 7 rows, pass 6 (rows 0, 2, 4, 6) is the first with a row 3.
        #expect(reason(badFilter.data) == "row 3 of Adam7 pass 6: expected filter type 0 to 4, found 7")
    }

    /// Bytes changed at random in small files of every type: Lamina and Cairo both refuse the
    /// file, or both decode it to the same pixels; never a crash.
    @Test func randomDamageNeverCrashesAndMatchesCairo() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state >> 33)
        }
        for (index, format) in Self.formats.enumerated() {
            var png = TestPNGFile.random(width: 7, height: 5, bitDepth: format.bitDepth, colourType: format.colourType,
                                         seed: UInt64(index))
            png.interlaced = index % 2 == 0
            if format.colourType == 3 { png.palette = palette(1 << format.bitDepth, seed: 2) }
            let file = png.data
            for _ in 0..<60 {
                var damaged = file
                for _ in 0..<(1 + next() % 3) { damaged[8 + next() % (file.count - 8)] = UInt8(next() & 0xFF) }
                let lamina = try? Image(pngData: damaged), cairo = try? Image(cairoPNGData: damaged)
                #expect(lamina == cairo, "type \(format.colourType) depth \(format.bitDepth)")
            }
        }
    }
}
