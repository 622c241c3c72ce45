// 3-D layers (`ddd`) turned about x and y (`rx`, `ry`): lottie-ios's Core Animation engine sets
// them as a CATransform3D without perspective (it has no camera), so Core Animation shows them
// foreshortened evenly, the turn's cosine along the axis it tilts. A 40 × 40 square at the
// centre of a 100 × 100 frame. Like lottie-ios's, the layer's position is part of that
// transform, so `CALayer.render(in:)` (Renderer.skipsDepthTransforms) draws it untransformed.
import Foundation
import Lamina
import LaminaLottie
import Testing

@Suite struct LottieThreeDTests {
    static func animation(_ transform: String) throws -> LottieAnimation {
        let square = #"{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[40,40]}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100}}"#
        let json = LottieErrorTests.file(layers: #"[{"ty":4,"ddd":1,"ip":0,"op":30,"ks":{"p":{"a":0,"k":[50,50,0]},"#
            + transform + #"},"shapes":["# + square + "]}]")
        return try LottieErrorTests.load(json)
    }

    static func frame(_ transform: String, at seconds: Double = 0, skipsDepthTransforms: Bool = false) throws -> Image {
        let animation = try animation(transform)
        if transform.contains("\"rx\"") || transform.contains("\"ry\"") {
            #expect(animation.warnings.map(\.description) == ["layers[0].ddd: warning: 3-D layers are turned without "
                + "perspective, as lottie-ios draws them; After Effects' camera is not applied"])
        }
        var renderer = Renderer(background: .white)
        renderer.skipsDepthTransforms = skipsDepthTransforms
        return try renderer.render(try RenderTree(animation.makeLayer()), at: seconds)
    }

    @Test func aTurnAboutXFlattensAsAVerticalScaleByItsCosine() throws {
        let turned = try Self.frame(#""rx":{"a":0,"k":60}"#)
        #expect(turned == (try Self.frame(#""s":{"a":0,"k":[100,50,100]}"#)))
        // 40 × cos 60° = 20 points tall: rows 40…60.
        #expect(turned.color(x: 50, y: 41)?.red == 0 && turned.color(x: 50, y: 38)?.red == 1)
    }

    @Test func aTurnAboutYFlattensAsAHorizontalScaleByItsCosine() throws {
        #expect(try Self.frame(#""ry":{"a":0,"k":60}"#) == (try Self.frame(#""s":{"a":0,"k":[50,100,100]}"#)))
    }

    @Test func turnsComposeAsCoreAnimationsKeyPaths() throws {
        // lottie-ios animates transform.rotation.x, then .y: a point turns about x, then y,
        // (x, y) → (x cos ry + y sin rx sin ry, y cos rx). With 60° both ways the square becomes
        // the parallelogram x′ = x/2 + 0.75 y, y′ = y/2: its bottom side spans x′ 5…25 right of
        // the centre, its top side 5…25 left.
        let both = try Self.frame(#""rx":{"a":0,"k":60},"ry":{"a":0,"k":60}"#)
        #expect(both.color(x: 70, y: 58)?.red == 0 && both.color(x: 30, y: 58)?.red == 1)
        #expect(both.color(x: 30, y: 42)?.red == 0 && both.color(x: 70, y: 42)?.red == 1)
        #expect(both.color(x: 76, y: 58)?.red == 1)
    }

    @Test func aMirroredScaleComposesAsMakeTransform() throws {
        // With a negative x scale lottie-ios builds one matrix, makeTransform: a point is
        // mirrored, then turns about y, then x: x′ = −x/2, y′ = −0.75 x + y/2. Its right side
        // spans y′ 5…25 below the centre, its left side 5…25 above.
        let both = try Self.frame(#""rx":{"a":0,"k":60},"ry":{"a":0,"k":60},"s":{"a":0,"k":[-100,100,100]}"#)
        #expect(both.color(x: 58, y: 60)?.red == 0 && both.color(x: 58, y: 48)?.red == 1)
        #expect(both.color(x: 42, y: 40)?.red == 0 && both.color(x: 42, y: 52)?.red == 1)
        #expect(both.color(x: 61, y: 60)?.red == 1)
    }

    @Test func theTurnAndThePositionAreOneThreeDimensionalTransform() throws {
        let tree = try RenderTree(try Self.animation(#""rx":{"a":0,"k":60}"#).makeLayer())
        let layer = try #require(tree.evaluated(at: 0).root.first(named: "layers[0]"))
        #expect(layer.position == .zero && layer.anchorPoint == .zero)
        let transform = layer.transform3D
        #expect(!transform.isAffine)
        #expect(abs(transform.m22 - 0.5) < 1e-12 && abs(transform.m23 - sin(Double.pi / 3)) < 1e-12)
        #expect(transform.m41 == 50 && transform.m42 == 50)
    }

    @Test func renderInContextLeavesATurnedLayerUntransformed() throws {
        // The square's centre (its anchor, 0) lands on the frame's corner: a 20 × 20 quarter.
        let flat = try Self.frame(#""rx":{"a":0,"k":60}"#, skipsDepthTransforms: true)
        #expect(flat.color(x: 19, y: 19)?.red == 0 && flat.color(x: 21, y: 10)?.red == 1)
        #expect(flat.color(x: 50, y: 50)?.red == 1)
        // A layer not turned about x or y keeps its placement.
        let scaled = #""s":{"a":0,"k":[100,50,100]}"#
        #expect(try Self.frame(scaled, skipsDepthTransforms: true) == (try Self.frame(scaled)))
    }

    @Test func halfTurnsAboutEveryAxisAreAHalfTurnAboutZ() throws {
        // Half turns about x and y read back as one about z, which the half turn about z then
        // replaces (Core Animation's key paths): the layer is turned 180° in its plane, and
        // drawn placed even as render(in:) draws it (lottie-ios's pr_1930_all_axis at 50 %).
        // The anchor is 10 points right of the square's centre, so the half turn moves the
        // square from x 20…60 to 40…80.
        let anchor = #""a":{"a":0,"k":[10,0,0]},"#
        let turns = anchor + #""rx":{"a":0,"k":180},"ry":{"a":0,"k":180},"r":{"a":0,"k":180}"#
        let halfTurn = try Self.frame(anchor + #""r":{"a":0,"k":180}"#)
        #expect(halfTurn.color(x: 75, y: 50)?.red == 0 && halfTurn.color(x: 25, y: 50)?.red == 1)
        #expect(try Self.frame(turns, skipsDepthTransforms: true) == halfTurn)
        #expect(try Self.frame(turns) == halfTurn)
    }

    @Test func aChangingTurnBlendsInThreeDimensionsBetweenFrames() throws {
        // rx 0° → 90° over 30 frames, linearly: frame 10.5 is 31.5°, drawn 40 × cos 31.5° ≈ 34.1
        // points tall, rows 32.95…67.05.
        let turning = try Self.frame(#""rx":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},"#
            + #"{"t":30,"s":[90]}]}"#, at: 10.5 / 30)
        #expect(turning.color(x: 50, y: 33)?.red == 0 && turning.color(x: 50, y: 66)?.red == 0)
        #expect(turning.color(x: 50, y: 31)?.red == 1 && turning.color(x: 50, y: 68)?.red == 1)
        #expect((turning.color(x: 50, y: 32)?.red ?? 0) > 0.9 && (turning.color(x: 50, y: 67)?.red ?? 0) > 0.9)
    }

    @Test func aLayerEdgeOnButForRoundingDrawsNothing() throws {
        // A 40 × 40 black picture turned 90° about x, y and z: its plane is collapsed onto a line
        // but for sines of a right angle 10⁻¹⁶ off. Nothing is drawn, and drawing does not fail
        // (lottie-ios's pr_1930_all_axis at frame 45 stopped with a Cairo error).
        let black = try Image(width: 40, height: 40, color: .black)
        let asset = #"{"id":"pic","w":40,"h":40,"u":"","e":1,"p":"data:image/png;base64,\#(try black.pngData().base64EncodedString())"}"#
        let json = LottieErrorTests.file(layers: #"[{"ty":2,"refId":"pic","ip":0,"op":30,"ks":{"a":{"a":0,"k":[20,20,0]},"#
            + #""p":{"a":0,"k":[50,50,0]},"rx":{"a":0,"k":90},"ry":{"a":0,"k":90},"r":{"a":0,"k":90}}}]"#, assets: "[\(asset)]")
        let edgeOn = try Renderer(background: .white).render(try RenderTree(try LottieErrorTests.load(json).makeLayer()), at: 0)
        #expect(edgeOn.pixels.allSatisfy { $0 == Color.white.premultipliedARGB32 })
    }
}
