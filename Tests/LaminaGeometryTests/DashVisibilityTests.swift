// Dashing only what can show: with a visible rectangle, dashes are laid over the stretches of a
// path that may reach it, so a huge path costs what shows, and what shows is unchanged.
import Foundation
import Testing
@testable import LaminaGeometry

/// The dashes (open sub-paths) of a stroke, as path data, one string each.
private func pieces(_ geometry: StrokeGeometry) -> [String] {
    geometry.path.svgPathData.split(separator: "M").map { "M" + $0.trimmingCharacters(in: .whitespaces) }
}

/// Where each dash starts and ends. Culled layouts find their first dash by skipping whole
/// periods rather than adding them up, so positions agree to rounding, not to the last bit.
private func ends(_ geometry: StrokeGeometry) throws -> [(start: CGPoint, end: CGPoint)] {
    try pieces(geometry).map { piece in
        let path = try BezierPath(svgPathData: piece)
        return (try #require(path.elements.first?.endPoint), try #require(path.elements.last?.endPoint))
    }
}

/// Whether `dash` is one of `dashes`, to a millionth of a point.
private func contains(_ dashes: [(start: CGPoint, end: CGPoint)], _ dash: (start: CGPoint, end: CGPoint)) -> Bool {
    func near(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 }
    return dashes.contains { near($0.start, dash.start) && near($0.end, dash.end) }
}

@Test func visibleStretchesOfALineAreWhereItCrossesTheRect() {
    let line = BezierPath(elements: [.move(to: .zero), .line(to: CGPoint(x: 1000, y: 0))])
    let measure = PathMeasure(line)
    let stretches = measure.contours[0].visibleIntervals(in: CGRect(x: 100, y: -10, width: 50, height: 20))
    #expect(stretches.count == 1)
    // Halving 24 times pins the edges within 1000 × 2⁻²⁴ points, always outward.
    #expect(stretches[0].start <= 100 && stretches[0].start > 100 - 1e-4)
    #expect(stretches[0].end >= 150 && stretches[0].end < 150 + 1e-4)
}

@Test func aContourInsideTheRectIsVisibleWhole() {
    let circle = BezierPath(ovalIn: CGRect(x: 10, y: 10, width: 50, height: 50))
    let contour = PathMeasure(circle).contours[0]
    let stretches = contour.visibleIntervals(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(stretches.count == 1 && stretches[0].start == 0 && stretches[0].end == contour.length)
    #expect(contour.visibleIntervals(in: CGRect(x: 200, y: 200, width: 10, height: 10)).isEmpty)
}

@Test func culledDashesAreTheFullLayoutsVisibleDashes() throws {
    // A circle of radius 400 crossing a 100-point window: the culled layout must hold exactly
    // the dashes of the full one that come near the window.
    let circle = BezierPath(ovalIn: CGRect(x: -400, y: -400, width: 800, height: 800))
    let window = CGRect(x: 350, y: -50, width: 100, height: 100)
    let full = try circle.strokeGeometry(pattern: [7, 5], phase: 3)
    let culled = try circle.strokeGeometry(pattern: [7, 5], phase: 3, visibleRect: window)
    let fullDashes = try ends(full), culledDashes = try ends(culled)
    #expect(fullDashes.count == 210)
    #expect(culledDashes.count < 20)
    #expect(culledDashes.allSatisfy { contains(fullDashes, $0) })
    // Every full dash reaching the window is among the culled ones.
    for (piece, dash) in zip(pieces(full), fullDashes) where try BezierPath(svgPathData: piece).bounds.intersects(window) {
        #expect(contains(culledDashes, dash), "missing \(piece)")
    }
}

@Test func aHugeArcDashesOnlyWhereItShows() throws {
    // The arc of the untrusted-input report: about 30 million points long, so hundreds of
    // thousands of dashes of [15, 20], of which one shows. With a limit of 1,000 dashes the
    // whole layout is refused before anything is generated; the visible one fits.
    let arc = try BezierPath(svgPathData: "M 3 3051 A 80260 8 0 1 170 1")
    #expect(throws: GeometryError.tooManyDashSegments(limit: 1000)) {
        try arc.strokeGeometry(pattern: [15, 20], dashLimit: 1000)
    }
    let shown = try arc.strokeGeometry(pattern: [15, 20], dashLimit: 1000,
                                       visibleRect: CGRect(x: -10, y: 2990, width: 220, height: 220))
    #expect(pieces(shown).count == 1)
}

@Test func aClosedContourKeepsItsSeamDashWhole() throws {
    // The seam (the start point) is in view, and a dash runs through it: one piece, not two
    // capped halves, exactly as without culling.
    let circle = BezierPath(ovalIn: CGRect(x: -400, y: -400, width: 800, height: 800))
    let window = CGRect(x: 380, y: -30, width: 40, height: 60)  // around (400, 0), the seam
    let full = try circle.strokeGeometry(pattern: [20, 10], phase: 10)
    let culled = try circle.strokeGeometry(pattern: [20, 10], phase: 10, visibleRect: window)
    let seamPiece = try #require(try ends(full).last)
    let culledDashes = try ends(culled)
    #expect(contains(culledDashes, seamPiece))
    #expect(try culledDashes.allSatisfy { contains(try ends(full), $0) })
}
