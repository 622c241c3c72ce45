// Shape scripts' `filter` property and `<filter>` element: the region and its units, the
// colour space, invalid references and primitives (resvg's rules), filter functions, limits.
import Foundation
import Lamina
import LaminaTesting
import Testing
@testable import LaminaScript

@Suite struct ScriptFilterTests {
    /// A 20 × 20 script with `body` inside.
    private func load(_ body: String) throws -> ShapeScript {
        try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
            \(body)
            </svg>
            """)
    }

    @Test func floodFillsTheDefaultRegionAroundTheBoundingBox() throws {
        let script = try load("""
            <filter id="f"><feFlood flood-color="#00f" flood-opacity="0.5"/></filter>
            <rect x="5" y="5" width="10" height="10" fill="red" filter="url(#f)"/>
            """)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let image = try script.render()
        // The region is the box grown by 10 % on every side: 4…16.
        #expect(image.pixel(x: 4, y: 4) == 0x8000_0080)
        #expect(image.pixel(x: 15, y: 15) == 0x8000_0080)
        #expect(image.pixel(x: 3, y: 10) == 0 && image.pixel(x: 16, y: 10) == 0)
    }

    @Test func userSpaceRegionsAndPrimitiveUnits() throws {
        let script = try load("""
            <filter id="f" filterUnits="userSpaceOnUse" x="0" y="0" width="20" height="20"
                    primitiveUnits="objectBoundingBox">
              <feOffset dx="0.5"/>
            </filter>
            <rect x="2" y="2" width="4" height="4" fill="#0f0" filter="url(#f)"/>
            """)
        let image = try script.render()
        // dx is half the 4-point box: 2 points right.
        #expect(image.pixel(x: 2, y: 3) == 0)
        #expect(image.pixel(x: 4, y: 3) == 0xFF00_FF00)
        #expect(image.pixel(x: 7, y: 3) == 0xFF00_FF00)
        #expect(image.pixel(x: 8, y: 3) == 0)
    }

    @Test func aMissingOrEmptyFilterDisablesRenderingWithAWarning() throws {
        let script = try load("""
            <filter id="empty"/>
            <rect width="10" height="10" filter="url(#missing)"/>
            <rect x="10" width="10" height="10" filter="url(#empty)"/>
            """)
        #expect(script.warnings.map(\.description) == [
            "test.svg:3:30: warning: filter: expected a <filter> with id \"missing\", found none; not rendered",
        ])
        #expect(try script.render().pixels.allSatisfy { $0 == 0 })
    }

    @Test func anUnsupportedPrimitiveLeavesTheElementUnfilteredWithOneWarning() throws {
        let script = try load("""
            <filter id="f"><feImage/></filter>
            <rect width="10" height="10" fill="#00f" filter="url(#f)"/>
            <rect x="10" width="10" height="10" fill="#00f" filter="url(#f)"/>
            """)
        #expect(script.warnings.map(\.description) == [
            "test.svg:2:16: warning: <feImage> is not supported yet; filter ignored here and on 1 more element "
                + "(see docs/Unsupported.md)",
        ])
        #expect(try script.render().pixel(x: 5, y: 5) == 0xFF00_00FF)
    }

    @Test func filterFunctionsAndColorSpaces() throws {
        let script = try load("""
            <filter id="srgb" color-interpolation-filters="sRGB">
              <feComponentTransfer><feFuncR type="linear" slope="0.5"/></feComponentTransfer>
            </filter>
            <filter id="linear">
              <feComponentTransfer><feFuncR type="linear" slope="0.5"/></feComponentTransfer>
            </filter>
            <rect width="5" height="5" fill="#f00" filter="url(#srgb)"/>
            <rect x="5" width="5" height="5" fill="#f00" filter="url(#linear)"/>
            <rect x="10" width="5" height="5" fill="#fff" filter="invert(100%) opacity(0.5)"/>
            <rect x="15" width="5" height="5" fill="#f00" color="#0f0" filter="grayscale(1)"/>
            """)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let image = try script.render()
        #expect(image.pixel(x: 2, y: 2) == 0xFF80_0000)  // half of 255 in sRGB
        #expect(image.pixel(x: 7, y: 2) == 0xFFBC_0000)  // half in linear light: sRGB of 128 linear is 188
        #expect(image.pixel(x: 12, y: 2) == 0x8000_0000)  // black at half opacity
        // Rec. 709-like weights of CSS grayscale(): red 0.213.
        #expect(image.pixel(x: 17, y: 2) == 0xFF36_3636)
    }

    /// Turbulence, both kinds, stitched or not, in both colour spaces, against resvg at 2×: the
    /// reference algorithm sampled the same way gives the same bytes but for the odd rounding
    /// of the linearRGB conversion (pixelmatch's threshold 0.1 absorbs a level or two).
    @Test(.enabled("needs python3 and PyPI (pip install resvg-cli)") { ResvgOracle.isAvailable })
    func turbulenceMatchesResvg() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="60" height="40">
              <filter id="t" x="0" y="0" width="1" height="1">
                <feTurbulence baseFrequency="0.05 0.08" numOctaves="3" seed="7"/>
              </filter>
              <filter id="f" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">
                <feTurbulence type="fractalNoise" baseFrequency="0.1" numOctaves="2" stitchTiles="stitch"/>
              </filter>
              <rect width="30" height="40" filter="url(#t)"/>
              <rect x="30" width="30" height="40" filter="url(#f)"/>
            </svg>
            """
        let result = try ResvgOracle.shared.get().crossCheck(svg, named: "turbulence").result
        #expect(result.mismatchedPixels == 0, "\(result.summary) against resvg")
    }

    @Test func tooManyPrimitivesIsAnError() throws {
        let primitives = String(repeating: "<feOffset/>", count: Filter.maximumPrimitives + 1)
        let error = ScriptTest.error("""
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
            <filter id="f">\(primitives)</filter><rect width="9" height="9" filter="url(#f)"/>
            </svg>
            """)
        #expect(error?.description == "test.svg:2:1: error: <filter>: expected at most 200 primitives, found 201")
    }
}
