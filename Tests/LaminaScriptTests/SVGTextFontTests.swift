// The font of SVG text (CSS Fonts 4 as SVG 2 takes it): the `font` shorthand, `font-stretch`,
// `font-variant`, `font-kerning` and `kerning`, `font-variation-settings`, the default font
// size (ScriptOptions.fontSize) and the size keywords scaled from it. Outlines are checked
// exactly against Canvas.textOutline in the TextStyle the properties should give.
import Foundation
import Lamina
import Testing
@testable import LaminaScript

@Suite struct SVGTextFontTests {
    /// Glyphs unhinted, as ScriptTest.load sets them, for the scripts loaded without it.
    static let unhinted = { var options = ScriptOptions(); options.hintsGlyphs = false; return options }()

    /// The outline of `string` in `adjust`ed DejaVu Sans at `size`, its pen at `origin`.
    private func outline(_ string: String, size: CGFloat = 20, at origin: CGPoint,
                         _ adjust: (inout TextStyle) -> Void = { _ in }) throws -> BezierPath {
        var style = TextStyle(fontSize: size)
        adjust(&style)
        return try Canvas.textOutline(string, style: style).path
            .applying(CGAffineTransform(translationX: origin.x, y: origin.y))
    }

    @Test func fontPropertiesReachTheFont() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" font-size="20">
              <g font-stretch="condensed" font-variant="small-caps" style="font-kerning: none">
                <text y="20">AVAx</text>
                <text y="50" font-stretch="inherit" style="font: italic 600 30px/2 DejaVu Sans">AVAx</text>
              </g>
              <text y="80" kerning="0" font-stretch="60%" style="font-variation-settings: 'wght' 650, &quot;GRAD&quot; 2">AV</text>
            </svg>
            """)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let found = TextTest.shapes(script)
        try #require(found.count == 3)
        #expect(found[0].path == (try outline("AVAx", at: CGPoint(x: 0, y: 20)) {
            $0.fontStretch = .condensed
            $0.isSmallCaps = true
            $0.isKerned = false
        }))
        // The shorthand resets what it leaves out (width, variant, kerning) and sets the rest.
        #expect(found[1].path == (try outline("AVAx", size: 30, at: CGPoint(x: 0, y: 50)) {
            $0.isItalic = true
            $0.fontWeight = FontWeight(rawValue: 600)
        }))
        #expect(found[2].path == (try outline("AV", at: CGPoint(x: 0, y: 80)) {
            $0.isKerned = false
            $0.fontStretch = .extraCondensed
            $0.fontVariations = [FontVariation(tag: "wght", value: 650), FontVariation(tag: "GRAD", value: 2)]
        }))
    }

    /// `font` and `font-kerning` are not presentation attributes (SVG 2 §6.6): only CSS sets them.
    @Test func fontAndFontKerningAreCSSOnly() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" font-size="20">
              <text y="20" font="bold 30px serif" font-kerning="none">AV</text>
            </svg>
            """)
        #expect(TextTest.shapes(script).first?.path == (try outline("AV", at: CGPoint(x: 0, y: 20))))
    }

    @Test func malformedFontValuesWarnAndAreIgnored() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" font-size="20">
              <text y="20" font-stretch="wide" font-variant="all-caps" kerning="a"
                    style="font: bold; font-kerning: off; font-variation-settings: wght 1">a</text>
            </svg>
            """)
        #expect(script.warnings.map(\.message) == [
            "font-stretch: expected a font-stretch keyword or percentage, found \"wide\"; ignored",
            "font-variant: expected normal or small-caps, found \"all-caps\"; ignored",
            "kerning: expected a number, found \"a\"; ignored",
            "font: expected a font size and family (font: bold 12px serif), found \"bold\"; ignored",
            "font-kerning: expected auto, normal or none, found \"off\"; ignored",
            "font-variation-settings: expected a quoted four-character axis tag and a number (\"wght\" 700), "
                + "found \"wght 1\"; ignored",
        ])
        #expect(TextTest.shapes(script).first?.path == (try outline("a", at: CGPoint(x: 0, y: 20))))
    }

    @Test func theDefaultFontSizeIsMediumAndTheKeywordsScaleFromIt() throws {
        var options = ScriptOptions()
        options.fontSize = 12
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" font-size="2em">
              <text y="30">a</text>
              <text y="60" font-size="x-large">b</text>
            </svg>
            """, options: options)
        let found = TextTest.shapes(script)
        try #require(found.count == 2)
        #expect(found[0].path == (try outline("a", size: 24, at: CGPoint(x: 0, y: 30))))
        #expect(found[1].path == (try outline("b", size: 18, at: CGPoint(x: 0, y: 60))))  // 24 × 12/16
        options.fontSize = .nan
        #expect(ScriptTest.error("<svg/>", options: options)?.message
                == "options: expected a finite scale, zoom, font size, width and height above 0")
    }

    /// Percentages of `letter-spacing` and `word-spacing` are SVG 1.1 lengths, of the
    /// viewport's diagonal, as resvg reads them.
    @Test func spacingPercentagesAreOfTheViewportsDiagonal() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" font-size="20">
              <text y="20" letter-spacing="2%">ab</text>
            </svg>
            """)
        let a = try Canvas.characterAdvances("ab", style: TextStyle(fontSize: 20))[0]
        let spacing = (300.0 * 300 + 400 * 400).squareRoot() / 2.squareRoot() * 0.02
        #expect(TextTest.shapes(script).first?.path == TextTest.joined([
            try outline("a", at: CGPoint(x: 0, y: 20)), try outline("b", at: CGPoint(x: a + spacing, y: 20)),
        ]))
    }

    @Test func familiesResolveAsABrowserResolvesThem() throws {
        // Without ScriptTest's DejaVu Sans default: the browser's own, Times New Roman, which
        // fontconfig gives as Liberation Serif; an unknown family falls through to the next.
        let script = try ShapeScript(data: Data("""
            <svg xmlns="http://www.w3.org/2000/svg" font-size="20">
              <text y="20">a</text>
              <text y="40" font-family="No Such Family, sans-serif">a</text>
              <text y="60" style="font-family: 'Helvetica'">a</text>
              <text y="80" font-family="Bitstream Vera Sans">a</text>
            </svg>
            """.utf8), file: "test.svg", options: Self.unhinted)
        let found = TextTest.shapes(script).map(\.path)
        let expected = try [("Liberation Serif", 20.0), ("Liberation Sans", 40), ("Liberation Sans", 60), ("Liberation Serif", 80)]
            .map { family, y in try outline("a", at: CGPoint(x: 0, y: y)) { $0.fontFamily = family } }
        #expect(found == expected)
        // --serif-family renames the default.
        var options = Self.unhinted
        options.genericFamilies.serif = "DejaVu Serif"
        let renamed = try ShapeScript(data: Data(#"<svg xmlns="http://www.w3.org/2000/svg"><text y="20" font-size="20">a</text></svg>"#.utf8),
                                      file: "test.svg", options: options)
        #expect(TextTest.shapes(renamed).map(\.path) == [try outline("a", at: CGPoint(x: 0, y: 20)) { $0.fontFamily = "DejaVu Serif" }])
    }
}
