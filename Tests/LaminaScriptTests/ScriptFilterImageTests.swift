// `feImage`: images placed in the primitive's subregion by preserveAspectRatio and
// image-rendering, references to elements drawn at the subregion's corner, cycles, and the
// budgets images inside filters spend.
import Foundation
import Lamina
import LaminaTesting
import Testing
@testable import LaminaScript

@Suite struct ScriptFilterImageTests {
    /// The 4 × 2 test image (left half #FF3B30, right half #007AFF) as a data: URL.
    private var png: String {
        get throws { ScriptImageTests.base64(try ScriptImageTests.twoColourPNG, type: "image/png") }
    }

    /// A 20 × 20 script with `body` inside.
    private func load(_ body: String, options: ScriptOptions = ScriptOptions()) throws -> ShapeScript {
        try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20">
            \(body)
            </svg>
            """, options: options)
    }

    /// Expects each (x, y, ARGB32 value) pixel of `image`.
    private func expect(_ image: Image, _ pixels: [(x: Int, y: Int, value: UInt32)],
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for (x, y, value) in pixels {
            #expect(image.pixel(x: x, y: y) == value, "pixel (\(x), \(y))", sourceLocation: sourceLocation)
        }
    }

    @Test func aDataPNGFitsItsSubregionByPreserveAspectRatio() throws {
        let script = try load("""
            <filter id="meet" filterUnits="userSpaceOnUse" x="0" y="0" width="20" height="20">
              <feImage href="\(try png)" x="2" y="2" width="8" height="16" image-rendering="optimizeSpeed"/>
            </filter>
            <filter id="slice" filterUnits="userSpaceOnUse" x="0" y="0" width="20" height="20">
              <feImage xlink:href="\(try png)" x="12" y="2" width="6" height="16" preserveAspectRatio="xMinYMin slice"
                       image-rendering="pixelated"/>
            </filter>
            <rect width="20" height="20" filter="url(#meet)"/>
            <rect width="20" height="20" filter="url(#slice)"/>
            """)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let (red, blue) = (0xFFFF_3B30 as UInt32, 0xFF00_7AFF as UInt32)
        let pixels: [(x: Int, y: Int, value: UInt32)] = [
            // meet: 8 × 4 points in the middle of the 8 × 16 subregion, rows 8…11.
            (2, 8, red), (5, 11, red), (6, 8, blue), (9, 11, blue), (4, 7, 0), (4, 12, 0), (10, 9, 0),
            // slice: 32 × 16 points from the corner, cut to the 6 × 16 subregion: its red half only.
            (12, 2, red), (17, 17, red), (11, 9, 0), (18, 9, 0), (14, 18, 0),
        ]
        expect(try script.render(), pixels)
    }

    @Test func aReferencedElementIsDrawnAtTheSubregionCorner() throws {
        let script = try load("""
            <defs>
              <rect id="r" x="1" y="2" width="4" height="3" fill="#0f0" transform="translate(1 0)"/>
              <filter id="f" x="0" y="0" width="1" height="1"><feImage href="#r"/></filter>
              <filter id="g" x="0" y="0" width="1" height="1" primitiveUnits="objectBoundingBox">
                <feImage href="#r" x="0.5" y="0.25"/>
              </filter>
            </defs>
            <rect x="2" y="2" width="8" height="8" fill="red" filter="url(#f)"/>
            <rect x="10" y="10" width="8" height="8" fill="red" filter="url(#g)"/>
            """)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let green = 0xFF00_FF00 as UInt32
        let pixels: [(x: Int, y: Int, value: UInt32)] = [
            // The rect's user space starts at the region's corner (2, 2): it covers 4…7 × 4…6.
            (4, 4, green), (7, 6, green), (3, 4, 0), (8, 4, 0), (4, 7, 0),
            // Here the subregion starts at (14, 12) and ends at the region's: 16…17 × 14…16 shows.
            (16, 14, green), (17, 16, green), (15, 14, 0), (18, 14, 0), (16, 17, 0),
        ]
        expect(try script.render(), pixels)
    }

    @Test func selfReferencesWarnAndRenderWithoutTheFilter() throws {
        let script = try load("""
            <filter id="f"><feImage href="#self"/></filter>
            <filter id="a"><feImage href="#p"/></filter>
            <filter id="b"><feImage href="#q"/></filter>
            <rect id="self" width="10" height="10" fill="#00f" filter="url(#f)"/>
            <rect id="p" x="10" width="5" height="5" fill="#f00" filter="url(#b)"/>
            <rect id="q" x="10" y="10" width="5" height="5" fill="#0f0" filter="url(#a)"/>
            """)
        #expect(script.warnings.map(\.description) == [
            "test.svg:5:52: warning: filter: expected no reference cycle, found an <feImage> in \"#f\" that draws "
                + "this element; filter ignored",
            // p draws q, which draws p, which would draw q again (and the other way round).
            "test.svg:4:25: warning: href: expected no reference cycle, found \"#q\" drawn inside itself; "
                + "<feImage> draws nothing",
            "test.svg:3:25: warning: href: expected no reference cycle, found \"#p\" drawn inside itself; "
                + "<feImage> draws nothing",
        ])
        let image = try script.render()
        #expect(image.pixel(x: 5, y: 5) == 0xFF00_00FF)
    }

    @Test func missingAndInvalidReferencesDrawNothing() throws {
        let script = try load("""
            <filter id="none"><feImage/></filter>
            <filter id="missing"><feImage href="#nothing"/></filter>
            <filter id="empty"><feImage href="#zero"/></filter>
            <rect id="zero" fill="#f00"/>
            <rect width="6" height="6" fill="#f00" filter="url(#none)"/>
            <rect x="7" width="6" height="6" fill="#f00" filter="url(#missing)"/>
            <rect x="14" width="6" height="6" fill="#f00" filter="url(#empty)"/>
            """)
        #expect(script.warnings.map(\.description) == [
            "test.svg:2:19: warning: <feImage>: expected an href, found none; it draws nothing",
            "test.svg:3:31: warning: href: expected an element with id \"nothing\", found none; <feImage> draws nothing",
        ])
        #expect(try script.render().pixels.allSatisfy { $0 == 0 })
    }

    @Test func imagesInsideFiltersCountAgainstTheBudgets() throws {
        var options = ScriptOptions()
        options.limits.maxDecodedImagePixels = 7
        let error = ScriptTest.error("""
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
            <filter id="f"><feImage href="\(try png)"/></filter><rect width="9" height="9" filter="url(#f)"/>
            </svg>
            """, options: options)
        #expect(error?.description.contains("expected images of at most 7 pixels in all, found 4×2 more") == true,
                "\(String(describing: error))")
        // Pictures draw on the image's own budget: 40 filters of a 20 × 20 region, each drawing
        // a 20 × 20 rect, spend 16,000 drawn pixels more than 40 floods of the same region
        // (80,000 for the floods, 96,000 for the pictures).
        func script(_ primitive: String) throws -> ShapeScript {
            var options = ScriptOptions()
            options.limits.renderBudget = RenderBudget(drawnPixels: 88_000)
            let copies = (0..<40).map { _ in "<rect width=\"20\" height=\"20\" filter=\"url(#g)\"/>" }.joined()
            return try load("""
                <defs><rect id="r" width="20" height="20" fill="#0f0"/></defs>
                <filter id="g" filterUnits="userSpaceOnUse" x="0" y="0" width="20" height="20">\(primitive)</filter>
                \(copies)
                """, options: options)
        }
        #expect(try script("<feFlood flood-color=\"#0f0\"/>").render().pixel(x: 5, y: 5) == 0xFF00_FF00)
        #expect(throws: ScriptDiagnostic.self) { _ = try script("<feImage href=\"#r\"/>").render() }
    }

    /// A data: PNG sampled by nearest pixel in a subregion, and a referenced group (a child with
    /// its own transform) at x and y, protruding from the region, against resvg at 2×: all on
    /// whole pixels, so the bytes match.
    @Test(.enabled("needs python3 and PyPI (pip install resvg-cli)") { ResvgOracle.isAvailable })
    func picturesMatchResvg() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="60" height="40">
              <defs>
                <g id="g"><rect width="10" height="6" fill="#0a0"/>
                  <rect x="10" width="4" height="12" fill="#00f" opacity="0.5" transform="translate(2 2)"/></g>
              </defs>
              <filter id="a" x="0" y="0" width="1" height="1">
                <feImage xlink:href="\(try png)" image-rendering="optimizeSpeed" x="2" y="4" width="16" height="12"/>
              </filter>
              <filter id="b" x="0" y="0" width="1" height="1"><feImage xlink:href="#g" x="22" y="-4"/></filter>
              <rect width="20" height="20" filter="url(#a)"/>
              <rect x="20" width="40" height="40" filter="url(#b)"/>
            </svg>
            """
        let result = try ResvgOracle.shared.get().crossCheck(svg, named: "feImage").result
        #expect(result.mismatchedPixels == 0, "\(result.summary) against resvg")
    }
}
