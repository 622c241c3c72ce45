// Text outlines (TextOutline.swift) of whole lines, whatever their length.
import Foundation
import LaminaRender
import Testing

@Suite struct TextOutlineTests {
    @Test func aLongLineKeepsEveryGlyph() throws {
        // Laid out on a 1 × 1 canvas, Pango left out the glyphs past the first twenty or so.
        let string = String(repeating: "Lamina sets text. ", count: 20) + "End"
        let style = TextStyle(fontFamily: "DejaVu Sans", fontSize: 16)
        let outline = try Canvas.textOutline(string, style: style)
        let last = try Canvas.textOutline("d", style: style)  // the final glyph, set alone
        #expect(outline.advance > 2000)
        #expect(abs(outline.path.bounds.maxX - (outline.advance - last.advance + last.path.bounds.maxX)) < 0.5)
    }
}
