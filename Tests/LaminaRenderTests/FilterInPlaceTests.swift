// The in-place evaluation of filter graphs (FilterResults.swift) and the fast paths it feeds: a
// result read several times keeps its values for every reader, an offset moves pixels within
// its own buffer in every direction, the vector Porter–Duff compositing and its division by 255
// give the scalar formula's numbers, and an alpha-only image blurs its plane to the same values
// as blurring its pixels.
import Foundation
import Testing
@testable import LaminaRender

@Suite struct FilterInPlaceTests {
    /// A `width × height` image of pseudo-random pixels from `seed` (premultiplied when
    /// `valid`, else any four bytes).
    private func noise(_ width: Int, _ height: Int, seed: UInt64, valid: Bool = true) throws -> Image {
        var state = seed
        var pixels: [UInt32] = []
        for _ in 0..<width * height {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let bits = UInt32(truncatingIfNeeded: state >> 32)
            guard valid else { pixels.append(bits); continue }
            let a = bits >> 24
            func channel(_ shift: UInt32) -> UInt32 { (bits >> shift & 0xFF) * a / 255 << shift }
            pixels.append(a << 24 | channel(16) | channel(8) | channel(0))
        }
        return try Image(width: width, height: height, pixels: pixels)
    }

    /// A filter over the whole `width × height`-point image, in sRGB.
    private func filter(_ primitives: [FilterPrimitive], _ width: Int, _ height: Int) -> Filter {
        Filter(primitives, region: CGRect(x: 0, y: 0, width: width, height: height))
    }

    @Test func theVectorDivisionBy255IsExactAndClamped() {
        for start in stride(from: 0, to: 300_000, by: 4) {
            let x = SIMD4<UInt32>(UInt32(start), UInt32(start + 1), UInt32(start + 2), UInt32(start + 3))
            let expected = SIMD4<UInt32>(min(x[0] / 255, 255), min(x[1] / 255, 255), min(x[2] / 255, 255),
                                         min(x[3] / 255, 255))
            guard Image.dividedBy255(x) == expected else {
                Issue.record("⌊x / 255⌋ from \(start): \(Image.dividedBy255(x)), expected \(expected)")
                return
            }
        }
    }

    @Test func porterDuffOperatorsGiveTheScalarFormulaOnEveryPixel() throws {
        // 7 × 3: 21 pixels, five vectors of four and one pixel on its own; any bytes.
        let first = try noise(7, 3, seed: 1, valid: false), second = try noise(7, 3, seed: 2, valid: false)
        let factors: [(FilterCompositeOperator, (UInt32, UInt32) -> (UInt32, UInt32))] = [
            (.over, { a1, _ in (255, 255 - a1) }), (.in, { _, a2 in (a2, 0) }), (.out, { _, a2 in (255 - a2, 0) }),
            (.atop, { a1, a2 in (a2, 255 - a1) }), (.xor, { a1, a2 in (255 - a2, 255 - a1) }),
        ]
        for (op, factor) in factors {
            let result = first.composited(op, with: second)
            for i in first.pixels.indices {
                let p = first.pixels[i], q = second.pixels[i]
                let (f1, f2) = factor(p >> 24, q >> 24)
                var expected: UInt32 = 0
                for shift: UInt32 in [0, 8, 16, 24] {
                    expected |= min(((p >> shift & 0xFF) * f1 + (q >> shift & 0xFF) * f2 + 127) / 255, 255) << shift
                }
                #expect(result.pixels[i] == expected, "\(op) at pixel \(i)")
            }
        }
    }

    @Test func anOffsetMovesWithinItsBufferInEveryDirection() throws {
        let source = try noise(6, 5, seed: 3)
        for dx in [-7, -2, 0, 3, 6] {
            for dy in [-5, -1, 0, 2, 9] {
                let moved = source.offset(dx: CGFloat(dx), dy: CGFloat(dy))
                for y in 0..<5 {
                    for x in 0..<6 {
                        let (fromX, fromY) = (x - dx, y - dy)
                        let inside = (0..<6).contains(fromX) && (0..<5).contains(fromY)
                        let expected = inside ? source.pixel(x: fromX, y: fromY) : 0
                        #expect(moved.pixel(x: x, y: y) == expected, "(\(dx), \(dy)) at (\(x), \(y))")
                    }
                }
            }
        }
    }

    @Test func aResultReadManyTimesKeepsItsValuesForEachReader() throws {
        let source = try noise(5, 4, seed: 4)
        let moved = source.offset(dx: 1, dy: 1)
        let graph = filter([
            FilterPrimitive(.offset(CGSize(width: 1, height: 1)), input: .sourceGraphic, result: "moved",
                            colorSpace: .sRGB),
            // Reads "moved" twice in one primitive, then twice more below.
            FilterPrimitive(.composite(.xor, .named("moved")), input: .named("moved"), result: "x", colorSpace: .sRGB),
            FilterPrimitive(.colorMatrix(Array(repeating: 0.5, count: 20)), input: .named("moved"), colorSpace: .sRGB),
            FilterPrimitive(.offset(CGSize(width: -1, height: 0)), input: .named("unknown"), result: "x",
                            colorSpace: .sRGB),
            FilterPrimitive(.merge([.named("moved"), .named("x"), .sourceGraphic]), colorSpace: .sRGB),
        ], 5, 4)
        // (The xor result's name is taken over by the fourth primitive: nothing reads it.)
        let matrix = moved.colorMatrixApplied(Array(repeating: 0.5, count: 20))
        let shifted = matrix.offset(dx: -1, dy: 0)  // an unknown name reads the previous result
        let expected = source.composited(.over, with: shifted.composited(.over, with: moved))
        #expect(try source.filtered(by: graph) == expected)
    }

    @Test func theSourceGraphicInLinearLightServesEveryReadAndSRGBReadsStayUnconverted() throws {
        let source = try noise(4, 4, seed: 5)
        let graph = filter([
            FilterPrimitive(.colorMatrix(FilterEffect.luminanceToAlphaMatrix), input: .sourceGraphic, result: "l1"),
            FilterPrimitive(.composite(.in, .sourceGraphic), input: .sourceGraphic, result: "l2"),
            FilterPrimitive(.composite(.atop, .sourceGraphic), input: .sourceGraphic, result: "s", colorSpace: .sRGB),
            FilterPrimitive(.merge([.named("l1"), .named("l2"), .named("s"), .sourceGraphic])),
        ], 4, 4)
        let linear = source.converted(from: .sRGB, to: .linearRGB)
        let l1 = linear.colorMatrixApplied(FilterEffect.luminanceToAlphaMatrix)
        let l2 = linear.composited(.in, with: linear)
        let s = source.composited(.atop, with: source).converted(from: .sRGB, to: .linearRGB)
        var expected: Image = linear.composited(.over, with: s.composited(.over, with: l2.composited(.over, with: l1)))
        expected.convert(from: .linearRGB, to: .sRGB)
        #expect(try source.filtered(by: graph) == expected)
    }

    @Test func anAlphaOnlyImageBlursItsPlaneToThePixelBlursValues() throws {
        var alphas = try noise(23, 17, seed: 6)
        for i in alphas.pixels.indices { alphas.pixels[i] &= 0xFF00_0000 }
        #expect(alphas.isAlphaOnly)
        for (sx, sy) in [(CGFloat(3), CGFloat(3)), (2, 0), (0, 5.5), (4, 2)] {
            var plane = alphas
            try plane.blur(sigmaX: sx, sigmaY: sy, from: .sRGB, in: .linearRGB, to: .linearRGB)
            var pixels = alphas.pixels
            BoxBlur.blurPixels(&pixels, width: 23, height: 17, sigmaX: sx, sigmaY: sy)
            #expect(plane.pixels == pixels, "σ (\(sx), \(sy))")
        }
        var coloured = alphas
        coloured.pixels[300] |= 0x0000_0001
        #expect(!coloured.isAlphaOnly)
    }
}
