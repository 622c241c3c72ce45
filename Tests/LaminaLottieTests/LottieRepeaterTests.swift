// A repeater's offset, start and end opacities and composite order, which lottie-ios's Core
// Animation engine ignores, as After Effects applies them. Samples/repeater-offset-opacity.json
// repeats a stroked circle (radius 12, centre x = 18) five times 12 pt apart, stacking each copy
// below the one before, from 100 % to 30 % opacity, while the offset runs from 0 to 1.
import Foundation
import Lamina
import LaminaLottie
import Testing

@Suite struct LottieRepeaterTests {
    static func frame(_ frame: Double) throws -> Image {
        let animation = try LottieSampleTests.load("repeater-offset-opacity")
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        return try Renderer().render(try RenderTree(animation.makeLayer()), at: animation.time(ofFrame: frame))
    }

    @Test func opacityRunsFromTheFirstCopyToTheLast() throws {
        let image = try Self.frame(0)
        #expect(image.color(x: 8, y: 50)?.alpha == 1)                  // the first copy alone
        #expect(abs((image.color(x: 72, y: 50)?.alpha ?? 0) - 0.3) < 0.01)   // the fifth alone
    }

    @Test func theOffsetShiftsEveryCopy() throws {
        let image = try Self.frame(29)
        #expect(image.color(x: 8, y: 50)?.alpha == 0)                  // the first copy moved on by 12
        #expect(abs((image.color(x: 84, y: 50)?.alpha ?? 0) - 0.3) < 0.01)
    }

    @Test func eachCopyStacksBelowTheOneBefore() throws {
        // The second copy's dark outline crosses x = 18 inside the first copy, whose fill, on
        // top, hides it.
        let image = try Self.frame(0)
        let overlap = try #require(image.color(x: 18, y: 50))
        #expect(overlap.alpha == 1 && overlap.red > 0.8)
    }
}
