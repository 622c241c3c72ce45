// ImageDiff: the pixelmatch rules, one named test each.
import Foundation
import LaminaRender
import LaminaTesting
import Testing

@Suite struct ImageDiffTests {
    @Test func identicalImagesHaveNoMismatch() throws {
        let image = try TestImages.disc(cx: 24, cy: 24, radius: 15)
        let result = try ImageDiff().compare(image, image)
        #expect(result.mismatchedPixels == 0)
        #expect(result.antiAliasedPixels == 0)
        #expect(result.maxColorDelta == 0)
        #expect(result.summary == "mismatch: 0 pixels (0%)")
    }

    @Test func oneChangedPixelIsOneMismatch() throws {
        let golden = try TestImages.solid(.white, width: 64, height: 64)
        var pixels = golden.pixels
        pixels[10 * 64 + 20] = Color.black.premultipliedARGB32
        let actual = try Image(width: 64, height: 64, pixels: pixels)
        let result = try ImageDiff().compare(golden, actual)
        #expect(result.mismatchedPixels == 1)
        #expect(result.antiAliasedPixels == 0)
        #expect(result.mismatchFraction == 1.0 / 4096)
        #expect(result.summary == "mismatch: 1 pixels (0.0244%)")
        // Black against white: 0.5053 × 255² / 35215, square-rooted.
        #expect(abs(result.maxColorDelta - 0.965_941_861) < 1e-6)
    }

    @Test func oneHorizontalPixelEdgeShiftIsAntiAliasing() throws {
        // A vertical edge at x = 20.5 against one at x = 21.5: columns 20 and 21 differ, and
        // each differing pixel is a half-covered pixel between a flat dark and a flat light side.
        let golden = try TestImages.shape(width: 40, height: 30) { x, _ in x < 20.5 }
        let actual = try TestImages.shape(width: 40, height: 30) { x, _ in x < 21.5 }
        let result = try ImageDiff().compare(golden, actual)
        #expect(result.mismatchedPixels == 0)
        #expect(result.antiAliasedPixels == 2 * 30)
    }

    @Test func antiAliasedPixelsCountWhenIncluded() throws {
        let golden = try TestImages.shape(width: 40, height: 30) { x, _ in x < 20.5 }
        let actual = try TestImages.shape(width: 40, height: 30) { x, _ in x < 21.5 }
        let result = try ImageDiff(includeAntiAliasing: true).compare(golden, actual)
        #expect(result.mismatchedPixels == 2 * 30)
        #expect(result.antiAliasedPixels == 0)
    }

    @Test func shiftedDiscEdgeIsMostlyAntiAliasing() throws {
        let golden = try TestImages.disc(cx: 24, cy: 24, radius: 15.3)
        let actual = try TestImages.disc(cx: 25, cy: 24, radius: 15.3)
        let result = try ImageDiff().compare(golden, actual)
        #expect(result.antiAliasedPixels > 3 * result.mismatchedPixels)
    }

    @Test func roundVersusSquareCapFailsAtTheDefaultTolerance() throws {
        // Two 20-px caps differ by 2 × (10 × 20 − π × 10² / 2) ≈ 86 px² of solid area; its
        // inner part is flat on both sides, so it cannot pass as anti-aliasing.
        let round = try TestImages.thickLine(round: true)
        let square = try TestImages.thickLine(round: false)
        let result = try ImageDiff().compare(square, round)
        #expect(result.mismatchedPixels >= 40)
        #expect(result.mismatchedPixels <= 100)
        #expect(!GoldenTolerance().accepts(result))
    }

    @Test func differentSizesThrowAnExplainedError() throws {
        let a = try TestImages.solid(.white, width: 64, height: 64)
        let b = try TestImages.solid(.white, width: 64, height: 65)
        #expect(throws: ImageDiffError.sizeMismatch(expectedWidth: 64, expectedHeight: 64,
                                                     actualWidth: 64, actualHeight: 65)) {
            try ImageDiff().compare(a, b)
        }
        let error = ImageDiffError.sizeMismatch(expectedWidth: 64, expectedHeight: 64, actualWidth: 64, actualHeight: 65)
        #expect(error.description == "image sizes differ: expected 64×64, found 64×65")
    }

    @Test func thresholdOutsideTheUnitRangeThrows() throws {
        let image = try TestImages.solid(.white)
        for bad in [-0.1, 1.5, Double.nan, Double.infinity] {
            #expect(throws: ImageDiffError.self) { try ImageDiff(threshold: bad).compare(image, image) }
        }
        #expect(throws: ImageDiffError.invalidOption(name: "alpha", expected: "a number in 0...1", found: "2.0")) {
            try ImageDiff(alpha: 2).compare(image, image)
        }
    }

    @Test func smallColourChangeIsBelowTheDefaultThreshold() throws {
        let golden = try TestImages.solid(Color(red255: 200, green255: 200, blue255: 200))
        let actual = try TestImages.solid(Color(red255: 205, green255: 200, blue255: 200))
        #expect(try ImageDiff().compare(golden, actual).mismatchedPixels == 0)
        #expect(try ImageDiff(threshold: 0).compare(golden, actual).mismatchedPixels == 256)
    }

    @Test func transparentPixelsAreComparedOverWhite() throws {
        // Fully transparent and opaque white look the same over white: no mismatch.
        let clear = try TestImages.solid(.clear)
        let white = try TestImages.solid(.white)
        #expect(try ImageDiff(threshold: 0).compare(clear, white).mismatchedPixels == 0)
        // Half-transparent black is mid grey over white.
        let halfBlack = try TestImages.solid(Color(white: 0, alpha: 0.5))
        #expect(try ImageDiff().compare(white, halfBlack).mismatchedPixels == 256)
    }

    @Test func diffImageShowsGreyBackgroundRedMismatchesAndYellowAntiAliasing() throws {
        let golden = try TestImages.shape(width: 40, height: 30) { x, _ in x < 20.5 }
        var pixels = try TestImages.shape(width: 40, height: 30) { x, _ in x < 21.5 }.pixels
        pixels[5 * 40 + 35] = Color.black.premultipliedARGB32
        let result = try ImageDiff().compare(golden, Image(width: 40, height: 30, pixels: pixels))
        let diff = try #require(result.diffImage)
        #expect(diff.pixel(x: 35, y: 5) == 0xFFFF_0000)
        #expect(diff.pixel(x: 20, y: 5) == 0xFFFF_FF00)
        #expect(diff.pixel(x: 21, y: 5) == 0xFFFF_FF00)
        // Black fades to 255 − 255 × 0.1 = 229.5, truncated; white stays white.
        #expect(diff.pixel(x: 0, y: 0) == 0xFFE5_E5E5)
        #expect(diff.pixel(x: 39, y: 29) == 0xFFFF_FFFF)
    }

    @Test func diffColoursAndAlphaAreOptions() throws {
        let golden = try TestImages.solid(.black, width: 4, height: 4)
        var pixels = golden.pixels
        pixels[0] = Color.white.premultipliedARGB32
        let options = ImageDiff(alpha: 1, diffColor: .blue)
        let diff = try #require(try options.compare(golden, Image(width: 4, height: 4, pixels: pixels)).diffImage)
        #expect(diff.pixel(x: 0, y: 0) == 0xFF00_00FF)
        #expect(diff.pixel(x: 1, y: 0) == 0xFF00_0000)
    }

    @Test func diffImageCanBeSkipped() throws {
        let image = try TestImages.solid(.white)
        #expect(try ImageDiff(makesDiffImage: false).compare(image, image).diffImage == nil)
    }

    @Test func percentagesShowFourDecimalsAtMost() {
        let cases: [(Int, Int, String)] = [(0, 100, "0"), (1, 4096, "0.0244"), (1, 8, "12.5"), (8, 8, "100"),
                                           (1, 16_777_216, "<0.0001"), (1, 3, "33.3333")]
        for (mismatched, total, text) in cases {
            let result = ImageDiffResult(width: total, height: 1, mismatchedPixels: mismatched,
                                         antiAliasedPixels: 0, maxColorDelta: 0, diffImage: nil)
            #expect(result.summary == "mismatch: \(mismatched) pixels (\(text)%)")
        }
    }
}
