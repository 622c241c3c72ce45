// Patterns and gradients pixel by pixel: tile placement under each unit system, viewBox,
// patternTransform and href inheritance; cycles, empty tiles and fallbacks; the tile budget;
// straight-alpha stops, inherited currentColor, focal cones and fr beyond r.
import Foundation
import Lamina
@testable import LaminaScript
import Testing

@Suite struct PaintServerTests {
    static let red: UInt32 = 0xFFFF_0000, blue: UInt32 = 0xFF00_00FF, green: UInt32 = 0xFF00_8000

    /// `body` drawn into a `width` × `height` script at `scale`, with its warnings.
    static func render(_ body: String, width: Int = 8, height: Int = 8, scale: CGFloat = 1,
                       limits: ScriptLimits = ScriptLimits()) throws -> (Image, [String]) {
        var options = ScriptOptions()
        options.scale = scale
        options.limits = limits
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)">
            \(body)
            </svg>
            """, options: options)
        return (try script.render(), script.warnings.map(\.description))
    }

    /// The pixels at `points` (x, y).
    static func pixels(_ image: Image, _ points: [(Int, Int)]) -> [UInt32] {
        points.map { image.pixels[$0.1 * image.width + $0.0] }
    }

    @Test func aUserSpaceTileRepeatsOnWholePixels() throws {
        let body = """
            <pattern id="p" patternUnits="userSpaceOnUse" width="4" height="4">
              <rect width="2" height="2" fill="#f00"/></pattern>
            <rect width="8" height="8" fill="url(#p)"/>
            """
        let (image, warnings) = try Self.render(body)
        #expect(warnings.isEmpty)
        #expect(Self.pixels(image, [(0, 0), (1, 1), (2, 0), (0, 2), (4, 4), (5, 1), (6, 6), (3, 7)])
                == [Self.red, Self.red, 0, 0, Self.red, Self.red, 0, 0])
        // At 2× the tile is rendered at 8 × 8 pixels: as sharp, twice as many pixels.
        let (double, _) = try Self.render(body, scale: 2)
        #expect(Self.pixels(double, [(3, 3), (4, 3), (11, 11), (12, 12)]) == [Self.red, 0, Self.red, 0])
    }

    @Test func boxUnitsPercentagesTransformAndChildrenComeThroughHref() throws {
        // A 4 × 2 tile (50 % and 0.5 of the 8 × 4 box) moved right by 1: blue at x 1…3 and 5…7.
        let (image, warnings) = try Self.render("""
            <pattern id="base" width="50%" height="0.5" patternTransform="translate(1 0)">
              <rect width="2" height="2" fill="#00f"/></pattern>
            <pattern id="child" href="#base"/>
            <rect width="8" height="4" fill="url(#child)"/>
            """)
        #expect(warnings.isEmpty)
        #expect(Self.pixels(image, [(0, 0), (1, 0), (2, 3), (3, 0), (5, 1), (6, 2), (7, 0)])
                == [0, Self.blue, Self.blue, 0, Self.blue, Self.blue, 0])
        // An href cycle ends the chain where it would repeat: a takes b's size, b has the child.
        let (cycle, cycleWarnings) = try Self.render("""
            <pattern id="a" href="#b" patternUnits="userSpaceOnUse"/>
            <pattern id="b" href="#a" width="4" height="4"><rect width="2" height="2" fill="#00f"/></pattern>
            <rect width="8" height="8" fill="url(#a)"/>
            """)
        #expect(cycleWarnings.isEmpty)
        #expect(Self.pixels(cycle, [(1, 1), (3, 3), (5, 5)]) == [Self.blue, 0, Self.blue])
    }

    @Test func viewBoxAndContentUnitsPlaceTheContent() throws {
        // viewBox 0 0 2 2 in an 8 × 4 tile: scale 2, at the left (xMin) or the right (xMax).
        for (align, red) in [("xMinYMin", (1, 1)), ("xMaxYMax", (5, 1))] {
            let (image, _) = try Self.render("""
                <pattern id="p" patternUnits="userSpaceOnUse" width="8" height="4" viewBox="0 0 2 2"
                         preserveAspectRatio="\(align) meet"><rect width="1" height="1" fill="#f00"/></pattern>
                <rect width="8" height="4" fill="url(#p)"/>
                """)
            let other = red.0 == 1 ? (5, 1) : (1, 1)
            #expect(Self.pixels(image, [red, other, (red.0, 3)]) == [Self.red, 0, 0], "\(align)")
        }
        // patternContentUnits="objectBoundingBox" scales by the box (4 × 4) without moving to it.
        let (image, _) = try Self.render("""
            <pattern id="p" patternUnits="userSpaceOnUse" width="8" height="8"
                     patternContentUnits="objectBoundingBox"><rect x="0.5" y="0.5" width="0.5" height="0.5" fill="#f00"/></pattern>
            <rect x="2" y="2" width="4" height="4" fill="url(#p)"/>
            """)
        #expect(Self.pixels(image, [(3, 3), (2, 2), (4, 4), (5, 5)]) == [Self.red, Self.red, 0, 0])
    }

    @Test func aPatternInsideATileAndOnAStroke() throws {
        let (image, warnings) = try Self.render("""
            <pattern id="inner" patternUnits="userSpaceOnUse" width="2" height="2">
              <rect width="1" height="1" fill="#f00"/></pattern>
            <pattern id="outer" patternUnits="userSpaceOnUse" width="8" height="8">
              <rect width="4" height="4" fill="url(#inner)"/></pattern>
            <rect width="8" height="8" fill="url(#outer)"/>
            <line x1="0" y1="7" x2="8" y2="7" stroke="url(#inner)" stroke-width="2"/>
            """)
        #expect(warnings.isEmpty)
        #expect(Self.pixels(image, [(0, 0), (1, 0), (2, 2), (3, 3), (5, 1), (0, 6), (1, 6), (7, 7)])
                == [Self.red, 0, Self.red, 0, 0, Self.red, 0, 0])
    }

    @Test func cyclesEmptyTilesAndEmptyBoxesPaintNoneOrTheFallback() throws {
        let (cycle, cycleWarnings) = try Self.render("""
            <pattern id="p" patternUnits="userSpaceOnUse" width="4" height="4">
              <rect width="4" height="4" fill="url(#p)" stroke="#f00" stroke-width="2"/></pattern>
            <rect width="8" height="8" fill="url(#p)"/>
            """)
        #expect(cycleWarnings == ["test.svg:3:3: warning: paint: expected no reference cycle, found pattern \"#p\" "
                                  + "inside itself; painted as none"])
        #expect(Self.pixels(cycle, [(0, 2), (2, 2)]) == [Self.red, 0])  // the stroke shows, the fill does not

        // Two patterns that paint with each other: as resvg, the later one's reference back to
        // the earlier one is dropped wherever the drawing starts.
        let (mutual, mutualWarnings) = try Self.render("""
            <pattern id="p1" patternUnits="userSpaceOnUse" width="4" height="4">
              <rect width="4" height="4" fill="url(#p2)"/><rect width="1" height="1" fill="#f00"/></pattern>
            <pattern id="p2" patternUnits="userSpaceOnUse" width="4" height="4">
              <rect width="4" height="4" fill="url(#p1)"/><rect x="2" width="1" height="1" fill="#00f"/></pattern>
            <rect width="8" height="4" fill="url(#p1)"/>
            <rect y="4" width="8" height="4" fill="url(#p2)"/>
            """)
        #expect(mutualWarnings == ["test.svg:5:3: warning: fill: expected no reference cycle, found pattern \"#p1\" "
                                   + "referring back to \"#p2\"; painted as none"])
        #expect(Self.pixels(mutual, [(0, 0), (2, 0), (0, 4), (2, 4)]) == [Self.red, Self.blue, 0, Self.blue])

        let (empty, emptyWarnings) = try Self.render("""
            <pattern id="zero" patternUnits="userSpaceOnUse" width="0" height="4"><rect width="4" height="4"/></pattern>
            <pattern id="negative" patternUnits="userSpaceOnUse" width="-4" height="4"><rect width="4" height="4"/></pattern>
            <rect width="4" height="8" fill="url(#zero) red"/>
            <rect x="4" width="4" height="8" fill="url(#negative)"/>
            """)
        #expect(emptyWarnings == ["test.svg:3:54: warning: width: expected a length ≥ 0, found \"-4\"; ignored"])
        #expect(Self.pixels(empty, [(1, 1), (5, 5)]) == [0, 0])

        // A horizontal line has no height: objectBoundingBox units cannot apply, the fallback does.
        let (line, lineWarnings) = try Self.render("""
            <pattern id="p" width="1" height="1"><rect width="4" height="4" fill="#f00"/></pattern>
            <line x1="0" y1="4" x2="8" y2="4" stroke="url(#p) #008000" stroke-width="2"/>
            <line x1="0" y1="1" x2="8" y2="1" stroke="url(#p)" stroke-width="2"/>
            """)
        #expect(lineWarnings.isEmpty)
        #expect(Self.pixels(line, [(2, 4), (2, 1)]) == [Self.green, 0])
    }

    /// A tile's render counts as at least 64 × 64 pixels against the raster limit, so that
    /// thousands of tiny nested tiles cannot cost more time than the limits allow; a tile
    /// shared by shapes counts once.
    @Test func tilesSpendTheRasterBudget() throws {
        let body = """
            <pattern id="p" patternUnits="userSpaceOnUse" width="2" height="2"><rect width="1" height="1"/></pattern>
            <rect width="8" height="8" fill="url(#p)"/>
            """
        var limits = ScriptLimits()
        limits.maxRasterPixels = 64 * 64 - 1
        #expect(throws: ScriptDiagnostic.self) { try Self.render(body, limits: limits) }
        do { _ = try Self.render(body, limits: limits) } catch let error as ScriptDiagnostic {
            #expect(error.description == "test.svg:3:1: error: expected at most 4095 pixels of gradient and mask "
                    + "rasters, found more (fewer or smaller gradient- or pattern-filled or masked shapes, or a lower scale)")
        }
        limits.maxRasterPixels = 64 * 64
        #expect(throws: Never.self) { try Self.render(body, limits: limits) }
        // Shapes sharing a tile at one density share its image: rendered and counted once.
        #expect(throws: Never.self) { try Self.render(body + "\n<rect x=\"4\" width=\"4\" height=\"4\" fill=\"url(#p)\"/>",
                                                      limits: limits) }
        // A tile in box units differs with the box: each shape renders its own.
        let boxes = """
            <pattern id="p" width="0.5" height="0.5"><rect width="1" height="1"/></pattern>
            <rect width="8" height="8" fill="url(#p)"/>
            <rect width="4" height="4" fill="url(#p)"/>
            """
        #expect(throws: ScriptDiagnostic.self) { try Self.render(boxes, limits: limits) }
        limits.maxRasterPixels = 2 * 64 * 64
        #expect(throws: Never.self) { try Self.render(boxes, limits: limits) }
    }

    /// A nearly singular patternTransform makes tiles into slivers reaching farther than Cairo
    /// can draw: nothing is drawn, and the file renders.
    @Test func aNearlySingularPatternTransformDrawsNothing() throws {
        for transform in ["skewX(89.9999)", "matrix(1 1e-300 1e-300 1e-300 0 0)"] {
            let (image, warnings) = try Self.render("""
                <pattern id="p" patternUnits="userSpaceOnUse" width="4" height="4" patternTransform="\(transform)">
                  <rect width="2" height="2" fill="#f00"/></pattern>
                <rect width="8" height="8" fill="url(#p)"/>
                """, scale: 2)
            #expect(warnings.isEmpty)
            #expect(image.pixels.allSatisfy { $0 == 0 }, "\(transform)")
        }
    }

    @Test func stopsInterpolateWithStraightAlpha() throws {
        // Pixel centres 0.5, 1.5 and 2.5 fall at t = 0, 0.5 and 1: halfway from transparent
        // white to black is 50 % grey at half opacity (premultiplied interpolation gave black).
        let (image, _) = try Self.render("""
            <linearGradient id="g" gradientUnits="userSpaceOnUse" x1="0.5" x2="2.5">
              <stop offset="0" stop-color="white" stop-opacity="0"/><stop offset="1" stop-color="black"/></linearGradient>
            <rect width="3" height="1" fill="url(#g)"/>
            """, width: 3, height: 1)
        let half = Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5).premultipliedARGB32
        #expect(image.pixels == [0, half, 0xFF00_0000])
    }

    @Test func stopsTakeCurrentColorFromTheGradientsAncestors() throws {
        let (image, _) = try Self.render("""
            <g color="#0000ff"><linearGradient id="g"><stop offset="0" stop-color="currentColor"/></linearGradient></g>
            <rect width="8" height="8" fill="url(#g)" color="#ff0000"/>
            """)
        #expect(Self.pixels(image, [(4, 4)]) == [Self.blue])
    }

    @Test func radialGradientsFollowSVG2() throws {
        // A focal point outside the circle makes a cone: points outside it have no colour.
        let cone = ResolvedGradient.Kind.radial(center: .zero, radius: 1, focal: CGPoint(x: 2, y: 0), focalRadius: 0)
        #expect(GradientRaster.parameter(cone, at: CGPoint(x: 2, y: 1.5)) == nil)
        // The circle at t is centred at 2 − 2t with radius t: the origin lies on the circles at
        // t = 2/3 and t = 2, and the larger wins (then padded to the last stop).
        #expect(GradientRaster.parameter(cone, at: .zero) == 2)
        // fr 0.7 beyond r 0.5: the circles shrink towards t = 1, so the middle is the last stop.
        let (image, _) = try Self.render("""
            <radialGradient id="g" fr="0.7"><stop offset="0" stop-color="black"/><stop offset="1" stop-color="#00f"/></radialGradient>
            <rect width="8" height="8" fill="url(#g)"/>
            """)
        #expect(Self.pixels(image, [(4, 4), (3, 3)]) == [Self.blue, Self.blue])
        // A singular gradientTransform is as if absent.
        let (plain, _) = try Self.render("""
            <linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>
            <rect width="8" height="8" fill="url(#g)"/>
            """)
        let (singular, _) = try Self.render("""
            <linearGradient id="g" gradientTransform="scale(0)"><stop offset="0" stop-color="red"/>
              <stop offset="1" stop-color="blue"/></linearGradient>
            <rect width="8" height="8" fill="url(#g)"/>
            """)
        #expect(singular.pixels == plain.pixels)
    }
}
