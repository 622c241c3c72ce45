// The lighting primitives on small images, with the exact bytes SVG 1.1 §15.14 and §15.22 give
// (worked out by hand below): the Sobel normals and their border factors, Lambert and
// Blinn–Phong terms, the three lights, lighting-color in linear light, and the budget.
import Foundation
import Testing
@testable import LaminaRender

@Suite struct FilterLightingTests {
    /// A `width × height` image of alpha `alpha(x, y)` (black).
    private func surface(_ width: Int, _ height: Int, _ alpha: (Int, Int) -> UInt32) throws -> Image {
        var image = try Image(width: width, height: height)
        for y in 0..<height { for x in 0..<width { image.setPixel(x: x, y: y, alpha(x, y) << 24) } }
        return image
    }

    /// `input` lit by `lighting` over its whole area, `toPixels` mapping points to pixels.
    private func lit(_ input: Image, _ lighting: FilterLighting, space: FilterColorSpace = .sRGB,
                     toPixels: CGAffineTransform = .identity) throws -> Image {
        let region = CGRect(x: 0, y: 0, width: input.width, height: input.height).applying(toPixels.inverted())
        return try input.filtered(by: Filter([FilterPrimitive(.lighting(lighting), colorSpace: space)], region: region),
                                  toPixels: toPixels)
    }

    private let overhead = FilterLight.distant(azimuth: 0, elevation: 90)

    /// Whether `value` is within a few float ulps of `expected`.
    private func close(_ value: Float?, _ expected: Float) -> Bool {
        guard let value else { return false }
        return abs(value - expected) <= 1e-6 * max(1, abs(expected))
    }

    @Test func sobelNormalsUseTheSpecsFactorsInsideAlongEdgesAndAtCorners() throws {
        // An opaque step at x ≥ 2 of a 5 × 5 image, surfaceScale 2: inside,
        // Nx = −(1 + 2 + 1)·255 · 1/4 · 2/255 = −2; along the top edge the kernel has two rows,
        // −(2 + 1)·255 · 1/3 · 2/255 = −2 again.
        let step = try surface(5, 5) { x, _ in x >= 2 ? 255 : 0 }.pixels.map { Int32($0 >> 24) }
        step.withUnsafeBufferPointer { a in
            let inside = FilterLighting.normal(a, 5, 5, 2, 2, surfaceScale: 2)
            #expect(close(inside?.x, -2) && inside?.y == 0 && inside?.z == 1)
            let top = FilterLighting.normal(a, 5, 5, 2, 0, surfaceScale: 2)
            #expect(close(top?.x, -2) && top?.y == 0)
            #expect(FilterLighting.normal(a, 5, 5, 0, 2, surfaceScale: 2) == nil)  // columns 0 and 1: flat
            #expect(close(FilterLighting.normal(a, 5, 5, 1, 2, surfaceScale: 2)?.x, -2))
        }
        // One opaque corner pixel: at the corner the kernel is 2 × 2 with factor 2/3, so
        // Nx = Ny = 2·255 · 2/3 / 255 = 4/3. Below it, on the left edge, the factors are 1/2
        // across (Nx = 255 · 1/2 / 255) and 1/3 down (Ny = 2·255 · 1/3 / 255).
        let corner = try surface(4, 4) { x, y in x == 0 && y == 0 ? 255 : 0 }.pixels.map { Int32($0 >> 24) }
        corner.withUnsafeBufferPointer { a in
            let normal = FilterLighting.normal(a, 4, 4, 0, 0, surfaceScale: 1)
            #expect(close(normal?.x, 4 / 3) && close(normal?.y, 4 / 3))
            let below = FilterLighting.normal(a, 4, 4, 0, 1, surfaceScale: 1)
            #expect(close(below?.x, 1 / 2) && close(below?.y, 2 / 3))
        }
    }

    @Test func aFlatSurfaceUnderADistantLightGivesTheConstantTimesNDotL() throws {
        // N = (0, 0, 1), L·N = sin 30° = 0.5: 0.5 · 0.5 · (200, 100, 40) = (50, 25, 10), opaque.
        let color = Color(red255: 200, green255: 100, blue255: 40)
        let light = FilterLight.distant(azimuth: 70, elevation: 30)
        let image = try lit(surface(4, 4) { _, _ in 255 },
                            FilterLighting(.diffuse(constant: 0.5), light: light, surfaceScale: 7, color: color))
        #expect(Set(image.pixels) == [0xFF32_190A])
        // A slope facing the light: the step's inside normal (−1, 0, 1)/√2 against a light from
        // −x (azimuth 180°, elevation 0) gives 1/√2: 255 · 0.7071 = 180.3.
        let step = try lit(surface(5, 5) { x, _ in x >= 2 ? 255 : 0 },
                           FilterLighting(.diffuse(constant: 1), light: .distant(azimuth: 180, elevation: 0)))
        #expect(step.pixel(x: 2, y: 2) == 0xFF_B4B4B4)
        #expect(step.pixel(x: 2, y: 0) == 0xFF_B4B4B4)  // the top edge's factor 1/3 gives the same slope
        #expect(step.pixel(x: 0, y: 2) == 0xFF00_0000)  // flat, lit edge-on: N·L = 0
    }

    @Test func specularHighlightsTakeTheirAlphaFromTheBrightestChannel() throws {
        // L = (1, 0, 0), H = (1, 0, 1): N·H/|H| = 1/√2, squared 0.5, times 0.4 = 0.2 of
        // (200, 100, 50) = (40, 20, 10); alpha is the largest channel, 40.
        let color = Color(red255: 200, green255: 100, blue255: 50)
        let image = try lit(surface(3, 3) { _, _ in 0 },
                            FilterLighting(.specular(constant: 0.4, exponent: 2), light: .distant(azimuth: 0, elevation: 0),
                                           color: color))
        #expect(Set(image.pixels) == [0x2828_140A])
    }

    @Test func pointLightsSitInTheDrawingsCoordinatesScaledToPixels() throws {
        // A light 1.5 points above (1, 1) at 2 pixels per point: 3 pixels above pixel (2, 2).
        // Four pixels to the right, L = (−4, 0, 3)/5 and N·L = 0.6: 255 · 0.6 = 153.
        let lighting = FilterLighting(.diffuse(constant: 1), light: .point(FilterLight.Position(x: 1, y: 1, z: 1.5)))
        let image = try lit(surface(7, 5) { _, _ in 0 }, lighting, toPixels: CGAffineTransform(scaleX: 2, y: 2))
        #expect(image.pixel(x: 2, y: 2) == 0xFFFF_FFFF)
        #expect(image.pixel(x: 6, y: 2) == 0xFF99_9999)
    }

    @Test func spotsFallOffWithTheirExponentAndStopAtTheCone() throws {
        // A spot 4 pixels above (2, 2) shining straight down. Three pixels aside, −L·S = 0.8:
        // the light is round(255 · 0.8) = 204, times N·L = 0.8 gives 163. Two pixels aside,
        // 4/√20 = 0.894: 228, then 204. A 30° cone (cos 0.866) keeps the second, not the first.
        let down = FilterLight.spot(FilterLight.Position(x: 2, y: 2, z: 4), pointsAt: FilterLight.Position(x: 2, y: 2),
                                    specularExponent: 1, limitingConeAngle: nil)
        let image = try lit(surface(6, 5) { _, _ in 0 }, FilterLighting(.diffuse(constant: 1), light: down))
        #expect(image.pixel(x: 2, y: 2) == 0xFFFF_FFFF)
        #expect(image.pixel(x: 5, y: 2) == 0xFFA3_A3A3)
        #expect(image.pixel(x: 4, y: 2) == 0xFFCC_CCCC)
        guard case .spot(let at, let target, let exponent, _) = down else { return }
        let coned = FilterLight.spot(at, pointsAt: target, specularExponent: exponent, limitingConeAngle: -30)
        let cut = try lit(surface(6, 5) { _, _ in 0 }, FilterLighting(.diffuse(constant: 1), light: coned))
        #expect(cut.pixel(x: 5, y: 2) == 0xFF00_0000)
        #expect(cut.pixel(x: 4, y: 2) == 0xFFCC_CCCC)
    }

    @Test func theLightingColorIsConvertedToLinearLight() throws {
        // Grey 128 is 55 in linear light; lit at full strength it comes back as 128. Used as
        // it stands, it would come back as sRGB of linear 128: 188.
        let grey = Color(red255: 128, green255: 128, blue255: 128)
        let image = try lit(surface(3, 3) { _, _ in 0 },
                            FilterLighting(.diffuse(constant: 1), light: overhead, color: grey), space: .linearRGB)
        #expect(Set(image.pixels) == [0xFF80_8080])
    }

    @Test func imagesNarrowerThanThreePixelsStayTransparent() throws {
        let image = try lit(surface(2, 5) { _, _ in 255 }, FilterLighting(.diffuse(constant: 1), light: overhead))
        #expect(image.pixels.allSatisfy { $0 == 0 })
    }

    @Test func lightingSpendsItsCostFromTheBlurBudget() throws {
        let canvas = try Canvas(width: 10, height: 10)
        try canvas.beginGroup()
        let group = try canvas.takeGroup()
        canvas.blurPixelsLeft = 1000
        let lighting = FilterPrimitive(.lighting(FilterLighting(.specular(constant: 1, exponent: 1), light: overhead)))
        _ = try canvas.filtered(group, by: [Filter([lighting], region: CGRect(x: 0, y: 0, width: 10, height: 10))])
        // The primitive's 100 pixels, and twice that for the lighting itself.
        #expect(canvas.blurPixelsLeft == 1000 - 100 * (1 + FilterLighting.costPerPixel))
    }
}
