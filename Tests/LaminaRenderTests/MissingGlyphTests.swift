// A character no installed font has a glyph for is drawn as the font's missing glyph (glyph 0,
// `.notdef`), as Chromium and resvg draw it (CPango's LayoutDrawing.c).
import CCairo
import Foundation
import Testing
@testable import LaminaRender

@Suite struct MissingGlyphTests {
    @Test func aCharacterNoFontHasIsTheFontsMissingGlyph() throws {
        // U+10FFFD, a private-use code point of plane 16: no font has it.
        let outline = try Canvas.textOutline("\u{10FFFD}", style: TextStyle(fontFamily: "DejaVu Sans", fontSize: 40))
        // DejaVu Sans's glyph 0 through Cairo's own FreeType face, at the same size (its default
        // font options: within 0.05 point of Lamina's unhinted outline). The frame drawn before
        // was 30 points tall.
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1))
        defer { cairo_surface_destroy(surface) }
        let cr = try #require(cairo_create(surface))
        defer { cairo_destroy(cr) }
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 40)
        var glyph = cairo_glyph_t(index: 0, x: 0, y: 0)
        cairo_glyph_path(cr, &glyph, 1)
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_path_extents(cr, &x0, &y0, &x1, &y1)
        #expect(x1 - x0 > 5 && y1 - y0 > 5)
        let bounds = outline.path.bounds
        #expect(abs(bounds.width - (x1 - x0)) < 0.05 && abs(bounds.height - (y1 - y0)) < 0.05,
                "\(bounds) against glyph 0's \(x0), \(y0), \(x1), \(y1)")
        #expect(abs(bounds.minY - y0) < 0.05 && abs(bounds.maxY - y1) < 0.05)
    }

    @Test func aCharacterNoFontHasAdvancesByTheMissingGlyph() throws {
        // Pango gives such a character the width of a box holding its code in hex; Chromium and
        // resvg advance by the glyph they draw. DejaVu Sans's glyph 0 advances 1229 of its 2048
        // units per em: 24.0039 points at 40.
        let style = TextStyle(fontFamily: "DejaVu Sans", fontSize: 40)
        let advances = try Canvas.characterAdvances("A\u{10FFFD}\u{10FFFC}B", style: style)
        #expect(advances.count == 4)
        #expect(abs(advances[1] - 40 * 1229 / 2048) < 0.001 && abs(advances[2] - 40 * 1229 / 2048) < 0.001,
                "\(advances)")
        // The line is as long as its advances: Pango measures the glyphs given.
        let metrics = try Canvas.measureText("A\u{10FFFD}\u{10FFFC}B", style: style)
        #expect(abs(metrics.width - advances.reduce(0, +)) < 0.001, "\(metrics.width) against \(advances)")
    }
}
