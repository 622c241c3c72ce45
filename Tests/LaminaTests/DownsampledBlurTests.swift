// Large filter blurs on a shrunken copy (Image+DownsampledBlur.swift): the box size chosen for
// the small image, and how close the result stays to the full-size passes.
import Foundation
import Testing
@testable import LaminaRender

@Suite struct DownsampledBlurTests {
    @Test func passVariancesAddTheBoxes() {
        #expect(BoxBlur.variance(of: BoxBlur.passesIfAny(boxSize: 1)) == 0)
        #expect(BoxBlur.variance(of: BoxBlur.passes(boxSize: 3)) == 2)      // three boxes of 3: 3 · 8/12
        #expect(BoxBlur.variance(of: BoxBlur.passes(boxSize: 4)) == 4.5)    // boxes 4, 4, 5: (15 + 15 + 24)/12
    }

    /// σ 20 (d = 38: boxes 38, 38, 39, variance 367.2) shrunk by 3 needs 40.6 on the small
    /// image: three boxes of 13 give 42 (9 · 42 + 2.17 = 380.2), the closest of the candidates.
    /// σ 12 (d = 23, variance 132) shrunk by 2 needs 32.8: boxes 12, 12 (one before, one after
    /// the pixel) and 11 give 33.8 (136.3), closer than 11, 11, 13's 34 and SVG's 30 for 11.
    @Test func theSmallPassesSpreadAsTheFullSizeOnes() {
        func sizes(_ d: Int, _ factor: Int) -> [[Int]] {
            BoxBlur.reducedPasses(d, factor: factor).map { [$0.before, $0.after] }
        }
        #expect(sizes(38, 3) == [[6, 6], [6, 6], [6, 6]])
        #expect(sizes(23, 2) == [[6, 5], [5, 6], [5, 5]])
        #expect(sizes(38, 1) == [[19, 18], [18, 19], [19, 19]])
        #expect(sizes(0, 4).isEmpty)
    }

    /// Below σ 12 nothing is shrunk: the pixels are the full-size passes', exactly.
    @Test func smallDeviationsKeepTheFullSizePasses() throws {
        let image = try Self.scene(width: 90, height: 70)
        var blurred = image
        try blurred.blur(sigmaX: 11.9, sigmaY: 6)
        var exact = image
        BoxBlur.blurPixels(&exact.pixels, width: 90, height: 70, sigmaX: 11.9, sigmaY: 6)
        #expect(blurred.pixels == exact.pixels)
    }

    /// A rectangle at the edge, a 2-pixel line and a checkerboard, blurred at σ 12…40 in sRGB and
    /// linearRGB: every channel within 4 levels of the full-size passes more than 2σ from the
    /// edges, 12 near them (where a last block reaching past the image holds what the full-size
    /// passes cut off), 0.8 on average; premultiplied values kept valid.
    @Test(arguments: [(12.0, 12.0), (20.0, 20.0), (40.0, 17.0), (25.0, 0.0), (3.0, 30.0)] as [(Double, Double)])
    func largeBlursStayCloseToTheFullSizePasses(sigmaX: Double, sigmaY: Double) throws {
        let (width, height) = (241, 163)
        let image = try Self.scene(width: width, height: height)
        let (sx, sy) = (CGFloat(sigmaX), CGFloat(sigmaY))
        let spaces: [(FilterColorSpace, FilterColorSpace)] = [(.sRGB, .sRGB), (.linearRGB, .linearRGB), (.linearRGB, .sRGB)]
        for (space, target) in spaces {
            var blurred = image
            try blurred.blur(sigmaX: sx, sigmaY: sy, from: .sRGB, in: space, to: target)
            var exact = image.converted(from: .sRGB, to: space)
            BoxBlur.blurPixels(&exact.pixels, width: width, height: height, sigmaX: sx, sigmaY: sy)
            exact.convert(from: space, to: target)
            var largest = 0, inside = 0, total = 0
            // More than 2σ from the edges, where the passes cut what they spread at the same
            // places in both (the small image's last block may reach past the image).
            let (marginX, marginY) = (Int(2 * sx), Int(2 * sy))
            for (index, (p, q)) in zip(blurred.pixels, exact.pixels).enumerated() {
                let (x, y) = (index % width, index / width)
                let far = x >= marginX && x < width - marginX && y >= marginY && y < height - marginY
                for shift in stride(from: UInt32(0), to: 32, by: 8) {
                    let difference = abs(Int(p >> shift & 0xFF) - Int(q >> shift & 0xFF))
                    largest = max(largest, difference)
                    if far { inside = max(inside, difference) }
                    total += difference
                }
                let a = p >> 24
                #expect(p >> 16 & 0xFF <= a && p >> 8 & 0xFF <= a && p & 0xFF <= a)
            }
            let mean = Double(total) / Double(4 * width * height), label = "σ \(sigmaX) × \(sigmaY) in \(space) to \(target)"
            #expect(largest <= 12, "\(label): largest difference \(largest)")
            #expect(mean < 0.8, "\(label): mean difference \(mean)")
            // Compared in sRGB, a level of a dark linear value is up to 13 levels.
            if space == target { #expect(inside <= 4, "\(label): largest difference inside \(inside)") }
        }
    }

    /// A blur along rows only leaves the rows above and below a bar transparent.
    @Test func aBlurAlongOneAxisStaysOnIt() throws {
        var image = try Image(width: 200, height: 30)
        for y in 10..<20 { for x in 80..<120 { image.setPixel(x: x, y: y, 0xFF20_80E0) } }
        try image.blur(sigmaX: 30, sigmaY: 0)
        #expect((0..<200).allSatisfy { image.pixel(x: $0, y: 9) == 0 && image.pixel(x: $0, y: 20) == 0 })
        #expect(image.pixel(x: 100, y: 10) == image.pixel(x: 100, y: 19))
        #expect(image.alpha(100, 15) > 100 && image.alpha(100, 15) < 255)
    }

    /// Opaque blue, a rectangle reaching the left and top edges, a 2-pixel diagonal line and a
    /// checkerboard of half-transparent orange.
    private static func scene(width: Int, height: Int) throws -> Image {
        var image = try Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                if x < width / 3, y < height / 2 { image.setPixel(x: x, y: y, 0xFF20_50B0) }
                if abs(x - y - width / 3) <= 1 { image.setPixel(x: x, y: y, 0xFFFF_FFFF) }
                if x > width * 2 / 3, y > height / 3, (x / 7 + y / 7) % 2 == 0 { image.setPixel(x: x, y: y, 0x8080_4000) }
            }
        }
        return image
    }
}
