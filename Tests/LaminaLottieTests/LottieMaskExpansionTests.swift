// Mask expansion and the opacity of subtracted masks, which lottie-ios's Core Animation engine
// reads neither of, drawn as After Effects draws them and probed at pixels whose value is exact.
// Samples/mask-expansion.json has four 56-pt squares, each masked by a square path:
// top left grown by 6 pt, top right shrunk by 8 pt, bottom left inverted after growing by 5 pt,
// bottom right subtracted at 50 % while it grows from 0 to 6 pt.
import Foundation
import Lamina
import LaminaLottie
import Testing

@Suite struct LottieMaskExpansionTests {
    /// The sample's frame without a background.
    static func frame(_ frame: Double) throws -> Image {
        let animation = try LottieSampleTests.load("mask-expansion")
        return try Renderer().render(try RenderTree(animation.makeLayer()), at: animation.time(ofFrame: frame))
    }

    /// The alpha of the pixel whose top-left corner is (x, y).
    static func alpha(_ image: Image, _ x: Int, _ y: Int) -> CGFloat { image.color(x: x, y: y)?.alpha ?? -1 }

    @Test func aPositiveExpansionGrowsThePathWithRoundCorners() throws {
        let image = try Self.frame(0)
        // The path spans 20…40; grown, 14…46.
        #expect(Self.alpha(image, 30, 30) == 1)
        #expect(Self.alpha(image, 15, 30) == 1)
        #expect(Self.alpha(image, 12, 30) == 0)
        // (14.5, 14.5) lies 7.8 pt from the rounded corner's centre (20, 20): outside, where a
        // mitred corner would cover it.
        #expect(Self.alpha(image, 14, 14) == 0)
        #expect(Self.alpha(image, 16, 16) == 1)
    }

    @Test func aNegativeExpansionShrinksThePath() throws {
        let image = try Self.frame(0)
        // The path spans 75…105; shrunk by 8, 83…97.
        #expect(Self.alpha(image, 90, 30) == 1)
        #expect(Self.alpha(image, 84, 30) == 1)
        #expect(Self.alpha(image, 80, 30) == 0)
        // The cutting band's outer half, outside the path, stays out of the mask.
        #expect(Self.alpha(image, 71, 30) == 0)
    }

    @Test func anInvertedMaskGrowsBeforeItInverts() throws {
        let image = try Self.frame(0)
        // The hole is the path 20…40 grown by 5: 15…45, with corners of radius 5.
        #expect(Self.alpha(image, 30, 90) == 0)
        #expect(Self.alpha(image, 16, 90) == 0)
        #expect(Self.alpha(image, 10, 90) == 1)
        #expect(Self.alpha(image, 15, 75) == 1)
    }

    @Test func aSubtractedMaskTakesOutItsOpacityAndItsExpansionAnimates() throws {
        let start = try Self.frame(0), end = try Self.frame(29)
        // The path spans 78…102; at frame 29 it has grown by 6, to 72…108.
        #expect(abs(Self.alpha(start, 90, 90) - 0.5) < 0.01)
        #expect(Self.alpha(start, 74, 90) == 1)
        #expect(abs(Self.alpha(end, 74, 90) - 0.5) < 0.01)
        #expect(Self.alpha(end, 68, 90) == 1)
    }
}
