// Vertical text (`writing-mode: vertical-rl`, SVG 1.1's `tb`), as resvg sets it: the line laid
// out horizontally and turned a quarter clockwise onto the page, sideways characters centred on
// it, upright ones (UAX #50) turned back, `dx` and `dy` along the page's axes. Positions are
// checked exactly against Canvas.textOutline, the picture against a golden.
import Foundation
import Lamina
import LaminaTesting
import Testing
@testable import LaminaScript

@Suite struct SVGTextVerticalTests {
    @Test func sidewaysAndUprightCharactersGoDownTheLine() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" font-size="20">
              <g writing-mode="tb"><text x="50" y="10">a×<tspan dx="5" dy="2">b</tspan></text></g>
            </svg>
            """)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let found = TextTest.shapes(script)
        try #require(found.count == 2)
        let style = TextStyle(fontSize: 20)
        let (a, times, b) = (try Canvas.textOutline("a", style: style), try Canvas.textOutline("×", style: style),
                             try Canvas.textOutline("b", style: style))
        let advances = try Canvas.characterAdvances("a×", style: style)
        /// Line space (x along the line, the page's y; y across it, the page's −x) at pen
        /// `along`, `across` from x = 50, onto the page: a quarter turn.
        func page(_ along: CGFloat, across: CGFloat = 0) -> CGAffineTransform {
            CGAffineTransform(translationX: along, y: -50 + across).concatenating(CGAffineTransform(rotationAngle: .pi / 2))
        }
        /// Moves a glyph down by half its ascent less its descent, centring it on the line.
        func centre(_ o: TextOutline) -> CGAffineTransform {
            CGAffineTransform(translationX: 0, y: (o.ascent - o.descent) / 2)
        }
        // "a" turns with the line; "×" stands upright: turned back a quarter about its cell's middle.
        let middle = CGPoint(x: times.advance / 2, y: -(times.ascent - times.descent) / 2)
        let upright = CGAffineTransform(translationX: -middle.x, y: -middle.y)
            .concatenating(CGAffineTransform(rotationAngle: -.pi / 2))
            .concatenating(CGAffineTransform(translationX: middle.x, y: middle.y))
        var expected = a.path.applying(centre(a).concatenating(page(10)))
        expected.append(times.path.applying(upright.concatenating(centre(times)).concatenating(page(10 + advances[0]))))
        #expect(found[0].path == expected)
        // dx moves right on the page (up across the line), dy down it.
        #expect(found[1].path == b.path.applying(centre(b).concatenating(page(10 + advances[0] + advances[1] + 2,
                                                                               across: -5))))
    }

    @Test func verticalTextWithAnchorsDecorationsAndShifts() throws {
        var options = ScriptOptions()
        options.scale = 2
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="120" height="160" font-size="20">
              <path d="M50 0V160M90 0V160" stroke="#ccc"/>
              <text x="50" y="10" writing-mode="tb">a×b</text>
              <text x="90" y="80" writing-mode="vertical-rl" text-anchor="middle" text-decoration="underline"
                    fill="blue">T©x<tspan dx="5" baseline-shift="super">y</tspan></text>
            </svg>
            """, options: options)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        // Sideways Latin and upright symbols centred on x = 50 and 90; the second line centred on
        // y = 80, underlined on its left, its "y" 5 right and raised (to the right) by super.
        assertGolden(try script.render(background: .white), named: "vertical-text")
    }
}
