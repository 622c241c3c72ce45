// Lamina's hand-written Lottie samples against rlottie, an independent renderer, wherever
// rlottie reads Lottie as lottie-ios's Core Animation engine does (or, for auto-orient, which
// lottie-ios lacks, as After Effects does). Frames are drawn at 2× on a transparent background
// and may differ in at most 4 of 40,000 pixels (anti-aliasing at the edge of a trim) unless a
// case says why more; a wrong cap, join, trim end, mask mode or timing changes hundreds.
//
// Left out, because rlottie 1.3.8 reads them differently from Core Animation:
// - drop-shadow: rlottie draws no layer styles or drop-shadow effects;
// - ellipse-stroke-dash: rlottie lays the dash pattern on a closed ellipse without joining the
//   dash that runs through the contour's start (Lamina joins it, as Core Graphics does);
// - group-order: rlottie fades each fill of a group by the group's opacity on its own, so the
//   fill beneath another shows through it; Core Animation fades the group as one layer;
// - mask-modes: rlottie draws a difference mask as After Effects does (an exclusive-or), where
//   lottie-ios's Core Animation engine intersects it with the masks before;
// - repeater-offset-opacity: rlottie (like lottie-android) gives copy i of n the opacity
//   start + (end − start) · i / n, so the last copy falls short of the end opacity; After
//   Effects' manual and lottie-web give the last copy the end opacity, i / (n − 1).
// rlottie samples a precomp at whole frames of its own clock, so the precomp samples are
// compared at frames whose precomp time is whole (Core Animation's time is continuous).
import Foundation
import Lamina
import LaminaLottie
import LaminaTesting
import Testing

@Suite struct RlottieCrossCheckTests {
    /// Each compared sample with its frames (and the pixels it may differ in, 4 unless given).
    static let cases: [(name: String, frames: [Int], tolerance: Int)] = [
        ("rect-fill", [0, 15, 29], 4), ("gradient-fill", [0, 15, 29], 4), ("parenting", [0, 15, 29], 4),
        ("radial-highlight", [0, 15, 29], 4),
        ("polystar", [0, 15, 29], 4), ("repeater", [0, 15, 29], 4), ("solid-inout", [0, 15, 29], 4),
        ("transform-keyframes", [0, 15, 29], 4), ("matte-alpha", [0, 15, 29], 4), ("matte-inverted", [0, 15, 29], 4),
        ("matte-luma", [0, 15, 29], 4),
        ("mask-add", [0, 15, 29], 4),
        ("trim-offset", [0, 15, 29], 4), ("trim-order", [0, 15, 29], 4),
        // Stretched 2× from frame 10: whole precomp frames at 0, 14 and 28.
        ("precomp-timing", [0, 14, 28], 4),
        // Remapped from 0.9 s down to 0 over 30 frames: whole precomp frames at 0, 10 and 20.
        ("precomp-timeremap", [0, 10, 20], 4),
        // An auto-oriented layer along straight segments written as spatial tangents a third of
        // the way (rlottie turns only a position with tangents, and not at the path's ends, so
        // frames 0 and 29 are left out; along true curves rlottie moves by arc length, where
        // Core Animation, and Lamina, cross each cubic by its parameter).
        ("auto-orient-polyline", [5, 10, 20, 25], 4),
    ]

    @Test(.enabled("needs python3 and PyPI (pip install rlottie-python)") { RlottieOracle.isAvailable },
          arguments: cases.map(\.name))
    func framesMatchRlottie(name: String) throws {
        let oracle = try RlottieOracle.shared.get()
        let file = LottieSampleTests.folder.appendingPathComponent("\(name).json")
        let entry = try #require(Self.cases.first { $0.name == name })
        try compare(file, frames: entry.frames, tolerance: entry.tolerance, with: oracle, name: name)
    }

    /// The demo's loader (Samples/Lottie), a repeater of trimmed, rotating strokes.
    @Test(.enabled("needs python3 and PyPI (pip install rlottie-python)") { RlottieOracle.isAvailable })
    func demoLoaderMatchesRlottie() throws {
        let file = LottieSampleTests.folder.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/Lottie/loader.json")
        try compare(file, frames: [0, 15, 29], tolerance: 4, with: try RlottieOracle.shared.get(), name: "loader")
    }

    private func compare(_ file: URL, frames: [Int], tolerance: Int, with oracle: RlottieOracle, name: String) throws {
        let animation = try LottieAnimation(contentsOf: file)
        let width = Int(animation.size.width) * 2, height = Int(animation.size.height) * 2
        let tree = try RenderTree(animation.makeLayer())
        let renderer = Renderer(scale: 2)
        for frame in frames {
            let lamina = try renderer.render(tree, at: animation.time(ofFrame: animation.startFrame + Double(frame)))
            let rlottie = try oracle.render(file, frame: frame, width: width, height: height)
            let result = try ImageDiff(threshold: 0.1, makesDiffImage: false).compare(rlottie, lamina)
            #expect(result.mismatchedPixels <= tolerance,
                    "\(name) frame \(frame): \(result.mismatchedPixels) pixels differ from rlottie")
        }
    }
}
