// Animated dashes: the offset keyframed into lineDashPhase (as lottie-ios animates it) and a
// changing length sampled into lineDashPattern (which lottie-ios leaves at its first value and
// After Effects animates), probed along a horizontal line from x = 0 to 100 at y = 50, 4 pt
// wide, with butt caps.
import Foundation
import Lamina
import LaminaLottie
import Testing

@Suite struct LottieDashTests {
    /// The line's stroke with `dashes` (the `d` list) and linear keyframes.
    static func animation(dashes: String) throws -> LottieAnimation {
        let line = #"{"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[[0,50],[100,50]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}}"#
        let stroke = #"{"ty":"st","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100},"w":{"a":0,"k":4},"lc":1,"lj":1,"d":"#
            + dashes + "}"
        let json = LottieErrorTests.file(layers: #"[{"ty":4,"ip":0,"op":30,"ks":{},"shapes":["# + line + "," + stroke + "]}]")
        let animation = try LottieErrorTests.load(json)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        return animation
    }

    /// Whether the pixel at x on the line is painted at `frame`.
    static func painted(_ animation: LottieAnimation, frame: Double, x: Int) throws -> Bool {
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: animation.time(ofFrame: frame))
        return (image.color(x: x, y: 50)?.alpha ?? 0) > 0.5
    }

    static func linear(_ from: Double, _ to: Double) -> String {
        #"{"a":1,"k":[{"t":0,"s":["# + "\(from)" + #"],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},"#
            + #"{"t":20,"s":["# + "\(to)" + "]}]}"
    }

    @Test func theOffsetMovesTheDashes() throws {
        let dashes = #"[{"n":"d","v":{"a":0,"k":10}},{"n":"g","v":{"a":0,"k":10}},{"n":"o","v":"# + Self.linear(0, 10) + "}]"
        let animation = try Self.animation(dashes: dashes)
        #expect(try Self.painted(animation, frame: 0, x: 5) && !Self.painted(animation, frame: 0, x: 15))
        // Ten points on, the gaps lie where the dashes were.
        #expect(try !Self.painted(animation, frame: 20, x: 5) && Self.painted(animation, frame: 20, x: 15))
    }

    @Test func aChangingLengthChangesThePattern() throws {
        let dashes = #"[{"n":"d","v":"# + Self.linear(10, 30) + #"},{"n":"g","v":{"a":0,"k":10}}]"#
        let animation = try Self.animation(dashes: dashes)
        // Dashes of 10: the first gap spans 10…20; of 30 at frame 20: the first dash spans 0…30.
        #expect(try !Self.painted(animation, frame: 0, x: 15))
        #expect(try Self.painted(animation, frame: 20, x: 15) && Self.painted(animation, frame: 20, x: 25))
        #expect(try !Self.painted(animation, frame: 20, x: 35))
    }
}
