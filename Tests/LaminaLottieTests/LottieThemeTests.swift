// dotLottie 2 themes: Samples/Lottie/themed-ring.lottie (its manifest's initialTheme "light", and
// "dark", whose ring colour is keyframed) in goldens and pixels; theme rules of every kind in
// archives made here; values set with setSlot over the theme; and the errors and warnings for
// unknown themes and rules Lamina cannot use.
import Foundation
import Lamina
import LaminaLottie
import LaminaTesting
import Testing

@Suite struct LottieThemeTests {
    /// Samples/Lottie/themed-ring.lottie, found from this file's path.
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/Lottie/themed-ring.lottie")

    static func render(_ animation: LottieAnimation, frame: Double = 40) throws -> Image {
        try Renderer().render(try RenderTree(animation.makeLayer()), at: animation.time(ofFrame: frame))
    }

    static func near(_ color: Color?, _ red: Int, _ green: Int, _ blue: Int) -> Bool {
        guard let color else { return false }
        return [(color.red, red), (color.green, green), (color.blue, blue)].allSatisfy { abs($0.0 * 255 - Double($0.1)) <= 1 }
    }

    @Test func theSampleStartsWithItsInitialTheme() throws {
        let animation = try LottieAnimation(contentsOf: Self.sample)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        #expect(animation.themes == ["light", "dark"])
        #expect(animation.theme == "light")
        #expect(animation.slots.map(\.id) == ["ring_color", "ring_width", "track_color", "background"])
        #expect(animation.markers.map(\.name) == ["start", "finish"])
    }

    @Test(arguments: ["light", "dark"]) func themesMatchGoldens(theme: String) throws {
        var animation = try LottieAnimation(contentsOf: Self.sample)
        try animation.setTheme(theme)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        assertGolden(try Self.render(animation), named: "themed-ring-\(theme)")
    }

    @Test func aThemesColoursAndKeyframesReachThePixels() throws {
        var animation = try LottieAnimation(contentsOf: Self.sample)
        // The card at the top edge, and the ring at its left (x 10 … 20 at y 50, 8 … 22 at width 14).
        #expect(Self.near(try Self.render(animation).color(x: 50, y: 4), 255, 255, 255))
        #expect(Self.near(try Self.render(animation).color(x: 15, y: 50), 51, 128, 255))
        try animation.setTheme("dark")
        #expect(animation.theme == "dark")
        let dark = try Self.render(animation)
        #expect(Self.near(dark.color(x: 50, y: 4), 26, 26, 36))
        // The ring colour runs from (1, 0.6, 0.1) at frame 0 to (1, 0.3, 0.5) at 59, linearly: at 40, 40/59 of the way.
        #expect(Self.near(dark.color(x: 15, y: 50), 255, 101, 95))
        #expect(Self.near(dark.color(x: 9, y: 50), 255, 101, 95))
        #expect(Self.near(try Self.render(animation, frame: 59).color(x: 15, y: 50), 255, 77, 128))
        try animation.setTheme(nil)
        #expect(animation.theme == nil)
        // The file's own values: its slots entry's ring colour, width 10, a white card.
        let none = try Self.render(animation)
        #expect(Self.near(none.color(x: 15, y: 50), 51, 128, 255))
        #expect(Self.near(none.color(x: 9, y: 50), 255, 255, 255))
    }

    @Test func valuesSetComeBeforeTheThemes() throws {
        var animation = try LottieAnimation(contentsOf: Self.sample)
        try animation.setSlot("background", .color(red: 0, green: 1, blue: 0))
        try animation.setTheme("dark")
        #expect(try Self.render(animation).color(x: 50, y: 4) == .green)
    }

    /// A dotLottie archive playing "anim" (10 × 10: a text layer whose document is slot "label",
    /// over a square on the left half whose fill is slot "fill", over a red picture, asset "pic",
    /// slotted as "photo") with the theme "t" holding `rules`.
    static func archive(rules: String) throws -> LottieAnimation {
        let red = try Image(width: 10, height: 10, color: .red).pngData()
        let animation = #"{"fr":10,"ip":0,"op":10,"w":10,"h":10,"#
            + #""assets":[{"id":"pic","w":10,"h":10,"u":"i/","p":"red.png","e":0,"sid":"photo"}],"#
            + #""fonts":{"list":[{"fName":"DejaVuSans","fFamily":"DejaVu Sans","fStyle":"Book","ascent":75}]},"layers":["#
            + #"{"ty":5,"ip":0,"op":10,"ks":{},"t":{"d":{"k":[{"s":{"s":8,"f":"DejaVuSans","t":"a","j":0,"fc":[0,0,0]},"t":0}],"#
            + #""sid":"label"},"p":{},"m":{"g":1,"a":{"a":0,"k":[0,0]}},"a":[]}},"#
            + #"{"ty":4,"ip":0,"op":10,"ks":{},"shapes":[{"ty":"rc","p":{"a":0,"k":[2.5,5]},"s":{"a":0,"k":[5,10]}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[1,0,0],"sid":"fill"},"o":{"a":0,"k":100}}]},"#
            + #"{"ty":2,"refId":"pic","ip":0,"op":10,"ks":{}}]}"#
        let data = try DotLottieTests.archive([
            ("manifest.json", Data(#"{"version":"2","animations":[{"id":"anim"}],"themes":[{"id":"t"}]}"#.utf8)),
            ("a/anim.json", Data(animation.utf8)),
            ("i/red.png", red),
            ("i/green.png", try Image(width: 10, height: 10, color: .green).pngData()),
            ("t/t.json", Data(#"{"rules":\#(rules)}"#.utf8)),
        ])
        return try LottieAnimation(data: data, baseURL: nil)
    }

    @Test func imageAndTextRulesReplaceThePictureAndTheText() throws {
        var animation = try Self.archive(rules: #"""
            [{"id":"photo","type":"Image","value":{"src":"i/green.png"}},
             {"id":"fill","type":"Color","value":[0,0,1],"animations":["other"]},
             {"id":"label","type":"Text","value":{"text":"Hi","fontSize":20,"justify":"Center"}}]
            """#)
        #expect(animation.theme == nil)
        #expect(try Self.render(animation, frame: 0).color(x: 8, y: 5) == .red)
        try animation.setTheme("t")
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let image = try Self.render(animation, frame: 0)
        #expect(image.color(x: 8, y: 5) == .green)
        // The square stays red: the Color rule is for another animation.
        #expect(image.color(x: 2, y: 5) == .red)
        // The text and size are the rule's, the font the file's, centred.
        let fill = try #require(try LottieSlotTests.textFill(animation))
        let outline = try Canvas.textOutline("Hi", style: TextStyle(fontFamily: "DejaVu Sans", fontSize: 20))
        let matches = fill.path == outline.path.applying(CGAffineTransform(translationX: -outline.advance / 2, y: 0))
        #expect(matches, "the glyph paths differ")
    }

    @Test func unknownThemesAndRulesLaminaCannotUseAreNamed() throws {
        var animation = try Self.archive(rules: #"""
            [{"id":"stroke","type":"Color","value":[0,0,1]},
             {"id":"fill","type":"Scalar","value":3},
             {"id":"fill","type":"Color","value":[0,1]},
             {"id":"photo","type":"Image","value":{"src":"https://example.com/a.png"}},
             {"id":"fill","type":"Colour","value":[0,0,1]},
             {"id":"fill","type":"Color","value":[0,0,1]}]
            """#)
        try animation.setTheme("t")
        #expect(animation.warnings.map(\.description) == [
            "t/t.json: rules[0]: warning: no property names the slot \"stroke\"; the rule is skipped",
            "t/t.json: rules[1].type: warning: expected Color for the slot \"fill\" (layers[1].shapes[1].c), found Scalar; "
                + "the rule is skipped",
            "t/t.json: rules[2].value: warning: expected a colour [r, g, b] or [r, g, b, a], found an array; the rule is skipped",
            "t/t.json: rules[3].value.src: warning: expected a data: URL or a picture in the archive (Lamina reads nothing "
                + "from the network), found a string; the rule is skipped",
            "t/t.json: rules[4].type: warning: expected Color, Scalar, Position, Vector, Gradient, Image or Text, "
                + "found a string; the rule is skipped",
        ])
        // The last rule still applies.
        #expect(try Self.render(animation, frame: 0).color(x: 2, y: 5) == .blue)
        #expect(throws: LottieError.invalid(path: "manifest.json", message: "expected a theme \"night\" (t/night.json), "
                                            + "found none; its themes are \"t\"")) {
            try animation.setTheme("night")
        }
        var json = try LottieErrorTests.load(LottieErrorTests.file(layers: "[]"))
        #expect(throws: LottieError.invalid(path: "manifest.json", message: "expected a theme \"dark\", found none; themes "
                                            + "come in dotLottie (.lottie) files, and this animation is not one")) {
            try json.setTheme("dark")
        }
    }

    @Test func aThemeThatIsNotJSONIsAnErrorAndABadInitialThemeAWarning() throws {
        let animation = #"{"fr":10,"ip":0,"op":10,"w":10,"h":10,"layers":[{"ty":4,"ip":0,"op":10,"ks":{},"shapes":["#
            + #"{"ty":"rc","p":{"a":0,"k":[5,5]},"s":{"a":0,"k":[10,10]}},{"ty":"fl","c":{"a":0,"k":[1,0,0],"sid":"fill"}}]}]}"#
        let data = try DotLottieTests.archive([
            ("manifest.json", Data(#"{"version":"2","animations":[{"id":"a","initialTheme":"broken"}],"themes":[{"id":"broken"}]}"#.utf8)),
            ("a/a.json", Data(animation.utf8)),
            ("t/broken.json", Data(#"{"rules": 3}"#.utf8)),
        ])
        var loaded = try LottieAnimation(data: data, baseURL: nil)
        #expect(loaded.theme == nil)
        #expect(loaded.warnings.map(\.description) == [
            "manifest.json: warning: the initial theme \"broken\" cannot be used (t/broken.json: error: expected a dotLottie "
                + "theme ({\"rules\": [...]}), found: rules: error: expected an array, found the number 3.0); the file's slot values are used",
        ])
        #expect(try Self.render(loaded, frame: 0).color(x: 5, y: 5) == .red)
        #expect(throws: LottieError.invalid(path: "t/broken.json", message: "expected a dotLottie theme ({\"rules\": [...]}), "
                                            + "found: rules: error: expected an array, found the number 3.0")) {
            try loaded.setTheme("broken")
        }
    }
}
