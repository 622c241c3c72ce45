// Layers built for some frames only (LottieLayerOptions.frameRange): the load evaluates each
// expression at its first frame, a tree for one frame evaluates it there (and at a frame each
// side), and every such tree draws its frames exactly as the tree of every frame does.
import Foundation
import Lamina
import Testing
@testable import LaminaLottie

@Suite struct LottieFrameRangeTests {
    /// For every sample (expressions, auto-orient, time remapping, stretched precomps, mattes),
    /// a tree built for one frame draws that frame pixel for pixel as the whole tree does.
    @Test(arguments: LottieSampleTests.names) func aTreeForOneFrameDrawsItAsTheWholeTree(name: String) throws {
        let animation = try LottieSampleTests.load(name)
        // The first tree takes the layers the load built (when it kept them); the others are built anew.
        let whole = try RenderTree(animation.makeLayer())
        let renderer = Renderer(background: .white)
        for frame in [0.0, 7, 15.5, 29] {
            let single = try RenderTree(animation.makeLayer(options: LottieLayerOptions(frameRange: frame...frame)))
            let seconds = animation.time(ofFrame: frame)
            #expect(try renderer.render(single, at: seconds).pixels == (try renderer.render(whole, at: seconds).pixels),
                    "\(name) at frame \(frame)")
        }
    }

    /// Auto-orient read frame by frame (under a time remapping) turns a bar to the direction of
    /// motion, which one frame alone does not have: a tree for one frame takes its neighbours.
    @Test func autoOrientUnderATimeRemappingTurnsInATreeForOneFrame() throws {
        let moving = #"{"ty":4,"ind":1,"ao":1,"ip":0,"op":30,"ks":{"p":{"a":1,"k":[{"t":0,"s":[10,10],"o":{"x":0.5,"y":0},"#
            + #""i":{"x":0.5,"y":1}},{"t":30,"s":[40,40]}]}},"shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"#
            + #""s":{"a":0,"k":[20,4]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}"#
        let remap = #""tm":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":30,"s":[1]}]}"#
        let json = #"{"v":"5.7","fr":30,"ip":0,"op":30,"w":50,"h":50,"assets":[{"id":"c","w":50,"h":50,"layers":["#
            + moving + #"]}],"layers":[{"ty":0,"refId":"c","ind":1,"ip":0,"op":30,"w":50,"h":50,"ks":{},"# + remap + "}]}"
        let animation = try LottieAnimation(data: Data(json.utf8), baseURL: nil)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let whole = try RenderTree(animation.makeLayer())
        for frame in [0.0, 10, 29] {
            let single = try RenderTree(animation.makeLayer(options: LottieLayerOptions(frameRange: frame...frame)))
            let seconds = animation.time(ofFrame: frame)
            #expect(try Renderer().render(single, at: seconds).pixels == (try Renderer().render(whole, at: seconds).pixels),
                    "frame \(frame)")
        }
    }

    /// A 30 fps file of frames 0–30 with one layer whose rotation has `expression`.
    static func file(_ expression: String) -> Data {
        let layer = #"{"ty":4,"ind":1,"ip":0,"op":30,"ks":{"p":{"a":0,"k":[25,25]},"r":{"a":0,"k":0,"x":""# + expression
            + #""}},"shapes":[{"ty":"rc","p":{"a":0,"k":[10,0]},"s":{"a":0,"k":[20,4]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}"#
        return Data((#"{"v":"5.7","fr":30,"ip":0,"op":30,"w":50,"h":50,"layers":["# + layer + "]}").utf8)
    }

    /// An expression that fails only after frame 20 passes the load and a tree of frame 5
    /// quietly; a tree that draws frame 25 warns, once, in the animation's warnings.
    @Test func aLateFailureWarnsWhenItsFramesAreBuilt() throws {
        let animation = try LottieAnimation(data: Self.file("if (time > 0.7) { throw new Error('late'); } time * 90"),
                                            baseURL: nil)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        _ = try animation.makeLayer(options: LottieLayerOptions(frameRange: 5...5))
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        _ = try animation.makeLayer(options: LottieLayerOptions(frameRange: 25...25))
        _ = try animation.makeLayer()
        #expect(animation.warnings.map(\.path) == ["layers[0].ks.r.x"])
        #expect(animation.warnings.first?.message.contains("Error: late") == true, "\(animation.warnings)")
    }

    /// The load evaluates each expression once, a tree of one frame three times (the frame and
    /// one each side), and a tree of every frame at each of the layer's 31 frames: the script
    /// counts its calls in its heap (one per build) and fails past a number.
    @Test(arguments: [(1, "load"), (3, "one frame"), (31, "every frame")] as [(Int, String)])
    func evaluationsPerBuild(calls: Int, build: String) throws {
        let counting = "n = (typeof n === 'undefined' ? 1 : n + 1); if (n > \(calls)) { throw new Error('call ' + n); } 0"
        let animation = try LottieAnimation(data: Self.file(counting), baseURL: nil)
        if build != "load" {
            _ = try animation.makeLayer(options: LottieLayerOptions(frameRange: build == "one frame" ? 12...12 : nil))
        }
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        if build != "every frame" {
            // One call fewer allowed: that build fails at its last call.
            let fewer = "n = (typeof n === 'undefined' ? 1 : n + 1); if (n > \(calls - 1)) { throw new Error('call ' + n); } 0"
            let failing = try LottieAnimation(data: Self.file(fewer), baseURL: nil)
            if build != "load" { _ = try failing.makeLayer(options: LottieLayerOptions(frameRange: 12...12)) }
            #expect(failing.warnings.first?.message.contains("Error: call \(calls)") == true, "\(failing.warnings)")
        }
    }
}
