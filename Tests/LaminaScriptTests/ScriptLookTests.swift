// The look extensions of the shape script: text in a clip path, fonts measured, <replicate>,
// effect/backdrop-filter, rendering-mode, and `color` as the tint.
import Foundation
import Lamina
import Testing
@testable import LaminaScript

@Suite struct ScriptLookTests {
    /// The look nodes of a script, depth first.
    private func looks(_ script: ShapeScript) -> [(ResolvedCommon, ResolvedLookNode)] {
        func collect(_ node: ResolvedNode) -> [(ResolvedCommon, ResolvedLookNode)] {
            switch node {
            case .group(_, let children, _): return children.flatMap(collect)
            case .look(let common, let look):
                switch look {
                case .replicator(_, let children), .effect(_, let children):
                    return [(common, look)] + children.flatMap(collect)
                }
            case .shape, .image: return []
            }
        }
        return collect(script.root)
    }

    private func effects(_ text: String) throws -> [ResolvedEffect] {
        looks(try ScriptTest.load(text)).compactMap { if case .effect(let e, _) = $0.1 { e } else { nil } }
    }

    // MARK: Text

    @Test func measuredBaselineIsTheFontsAscent() throws {
        // DejaVu Sans: hhea ascender 1901 and descender 483 in 2048 units per em; Pango keeps
        // 1/1024 pt, which 20 pt × 1901/2048 = 18.564453125 fits exactly.
        let metrics = try Canvas.measureText("Hg", style: TextStyle(fontSize: 20))
        #expect(metrics.firstBaseline == 18.564453125)
        #expect(abs(metrics.height - 20 * (1901 + 483) / 2048) < 1.0 / 1024)
        #expect(try Canvas.measureText("", style: TextStyle()) == TextMetrics(width: 0, height: 0, firstBaseline: 0))
    }

    @Test func textClipsByItsGlyphs() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="60" height="40">
              <clipPath id="c"><text x="0" y="36" font-size="40" font-weight="bold" fill-opacity="0.2">I</text></clipPath>
              <rect width="60" height="40" fill="black" clip-path="url(#c)"/>
            </svg>
            """)
        let image = try script.render(background: .white)
        // Inside the bar of the "I" the clip is whole (the fill opacity does not matter in a clip).
        #expect(image.pixel(x: 6, y: 20) == 0xFF_00_00_00)
        #expect(image.pixel(x: 40, y: 20) == 0xFF_FF_FF_FF)
    }

    // MARK: Replicators

    @Test func replicateMapsOntoReplicatorLayer() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="60" height="10">
              <replicate instance-count="3" instance-transform="translate(20 0)" instance-delay="100ms"
                         instance-color="#ff0000" instance-alpha-offset="-0.25" instance-green-offset="0.5">
                <rect width="10" height="10" fill="white"/>
              </replicate>
            </svg>
            """)
        guard case .replicator(let r, let children)? = looks(script).first?.1 else {
            Issue.record("no replicator"); return
        }
        #expect(r.count == 3 && r.transform == CGAffineTransform(translationX: 20, y: 0) && r.delay == 0.1)
        #expect(r.color == .red && r.alphaOffset == -0.25 && r.greenOffset == 0.5 && r.redOffset == 0)
        #expect(children.count == 1)
        let image = try script.render(background: .white)
        // Instance k is white × (1, 0.5k, 0, 1 − 0.25k) over white, 20 points to the right:
        // (1, 0.5, 0) at 0.75 gives (255, 159.4, 63.75), (1, 1, 0) at 0.5 gives (255, 255, 127.5).
        // Cairo rounds through 16-bit colour and premultiplication: one level either way allowed.
        #expect(image.color(x: 5, y: 5) == Color(red: 1, green: 0, blue: 0))
        #expect(Self.near(image.pixel(x: 25, y: 5), [255, 159, 64]))
        #expect(Self.near(image.pixel(x: 45, y: 5), [255, 255, 128]))
        #expect(image.pixel(x: 15, y: 5) == 0xFF_FF_FF_FF)
        #expect(ScriptTest.strictError("<svg><replicate instance-count='2.5'/></svg>")?.description
                == "test.svg:1:17: error: instance-count: expected a whole number 0…10000, found \"2.5\"")
        #expect(ScriptTest.strictError("<svg><replicate instance-red-offset='2'/></svg>")?.description
                == "test.svg:1:17: error: instance-red-offset: expected a number −1…1, found \"2\"")
    }

    /// Every instance of a replicator counts against the drawn-element limit, so `<use>`s of a
    /// big replicator cannot build a layer tree of billions of nodes.
    @Test func replicatedCopiesCountAsDrawnElements() {
        // Each <use> draws itself, the replicator and 2 rectangles, then 9 more copies of the
        // rectangles: 22 elements, 44 for both. The file holds 7 elements, so a limit of 37
        // copies beyond them allows exactly 44.
        let text = "<svg><defs><replicate id='r' instance-count='10'><rect/><rect/></replicate></defs>"
            + "<use href='#r'/><use href='#r'/></svg>"
        var options = ScriptOptions()
        options.limits.maxDrawnElements = 36
        #expect(ScriptTest.error(text, options: options)?.description
                == "test.svg:1:12: error: expected at most 36 drawn elements more than the 7 the file holds "
                    + "(after <use> and <replicate> expansion), found more")
        options.limits.maxDrawnElements = 37
        #expect(throws: Never.self) { try ScriptTest.load(text, options: options) }
    }

    /// Whether an opaque pixel's red, green and blue are each within one level of `expected`.
    static func near(_ pixel: UInt32?, _ expected: [Int]) -> Bool {
        guard let pixel, pixel >> 24 == 0xFF else { return false }
        let channels = [Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF)]
        return zip(channels, expected).allSatisfy { abs($0 - $1) <= 1 }
    }

    // MARK: Effects

    @Test func effectsAndBackdropFiltersBecomeBlurEffects() throws {
        let found = try effects("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <rect x="1" y="2" width="30" height="20" rx="40" effect="dark"/>
              <rect width="10" height="10" style="backdrop-filter: blur(20px) saturate(180%)" ry="3"/>
              <rect width="10" height="10" effect="extra-light" backdrop-filter="blur(5px)" effect-tint="#ff000080"/>
              <g effect="light" vibrancy="true"><rect x="5" y="6" width="7" height="8"/><circle r="2"/></g>
            </svg>
            """)
        try #require(found.count == 4)
        #expect(found[0].area == CGRect(x: 1, y: 2, width: 30, height: 20))
        #expect(found[0].cornerRadius == 10)  // rx clamped to half the shorter side
        #expect(found[0].effect == BlurEffect(style: .dark) && !found[0].vibrant)
        #expect(found[1].effect == BlurEffect(blurRadius: 20, saturation: 1.8) && found[1].cornerRadius == 3)
        #expect(found[2].effect.blurRadius == 5 && found[2].effect.saturation == 1.8)
        #expect(found[2].effect.tintColor == Color(red: 1, green: 0, blue: 0, alpha: 128 / 255))
        #expect(found[3].effect == BlurEffect(style: .light) && found[3].vibrant)
        #expect(found[3].area == CGRect(x: 5, y: 6, width: 7, height: 8))
    }

    @Test func effectErrorsAndWarnings() throws {
        #expect(ScriptTest.strictError("<svg><rect backdrop-filter='blur(2px) sepia(1)'/></svg>")?.description
                == "test.svg:1:12: error: backdrop-filter: expected blur(…) or saturate(…) (other filter functions "
                + "are not supported), found \"sepia\"")
        #expect(ScriptTest.strictError("<svg><rect effect='ultra'/></svg>")?.description
                == "test.svg:1:12: error: effect: expected none, light, extra-light or dark, found \"ultra\"")
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg">
              <g effect="dark"><circle r="3"/></g>
              <circle r="3" effect="dark"/>
              <g vibrancy="true" rendering-mode="template"/>
            </svg>
            """)
        #expect(script.warnings.map(\.description) == [
            "test.svg:2:3: warning: <g> effect: expected a <rect> child giving the blurred area, found none; "
                + "drawn as a plain group",
            "test.svg:3:3: warning: <circle>: effect and backdrop-filter apply to <rect> and <g>; ignored",
            "test.svg:4:3: warning: <g>: vibrancy and effect-tint need an effect or backdrop-filter; ignored",
            "test.svg:4:3: warning: <g>: rendering-mode applies to <image>; ignored",
        ])
    }

    @Test func effectBlursTheBackdropInsideItsRect() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">
              <rect width="20" height="20" fill="black"/>
              <rect x="20" width="20" height="20" fill="white"/>
              <rect x="10" width="20" height="20" backdrop-filter="blur(3px)"/>
            </svg>
            """)
        let image = try script.render(background: .white)
        // Outside the effect the edge stays sharp; inside, the blur spreads it into greys.
        #expect(image.pixel(x: 9, y: 10) == 0xFF_00_00_00)
        #expect(image.pixel(x: 30, y: 10) == 0xFF_FF_FF_FF)
        let mid = try #require(image.color(x: 19, y: 10))
        #expect(mid.red > 0.3 && mid.red < 0.7, "\(mid)")
    }

    @Test func hostileLookValuesAreErrors() throws {
        let long = String(repeating: "a", count: ScriptResolver.maxTextCharacters + 1)
        #expect(ScriptTest.error("<svg><text>\(long)</text></svg>")?.description
                == "test.svg:1:6: error: <text>: expected at most 10000 characters, found 10001")
        #expect(ScriptTest.strictError("<svg><text font-size='1e999'>a</text></svg>") != nil)
    }

    // MARK: Tint

    @Test func rootPropertiesInheritAndMatchDescendantSelectors() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" fill="red" font-size="30">
              <style>svg .b { fill: blue }</style>
              <rect width="10" height="10"/>
              <rect class="b" x="10" width="10" height="10"/>
              <text>a</text>
            </svg>
            """)
        let image = try script.render()
        #expect(image.color(x: 5, y: 5) == .red)
        #expect(image.color(x: 15, y: 5) == .blue)
        func shapes(_ node: ResolvedNode) -> [ResolvedShape] {
            switch node {
            case .group(_, let children, _): return children.flatMap(shapes)
            case .shape(_, let shape): return shape.fill == nil && shape.stroke == nil ? [] : [shape]
            case .image, .look: return []
            }
        }
        guard let text = shapes(script.root).last else { Issue.record("no text"); return }
        #expect(text.path == (try Canvas.textOutline("a", style: TextStyle(fontSize: 30)).path))
        guard case .color(let fill)? = text.fill else { Issue.record("no fill"); return }
        #expect(fill == .red)
    }

    @Test func colorIsTheTintThatRecoloursEverything() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="30" height="10" color="red">
              <rect width="10" height="10" fill="currentColor"/>
              <rect x="10" width="10" height="10" fill="currentColor" color="#00ff00"/>
              <g tint-adjustment="dimmed"><rect x="20" width="10" height="10" fill="currentColor"/></g>
            </svg>
            """)
        #expect(script.tintColor == .red)
        let layer = try script.makeLayer()
        #expect(layer.tintColor == .red)
        var image = try Renderer().render(layer)
        #expect(image.color(x: 5, y: 5) == .red)
        #expect(image.color(x: 15, y: 5) == Color(red: 0, green: 1, blue: 0))
        // Dimmed red: grey 0.5 + (0.2126 − 0.5) / 2 = 0.3563, byte 91.
        #expect(image.pixel(x: 25, y: 5) == 0xFF_5B_5B_5B)
        // UIKit's tint: changing the root's colour recolours everything that did not set its own.
        layer.tintColor = .blue
        image = try Renderer().render(layer)
        #expect(image.color(x: 5, y: 5) == .blue)
        #expect(image.color(x: 15, y: 5) == Color(red: 0, green: 1, blue: 0))
        // Without a tint of its own the script takes the tree's default (system blue).
        layer.tintColor = nil
        image = try Renderer().render(layer)
        #expect(image.color(x: 5, y: 5) == .systemBlue)
    }

    @Test func renderingModeMakesImagesTemplates() throws {
        // A 1 × 1 opaque red PNG.
        let png = try Image(width: 1, height: 1, pixels: [0xFF_FF_00_00]).pngData().base64EncodedString()
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="30" height="10" color="#0000ff">
              <image href="data:image/png;base64,\(png)" width="10" height="10" rendering-mode="template"/>
              <image href="data:image/png;base64,\(png)" x="10" width="10" height="10" rendering-mode="original"/>
              <image href="data:image/png;base64,\(png)" x="20" width="10" height="10" rendering-mode="template"
                     color="lime"/>
            </svg>
            """)
        let image = try script.render()
        #expect(image.color(x: 5, y: 5) == .blue)
        #expect(image.color(x: 15, y: 5) == .red)
        #expect(image.color(x: 25, y: 5) == Color(red: 0, green: 1, blue: 0))
        #expect(ScriptTest.strictError("<svg><image rendering-mode='always'/></svg>")?.description
                == "test.svg:1:13: error: rendering-mode: expected auto, original or template, found \"always\"")
    }

    /// `mix-blend-mode` sets the layer's compositing filter from CSS only: it has no
    /// presentation attribute, so the attribute is not a property.
    @Test func mixBlendModeComesFromCSSOnly() throws {
        let script = try ScriptTest.load("""
            <svg width="10" height="10"><style>.s { mix-blend-mode: screen }</style>
              <rect width="4" height="4" style="mix-blend-mode: color-dodge"/>
              <rect width="4" height="4" class="s"/>
              <rect width="4" height="4" mix-blend-mode="multiply"/>
            </svg>
            """)
        func shapes(_ layer: Layer) -> [Layer] {
            (layer is ShapeLayer ? [layer] : []) + (layer.sublayers ?? []).flatMap(shapes)
        }
        #expect(shapes(try script.makeLayer()).map(\.compositingFilter) == [.colorDodge, .screen, .normal])
        #expect(script.warnings.isEmpty)
    }

    /// `paint-order` puts the stroke beneath the fill when the stroke comes first (or after
    /// markers only); it is inherited, and an invalid value is an error naming it.
    @Test func paintOrderPutsTheStrokeBeneathTheFill() throws {
        func colours(_ order: String) throws -> [String] {
            let script = try ScriptTest.load("""
                <svg width="10" height="10"><g paint-order="\(order)">
                  <rect width="4" height="4" fill="lime" stroke="blue"/></g></svg>
                """)
            func shapes(_ layer: Layer) -> [ShapeLayer] {
                ((layer as? ShapeLayer).map { [$0] } ?? []) + (layer.sublayers ?? []).flatMap(shapes)
            }
            return try shapes(script.makeLayer()).map { $0.fillColor != nil ? "fill" : "stroke" }
        }
        #expect(try colours("normal") == ["fill"])  // one layer: fill, then stroke
        #expect(try colours("stroke") == ["stroke", "fill"])
        #expect(try colours("markers stroke") == ["stroke", "fill"])
        #expect(try colours("fill stroke") == ["fill"])
        #expect(ScriptTest.strictError("<svg><rect paint-order='stroke stroke'/></svg>")?.message
                == "paint-order: expected normal, or fill, stroke and markers in the order they are painted, found \"stroke stroke\"")
    }
}
