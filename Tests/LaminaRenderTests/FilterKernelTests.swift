// feConvolveMatrix and feDisplacementMap on images of a few pixels, with the exact values the
// formulas of Filter Effects 1 §9.13 and §9.15 give (rounded half up, as resvg rounds), each
// edge mode, the kernel's 180° rotation, preserveAlpha, bias, the validation of kernels and
// what a convolution costs the render budget.
import Foundation
import Testing
@testable import LaminaRender

@Suite struct FilterKernelTests {
    /// Opaque red, premultiplied.
    private let red: UInt32 = 0xFFFF_0000

    /// A one-row image of `pixels`.
    private func row(_ pixels: UInt32...) throws -> Image {
        try Image(width: pixels.count, height: 1, pixels: pixels)
    }

    /// `image` convolved by `kernel` (sRGB, over the whole image).
    private func convolve(_ image: Image, _ kernel: FilterConvolution?) throws -> [UInt32] {
        let kernel = try #require(kernel)
        let filter = Filter([FilterPrimitive(.convolveMatrix(kernel), colorSpace: .sRGB)],
                            region: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        return try image.filtered(by: filter).pixels
    }

    @Test func anIdentityKernelLeavesPixelsUnchanged() throws {
        let pixels: [UInt32] = [0xFF12_3456, 0x8040_2010, 0, 0x0101_0000, 0xFFFF_FFFF, 0x7F7F_0000, 0xC000_60C0, 0x1010_1010, 0]
        let image = try Image(width: 3, height: 3, pixels: pixels)
        let identity = FilterConvolution(columns: 3, rows: 3, values: [0, 0, 0, 0, 1, 0, 0, 0, 0])
        #expect(try convolve(image, identity) == pixels)
    }

    @Test func aBoxKernelReadsPastTheEdgesByEachEdgeMode() throws {
        let image = try row(red, 0, 0)
        func box(_ mode: FilterEdgeMode) -> FilterConvolution? {
            FilterConvolution(columns: 3, rows: 1, values: [1, 1, 1], edgeMode: mode)
        }
        // 2/3 of red is 170 (169.5 + 0.5 rounded down), 1/3 is 85.
        #expect(try convolve(image, box(.duplicate)) == [0xAAAA_0000, 0x5555_0000, 0])
        #expect(try convolve(image, box(.wrap)) == [0x5555_0000, 0x5555_0000, 0x5555_0000])
        #expect(try convolve(image, box(.none)) == [0x5555_0000, 0x5555_0000, 0])
    }

    @Test func theKernelIsRotatedAboutItsTarget() throws {
        // Target column 0: the window is x … x + 2 and its last cell carries the first value.
        let kernel = FilterConvolution(columns: 3, rows: 1, values: [1, 0, 0], targetX: 0)
        #expect(try convolve(try row(0, 0, red), kernel) == [red, red, red])
        #expect(try convolve(try row(red, 0, 0), kernel) == [0, 0, 0])
    }

    @Test func preserveAlphaConvolvesStraightColourUnderTheOwnAlpha() throws {
        let half: UInt32 = 0x8080_0000  // red at alpha 128: straight red 255
        let image = try row(half, half, half)
        let kept = FilterConvolution(columns: 3, rows: 1, values: [1, 1, 1], divisor: 6, preserveAlpha: true)
        // Straight red 0.5, times alpha 128/255: 64.
        #expect(try convolve(image, kept) == [0x8040_0000, 0x8040_0000, 0x8040_0000])
        let all = FilterConvolution(columns: 3, rows: 1, values: [1, 1, 1], divisor: 6)
        // Alpha too is halved: 64, and red with it.
        #expect(try convolve(image, all) == [0x4040_0000, 0x4040_0000, 0x4040_0000])
    }

    @Test func biasAddsToAlphaAndToColourTimesAlpha() throws {
        let kernel = FilterConvolution(columns: 1, rows: 1, values: [1], bias: 0.5)
        // Alpha 0.5 (128); colour 0.5 × 0.5 = 0.25 (64).
        #expect(try convolve(try row(0), kernel) == [0x8040_4040])
        // Colour gets bias × the unclamped alpha (1.5), then is clamped to the clamped alpha.
        #expect(try convolve(try row(red), kernel) == [0xFFFF_BFBF])
    }

    @Test func kernelsInErrorAreRefused() {
        #expect(FilterConvolution(columns: 3, rows: 3, values: [1, 2, 3]) == nil)
        #expect(FilterConvolution(columns: 0, rows: 3, values: []) == nil)
        #expect(FilterConvolution(columns: 3, rows: 1, values: [1, 1, 1], targetX: 3) == nil)
        #expect(FilterConvolution(columns: 3, rows: 1, values: [1, 1, 1], targetY: -1) == nil)
        #expect(FilterConvolution(columns: 3, rows: 1, values: [1, 1, 1], divisor: 0) == nil)
        #expect(FilterConvolution(columns: 1, rows: 1, values: [.nan]) == nil)
        // The divisor defaults to the sum, or 1 for a sum of 0 (after rounding to 1e-6).
        #expect(FilterConvolution(columns: 3, rows: 1, values: [1, 2, 3])?.divisor == 6)
        #expect(FilterConvolution(columns: 4, rows: 1, values: [0.1, 0.1, 0.1, -0.3])?.divisor == 1)
        #expect(FilterConvolution(columns: 4, rows: 2, values: Array(repeating: 1, count: 8))?.targetX == 2)
    }

    @Test func aConvolutionSpendsItsKernelSizeTimesThePixels() throws {
        let kernel = try #require(FilterConvolution(columns: 3, rows: 3, values: Array(repeating: 1, count: 9)))
        let canvas = try Canvas(width: 5, height: 4)
        try canvas.beginGroup()
        let group = try canvas.takeGroup()
        let before = canvas.blurPixelsLeft
        _ = try canvas.filtered(group, by: [Filter([FilterPrimitive(.convolveMatrix(kernel))],
                                                   region: CGRect(x: 0, y: 0, width: 5, height: 4))])
        // The region's 20 pixels for the primitive, and 9 cells for each.
        #expect(before - canvas.blurPixelsLeft == 20 + 20 * 9)
    }

    @Test func aTileStartsAtItsSubregionsCornerBeforeClamping() throws {
        let (a, b): (UInt32, UInt32) = (0xFF00_00FF, 0xFF00_FF00)
        // The subregion −1 … 2 is clamped to pixels 0 … 2, but tiles repeat from −1 (as resvg's).
        let graph = Filter([
            FilterPrimitive(.offset(.zero), subregion: CGRect(x: -1, y: 0, width: 3, height: 1), colorSpace: .sRGB),
            FilterPrimitive(.tile, colorSpace: .sRGB),
        ], region: CGRect(x: 0, y: 0, width: 6, height: 1))
        #expect(try row(a, b, a, a, a, a).filtered(by: graph).pixels == [b, a, b, a, b, a])
    }

    @Test func displacementMovesByTheMapsStraightChannels() throws {
        let a: UInt32 = 0xFF00_00FF, b: UInt32 = 0xFF00_FF00, c: UInt32 = 0xFFFF_0000
        let source = try row(a, b, c)
        func displace(_ map: UInt32, scale: CGFloat, x: FilterChannel = .red) throws -> [UInt32] {
            let graph = Filter([
                FilterPrimitive(.flood(Color(premultipliedARGB32: map)), result: "map", colorSpace: .sRGB),
                FilterPrimitive(.displacementMap(scale: scale, xChannel: x, yChannel: .green, .named("map")),
                                input: .sourceGraphic, colorSpace: .sRGB),
            ], region: CGRect(x: 0, y: 0, width: 3, height: 1))
            return try source.filtered(by: graph, toPixels: CGAffineTransform(scaleX: 2, y: 2)).pixels
        }
        // Green 128 (y) is 0.002 from the middle: no move. Red 1: (1 − ½) × 1 point × 2 pixels
        // = one pixel right of each; red 0 one pixel left.
        #expect(try displace(0xFFFF_8000, scale: 1) == [b, c, 0])
        #expect(try displace(0xFF00_8000, scale: 1) == [0, a, b])
        // The map is read unpremultiplied: red 128 at alpha 128 is full red (green 64 is 128).
        #expect(try displace(0x8080_4000, scale: 1) == [b, c, 0])
        // Alpha 128 does not move; blue 0 with scale 2 moves two pixels left.
        #expect(try displace(0x8080_4000, scale: 1, x: .alpha) == [a, b, c])
        #expect(try displace(0xFF00_8000, scale: 2, x: .blue) == [0, 0, a])
    }
}
