// Lamina's stroker (CLaminaRaster's Stroker.c, Canvas+DirectStroke.swift): exact pixel areas of
// sides, caps and inner corners, agreement with Cairo's own stroke on every cap and join, and
// outlines that would overlap themselves left to Cairo (DirectDrawingComparison).
import Foundation
import LaminaGeometry
import LaminaTestSupport
import Testing
@testable import LaminaRender

@Suite struct StrokerTests {
    private let red = Color.red.premultipliedARGB32

    /// Strokes `path` on a `size` × `size` canvas over a grey stripe, by the scan converter or
    /// by Cairo (`cairo: true`).
    private func stroke(_ path: BezierPath, _ style: StrokeStyle, color: Color = .red, size: Int = 64, cairo: Bool = false,
                        transform: CGAffineTransform = .identity, clip: CGRect? = nil) throws -> Image {
        try DirectDrawingComparison.render(size: size, cairo: cairo, transform: transform, clip: clip) {
            try $0.stroke(path, color: color, style: style)
        }
    }

    /// Whether the stroker draws `path` itself under `transform`, rather than leaving it to Cairo.
    private func strokerDraws(_ path: BezierPath, _ style: StrokeStyle, transform: CGAffineTransform = .identity) throws -> Bool {
        let canvas = try Canvas(width: 64, height: 64)
        try canvas.concatenate(transform)
        _ = try #require(canvas.directTarget())
        return canvas.strokeDirectly(path, color: .red, width: style.lineWidth, style: style)
    }

    private func line(_ points: CGPoint...) -> BezierPath {
        var path = BezierPath()
        for (index, point) in points.enumerated() {
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        return path
    }

    @Test func sidesAndCapsCoverTheExactArea() throws {
        // A line along y = 10, 5 wide: rows 7 and 12 are half inside.
        let path = line(CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10))
        let butt = try stroke(path, StrokeStyle(lineWidth: 5))
        #expect(butt.pixel(x: 20, y: 10) == red)
        #expect(butt.pixel(x: 20, y: 7) == 0x80_80_00_00)
        #expect(butt.pixel(x: 20, y: 12) == 0x80_80_00_00)
        #expect(butt.pixel(x: 10, y: 10) == red)
        #expect(butt.pixel(x: 9, y: 10) == 0)
        #expect(butt.pixel(x: 30, y: 10) == 0)
        // Square caps reach 2.5 further: column 7 is half inside, and its corner pixel a quarter.
        let square = try stroke(path, StrokeStyle(lineWidth: 5, lineCap: .square))
        #expect(square.pixel(x: 7, y: 10) == 0x80_80_00_00)
        #expect(square.pixel(x: 8, y: 10) == red)
        #expect(square.pixel(x: 7, y: 7) == 0x40_40_00_00)
        #expect(square.pixel(x: 32, y: 12) == 0x40_40_00_00)
        // A round cap is the pen's half disc: its tip pixel is partly covered, its corner empty.
        let round = try stroke(path, StrokeStyle(lineWidth: 5, lineCap: .round))
        #expect(round.pixel(x: 31, y: 10) == red)
        #expect(round.pixel(x: 32, y: 10) != 0 && round.pixel(x: 32, y: 10) != red)
        #expect(round.pixel(x: 32, y: 7) == 0)
    }

    @Test func innerCornersAreCoveredOnce() throws {
        // A right angle 10 wide: the inner corner is at (35.5, 15.5), the centre of pixel
        // (35, 15), which is then three quarters inside. Covering the corner twice (as the
        // outline through the join's own point does) would make it whole.
        let path = line(CGPoint(x: 10, y: 10.5), CGPoint(x: 40.5, y: 10.5), CGPoint(x: 40.5, y: 60))
        for join in [LineJoin.miter, .round, .bevel] {
            let image = try stroke(path, StrokeStyle(lineWidth: 10, lineJoin: join))
            #expect(image.pixel(x: 35, y: 15) == 0xBF_BF_00_00, "\(join)")
            #expect(image.pixel(x: 34, y: 16) == 0, "\(join)")
            #expect(image.pixel(x: 44, y: 6) == (join == .miter ? red : 0) || join == .round, "\(join): the outer corner")
            #expect(image.pixel(x: 45, y: 5) == (join == .miter ? 0x40_40_00_00 : 0), "\(join): the miter's tip")
        }
    }

    @Test func aCornerAfterAShortCurveStepIsCutFurtherBack() throws {
        // A quarter circle cut into short lines by flattening, then a sharp corner: the corner
        // cuts back past the curve's last step, to where the leaving edge meets its inner side.
        var path = BezierPath()
        path.addArc(withCenter: CGPoint(x: 20, y: 40), radius: 16, startAngle: .pi, endAngle: 1.5 * .pi, clockwise: true)
        path.addCurve(to: CGPoint(x: 22, y: 24.05), controlPoint1: CGPoint(x: 20.7, y: 24), controlPoint2: CGPoint(x: 21.3, y: 24.02))
        path.addLine(to: CGPoint(x: 50, y: 56))
        for join in [LineJoin.miter, .round, .bevel] {
            let style = StrokeStyle(lineWidth: 9, lineCap: .butt, lineJoin: join)
            #expect(try strokerDraws(path, style), "\(join)")
            let (largest, pixels) = DirectDrawingComparison.difference(beyond: 12, try stroke(path, style),
                                                                     try stroke(path, style, cairo: true))
            #expect(pixels <= 40 && largest <= 64, "\(join): \(pixels) pixels differ, by up to \(largest)")
        }
    }

    @Test func agreesWithCairoOnEveryCapJoinAndCurve() throws {
        var arch = BezierPath()
        arch.move(to: CGPoint(x: 8, y: 58))
        arch.addCurve(to: CGPoint(x: 56, y: 50), controlPoint1: CGPoint(x: 14, y: 8), controlPoint2: CGPoint(x: 44, y: 4))
        // Open paths turning less than half a turn in all, convex closed ones, and outlines
        // that fold onto themselves without crossing (a zigzag whose arms overlap, a star).
        var hook = line(CGPoint(x: 6.2, y: 56), CGPoint(x: 20, y: 12.3), CGPoint(x: 46.6, y: 8))
        hook.addQuadCurve(to: CGPoint(x: 58, y: 40), controlPoint: CGPoint(x: 56, y: 10))
        var triangle = line(CGPoint(x: 12, y: 52), CGPoint(x: 31.7, y: 8.2), CGPoint(x: 54, y: 50))
        triangle.close()
        let zigzag = line(CGPoint(x: 5, y: 10), CGPoint(x: 40, y: 17), CGPoint(x: 5, y: 24), CGPoint(x: 40, y: 31))
        let shapes = [arch, hook, triangle, BezierPath(ovalIn: CGRect(x: 9.3, y: 11.6, width: 45.2, height: 36.9)),
                      BezierPath(roundedRect: CGRect(x: 10.5, y: 12.2, width: 41, height: 37), cornerRadius: 9),
                      zigzag, DirectDrawingComparison.star(center: CGPoint(x: 32, y: 32), radius: 28, points: 5)]
        for (index, shape) in shapes.enumerated() {
            for cap in [LineCap.butt, .round, .square] {
                for join in [LineJoin.miter, .round, .bevel] {
                    for color in [Color.red, Color(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.6)] {
                        let style = StrokeStyle(lineWidth: 7.3, lineCap: cap, lineJoin: join)
                        let direct = try stroke(shape, style, color: color), cairo = try stroke(shape, style, color: color, cairo: true)
                        let (largest, pixels) = DirectDrawingComparison.difference(beyond: 12, direct, cairo)
                        // Edge pixels differ by Cairo's sampling; a wrong cap, join or side
                        // would differ by far more, over runs of pixels.
                        // Two edges (sides) per shape: up to twice a fill's 40 pixels.
                        #expect(pixels <= 80, "shape \(index), \(cap), \(join): \(pixels) pixels differ")
                        #expect(largest <= 64, "shape \(index), \(cap), \(join): a channel differs by \(largest)")
                        #expect(try strokerDraws(shape, style), "shape \(index), \(cap), \(join): left to Cairo")
                    }
                }
            }
        }
    }

    @Test func transformsStretchAndMirrorThePen() throws {
        let vee = line(CGPoint(x: -12, y: 10), CGPoint(x: 0, y: -10), CGPoint(x: 12, y: 10))
        let oval = BezierPath(ovalIn: CGRect(x: -12, y: -9, width: 24, height: 18))
        let transforms = [CGAffineTransform(translationX: 32, y: 30).rotated(by: 0.7).scaledBy(x: 2.2, y: 1.1),
                          CGAffineTransform(a: -1.8, b: 0.3, c: 0.5, d: 1.4, tx: 32, ty: 32)]
        for (index, transform) in transforms.enumerated() {
            for shape in [vee, oval] {
                for join in [LineJoin.miter, .round] {
                    let style = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: join)
                    let direct = try stroke(shape, style, transform: transform)
                    let cairo = try stroke(shape, style, cairo: true, transform: transform)
                    let (_, pixels) = DirectDrawingComparison.difference(beyond: 12, direct, cairo)
                    #expect(pixels <= 40, "transform \(index), \(join): \(pixels) pixels differ")
                    #expect(try strokerDraws(shape, style, transform: transform))
                }
            }
        }
    }

    @Test func outlinesThatWouldOverlapThemselvesAreLeftToCairo() throws {
        // Each of these outlines covers some part twice, which area coverage would count twice:
        // Cairo strokes them. (Cairo's pixels under the triangle clip differ by a few levels
        // where its outline overlaps itself: it cuts the outline with the clip first.)
        var ring = BezierPath()  // nearly closed, round caps meeting
        ring.addArc(withCenter: CGPoint(x: 32, y: 32), radius: 20, startAngle: 0, endAngle: 6, clockwise: true)
        var cross = line(CGPoint(x: 5, y: 5), CGPoint(x: 60, y: 60))  // two subpaths crossing
        cross.move(to: CGPoint(x: 60, y: 5))
        cross.addLine(to: CGPoint(x: 5, y: 60))
        let loop = line(CGPoint(x: 10, y: 50), CGPoint(x: 50, y: 10), CGPoint(x: 50, y: 50), CGPoint(x: 10, y: 10))
        var eight = BezierPath(ovalIn: CGRect(x: 12, y: 4, width: 40, height: 28))  // two rings touching
        eight.append(BezierPath(ovalIn: CGRect(x: 12, y: 30, width: 40, height: 28)))
        let tightCircle = BezierPath(ovalIn: CGRect(x: 28, y: 28, width: 8, height: 8))  // radius under half the width
        let shortJoin = line(CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10), CGPoint(x: 52, y: 12), CGPoint(x: 10, y: 14))
        for (index, shape) in [ring, cross, loop, eight, tightCircle, shortJoin].enumerated() {
            let style = StrokeStyle(lineWidth: 10, lineCap: .round, lineJoin: .miter)
            let color = Color(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.6)
            #expect(try !strokerDraws(shape, style), "shape \(index)")
            let (largest, _) = DirectDrawingComparison.difference(try stroke(shape, style, color: color),
                                                                 try stroke(shape, style, color: color, cairo: true))
            #expect(largest <= 12, "shape \(index)")
        }
    }

    @Test func aRoundCapOnNothingIsADot() throws {
        let path = line(CGPoint(x: 20.5, y: 40.5), CGPoint(x: 20.5, y: 40.5))
        let style = StrokeStyle(lineWidth: 9, lineCap: .round)
        let direct = try stroke(path, style), cairo = try stroke(path, style, cairo: true)
        #expect(direct.pixel(x: 20, y: 40) == red)
        #expect(direct.pixel(x: 20, y: 37) == red && direct.pixel(x: 20, y: 35) == 0)
        #expect(DirectDrawingComparison.difference(beyond: 12, direct, cairo).pixels <= 8)
        #expect(try strokerDraws(path, style))
    }

    @Test func dashesAreStrokedPieceByPiece() throws {
        let circle = BezierPath(ovalIn: CGRect(x: 10, y: 10, width: 44, height: 44))
        let style = StrokeStyle(lineWidth: 4, dashPattern: [9, 6], dashPhase: 2)
        let direct = try stroke(circle, style), cairo = try stroke(circle, style, cairo: true)
        let (largest, pixels) = DirectDrawingComparison.difference(beyond: 12, direct, cairo)
        #expect(pixels <= 40 && largest <= 64)
        #expect(try strokerDraws(circle, style))
    }

    @Test func randomStrokesStayInTheirClipAndAgreeWithCairo() throws {
        // Open and closed paths of lines and curves reaching 20 pixels past the canvas, any cap,
        // join and width, under a random pixel clip: nothing changes outside the clip, and inside
        // it only edge pixels differ from Cairo's stroke.
        var random = SplitMix64(state: 0x57_20CE)
        var direct = 0
        for round in 0..<150 {
            var path = DirectDrawingComparison.randomPath(segments: 1...3, reach: -20...84, using: &random)
            if Int.random(in: 0..<4, using: &random) == 0 { path.close() }
            let style = StrokeStyle(lineWidth: .random(in: 0.3...14, using: &random),
                                    lineCap: [.butt, .round, .square][Int.random(in: 0..<3, using: &random)],
                                    lineJoin: [.miter, .round, .bevel][Int.random(in: 0..<3, using: &random)],
                                    miterLimit: .random(in: 1...12, using: &random))
            let color = DirectDrawingComparison.randomColor(using: &random)
            let clip = DirectDrawingComparison.randomClip(using: &random)
            let ours = try stroke(path, style, color: color, clip: clip)
            let cairo = try stroke(path, style, color: color, cairo: true, clip: clip)
            DirectDrawingComparison.expectUnchanged(outside: clip, ours, try stroke(BezierPath(), style, clip: clip), round: round)
            let (_, pixels) = DirectDrawingComparison.difference(beyond: 64, ours, cairo)
            #expect(pixels <= 64 * 64 / 100, "round \(round): \(pixels) pixels differ by more than 64 levels")
            if try strokerDraws(path, style) { direct += 1 }
        }
        #expect(direct >= 30, "only \(direct) of 150 strokes took the stroker")
    }
}
