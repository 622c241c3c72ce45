// The filter primitives' shortcuts give the values the plain per-pixel arithmetic gives: the
// rounding without the C library, pixel maps that compute each run of equal pixels (and the
// transparent pixel) once, arithmetic compositing by a table of byte pairs, and blend modes
// computed in pixman's integers rather than painted by Cairo.
import Foundation
import Testing
@testable import LaminaRender

@Suite struct FilterShortcutTests {
    /// A `width × height` image of premultiplied pixels that mixes runs of equal pixels,
    /// transparent pixels and varied ones.
    private func mixedImage(width: Int, height: Int) throws -> Image {
        var image = try Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let n = UInt32(truncatingIfNeeded: (x * 7919 + y * 104_729) ^ (x * y * 31))
                let a = x % 5 == 0 ? 0 : (y < height / 2 ? 255 : n >> 3 & 0xFF)  // a run of opaque rows
                func channel(_ shift: UInt32) -> UInt32 { min(n >> shift & 0xFF, a) }
                let pixel = x > width / 2 && y < height / 3 ? 0xFF20_40C0 : a << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
                image.setPixel(x: x, y: y, a == 0 ? 0 : pixel)
            }
        }
        return image
    }

    @Test func roundedByteRoundsHalvesAwayFromZeroAsRoundedDoes() {
        var samples: [CGFloat] = stride(from: 0, through: 255, by: 1.0 / 64).map { $0 }
        for k in 0..<255 {
            let half = CGFloat(k) + 0.5
            samples += [half, half.nextUp, half.nextDown, CGFloat(k).nextUp, CGFloat(k + 1).nextDown]
        }
        samples.append(0.49999999999999994)
        for x in samples { #expect(Image.roundedByte(x) == UInt32(x.rounded()), "x = \(x)") }
    }

    /// The separable modes blended in integers give exactly Cairo's pixels, over every pairing
    /// of a mixed image's pixels with a shuffled copy of it (transparent, opaque and in between).
    @Test(arguments: [BlendMode.screen, .darken, .lighten, .difference, .exclusion, .overlay, .hardLight])
    func integerBlendsEqualCairo(mode: BlendMode) throws {
        let top = try mixedImage(width: 61, height: 47)
        var backdrop = try Image(width: 61, height: 47)
        for i in backdrop.pixels.indices { backdrop.pixels[i] = top.pixels[(i * 29 + 7) % top.pixels.count] }
        let expected = try top.painted(mode, over: backdrop)
        let blended = try top.blended(mode, over: backdrop)
        #expect(blended == expected)
        #expect(blended != backdrop)
    }

    /// Arithmetic compositing of a large image (by the table of byte pairs) gives what the
    /// per-pixel arithmetic gives for its two halves, each below the table's minimum.
    @Test func arithmeticByTableEqualsThePerPixelArithmetic() throws {
        let (width, height) = (330, 200)
        #expect(width * height >= Image.arithmeticTableMinimum && width * height / 2 < Image.arithmeticTableMinimum)
        let image = try mixedImage(width: width, height: height)
        var other = try Image(width: width, height: height)
        for i in other.pixels.indices { other.pixels[i] = image.pixels[(i * 13 + 5) % image.pixels.count] }
        for k in [(0.5, 0.7, -0.2, 0.1), (0, 0.5, 0.5, 0), (1.5, -0.3, 0.9, -0.05)] as [(CGFloat, CGFloat, CGFloat, CGFloat)] {
            let op = FilterCompositeOperator.arithmetic(k1: k.0, k2: k.1, k3: k.2, k4: k.3)
            var halves: [UInt32] = []
            for rows in [0..<height / 2, height / 2..<height] {
                let range = rows.lowerBound * width..<rows.upperBound * width
                let top = try Image(width: width, height: rows.count, pixels: Array(image.pixels[range]))
                let bottom = try Image(width: width, height: rows.count, pixels: Array(other.pixels[range]))
                halves += top.composited(op, with: bottom).pixels
            }
            #expect(image.composited(op, with: other).pixels == halves, "k = \(k)")
        }
    }

    @Test func mappedPixelsEqualEachPixelMappedAlone() throws {
        let image = try mixedImage(width: 37, height: 23)
        let matrix: [CGFloat] = [0.3, 0.6, 0.1, 0, 0.05, 0.2, 0.2, 0.2, 0, 0, -0.4, 0.9, 0.5, 0.1, 0, 0, 0, 0, 0.8, 0.2]
        let second = try mixedImage(width: 23, height: 37)
        var other = try Image(width: 37, height: 23)
        for i in other.pixels.indices { other.pixels[i] = second.pixels[(i * 13) % second.pixels.count] }
        let transfer = FilterTransferFunction.gamma(amplitude: 1.2, exponent: 0.7, offset: 0.05)
        let matrixed = image.colorMatrixApplied(matrix)
        let combined = image.composited(.arithmetic(k1: 0.5, k2: 0.7, k3: -0.2, k4: 0.1), with: other)
        let transferred = image.transferred(red: transfer, green: .identity, blue: transfer, alpha: .linear(slope: 0.9, intercept: 0))
        for i in image.pixels.indices {
            let alone = try Image(width: 1, height: 1, fill: image.pixels[i])
            let otherAlone = try Image(width: 1, height: 1, fill: other.pixels[i])
            #expect(matrixed.pixels[i] == alone.colorMatrixApplied(matrix).pixels[0], "colour matrix at \(i)")
            #expect(combined.pixels[i] == alone.composited(.arithmetic(k1: 0.5, k2: 0.7, k3: -0.2, k4: 0.1),
                                                           with: otherAlone).pixels[0], "arithmetic at \(i)")
            #expect(transferred.pixels[i] == alone.transferred(red: transfer, green: .identity, blue: transfer,
                                                               alpha: .linear(slope: 0.9, intercept: 0)).pixels[0],
                    "transfer at \(i)")
        }
    }
}
