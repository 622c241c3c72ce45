import Foundation
import Testing
@testable import LaminaGeometry

private func path(_ data: String) throws -> BezierPath { try BezierPath(svgPathData: data) }

private func near(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

@Test func measureLineLength() throws {
    let m = PathMeasure(try path("M0 0 L100 0"))
    #expect(m.length == 100)
    #expect(m.contours.count == 1)
    #expect(m.position(atDistance: 25) == CGPoint(x: 25, y: 0))
    #expect(m.tangent(atDistance: 25) == CGPoint(x: 1, y: 0))
}

@Test func measureClosingLineCounts() throws {
    let m = PathMeasure(BezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 50)))
    #expect(m.length == 300)
    #expect(m.contours.first?.isClosed == true)
    #expect(m.position(atDistance: 275) == CGPoint(x: 0, y: 25))
    #expect(m.tangent(atDistance: 275) == CGPoint(x: 0, y: -1))
}

@Test func measureMoveGapsHaveNoLength() throws {
    let m = PathMeasure(try path("M0 0 L100 0 M500 500 L500 600"))
    #expect(m.length == 200)
    #expect(m.position(atDistance: 150) == CGPoint(x: 500, y: 550))
}

@Test func measureTangentAtCornerLeavesIt() throws {
    let m = PathMeasure(try path("M0 0 L100 0 L100 100"))
    #expect(m.tangent(atDistance: 100) == CGPoint(x: 0, y: 1))
    #expect(m.tangent(atDistance: 0) == CGPoint(x: 1, y: 0))
    #expect(m.tangent(atDistance: 200) == CGPoint(x: 0, y: 1))
}

@Test func measureClampsDistancesAndRejectsNaN() throws {
    let m = PathMeasure(try path("M0 0 L100 0"))
    #expect(m.position(atDistance: -5) == CGPoint(x: 0, y: 0))
    #expect(m.position(atDistance: 1e300) == CGPoint(x: 100, y: 0))
    #expect(m.position(atDistance: .nan) == nil)
    #expect(m.tangent(atDistance: .nan) == nil)
    #expect(m.segment(from: .nan, to: 50).isEmpty)
}

@Test func measureEmptyPath() {
    let m = PathMeasure(BezierPath())
    #expect(m.length == 0)
    #expect(m.contours.isEmpty)
    #expect(m.position(atDistance: 0) == nil)
    #expect(m.segment(from: 0, to: 1).isEmpty)
}

@Test func measureSegmentAcrossContours() throws {
    let m = PathMeasure(try path("M0 0 L100 0 M0 10 L100 10"))
    #expect(m.segment(from: 50, to: 150).svgPathData == "M50 0 L100 0 M0 10 L50 10")
    #expect(m.segment(from: 100, to: 150).svgPathData == "M0 10 L50 10")
}

@Test func measureSegmentOfEqualDistancesIsZeroLengthPiece() throws {
    let m = PathMeasure(try path("M0 0 L100 0"))
    #expect(m.segment(from: 30, to: 30).svgPathData == "M30 0 L30 0")
    #expect(m.segment(from: 40, to: 30).isEmpty)
}

@Test func measureSegmentSplitsCubicByDeCasteljau() throws {
    let cubic = CubicSegment(start: .zero, control1: CGPoint(x: 0, y: 100),
                             control2: CGPoint(x: 100, y: 100), end: CGPoint(x: 100, y: 0))
    var p = BezierPath()
    p.move(to: cubic.start)
    p.append(cubic.pathElement)
    let m = PathMeasure(p)
    // Symmetric about x = 50: half the length is at t = ½ exactly.
    let half = m.segment(from: 0, to: m.length / 2)
    guard case .curve(let end, let c1, let c2)? = half.elements.last else {
        Issue.record("expected a cubic, found \(half.svgPathData)")
        return
    }
    let expected = cubic.split(at: 0.5).0
    #expect(near(end, expected.end) && near(c1, expected.control1) && near(c2, expected.control2))
    #expect(half.elements.count == 2)
    #expect(near(m.position(atDistance: m.length / 2), CGPoint(x: 50, y: 75)))
    #expect(near(m.tangent(atDistance: m.length / 2), CGPoint(x: 1, y: 0)))
}

@Test func measureStraightCurvesAsTheirLines() throws {
    // Lottie's straight segment: a cubic with zero tangents. Its length is the chord's exactly,
    // a point along it is exact, and a cut stays a cubic whose control points lie on the line.
    let m = PathMeasure(try path("M10 20 C10 20 110 20 110 20 Q160 20 210 20"))
    #expect(m.length == 200)
    #expect(m.position(atDistance: 25) == CGPoint(x: 35, y: 20))
    #expect(m.tangent(atDistance: 0) == CGPoint(x: 1, y: 0))
    #expect(m.segment(from: 40, to: 70).svgPathData == "M50 20 C60 20 70 20 80 20")
    #expect(m.segment(from: 170, to: 190).svgPathData == "M180 20 Q190 20 200 20")
    // Whole segments come back as the path drew them.
    #expect(m.segment(from: 0, to: 200).svgPathData == "M10 20 C10 20 110 20 110 20 Q160 20 210 20")
    // A curve that turns back along its line, or leaves it, is measured as a curve.
    let back = PathMeasure(try path("M0 0 C150 0 -50 0 100 0"))
    #expect(back.length > 100)
    #expect(!CurvePiece.runsStraight(.zero, CGPoint(x: 150, y: 0), CGPoint(x: -50, y: 0), CGPoint(x: 100, y: 0)))
    #expect(!CurvePiece.runsStraight(.zero, CGPoint(x: 30, y: 1e-9), CGPoint(x: 60, y: 0), CGPoint(x: 100, y: 0)))
    #expect(!CurvePiece.runsStraight(.zero, .zero, CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 100, y: 0)))
    #expect(CurvePiece.runsStraight(.zero, CGPoint(x: 30, y: 0), CGPoint(x: 60, y: 0), CGPoint(x: 100, y: 0)))
}

@Test func measureCircleQuarterPoint() {
    // Skia's contour_measure test: a circle, a quarter of the way round.
    let m = PathMeasure(BezierPath(ovalIn: CGRect(x: -100, y: -100, width: 200, height: 200)))
    #expect(abs(m.length - 200 * .pi) < 0.1)
    #expect(near(m.position(atDistance: m.length / 4), CGPoint(x: 0, y: 100), 1e-6))
    #expect(near(m.tangent(atDistance: m.length / 4), CGPoint(x: -1, y: 0), 1e-6))
}

@Test func measureSkiaCloseNotFollowedByMove() throws {
    // Skia PathMeasureTest: a line after a close starts a new contour at the closed one's start.
    var p = BezierPath()
    p.move(to: .zero)
    p.addLine(to: CGPoint(x: 1, y: 0))
    p.addLine(to: CGPoint(x: 1, y: 1))
    p.addLine(to: CGPoint(x: 0, y: 1))
    p.close()
    p.addLine(to: CGPoint(x: -1, y: 0))
    let m = PathMeasure(p)
    #expect(m.contours.map(\.length) == [4, 1])
    #expect(m.contours[1].position(atDistance: 0.5) == CGPoint(x: -0.5, y: 0))
    #expect(m.contours[1].tangent(atDistance: 0.5) == CGPoint(x: -1, y: 0))
}

@Test func measureSkiaDegenerateSegments() throws {
    // Skia PathMeasureTest "Test degenerate paths": zero-length line, quad and cubic in a row.
    let m = PathMeasure(try path("M0 0 L0 0 L1 0 Q1 0 1 0 Q1 1 1 2 C1 2 1 2 1 2 C2 2 3 2 4 2"))
    #expect(abs(m.length - 6) <= 1e-12)
    #expect(near(m.position(atDistance: 0.5), CGPoint(x: 0.5, y: 0)))
    #expect(m.tangent(atDistance: 0.5) == CGPoint(x: 1, y: 0))
    #expect(near(m.position(atDistance: 2.5), CGPoint(x: 1, y: 1.5)))
    #expect(m.tangent(atDistance: 2.5) == CGPoint(x: 0, y: 1))
    #expect(near(m.position(atDistance: 4.5), CGPoint(x: 2.5, y: 2)))
    #expect(m.tangent(atDistance: 4.5) == CGPoint(x: 1, y: 0))
}

@Test func measureSkiaMovesBetweenContours() throws {
    // Skia PathMeasureTest: M L M M L gives two contours of length 1; the lone move draws nothing.
    let m = PathMeasure(try path("M0 0 L1 0 M1 1 M2 2 L1 2"))
    #expect(m.contours.map(\.length) == [1, 1])
    #expect(m.position(atDistance: 1.5) == CGPoint(x: 1.5, y: 2))
    #expect(m.tangent(atDistance: 1.5) == CGPoint(x: -1, y: 0))
}

@Test func measureSkiaEmptyContoursKeepZeroLengthOnes() throws {
    // Skia's test_empty_contours. Skia drops every zero-length contour; Lamina keeps the ones that
    // draw (M p Z, M p L p), because a stroke puts caps there, and drops lone moves.
    let p = try path("M0 0 L100 100 L200 100 M2 2 M3 3 M4 4 Z M5 5 L5 5 M5 5 L5 5 Z M6 6 L7 7 M10 10")
    let m = PathMeasure(p)
    #expect(m.contours.count == 5)
    #expect(m.contours.filter { $0.length > 0 }.count == 2)
    #expect(m.contours.map(\.isClosed) == [false, true, false, true, false])
}

@Test func measureSkiaTrailingMoveIsNoContour() throws {
    // Skia's test_MLM_contours.
    #expect(PathMeasure(try path("M10 10 L20 20 M30 30")).contours.count == 1)
}

@Test func measureSkiaSmallSegmentAfterHugeOne() {
    // Skia's test_small_segment: adding a tiny segment to a huge total must not break the table.
    var p = BezierPath()
    p.move(to: CGPoint(x: 100_000, y: 100_000))
    p.addLine(to: CGPoint(x: 1.0005, y: 0.9999))
    p.addLine(to: CGPoint(x: 1, y: 1))
    let m = PathMeasure(p)
    #expect(m.length.isFinite && m.length > 141_419)
    #expect(m.position(atDistance: m.length) == CGPoint(x: 1, y: 1))
}

@Test func measureSkiaHugeControlPoints() {
    // Skia's test_small_segment2/3: control points 10¹¹ away from tiny end points.
    var p = BezierPath()
    p.move(to: .zero)
    p.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 1e11, y: 1e11), controlPoint2: .zero)
    p.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 10, y: 10), controlPoint2: .zero)
    p.addQuadCurve(to: .zero, controlPoint: CGPoint(x: 1e11, y: 1e11))
    let m = PathMeasure(p)
    // Out to ≈ 0.44·3·10¹¹·√2 and back for the first cubic, 10¹¹·√2 for the quad.
    #expect(m.length.isFinite && m.length > 1e11)
    #expect(m.position(atDistance: m.length) == .zero)
}

@Test func measureNonFiniteSegmentsAreSkipped() throws {
    var p = try path("M0 0 L10 0")
    p.addLine(to: CGPoint(x: CGFloat.nan, y: 0))
    p.addLine(to: CGPoint(x: 20, y: 0))
    p.addLine(to: CGPoint(x: 30, y: 0))
    let m = PathMeasure(p)
    #expect(m.length == 20)
    #expect(m.contours.count == 2)
    #expect(m.segment(from: 0, to: 20).svgPathData == "M0 0 L10 0 M20 0 L30 0")
}

@Test func measureOverflowingLengthIsSkipped() {
    var p = BezierPath()
    p.move(to: CGPoint(x: -1e308, y: 0))
    p.addLine(to: CGPoint(x: 1e308, y: 0))
    p.addLine(to: CGPoint(x: CGFloat.infinity, y: 0))
    let m = PathMeasure(p)
    #expect(m.length == 0)
    #expect(m.contours.isEmpty)
    #expect(m.position(atDistance: 0) == nil)
}

@Test func measureZeroLengthContour() throws {
    let m = PathMeasure(try path("M5 5 L5 5"))
    #expect(m.contours.count == 1)
    #expect(m.length == 0)
    #expect(m.position(atDistance: 0) == CGPoint(x: 5, y: 5))
    #expect(m.tangent(atDistance: 0) == nil)
    #expect(m.segment(from: 0, to: 0).svgPathData == "M5 5 L5 5")
}
