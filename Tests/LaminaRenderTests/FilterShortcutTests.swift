// The filter primitives' shortcuts give the values the plain per-pixel arithmetic gives: the
// rounding without the C library, a blur of one channel for black-with-alpha images, and
// pixel maps that compute each run of equal pixels (and the transparent pixel) once.
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

    @Test func anAlphaOnlyBlurMatchesTheFourChannelBlur() throws {
        var alphaOnly = try mixedImage(width: 41, height: 29)
        alphaOnly = alphaOnly.alphaOnly()
        #expect(alphaOnly.isAlphaOnly)
        for (sx, sy) in [(3.0, 5.0), (2.0, 0.0), (0.0, 7.5), (1.5, 4.0)] as [(CGFloat, CGFloat)] {
            var reference = alphaOnly
            BoxBlur.blurPixels(&reference.pixels, width: 41, height: 29, sigmaX: sx >= 2 ? sx : 0, sigmaY: sy >= 2 ? sy : 0)
            if sx > 0, sx < 2 {
                // The sampled kernel below σ 2 runs after the boxes, on all channels alike.
                reference = try reference.blurred(sigmaX: sx, sigmaY: 0)
            }
            #expect(try alphaOnly.blurred(sigmaX: sx, sigmaY: sy) == reference, "σ = (\(sx), \(sy))")
        }
        #expect(try !mixedImage(width: 4, height: 4).isAlphaOnly)
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
