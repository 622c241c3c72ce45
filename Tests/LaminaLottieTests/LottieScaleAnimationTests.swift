// A layer's changing scale beside its rotation: lottie-ios animates `transform.scale.x` and
// `transform.scale.y` over a transform that holds the rotation, so a keyframe of zero scale does
// not take the turn away (blending whole matrices from the zero matrix would turn from 0°).
// A 40 × 10 bar at the centre of a 100 × 100 frame, turned 90°: upright.
import Foundation
import Lamina
import LaminaLottie
import Testing

@Suite struct LottieScaleAnimationTests {
    /// The frame `frame` (30 per second) of the bar with the transform members `transform`.
    static func frame(_ transform: String, at frame: Double) throws -> Image {
        let bar = #"{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[40,10]}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100}}"#
        let json = LottieErrorTests.file(layers: #"[{"ty":4,"ip":0,"op":30,"ks":{"p":{"a":0,"k":[50,50,0]},"r":{"a":0,"k":90},"#
            + transform + #"},"shapes":["# + bar + "]}]")
        let animation = try LottieErrorTests.load(json)
        #expect(animation.warnings.isEmpty)
        return try Renderer(background: .white).render(try RenderTree(animation.makeLayer()), at: frame / 30)
    }

    /// Linear keyframes from `from` at frame 0 to `to` at frame 10.
    static func scale(from: String, to: String) -> String {
        #""s":{"a":1,"k":[{"t":0,"s":["# + from + #"],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},"#
            + #"{"t":10,"s":["# + to + "]}]}"
    }

    @Test func aScaleGrowingFromZeroKeepsTheLayersTurn() throws {
        let grown = try Self.frame(Self.scale(from: "0,0,100", to: "100,100,100"), at: 5)
        #expect(grown == (try Self.frame(#""s":{"a":0,"k":[50,50,100]}"#, at: 0)))
        // Half size, upright: 5 wide, 20 tall (rows 40…60), not a bar turned 45°.
        #expect(grown.color(x: 50, y: 58)?.red == 0 && grown.color(x: 50, y: 62)?.red == 1)
        #expect(grown.color(x: 54, y: 50)?.red == 1)
    }

    @Test func aScaleWithOneAxisAtZeroKeepsTheLayersTurn() throws {
        // x from 0 to 100 while y stays 100: at frame 5 the bar is 20 × 10, turned upright (10
        // wide, rows 40…60).
        let grown = try Self.frame(Self.scale(from: "0,100,100", to: "100,100,100"), at: 5)
        #expect(grown == (try Self.frame(#""s":{"a":0,"k":[50,100,100]}"#, at: 0)))
        #expect(grown.color(x: 53, y: 58)?.red == 0 && grown.color(x: 57, y: 50)?.red == 1)
    }
}
