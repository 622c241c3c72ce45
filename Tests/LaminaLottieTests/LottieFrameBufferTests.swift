// Frames of every Lottie sample drawn in turn into one FrameBuffer (each over the last, only
// what that one changed cleared) against the same frames drawn into new images: the same
// pixels, at the samples' size and at a scale that puts their layers on fractions of pixels.
import Foundation
import Lamina
import LaminaLottie
import Testing

@Suite struct LottieFrameBufferTests {
    @Test(arguments: LottieSampleTests.names) func framesInOneBufferAreTheFramesDrawnAlone(name: String) throws {
        let animation = try LottieSampleTests.load(name)
        let tree = try RenderTree(animation.makeLayer())
        for scale in [1.0, 1.37] {
            let renderer = Renderer(scale: scale)
            let buffer = FrameBuffer()
            // Forwards, back and out of order, as a player scrubbing would.
            for frame in [0.0, 15, 29, 3, 22] {
                let time = animation.time(ofFrame: frame)
                let alone = try renderer.render(tree, at: time)
                let reused = try renderer.render(tree, at: time, into: buffer)
                let differing = zip(alone.pixels, reused.pixels).count { $0 != $1 }
                #expect(differing == 0, "\(name) at scale \(scale), frame \(frame): \(differing) pixels differ")
            }
        }
    }
}
