// The Gaussian Blur layer effect (Samples/blur-effect.json): a 24 × 50 rectangle blurred with a
// blurriness of 20 (σ = 6 points) on both axes, horizontally only and vertically only.
import Foundation
import Lamina
import LaminaLottie
import Testing

@Suite struct LottieBlurEffectTests {
    @Test func blurDimensionsBlurTheAxesTheyName() throws {
        let animation = try LottieSampleTests.load("blur-effect")
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
        func alpha(_ x: Int, _ y: Int) -> Double { Double(image.color(x: x, y: y)?.alpha ?? -1) }
        // 4 points outside the left edge (x = 13) and above the top edge (y = 25) of each.
        for (offset, blursX, blursY) in [(0, true, true), (50, true, false), (100, false, true)] {
            let left = alpha(offset + 9, 50), above = alpha(offset + 25, 21), middle = alpha(offset + 25, 50)
            #expect((left > 0.1) == blursX, "x \(offset): left \(left)")
            #expect((above > 0.1) == blursY, "x \(offset): above \(above)")
            #expect(middle > 0.6)
        }
        // A Gaussian of σ = 6 across an edge: half the alpha at the edge of a half-plane; the
        // rectangle's far edge, 24 points away, adds a little.
        #expect(abs(alpha(50 + 13, 50) - 0.5) < 0.06)
    }
}
