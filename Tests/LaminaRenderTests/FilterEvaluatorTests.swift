// Filter graphs on small images, with the exact numbers each primitive must give (computed by
// hand from SVG 1.1 §15 and the sRGB transfer function), and their limits.
import Foundation
import Testing
@testable import LaminaRender

@Suite struct FilterEvaluatorTests {
    /// A `width × height` transparent image with one premultiplied pixel set at (x, y).
    private func image(_ width: Int, _ height: Int, _ pixel: UInt32 = 0, at x: Int = 0, _ y: Int = 0) throws -> Image {
        var image = try Image(width: width, height: height)
        image.setPixel(x: x, y: y, pixel)
        return image
    }

    /// A filter over the whole `size`-point image.
    private func filter(_ primitives: FilterPrimitive..., size: Int = 5) -> Filter {
        Filter(primitives, region: CGRect(x: 0, y: 0, width: size, height: size))
    }

    @Test func colorTablesFollowTheSRGBTransferFunction() {
        #expect(FilterColorTables.linear[0] == 0 && FilterColorTables.linear[255] == 255)
        #expect(FilterColorTables.linear[128] == 55)  // ((128/255 + 0.055)/1.055)^2.4 = 0.2159
        #expect(FilterColorTables.linear[64] == 13)
        #expect(FilterColorTables.sRGB[55] == 128)
        #expect(FilterColorTables.sRGB[0] == 0 && FilterColorTables.sRGB[255] == 255)
    }

    @Test func floodFillsTheSubregionInTheGivenSpace() throws {
        let half = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        let sub = CGRect(x: 1, y: 1, width: 2, height: 2)
        let srgb = try image(5, 5).filtered(by: filter(FilterPrimitive(.flood(half), subregion: sub, colorSpace: .sRGB)))
        #expect(srgb.pixel(x: 1, y: 1) == 0x8080_0000)  // a = 128, r = 255 · 128 / 255
        #expect(srgb.pixel(x: 2, y: 2) == 0x8080_0000)
        #expect(srgb.pixel(x: 0, y: 0) == 0 && srgb.pixel(x: 3, y: 3) == 0)
        // A mid grey computed in linear light comes back to the same grey.
        let grey = Color(red: 128 / 255, green: 128 / 255, blue: 128 / 255, alpha: 1)
        let linear = try image(2, 2).filtered(by: filter(FilterPrimitive(.flood(grey)), size: 2))
        #expect(linear.pixel(x: 1, y: 1) == 0xFF80_8080)
    }

    @Test func offsetMovesByWholePixelsOfTheScale() throws {
        let source = try image(5, 5, 0xFF00_FF00, at: 1, 1)
        let moved = try source.filtered(by: filter(FilterPrimitive(.offset(CGSize(width: 1, height: 0.5)))),
                                        toPixels: CGAffineTransform(scaleX: 2, y: 2))
        // 1 point is 2 pixels across, 0.5 point 1 pixel down.
        #expect(moved.pixel(x: 3, y: 2) == 0xFF00_FF00)
        #expect(moved.pixel(x: 1, y: 1) == 0)
    }

    @Test func compositeOperatorsCombinePremultipliedChannels() throws {
        let a: UInt32 = 0xFF40_8000, b: UInt32 = 0x8000_0080
        func run(_ op: FilterCompositeOperator) throws -> UInt32? {
            let graph = Filter([
                FilterPrimitive(.flood(Color(premultipliedARGB32: b)), result: "b", colorSpace: .sRGB),
                FilterPrimitive(.composite(op, .named("b")), input: .sourceGraphic, colorSpace: .sRGB),
            ], region: CGRect(x: 0, y: 0, width: 1, height: 1))
            return try image(1, 1, a).filtered(by: graph).pixel(x: 0, y: 0)
        }
        #expect(try run(.over) == 0xFF40_8000)  // opaque over anything
        #expect(try run(.in) == 0x8020_4000)  // × 128/255
        #expect(try run(.out) == 0x7F20_4000)  // × 127/255
        #expect(try run(.atop) == 0x8020_4000)  // a·αb + b·(1 − 1)
        #expect(try run(.xor) == 0x7F20_4000)
        // k2 = 0.5, k3 = 1: half of the first plus the second, clamped to alpha.
        #expect(try run(.arithmetic(k1: 0, k2: 0.5, k3: 1, k4: 0)) == 0xFF20_4080)
    }

    @Test func smallDeviationsUseASampledGaussian() throws {
        let dot = try image(5, 5, 0xFF00_0000, at: 2, 2)
        let blurred = try dot.filtered(by: filter(FilterPrimitive(.gaussianBlur(standardDeviation: CGSize(width: 0.5,
                                                                                                         height: 0.5)))))
        // Weights of σ 0.5: 0.78657 at the centre, 0.10645 beside it; rows, then columns, rounded.
        #expect(blurred.pixel(x: 2, y: 2).map { $0 >> 24 } == 158)  // round(round(255 · 0.78657) · 0.78657)
        #expect(blurred.pixel(x: 3, y: 2).map { $0 >> 24 } == 21)  // round(27 · 0.78657)
    }

    /// A black dot at the centre of a 21 × 21 image, blurred by σ (`x`, `y`) points.
    private func blurredDot(_ x: CGFloat, _ y: CGFloat) throws -> Image {
        let dot = try image(21, 21, 0xFF00_0000, at: 10, 10)
        return try dot.filtered(by: filter(FilterPrimitive(.gaussianBlur(standardDeviation: CGSize(width: x, height: y))),
                                           size: 21))
    }

    @Test func deviationsArePerAxis() throws {
        // σ 3 along rows only: d = 6, boxes reaching 3, 2 and 3 pixels right (8 in all), none
        // up or down.
        let rows = try blurredDot(3, 0)
        #expect(rows.pixel(x: 10, y: 9) == 0 && rows.pixel(x: 10, y: 11) == 0)
        #expect((rows.pixel(x: 16, y: 10) ?? 0) >> 24 > 0)
        #expect(rows.pixel(x: 19, y: 10) == 0)
        // σ 5 along columns only (a release build once corrupted the heap on one-axis blurs).
        let columns = try blurredDot(0, 5)
        #expect(columns.pixel(x: 9, y: 10) == 0 && columns.pixel(x: 11, y: 10) == 0)
        #expect((columns.pixel(x: 10, y: 14) ?? 0) >> 24 > 0)
    }

    @Test func tileRepeatsTheInputSubregionFromItsCorner() throws {
        // A 2 × 2 flood at (1, 1), its top-left pixel kept by an offset of (1, 1) clipped to the
        // flood's subregion, tiled across 6 × 6: every second pixel in both directions.
        let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
        let graph = Filter([
            FilterPrimitive(.flood(red), subregion: CGRect(x: 1, y: 1, width: 2, height: 2), colorSpace: .sRGB),
            FilterPrimitive(.offset(CGSize(width: 1.9, height: 1.9)), colorSpace: .sRGB),  // 1 pixel, truncated
            FilterPrimitive(.tile, colorSpace: .sRGB),
        ], region: CGRect(x: 0, y: 0, width: 6, height: 6))
        let tiled = try image(6, 6).filtered(by: graph)
        for y in 0..<6 {
            for x in 0..<6 {
                #expect(tiled.pixel(x: x, y: y) == (x % 2 == 0 && y % 2 == 0 ? 0xFFFF_0000 : 0), "(\(x), \(y))")
            }
        }
    }

    @Test func morphologyTakesTheBoxExtremumPerChannel() throws {
        // A 3 × 1 bar at x 2…4 of a 7 × 3 image; radius 1 px: a 2 × 2 box from one pixel before.
        var bar = try image(7, 3)
        for x in 2...4 { bar.setPixel(x: x, y: 1, 0xFF40_8020) }
        bar.setPixel(x: 3, y: 1, 0xFF80_4020)
        func run(_ dilate: Bool, _ radius: CGFloat) throws -> Image {
            try bar.filtered(by: filter(FilterPrimitive(.morphology(dilate: dilate, radius: CGSize(width: radius, height: radius)),
                                                        colorSpace: .sRGB), size: 7))
        }
        let thick = try run(true, 1)
        #expect(thick.pixel(x: 2, y: 1) == 0xFF40_8020)
        #expect(thick.pixel(x: 4, y: 1) == 0xFF80_8020)  // max of (3, 1) and (4, 1), channel by channel
        #expect(thick.pixel(x: 5, y: 2) == 0xFF40_8020)  // the box reaches one pixel left and up
        #expect(thick.pixel(x: 2, y: 0) == 0 && thick.pixel(x: 1, y: 1) == 0)
        // Eroding a one-pixel-high bar leaves nothing; a radius of 0 gives transparency too.
        #expect(try run(false, 1).pixels.allSatisfy { $0 == 0 })
        #expect(try run(true, 0).pixels.allSatisfy { $0 == 0 })
        #expect(try run(true, 1e300).pixels.allSatisfy { $0 == 0xFF80_8020 })  // the whole image in one box
    }

    @Test func namedResultsAndSourceAlphaFeedLaterPrimitives() throws {
        let source = try image(3, 1, 0x8040_2010, at: 0, 0)
        let graph = Filter([
            FilterPrimitive(.offset(CGSize(width: 2, height: 0)), input: .sourceAlpha, result: "moved"),
            FilterPrimitive(.merge([.sourceGraphic, .named("moved")]), colorSpace: .sRGB),
        ], region: CGRect(x: 0, y: 0, width: 3, height: 1))
        let result = try source.filtered(by: graph)
        #expect(result.pixel(x: 0, y: 0) == 0x8040_2010)
        #expect(result.pixel(x: 2, y: 0) == 0x8000_0000)  // black at the source's alpha
        #expect(result.pixel(x: 1, y: 0) == 0)
    }

    @Test func colorMatrixAndTransferWorkOnStraightValues() throws {
        let white = try image(1, 1, 0xFF80_8080)
        let toAlpha = Filter([FilterPrimitive(.colorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                                              0.2125, 0.7154, 0.0721, 0, 0]), colorSpace: .sRGB)],
                             region: CGRect(x: 0, y: 0, width: 1, height: 1))
        // Luminance of 128/255 grey is 128/255: alpha 128, colour 0.
        #expect(try white.filtered(by: toAlpha).pixel(x: 0, y: 0) == 0x8000_0000)
        let steps = Filter([FilterPrimitive(.componentTransfer(red: .discrete([0, 1]), green: .linear(slope: 0, intercept: 0.25),
                                                               blue: .identity, alpha: .table([0, 0.5])),
                                            colorSpace: .sRGB)], region: CGRect(x: 0, y: 0, width: 1, height: 1))
        // r: 128/255 falls in the second step → 1; g → 0.25 (64); alpha 1 → 0.5 (128); premultiplied.
        #expect(try white.filtered(by: steps).pixel(x: 0, y: 0) == 0x8080_2040)
    }

    @Test func anEmptyFilterHidesTheDrawingAndALongOneThrows() throws {
        let dot = try image(2, 2, 0xFFFF_FFFF)
        #expect(try dot.filtered(by: Filter([], region: CGRect(x: 0, y: 0, width: 2, height: 2))).pixels == [0, 0, 0, 0])
        let long = Filter(Array(repeating: FilterPrimitive(.offset(.zero)), count: Filter.maximumPrimitives + 1),
                          region: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(throws: RenderError.self) { try dot.filtered(by: long) }
    }

    /// A 10 × 10 canvas and a group holding a red 4 × 4 square, to filter.
    static func canvasWithRedSquareGroup() throws -> (Canvas, CanvasGroup) {
        let canvas = try Canvas(width: 10, height: 10)
        try canvas.beginGroup()
        try canvas.fill(BezierPath(rect: CGRect(x: 2, y: 2, width: 4, height: 4)), color: .red)
        return (canvas, try canvas.takeGroup())
    }

    @Test func filtersSpendTheBlurBudgetPerPrimitive() throws {
        let (canvas, group) = try Self.canvasWithRedSquareGroup()
        canvas.blurPixelsLeft = 250
        let blur = FilterPrimitive(.gaussianBlur(standardDeviation: CGSize(width: 2, height: 2)))
        let filter = Filter([blur, blur], region: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = try canvas.filtered(group, by: [filter])
        #expect(canvas.blurPixelsLeft == 50)
        #expect(throws: RenderError.tooManyBlurPixels(limit: Canvas.maximumBlurPixelsPerImage)) {
            _ = try canvas.filtered(group, by: [filter])
        }
    }

    /// A primitive that reads each pixel alone costs a third of a blurred pixel a pixel (3–5 ns
    /// against 13 ns): four Lottie Tint effects on a 3840 × 2160 frame (lottie-android's
    /// `truecosmos`) took 0.3 s and used to run out of the blur budget.
    @Test func pixelLocalPrimitivesCostAThirdOfABlurredPixel() throws {
        let (canvas, group) = try Self.canvasWithRedSquareGroup()
        canvas.blurPixelsLeft = 1000
        let identity: [CGFloat] = [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0]
        let matrix = FilterPrimitive(.colorMatrix(identity)), flood = FilterPrimitive(.flood(.blue))
        let region = CGRect(x: 0, y: 0, width: 10, height: 10)
        _ = try canvas.filtered(group, by: [Filter([matrix, flood], region: region)])
        #expect(canvas.blurPixelsLeft == 1000 - 34 - 34)
        _ = try canvas.filtered(group, by: [Filter([FilterPrimitive(.offset(CGSize(width: 1, height: 0)))], region: region)])
        #expect(canvas.blurPixelsLeft == 1000 - 68 - 100)
    }
}
