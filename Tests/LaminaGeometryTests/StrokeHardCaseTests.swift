import Foundation
import Testing
@testable import LaminaGeometry

// The hard cases of SEMANTICS.md §6, through the renderer's single entry point.

private func path(_ data: String) throws -> BezierPath { try BezierPath(svgPathData: data) }

private let plusX = CGPoint(x: 1, y: 0)

@Test func strokeGeometryDefaultsReturnPathUnchanged() throws {
    let square = BezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(try square.strokeGeometry() == StrokeGeometry(path: square, degeneratePieces: []))
}

@Test func zeroLengthSubpathGetsAxisDirection() throws {
    // §6.6: cairo draws no square cap on `M p L p` or `M p Z`; SVG and CG draw an axis-aligned
    // square, so the renderer is told where, facing +x.
    let p = try path("M10 10 L10 10 M0 0 L50 0 M20 30 Z")
    let geometry = try p.strokeGeometry()
    #expect(geometry.path == p)
    #expect(geometry.degeneratePieces == [
        .init(point: CGPoint(x: 10, y: 10), direction: plusX),
        .init(point: CGPoint(x: 20, y: 30), direction: plusX),
    ])
}

@Test func zeroLengthSubpathKeptByTrimWithAxisDirection() throws {
    let geometry = try path("M0 0 L100 0 M50 50 L50 50 M0 10 L100 10").strokeGeometry(from: 0.25, to: 0.75)
    #expect(geometry.path.svgPathData == "M50 0 L100 0 M50 50 L50 50 M0 10 L50 10")
    #expect(geometry.degeneratePieces == [.init(point: CGPoint(x: 50, y: 50), direction: plusX)])
}

@Test func zeroLengthCurveSubpathIsDegenerate() throws {
    let geometry = try path("M4 4 C4 4 4 4 4 4").strokeGeometry()
    #expect(geometry.degeneratePieces == [.init(point: CGPoint(x: 4, y: 4), direction: plusX)])
}

@Test func dashZeroLengthFacesTangent() throws {
    // §6.5: square caps on dots follow the path: down a vertical line they face +y.
    let geometry = try path("M0 0 L0 100").strokeGeometry(pattern: [0, 50])
    #expect(geometry.path.svgPathData == "M0 0 L0 0 M0 50 L0 50")
    #expect(geometry.degeneratePieces == [
        .init(point: CGPoint(x: 0, y: 0), direction: CGPoint(x: 0, y: 1)),
        .init(point: CGPoint(x: 0, y: 50), direction: CGPoint(x: 0, y: 1)),
    ])
}

@Test func dashZeroLengthAtCornerFacesOutgoingSide() throws {
    let geometry = try path("M0 0 L100 0 L100 100").strokeGeometry(pattern: [0, 100])
    #expect(geometry.path.svgPathData == "M0 0 L0 0 M100 0 L100 0")
    #expect(geometry.degeneratePieces.map(\.direction) == [plusX, CGPoint(x: 0, y: 1)])
}

@Test func dashedZeroLengthSubpathFollowsPatternAtStart() throws {
    // A zero-length contour sits at distance 0 of its own pattern: drawn when that is "on".
    let dot = try path("M5 5 L5 5")
    #expect(try dot.strokeGeometry(pattern: [10, 10]).path.svgPathData == "M5 5 L5 5")
    #expect(try dot.strokeGeometry(pattern: [10, 10], phase: 15).path.isEmpty)
}

@Test func strokeGeometryRejectsNonFinitePath() {
    var p = BezierPath()
    p.move(to: .zero)
    p.addLine(to: CGPoint(x: CGFloat.infinity, y: 0))
    #expect(throws: GeometryError.nonFinite("path")) { try p.strokeGeometry() }
}

@Test func strokeGeometryRejectsNonFiniteTrim() throws {
    let p = try path("M0 0 L100 0")
    #expect(throws: GeometryError.nonFinite("stroke start")) { try p.strokeGeometry(from: .nan) }
    #expect(throws: GeometryError.nonFinite("stroke end")) { try p.strokeGeometry(to: .infinity) }
}

@Test func strokeGeometryStartEqualsEndDrawsNothing() throws {
    // §6.3: not even caps.
    #expect(try path("M0 0 L100 0").strokeGeometry(from: 0.4, to: 0.4) == StrokeGeometry(path: BezierPath(), degeneratePieces: []))
}

@Test func degenerateCubicStrokesAsLine() throws {
    // §6.12: P1 = P0 and P2 = P3 give a line's length, tangents and trim points.
    let p = try path("M0 0 C0 0 100 0 100 0")
    let m = PathMeasure(p)
    #expect(abs(m.length - 100) <= 1e-12)
    #expect(m.tangent(atDistance: 0) == plusX)
    #expect(m.tangent(atDistance: 100) == plusX)
    let half = try p.strokeGeometry(to: 0.5).path
    guard let end = half.elements.last?.endPoint else {
        Issue.record("expected a piece")
        return
    }
    #expect(abs(end.x - 50) <= 1e-8 && end.y == 0)
}

@Test func dashThroughReversal() throws {
    // §6.11: a dash running into a 180° turn follows the path back.
    #expect(try path("M0 0 L100 0 L50 0").dashed(pattern: [120, 10], phase: 0).svgPathData
            == "M0 0 L100 0 L80 0 M70 0 L50 0")
}

@Test func dashJoinedSeamOnCircleIsOnePiece() throws {
    // §6.9 on curves: phase 5 of [10, 5] leaves 5 of the first dash after the circle's start
    // point (100, 50); the pattern is r = (5 + L) mod 15 into a dash at the end, so the last dash
    // (r long) runs through the seam into the first: one piece of r + 5 with the seam inside.
    let circle = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    let length = PathMeasure(circle).length
    let r = (5 + length).truncatingRemainder(dividingBy: 15)
    #expect(r > 0 && r < 10)  // on at the end, as the case needs
    let pieces = PathMeasure(try circle.dashed(pattern: [10, 5], phase: 5)).contours
    guard let joined = pieces.last, let seam = joined.position(atDistance: r) else {
        Issue.record("expected pieces")
        return
    }
    #expect(abs(joined.length - (r + 5)) <= 1e-8)
    #expect(abs(seam.x - 100) <= 1e-9 && abs(seam.y - 50) <= 1e-9)
    // Every other piece is a whole dash: none starts at the seam.
    #expect(pieces.dropLast().allSatisfy { abs($0.length - 10) <= 1e-8 })
}

@Test func cuspCubicTrimsThroughCusp() throws {
    // §6.12: a cusp (B′ = 0 inside) is measured exactly and trimmed through: x(t) = 300t(1−t)
    // runs out to 75 and back to 0, 150 points in all.
    let p = try path("M0 0 C100 0 100 0 0 0")
    #expect(abs(PathMeasure(p).length - 150) <= 1e-12)
    let out = try p.strokeGeometry(to: 0.5).path
    #expect(out.elements.last?.endPoint.map { abs($0.x - 75) <= 1e-9 } == true)
}

@Test func tinyDashPeriodThrowsInsteadOfExploding() {
    // §6.8: a 0.001-point period on a 10,000-point path would be 10⁷ dashes.
    let p = BezierPath(elements: [.move(to: .zero), .line(to: CGPoint(x: 10_000, y: 0))])
    #expect(throws: GeometryError.tooManyDashSegments(limit: 1_000_000)) {
        try p.strokeGeometry(pattern: [0.0005, 0.0005])
    }
}

@Test func curvesAlongALineAreStrokedAsLinesThroughTheirTurns() throws {
    // resvg's `line-as-curve-2`: the control legs are 0.1 long, so the curve's end tangents are
    // horizontal, yet it covers the diagonal; its caps must face along the diagonal.
    #expect(try path("M20 160 C20.1 160 160 20 160.1 20").strokeGeometry().path.svgPathData
            == "M20 160 L160.1 20")
    // A cubic that runs out past its end and back turns where s′(t) = 0: with control legs
    // 30, 90, −60 along x, −210t² + 120t + 30 = 0 at t = (2 + √11) / 7, x = 80.1831….
    let t = (2 + 11.0.squareRoot()) / 7
    let farthest = 90 * t * (1 - t) * (1 - t) + 360 * t * t * (1 - t) + 60 * t * t * t
    let back = try path("M0 0 C30 0 120 0 60 0").strokeGeometry().path.elements
    guard back.count == 3, case .line(let turn) = back[1] else {
        Issue.record("expected a move and two lines, found \(back)")
        return
    }
    #expect(abs(turn.x - farthest) < 1e-9 && turn.y == 0 && back[2] == .line(to: CGPoint(x: 60, y: 0)))
    // A quadratic whose control point lies beyond its end turns once, at t = 2/3.
    let quad = try path("M0 0 Q20 0 10 0").strokeGeometry().path.elements
    #expect(quad.count == 3 && quad[2] == .line(to: CGPoint(x: 10, y: 0)))
    if quad.count == 3, case .line(let turn) = quad[1] { #expect(abs(turn.x - 120.0 / 9) < 1e-9) }
    // A curve off the line by more than 0.3 % of its extent stays a curve.
    #expect(try path("M0 0 C30 1 60 -1 90 0").strokeGeometry().path.svgPathData == "M0 0 C30 1 60 -1 90 0")
}
