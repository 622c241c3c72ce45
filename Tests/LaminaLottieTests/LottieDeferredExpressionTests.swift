// Expressions in a tree of every frame are evaluated when its frames are drawn, not when it is
// built (DeferredValues.swift): the load evaluates each at its first frame, what a tree draws
// is what a tree built for that frame draws, and a frame whose evaluation fails draws the
// keyframed value there and warns. A tree of a frame range evaluates its frames when built.
import Foundation
import Lamina
import Testing
@testable import LaminaLottie

@Suite struct LottieDeferredExpressionTests {
    /// A 100 × 100, 30 fps file of 300 frames: a red bar from the centre to the right, turned
    /// by the rotation expression `expression` over a keyframed rotation of 0.
    static func bar(rotation expression: String) -> String {
        let layer = #"{"ty":4,"ind":1,"ip":0,"op":300,"ks":{"p":{"a":0,"k":[50,50]},"r":{"a":0,"k":0,"x":""#
            + expression + #""}},"shapes":[{"ty":"rc","p":{"a":0,"k":[20,0]},"s":{"a":0,"k":[40,6]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}"#
        return #"{"v":"5.7","fr":30,"ip":0,"op":300,"w":100,"h":100,"layers":["# + layer + "]}"
    }

    /// Whether the bar points down (turned 90°) or right (not turned) in `image`.
    static func pointsDown(_ image: Image) -> Bool? {
        switch (image.color(x: 50, y: 80)?.red == 1, image.color(x: 80, y: 50)?.red == 1) {
        case (true, false): true
        case (false, true): false
        default: nil
        }
    }

    /// An expression that turns the bar 90° and fails after 5 s: the load (first frame) does not
    /// see it fail; a tree of every frame draws the turn until 5 s, and the keyframed value
    /// after, with a warning once it draws such a frame; a tree built for a later frame falls
    /// back too, and its warning is the same one.
    @Test func aTreeOfEveryFrameEvaluatesWhenDrawn() throws {
        let animation = try LottieAnimation(data: Data(Self.bar(rotation: "time > 5 ? missing() : 90").utf8), baseURL: nil)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let tree = try RenderTree(animation.makeLayer())
        #expect(Self.pointsDown(try Renderer().render(tree, at: animation.time(ofFrame: 90))) == true)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        #expect(Self.pointsDown(try Renderer().render(tree, at: animation.time(ofFrame: 200))) == false)
        #expect(animation.warnings.map(\.path) == ["layers[0].ks.r.x"])
        #expect(animation.warnings.first?.message.contains("the expression failed") == true)
        let late = try RenderTree(animation.makeLayer(options: LottieLayerOptions(frame: 200)))
        #expect(Self.pointsDown(try Renderer().render(late, at: animation.time(ofFrame: 200))) == false)
        #expect(animation.warnings.map(\.path) == ["layers[0].ks.r.x"])
    }

    /// A tree of every frame draws each frame as a tree built for that frame draws it: a
    /// wiggling position and a rotation that runs with time, at whole frames.
    @Test func aTreeOfEveryFrameDrawsWhatTreesOfOneFrameDraw() throws {
        let json = Self.bar(rotation: "time * 40").replacingOccurrences(
            of: #""p":{"a":0,"k":[50,50]}"#, with: #""p":{"a":0,"k":[50,50],"x":"wiggle(3, 8)"}"#)
        let animation = try LottieAnimation(data: Data(json.utf8), baseURL: nil)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let tree = try RenderTree(animation.makeLayer())
        for frame in [0.0, 7, 19, 151, 299] {
            let whole = try Renderer().render(tree, at: animation.time(ofFrame: frame))
            let one = try Renderer().render(try RenderTree(animation.makeLayer(options: LottieLayerOptions(frame: frame))),
                                            at: animation.time(ofFrame: frame))
            #expect(whole.pixels == one.pixels, "frame \(frame)")
        }
    }

    /// The load keeps its tree of every frame for the first such tree asked for, expressions
    /// and all, but a tree of a frame range evaluates its frames when built: asked first, it
    /// warns of the failing frame before anything is drawn.
    @Test func aTreeOfAFrameRangeIsNotTheLoadsTree() throws {
        let animation = try LottieAnimation(data: Data(Self.bar(rotation: "time > 5 ? missing() : 90").utf8), baseURL: nil)
        let range = try RenderTree(animation.makeLayer(options: LottieLayerOptions(frameRange: 140...160)))
        #expect(animation.warnings.map(\.path) == ["layers[0].ks.r.x"])
        #expect(Self.pointsDown(try Renderer().render(range, at: animation.time(ofFrame: 150))) == false)
        let whole = try RenderTree(animation.makeLayer())
        #expect(Self.pointsDown(try Renderer().render(whole, at: animation.time(ofFrame: 90))) == true)
    }

    /// A stroke a group passes down to a child group whose scale an expression drives is thinned
    /// by that scale as frames are drawn, not when the tree is built (which would evaluate the
    /// frames after 5 s, where the expression fails): what the tree draws is what a tree of one
    /// frame draws.
    @Test func aStrokeUnderAGroupScaledByAnExpressionIsReadWhenDrawn() throws {
        let line = #"{"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[[30,50],[70,50]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}}"#
        let transform = #"{"ty":"tr","p":{"a":0,"k":[50,50]},"a":{"a":0,"k":[50,50]},"#
            + #""s":{"a":0,"k":[100,100],"x":"time > 5 ? missing() : [150, 150]"},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}"#
        let stroke = #"{"ty":"st","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":6},"lc":1,"lj":1}"#
        let json = #"{"v":"5.7","fr":30,"ip":0,"op":300,"w":100,"h":100,"layers":[{"ty":4,"ind":1,"ip":0,"op":300,"ks":{},"#
            + #""shapes":[{"ty":"gr","it":["# + line + "," + transform + "]}," + stroke + "]}]}"
        let animation = try LottieAnimation(data: Data(json.utf8), baseURL: nil)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let tree = try RenderTree(animation.makeLayer())
        for frame in [0.0, 90] {
            let whole = try Renderer().render(tree, at: animation.time(ofFrame: frame))
            let one = try Renderer().render(try RenderTree(animation.makeLayer(options: LottieLayerOptions(frame: frame))),
                                            at: animation.time(ofFrame: frame))
            #expect(whole.pixels == one.pixels, "frame \(frame)")
            // 150 % of a line 40 long: 60 long, from x 20 to 80; the stroke stays 6 wide.
            #expect([15, 25, 75, 85].map { whole.color(x: $0, y: 50)?.red == 1 } == [false, true, true, false])
            #expect([46, 47, 52, 53].map { whole.color(x: 50, y: $0)?.red == 1 } == [false, true, true, false])
        }
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
    }

    /// An expression that gives NaN or an infinity fails as any other does: its frame draws the
    /// keyframed value and warns, where the layers would refuse the number when the frame is drawn
    /// (a rotation of infinity, a trim's offset of infinity and start of NaN).
    @Test func aNonFiniteResultDrawsTheKeyframedValue() throws {
        let animation = try LottieAnimation(data: Data(Self.bar(rotation: "time > 1 ? Infinity : 90").utf8), baseURL: nil)
        let tree = try RenderTree(animation.makeLayer())
        #expect(Self.pointsDown(try Renderer().render(tree, at: animation.time(ofFrame: 15))) == true)
        #expect(Self.pointsDown(try Renderer().render(tree, at: animation.time(ofFrame: 90))) == false)
        let one = try RenderTree(animation.makeLayer(options: LottieLayerOptions(frame: 90)))
        #expect(Self.pointsDown(try Renderer().render(one, at: animation.time(ofFrame: 90))) == false)
        #expect(animation.warnings.map(\.description)
                == ["layers[0].ks.r.x: warning: the expression failed (expected finite numbers, found inf); the keyframed value is used"])
        let trimmed = try LottieAnimation(data: Data(Self.trimmedSquare(
            #""s":{"a":0,"k":0,"x":"time > 1 ? NaN : 25"},"e":{"a":0,"k":50},"o":{"a":0,"k":0,"x":"time > 2 ? -Infinity : 0"}"#).utf8),
                                          baseURL: nil)
        let square = try RenderTree(trimmed.makeLayer())
        // 0–50 % after 1 s (the keyframed start), offset 0 throughout: the top and the right side.
        let late = try Renderer().render(square, at: trimmed.time(ofFrame: 90))
        #expect([(50, 20), (80, 50), (50, 80)].map { late.color(x: $0.0, y: $0.1)?.red == 1 } == [true, true, false])
        #expect(Set(trimmed.warnings.map(\.path)) == ["layers[0].shapes[2].s.x", "layers[0].shapes[2].o.x"])
    }

    /// A 100 × 100, 30 fps file of 300 frames: a square from 20 to 80, clockwise from its top
    /// left corner (240 points around), stroked 4 wide in red through a trim whose start, end
    /// and offset are the members `trim`.
    static func trimmedSquare(_ trim: String) -> String {
        let square = #"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[20,20],[80,20],[80,80],[20,80]],"#
            + #""i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}},"#
            + #"{"ty":"st","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":4},"lc":1,"lj":1},"#
        return #"{"v":"5.7","fr":30,"ip":0,"op":300,"w":100,"h":100,"layers":[{"ty":4,"ind":1,"ip":0,"op":300,"ks":{},"#
            + #""shapes":["# + square + #"{"ty":"tm","# + trim + "}]}]}"
    }

    /// A trim an expression drives is read as frames are drawn: the load, which keeps its tree
    /// of every frame, computes none of the frames after 5 s, where the expression fails.
    @Test func aTrimDrivenByAnExpressionIsReadWhenDrawn() throws {
        let json = Self.trimmedSquare(#""s":{"a":0,"k":0,"x":"time > 5 ? missing() : 25"},"e":{"a":0,"k":50},"o":{"a":0,"k":0}"#)
        let animation = try LottieAnimation(data: Data(json.utf8), baseURL: nil)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let tree = try RenderTree(animation.makeLayer())
        // 25–50 %: the right side. After 5 s the keyframed 0–50 %: the top and the right side.
        let early = try Renderer().render(tree, at: animation.time(ofFrame: 30))
        #expect([(50, 20), (80, 50)].map { early.color(x: $0.0, y: $0.1)?.red == 1 } == [false, true])
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let late = try Renderer().render(tree, at: animation.time(ofFrame: 200))
        #expect([(50, 20), (80, 50)].map { late.color(x: $0.0, y: $0.1)?.red == 1 } == [true, true])
        #expect(animation.warnings.map(\.path) == ["layers[0].shapes[2].s.x"])
    }

    /// An offset that an expression wraps at 360° (40° a frame) turns on between two frames
    /// across the wrap: at frame 8.5, between 320° and 0°, the window 0–10 % lies at 340°, over
    /// the top left corner, not at 160° over the bottom right one. Whole frames draw as trees
    /// built for them draw.
    @Test func anOffsetThatWrapsBlendsForwardBetweenFrames() throws {
        let json = Self.trimmedSquare(#""s":{"a":0,"k":0},"e":{"a":0,"k":10},"o":{"a":0,"k":0,"x":"(time * 30 * 40) % 360"}"#)
        let animation = try LottieAnimation(data: Data(json.utf8), baseURL: nil)
        let tree = try RenderTree(animation.makeLayer())
        let red = { (image: Image, points: [(Int, Int)]) in points.map { image.color(x: $0.0, y: $0.1)?.red == 1 } }
        // 320°: 213–237 points round, up the left side from y 47 to 23.
        let eight = try Renderer().render(tree, at: animation.time(ofFrame: 8))
        #expect(red(eight, [(20, 30), (26, 20), (80, 75)]) == [true, false, false])
        // 340°: 227–251 points round, up the left side from y 33, round the corner to x 31.
        let between = try Renderer().render(tree, at: animation.time(ofFrame: 8.5))
        #expect(red(between, [(20, 26), (26, 20), (80, 75), (20, 50)]) == [true, true, false, false])
        for frame in [8.0, 9] {
            let one = try Renderer().render(try RenderTree(animation.makeLayer(options: LottieLayerOptions(frame: frame))),
                                            at: animation.time(ofFrame: frame))
            #expect(try Renderer().render(tree, at: animation.time(ofFrame: frame)).pixels == one.pixels, "frame \(frame)")
        }
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
    }

    /// A file whose tree of every frame would sample more than the limits allow still loads,
    /// checked at its expressions' first frames; that tree is refused with the limit's error,
    /// and a tree of a few frames is built.
    @Test func aLoadWhoseTreeOfEveryFramePassesALimitChecksFirstFrames() throws {
        var limits = LottieLimits()
        limits.maxSampledValues = 100
        let animation = try LottieAnimation(data: Data(Self.bar(rotation: "90").utf8), baseURL: nil, limits: limits)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        #expect(throws: LottieError.self) { try animation.makeLayer() }
        let few = try RenderTree(animation.makeLayer(options: LottieLayerOptions(frameRange: 10...20)))
        #expect(Self.pointsDown(try Renderer().render(few, at: animation.time(ofFrame: 15))) == true)
    }
}
