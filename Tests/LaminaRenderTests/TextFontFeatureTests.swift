// The font features of TextStyle beyond family, size, weight and slant: width, variable-font
// axes, small capitals, kerning, the font's script offsets, and glyphs that keep their shape at
// tiny sizes; measured on DejaVu Sans (Debian's fonts-dejavu-core, which has a condensed face
// and kerns "AV").
import Foundation
import Testing
@testable import LaminaRender

@Suite struct TextFontFeatureTests {
    private func advance(_ string: String, _ adjust: (inout TextStyle) -> Void = { _ in }) throws -> CGFloat {
        var style = TextStyle(fontSize: 20)
        adjust(&style)
        return try Canvas.textOutline(string, style: style).advance
    }

    @Test func aCondensedWidthSelectsTheFamilysCondensedFace() throws {
        let condensed = try advance("Text") { $0.fontStretch = .condensed }
        #expect(condensed < (try advance("Text")))
        #expect(condensed == (try advance("Text") { $0.fontFamily = "DejaVu Sans Condensed" }))
        #expect(FontStretch.allCases.map(\.percentage) == [50, 62.5, 75, 87.5, 100, 112.5, 125, 150, 200])
    }

    @Test func kerningCanBeTurnedOff() throws {
        let letters = try advance("A") * 2 + advance("V")
        #expect(try advance("AVA") < letters - 1)
        #expect(abs(try advance("AVA") { $0.isKerned = false } - letters) < 1e-9)
    }

    @Test func smallCapitalsSetLowerCaseAsSmallerCapitals() throws {
        var style = TextStyle(fontSize: 20)
        let x = try Canvas.textOutline("x", style: style).path.bounds.height
        let capital = try Canvas.textOutline("X", style: style).path.bounds.height
        style.isSmallCaps = true
        let small = try Canvas.textOutline("x", style: style).path.bounds.height
        // DejaVu Sans has no small capitals of its own: Pango scales its capitals down.
        #expect(small > x + 0.5 && small < capital - 0.5)
        #expect(try Canvas.textOutline("X", style: style).path.bounds.height == capital)
    }

    @Test func scriptOffsetsAreTheFontsOwn() throws {
        let x = try Canvas.textOutline("x", style: TextStyle(fontSize: 20))
        // DejaVu Sans's OS/2 table: ySuperscriptYOffset 983 and ySubscriptYOffset 286 of 2048
        // units per em, exact in Pango's 1/1024 pt.
        #expect(x.superscriptOffset == 20.0 * 983 / 2048)
        #expect(x.subscriptOffset == 20.0 * 286 / 2048)
    }

    /// At 0.24 pt FreeType's 1/64-pt outline grid is 6 % of the em; shaped at 16 pt and scaled
    /// down, the glyphs are the 24-pt ones scaled by 1/100, to FreeType's grid at 16 pt.
    @Test func tinyTextKeepsItsShape() throws {
        let tiny = try Canvas.textOutline("Sg", style: TextStyle(fontSize: 0.24))
        let large = try Canvas.textOutline("Sg", style: TextStyle(fontSize: 24))
        let (t, l) = (tiny.path.bounds, large.path.bounds)
        let grid = 24.0 / 16 / 64  // FreeType's step at 16 pt, at 24 pt
        #expect([t.minX * 100 - l.minX, t.minY * 100 - l.minY, t.maxX * 100 - l.maxX, t.maxY * 100 - l.maxY]
            .allSatisfy { abs($0) <= grid })
        #expect(abs(tiny.advance * 100 - large.advance) < 0.01)
        #expect(abs(try Canvas.characterAdvances("Sg", style: TextStyle(fontSize: 0.24)).reduce(0, +) - tiny.advance) < 1e-9)
    }

    @Test func variationsAreWrittenForPangoWithTheWidthsAxis() {
        var style = TextStyle()
        #expect(Canvas.variations(of: style) == nil)
        style.fontStretch = .condensed
        style.fontVariations = [FontVariation(tag: "wght", value: 650), FontVariation(tag: "GRAD", value: -200)]
        #expect(Canvas.variations(of: style) == "wdth=75.0,wght=650.0,GRAD=-200.0")
        // A width set as a variation wins; malformed tags and non-finite values are left out.
        style.fontVariations = [FontVariation(tag: "wdth", value: 151), FontVariation(tag: "w=1,", value: 1),
                                FontVariation(tag: "opsz", value: .nan), FontVariation(tag: "long tag", value: 1)]
        #expect(Canvas.variations(of: style) == "wdth=151.0")
    }
}
