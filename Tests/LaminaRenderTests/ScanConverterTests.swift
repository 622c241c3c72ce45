// Lamina's scan converter for solid fills (CLaminaRaster, Canvas+DirectFill.swift): exact
// pixel areas, its fill rules and clips, and agreement with Cairo's own fill
// (DirectDrawingComparison).
import Foundation
import LaminaGeometry
import LaminaTestSupport
import Testing
@testable import LaminaRender

@Suite struct ScanConverterTests {
    private let red = Color.red.premultipliedARGB32

    /// Fills `path` on a `size` × `size` canvas over a grey stripe, by the scan converter or by
    /// Cairo (`cairo: true`).
    private func fill(_ path: BezierPath, color: Color = .red, rule: FillRule = .nonZero, size: Int = 64,
                      cairo: Bool = false, transform: CGAffineTransform = .identity, clip: CGRect? = nil) throws -> Image {
        try DirectDrawingComparison.render(size: size, cairo: cairo, transform: transform, clip: clip) {
            try $0.fill(path, color: color, rule: rule)
        }
    }

    private func difference(beyond levels: Int = 2, _ a: Image, _ b: Image) -> (largest: Int, pixels: Int) {
        DirectDrawingComparison.difference(beyond: levels, a, b)
    }

    private func star(center: CGPoint, radius: CGFloat, points: Int) -> BezierPath {
        DirectDrawingComparison.star(center: center, radius: radius, points: points)
    }

    /// Chords lie inside a curve, so flattening loses area; the fill's tolerance keeps a
    /// 2-pixel dot (a 16-pixel icon's) within 3 % of π pixels (a 16-gon), where 0.1 px chords
    /// (an octagon) lost 10 % and drew it 29 levels lighter than a browser.
    @Test func aTinyDotKeepsItsArea() throws {
        for center in [CGPoint(x: 4, y: 9), CGPoint(x: 20.3, y: 7.6)] {
            let image = try fill(BezierPath(ovalIn: CGRect(x: center.x - 1, y: center.y - 1, width: 2, height: 2)))
            // The rows above the comparison's grey band at y = 20.
            let area = image.pixels.prefix(20 * image.width).reduce(0.0) { $0 + Double($1 >> 24) } / 255
            #expect(abs(area - .pi) < 0.03 * .pi, "at \(center): \(area) pixels")
        }
    }

    @Test func pixelCoverageIsTheExactAreaInside() throws {
        // Left edge at x = 10.25: that column is three quarters inside; a diagonal cuts the
        // pixel (30, 10) in half.
        let image = try fill(BezierPath(rect: CGRect(x: 10.25, y: 4, width: 10, height: 10)))
        #expect(image.pixel(x: 10, y: 8) == 0xBF_BF_00_00)  // 0.75 × 255 = 191.25
        #expect(image.pixel(x: 11, y: 8) == red)
        #expect(image.pixel(x: 20, y: 8) == 0x40_40_00_00)  // 0.25 × 255 = 63.75
        var triangle = BezierPath()
        triangle.move(to: CGPoint(x: 30, y: 10))
        triangle.addLine(to: CGPoint(x: 31, y: 11))
        triangle.addLine(to: CGPoint(x: 30, y: 11))
        triangle.close()
        #expect(try fill(triangle).pixel(x: 30, y: 10) == 0x80_80_00_00)  // 127.5 rounds up
    }

    @Test func translucentColourBlendsOverWhatIsThere() throws {
        let image = try fill(BezierPath(rect: CGRect(x: 0, y: 0, width: 64, height: 64)), color: Color.blue.withAlphaComponent(0.5))
        // Blue at 128 over grey 0.5 × 0.8 (premultiplied 0xCC666666): 128 + 0xCC × 127 / 255.
        #expect(image.pixel(x: 5, y: 5) == 0x80_00_00_80)
        #expect(image.pixel(x: 5, y: 25) == 0xE6_33_33_B3)
    }

    /// Two triangles of opposite turns sharing an edge wind +1 and -1: summed by area, the
    /// pixels along the edge came out as the difference of their parts (a seam, as in Numix's
    /// `text-x-haxe` icon); drawn from the edges they are covered whole, as Cairo and browsers
    /// draw them. A contour drawn twice over itself winds 2, and its edge pixels are no darker
    /// than drawn once.
    @Test func partsWindingDifferentlyAreCoveredOnce() throws {
        var pair = BezierPath()
        pair.move(to: CGPoint(x: 10, y: 10))  // clockwise on screen
        pair.addLine(to: CGPoint(x: 50, y: 10))
        pair.addLine(to: CGPoint(x: 10.5, y: 50))
        pair.close()
        pair.move(to: CGPoint(x: 50, y: 10))  // anticlockwise, sharing the slanted edge
        pair.addLine(to: CGPoint(x: 10.5, y: 50))
        pair.addLine(to: CGPoint(x: 50, y: 50))
        pair.close()
        let image = try fill(pair, size: 64)
        for (x, y) in [(30, 30), (20, 40), (40, 19), (45, 15)] {
            #expect(image.pixel(x: x, y: y) == red, "(\(x), \(y)): \(image.pixel(x: x, y: y).map { String($0, radix: 16) } ?? "none")")
        }
        let (largest, pixels) = difference(beyond: 12, image, try fill(pair, size: 64, cairo: true))
        #expect(pixels <= 4, "\(pixels) pixels differ from Cairo's, by up to \(largest)")

        // Where the doubled circle's two coincident edges cross a pixel more than half its
        // height (all but the flat top and bottom, which still sum), the rows are drawn from
        // edges: their edge pixels keep the single circle's coverage (summed, a half-covered
        // pixel came out whole).
        let circle = BezierPath(ovalIn: CGRect(x: 12.3, y: 8.7, width: 30, height: 30))
        var twice = circle
        twice.append(circle)
        let once = try fill(circle), doubled = try fill(twice)
        var rowsLargest = 0
        for y in 11..<18 {
            for x in 0..<64 {
                let a = Int((once.pixel(x: x, y: y) ?? 0) >> 24), b = Int((doubled.pixel(x: x, y: y) ?? 0) >> 24)
                rowsLargest = max(rowsLargest, abs(a - b))
            }
        }
        #expect(rowsLargest <= 16, "rows 11–17 differ by up to \(rowsLargest)")
    }

    @Test func agreesWithCairoOnCurvesLinesAndCrossings() throws {
        var blob = BezierPath()
        blob.move(to: CGPoint(x: 5, y: 40))
        blob.addCurve(to: CGPoint(x: 60, y: 30), controlPoint1: CGPoint(x: 10, y: -20), controlPoint2: CGPoint(x: 70, y: 80))
        blob.addCurve(to: CGPoint(x: 20, y: 5), controlPoint1: CGPoint(x: 40, y: 90), controlPoint2: CGPoint(x: -30, y: 30))
        blob.addQuadCurve(to: CGPoint(x: 50, y: 60), controlPoint: CGPoint(x: 64, y: 0))
        blob.close()
        let shapes = [BezierPath(ovalIn: CGRect(x: 7.3, y: 9.6, width: 47.2, height: 38.9)),
                      star(center: CGPoint(x: 31.7, y: 33.2), radius: 29, points: 7), blob]
        for (index, shape) in shapes.enumerated() {
            for rule in [FillRule.nonZero, .evenOdd] {
                for color in [Color.red, Color(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.6)] {
                    let (largest, pixels) = difference(beyond: 12, try fill(shape, color: color, rule: rule),
                                                       try fill(shape, color: color, rule: rule, cairo: true))
                    // Edge pixels differ by Cairo's sampling (15 sub-rows); a wrong winding,
                    // rule or blend would differ by far more, over whole spans.
                    #expect(pixels <= 40, "shape \(index), \(rule): \(pixels) pixels differ")
                    #expect(largest <= (index == 2 ? 160 : 48), "shape \(index), \(rule): a channel differs by \(largest)")
                }
            }
        }
    }

    @Test func rotatedAndScaledPathsFollowTheTransform() throws {
        let shape = star(center: CGPoint(x: 10, y: 10), radius: 9, points: 5)
        let transform = CGAffineTransform(translationX: 32, y: 30).rotated(by: 0.7).scaledBy(x: 2.5, y: 1.5).translatedBy(x: -10, y: -10)
        let (_, pixels) = difference(try fill(shape, transform: transform), try fill(shape, cairo: true, transform: transform))
        #expect(pixels <= 40)
    }

    @Test func shapesPastTheEdgesAreCutThere() throws {
        // Beyond every side, and a curve wholly left of the canvas that still winds its rows.
        var path = BezierPath(ovalIn: CGRect(x: -40, y: -30, width: 90, height: 140))
        path.move(to: CGPoint(x: -5, y: 10))
        path.addCurve(to: CGPoint(x: -5, y: 50), controlPoint1: CGPoint(x: -90, y: -30), controlPoint2: CGPoint(x: -1, y: 90))
        path.addLine(to: CGPoint(x: 100, y: 50))
        path.addLine(to: CGPoint(x: 100, y: 10))
        path.close()
        // Edge pixels differ by Cairo's sampling and its flattening, four times coarser.
        let (_, pixels) = difference(beyond: 12, try fill(path, rule: .evenOdd), try fill(path, rule: .evenOdd, cairo: true))
        #expect(pixels <= 40)
        let image = try fill(path, rule: .evenOdd)
        #expect(image.pixel(x: 5, y: 5) == red)  // the oval only
        #expect(image.pixel(x: 30, y: 40) == 0)  // both: even-odd leaves it out
        #expect(image.pixel(x: 60, y: 40) == red)  // the second shape only, cut at the right edge
        #expect(image.pixel(x: 63, y: 12) == red)
    }

    @Test func pixelClipsAndGroupsKeepTheirPlace() throws {
        let canvas = try Canvas(width: 40, height: 40)
        canvas.save()
        try canvas.clip(toPixelsCovering: CGRect(x: 10, y: 10, width: 10, height: 10))  // pixels 9…20
        try canvas.beginGroup()
        try canvas.fill(BezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40)), color: .red)
        try canvas.endGroup()
        canvas.restore()
        let image = try canvas.makeImage()
        #expect(image.count(of: red) == 12 * 12)
        #expect(image.pixel(x: 9, y: 9) == red)
        #expect(image.pixel(x: 20, y: 20) == red)
        #expect(image.pixel(x: 21, y: 20) == 0)
        #expect(image.pixel(x: 8, y: 9) == 0)
    }

    @Test func everythingClippedAwayDrawsNothing() throws {
        let canvas = try Canvas(width: 20, height: 20)
        try canvas.clip(toPixelsCovering: .null)
        try canvas.fill(BezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)), color: .red)
        #expect(try canvas.makeImage().coveredPixelCount == 0)
    }

    @Test func randomPathsStayInTheirClipAndAgreeWithCairo() throws {
        // Lines and curves with points up to 30 pixels past the canvas, crossing themselves,
        // under a random pixel clip: nothing changes outside the clip, and inside it only edge
        // pixels differ from Cairo's fill (a wrong winding or span would differ over runs).
        var random = SplitMix64(state: 0x5CA7)
        for round in 0..<120 {
            let path = DirectDrawingComparison.randomPath(segments: 2...8, reach: -30...94, using: &random)
            let rule: FillRule = Bool.random(using: &random) ? .nonZero : .evenOdd
            let color = DirectDrawingComparison.randomColor(using: &random)
            let clip = DirectDrawingComparison.randomClip(using: &random)
            let direct = try fill(path, color: color, rule: rule, clip: clip)
            let cairo = try fill(path, color: color, rule: rule, cairo: true, clip: clip)
            DirectDrawingComparison.expectUnchanged(outside: clip, direct, try fill(BezierPath(), clip: clip), round: round)
            let (_, pixels) = difference(beyond: 64, direct, cairo)
            #expect(pixels <= 64 * 64 / 50, "round \(round): \(pixels) pixels differ by more than 64 levels")
        }
    }

    /// Hundreds of edges over the same rows: a comb of 300 slanted teeth across a 512-pixel
    /// canvas, each row crossing 600 edges, so that its cells are summed per column rather
    /// than sorted; in both fill rules the fill is Cairo's but for edge pixels.
    @Test func manyEdgesOnTheSameRowsAgreeWithCairo() throws {
        var comb = BezierPath()
        comb.move(to: CGPoint(x: 1, y: 60))
        for tooth in 0..<300 {
            let left = 1.3 + Double(tooth) * 1.69
            comb.addLine(to: CGPoint(x: left + 0.4, y: 2.2))
            comb.addLine(to: CGPoint(x: left + 1.1, y: 2.2))
            comb.addLine(to: CGPoint(x: left + 0.9, y: 60))
        }
        comb.close()
        let size = 512
        for rule in [FillRule.nonZero, .evenOdd] {
            let direct = try fill(comb, rule: rule, size: size), cairo = try fill(comb, rule: rule, size: size, cairo: true)
            let (_, pixels) = difference(beyond: 48, direct, cairo)
            #expect(pixels <= 512, "\(rule): \(pixels) pixels differ by more than 48 levels")
            #expect(direct.coveredPixelCount > 300 * 50)
        }
    }

    /// A zigzag of `edges` edges across the canvas and down its height, over a bevelled edge.
    private func zigzag(edges: Int) -> BezierPath {
        var path = BezierPath()
        path.move(to: CGPoint(x: 2.3, y: 0))
        for i in 1...edges {
            let y = 64 * Double(i) / Double(edges)
            path.addLine(to: CGPoint(x: i % 2 == 0 ? 2.3 : 30 + y / 2 + 0.37, y: y))
        }
        path.close()
        return path
    }

    @Test func pathsCrossingTooManyColumnsAreLeftToCairo() throws {
        // Each edge crosses 28–60 columns. 2,000 edges (88 K columns) take the scan converter,
        // whose edge pixels differ from Cairo's; 100,000 (4.4 M, over the limit) go to Cairo,
        // byte for byte.
        let few = zigzag(edges: 2_000), many = zigzag(edges: 100_000)
        #expect(try fill(few) != fill(few, cairo: true))
        #expect(try fill(many) == fill(many, cairo: true))
    }

    @Test func hugeCoordinatesFallBackToCairo() throws {
        // Beyond the scan converter's ±2^28 pixels: Cairo fills it (clamped to its own range).
        let image = try fill(BezierPath(rect: CGRect(x: -1e12, y: 30, width: 2e12, height: 4)))
        #expect(image.pixel(x: 40, y: 31) == red)
        #expect(image.pixel(x: 40, y: 35) == 0)
    }
}
