// `<textPath>` beyond placement on the path (SVG 2 §11.8, as resvg reads it): a glyph's own
// `rotate` about its pen, no positions of its own, only as a child of `<text>`, and the
// characters of one that cannot be drawn still counting for the positions after it.
import Foundation
import Lamina
import Testing
@testable import LaminaScript

@Suite struct SVGTextPathTests {
    /// Whether two paths have the same elements and bounds to 1e-9 (a path's arithmetic
    /// differs from the expected transform's in the last bits).
    private func close(_ p: BezierPath, _ q: BezierPath) -> Bool {
        let (r, s) = (p.bounds, q.bounds)
        return [r.minX - s.minX, r.minY - s.minY, r.maxX - s.maxX, r.maxY - s.maxY].allSatisfy { abs($0) < 1e-9 }
            && p.elements.count == q.elements.count
    }

    @Test func aGlyphTurnsByItsRotateAboutItsPen() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" font-size="20">
              <path id="p" d="M10 50 L210 50"/>
              <text rotate="90"><textPath href="#p" x="100" y="40" dx="0 7">ab</textPath></text>
            </svg>
            """)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let found = TextTest.shapes(script)
        try #require(found.count == 2)  // the path, then the text
        // The textPath's own x, y and dx are not read: "a" starts the path, "b" follows it.
        let a = try TextTest.advance("a")
        #expect(close(found[1].path, TextTest.joined([try TextTest.glyphs("a", at: CGPoint(x: 10, y: 50), rotated: 90),
                                                      try TextTest.glyphs("b", at: CGPoint(x: 10 + a, y: 50), rotated: 90)])))
    }

    @Test func aTextPathOutsideTextOrWithoutAPathIsSkippedButCounts() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" font-size="20">
              <path id="p" d="M10 50 L210 50"/>
              <text x="10 20 30 40" y="80">a<textPath>b</textPath>c<tspan><textPath href="#p">d</textPath></tspan>e</text>
            </svg>
            """)
        #expect(script.warnings.map(\.message) == [
            "<textPath>: expected an href to a shape, found none that draws; its text is skipped",
            "<textPath>: expected as a child of <text>, found inside <tspan>; its text is skipped",
        ])
        let found = TextTest.shapes(script)
        // The path, then one shape per run: "b" and "d" are not drawn but take their x, so "c"
        // is the third character, at 30, and "e" follows it.
        let c = try Canvas.characterAdvances("ce", style: TextStyle(fontSize: 20))[0]
        #expect(found.dropFirst().map(\.path) == [try TextTest.glyphs("a", at: CGPoint(x: 10, y: 80)),
                                                  try TextTest.glyphs("c", at: CGPoint(x: 30, y: 80)),
                                                  try TextTest.glyphs("e", at: CGPoint(x: 30 + c, y: 80))])
    }

    /// `side="right"` sets the text on the path traced backwards: the same glyphs as on the
    /// hand-reversed path; any other value than left or right warns and draws as left.
    @Test func sideRightSetsTheTextAlongThePathBackwards() throws {
        func textShape(_ path: String, side: String?) throws -> (BezierPath, [String]) {
            let script = try ScriptTest.load("""
                <svg xmlns="http://www.w3.org/2000/svg" font-size="20">
                  <defs><path id="p" d="\(path)"/></defs>
                  <text><textPath href="#p"\(side.map { " side=\"\($0)\"" } ?? "")>ab</textPath></text>
                </svg>
                """)
            let found = TextTest.shapes(script)
            try #require(found.count == 1)
            return (found[0].path, script.warnings.map(\.message))
        }
        let (right, warnings) = try textShape("M10 50 L210 50 Q250 50 250 90", side: "right")
        #expect(warnings.isEmpty)
        let (backwards, _) = try textShape("M250 90 Q250 50 210 50 L10 50", side: nil)
        #expect(right == backwards)
        let (left, _) = try textShape("M10 50 L210 50 Q250 50 250 90", side: nil)
        #expect(right != left)
        let (odd, oddWarnings) = try textShape("M10 50 L210 50 Q250 50 250 90", side: "up")
        #expect(odd == left)
        #expect(oddWarnings == ["<textPath> side: expected left or right, found 'up'; drawn as left"])
    }

    /// `method="stretch"` bends each outline point to the path point at its own distance,
    /// moved across the path by its height: on a straight path the same glyphs as `align`; on a
    /// circle every point keeps its distance from the baseline as a distance from the circle
    /// (checked on the bends of an underline, whose edges lie at fixed heights).
    @Test func methodStretchBendsTheGlyphsWithThePath() throws {
        func text(_ path: String, _ method: String, decoration: String = "") throws -> ([BezierPath], [String]) {
            let script = try ScriptTest.load("""
                <svg xmlns="http://www.w3.org/2000/svg" font-size="20">
                  <defs><path id="p" d="\(path)"/></defs>
                  <text\(decoration)><textPath href="#p" method="\(method)">Ab</textPath></text>
                </svg>
                """)
            return (TextTest.shapes(script).map(\.path), script.warnings.map(\.message))
        }
        let (straight, warnings) = try text("M10 50 L210 50", "stretch")
        #expect(warnings.isEmpty)
        let (aligned, _) = try text("M10 50 L210 50", "align")
        try #require(straight.count == 1 && aligned.count == 1)
        #expect(close(straight[0], aligned[0]))

        // A circle of radius 100 about (150, 150), from its left point clockwise over the top.
        let circle = "M50 150 A100 100 0 1 1 250 150 A100 100 0 1 1 50 150"
        let (bent, _) = try text(circle, "stretch", decoration: " text-decoration=\"underline\"")
        let (upright, _) = try text(circle, "align", decoration: " text-decoration=\"underline\"")
        try #require(bent.count == 2 && upright.count == 2)  // the underline, then the glyphs
        #expect(bent[1] != upright[1])
        // The underline's edges sit at two heights about the baseline (read off the straight
        // path at y = 50), so bent, its corners lie on the two circles 100 − height from the
        // centre (to 0.03: the arcs are cubic Béziers, 0.027 % off a circle at most); unbent,
        // each glyph's straight underline leaves those circles towards its ends.
        let (flat, _) = try text("M10 50 L210 50", "align", decoration: " text-decoration=\"underline\"")
        let heights = Set(flat[0].elements.compactMap { $0.endPoint.map { ($0.y - 50) * 1000 } }.map { $0.rounded() })
        try #require(heights.count == 2)
        func fits(_ underline: BezierPath) -> Bool {
            underline.elements.compactMap(\.endPoint).allSatisfy { corner in
                let r = hypot(corner.x - 150, corner.y - 150)
                return heights.contains { abs(r - (100 - $0 / 1000)) < 0.03 }
            }
        }
        #expect(fits(bent[0]))
        #expect(!fits(upright[0]))

        let (_, oddWarnings) = try text("M10 50 L210 50", "bend")
        #expect(oddWarnings == ["<textPath> method: expected align or stretch, found 'bend'; drawn as align"])
    }
}
