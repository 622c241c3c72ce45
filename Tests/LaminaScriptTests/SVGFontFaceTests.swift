// `@font-face` in a script's style sheet (CSS Fonts 4 §4): fonts from `data:` URLs (TrueType,
// WOFF, WOFF2) and `local()`, chosen before installed fonts for the family they name, with their
// weight and style descriptors; sources Lamina cannot read fall to the next, and a face with
// none to the next families, with one warning. The faces belong to their script alone.
// Fonts/face.* are DejaVu Serif Bold Italic cut down to the letters of "Lamina FotFce"
// (Fonts/README.md), so their outlines are checked against the installed DejaVu Serif's.
import Foundation
import Lamina
import LaminaTesting
import Testing
@testable import LaminaScript

@Suite struct SVGFontFaceTests {
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fonts")

    /// A `data:` URL of the font file `name` in Fonts/.
    static func dataURL(_ name: String, type: String = "font/ttf") throws -> String {
        "data:\(type);base64," + (try Data(contentsOf: fonts.appendingPathComponent(name))).base64EncodedString()
    }

    /// A script whose style sheet is `sheet`, with one text of `string` in `family` at 20 px.
    static func script(sheet: String, family: String, _ string: String = "Lamina",
                       attributes: String = "", options: ScriptOptions = ScriptOptions()) throws -> ShapeScript {
        try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="40">
              <style>\(sheet)</style>
              <text x="0" y="30" font-size="20" font-family="\(family)" \(attributes)>\(string)</text>
            </svg>
            """, options: options)
    }

    /// The outline of `string` at 20 px in `adjust`ed `family`, its pen at (0, 30).
    static func outline(_ string: String = "Lamina", family: String,
                        _ adjust: (inout TextStyle) -> Void = { _ in }) throws -> BezierPath {
        var style = TextStyle(fontFamily: family, fontSize: 20)
        adjust(&style)
        return try Canvas.textOutline(string, style: style).path.applying(CGAffineTransform(translationX: 0, y: 30))
    }

    /// The installed face the test fonts were cut from.
    static func dejaVuSerifBoldItalic(_ string: String = "Lamina") throws -> BezierPath {
        try outline(string, family: "DejaVu Serif") {
            $0.fontWeight = .bold
            $0.isItalic = true
        }
    }

    /// The one drawn glyph run of `script`.
    static func drawn(_ script: ShapeScript) -> BezierPath? {
        TextTest.shapes(script).first?.path
    }

    @Test(arguments: [("face.ttf", "font/ttf", "truetype"), ("face.woff", "application/font-woff", "woff"),
                      ("face.woff2", "font/woff2", "woff2")])
    func anEmbeddedFontSetsTheTextOfItsFamily(file: String, type: String, format: String) throws {
        let url = try Self.dataURL(file, type: type)
        let script = try Self.script(sheet: "@font-face { font-family: 'Embedded Face'; src: url(\(url)) format('\(format)') }",
                                     family: "'Embedded Face', serif")
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let drawn = try #require(Self.drawn(script))
        #expect(drawn == (try Self.dejaVuSerifBoldItalic()))
        #expect(drawn != (try Self.outline(family: TextStyle().fontFamily)))
    }

    /// Characters the face lacks come from the next families of the list, as a browser takes them.
    @Test func charactersTheFaceLacksComeFromTheNextFamilies() throws {
        let url = try Self.dataURL("face.ttf")
        let script = try Self.script(sheet: "@font-face { font-family: Embedded; src: url(\"\(url)\") }",
                                     family: "Embedded, DejaVu Sans Mono", "Lz")
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let drawn = try #require(Self.drawn(script))
        let l = try Self.dejaVuSerifBoldItalic("L")
        let advance = try Canvas.textOutline("L", style: {
            var style = TextStyle(fontFamily: "DejaVu Serif", fontSize: 20, fontWeight: .bold)
            style.isItalic = true
            return style
        }()).advance
        let z = try Self.outline("z", family: "DejaVu Sans Mono").applying(CGAffineTransform(translationX: advance, y: 0))
        #expect(drawn == TextTest.joined([l, z]))
    }

    /// A second script in the same process does not see the first one's face, even where the
    /// face took an installed family's name: the installed family is whole again there.
    @Test func aFaceBelongsToItsScriptAlone() throws {
        let url = try Self.dataURL("face.ttf")
        let first = try Self.script(sheet: "@font-face { font-family: 'DejaVu Sans Mono'; src: url(\(url)) }",
                                    family: "DejaVu Sans Mono")
        #expect(Self.drawn(first) == (try Self.dejaVuSerifBoldItalic()))
        let second = try Self.script(sheet: "", family: "DejaVu Sans Mono", "Lamina z")
        #expect(Self.drawn(second) == (try Self.outline("Lamina z", family: "DejaVu Sans Mono")))
        let third = try Self.script(sheet: "@font-face { font-family: Other; src: url(\(url)) }", family: "Embedded")
        #expect(Self.drawn(third) == (try Self.outline(family: TextStyle().fontFamily)))
        // Text outside scripts is set as before.
        #expect(try Self.outline(family: "DejaVu Sans Mono") != (try Self.dejaVuSerifBoldItalic()))
    }

    @Test func localNamesAnInstalledFaceByFullOrPostScriptName() throws {
        for name in ["DejaVu Sans Mono Bold", "DejaVuSansMono-Bold"] {
            let script = try Self.script(sheet: "@font-face { font-family: Local; src: local(\"\(name)\") }", family: "Local")
            #expect(script.warnings.isEmpty, "\(script.warnings)")
            #expect(Self.drawn(script) == (try Self.outline(family: "DejaVu Sans Mono") { $0.fontWeight = .bold }))
        }
    }

    /// Faces of one family are chosen by their descriptors, not by what the fonts say.
    @Test func weightAndStyleDescriptorsChooseTheFace() throws {
        let url = try Self.dataURL("face.ttf")
        let sheet = """
            @font-face { font-family: Pair; src: local(DejaVuSansMono) }
            @font-face { font-family: Pair; font-weight: 600 900; font-style: italic; src: url(\(url)) }
            """
        let regular = try Self.script(sheet: sheet, family: "Pair")
        #expect(Self.drawn(regular) == (try Self.outline(family: "DejaVu Sans Mono")))
        let heavy = try Self.script(sheet: sheet, family: "Pair", attributes: "font-weight=\"700\" font-style=\"italic\"")
        #expect(Self.drawn(heavy) == (try Self.dejaVuSerifBoldItalic()))
    }

    /// Sources that cannot be read are passed over, silently when a later one loads.
    @Test func unreadableSourcesFallToTheNext() throws {
        let url = try Self.dataURL("face.ttf")
        let script = try Self.script(sheet: """
            @font-face {
              font-family: Embedded;
              src: url(\(url)) format("embedded-opentype"), url(data:font/ttf;base64,AAAA), url(face.ttf),
                   local("No Such Face"), url(\(url)) format("truetype");
            }
            """, family: "Embedded")
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        #expect(Self.drawn(script) == (try Self.dejaVuSerifBoldItalic()))
    }

    /// A face with no usable source warns once, at its `<style>`, and its text takes the next family.
    @Test func aFaceWithoutAFontWarnsOnceAndFallsToTheNextFamily() throws {
        let script = try Self.script(sheet: """
            @font-face { font-family: Broken; src: url(data:font/ttf;base64,AAAA), local("No Such Face") format("svg"),
                         url("data:image/svg+xml,<svg/>") format("svg") }
            """, family: "Broken, DejaVu Sans Mono")
        #expect(script.warnings.map(\.description) == [
            "test.svg:2:3: warning: @font-face \"Broken\": no font loaded (its data (3 bytes) is not a font FreeType "
                + "reads; local(\"No Such Face\") names no installed face; format(\"svg\") is not a format Lamina "
                + "reads); its text is set in the next families of its font-family list",
        ])
        #expect(Self.drawn(script) == (try Self.outline(family: "DejaVu Sans Mono")))
    }

    @Test func fontDataPastTheLimitIsNotLoaded() throws {
        var options = ScriptOptions()
        options.limits.maxFontFaceBytes = 4096
        let script = try Self.script(sheet: "@font-face { font-family: Big; src: url(\(try Self.dataURL("face.ttf"))) }",
                                     family: "Big", options: options)
        let size = try Data(contentsOf: Self.fonts.appendingPathComponent("face.ttf")).count
        #expect(script.warnings.map(\.message) == [
            "@font-face \"Big\": no font loaded (the script's font data passes 4096 bytes "
                + "(ScriptLimits.maxFontFaceBytes)); its text is set in the next families of its font-family list",
        ])
        #expect(size > 4096)
        #expect(Self.drawn(script) == (try Self.outline(family: TextStyle().fontFamily)))
    }

    @Test func malformedRulesAreSkippedWithAWarning() throws {
        let script = try Self.script(sheet: """
            @font-face { src: local(DejaVuSans) }
            @font-face { font-family: A, B; src: local(DejaVuSans) }
            @font-face { font-family: C; font-weight: heavy; src: local(DejaVuSans) }
            @font-face { font-family: D; src: nowhere }
            """, family: "A")
        #expect(script.warnings.map(\.message) == [
            "style sheet: @font-face: expected a font-family descriptor in @font-face, found \"src: local(DejaVuSans)\"; "
                + "rule skipped",
            "style sheet: @font-face: expected one font family name, found \"A, B\"; rule skipped",
            "style sheet: @font-face: expected normal, bold or a weight 1…1000 (or two for a range), found \"heavy\"; "
                + "rule skipped",
            "style sheet: @font-face: expected url(…) or local(…) in src, found \"nowhere\"; rule skipped",
        ])
    }

    @Test func srcEntriesAreRead() throws {
        let face = try CSSFontFace(parsing: """
            font-family: 'My Font'; font-weight: bold normal; font-style: oblique 10deg;
            src: local( "A, B" ), url('data:font/woff;base64,d09G,RgAB') format("WOFF") tech(variations), URL(x.ttf),
                 local(Plain Name)
            """, location: SourceLocation(line: 1, column: 1))
        #expect(face.family == "My Font")
        #expect(face.weights == 400...700)
        #expect(face.slant == .oblique)
        #expect(face.sources == [.local("A, B"), .url("data:font/woff;base64,d09G,RgAB", format: "woff"),
                                 .url("x.ttf", format: nil), .local("Plain Name")])
    }

    /// The golden holds the three test fonts and a face that falls back; Chromium 156 draws the
    /// same script within 0.005 % of its pixels (7 of 156,000), docs/conformance/SVG.md.
    @Test func fontFaceMatchesGolden() throws {
        let ttf = try Self.dataURL("face.ttf"), woff = try Self.dataURL("face.woff", type: "font/woff")
        let woff2 = try Self.dataURL("face.woff2", type: "font/woff2")
        var options = ScriptOptions()
        options.scale = 2
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="260" height="150">
              <style>
                @font-face { font-family: "TTF"; src: url(\(ttf)) format("truetype"); }
                @font-face { font-family: "WOFF"; src: url(\(woff)) format("woff"); }
                @font-face { font-family: "WOFF2"; src: url(\(woff2)) format("woff2"); }
                @font-face { font-family: Mono; src: local("DejaVu Sans Mono Bold"); }
                text { font-size: 26px }
              </style>
              <text x="8" y="30" font-family="TTF, DejaVu Sans" fill="#1565c0">Lamina Font z</text>
              <text x="8" y="63" font-family="WOFF" fill="#2e7d32">Lamina Face</text>
              <text x="8" y="96" font-family="WOFF2" fill="#c62828">Lamina Face</text>
              <text x="8" y="132" font-family="Mono, serif">Lamina Face</text>
            </svg>
            """, options: options)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        assertGolden(try script.render(background: .white), named: "font-face")
    }
}

extension SVGFontFaceTests {
    /// Past ``ScriptLimits/maxFontFaceSources`` no more rules are read, with one warning.
    @Test func sourcesPastTheLimitAreNotTried() throws {
        var options = ScriptOptions()
        options.limits.maxFontFaceSources = 3
        let script = try Self.script(sheet: """
            @font-face { font-family: One; src: local(DejaVuSansMono-Bold) }
            @font-face { font-family: Two; src: local(NoSuchFace), local(DejaVuSansMono) }
            @font-face { font-family: Three; src: local(DejaVuSansMono) }
            @font-face { font-family: Four; src: local(DejaVuSansMono) }
            """, family: "Three, One", options: options)
        #expect(script.warnings.map(\.message) == [
            "@font-face \"Three\" and the rules after it: not loaded, past the 3 font sources a script may try "
                + "(ScriptLimits.maxFontFaceSources); their text is set in the next families of its font-family list",
        ])
        #expect(Self.drawn(script) == (try Self.outline(family: "DejaVu Sans Mono") { $0.fontWeight = .bold }))
    }
}
