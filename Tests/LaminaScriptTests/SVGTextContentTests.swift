// What a `<text>` holds (SVG 2 §11.2, §11.7): `<tref>`'s referenced character data and white
// space kept or collapsed per element, as resvg pairs it across elements. Positions are checked exactly against Canvas.textOutline.
import Foundation
import Lamina
import Testing
@testable import LaminaScript

@Suite struct SVGTextContentTests {
    @Test func trefDrawsTheReferencedCharacterDataInItsOwnStyle() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" font-size="20">
              <defs><text id="t">a<tspan fill="red">b</tspan>c</text><rect id="r">d</rect><x id="x">e</x></defs>
              <text y="20" fill="red"><tref x="10" fill="blue" xlink:href="#t"><title>no</title>no</tref></text>
              <text y="50"><tref xlink:href="#r"/><tref href="#x"/><tref href="#missing"/></text>
            </svg>
            """)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let found = TextTest.shapes(script)
        try #require(found.count == 2)
        // All the referenced element's character data, in the <tref>'s fill and at its x; an
        // element Lamina does not know references nothing.
        #expect(found[0].path == (try TextTest.glyphs("abc", at: CGPoint(x: 10, y: 20))))
        guard case .color(let fill)? = found[0].fill else { Issue.record("no fill"); return }
        #expect(fill == .blue)
        #expect(found[1].path == (try TextTest.glyphs("d", at: CGPoint(x: 0, y: 50))))
    }

    @Test func trefCopiesAtMostAPageOfText() throws {
        let page = String(repeating: "a", count: 4_000)
        let trefs = String(repeating: "<tref href='#t'/>", count: 3)
        #expect(ScriptTest.error("<svg><defs><text id='t'>\(page)</text></defs><text>\(trefs)</text></svg>")?
            .description.hasSuffix("<tref>: expected at most 10000 characters referenced in one <text>, found more") == true)
    }

    @Test func whiteSpaceIsKeptOrCollapsedPerElement() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" font-size="20">
              <text y="20">
                a  <tspan xml:space="preserve">  b  </tspan>  c
              </text>
              <text y="50" xml:space="preserve">  d <tspan xml:space="default">  e  </tspan>  f </text>
              <text y="80">g
            h</text>
              <text y="110">i <tspan>j </tspan> k</text>
            </svg>
            """)
        /// Each run's glyphs, one after another on the baseline at `y`, as the layout places them.
        func runs(_ strings: [String], y: CGFloat) throws -> [BezierPath] {
            var pen: CGFloat = 0
            return try strings.map { string in
                defer { pen += (try? Canvas.characterAdvances(string, style: TextStyle(fontSize: 20)))?.reduce(0, +) ?? 0 }
                return try TextTest.glyphs(string, at: CGPoint(x: pen, y: y))
            }
        }
        // A collapsed space after a kept one goes; the text's leading and trailing spaces go
        // only where they collapse; a newline is a space. Of two spaces meeting where a child
        // ends, the child's goes (resvg's pairing, after Chrome).
        let expected = try runs(["a ", "  b  ", "c"], y: 20) + runs(["  d ", "e ", "  f "], y: 50) + runs(["g h"], y: 80)
            + runs(["i ", "j", " k"], y: 110)
        #expect(TextTest.shapes(script).map(\.path) == expected)
    }

    /// Characters no font has a glyph for (unassigned code points) draw as Pango's boxes, with
    /// one warning per file counting the elements; text the fonts cover stays quiet.
    @Test func textNoFontCanShapeWarns() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" font-size="20">
              <text y="20">ok</text>
              <text y="50">a\u{0378}\u{0379}b</text>
              <text y="80"><tspan>\u{0378}</tspan></text>
            </svg>
            """)
        #expect(script.warnings.map(\.description) == [
            "test.svg:3:3: warning: <text>: 2 characters no installed font has a glyph for are drawn as boxes "
                + "here and on 1 more element (--font-dir adds fonts)",
        ])
        #expect(TextTest.shapes(script).count == 3)
    }
}
