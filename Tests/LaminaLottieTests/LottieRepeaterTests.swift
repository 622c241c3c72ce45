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

    /// An animated count, 1 to 5 over frames 0–20, of 8-pt squares 15 pt apart from x = 10:
    /// the copies the count reaches (rounded up) show, the others hide.
    @Test func anAnimatedCountShowsAndHidesCopies() throws {
        let count = #"{"a":1,"k":[{"t":0,"s":[1],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":20,"s":[5]}]}"#
        let step = #"{"p":{"a":0,"k":[15,0]},"s":{"a":0,"k":[100,100]}}"#
        let json = LottieErrorTests.file(layers: #"[{"ty":4,"ip":0,"op":30,"ks":{},"shapes":[{"ty":"rc","p":{"a":0,"k":[10,50]},"#
            + #""s":{"a":0,"k":[8,8]}},{"ty":"fl","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100}},{"ty":"rp","c":"# + count
            + #","tr":"# + step + "}]}]")
        let animation = try LottieErrorTests.load(json)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let tree = try RenderTree(animation.makeLayer())
        func shown(_ frame: Double) throws -> [Bool] {
            let image = try Renderer().render(tree, at: animation.time(ofFrame: frame))
            return (0..<5).map { (image.color(x: 10 + 15 * $0, y: 50)?.alpha ?? 0) > 0.5 }
        }
        #expect(try shown(0) == [true, false, false, false, false])
        #expect(try shown(9) == [true, true, true, false, false])    // 2.8 copies: 3
        #expect(try shown(20) == [true, true, true, true, true])
    }
}
