// Golden frames of each animated sample at t = 0, ¼, ½, ¾ and 1 of its duration, side by side
// in one strip per sample, rendered at 1× on white (the 256-point ring at ½×).
import Foundation
import LaminaTesting
import Testing
@testable import lamina_samples
@testable import Lamina

@Suite struct AnimatedSampleGoldenTests {
    /// The five frames of `sample` side by side, with a 4-pixel grey gap between them.
    private func strip(_ sample: AnimatedSample) throws -> Image {
        let scale: CGFloat = sample.name == "anim-progress-ring" ? 0.5 : 1
        let frames = try sample.frames(fps: 4 / sample.duration, scale: scale)
        let images = try (0...4).map { try frames.renderFrame($0) }
        let gap = 4, width = images[0].width, height = images[0].height
        var strip = try Image(width: width * 5 + gap * 4, height: height, color: Color(white: 0.8))
        for (i, image) in images.enumerated() {
            for y in 0..<height {
                for x in 0..<width {
                    strip.setPixel(x: i * (width + gap) + x, y: y, image.pixels[y * width + x])
                }
            }
        }
        return strip
    }

    @Test(arguments: AnimatedSample.all.map(\.name))
    func quarterFrames(name: String) throws {
        let sample = try #require(AnimatedSample.all.first { $0.name == name })
        #expect(try sample.frames(fps: 4 / sample.duration, scale: 1).frameCount() == 5)
        assertGolden(try strip(sample), named: name)
    }
}
