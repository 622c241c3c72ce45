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

/// Outlines hinted at their size in pixels (`TextStyle.hintingScale`): FreeType's slight
/// hinting, heights snapped to whole pixels, nothing moved along x, metrics unchanged.
@Suite struct TextOutlineHintingTests {
    static func outline(_ string: String, size: CGFloat, scale: CGSize?) throws -> TextOutline {
        var style = TextStyle(fontFamily: "DejaVu Sans", fontSize: size)
        style.hintingScale = scale
        return try Canvas.textOutline(string, style: style)
    }

    @Test func heightsSnapToWholePixelsAndWidthsStay() throws {
        let plain = try Self.outline("H", size: 16, scale: nil)
        let hinted = try Self.outline("H", size: 16, scale: CGSize(width: 1, height: 1))
        // DejaVu Sans's capitals are 0.729 em high: 11.66 pixels at 16, hinted to 12.
        #expect(abs(plain.path.bounds.minY + 11.664) < 0.01)
        #expect(hinted.path.bounds.minY == -12)
        #expect(hinted.path.bounds.maxY == 0)
        #expect(abs(hinted.path.bounds.minX - plain.path.bounds.minX) < 1e-9)
        #expect(abs(hinted.path.bounds.maxX - plain.path.bounds.maxX) < 1e-9)
        #expect(hinted.advance == plain.advance && hinted.ascent == plain.ascent && hinted.descent == plain.descent)
    }

    @Test func theSizeInPixelsIsWhatIsHinted() throws {
        // 8 points at 2 pixels a point are the 16 pixels above, in points; the heights snap
        // to half points.
        let half = try Self.outline("H", size: 8, scale: CGSize(width: 2, height: 2))
        #expect(half.path.bounds.minY == -6)
        // Text smaller than the shaping size (shaped larger and scaled back) hints alike.
        let small = try Self.outline("x", size: 4, scale: CGSize(width: 4, height: 4))
        let large = try Self.outline("x", size: 16, scale: CGSize(width: 1, height: 1))
        #expect(abs(small.path.bounds.minY * 4 - large.path.bounds.minY) < 1e-9)
        #expect(large.path.bounds.minY == large.path.bounds.minY.rounded())
    }

    @Test func aScaleThatIsNotAPositiveFiniteSizeLeavesTheOutlineUnhinted() throws {
        let plain = try Self.outline("Hx", size: 16, scale: nil)
        for scale in [CGSize(width: 0, height: 1), CGSize(width: 1, height: -1), CGSize(width: CGFloat.infinity, height: 1)] {
            #expect(try Self.outline("Hx", size: 16, scale: scale).path == plain.path, "\(scale)")
        }
    }
}
