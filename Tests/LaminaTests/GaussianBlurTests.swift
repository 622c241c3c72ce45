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
}
