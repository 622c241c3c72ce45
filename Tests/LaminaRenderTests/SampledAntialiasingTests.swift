// Antialiasing by samples (Antialiasing.samples, CLaminaRaster's LAMINA_ANTIALIAS_SAMPLES): Skia's
// sixteen samples per pixel, which resvg fills paths with, against exact area; each sample
// counted once however many parts of a shape cover it, so the stroker draws outlines that
// overlap themselves instead of leaving them to Cairo. And Skia's hairlines
// (Canvas.drawsHairlines), which Chromium and resvg draw strokes of a pixel or less as.
import Foundation
import LaminaGeometry
import LaminaTestSupport
import Testing
@testable import LaminaRender

@Suite struct SampledAntialiasingTests {
    /// Fills `path` in opaque black on a clear `width` × `height` canvas antialiased by `mode`.
    private func fill(_ path: BezierPath, _ mode: Antialiasing, rule: FillRule = .nonZero,
                      width: Int = 64, height: Int = 64) throws -> Image {
        let canvas = try Canvas(width: width, height: height)
        canvas.antialiasing = mode
        try canvas.fill(path, color: .black, rule: rule)
        return try canvas.makeImage()
    }

    private func alpha(_ image: Image, _ x: Int, _ y: Int) -> UInt32 { (image.pixel(x: x, y: y) ?? 0) >> 24 }

    @Test func anEdgeCoversTheSampleRowsBelowIt() throws {
        // The top edge at y = 20.37 leaves sample rows 20.375, 20.625 and 20.875 inside:
        // 64 + 64 + 63 of 255, as Chromium and resvg draw it; exact area gives 0.63.
        let path = BezierPath(rect: CGRect(x: 10, y: 20.37, width: 40, height: 30))
        #expect(alpha(try fill(path, .samples), 30, 20) == 191)
        #expect(alpha(try fill(path, .area), 30, 20) == 161)
        #expect(alpha(try fill(path, .samples), 30, 30) == 255)
    }

    @Test func aSlantedEdgeCountsTheSamplesRightOfIt() throws {
        // resvg 0.44 draws this triangle's left edge with 48 and 208 in row 40 (each sample 16):
        // the edge crosses the row's sample rows at x = 35.53, 35.86, 36.18 and 36.50, which
        // round to sample columns 35.5, 35.75, 36.25 and 36.5.
        var triangle = BezierPath()
        triangle.move(to: CGPoint(x: 10, y: 20.37))
        triangle.addLine(to: CGPoint(x: 190, y: 20.37))
        triangle.addLine(to: CGPoint(x: 100, y: 90))
        triangle.close()
        let image = try fill(triangle, .samples, width: 200, height: 100)
        #expect(alpha(image, 35, 40) == 48)
        #expect(alpha(image, 36, 40) == 208)
        #expect(alpha(image, 37, 40) == 255)
    }

    @Test func overlappingPartsCountEachSampleOnce() throws {
        // Two bands overlapping inside pixel column 10: x 10…10.5 and 10.25…10.75. Their union
        // covers three of its four sample columns; area coverage adds the two halves to 1.
        var bands = BezierPath(rect: CGRect(x: 10, y: 8, width: 0.5, height: 8))
        bands.append(BezierPath(rect: CGRect(x: 10.25, y: 8, width: 0.5, height: 8)))
        #expect(alpha(try fill(bands, .samples), 10, 12) == 192)
        #expect(alpha(try fill(bands, .area), 10, 12) == 255)
        // Even-odd: the overlap's sample column is wound twice, so outside.
        #expect(alpha(try fill(bands, .samples, rule: .evenOdd), 10, 12) == 128)
    }

    /// Strokes `path` in opaque black, `width` wide, on a clear 64 × 64 canvas that draws
    /// hairlines (or not).
    private func hairline(_ path: BezierPath, width: CGFloat = 1, cap: LineCap = .butt, hairlines: Bool = true) throws -> Image {
        let canvas = try Canvas(width: 64, height: 64)
        canvas.drawsHairlines = hairlines
        try canvas.stroke(path, color: .black, style: StrokeStyle(lineWidth: width, lineCap: cap))
        return try canvas.makeImage()
    }

    @Test func aPenOfAPixelOrLessIsAHairlineWhenTheCanvasAsks() throws {
        // At 45°, a hairline splits each column's 255 between two rows, where the outline of a
        // 1-pixel pen covers √2 pixels of each column; half a pixel wide, half the alpha.
        var diagonal = BezierPath()
        diagonal.move(to: CGPoint(x: 10, y: 10.3))
        diagonal.addLine(to: CGPoint(x: 50, y: 50.3))
        func column(_ image: Image, _ x: Int) -> Int {
            (0..<64).reduce(0) { $0 + Int((image.pixel(x: x, y: $1) ?? 0) >> 24) }
        }
        let thin = try hairline(diagonal), thinner = try hairline(diagonal, width: 0.5)
        for x in [20, 30, 40] {
            #expect(abs(column(thin, x) - 255) <= 2, "column \(x): \(column(thin, x))")
            #expect(abs(column(thinner, x) - 127) <= 2, "column \(x): \(column(thinner, x))")
        }
        let wide = try hairline(diagonal, width: 1.01)  // wider than a pixel: the outline
        #expect(column(wide, 30) > 340)
        #expect(column(try hairline(diagonal, hairlines: false), 30) > 340)
        // A square cap moves each end out by half a pixel, a round one by π/8.
        var line = BezierPath()
        line.move(to: CGPoint(x: 10, y: 20.5))
        line.addLine(to: CGPoint(x: 20, y: 20.5))
        let butt = try hairline(line), square = try hairline(line, cap: .square), round = try hairline(line, cap: .round)
        #expect(butt.pixel(x: 9, y: 20) == 0 && butt.pixel(x: 10, y: 20) == 0xFF00_0000 && butt.pixel(x: 20, y: 20) == 0)
        #expect((square.pixel(x: 9, y: 20) ?? 0) >> 24 == 127 && (square.pixel(x: 20, y: 20) ?? 0) >> 24 == 127)
        #expect((round.pixel(x: 9, y: 20) ?? 0) >> 24 == 103 && (round.pixel(x: 20, y: 20) ?? 0) >> 24 == 99)
    }

    @Test func aHairlineFarPastTheCanvasDrawsOnlyWhatShows() throws {
        // 2·10^8 pixels long: only the columns of the canvas are visited (halves of the line
        // outside it are dropped before they are cut again).
        var line = BezierPath()
        line.move(to: CGPoint(x: -1e8, y: 30.5))
        line.addLine(to: CGPoint(x: 1e8, y: 30.5))
        line.move(to: CGPoint(x: 20.5, y: -1e8))
        line.addLine(to: CGPoint(x: 20.5, y: 1e8))
        let image = try hairline(line)
        #expect(image.pixel(x: 0, y: 30) == 0xFF00_0000 && image.pixel(x: 63, y: 30) == 0xFF00_0000)
        #expect(image.pixel(x: 20, y: 0) == 0xFF00_0000 && image.pixel(x: 20, y: 63) == 0xFF00_0000)
        #expect(image.pixel(x: 5, y: 29) == 0 && image.pixel(x: 19, y: 5) == 0)
    }

    @Test func outlinesThatOverlapThemselvesAreStrokedBySamples() throws {
        // The outlines that area coverage leaves to Cairo (StrokerTests) are drawn by samples,
        // and agree with Cairo's 15 sub-rows but for edge pixels.
        var ring = BezierPath()
        ring.addArc(withCenter: CGPoint(x: 32, y: 32), radius: 20, startAngle: 0, endAngle: 6, clockwise: true)
        var cross = BezierPath()
        cross.move(to: CGPoint(x: 5, y: 5))
        cross.addLine(to: CGPoint(x: 60, y: 60))
        cross.move(to: CGPoint(x: 60, y: 5))
        cross.addLine(to: CGPoint(x: 5, y: 60))
        var loop = BezierPath()
        for (index, point) in [CGPoint(x: 10, y: 50), CGPoint(x: 50, y: 10), CGPoint(x: 50, y: 50), CGPoint(x: 10, y: 10)].enumerated() {
            if index == 0 { loop.move(to: point) } else { loop.addLine(to: point) }
        }
        let tightCircle = BezierPath(ovalIn: CGRect(x: 28, y: 28, width: 8, height: 8))
        var turnBack = BezierPath()
        turnBack.move(to: CGPoint(x: 10, y: 30))
        turnBack.addLine(to: CGPoint(x: 50, y: 30))
        turnBack.addLine(to: CGPoint(x: 20, y: 31))
        let style = StrokeStyle(lineWidth: 10, lineCap: .round, lineJoin: .miter)
        for (index, shape) in [ring, cross, loop, tightCircle, turnBack].enumerated() {
            let canvas = try Canvas(width: 64, height: 64)
            canvas.antialiasing = .samples
            _ = try #require(canvas.directTarget())
            #expect(canvas.strokeDirectly(shape, color: .black, width: style.lineWidth, style: style), "shape \(index)")
            let sampled = try canvas.makeImage()
            // Cairo strokes under a clip that is not a rectangle of whole pixels.
            let cairo = try Canvas(width: 64, height: 64)
            try cairo.clip(to: DirectDrawingComparison.aroundTheCanvas)
            try cairo.stroke(shape, color: .black, style: style)
            let (largest, pixels) = DirectDrawingComparison.difference(beyond: 8, sampled, try cairo.makeImage())
            // A sample is 16 levels; a part covered twice counted twice, or a hole, would
            // differ by far more, over whole spans.
            #expect(largest <= 64, "shape \(index): \(largest)")
            #expect(pixels <= 160, "shape \(index): \(pixels) pixels differ")
        }
    }
}
