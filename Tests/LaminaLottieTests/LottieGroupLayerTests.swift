// A shape group becomes a layer only when its transform does something (ShapeLayerBuilder.swift):
// a group that never moves, scales, turns or fades what it holds adds no layer, and its shapes
// draw exactly as they did inside one; any other transform, or one that changes over time,
// keeps the group's layer.
import Foundation
import Lamina
import Testing
@testable import LaminaLottie

@Suite struct LottieGroupLayerTests {
    /// A 40 × 40 file: one shape layer holding a group of a red 20 × 10 rectangle at (20, 20),
    /// whose transform is `transform` (Lottie's `tr` members).
    static func file(groupTransform transform: String) -> String {
        let group = #"{"ty":"gr","nm":"G","it":[{"ty":"rc","p":{"a":0,"k":[20,20]},"s":{"a":0,"k":[20,10]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},{"ty":"tr",\#(transform)}]}"#
        let layer = #"{"ty":4,"ind":1,"ip":0,"op":10,"ks":{},"shapes":[\#(group)]}"#
        return #"{"v":"5.7","fr":10,"ip":0,"op":10,"w":40,"h":40,"layers":[\#(layer)]}"#
    }

    /// The depth of the first shape layer below `layer` (its sublayers at 1).
    static func shapeDepth(_ layer: Layer) -> Int? {
        for sublayer in layer.sublayers ?? [] {
            if sublayer is ShapeLayer { return 1 }
            if let depth = shapeDepth(sublayer) { return depth + 1 }
        }
        return nil
    }

    static func render(_ json: String, frame: Double = 0) throws -> (image: Image, depth: Int?) {
        let animation = try LottieAnimation(data: Data(json.utf8), baseURL: nil)
        let layer = try animation.makeLayer()
        return (try Renderer().render(try RenderTree(layer), at: animation.time(ofFrame: frame)), shapeDepth(layer))
    }

    @Test func aGroupThatChangesNothingAddsNoLayer() throws {
        let identities = [
            #""p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}"#,
            #""p":{"a":0,"k":[7,3]},"a":{"a":0,"k":[7,3,0]},"s":{"a":0,"k":[100,100,100]}"#,
        ]
        let kept = [
            #""p":{"a":0,"k":[5,0]}"#,
            #""s":{"a":0,"k":[50,100]}"#,
            #""o":{"a":0,"k":50}"#,
            #""r":{"a":0,"k":90}"#,
            #""p":{"a":1,"k":[{"t":0,"s":[0,0]},{"t":9,"s":[0,0]}]}"#,
        ]
        let flat = try Self.render(Self.file(groupTransform: identities[0]))
        for transform in identities {
            let drawn = try Self.render(Self.file(groupTransform: transform))
            #expect(drawn.depth == flat.depth, "\(transform)")
            #expect(drawn.image.pixels == flat.image.pixels, "\(transform)")
            #expect(drawn.image.color(x: 12, y: 17)?.red == 1 && drawn.image.color(x: 28, y: 23)?.red == 1)
        }
        for transform in kept {
            #expect(try Self.render(Self.file(groupTransform: transform)).depth == flat.depth.map { $0 + 1 }, "\(transform)")
        }
        // Held at the same place, an animated position keeps its layer and draws as the static one.
        #expect(try Self.render(Self.file(groupTransform: kept[4])).image.pixels == flat.image.pixels)
    }
}
