// A precomp's time stretch `sr` as every player reads it: the children's frames are
// (frame − st) / sr (lottie-web's CompElement.js, lottie-ios's PreCompLayer.swift, ThorVG's
// LottieRootLayer::remap), so a negative stretch plays them backwards; 0 reads as 1, as
// lottie-web (BaseElement.js) and lottie-android (CompositionLayer.java) read it.
import Foundation
import Lamina
import Testing
@testable import LaminaLottie

@Suite struct LottieTimeStretchTests {
    /// A 100 × 20 animation of 30 frames at 30 fps holding one precomp layer (`precomp`'s
    /// members added to it) whose asset moves a 10 × 10 red square from x = 0 to x = 90 over
    /// `keyframes` (linear).
    static func file(precomp: String, keyframes: String = #"{"t":0,"s":[5,10]},{"t":30,"s":[95,10]}"#) -> String {
        let ease = #""o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}"#
        let moves = keyframes.replacingOccurrences(of: #""s":[5,10]}"#, with: #""s":[5,10],"# + ease + "}")
            .replacingOccurrences(of: #""s":[95,10]},"#, with: #""s":[95,10],"# + ease + "},")
        let square = #"{"ty":4,"ip":0,"op":31,"st":0,"ks":{"p":{"a":1,"k":["# + moves + #"]}},"shapes":["#
            + #"{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}"#
        return #"{"v":"5.7","fr":30,"ip":0,"op":30,"w":100,"h":20,"assets":[{"id":"a","layers":["# + square + #"]}],"#
            + #""layers":[{"ty":0,"refId":"a","ip":0,"op":30,"w":100,"h":20,"ks":{},"# + precomp + "}]}"
    }

    static func render(_ json: String, frame: Double) throws -> Image {
        let animation = try LottieAnimation(data: Data(json.utf8), baseURL: nil)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        return try Renderer().render(try RenderTree(animation.makeLayer()), at: animation.time(ofFrame: frame))
    }

    /// The left edge of the red square on row 10.
    static func leftEdge(_ image: Image) -> Int? {
        (0..<100).first { (image.color(x: $0, y: 10)?.red ?? 0) > 0.5 }
    }

    @Test func aNegativeStretchMapsFramesBackwards() {
        let root = LayerAnimationContext(frameRate: 30, rootInFrame: 0, rootOutFrame: 30,
                                         diagnostics: LottieDiagnostics(limits: LottieLimits()))
        let child = root.entering(startTime: 30, stretch: -1, timeRemap: nil)
        #expect(child.localFrame(0) == 30)
        #expect(child.localFrame(10) == 20)
        #expect(child.localFrame(30) == 0)
        // Inside a stretched precomp: root 10 → (10 − 4) / 2 = 3 → (3 − 30) / −0.5 = 54.
        let nested = root.entering(startTime: 4, stretch: 2, timeRemap: nil).entering(startTime: 30, stretch: -0.5, timeRemap: nil)
        #expect(nested.localFrame(10) == 54)
    }

    /// `sr` −1 with `st` 30: root frame f shows the children's frame 30 − f, the same picture
    /// as the square keyframed from 95 back to 5.
    @Test func aNegativeStretchPlaysThePrecompBackwards() throws {
        let reversed = Self.file(precomp: #""st":30,"sr":-1"#)
        let backwards = Self.file(precomp: #""st":0,"sr":1"#, keyframes: #"{"t":0,"s":[95,10]},{"t":30,"s":[5,10]}"#)
        for frame in [0.0, 10, 20, 29] {
            let image = try Self.render(reversed, frame: frame)
            #expect(image.pixels == (try Self.render(backwards, frame: frame)).pixels, "frame \(frame)")
            // The square's centre is at 95 − 3 · frame: its left edge at 90 − 3 · frame.
            #expect(Self.leftEdge(image) == 90 - 3 * Int(frame), "frame \(frame)")
        }
    }

    /// A stretch of 0 plays as 1 (lottie-web, lottie-android); it stopped the file before.
    @Test func aZeroStretchPlaysAsOne() throws {
        for frame in [0.0, 15] {
            let zero = try Self.render(Self.file(precomp: #""st":0,"sr":0"#), frame: frame)
            #expect(zero.pixels == (try Self.render(Self.file(precomp: #""st":0"#), frame: frame)).pixels)
            #expect(Self.leftEdge(zero) == 3 * Int(frame))
        }
    }

    /// On a layer that is not a precomp, `sr` changes nothing in any player (lottie-web applies
    /// it to a precomp's children and audio only); negative or 0, it no longer stops the file.
    @Test func aStretchOnAShapeLayerChangesNothing() throws {
        let plain = Self.file(precomp: #""st":0"#)
        let stretched = plain.replacingOccurrences(of: #""ty":4,"ip":0,"op":31,"st":0,"#, with: #""ty":4,"ip":0,"op":31,"st":0,"sr":-2,"#)
        #expect(stretched != plain)
        #expect(try Self.render(stretched, frame: 12).pixels == (try Self.render(plain, frame: 12)).pixels)
    }
}
