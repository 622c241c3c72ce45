// Script text's glyphs as Chromium draws them: hinted (slight) at their size in pixels and
// each baseline on a whole pixel, where the text reaches the device without turning or
// skewing; unhinted elsewhere.
import Foundation
import Lamina
@testable import LaminaScript
import LaminaTesting
import Testing

@Suite struct SVGTextHintingTests {
    /// The glyph outline of the script's one text, in its user space.
    static func glyphs(_ text: String, options: ScriptOptions = ScriptOptions()) throws -> BezierPath {
        let script = try ScriptTest.load(#"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">"#
                                         + text + "</svg>", options: options, hinted: true)
        return TextTest.joined(TextTest.shapes(script).map(\.path))
    }

    @Test func aBaselineBetweenPixelsMovesToTheNearestOne() throws {
        // "H" sits on the baseline: its foot is where the baseline is drawn.
        let text = #"<text x="10" y="20.3" font-size="16">H</text>"#
        #expect(try Self.glyphs(text).bounds.maxY == 20)
        #expect(try Self.glyphs(#"<text x="10" y="20.6" font-size="16">H</text>"#).bounds.maxY == 21)
        // At 2 pixels a point, 40.6 pixels go to 41: 20.5 points.
        var options = ScriptOptions()
        options.scale = 2
        #expect(try Self.glyphs(text, options: options).bounds.maxY == 20.5)
        // Scaled by a group, in the group's units: 1.5 × 20.3 = 30.45 pixels go to 30.
        let scaled = try Self.glyphs(#"<g transform="scale(1.5)"><text x="10" y="20.3" font-size="16">H</text></g>"#)
        #expect(abs(scaled.bounds.maxY - 20) < 1e-9)
    }

    @Test func withoutHintingGlyphsKeepTheirExactPlaces() throws {
        let script = try ScriptTest.load(#"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">"#
                                         + #"<text x="10" y="20.3" font-size="16">H</text></svg>"#, hinted: false)
        let path = TextTest.joined(TextTest.shapes(script).map(\.path))
        #expect(path == (try TextTest.glyphs("H", size: 16, at: CGPoint(x: 10, y: 20.3))))
    }

    @Test func hintedGlyphsHaveWholePixelHeights() throws {
        let hinted = try Self.glyphs(#"<text x="10" y="20" font-size="16">H</text>"#)
        #expect(hinted.bounds.minY == 8)  // 12 pixels high, as TextOutlineHintingTests has it
        let plain = try TextTest.glyphs("H", size: 16, at: CGPoint(x: 10, y: 20))
        #expect(abs(hinted.bounds.minX - plain.bounds.minX) < 1e-9)
    }

    @Test func turnedSkewedLargeOrClippingTextIsNotHinted() throws {
        let plain = try TextTest.glyphs("H", size: 16, at: CGPoint(x: 10, y: 20.3))
        // A turn or a skew of the text (its path is in the text's own units), or of a glyph:
        // Chromium hints none of them, nor moves their baselines.
        let cases = [(#"<text x="10" y="20.3" font-size="16" transform="rotate(10)">H</text>"#, plain),
                     (#"<text x="10" y="20.3" font-size="16" transform="skewX(10)">H</text>"#, plain),
                     (#"<text x="10" y="20.3" font-size="16" rotate="10">H</text>"#,
                      try TextTest.glyphs("H", size: 16, at: CGPoint(x: 10, y: 20.3), rotated: 10))]
        for (text, expected) in cases {
            let bounds = try Self.glyphs(text).bounds
            #expect(abs(bounds.minY - expected.bounds.minY) < 1e-9 && abs(bounds.maxY - expected.bounds.maxY) < 1e-9,
                    "\(text)")
        }
        // Glyphs larger than 256 pixels Chromium draws as unhinted paths: 300 pixels here.
        let large = try Self.glyphs(#"<text x="10" y="300.3" font-size="300">H</text>"#)
        let plainLarge = try TextTest.glyphs("H", size: 300, at: CGPoint(x: 10, y: 300.3))
        #expect(abs(large.bounds.minY - plainLarge.bounds.minY) < 1e-9 && abs(large.bounds.maxY - 300.3) < 1e-9)
        #expect(try Self.glyphs(#"<text x="10" y="200.3" font-size="256">H</text>"#).bounds.maxY == 200)
        // A clip is a path, not drawn glyphs.
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">
              <clipPath id="c"><text x="10" y="20.3" font-size="16">H</text></clipPath>
              <rect width="200" height="100" clip-path="url(#c)"/>
            </svg>
            """, hinted: true)
        let image = try script.render(background: .white)
        // Unhinted, the foot of the H ends 0.3 pixel into row 20: that row is partly covered.
        let foot = try #require(image.color(x: 12, y: 20))
        #expect(foot.red > 0.2 && foot.red < 0.9)
    }

    /// Tests/LaminaScriptTests/Scripts/text-hinting.svg drawn by headless Chromium 156 (as an
    /// `<img>` on white, as Scripts/browser-conformance.sh draws files) is text-hinting.chromium.png.
    /// Lamina's picture differs from it in 116 of 38,400 pixels (pixelmatch threshold 0.1),
    /// most in the turned line, which neither hints; with unhinted glyphs it differed in 480.
    @Test func textDrawsAsChromiumDrawsIt() throws {
        let folder = FeatureScriptTests.folder
        let script = try ShapeScript(contentsOf: folder.appendingPathComponent("text-hinting.svg"))
        let actual = try script.render(background: .white)
        let expected = try Image(contentsOf: folder.appendingPathComponent("text-hinting.chromium.png"))
        let result = try ImageDiff().compare(expected, actual)
        #expect(result.mismatchedPixels <= 130, "\(result.mismatchedPixels) pixels differ from Chromium's")
    }
}
