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

    /// As After Effects (and lottie-web and rlottie): each copy turns about the anchor and
    /// scales by the step's scale once more than the copy before, and the anchor does not move
    /// the copies. An 8-pt square at (50, 20), three copies turned 90° and scaled by 50 % about
    /// the anchor (50, 50), each once more than the one before: the first as drawn, the second
    /// 4 pt wide at (65, 50), the third 2 pt wide at (50, 57.5). (lottie-ios's Core Animation
    /// engine moves every copy by minus the anchor and scales each by 50 % once.)
    @Test func copiesTurnAndScaleAboutTheAnchorCompounding() throws {
        let step = #"{"a":{"a":0,"k":[50,50]},"r":{"a":0,"k":90},"s":{"a":0,"k":[50,50]}}"#
        let json = LottieErrorTests.file(layers: #"[{"ty":4,"ip":0,"op":30,"ks":{},"shapes":[{"ty":"rc","p":{"a":0,"k":[50,20]},"#
            + #""s":{"a":0,"k":[8,8]}},{"ty":"fl","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100}},{"ty":"rp","c":{"a":0,"k":3},"#
            + #""tr":"# + step + "}]}]")
        let animation = try LottieErrorTests.load(json)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
        func alpha(_ x: Int, _ y: Int) -> CGFloat { image.color(x: x, y: y)?.alpha ?? 0 }
        // The first copy: 46…54 × 16…24.
        #expect(alpha(50, 20) == 1 && alpha(47, 17) == 1 && alpha(45, 20) == 0)
        // The second: 63…67 × 48…52.
        #expect(alpha(65, 50) == 1 && alpha(63, 48) == 1 && alpha(62, 50) == 0 && alpha(67, 50) == 0)
        // The third: 49…51 × 56.5…58.5.
        #expect(alpha(50, 57) == 1 && alpha(47, 57) == 0 && alpha(52, 57) == 0 && alpha(50, 59) == 0)
        #expect(alpha(20, 50) == 0 && alpha(80, 50) == 0)
    }

    /// As After Effects orders items (and lottie-web, ThorVG and rlottie draw them): a shape,
    /// its repeater, then the fill: the fill paints every copy. A second repeater at the end
    /// repeats all of it, the first repeater included. An 8-pt square at (10, 10), copied
    /// 20 pt to the right, then the pair copied 20 pt down: four filled squares.
    @Test func fillsAfterARepeaterPaintTheCopiesAndALaterRepeaterRepeatsThemAll() throws {
        func repeater(_ x: Int, _ y: Int) -> String {
            #"{"ty":"rp","c":{"a":0,"k":2},"tr":{"p":{"a":0,"k":["# + "\(x),\(y)" + #"]},"s":{"a":0,"k":[100,100]}}}"#
        }
        let json = LottieErrorTests.file(layers: #"[{"ty":4,"ip":0,"op":30,"ks":{},"shapes":[{"ty":"rc","p":{"a":0,"k":[10,10]},"#
            + #""s":{"a":0,"k":[8,8]}},"# + repeater(20, 0) + #",{"ty":"fl","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100}},"#
            + repeater(0, 20) + "]}]")
        let animation = try LottieErrorTests.load(json)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
        func alpha(_ x: Int, _ y: Int) -> CGFloat { image.color(x: x, y: y)?.alpha ?? 0 }
        #expect(alpha(10, 10) == 1 && alpha(30, 10) == 1 && alpha(10, 30) == 1 && alpha(30, 30) == 1)
        #expect(alpha(50, 10) == 0 && alpha(10, 50) == 0 && alpha(20, 20) == 0)
    }
}
