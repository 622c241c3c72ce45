// Slots: properties marked with `sid` take the file's `slots` values at load, are listed with
// their kind and paths, and take the values an app sets, of every kind the specification and
// ThorVG read; unknown ids, values of another kind and bad slot JSON are errors naming them.
import Foundation
import Lamina
import LaminaLottie
import Testing

@Suite struct LottieSlotTests {
    /// 20 × 20: a layer "Box" (its position slotted as "offset") with a 20-point square whose
    /// fill colour is slot "fill" (red in the property, blue in the file's `slots`) and opacity slot "alpha".
    static let json = #"""
        {"fr":10,"ip":0,"op":10,"w":20,"h":20,
         "slots":{"fill":{"p":{"a":0,"k":[0,0,1]}}},
         "layers":[{"ty":4,"nm":"Box","ip":0,"op":10,"ks":{"p":{"a":0,"k":[0,0],"sid":"offset"}},"shapes":[
           {"ty":"rc","nm":"Square","p":{"a":0,"k":[10,10]},"s":{"a":0,"k":[20,20]}},
           {"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[1,0,0],"sid":"fill"},"o":{"a":0,"k":100,"sid":"alpha"}}]}]}
        """#

    static func render(_ animation: LottieAnimation) throws -> Image {
        try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
    }

    @Test func theFilesSlotsApplyAtLoadAndAreListed() throws {
        let animation = try LottieErrorTests.load(Self.json)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        #expect(try Self.render(animation).color(x: 10, y: 10) == .blue)
        #expect(animation.slots == [
            LottieSlot(id: "offset", type: .position, paths: ["layers[0].ks.p"]),
            LottieSlot(id: "fill", type: .color, paths: ["layers[0].shapes[1].c"]),
            LottieSlot(id: "alpha", type: .scalar, paths: ["layers[0].shapes[1].o"]),
        ])
    }

    @Test func colourScalarAndPositionSlotsTakeTheValuesSet() throws {
        var animation = try LottieErrorTests.load(Self.json)
        try animation.setSlots(["fill": .color(red: 0, green: 1, blue: 0), "alpha": .scalar(50), "offset": .vector(x: 10, y: 0)])
        let image = try Self.render(animation)
        #expect(image.color(x: 5, y: 10)?.alpha == 0)
        let color = try #require(image.color(x: 15, y: 10))
        #expect(color.red == 0 && color.blue == 0 && abs(color.green - 1) < 0.01 && abs(color.alpha - 0.5) < 0.01)
    }

    @Test func slotJSONCanHoldKeyframes() throws {
        var animation = try LottieErrorTests.load(Self.json)
        try animation.applySlots(json: Data(#"{"alpha":{"p":{"a":1,"k":[{"t":0,"s":[0]},{"t":10,"s":[100]}]}}}"#.utf8))
        let half = try Renderer().render(try RenderTree(animation.makeLayer()), at: 0.5)
        #expect(abs((half.color(x: 10, y: 10)?.alpha ?? 0) - 0.5) < 0.01)
    }

    @Test func aGradientSlotReplacesTheStops() throws {
        let fill = #"{"ty":"gf","nm":"Ramp","t":1,"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[20,0]},"o":{"a":0,"k":100},"#
            + #""g":{"p":2,"k":{"a":0,"k":[0,1,0,0,1,1,0,0]},"sid":"ramp"}}"#
        let layers = #"[{"ty":4,"ip":0,"op":30,"ks":{},"shapes":[{"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[100,100]}},"#
            + fill + "]}]"
        var animation = try LottieErrorTests.load(LottieErrorTests.file(layers: layers))
        #expect(animation.slots.map(\.type) == [.gradient])
        #expect(try Self.render(animation).color(x: 10, y: 10) == .red)
        try animation.setSlot("ramp", .gradient([LottieGradientStop(offset: 0, red: 0, green: 0, blue: 1),
                                                 LottieGradientStop(offset: 1, red: 0, green: 0, blue: 1, alpha: 0.5)]))
        // Halfway along the ramp (x 0 … 20): blue, its alpha halfway from 1 to 0.5.
        let color = try #require(try Self.render(animation).color(x: 10, y: 10))
        #expect(color.red == 0 && color.green == 0 && abs(color.blue - 1) < 0.01 && abs(color.alpha - 0.75) < 0.02)
    }

    @Test func anImageSlotReplacesThePicture() throws {
        let red = try Image(width: 4, height: 2, color: .red).pngData()
        let asset = #"{"id":"pic","w":4,"h":2,"u":"","e":1,"sid":"photo","p":"data:image/png;base64,\#(red.base64EncodedString())"}"#
        let json = #"{"fr":10,"ip":0,"op":10,"w":4,"h":2,"assets":["# + asset + #"],"#
            + #""layers":[{"ty":2,"refId":"pic","ip":0,"op":10,"ks":{}}]}"#
        var animation = try LottieErrorTests.load(json)
        #expect(animation.slots == [LottieSlot(id: "photo", type: .image, paths: ["assets[0]"])])
        #expect(try Self.render(animation).color(x: 1, y: 1) == .red)
        try animation.setSlot("photo", .image(try Image(width: 4, height: 2, color: .green).pngData()))
        #expect(try Self.render(animation).color(x: 1, y: 1) == .green)
        try animation.setImage(try Image(width: 4, height: 2, color: .blue).pngData(), assetID: "pic")
        // The slot's value is put in after the asset's picture: the slot still wins.
        #expect(try Self.render(animation).color(x: 1, y: 1) == .green)
    }

    @Test func setImageReplacesAnAssetByIdAndNamesTheOthers() throws {
        let red = try Image(width: 4, height: 2, color: .red).pngData()
        let json = #"{"fr":10,"ip":0,"op":10,"w":4,"h":2,"assets":[{"id":"pic","w":4,"h":2,"u":"","e":1,"#
            + #""p":"data:image/png;base64,\#(red.base64EncodedString())"}],"layers":[{"ty":2,"refId":"pic","ip":0,"op":10,"ks":{}}]}"#
        var animation = try LottieErrorTests.load(json)
        try animation.setImage(try Image(width: 4, height: 2, color: .blue).pngData(), assetID: "pic")
        #expect(try Self.render(animation).color(x: 1, y: 1) == .blue)
        #expect(throws: LottieError.invalid(path: "assets", message: "expected an image asset with the id \"logo\", found none; "
                                            + "its image assets are \"pic\"")) {
            try animation.setImage(Data(), assetID: "logo")
        }
        #expect(throws: LottieError.invalid(path: "assets[0]", message: "expected a PNG, JPEG, GIF or WebP picture, "
                                            + "found data that is none of them")) {
            try animation.setImage(Data("text".utf8), assetID: "pic")
        }
    }

    @Test func aTextSlotKeepsTheDocumentsStyle() throws {
        let document = #"{"k":[{"s":{"s":20,"f":"DejaVuSans","t":"left","j":0,"tr":0,"lh":24,"ls":0,"fc":[0,0,0]},"t":0}],"sid":"label"}"#
        let json = #"{"fr":30,"ip":0,"op":30,"w":200,"h":120,"fonts":{"list":[{"fName":"DejaVuSans","fFamily":"DejaVu Sans","#
            + #""fStyle":"Book","ascent":75}]},"layers":[{"ty":5,"ip":0,"op":30,"ks":{},"t":{"d":"# + document
            + #","p":{},"m":{"g":1,"a":{"a":0,"k":[0,0]}},"a":[]}}]}"#
        var animation = try LottieErrorTests.load(json)
        #expect(animation.slots == [LottieSlot(id: "label", type: .text, paths: ["layers[0].t.d"])])
        try animation.setSlot("label", .text("Hi"))
        let fill = try #require(try LottieSlotTests.textFill(animation))
        let outline = try Canvas.textOutline("Hi", style: TextStyle(fontFamily: "DejaVu Sans", fontSize: 20))
        let matches = fill.path == outline.path
        #expect(matches, "the glyph paths differ")
    }

    /// The first shape layer drawn for the text layer `layers[0]`.
    static func textFill(_ animation: LottieAnimation) throws -> ShapeLayer? {
        func find(_ layer: Layer) -> Layer? {
            layer.name == "layers[0]" ? layer : (layer.sublayers ?? []).lazy.compactMap(find).first
        }
        return find(try animation.makeLayer())?.sublayers?.compactMap { $0 as? ShapeLayer }.first
    }

    @Test func unknownIdsOtherKindsAndBadSlotsAreErrors() throws {
        var animation = try LottieErrorTests.load(Self.json)
        #expect(throws: LottieError.invalid(path: "slots", message: "expected a slot named \"stroke\", found none; "
                                            + "its slots are \"offset\", \"fill\", \"alpha\"")) {
            try animation.setSlot("stroke", .scalar(2))
        }
        #expect(throws: LottieError.invalid(path: "layers[0].shapes[1].c", message: "expected a color value for the slot "
                                            + "\"fill\", found a number")) {
            try animation.setSlot("fill", .scalar(2))
        }
        #expect(throws: LottieError.invalid(path: "fill", message: "expected an object with the slot's value in p, "
                                            + "found the number 3.0 without one")) {
            try animation.applySlots(json: Data(#"{"fill":3}"#.utf8))
        }
        // Nothing changed: the file's blue still shows.
        #expect(try Self.render(animation).color(x: 10, y: 10) == .blue)
        let bad = try LottieErrorTests.load(Self.json.replacingOccurrences(of: #"{"p":{"a":0,"k":[0,0,1]}}"#, with: "[]"))
        #expect(bad.warnings.map(\.description) == ["slots.fill: warning: expected an object with the slot's value in p, "
                                                    + "found an array without one; its properties keep their own values"])
        #expect(try Self.render(bad).color(x: 10, y: 10) == .red)
    }
}
