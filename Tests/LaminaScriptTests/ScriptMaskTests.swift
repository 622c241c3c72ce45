// Masks and clip paths in whole scripts: gradient content, mask-type, a mask on a <mask>,
// reference cycles broken as resvg breaks them, <use> inside <clipPath>, clip-path and mask on
// the root <svg>, and the raster budget nested masks spend.
import Foundation
import Lamina
import Testing
@testable import LaminaScript

@Suite struct ScriptMaskTests {
    /// The alpha (0…255) of the pixel at x, y of `image`.
    private func alpha(_ image: Image, _ x: Int, _ y: Int) -> UInt32 {
        (image.pixel(x: x, y: y) ?? 0) >> 24
    }

    /// A 40 × 20 script: a white rectangle over it all masked by `mask` (its content and
    /// attributes given), with `extra` definitions.
    private func masked(_ maskAttributes: String, _ content: String, extra: String = "") -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">
          \(extra)
          <mask id="m" \(maskAttributes)>\(content)</mask>
          <rect width="40" height="20" fill="white" mask="url(#m)"/>
        </svg>
        """
    }

    /// Half-transparent red: luminance 0.2125 × alpha 0.5 masks to 27/255; its alpha to 128/255.
    private let halfRed = #"<rect width="40" height="20" fill="red" fill-opacity="0.5"/>"#

    @Test func maskTypeChoosesLuminanceOrAlpha() throws {
        for (attributes, expected) in [("", 27), ("mask-type=\"luminance\"", 27), ("mask-type=\"alpha\"", 128),
                                       ("style=\"mask-type: alpha\"", 128)] as [(String, UInt32)] {
            let script = try ScriptTest.load(masked(attributes, halfRed))
            #expect(script.warnings.isEmpty, "\(attributes): \(script.warnings)")
            let image = try script.render()
            #expect(alpha(image, 20, 10) == expected, "\(attributes)")
            #expect(image.pixel(x: 20, y: 10) == expected * 0x01_01_01_01, "\(attributes): white, premultiplied")
        }
        // From a style sheet too; an invalid value is luminance, with one warning.
        let sheet = try ScriptTest.load(masked("", halfRed, extra: "<style>mask { mask-type: alpha }</style>"))
        #expect(alpha(try sheet.render(), 20, 10) == 128)
        let invalid = try ScriptTest.load(masked("mask-type=\"shadow\"", halfRed))
        #expect(alpha(try invalid.render(), 20, 10) == 27)
        #expect(invalid.warnings.map(\.description) == [
            "test.svg:3:16: warning: mask-type: expected one of alpha, luminance, found \"shadow\"; ignored",
        ])
    }

    /// A gradient from clear white to opaque black passes through half-transparent grey (stops
    /// mix with straight alpha, as in resvg and browsers), so as a mask it lets the middle
    /// through: luminance × alpha = (1 − t) × t, a quarter at t = ½, nothing at either end.
    @Test func gradientContentMasksByLuminanceTimesAlpha() throws {
        let gradient = """
            <linearGradient id="g"><stop offset="0" stop-color="white" stop-opacity="0"/>
            <stop offset="1" stop-color="black"/></linearGradient>
            """
        let image = try ScriptTest.load(masked("", #"<rect width="40" height="20" fill="url(#g)"/>"#,
                                               extra: gradient)).render()
        // Pixel 19's centre is t = 19.5 / 40: (1 − t) t × 255 = 63.7.
        #expect(alpha(image, 19, 10) == 64)
        #expect(alpha(image, 0, 10) <= 7 && alpha(image, 39, 10) <= 7)
        #expect(alpha(image, 10, 10) > 40 && alpha(image, 10, 10) < 50)  // t ≈ ¼: 3/16 × 255 = 47.8
    }

    /// `mask` on a `<mask>` masks that mask's content, for the same masked element: the two
    /// multiply. Here the left half through the top half leaves the top-left quarter.
    @Test func maskOnMaskMultiplies() throws {
        let script = try ScriptTest.load(masked(#"mask="url(#top)" mask-type="alpha""#,
                                                #"<rect width="20" height="20" fill="black"/>"#,
                                                extra: #"<mask id="top"><rect width="40" height="10" fill="white"/></mask>"#))
        #expect(script.warnings.isEmpty)
        let image = try script.render()
        #expect([alpha(image, 5, 5), alpha(image, 30, 5), alpha(image, 5, 15), alpha(image, 30, 15)] == [255, 0, 0, 0])
    }

    /// A mask used alike by many elements (same region, same place) is rasterised once: five
    /// shapes under one 10 × 10 mask fit a budget of 100 raster pixels. Moved, it is another.
    @Test func aMaskUsedAlikeIsRasterisedOnce() throws {
        var options = ScriptOptions()
        options.limits.maxRasterPixels = 100
        let same = String(repeating: #"<rect width="10" height="10" fill="red" mask="url(#m)"/>"#, count: 5)
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
              <mask id="m" maskUnits="userSpaceOnUse" x="0" y="0" width="10" height="10">
                <circle cx="5" cy="5" r="5" fill="white"/></mask>
              \(same)
            </svg>
            """
        let image = try ScriptTest.load(text, options: options).render()
        #expect([alpha(image, 5, 5), alpha(image, 0, 0)] == [255, 0])
        let moved = text.replacingOccurrences(of: "</svg>", with: #"<g transform="translate(1 0)">\#(same)</g></svg>"#)
        #expect(throws: ScriptDiagnostic.self) { try ScriptTest.load(moved, options: options).makeLayer() }
    }

    /// A chain of masks on masks is applied inside each raster, so 250 of them (deeper than the
    /// layer tree's 256 levels would allow as nested layers) render.
    @Test func aLongChainOfMasksOnMasksRenders() throws {
        var text = #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4">"#
        for i in 0..<250 {
            text += "<mask id='k\(i)' maskUnits='userSpaceOnUse'" + (i > 0 ? " mask='url(#k\(i - 1))'" : "")
                + "><rect width='4' height='\(i == 0 ? 2 : 4)' fill='white'/></mask>"
        }
        let image = try ScriptTest.load(text + "<rect width='4' height='4' mask='url(#k249)'/></svg>").render()
        #expect([alpha(image, 1, 1), alpha(image, 1, 3)] == [255, 0])
    }

    /// Rasters under a plain scale and translation are grown to whole output pixels, so they
    /// draw without resampling: x 1.3…5.2 at 2 px a unit plus 0.25 px is pixels 2.85…10.65, so the
    /// 9 pixels 2…11, from x 0.875.
    @Test func rastersSitOnThePixelGrid() throws {
        let area = CGRect(x: 1.3, y: 0, width: 3.9, height: 1)
        let absolute = CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0.25, ty: 0)
        let grid = try #require(ScriptLayerBuilder.onPixelGrid(area, absolute: absolute, scale: 1, density: 2))
        #expect(abs(grid.minX - 0.875) < 1e-9 && abs(grid.width - 4.5) < 1e-6 && grid.width < 4.5)
        #expect(Int((grid.width * 2).rounded(.up)) == 9)
        // Not under a rotation, a skew, an uneven stretch or a density capped below the scale's.
        #expect(ScriptLayerBuilder.onPixelGrid(area, absolute: CGAffineTransform(rotationAngle: 0.1), scale: 1,
                                               density: 1) == nil)
        #expect(ScriptLayerBuilder.onPixelGrid(area, absolute: CGAffineTransform(scaleX: 2, y: 1), scale: 1,
                                               density: 2) == nil)
        #expect(ScriptLayerBuilder.onPixelGrid(area, absolute: absolute, scale: 1, density: 1) == nil)
    }

    /// resvg's rule for masks that name each other: the later one's reference back to the
    /// earlier one is dropped, whichever the walk enters first; a mask inside itself is dropped.
    /// One warning per cycle, however many references it drops.
    @Test func referenceCyclesAreBrokenAsResvgBreaksThem() throws {
        // "#a" (first) is masked by "#b"; "#b"'s own mask names "#a" back and is dropped, so a
        // shape masked by "#b" shows "#b" alone: its left half.
        let pair = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">
              <mask id="a" mask="url(#b)"><rect width="40" height="10" fill="white"/></mask>
              <mask id="b" mask="url(#a)"><rect width="20" height="20" fill="white"/></mask>
              <rect width="40" height="20" fill="white" mask="url(#b)"/>
            </svg>
            """)
        let image = try pair.render()
        #expect([alpha(image, 5, 5), alpha(image, 30, 5), alpha(image, 5, 15), alpha(image, 30, 15)] == [255, 0, 255, 0])
        #expect(pair.warnings.map(\.description) == [
            "test.svg:3:3: warning: mask: expected no reference cycle, found \"#a\" referring back to \"#b\"; "
                + "not masked, nor is anything else in \"#b\" that names it",
        ])
        // Three shapes inside "#m" name "#m": each is drawn unmasked, with one warning.
        let inside = try ScriptTest.load(masked("", String(repeating: #"<rect width="40" height="20" fill="white" mask="url(#m)"/>"#,
                                                           count: 3)))
        #expect(alpha(try inside.render(), 20, 10) == 255)
        #expect(inside.warnings.map(\.description) == [
            "test.svg:3:17: warning: mask: expected no reference cycle, found \"#m\" inside itself; "
                + "not masked, nor is anything else in \"#m\" that names it",
        ])
    }

    /// A `<use>` inside a `<clipPath>` must name a shape or text directly (SVG 1.1 §14.3.5);
    /// one naming a group draws nothing, so the clip is empty and hides everything.
    @Test func useInsideClipPathMustNameAShape() throws {
        func clipped(_ target: String) throws -> ShapeScript {
            try ScriptTest.load("""
                <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
                  <defs><rect id="r" width="10" height="10"/><g id="g"><rect width="10" height="10"/></g></defs>
                  <clipPath id="c"><use href="#\(target)"/></clipPath>
                  <rect width="20" height="20" fill="red" clip-path="url(#c)"/>
                </svg>
                """)
        }
        let shape = try clipped("r")
        #expect(shape.warnings.isEmpty)
        #expect(try [alpha(shape.render(), 5, 5), alpha(shape.render(), 15, 15)] == [255, 0])
        let group = try clipped("g")
        #expect(try [alpha(group.render(), 5, 5), alpha(group.render(), 15, 15)] == [0, 0])
        #expect(group.warnings.map(\.description) == [
            "test.svg:3:20: warning: <use> inside <clipPath>: expected a reference to a shape or text, found <g>; skipped",
        ])
    }

    /// `clip-path` and `mask` on the root `<svg>` apply in its user space, inside the viewBox:
    /// here a 10-unit square of a 20-unit viewBox drawn at 40 px is 20 px.
    @Test func clipPathAndMaskOnTheRootSVG() throws {
        for attribute in [#"clip-path="url(#c)""#, #"mask="url(#m)""#] {
            let image = try ScriptTest.load("""
                <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 20 20" \(attribute)>
                  <clipPath id="c"><rect width="10" height="10"/></clipPath>
                  <mask id="m"><rect width="10" height="10" fill="white"/></mask>
                  <rect width="20" height="20" fill="blue"/>
                </svg>
                """).render()
            #expect([alpha(image, 19, 19), alpha(image, 20, 19), alpha(image, 19, 20)] == [255, 0, 0], "\(attribute)")
        }
    }

    /// Every raster costs ``ScriptLimits/workPerRaster`` besides its pixels, so thousands of
    /// tiny masks (a mask whose shapes are masked by a mask whose shapes are masked…, 2^n
    /// rasters) run out of the render budget rather than take seconds.
    @Test func everyMaskRasterCostsFixedWork() throws {
        func fanOut(_ depth: Int) -> String {
            var text = #"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1">"#
                + #"<mask id="f0"><rect width="1" height="1" fill="white"/></mask>"#
            for i in 1...depth {
                text += "<mask id='f\(i)'><rect width='1' height='1' fill='white' mask='url(#f\(i - 1))'/>"
                    + "<rect width='1' height='1' fill='white' mask='url(#f\(i - 1))'/></mask>"
            }
            return text + "<rect width='1' height='1' mask='url(#f\(depth))'/></svg>"
        }
        // 2^11 − 1 = 2047 rasters of at most 4 pixels each (327,520 work units of pixels), and
        // a budget that holds what loading took and 1,500 rasters' fixed cost.
        var options = ScriptOptions()
        let loadWork = try ScriptTest.load(fanOut(10)).loadWork
        options.limits.renderBudget.work = loadWork + 1_500 * ScriptLimits.workPerRaster
        let script = try ScriptTest.load(fanOut(10), options: options)
        #expect(throws: ScriptDiagnostic.self) { try script.makeLayer() }
        do { _ = try script.makeLayer() } catch let error as ScriptDiagnostic {
            #expect(error.message.hasPrefix("expected at most \(options.limits.renderBudget.work) work units"))
        } catch {}
        // Depth 9 is 1,023 rasters: within it.
        #expect(throws: Never.self) { try ScriptTest.load(fanOut(9), options: options).render() }
    }
}
