// Lamina's own Lottie samples against rlottie, where rlottie's semantics agree with Core
// Animation's: shapes, transforms and their keyframes, parenting, precomp timing and time
// remapping, in and out points, gradients, alpha and inverted mattes, trims, repeaters. Left
// out, because rlottie draws them otherwise than lottie-ios's Core Animation engine:
// group-order (Lottie's order of operations for fills after a group), mask-add and mask-modes
// (rlottie's mask opacity and modes), ellipse-stroke-dash (its dash offset), drop shadows (not
// drawn), text (rlottie draws only embedded glyphs) and image-formats.
import Foundation
import Lamina
import LaminaLottie
import LaminaTesting
import Testing

@Suite struct RLottieCrossCheckTests {
    static let names = ["rect-fill", "polystar", "trim-offset", "transform-keyframes", "parenting", "precomp-timing",
                        "precomp-timeremap", "solid-inout", "gradient-fill", "matte-alpha", "matte-inverted",
                        "trim-order", "repeater"]

    @Test(.enabled(if: RLottieOracle.isAvailable), arguments: names)
    func framesMatchRLottie(name: String) throws {
        let oracle = try RLottieOracle.shared.get()
        let file = LottieSampleTests.folder.appendingPathComponent("\(name).json")
        let animation = try LottieAnimation(contentsOf: file)
        let tree = try RenderTree(animation.makeLayer())
        for frame in [0, 15, 29] {
            let expected = try oracle.render(file, frame: frame, named: "\(name)-\(frame)")
            let actual = try Renderer().render(tree, at: animation.time(ofFrame: Double(frame)))
            let result = try ImageDiff(threshold: 0.1).compare(expected, actual)
            // Edges antialiased alike: the only differences are a few pixels where two shapes'
            // edges meet (precomp-timing: 4 of 10,000).
            #expect(result.mismatchFraction <= 0.001,
                    "\(name) at frame \(frame): \(result.mismatchedPixels) pixels differ")
        }
    }
}
