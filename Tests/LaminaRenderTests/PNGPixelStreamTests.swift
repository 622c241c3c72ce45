// The PNG encoder's own pieces against zlib and the straight-alpha formula: the Adler-32 it
// computes (SSSE3 and plain C), the zlib wrapper it writes around a raw deflate stream, and
// the premultiplied-to-straight conversion for every alpha and colour value.
import CLaminaPNG
import CLaminaZlib
import Foundation
import Testing
@testable import LaminaRender

@Suite struct PNGPixelStreamTests {
    /// `count` bytes of a fixed pseudo-random sequence (xorshift).
    private func bytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed | 1
        return (0..<count).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state >> 32)
        }
    }

    private func zlibAdler(_ adler: UInt32, _ data: [UInt8]) -> UInt32 {
        data.withUnsafeBufferPointer { UInt32(adler32(uLong(adler), $0.baseAddress, uInt($0.count))) }
    }

    private func laminaAdler(_ adler: UInt32, _ data: [UInt8]) -> UInt32 {
        data.withUnsafeBufferPointer { lamina_adler32(adler, $0.baseAddress, $0.count) }
    }

    @Test func adler32MatchesZlibAtEveryLengthUpTo300() {
        let data = bytes(300, seed: 7)
        for length in 0...300 {
            let piece = Array(data.prefix(length))
            #expect(laminaAdler(1, piece) == zlibAdler(1, piece), "length \(length)")
        }
    }

    @Test(arguments: [5_551, 5_552, 5_553, 5_552 * 3 + 31, 100_000, 1 << 20])
    func adler32MatchesZlibAcrossReductionBlocks(length: Int) {
        // All 0xFF bytes give the largest sums, where an overflow before the reduction would show.
        for data in [bytes(length, seed: UInt64(length)), [UInt8](repeating: 0xFF, count: length)] {
            #expect(laminaAdler(1, data) == zlibAdler(1, data))
            // Continued from another checksum, as the encoder does row by row.
            #expect(laminaAdler(0xFFF0_FFF0, data) == zlibAdler(0xFFF0_FFF0, data))
        }
    }

    @Test func adler32FedInPiecesEqualsAdler32OfTheWhole() {
        let data = bytes(10_000, seed: 3)
        var adler: UInt32 = 1, start = 0
        for size in [1, 31, 32, 33, 1_000, 5_552, 3_351] {
            adler = laminaAdler(adler, Array(data[start..<start + size]))
            start += size
        }
        #expect(start == data.count)
        #expect(adler == zlibAdler(1, data))
    }

    @Test(arguments: 1...9)
    func zlibStreamIsByteForByteZlibsOwn(level: Int32) throws {
        // Rows like a frame's: long transparent runs, then varied pixels.
        let data = [UInt8](repeating: 0, count: 20_000) + bytes(30_000, seed: UInt64(level))
        let deflater = try ZlibDeflater(level: level)
        for start in stride(from: 0, to: data.count, by: 1_601) {
            try data[start..<min(start + 1_601, data.count)].withUnsafeBufferPointer { try deflater.add($0) }
        }
        try deflater.finish()
        var size = compressBound(uLong(data.count))
        var expected = [UInt8](repeating: 0, count: Int(size))
        #expect(compress2(&expected, &size, data, uLong(data.count), level) == Z_OK)
        #expect(Array(deflater.output) == Array(expected.prefix(Int(size))))
    }

    @Test func straightAlphaBytesFollowCairosRoundingForEveryAlphaAndColour() throws {
        // Each alpha with every colour value it can premultiply (c ≤ a) and a few past it, in
        // runs of opaque and transparent pixels too, so both the grouped and the single steps run.
        var pixels: [UInt32] = []
        for a in UInt32(0)...255 {
            for c in UInt32(0)...min(a + 2, 255) {
                pixels.append(a << 24 | c << 16 | (a - min(c, a)) << 8 | c / 2)
            }
        }
        pixels += [UInt32](repeating: 0xFF12_3456, count: 9) + [UInt32](repeating: 0, count: 7) + [0x8040_2010]
        // Rows of 257 pixels: each row ends with a pixel outside any group of four.
        let width = 257, height = (pixels.count + width - 1) / width
        pixels += [UInt32](repeating: 0, count: width * height - pixels.count)
        let image = try Image(width: width, height: height, pixels: pixels)
        let bytes = [UInt8](PNGEncoder.rgbaBytes(image))
        #expect(bytes.count == pixels.count * 4)
        for (index, pixel) in pixels.enumerated() {
            let a = pixel >> 24
            func straight(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(c * 255 + a / 2, 255 * a) / a) }
            let expected = [straight(pixel >> 16 & 0xFF), straight(pixel >> 8 & 0xFF), straight(pixel & 0xFF), UInt8(a)]
            #expect(Array(bytes[index * 4..<index * 4 + 4]) == expected, "pixel \(index): \(String(pixel, radix: 16))")
        }
    }
}
