// The three-box Gaussian approximation (SVG feGaussianBlur) that shadows use.
import Foundation
import Testing
@testable import LaminaRender

@Suite struct GaussianBlurTests {
    @Test(arguments: [(0.0, 0), (1.0, 2), (2.0, 4), (3.0, 6), (10.0, 19)])
    func boxSizeFollowsSVG(sigma: Double, d: Int) {
        // d = floor(σ·3·√(2π)/4 + 0.5)
        #expect(BoxBlur.boxSize(sigma: CGFloat(sigma)) == d)
    }

    @Test func oddBoxesAreCentredAndEvenBoxesStraddle() {
        #expect(BoxBlur.passes(boxSize: 3).map { [$0.before, $0.after] } == [[1, 1], [1, 1], [1, 1]])
        #expect(BoxBlur.passes(boxSize: 4).map { [$0.before, $0.after] } == [[2, 1], [1, 2], [2, 2]])
    }

    @Test func blurKeepsTheTotalAndSpreadsSymmetrically() {
        var plane = [UInt8](repeating: 0, count: 41 * 41)
        plane[20 * 41 + 20] = 255
        BoxBlur.blur(&plane, width: 41, height: 41, sigma: 1)  // d = 2: boxes 2, 2, 3
        let total = plane.reduce(0) { $0 + Int($1) }
        #expect(abs(total - 255) <= 12)  // each pass rounds
        #expect(plane[20 * 41 + 17] == plane[20 * 41 + 23])
        #expect(plane[17 * 41 + 20] == plane[23 * 41 + 20])
        #expect(plane[20 * 41 + 20] > plane[20 * 41 + 21])
    }

    @Test func imageBlurKeepsPremultipliedChannelsValid() throws {
        var image = try Image(width: 20, height: 20)
        for y in 2..<18 { for x in 2..<18 { image.setPixel(x: x, y: y, Color(red: 1, green: 0.5, blue: 0, alpha: 0.8).premultipliedARGB32) } }
        let blurred = try image.gaussianBlurred(sigma: 2)
        for pixel in blurred.pixels {
            let a = pixel >> 24, r = pixel >> 16 & 0xFF, g = pixel >> 8 & 0xFF, b = pixel & 0xFF
            #expect(r <= a && g <= a && b <= a)
        }
        #expect(blurred.alpha(10, 10) == 204)       // the middle is still solid
        #expect(blurred.alpha(2, 10) < 204 && blurred.alpha(2, 10) > 60)  // the edge is soft
    }

    /// Converting colour spaces inside the blur's first and last sweeps gives exactly the
    /// pixels of converting before and after it: both axes, one axis, a sampled (σ < 2) axis,
    /// no blur, and flat runs beside varied pixels (the map remembers its last pixel).
    @Test(arguments: [(3.0, 3.0), (6.0, 0.0), (0.0, 2.5), (1.5, 4.0), (0.0, 0.0)])
    func fusedColorConversionsMatchSeparateOnes(sigmaX: Double, sigmaY: Double) throws {
        var image = try Image(width: 37, height: 23)
        var seed: UInt32 = 12345
        for i in image.pixels.indices where i % 37 > 12 {
            seed = seed &* 1_103_515_245 &+ 12345
            let a = seed >> 24, c = seed >> 8 & 0xFF
            image.pixels[i] = a << 24 | (c * a / 255) << 16 | (c / 2 * a / 255) << 8 | (255 - c) * a / 255
        }
        for i in image.pixels.indices where i % 37 <= 12 { image.pixels[i] = 0xC040_2010 }
        let (sx, sy) = (CGFloat(sigmaX), CGFloat(sigmaY))
        for (from, to) in [(FilterColorSpace.sRGB, FilterColorSpace.sRGB), (.sRGB, .linearRGB), (.linearRGB, .sRGB)] {
            var separate = image.converted(from: from, to: .linearRGB)
            try separate.blur(sigmaX: sx, sigmaY: sy)
            separate.convert(from: .linearRGB, to: to)
            var fused = image
            try fused.blur(sigmaX: sx, sigmaY: sy, from: from, in: .linearRGB, to: to)
            #expect(fused.pixels == separate.pixels, "σ \(sigmaX), \(sigmaY) from \(from) to \(to)")
        }
    }

    @Test func nonFiniteSigmaIsAnError() throws {
        let image = try Image(width: 2, height: 2)
        #expect(throws: RenderError.nonFinite("blur sigma")) { try image.gaussianBlurred(sigma: .nan) }
    }

    /// The reciprocal divider of the pixel blur equals rounded integer division for every box
    /// size up to 4097 at every quotient boundary a box of 8-bit values can reach.
    @Test func boxDividerIsExact() {
        for size in 1...4097 {
            let divide = BoxDivider(UInt32(size))
            for k in 0...256 {
                for sum in [k * size, k * size + size / 2 - 1, k * size + size / 2, k * size + size - 1]
                where sum >= 0 && sum <= 255 * size {
                    if divide(UInt32(sum)) != UInt32((sum + size / 2) / size) {
                        Issue.record("size \(size), sum \(sum): \(divide(UInt32(sum)))")
                        return
                    }
                }
            }
        }
    }

    /// The 16-bit lane divider equals rounded integer division for every sum a box of 2 … 181
    /// 8-bit values reaches (it first goes wrong at 186).
    @Test func narrowBoxDividerIsExactUpToItsLimit() {
        for size in 2...Int(NarrowBoxDivider.largestSize) {
            let divide = NarrowBoxDivider(UInt32(size))
            for sum in stride(from: 0, through: 255 * size, by: 8) {
                let sums = SIMD8<UInt16>((0..<8).map { UInt16(min(sum + $0, 255 * size)) })
                let expected = SIMD8<UInt16>((0..<8).map { UInt16((min(sum + $0, 255 * size) + size / 2) / size) })
                if divide(sums) != expected {
                    Issue.record("size \(size), sums from \(sum): \(divide(sums)) instead of \(expected)")
                    return
                }
            }
        }
    }

    /// The vector passes (four channels of a pixel, or four lines of a plane, per vector) give
    /// exactly what the passes written out one value at a time give, for boxes on both sides
    /// of the narrow divider's limit (181) and for images narrower than the box.
    @Test(arguments: [(2.0, 2.0), (3.3, 0.0), (0.0, 5.0), (10.0, 4.0), (100.0, 1.0), (1.0, 120.0)] as [(Double, Double)])
    func vectorPassesMatchTheScalarDefinition(sigmaX: Double, sigmaY: Double) throws {
        let (width, height) = (53, 37)
        var pixels = (0..<width * height).map { i -> UInt32 in
            let n = UInt32(truncatingIfNeeded: i &* 2_654_435_761)
            let a = n >> 24
            return a << 24 | min(n >> 16 & 0xFF, a) << 16 | min(n >> 8 & 0xFF, a) << 8 | min(n & 0xFF, a)
        }
        var expected = pixels
        var plane = pixels.map { UInt8(truncatingIfNeeded: $0 >> 8) }
        var expectedPlane = plane
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            var channel = pixels.map { UInt8(truncatingIfNeeded: $0 >> shift) }
            scalarBlur(&channel, width: width, height: height, sigmaX: sigmaX, sigmaY: sigmaY)
            for i in expected.indices {
                expected[i] = expected[i] & ~(0xFF << shift) | UInt32(channel[i]) << shift
            }
        }
        scalarBlur(&expectedPlane, width: width, height: height, sigmaX: sigmaX, sigmaY: sigmaY)
        BoxBlur.blurPixels(&pixels, width: width, height: height, sigmaX: sigmaX, sigmaY: sigmaY)
        BoxBlur.blur(&plane, width: width, height: height, sigmaX: sigmaX, sigmaY: sigmaY)
        #expect(pixels == expected)
        #expect(plane == expectedPlane)
    }

    /// SVG's three box passes, one value at a time, by the definition: each output is the
    /// rounded mean of the box (values outside the plane 0), rows first.
    private func scalarBlur(_ plane: inout [UInt8], width: Int, height: Int, sigmaX: Double, sigmaY: Double) {
        func run(_ d: Int, lines: Int, count: Int, index: (Int, Int) -> Int) {
            guard d > 1 else { return }
            for pass in BoxBlur.passes(boxSize: d) {
                let size = pass.before + pass.after + 1
                let source = plane
                for line in 0..<lines {
                    for i in 0..<count {
                        let window = max(i - pass.before, 0)...min(i + pass.after, count - 1)
                        let sum = window.reduce(0) { $0 + Int(source[index(line, $1)]) }
                        plane[index(line, i)] = UInt8((sum + size / 2) / size)
                    }
                }
            }
        }
        run(BoxBlur.boxSize(sigma: CGFloat(sigmaX)), lines: height, count: width) { $0 * width + $1 }
        run(BoxBlur.boxSize(sigma: CGFloat(sigmaY)), lines: width, count: height) { $1 * width + $0 }
    }
}
