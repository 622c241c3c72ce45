import Foundation
import Testing
@testable import LaminaGeometry

private func path(_ data: String) throws -> BezierPath { try BezierPath(svgPathData: data) }

/// A 100 × 100 square from the origin, clockwise on screen, closed: 400 points round.
private let square = BezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))

@Test func trimStartEqualsEndIsEmpty() throws {
    #expect(try path("M0 0 L100 0").trimmed(from: 0.5, to: 0.5).svgPathData == "")
    #expect(try path("M0 0 L100 0").trimmed(from: 0, to: 0).isEmpty)
}

@Test func trimStartAfterEndIsEmpty() throws {
    #expect(try path("M0 0 L100 0").trimmed(from: 0.75, to: 0.25).isEmpty)
}

@Test func trimClampsToUnitRange() throws {
    let line = try path("M0 0 L100 0")
    #expect(line.trimmed(from: -0.5, to: 1.5) == line)
    #expect(line.trimmed(from: -3, to: 0.25).svgPathData == "M0 0 L25 0")
    #expect(line.trimmed(from: 0.75, to: .infinity).svgPathData == "M75 0 L100 0")
    #expect(line.trimmed(from: 1.5, to: 2).isEmpty)
}

@Test func trimNaNStartCountsAsZeroAndNaNEndAsOne() throws {
    let line = try path("M0 0 L100 0")
    #expect(line.trimmed(from: .nan, to: 0.5).svgPathData == "M0 0 L50 0")
    #expect(line.trimmed(from: 0.5, to: .nan).svgPathData == "M50 0 L100 0")
}

@Test func trimFullRangeReturnsPathUnchanged() {
    #expect(square.trimmed(from: 0, to: 1) == square)
}

@Test func trimWholeClosedContourStaysClosed() throws {
    // The square (400) then a 100 line: [0, 0.9] holds the whole square, so it keeps its Z.
    var p = square
    p.append(try path("M0 200 L100 200"))
    #expect(p.trimmed(from: 0, to: 0.9).svgPathData == "M0 0 L100 0 L100 100 L0 100 Z M0 200 L50 200")
}

@Test func trimWholeClosedContourWithinRelativeEpsilon() {
    // 1e-14 of 400 points is 4e-12: inside the 1e-12·length tolerance, so still whole and closed.
    #expect(square.trimmed(from: 1e-14, to: 1).svgPathData == "M0 0 L100 0 L100 100 L0 100 Z")
    // 1e-9 is not: the contour opens, and the piece starts 1e-9 × 400 (rounded) in.
    #expect(square.trimmed(from: 1e-9, to: 1).svgPathData
            == "M4.0000000000000003e-07 0 L100 0 L100 100 L0 100 L0 0")
}

@Test func trimOpensClosedContour() {
    #expect(square.trimmed(from: 0, to: 0.5).svgPathData == "M0 0 L100 0 L100 100")
    // The implicit closing line is measured and drawn as an explicit line.
    #expect(square.trimmed(from: 0.125, to: 0.875).svgPathData == "M50 0 L100 0 L100 100 L0 100 L0 50")
}

@Test func trimAtCornerAddsNoSliver() {
    // Starting exactly at a corner begins in the next side, ending exactly at one stays in the
    // side before: no zero-length pieces of neighbouring segments.
    #expect(square.trimmed(from: 0.25, to: 0.5).svgPathData == "M100 0 L100 100")
}

@Test func trimSpansContoursByTotalLength() throws {
    let p = try path("M0 0 L100 0 M0 10 L100 10")
    #expect(p.trimmed(from: 0.25, to: 0.75).svgPathData == "M50 0 L100 0 M0 10 L50 10")
    // A window ending exactly where the second contour starts adds nothing of it.
    #expect(p.trimmed(from: 0, to: 0.5).svgPathData == "M0 0 L100 0")
}

@Test func trimKeepsZeroLengthSubpathInsideWindow() throws {
    let p = try path("M0 0 L100 0 M50 50 L50 50 M0 10 L100 10")
    #expect(p.trimmed(from: 0.25, to: 0.75).svgPathData == "M50 0 L100 0 M50 50 L50 50 M0 10 L50 10")
    #expect(p.trimmed(from: 0, to: 0.25).svgPathData == "M0 0 L50 0")
}

@Test func trimKeepsOpenContourAsDrawnWhenWhole() throws {
    // A whole open contour keeps even its zero-length segments, exactly as the untrimmed stroke.
    let p = try path("M0 0 L0 0 L100 0 M0 10 L100 10")
    #expect(p.trimmed(from: 0, to: 0.75).svgPathData == "M0 0 L0 0 L100 0 M0 10 L50 10")
}

@Test func trimCutsCubicExactly() {
    var p = BezierPath()
    p.move(to: .zero)
    p.addCurve(to: CGPoint(x: 100, y: 0), controlPoint1: CGPoint(x: 0, y: 100), controlPoint2: CGPoint(x: 100, y: 100))
    let half = p.trimmed(from: 0, to: 0.5)
    // Symmetric, so the first half ends at t = ½: de Casteljau gives (0,50) (25,75) (50,75).
    guard case .curve(let end, let c1, let c2)? = half.elements.last, half.elements.count == 2 else {
        Issue.record("expected M C, found \(half.svgPathData)")
        return
    }
    for (a, b) in [(c1, CGPoint(x: 0, y: 50)), (c2, CGPoint(x: 25, y: 75)), (end, CGPoint(x: 50, y: 75))] {
        #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9, "\(a) vs \(b)")
    }
}

@Test func trimEndThroughOneSwitchesJoinToCaps() {
    // SEMANTICS §6.14: at strokeEnd = 1 the square is closed (a join at the seam); just below,
    // it is open (caps at both ends). The pop is reproduced, not smoothed.
    #expect(square.trimmed(from: 0, to: 1).svgPathData == "M0 0 L100 0 L100 100 L0 100 Z")
    #expect(square.trimmed(from: 0, to: 0.99).svgPathData == "M0 0 L100 0 L100 100 L0 100 L0 4")
}

@Test func reversal180Degrees() throws {
    // A path that doubles back on itself: the trim follows it back, and the tangent turns round.
    let p = try path("M0 0 L100 0 L50 0")
    #expect(p.trimmed(from: 0, to: 0.8).svgPathData == "M0 0 L100 0 L80 0")
    #expect(p.trimmed(from: 0.6, to: 1).svgPathData == "M90 0 L100 0 L50 0")
    #expect(p.trimmed(from: 0.7, to: 1).svgPathData == "M95 0 L50 0")
    let m = PathMeasure(p)
    #expect(m.tangent(atDistance: 99) == CGPoint(x: 1, y: 0))
    #expect(m.tangent(atDistance: 100) == CGPoint(x: -1, y: 0))
}

@Test func trimOfZeroLengthPathKeepsItsDots() throws {
    // Every point of a path of zero total length sits at distance 0, inside any non-empty window.
    let p = try path("M5 5 L5 5 M9 9 Z")
    #expect(p.trimmed(from: 0.2, to: 0.5).svgPathData == "M5 5 L5 5 M9 9 Z")
}

@Test func trimSkipsNonFiniteSegments() {
    var p = BezierPath()
    p.move(to: .zero)
    p.addLine(to: CGPoint(x: 100, y: 0))
    p.addLine(to: CGPoint(x: CGFloat.nan, y: 0))
    #expect(p.trimmed(from: 0, to: 0.5).svgPathData == "M0 0 L50 0")
}
