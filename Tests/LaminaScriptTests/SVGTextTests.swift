// SVG text as glyph outlines (SVG 2 §11): per-character positions, text chunks and their
// anchors, tspans, rotation, spacing, fonts, white space, paint on text. Positions are checked
// exactly against Canvas.textOutline (DejaVu Sans, Lamina's default family, which the tests
// pin as TextLayer's tests do), pictures against goldens.
import Foundation
import Lamina
import LaminaTesting
import Testing
@testable import LaminaScript

@Suite struct SVGTextTests {
    @Test func outlineSitsOnTheBaselineAndAdvancesAsMeasured() throws {
        let style = TextStyle(fontSize: 20)
        let outline = try Canvas.textOutline("Hg", style: style)
        #expect(outline.ascent == 18.564453125)  // DejaVu Sans: 20 × 1901/2048, exact in 1/1024 pt
        #expect(outline.advance == (try Canvas.measureText("Hg", style: style).width))
        // "H" stands on the baseline (its foot at y = 0), "g" descends below it.
        let bounds = outline.path.bounds
        #expect(abs(bounds.minY + 14.58) < 0.01 && bounds.maxY > 3)
        #expect(try Canvas.textOutline("", style: style).path.isEmpty)
    }

    @Test func charactersPlacedOneByOneKeepTheirKerning() throws {
        let style = TextStyle(fontSize: 20)
        let advances = try Canvas.characterAdvances("AVA", style: style)
        try #require(advances.count == 3)
        // DejaVu Sans kerns "AV": the pair is narrower than its letters apart, and the advances
        // add up to the shaped line's.
        #expect(advances[0] < (try TextTest.advance("A")))
        #expect(abs(advances.reduce(0, +) - (try TextTest.advance("AVA"))) < 1e-9)
        #expect(try Canvas.characterAdvances("e\u{301}x", style: style).count == 2)  // a cluster is one character
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" font-size="20">
              <text x="10" y="40" rotate="0 5">AV</text>
            </svg>
            """)
        let found = TextTest.shapes(script)
        try #require(found.count == 1)
        #expect(found[0].path == TextTest.joined([try TextTest.glyphs("A", at: CGPoint(x: 10, y: 40)),
                                                  try TextTest.glyphs("V", at: CGPoint(x: 10 + advances[0], y: 40), rotated: 5)]))
    }

    @Test func everyCharacterTakesItsOwnPositionFromTheLists() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" font-size="20">
              <text x="10 50 90" y="40 60" dx="0 0 0 5">abcd</text>
            </svg>
            """)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let found = TextTest.shapes(script)
        try #require(found.count == 1)
        // a at (10, 40), b at (50, 60), c at (90, 60), d after c moved 5 along x.
        let expected = TextTest.joined([
            try TextTest.glyphs("a", at: CGPoint(x: 10, y: 40)), try TextTest.glyphs("b", at: CGPoint(x: 50, y: 60)),
            try TextTest.glyphs("c", at: CGPoint(x: 90, y: 60)),
            try TextTest.glyphs("d", at: CGPoint(x: 90 + TextTest.advance("c") + 5, y: 60)),
        ])
        #expect(found[0].path == expected)
    }

    @Test func eachChunkIsAnchoredAlone() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" font-size="20">
              <text x="100" y="40" text-anchor="middle">Wave<tspan x="100" y="80" text-anchor="end">To</tspan></text>
            </svg>
            """)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let found = TextTest.shapes(script)
        try #require(found.count == 2)
        // "Wave" is shaped whole (kerning kept) and centred on 100; "To" ends at 100 on its line.
        #expect(found[0].path == (try TextTest.glyphs("Wave", at: CGPoint(x: 100 - TextTest.advance("Wave") / 2, y: 40))))
        #expect(found[1].path == (try TextTest.glyphs("To", at: CGPoint(x: 100 - TextTest.advance("To"), y: 80))))
    }

    @Test func tspansContinueThePenAndShiftIt() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" font-size="20">
              <text x="10" y="40">ab<tspan dy="-10" fill="red">cd</tspan><tspan dx="4" rotate="90">ef</tspan></text>
            </svg>
            """)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let found = TextTest.shapes(script)
        try #require(found.count == 3)
        let c = 10 + (try TextTest.advance("ab"))
        #expect(found[0].path == (try TextTest.glyphs("ab", at: CGPoint(x: 10, y: 40))))
        #expect(found[1].path == (try TextTest.glyphs("cd", at: CGPoint(x: c, y: 30))))
        #expect(found[1].fill.map { if case .color(let color) = $0 { color == .red } else { false } } == true)
        // dx moves only the first character; the rotation holds for both.
        let e = c + (try TextTest.advance("cd")) + 4
        #expect(found[2].path == TextTest.joined([try TextTest.glyphs("e", at: CGPoint(x: e, y: 30), rotated: 90),
                                                  try TextTest.glyphs("f", at: CGPoint(x: e + TextTest.advance("e"), y: 30), rotated: 90)]))
    }

    @Test func glyphsOnAStraightPathSitAtTheirMidAdvance() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" font-size="20">
              <defs><path id="p" d="M10 50 L210 50"/><path id="up" d="M100 90 L100 -110"/></defs>
              <text><textPath href="#p" startOffset="10%">ab</textPath></text>
              <text><textPath href="#up" text-anchor="middle" startOffset="50%">c</textPath></text>
              <text><textPath href="#p" startOffset="199">d</textPath></text>
            </svg>
            """)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let found = TextTest.shapes(script)
        try #require(found.count == 2)  // "d" has its middle past the end of the path: not drawn
        let a = try TextTest.advance("a")
        let expected = TextTest.joined([try TextTest.glyphs("a", at: CGPoint(x: 30, y: 50)), try TextTest.glyphs("b", at: CGPoint(x: 30 + a, y: 50))])
        func close(_ p: BezierPath, _ q: BezierPath) -> Bool {
            let (r, s) = (p.bounds, q.bounds)
            return [r.minX - s.minX, r.minY - s.minY, r.maxX - s.maxX, r.maxY - s.maxY].allSatisfy { abs($0) < 1e-9 }
                && p.elements.count == q.elements.count
        }
        #expect(close(found[0].path, expected))
        // Up the page the glyph turns a quarter left, its advance centred on the path's middle (100, -10).
        let c = try TextTest.advance("c")
        #expect(close(found[1].path, try TextTest.glyphs("c", at: CGPoint(x: 100, y: -10 + c / 2), rotated: -90)))
    }

    @Test func letterAndWordSpacingWidenTheLine() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" font-size="20">
              <text x="10" y="40" letter-spacing="3" word-spacing="0.5em">a b</text>
            </svg>
            """)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let found = TextTest.shapes(script)
        try #require(found.count == 1)
        let b = 10 + (try TextTest.advance("a")) + 3 + (try TextTest.advance(" ")) + 3 + 10
        #expect(found[0].path == TextTest.joined([try TextTest.glyphs("a", at: CGPoint(x: 10, y: 40)),
                                                  try TextTest.glyphs(" ", at: CGPoint(x: 10 + TextTest.advance("a") + 3, y: 40)),
                                                  try TextTest.glyphs("b", at: CGPoint(x: b, y: 40))]))
    }

    @Test func baselinesAndShiftsMoveRunsUpAndDown() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" font-size="20">
              <text x="10" y="50" dominant-baseline="text-before-edge">a<tspan baseline-shift="5">b<tspan
                baseline-shift="50%">c</tspan></tspan><tspan alignment-baseline="central" baseline-shift="super">d</tspan><tspan
                baseline-shift="super">e<tspan baseline-shift="sub">f</tspan></tspan></text>
            </svg>
            """)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let found = TextTest.shapes(script)
        try #require(found.count == 6)
        let x = try Canvas.textOutline("x", style: TextStyle(fontSize: 20))
        // The ascent below y puts the top of the line on it; shifts add up from the outer tspan in.
        let (a, b, c) = (try TextTest.advance("a"), try TextTest.advance("b"), try TextTest.advance("c"))
        #expect(found[0].path == (try TextTest.glyphs("a", at: CGPoint(x: 10, y: 50 + x.ascent))))
        #expect(found[1].path == (try TextTest.glyphs("b", at: CGPoint(x: 10 + a, y: 50 + x.ascent - 5))))
        #expect(found[2].path == (try TextTest.glyphs("c", at: CGPoint(x: 10 + a + b, y: 50 + x.ascent - 15))))
        // central: the middle of the ascent and descent on y; super and sub: the font's own
        // offsets, each nested one adding its own.
        let d = 10 + a + b + c
        #expect(found[3].path == (try TextTest.glyphs("d", at: CGPoint(x: d, y: 50 + (x.ascent - x.descent) / 2
                                                                        - x.superscriptOffset))))
        let (e, f) = (d + (try TextTest.advance("d")), d + (try TextTest.advance("de")))
        #expect(found[4].path == (try TextTest.glyphs("e", at: CGPoint(x: e, y: 50 + x.ascent - x.superscriptOffset))))
        #expect(found[5].path == (try TextTest.glyphs("f", at: CGPoint(x: f, y: 50 + x.ascent - x.superscriptOffset
                                                                        + x.subscriptOffset))))
    }

    @Test func decorationsTakeTheFontsLinesAndTheirElementsPaint() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" font-size="20">
              <text x="10" y="50" text-decoration="underline line-through" fill="red">ab<tspan fill="blue"
                text-decoration="overline">c</tspan></text>
            </svg>
            """)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let found = TextTest.shapes(script)
        // Underline, overline, the two runs, the line through.
        try #require(found.count == 5)
        let ab = try Canvas.textOutline("ab", style: TextStyle(fontSize: 20))
        let c = try Canvas.textOutline("c", style: TextStyle(fontSize: 20))
        let t = ab.underlineThickness
        #expect(t > 0 && ab.underlinePosition < 0 && ab.strikethroughPosition > 0)
        func line(_ middle: CGFloat, from x: CGFloat, _ width: CGFloat) -> BezierPath {
            BezierPath(rect: CGRect(x: 0, y: middle - t / 2, width: width, height: t))
                .applying(CGAffineTransform(translationX: x, y: 50))
        }
        #expect(found[0].path == TextTest.joined([line(-ab.underlinePosition, from: 10, ab.advance),
                                         line(-c.underlinePosition, from: 10 + ab.advance, c.advance)]))
        #expect(found[1].path == line(-c.ascent, from: 10 + ab.advance, c.advance))
        #expect(found[4].path == TextTest.joined([line(-ab.strikethroughPosition, from: 10, ab.advance),
                                         line(-c.strikethroughPosition, from: 10 + ab.advance, c.advance)]))
        let fills = found.map { shape -> Color? in if case .color(let color)? = shape.fill { color } else { nil } }
        #expect(fills == [.red, .blue, .red, .blue, .red])
        // Declared on a group around the text, a decoration takes the text's paint (as resvg).
        let around = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" font-size="20">
              <g text-decoration="underline" fill="green"><text x="10" y="50" fill="red">ab</text></g>
            </svg>
            """)
        let lines = TextTest.shapes(around)
        try #require(lines.count == 2)
        #expect(lines[0].path == line(-ab.underlinePosition, from: 10, ab.advance))
        guard case .color(let underline)? = lines[0].fill else { Issue.record("no fill"); return }
        #expect(underline == .red)
    }

    @Test func textLengthSpacesOrStretchesTheGlyphs() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" font-size="20">
              <text x="10" y="40" textLength="100">abc</text>
              <text x="10" y="80" textLength="100" lengthAdjust="spacingAndGlyphs">abc</text>
            </svg>
            """)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let found = TextTest.shapes(script)
        try #require(found.count == 2)
        let (a, b, c) = (try TextTest.advance("a"), try TextTest.advance("b"), try TextTest.advance("c"))
        let gap = (100 - a - b - c) / 2
        #expect(found[0].path == TextTest.joined([try TextTest.glyphs("a", at: CGPoint(x: 10, y: 40)),
                                                  try TextTest.glyphs("b", at: CGPoint(x: 10 + a + gap, y: 40)),
                                                  try TextTest.glyphs("c", at: CGPoint(x: 10 + a + gap + b + gap, y: 40))]))
        // Stretched: the glyphs and their advances scaled alike, the last ending at 10 + 100.
        let bounds = found[1].path.bounds
        let natural = try TextTest.glyphs("abc", at: CGPoint(x: 10, y: 80)).bounds
        #expect(abs(bounds.minX - 10 - (natural.minX - 10) * 100 / (a + b + c)) < 1e-9)
        #expect(abs(bounds.height - natural.height) < 1e-9)
    }

    @Test func whiteSpaceCollapsesUnlessPreserved() throws {
        let collapsed = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" font-size="20"><text y="20">  a
               b  </text></svg>
            """)
        #expect(TextTest.shapes(collapsed).first?.path == (try TextTest.glyphs("a b", at: CGPoint(x: 0, y: 20))))
        let preserved = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" font-size="20"><text y="20" xml:space="preserve"> a\tb</text></svg>
            """)
        #expect(TextTest.shapes(preserved).first?.path == (try TextTest.glyphs(" a b", at: CGPoint(x: 0, y: 20))))
    }

    @Test func fontPropertiesCascadeAndInherit() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" font-size="10">
              <g font-size="2em" font-weight="bold" font-style="italic">
                <text y="30">a<tspan font-size="150%" font-weight="bolder" font-style="normal">b</tspan></text>
              </g>
              <text y="60" font-size="large" font-weight="lighter">c</text>
            </svg>
            """)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let found = TextTest.shapes(script)
        try #require(found.count == 3)
        var a = TextStyle(fontSize: 20, fontWeight: .bold)
        a.isItalic = true
        let aOutline = try Canvas.textOutline("a", style: a)
        #expect(found[0].path == aOutline.path.applying(CGAffineTransform(translationX: 0, y: 30)))
        let b = try Canvas.textOutline("b", style: TextStyle(fontSize: 30, fontWeight: .black))
        #expect(found[1].path == b.path.applying(CGAffineTransform(translationX: aOutline.advance, y: 30)))
        let c = try Canvas.textOutline("c", style: TextStyle(fontSize: 18, fontWeight: .ultraLight))
        #expect(found[2].path == c.path.applying(CGAffineTransform(translationX: 0, y: 60)))
    }

    @Test func textWarnsAboutWhatItDoesNotDraw() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg">
              <text x="1 2 3" y="5" dx="2" stroke="red" textLength="40">a<tspan dy="3">b</tspan><textPath>c</textPath><textPath
                href="#p" side="top">d</textPath></text>
              <path id="p" d="M0 0 L100 0"/>
              <text fill="url(#g)">x</text>
              <linearGradient id="g"><stop offset="0"/><stop offset="1" stop-color="red"/></linearGradient>
            </svg>
            """)
        #expect(script.warnings.map(\.description) == [
            "test.svg:2:85: warning: <textPath>: expected an href to a shape, found none that draws; its text is skipped",
            "test.svg:3:15: warning: <textPath> side: expected left or right, found 'top'; drawn as left",
        ])
        #expect(ScriptTest.error("<svg><text font-size='5000'>a</text></svg>")?.description
                == "test.svg:1:12: error: font-size: expected at most 4096, found 5000.0")
        #expect(ScriptTest.strictError("<svg><text font-weight='heavy'>a</text></svg>")?.description
                == "test.svg:1:12: error: font-weight: expected a number, found \"heavy\"")
        #expect(ScriptTest.strictError("<svg><text rotate='a'>a</text></svg>") != nil)
    }

    @Test func fontDirectoriesAreAddedOrAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = ScriptOptions()
        options.fontDirectories = [folder]
        let script = try ScriptTest.load("<svg><text y='20'>a</text></svg>", options: options)
        #expect(script.warnings.isEmpty)
        let missing = folder.appendingPathComponent("missing")
        options.fontDirectories = [missing]
        #expect(ScriptTest.error("<svg/>", options: options)?.description
                == "test.svg:1:1: error: options: cannot add the fonts of \(missing.path): text: "
                + "expected a folder of fonts at \(missing.path), found none")
    }

    /// Gradients, strokes and paint order on text, as on any shape.
    @Test func textTakesPaintServersStrokesAndPaintOrder() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="60">
              <linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>
              <text x="10" y="45" font-size="48" font-weight="bold" fill="url(#g)" stroke="black" stroke-width="6"
                    paint-order="stroke">HIH</text>
            </svg>
            """)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let image = try script.render(background: .white)
        assertGolden(image, named: "gradient-stroked-text")
    }
}
