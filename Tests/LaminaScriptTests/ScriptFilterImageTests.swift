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
        let image = try script.render()
        // meet: 8 × 4 points in the middle of the 8 × 16 subregion, rows 8…11.
        #expect(image.pixel(x: 2, y: 8) == 0xFFFF_3B30 && image.pixel(x: 5, y: 11) == 0xFFFF_3B30)
        #expect(image.pixel(x: 6, y: 8) == 0xFF00_7AFF && image.pixel(x: 9, y: 11) == 0xFF00_7AFF)
        #expect(image.pixel(x: 4, y: 7) == 0 && image.pixel(x: 4, y: 12) == 0 && image.pixel(x: 10, y: 9) == 0)
        // slice: 32 × 16 points from the corner, cut to the 6 × 16 subregion: its red half only.
        #expect(image.pixel(x: 12, y: 2) == 0xFFFF_3B30 && image.pixel(x: 17, y: 17) == 0xFFFF_3B30)
        #expect(image.pixel(x: 11, y: 9) == 0 && image.pixel(x: 18, y: 9) == 0 && image.pixel(x: 14, y: 18) == 0)
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
        let image = try script.render()
        // The rect's user space starts at the region's corner (2, 2): it covers 4…7 × 4…6.
        #expect(image.pixel(x: 4, y: 4) == 0xFF00_FF00 && image.pixel(x: 7, y: 6) == 0xFF00_FF00)
        #expect(image.pixel(x: 3, y: 4) == 0 && image.pixel(x: 8, y: 4) == 0 && image.pixel(x: 4, y: 7) == 0)
        // Here the subregion starts at (14, 12) and ends at the region's: 16…17 × 14…16 shows.
        #expect(image.pixel(x: 16, y: 14) == 0xFF00_FF00 && image.pixel(x: 17, y: 16) == 0xFF00_FF00)
        #expect(image.pixel(x: 15, y: 14) == 0 && image.pixel(x: 18, y: 14) == 0 && image.pixel(x: 16, y: 17) == 0)
    }

    @Test func selfReferencesWarnAndRenderWithoutTheFilter() throws {
        let script = try load("""
            <filter id="f"><feImage href="#self"/></filter>
            <filter id="a"><feImage href="#b"/></filter>
            <filter id="b"><feImage href="#c"/></filter>
            <rect id="self" width="10" height="10" fill="#00f" filter="url(#f)"/>
            <rect id="b" x="10" width="5" height="5" fill="#f00" filter="url(#b)"/>
            <rect id="c" x="10" y="10" width="5" height="5" fill="#0f0" filter="url(#a)"/>
            """)
        #expect(script.warnings.map(\.description) == [
            "test.svg:5:56: warning: filter: expected no reference cycle, found an <feImage> in \"#f\" that draws "
                + "this element; filter ignored",
            "test.svg:4:28: warning: href: expected no reference cycle, found \"#c\" drawn inside itself; "
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
            "test.svg:2:20: warning: <feImage>: expected an href, found none; it draws nothing",
            "test.svg:3:33: warning: href: expected an element with id \"nothing\", found none; <feImage> draws nothing",
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
        // Each filter draws its picture on the image's own budget: 40 copies of a 20 × 20
        // region spend more than 4,000 drawn pixels.
        let copies = (0..<40).map { _ in "<rect width=\"20\" height=\"20\" filter=\"url(#g)\"/>" }.joined()
        let script = try load("""
            <rect id="r" width="20" height="20" fill="#0f0"/>
            <filter id="g" filterUnits="userSpaceOnUse" x="0" y="0" width="20" height="20"><feImage href="#r"/></filter>
            \(copies)
            """)
        var budget = RenderBudget(drawnPixels: 40 * 20 * 20)
        #expect(throws: ScriptDiagnostic.self) { _ = try script.render(budget: &budget) }
    }
}
