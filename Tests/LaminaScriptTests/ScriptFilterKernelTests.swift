// Shape scripts' feConvolveMatrix and feDisplacementMap: their attributes, the kernels in error
// (one warning, a transparent result, as resvg draws them), and the convolution against resvg;
// with them the filter fixes that came alongside (a filter on the root, em in filter functions,
// a negative saturation, an offset of a clipped flood).
import Foundation
import Lamina
import LaminaTesting
import Testing
@testable import LaminaScript

@Suite struct ScriptFilterKernelTests {
    /// A 20 × 20 script with `body` inside.
    private func load(_ body: String, root: String = "") throws -> ShapeScript {
        try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"\(root)>
            \(body)
            </svg>
            """)
    }

    @Test func anIdentityKernelLeavesTheElementAsItIs() throws {
        let script = try load("""
            <filter id="f"><feConvolveMatrix kernelMatrix="0 0 0 0 1 0 0 0 0" edgeMode="none"/></filter>
            <rect x="5" y="5" width="10" height="10" fill="#08f" filter="url(#f)"/>
            """)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let image = try script.render()
        #expect(image.pixel(x: 5, y: 5) == 0xFF00_88FF && image.pixel(x: 14, y: 14) == 0xFF00_88FF)
        #expect(image.pixel(x: 4, y: 10) == 0 && image.pixel(x: 15, y: 10) == 0)
    }

    @Test func kernelsInErrorDrawNothingWithOneWarningEach() throws {
        let script = try load("""
            <filter id="a"><feConvolveMatrix order="3" kernelMatrix="1 2 3 4 5"/></filter>
            <filter id="b"><feConvolveMatrix divisor="0" kernelMatrix="1"
              order="1"/></filter>
            <filter id="c"><feConvolveMatrix targetX="3" kernelMatrix="1 1 1 1 1 1 1 1 1"/></filter>
            <filter id="d"><feConvolveMatrix order="0" edgeMode="mirror" kernelMatrix="1 1 1 1 1 1 1 1 1"/></filter>
            <rect width="10" height="10" filter="url(#a)"/>
            <rect x="10" width="10" height="10" filter="url(#b)"/>
            <rect y="10" width="10" height="10" filter="url(#c)"/>
            <rect x="10" y="10" width="10" height="10" fill="#0f0" filter="url(#d)"/>
            """)
        #expect(script.warnings.map(\.description) == [
            "test.svg:2:44: warning: <feConvolveMatrix> kernelMatrix: expected 9 numbers (order 3 × 3), "
                + "found \"1 2 3 4 5\"; the primitive's result is transparent",
            "test.svg:3:34: warning: <feConvolveMatrix> divisor: expected a number other than 0, found \"0\"; "
                + "the primitive's result is transparent",
            "test.svg:5:34: warning: <feConvolveMatrix> targetX: expected 0 to 2, found \"3\"; "
                + "the primitive's result is transparent",
            "test.svg:6:34: warning: order: expected one or two positive integers, found \"0\"; ignored",
            "test.svg:6:44: warning: edgeMode: expected duplicate, wrap or none, found \"mirror\"; ignored",
        ])
        let image = try script.render()
        #expect(image.pixel(x: 5, y: 5) == 0 && image.pixel(x: 15, y: 5) == 0 && image.pixel(x: 5, y: 15) == 0)
        // An invalid order or edge mode is as if absent: 3 × 3 with duplicated edges.
        #expect(image.pixel(x: 15, y: 15) == 0xFF00_FF00)
    }

    @Test func displacementReadsScaleAndChannels() throws {
        let script = try load("""
            <filter id="f" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">
              <feFlood flood-color="#f00" result="map"/>
              <feDisplacementMap in="SourceGraphic" in2="map" scale="4" xChannelSelector="R" yChannelSelector="Q"/>
            </filter>
            <g filter="url(#f)">
              <rect width="10" height="20" fill="#00f"/><rect x="10" width="10" height="20" fill="#0f0"/>
            </g>
            """)
        #expect(script.warnings.map(\.description) == [
            "test.svg:4:82: warning: yChannelSelector: expected R, G, B or A, found \"Q\"; ignored",
        ])
        let image = try script.render()
        // Red 1 reads (1 − ½) × 4 = 2 points right; alpha 1 (y: the invalid selector is the
        // default, A) 2 points down. What comes from beyond the region is transparent.
        #expect(image.pixel(x: 7, y: 5) == 0xFF00_00FF && image.pixel(x: 8, y: 5) == 0xFF00_FF00)
        #expect(image.pixel(x: 18, y: 5) == 0 && image.pixel(x: 5, y: 18) == 0)
    }

    @Test func aFilterOnTheRootFiltersTheDrawing() throws {
        let script = try load("""
            <filter id="f" x="0" y="0" width="1" height="1"><feOffset dx="5"/></filter>
            <rect width="10" height="10" fill="#f00"/>
            """, root: #" filter="url(#f)""#)
        let image = try script.render()
        #expect(image.pixel(x: 2, y: 5) == 0 && image.pixel(x: 7, y: 5) == 0xFFFF_0000)
    }

    @Test func emInFilterFunctionsIsTheElementsFontSize() throws {
        // Declared before the font size, the shadow still moves 0.2 × 10 points.
        let script = try load("""
            <rect width="10" height="10" fill="#00f" filter="drop-shadow(#f00 0.2em 0.2em)" font-size="10"/>
            """)
        let image = try script.render()
        #expect(image.pixel(x: 11, y: 11) == 0xFFFF_0000)
        #expect(image.pixel(x: 5, y: 5) == 0xFF00_00FF && image.pixel(x: 12, y: 12) == 0)
    }

    @Test func filterFunctionsComputeOverResvgsRegion() throws {
        // blur() and drop-shadow() reach half the box past each side, the others a tenth.
        let script = try load("""
            <rect x="4" y="4" width="4" height="4" fill="#00f" filter="drop-shadow(#f00 5px 0)"/>
            <rect x="12" y="4" width="4" height="4" fill="#00f" filter="opacity(0.5)"/>
            """)
        let image = try script.render()
        // The shadow (9 … 13) is cut at 10, where the region ends.
        #expect(image.pixel(x: 9, y: 5) == 0xFFFF_0000 && image.pixel(x: 10, y: 5) == 0)
        #expect(image.pixel(x: 13, y: 5) == 0x8000_0080)
    }

    @Test func aNegativeSaturationGreysAsZero() throws {
        let script = try load("""
            <filter id="f" color-interpolation-filters="sRGB"><feColorMatrix type="saturate" values="-0.5"/></filter>
            <rect width="10" height="10" fill="#f00" filter="url(#f)"/>
            """)
        // Rec. 709 luma of red, 0.213 × 255 = 54.3.
        #expect(try script.render().pixel(x: 5, y: 5) == 0xFF36_3636)
    }

    @Test func anOffsetOfAClippedFloodIsNotClippedAgain() throws {
        let script = try load("""
            <filter id="f" filterUnits="userSpaceOnUse" x="0" y="0" width="20" height="20">
              <feFlood flood-color="#0f0" x="0" y="0" width="10" height="10"/><feOffset dx="5" dy="5"/>
            </filter>
            <rect width="20" height="20" filter="url(#f)"/>
            """)
        let image = try script.render()
        #expect(image.pixel(x: 12, y: 12) == 0xFF00_FF00 && image.pixel(x: 3, y: 3) == 0)
    }

    /// Convolutions with each edge mode, a target off centre, a bias and preserveAlpha, at 2×,
    /// against resvg: both convolve device pixels with the same arithmetic, so only the edges
    /// of the shapes they convolve may differ by a level.
    @Test(.enabled("needs python3 and PyPI (pip install resvg-cli)") { ResvgOracle.isAvailable })
    func convolutionMatchesResvg() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="60" height="40">
              <pattern id="p" patternUnits="userSpaceOnUse" width="8" height="8">
                <rect width="4" height="4" fill="#00f" opacity="0.75"/><rect x="2" y="2" width="4" height="4" fill="#ff0"/>
              </pattern>
              <filter id="a" x="0" y="0" width="1" height="1">
                <feConvolveMatrix order="5 2" edgeMode="wrap" kernelMatrix="1 0 0 0 1 0 1 0 2 0"/>
              </filter>
              <filter id="b" x="0" y="0" width="1" height="1">
                <feConvolveMatrix targetX="0" targetY="2" bias="0.2" edgeMode="none" kernelMatrix="0 -1 0 -1 5 -1 0 -1 0"/>
              </filter>
              <filter id="c">
                <feConvolveMatrix preserveAlpha="true" divisor="4" kernelMatrix="1 1 1 1 1 1 1 1 1"/>
              </filter>
              <rect width="20" height="40" fill="url(#p)" filter="url(#a)"/>
              <rect x="20" width="20" height="40" fill="url(#p)" filter="url(#b)"/>
              <rect x="42" y="2" width="16" height="36" fill="url(#p)" filter="url(#c)"/>
            </svg>
            """
        let result = try ResvgOracle.shared.get().crossCheck(svg, named: "convolve").result
        #expect(result.mismatchedPixels == 0, "\(result.summary) against resvg")
    }
}
