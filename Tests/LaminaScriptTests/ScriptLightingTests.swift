// feDiffuseLighting and feSpecularLighting in shape scripts: lighting-color, light positions in
// primitiveUnits, the invalid values and their one warning each, and resvg's bytes.
import Foundation
import Lamina
import LaminaTesting
import Testing
@testable import LaminaScript

@Suite struct ScriptLightingTests {
    @Test func lightsInBoundingBoxUnitsAndTheLightingColor() throws {
        // The light sits at the middle of the 12-point box, (10, 10), and z = 0.25 of the
        // box's normalized diagonal √((12² + 12²)/2) = 12: 3 points. Four points aside,
        // N·L = 3/5 of currentColor's green: 153.
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
            <filter id="f" x="0" y="0" width="1" height="1" primitiveUnits="objectBoundingBox"
                    color-interpolation-filters="sRGB" color="#0f0">
              <feDiffuseLighting surfaceScale="0" lighting-color="currentColor">
                <fePointLight x="0.5" y="0.5" z="0.25"/>
              </feDiffuseLighting>
            </filter>
            <rect x="4" y="4" width="12" height="12" filter="url(#f)"/>
            </svg>
            """)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let image = try script.render()
        #expect(image.pixel(x: 10, y: 10) == 0xFF00_FF00)
        #expect(image.pixel(x: 14, y: 10) == 0xFF00_9900)
        #expect(image.pixel(x: 3, y: 10) == 0)  // outside the filter region
    }

    @Test func invalidValuesWarnOnceAndBehaveAsResvgDraws() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="30" height="20">
            <filter id="none"><feDiffuseLighting><desc>no light</desc></feDiffuseLighting></filter>
            <filter id="shiny"><feSpecularLighting specularExponent="200"><feDistantLight/></feSpecularLighting></filter>
            <filter id="dark"><feDiffuseLighting diffuseConstant="-1"><feDistantLight elevation="90"/></feDiffuseLighting></filter>
            <filter id="spot" color-interpolation-filters="sRGB">
              <feDiffuseLighting lighting-color="bright" surfaceScale="0">
                <feSpotLight x="10" y="10" z="5" pointsAtX="10" pointsAtY="10" specularExponent="-2"/>
              </feDiffuseLighting>
            </filter>
            <rect width="10" height="10" fill="#00f" filter="url(#none)"/>
            <rect x="10" width="10" height="10" fill="#00f" filter="url(#shiny)"/>
            <rect x="20" width="10" height="10" fill="#00f" filter="url(#dark)"/>
            <rect x="10" y="10" width="10" height="10" fill="#00f" filter="url(#spot)"/>
            <rect y="10" width="10" height="10" fill="#00f" filter="url(#none)"/>
            </svg>
            """)
        #expect(script.warnings.map(\.description) == [
            "test.svg:2:19: warning: <feDiffuseLighting>: expected a light source (<feDistantLight>, <fePointLight> "
                + "or <feSpotLight>), found none; its result is transparent",
            "test.svg:3:40: warning: specularExponent: expected a number from 1 to 128, found \"200\"; "
                + "the result is transparent",
            "test.svg:4:38: warning: diffuseConstant: expected a number of at least 0, found \"-1\"; 0 used",
            "test.svg:6:22: warning: lighting-color: expected a colour (a name, #rrggbb, rgb(), hsl(), hwb(), lab(), "
                + "lch(), oklab(), oklch() or currentColor), found \"bright\"; ignored",
            "test.svg:7:68: warning: specularExponent: expected a number of at least 0, found \"-2\"; ignored",
        ])
        let image = try script.render()
        // No light and an exponent out of range: transparent. The spot keeps its default
        // exponent 1 and white light: straight beneath it, full white.
        #expect(image.pixel(x: 5, y: 5) == 0 && image.pixel(x: 15, y: 5) == 0 && image.pixel(x: 5, y: 15) == 0)
        #expect(image.pixel(x: 10, y: 10) == 0xFFFF_FFFF)
        #expect(image.pixel(x: 25, y: 5) == 0xFF00_0000)  // the negative diffuseConstant: black
    }

    /// Both lightings under each light, on hard-edged steps of alpha (so that both renderers
    /// read the same heights) that cross the region's right edge (its one-sided kernels),
    /// against resvg at 2×: the same 32-bit arithmetic gives the same bytes.
    @Test(.enabled("needs python3 and PyPI (pip install resvg-cli)") { ResvgOracle.isAvailable })
    func lightingMatchesResvg() throws {
        func cell(_ id: String, _ x: Int, _ y: Int, _ primitive: String) -> String {
            """
            <filter id="\(id)" filterUnits="userSpaceOnUse" x="\(x)" y="\(y)" width="40" height="40"
                    color-interpolation-filters="sRGB">\(primitive)</filter>
            <g filter="url(#\(id))"><rect x="\(x + 8)" y="\(y + 8)" width="31.5" height="24"/>
              <rect x="\(x + 14)" y="\(y + 14)" width="12" height="12" fill="#fff" fill-opacity="0.5"/></g>
            """
        }
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="120" height="80">
            \(cell("d", 0, 0, """
                <feDiffuseLighting surfaceScale="3" diffuseConstant="1.2" lighting-color="#f80">
                <feDistantLight azimuth="30" elevation="40"/></feDiffuseLighting>
                """))
            \(cell("p", 40, 0, #"<feDiffuseLighting surfaceScale="-4"><fePointLight x="55" y="15" z="12"/></feDiffuseLighting>"#))
            \(cell("s", 80, 0, """
                <feDiffuseLighting surfaceScale="5" lighting-color="#8cf"><feSpotLight x="90" y="30" z="30"
                pointsAtX="105" pointsAtY="10" specularExponent="3" limitingConeAngle="35"/></feDiffuseLighting>
                """))
            \(cell("sd", 0, 40, """
                <feSpecularLighting surfaceScale="6" specularConstant="1.5" specularExponent="12" lighting-color="#fc4">
                <feDistantLight azimuth="200" elevation="50"/></feSpecularLighting>
                """))
            \(cell("sp", 40, 40, """
                <feSpecularLighting surfaceScale="5" specularExponent="7"><fePointLight x="60" y="55" z="9"/>
                </feSpecularLighting>
                """))
            \(cell("ss", 80, 40, """
                <feSpecularLighting surfaceScale="4" specularConstant="2" specularExponent="3" lighting-color="#6f6">
                <feSpotLight x="100" y="75" z="25" pointsAtX="100" pointsAtY="50" specularExponent="2"/>
                </feSpecularLighting>
                """))
            </svg>
            """
        let oracle = try ResvgOracle.shared.get()
        let (script, actual, result) = try oracle.crossCheck(svg, named: "lighting")
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        #expect(result.mismatchedPixels == 0, "\(result.summary) against resvg")
        // Beyond pixelmatch's threshold (which forgives a degree of azimuth): every byte, both
        // images transparent where the specular highlights are.
        let folder = try ResvgOracle.folder()
        let transparent = folder.appendingPathComponent("lighting.resvg-transparent.png")
        try oracle.render(folder.appendingPathComponent("lighting.svg"), zoom: 2, background: nil, to: transparent)
        let written = folder.appendingPathComponent("lighting.lamina.png")
        try actual.writePNG(to: written)
        let (expected, drawn) = (try Image(contentsOf: transparent), try Image(contentsOf: written))
        let differing = zip(expected.pixels, drawn.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ from resvg's")
    }
}
