import Foundation
import Testing
@testable import Lamina
@testable import LaminaRender

@Suite struct PNGEncoderTests {
    /// Every pixel survives a round trip through Lamina's encoder and Cairo's decoder exactly,
    /// for both compressions, including half-transparent pixels.
    @Test(arguments: PNGCompression.allCases)
    func roundTripsExactly(compression: PNGCompression) throws {
        let image = try FrameSequence(tree: makeRingTree(), renderer: Renderer(scale: 2)).renderFrame(15)
        let data = try PNGEncoder.encode(image, compression: compression)
        let decoded = try Image(pngData: data)
        // Cairo rounds when it premultiplies on decode, as when it unpremultiplies on encode:
        // compare against Cairo's own round trip.
        let reference = try Image(pngData: image.pngData())
        #expect(decoded == reference)
        #expect(pngChunks(data).map(\.type) == ["IHDR", "IDAT", "IEND"])
    }

    /// Noise hardly compresses, so its stream spans several of the deflater's 64 KB output
    /// chunks, and rows are fed one at a time: every pixel must still come back.
    @Test(arguments: PNGCompression.allCases)
    func incompressibleImagesRoundTripAcrossOutputChunks(compression: PNGCompression) throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let pixels = (0..<(300 * 200)).map { _ -> UInt32 in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 32) | 0xFF00_0000  // opaque: no rounding
        }
        let image = try Image(width: 300, height: 200, pixels: pixels)
        let data = try PNGEncoder.encode(image, compression: compression)
        #expect(data.count > 3 << 16)
        #expect(try Image(pngData: data) == image)
    }

    @Test func smallestIsSmallerThanFast() throws {
        let image = try FrameSequence(tree: makeRingTree(), renderer: Renderer(scale: 4)).renderFrame(15)
        let fast = try PNGEncoder.encode(image, compression: .fast)
        let smallest = try PNGEncoder.encode(image, compression: .smallest)
        #expect(smallest.count < fast.count)
    }

    @Test func paethPredictorPicksTheNearestNeighbour() {
        #expect(PNGRowFilter.paeth(10, 20, 10) == 20)  // p = 20: up
        #expect(PNGRowFilter.paeth(20, 10, 10) == 20)  // p = 20: left
        #expect(PNGRowFilter.paeth(10, 10, 30) == 10)  // p = −10: left wins ties
        let row: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8], previous: [UInt8] = [0, 0, 0, 0, 1, 1, 1, 1]
        #expect(PNGRowFilter.apply(1, row, previous: previous) == [1, 2, 3, 4, 4, 4, 4, 4])
        #expect(PNGRowFilter.apply(2, row, previous: previous) == [1, 2, 3, 4, 4, 5, 6, 7])
    }
}
