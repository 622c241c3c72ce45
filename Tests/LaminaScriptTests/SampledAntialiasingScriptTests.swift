// Scripts drawn by samples (ScriptOptions.antialiasing = .samples), as Skia's paths in Chromium
// and resvg are: shapes, strokes, masks and patterns by Skia's sixteen samples, hinted glyphs by
// exact area as Chromium draws FreeType's glyph images; checked against resvg pixel by pixel.
import Foundation
import Lamina
import LaminaTesting
import Testing
@testable import LaminaScript

@Suite struct SampledAntialiasingScriptTests {
    private func options(_ mode: Antialiasing) -> ScriptOptions {
        var options = ScriptOptions()
        options.antialiasing = mode
        return options
    }

    /// The shape layers with a path in the tree of `element` (inside a `width` × `height` SVG),
    /// loaded with `options`, depth first.
    private func shapeLayers(_ element: String, width: Int = 40, height: Int = 40, options: ScriptOptions = ScriptOptions(),
                             hinted: Bool = false) throws -> [ShapeLayer] {
        let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='\(width)' height='\(height)'>\(element)</svg>"
        var found: [ShapeLayer] = []
        func walk(_ layer: Layer) {
            if let shape = layer as? ShapeLayer, shape.path != nil { found.append(shape) }
            for sublayer in layer.sublayers ?? [] { walk(sublayer) }
        }
        walk(try ScriptTest.load(svg, options: options, hinted: hinted).makeLayer())
        return found
    }

    /// How many pixels of two opaque images of one size differ by more than 8 levels in some
    /// channel, and the largest difference: pixel by pixel, not forgiving antialiased pixels as
    /// pixelmatch does.
    private func difference(_ expected: Image, _ actual: Image) -> (pixels: Int, largest: Int) {
        var pixels = 0, largest = 0
        for (p, q) in zip(expected.pixels, actual.pixels) {
            let channel = stride(from: 0, to: 32, by: 8)
                .map { abs(Int(p >> UInt32($0) & 0xFF) - Int(q >> UInt32($0) & 0xFF)) }.max() ?? 0
            largest = max(largest, channel)
            if channel > 8 { pixels += 1 }
        }
        return (pixels, largest)
    }

    @Test func theScriptsOptionChoosesHowEdgesCoverPixels() throws {
        let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='40' height='40'><path d='M5 20.37 H35 V35 H5 Z'/></svg>"
        let area = try ScriptTest.load(svg).render()
        let samples = try ScriptTest.load(svg, options: options(.samples)).render()
        #expect((area.pixel(x: 20, y: 20) ?? 0) >> 24 == 161)
        #expect((samples.pixel(x: 20, y: 20) ?? 0) >> 24 == 191)
    }

    /// Chromium draws a square-cornered `<rect>` that stays axis-aligned with Skia's `drawRect`,
    /// by exact area (an edge at y = 20.37 gives 94 of 255 over white, as the path gives 64),
    /// its thin frame by exact area too, not as a hairline: by samples such a rect keeps exact
    /// area; rounded, turned or as a path it is sampled. Stroked with round joins or dashes,
    /// Chromium draws it as a path.
    @Test func anAxisAlignedRectKeepsExactArea() throws {
        func hairlines(_ element: String) throws -> [Bool?] { try shapeLayers(element).map(\.drawsHairlines) }
        #expect(try hairlines("<rect x='5' y='5' width='30' height='30' fill='none' stroke='black'/>") == [false])
        #expect(try hairlines("<rect x='5' y='5' width='30' height='30' stroke='black' stroke-linejoin='round'/>") == [nil])
        #expect(try hairlines("<rect x='5' y='5' width='30' height='30' stroke='black' stroke-dasharray='2'/>") == [nil])
        #expect(try hairlines("<path d='M5 5 H35 V35 H5 Z' stroke='black'/>") == [nil])
        func alpha(_ element: String) throws -> UInt32 {
            let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='40' height='40'>\(element)</svg>"
            return (try ScriptTest.load(svg, options: options(.samples)).render().pixel(x: 20, y: 20) ?? 0) >> 24
        }
        #expect(try alpha("<rect x='5' y='20.37' width='30' height='15'/>") == 161)
        #expect(try alpha("<rect x='5' y='20.37' width='30' height='15' transform='scale(1 1)'/>") == 161)
        #expect(try alpha("<rect x='5' y='20.37' width='30' height='15' rx='2'/>") == 191)
        #expect(try alpha("<rect x='5' y='20.37' width='30' height='15' transform='rotate(0.01 20 20)'/>") != 161)
    }

    @Test func hintedGlyphsKeepExactArea() throws {
        /// How the shape layers of `text` (inside an SVG) cover pixels, those set.
        func modes(_ text: String, hinted: Bool) throws -> [Antialiasing] {
            try shapeLayers(text, width: 200, height: 100, options: options(.samples), hinted: hinted).compactMap(\.edgeAntialiasing)
        }
        let upright = "<text x='10' y='30' font-size='16'>Hinted</text>"
        let turned = "<text x='10' y='60' font-size='16' transform='rotate(5 10 60)'>Turned</text>"
        // Hinted, the upright line keeps exact area; the turned one is a path, as in Chromium.
        #expect(try modes(upright, hinted: true) == [.area])
        #expect(try modes(turned, hinted: true) == [])
        #expect(try modes(upright, hinted: false) == [])
    }

    /// The text-hinting feature script beside Chromium's picture of it (SVGTextHintingTests):
    /// by samples it stays as close, since hinted glyphs keep their exact area.
    @Test func textDrawnBySamplesStaysAsChromiumDrawsIt() throws {
        let folder = FeatureScriptTests.folder
        let script = try ShapeScript(contentsOf: folder.appendingPathComponent("text-hinting.svg"), options: options(.samples))
        let actual = try script.render(background: .white)
        let expected = try Image(contentsOf: folder.appendingPathComponent("text-hinting.chromium.png"))
        let result = try ImageDiff().compare(expected, actual)
        #expect(result.mismatchedPixels <= 130, "\(result.mismatchedPixels) pixels differ from Chromium's")
    }

    /// Tests/LaminaScriptTests/Scripts/hairlines.svg (strokes of a pixel and less: a curve,
    /// slanted lines, square and round caps, dashes, beside a 2-pixel line) drawn by headless
    /// Chromium 156 as an `<img>` on white is hairlines.chromium.png. Skia draws a pen at most a
    /// pixel across as an antialiased hairline, lighter than its outline filled: so do scripts
    /// (``ScriptOptions/drawsHairlines``), and no pixel differs by more than 13 levels (resvg's
    /// picture by 13 as well); filling the outlines, 209 pixels differ by more than 8, by up to 70.
    @Test func hairlinesAreDrawnAsChromiumDrawsThem() throws {
        let folder = FeatureScriptTests.folder
        let expected = try Image(contentsOf: folder.appendingPathComponent("hairlines.chromium.png"))
        func differing(_ hairlines: Bool) throws -> (pixels: Int, largest: Int) {
            var options = ScriptOptions()
            options.drawsHairlines = hairlines
            let script = try ShapeScript(contentsOf: folder.appendingPathComponent("hairlines.svg"), options: options)
            return difference(expected, try script.render(background: .white))
        }
        let hairlines = try differing(true), outlines = try differing(false)
        #expect(hairlines.largest <= 16, "hairlines: \(hairlines)")
        #expect(hairlines.pixels <= 40, "hairlines: \(hairlines)")
        #expect(outlines.pixels >= 150, "outlines: \(outlines)")
    }

    /// Slanted edges, a circle and an even-odd star, filled by resvg 0.44 (tiny-skia's
    /// supersampling) and by Lamina, compared pixel by pixel (not forgiving antialiased pixels,
    /// as pixelmatch does): by samples they differ in a few edge pixels by one sample (tiny-skia's
    /// rounding), by exact area in most edge pixels. (Strokes and free curves are left out:
    /// Lamina cuts them into chords a little unlike Skia's fixed-point steps.)
    @Test(.enabled("needs python3 and PyPI (pip install resvg-cli)") { ResvgOracle.isAvailable })
    func samplesAgreeWithResvgPixelForPixel() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="120" height="90">
              <path d="M8 10.37 L70 14 L30 60 Z" fill="#246"/>
              <circle cx="88" cy="30" r="20.3" fill="#c42"/>
              <path d="M60 50 L72 86 L42 64 H78 L48 86 Z" fill="#84c" fill-rule="evenodd"/>
            </svg>
            """
        let oracle = try ResvgOracle.shared.get()
        let source = try ResvgOracle.folder().appendingPathComponent("sampled-antialiasing.svg")
        try Data(svg.utf8).write(to: source)
        let reference = try ResvgOracle.folder().appendingPathComponent("sampled-antialiasing.resvg.png")
        try oracle.render(source, zoom: 1, to: reference)
        let expected = try Image(contentsOf: reference)
        func differing(_ mode: Antialiasing) throws -> (pixels: Int, largest: Int) {
            difference(expected, try ScriptTest.load(svg, options: options(mode)).render(background: .white))
        }
        let samples = try differing(.samples), area = try differing(.area)
        #expect(samples.pixels <= 24, "by samples: \(samples)")
        #expect(samples.largest <= 16, "by samples: \(samples)")
        #expect(area.pixels >= 100, "by area: \(area)")
    }
}
