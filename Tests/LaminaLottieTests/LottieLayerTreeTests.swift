// Layers only where they do something. A shape group becomes a layer only when its transform
// does something (ShapeLayerBuilder.swift): a group that never moves, scales, turns or fades
// what it holds adds no layer, and its shapes draw exactly as they did inside one. A layer's in
// and out points go on its outermost layer when nothing else uses that layer's opacity
// (CompositionBuilder.swift), and on a layer around it when a track matte will mask it.
import Foundation
import Lamina
import Testing
@testable import LaminaLottie

@Suite struct LottieLayerTreeTests {
    /// A file (``file(layers:)``) of one shape layer holding a group of a red 20 × 10 rectangle
    /// at (20, 20), whose transform is `transform` (Lottie's `tr` members).
    static func file(groupTransform transform: String) -> String {
        let group = #"{"ty":"gr","nm":"G","it":[{"ty":"rc","p":{"a":0,"k":[20,20]},"s":{"a":0,"k":[20,10]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},{"ty":"tr",\#(transform)}]}"#
        return file(layers: [#"{"ty":4,"ind":1,"ip":0,"op":20,"ks":{},"shapes":[\#(group)]}"#])
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

    /// A 40 × 40, 10 fps file of 20 frames of `layers`.
    static func file(layers: [String]) -> String {
        #"{"v":"5.7","fr":10,"ip":0,"op":20,"w":40,"h":40,"layers":["# + layers.joined(separator: ",") + "]}"
    }

    /// A shape layer of a `size` square of `color` centred at `centre`, placed by `transform`.
    static func square(_ members: String, centre: Int, size: Int, color: String, transform: String = "") -> String {
        #"{"ty":4,\#(members),"ks":{\#(transform)},"shapes":[{"ty":"rc","p":{"a":0,"k":[\#(centre),\#(centre)]},"#
            + #""s":{"a":0,"k":[\#(size),\#(size)]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":\#(color)},"o":{"a":0,"k":100}}]}"#
    }

    static func frame(_ json: String, _ frame: Double) throws -> Image {
        try render(json, frame: frame).image
    }

    static func isRed(_ image: Image, _ x: Int, _ y: Int) -> Bool {
        image.color(x: x, y: y).map { $0.red == 1 && $0.green == 0 && $0.alpha == 1 } ?? false
    }

    /// In and out points show a layer from its in point to just before its out point, on the
    /// layer itself, on its parent's layer, and under an opacity of its own.
    @Test func aLayerShowsBetweenItsInAndOutPoints() throws {
        let red = "[1,0,0,1]"
        let cases = [
            Self.file(layers: [Self.square(#""ind":1,"ip":5,"op":10"#, centre: 20, size: 20, color: red)]),
            Self.file(layers: [#"{"ty":3,"ind":1,"ip":0,"op":20,"ks":{"p":{"a":0,"k":[2,0]}}}"#,
                               Self.square(#""ind":2,"parent":1,"ip":5,"op":10"#, centre: 18, size: 20, color: red)]),
            Self.file(layers: [Self.square(#""ind":1,"ip":5,"op":10"#, centre: 20, size: 20, color: red,
                                           transform: #""o":{"a":1,"k":[{"t":0,"s":[100]},{"t":19,"s":[100]}]}"#)]),
        ]
        for json in cases {
            #expect(!Self.isRed(try Self.frame(json, 4), 20, 20))
            #expect(Self.isRed(try Self.frame(json, 5), 20, 20))
            #expect(Self.isRed(try Self.frame(json, 9), 20, 20))
            #expect(!Self.isRed(try Self.frame(json, 10), 20, 20))
        }
    }

    /// A track matte masks its layer in the space around the layer: the red layer moved 5
    /// points right, by its own position or by its parent's, shows only inside the matte's
    /// square (10…30), not inside it moved along.
    @Test func aTrackMatteStaysInTheSpaceAroundItsLayer() throws {
        let matte = Self.square(#""ind":1,"td":1,"ip":0,"op":20"#, centre: 20, size: 20, color: "[1,1,1,1]")
        let cases = [
            Self.file(layers: [matte, Self.square(#""ind":2,"tt":1,"ip":0,"op":20"#, centre: 20, size: 40, color: "[1,0,0,1]",
                                                  transform: #""p":{"a":0,"k":[5,0]}"#)]),
            Self.file(layers: [#"{"ty":3,"ind":3,"ip":0,"op":20,"ks":{"p":{"a":0,"k":[5,0]}}}"#, matte,
                               Self.square(#""ind":2,"tt":1,"parent":3,"ip":0,"op":20"#, centre: 20, size: 40,
                                           color: "[1,0,0,1]")]),
        ]
        for json in cases {
            let image = try Self.frame(json, 3)
            #expect(Self.isRed(image, 12, 20) && Self.isRed(image, 27, 20))
            #expect(!Self.isRed(image, 32, 20) && !Self.isRed(image, 8, 20))
        }
    }
}
