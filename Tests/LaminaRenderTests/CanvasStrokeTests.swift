// Pixel probes for Canvas strokes: caps, joins, miter limit, trim and dash, hand-derived.
//
// Most shapes sit on whole pixels so coverage is exact. Round shapes are compared by total
// coverage (Σ alpha/255, in square pixels) against their true area: Cairo draws a circle of
// radius r as a polygon whose vertices lie on the circle, within its tolerance of 0.1 device
// pixel, so the area is short by at most perimeter × 0.1; that bound is the tolerance.
import Foundation
import Testing
@testable import LaminaRender

@Suite struct CanvasStrokeTests {
    private let red = Color.red.premultipliedARGB32

    /// Strokes `path` in opaque red on a transparent canvas and returns the pixels.
    private func stroked(_ path: BezierPath, _ style: StrokeStyle, color: Color = .red,
                         width: Int = 120, height: Int = 40) throws -> Image {
        let canvas = try Canvas(width: width, height: height)
        try canvas.stroke(path, color: color, style: style)
        return try canvas.makeImage()
    }

    private let horizontal = polyline([(20, 20), (60, 20)])
    private let rightAngle = polyline([(20, 60), (20, 20), (60, 20)])

    // MARK: Caps

    @Test func buttCapEndsFlushAtTheEndPoints() throws {
        let image = try stroked(horizontal, StrokeStyle(lineWidth: 4, lineCap: .butt))
        #expect(image.count(of: red) == 40 * 4)
        #expect(image.coveredPixelCount == 40 * 4)
        #expect(image.coveredRuns(row: 20) == [20..<60])
    }

    @Test func squareCapExtendsHalfTheWidthPastEachEnd() throws {
        let image = try stroked(horizontal, StrokeStyle(lineWidth: 4, lineCap: .square))
        #expect(image.count(of: red) == 44 * 4)
        #expect(image.coveredPixelCount == 44 * 4)
        #expect(image.coveredRuns(row: 20) == [18..<62])
    }

    @Test func roundCapAddsAHalfDiscAtEachEnd() throws {
        let image = try stroked(horizontal, StrokeStyle(lineWidth: 4, lineCap: .round))
        let capArea = Double.pi * 2 * 2  // two half discs of radius 2
        #expect(abs(image.coverage - (160 + capArea)) <= 2 * .pi * 2 * 0.1)
        #expect(image.coveredRuns(row: 20) == [18..<62])
    }

    /// A pen far wider than the canvas draws what its reach covers, and quickly: Cairo's work
    /// grows with the width (a circle stroked 2 × 10¹³ points wide took minutes and gigabytes),
    /// so the canvas strokes with the narrowest width that covers the same pixels.
    @Test func hugeWidthsCoverWhatTheirReachCovers() throws {
        let huge: CGFloat = 2e13
        // Butt caps: the band between the ends, every row.
        let butt = try stroked(horizontal, StrokeStyle(lineWidth: huge, lineCap: .butt))
        #expect(butt.count(of: red) == 40 * 40)
        #expect(butt.coveredRuns(row: 0) == [20..<60] && butt.coveredRuns(row: 39) == [20..<60])
        // Square and round caps reach past the ends: the whole canvas.
        for cap in [LineCap.square, .round] {
            #expect(try stroked(horizontal, StrokeStyle(lineWidth: huge, lineCap: cap)).count(of: red) == 120 * 40)
        }
        // A pen wider than a circle turns its inner edge inside out, which clears a hole of
        // half the width less the radius (Cairo and resvg alike: a 300-wide pen on a circle
        // of radius 10 leaves this canvas empty in both); a huge pen leaves it empty too.
        let circle = BezierPath(ovalIn: CGRect(x: 50, y: 10, width: 20, height: 20))
        #expect(try stroked(circle, StrokeStyle(lineWidth: 300)).coveredPixelCount == 0)
        #expect(try stroked(circle, StrokeStyle(lineWidth: huge)).coveredPixelCount == 0)
    }

    // MARK: Joins and miter limit

    @Test func miterJoinCoversTheOuterCorner() throws {
        let image = try stroked(rightAngle, StrokeStyle(lineWidth: 8, lineJoin: .miter), height: 80)
        #expect(image.pixel(x: 16, y: 16) == red)
    }

    @Test func bevelJoinCutsTheOuterCorner() throws {
        let image = try stroked(rightAngle, StrokeStyle(lineWidth: 8, lineJoin: .bevel), height: 80)
        // The bevel edge runs from (16, 20) to (20, 16): x + y = 36.
        #expect(image.alpha(x: 16, y: 16) == 0)
        #expect(image.pixel(x: 18, y: 18) == red)
    }

    @Test func roundJoinRoundsTheOuterCorner() throws {
        let image = try stroked(rightAngle, StrokeStyle(lineWidth: 8, lineJoin: .round), height: 80)
        // Radius 4 around (20, 20): the pixel at (16, 16)…(17, 17) lies beyond it.
        #expect(image.alpha(x: 16, y: 16) == 0)
        #expect(image.pixel(x: 17, y: 19) == red)
    }

    @Test func miterLimitOneTurnsARightAngleMiterIntoABevel() throws {
        // A right angle's miter ratio is 1/sin(45°) ≈ 1.414.
        let limited = try stroked(rightAngle, StrokeStyle(lineWidth: 8, miterLimit: 1), height: 80)
        #expect(limited.alpha(x: 16, y: 16) == 0)
        let kept = try stroked(rightAngle, StrokeStyle(lineWidth: 8, miterLimit: 1.5), height: 80)
        #expect(kept.pixel(x: 16, y: 16) == red)
    }

    @Test func miterLimitBelowOneActsAsOne() throws {
        let image = try stroked(rightAngle, StrokeStyle(lineWidth: 8, miterLimit: 0.25), height: 80)
        #expect(image == (try stroked(rightAngle, StrokeStyle(lineWidth: 8, miterLimit: 1), height: 80)))
    }

    @Test func closedContourDrawnWholeKeepsItsJoinAtTheStart() throws {
        let image = try stroked(rectPath(10, 10, 20, 20), StrokeStyle(lineWidth: 4), width: 40)
        // A miter at the start point (10, 10) fills the outer corner pixel (8, 8).
        #expect(image.pixel(x: 8, y: 8) == red)
        #expect(image.count(of: red) == 24 * 24 - 16 * 16)
    }

    // MARK: Trim

    @Test func strokeEndHalfCoversTheFirstHalfOfALine() throws {
        let line = polyline([(0, 10), (100, 10)])
        let image = try stroked(line, StrokeStyle(lineWidth: 4, strokeEnd: 0.5))
        #expect(image.coveredRuns(row: 10) == [0..<50])
        #expect(image.count(of: red) == 50 * 4)
        #expect(image.coveredPixelCount == 50 * 4)
    }

    @Test func strokeStartAndEndKeepTheWindowBetweenThem() throws {
        let line = polyline([(0, 10), (100, 10)])
        let image = try stroked(line, StrokeStyle(lineWidth: 4, strokeStart: 0.25, strokeEnd: 0.5))
        #expect(image.coveredRuns(row: 10) == [25..<50])
        #expect(image.count(of: red) == 25 * 4)
    }

    @Test func strokeStartAtOrPastStrokeEndDrawsNothing() throws {
        let line = polyline([(0, 10), (100, 10)])
        let image = try stroked(line, StrokeStyle(lineWidth: 4, lineCap: .round, strokeStart: 0.5, strokeEnd: 0.5))
        #expect(image.coveredPixelCount == 0)
    }

    // MARK: Dash

    @Test func dashTenTenAlongOneHundredPointsGivesFiveDashes() throws {
        let line = polyline([(0, 10), (100, 10)])
        let image = try stroked(line, StrokeStyle(lineWidth: 4, dashPattern: [10, 10]))
        #expect(image.coveredRuns(row: 10) == [0..<10, 20..<30, 40..<50, 60..<70, 80..<90])
        #expect(image.count(of: red) == 5 * 10 * 4)
    }

    @Test func dashPhaseShiftsThePatternAlongTheLine() throws {
        let line = polyline([(0, 10), (100, 10)])
        let image = try stroked(line, StrokeStyle(lineWidth: 4, dashPattern: [10, 10], dashPhase: 5))
        #expect(image.coveredRuns(row: 10) == [0..<5, 15..<25, 35..<45, 55..<65, 75..<85, 95..<100])
    }

    @Test func zeroLengthDashesWithSquareCapsDrawSquares() throws {
        let line = polyline([(10, 10), (100, 10)])
        let image = try stroked(line, StrokeStyle(lineWidth: 6, lineCap: .square, dashPattern: [0, 20]))
        // Dots at x = 10, 30, 50, 70, 90, each a 6 × 6 square on whole pixels.
        #expect(image.coveredRuns(row: 10) == [7..<13, 27..<33, 47..<53, 67..<73, 87..<93])
        #expect(image.count(of: red) == 5 * 36)
        #expect(image.coveredPixelCount == 5 * 36)
    }

    @Test func zeroLengthDashSquareTurnsWithThePath() throws {
        let diagonal = polyline([(20, 20), (80, 80)])
        let image = try stroked(diagonal, StrokeStyle(lineWidth: 10, lineCap: .square, dashPattern: [0, 200]),
                                width: 100, height: 100)
        // A square of side 10 at (20, 20) turned 45° is the diamond |dx| + |dy| ≤ 5√2 ≈ 7.07.
        #expect(image.pixel(x: 25, y: 19) == red)   // centre (25.5, 19.5): 6 ≤ 7.07, outside an upright square
        #expect(image.alpha(x: 24, y: 24) == 0)     // centre (24.5, 24.5): 9 > 7.07, inside an upright square
        // Area 100; its four slanted edges cross about 40 pixels, and Cairo's scan converter
        // samples 15 sub-rows per pixel (cairo-tor-scan-converter.c), so each may be off by 1/30.
        #expect(abs(image.coverage - 100) <= 40.0 / 30)
    }

    @Test func zeroLengthDashesWithButtCapsDrawNothing() throws {
        let line = polyline([(10, 10), (100, 10)])
        let image = try stroked(line, StrokeStyle(lineWidth: 6, lineCap: .butt, dashPattern: [0, 20]))
        #expect(image.coveredPixelCount == 0)
    }

    @Test func zeroLengthDashesWithRoundCapsDrawDots() throws {
        let line = polyline([(10, 10), (100, 10)])
        let image = try stroked(line, StrokeStyle(lineWidth: 6, lineCap: .round, dashPattern: [0, 20]))
        #expect(image.coveredRuns(row: 10).count == 5)
        #expect(abs(image.coverage - 5 * .pi * 9) <= 5 * 2 * .pi * 3 * 0.1)
    }

    @Test func translucentDashesAndSquareDotsBlendOnce() throws {
        let line = polyline([(10, 10), (100, 10)])
        let style = StrokeStyle(lineWidth: 6, lineCap: .square, dashPattern: [0, 4, 6, 4])
        let image = try stroked(line, style, color: Color.red.withAlphaComponent(0.5))
        // Squares overlap their neighbouring dashes; every covered pixel is still one layer deep.
        #expect(Set(image.pixels.filter { $0 != 0 }) == [0x8080_0000])
        #expect(image.coveredRuns(row: 10) == [7..<103])
    }

    // MARK: Bad input and no-ops

    @Test func nonFiniteStyleThrowsNamingTheFieldAndTheNextStrokeWorks() throws {
        let canvas = try Canvas(width: 120, height: 40)
        #expect(throws: RenderError.nonFinite("lineWidth")) {
            try canvas.stroke(horizontal, color: .red, style: StrokeStyle(lineWidth: .infinity))
        }
        #expect(throws: RenderError.nonFinite("strokeEnd")) {
            try canvas.stroke(horizontal, color: .red, style: StrokeStyle(strokeEnd: .nan))
        }
        #expect(throws: RenderError.nonFinite("dashPattern[1]")) {
            try canvas.stroke(horizontal, color: .red, style: StrokeStyle(dashPattern: [1, .nan]))
        }
        #expect(throws: RenderError.nonFinite("path")) {
            try canvas.stroke(polyline([(0, 0), (.infinity, 1)]), color: .red, style: StrokeStyle())
        }
        try canvas.stroke(horizontal, color: .red, style: StrokeStyle(lineWidth: 4))
        #expect(try canvas.makeImage().count(of: red) == 160)
    }

    @Test func zeroWidthDrawsNothing() throws {
        let image = try stroked(horizontal, StrokeStyle(lineWidth: 0, lineCap: .round))
        #expect(image.coveredPixelCount == 0)
    }

    @Test func strokeUnderASingularTransformDrawsNothing() throws {
        let canvas = try Canvas(width: 120, height: 40)
        try canvas.scaleBy(x: 1, y: 0)
        try canvas.stroke(horizontal, color: .red, style: StrokeStyle(lineWidth: 4, lineCap: .square))
        #expect(try canvas.makeImage().coveredPixelCount == 0)
    }

    @Test func scaledCanvasStrokesInPoints() throws {
        let canvas = try Canvas(width: 240, height: 80, scale: 2)
        try canvas.stroke(horizontal, color: .red, style: StrokeStyle(lineWidth: 4))
        #expect(try canvas.makeImage().count(of: red) == 80 * 8)
    }

    /// All strokes on one canvas share a budget of dash segments; each dashed stroke spends the
    /// pieces it produced, and the one that would overspend throws and draws nothing.
    @Test func dashSegmentsHaveABudgetPerCanvas() throws {
        let canvas = try Canvas(width: 100, height: 20)
        canvas.dashSegmentsLeft = 60
        var line = BezierPath()
        line.move(to: CGPoint(x: 0, y: 10))
        line.addLine(to: CGPoint(x: 80, y: 10))
        try canvas.stroke(line, color: .red, style: StrokeStyle(lineWidth: 2, dashPattern: [1, 1]))
        #expect(canvas.dashSegmentsLeft == 20)
        try canvas.stroke(line, color: .red, style: StrokeStyle(lineWidth: 2))  // solid: free
        #expect(canvas.dashSegmentsLeft == 20)
        #expect(throws: RenderError.tooManyDashSegments(limit: Canvas.maximumDashSegmentsPerImage)) {
            try canvas.stroke(line, color: .blue, style: StrokeStyle(lineWidth: 2, dashPattern: [1, 1]))
        }
        #expect(try canvas.makeImage().count(of: Color.blue.premultipliedARGB32) == 0)
    }
}
