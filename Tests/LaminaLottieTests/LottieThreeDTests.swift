// 3-D layers (`ddd`) turned about x and y (`rx`, `ry`): lottie-ios's Core Animation engine sets
// them as a CATransform3D without perspective (it has no camera), so Core Animation shows them
// foreshortened evenly, the turn's cosine along the axis it tilts. A 40 × 40 square at the
// centre of a 100 × 100 frame.
import Foundation
import Lamina
import LaminaLottie
import Testing

@Suite struct LottieThreeDTests {
    static func frame(_ transform: String) throws -> Image {
        let square = #"{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[40,40]}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100}}"#
        let json = LottieErrorTests.file(layers: #"[{"ty":4,"ddd":1,"ip":0,"op":30,"ks":{"p":{"a":0,"k":[50,50,0]},"#
            + transform + #"},"shapes":["# + square + "]}]")
        let animation = try LottieErrorTests.load(json)
        #expect(animation.warnings.map(\.description) == ["layers[0].ddd: warning: 3-D layers are turned without "
            + "perspective, as lottie-ios draws them; After Effects' camera is not applied"])
        return try Renderer(background: .white).render(try RenderTree(animation.makeLayer()), at: 0)
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

    @Test func turnsComposeXThenYAsLottieIOSBuildsTheMatrix() throws {
        // makeTransform rotates about x, then y (CATransform3DRotate each time), so a point
        // turns about y first, then x: (x, y) → (x cos ry, x sin ry sin rx + y cos rx). With 60°
        // both ways the square becomes the parallelogram x′ = x/2, y′ = 0.75 x + y/2: its right
        // side spans y′ 5…25 below the centre, its left side 5…25 above.
        let both = try Self.frame(#""rx":{"a":0,"k":60},"ry":{"a":0,"k":60}"#)
        #expect(both.color(x: 58, y: 60)?.red == 0 && both.color(x: 58, y: 48)?.red == 1)
        #expect(both.color(x: 42, y: 40)?.red == 0 && both.color(x: 42, y: 52)?.red == 1)
        #expect(both.color(x: 61, y: 60)?.red == 1)
    }
}
