import Foundation
import Testing
@testable import LaminaGeometry

private func path(_ data: String) throws -> BezierPath { try BezierPath(svgPathData: data) }

/// A 100-point line along +x.
private let line = BezierPath(elements: [.move(to: .zero), .line(to: CGPoint(x: 100, y: 0))])

/// A 100 × 100 square from the origin, clockwise on screen, closed: 400 points round.
private let square = BezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))

@Test func dashAlternatesOnAndOff() throws {
    #expect(try line.dashed(pattern: [10, 20], phase: 0).svgPathData
            == "M0 0 L10 0 M30 0 L40 0 M60 0 L70 0 M90 0 L100 0")
}

@Test func dashOddLengthMatchesDoubled() throws {
    let odd = try line.dashed(pattern: [10, 20, 30], phase: 0)
    #expect(odd == (try line.dashed(pattern: [10, 20, 30, 10, 20, 30], phase: 0)))
    // on 0–10, off –30, on –60, off –70, on –90, off –120.
    #expect(odd.svgPathData == "M0 0 L10 0 M30 0 L60 0 M70 0 L90 0")
}

@Test func dashPhaseShiftsPattern() throws {
    #expect(try line.dashed(pattern: [10, 20], phase: 5).svgPathData
            == "M0 0 L5 0 M25 0 L35 0 M55 0 L65 0 M85 0 L95 0")
    // A phase beyond the period wraps (65 ≡ 5 mod 30).
    #expect(try line.dashed(pattern: [10, 20], phase: 65) == (try line.dashed(pattern: [10, 20], phase: 5)))
}

@Test func dashNegativePhase() throws {
    // fmod(−5, 30) + 30 = 25: the path starts 15 into the 20-point gap.
    let dashed = try line.dashed(pattern: [10, 20], phase: -5)
    #expect(dashed.svgPathData == "M5 0 L15 0 M35 0 L45 0 M65 0 L75 0 M95 0 L100 0")
    #expect(dashed == (try line.dashed(pattern: [10, 20], phase: 25)))
    #expect(dashed == (try line.dashed(pattern: [10, 20], phase: -65)))
}

@Test func dashNegativePhaseWithOddPattern() throws {
    // The period of [10, 20, 30] is 120 (doubled): −10 ≡ 110, the last 10 of the final gap.
    #expect(try line.dashed(pattern: [10, 20, 30], phase: -10).svgPathData
            == "M10 0 L20 0 M40 0 L70 0 M80 0 L100 0")
}

@Test func dashPhaseAtEndOfDashStartsInGap() throws {
    // A phase exactly at the end of a dash puts the start in the following gap (no zero-length
    // remnant of the dash).
    #expect(try line.dashed(pattern: [10, 20], phase: 10).svgPathData
            == "M20 0 L30 0 M50 0 L60 0 M80 0 L90 0")
}

@Test func dashRestartsPerContour() throws {
    #expect(try path("M0 0 L25 0 M0 10 L25 10").dashed(pattern: [10, 10], phase: 0).svgPathData
            == "M0 0 L10 0 M20 0 L25 0 M0 10 L10 10 M20 10 L25 10")
}

@Test func dashJoinsAcrossClosedSeam() throws {
    // Phase 10 in [30, 20]: on at the start ([0, 20]) and at the end ([390, 400]), so the two are
    // one piece running through the seam at (0, 0): M0 10 L0 0 L20 0, with a join, no caps.
    #expect(try square.dashed(pattern: [30, 20], phase: 10).svgPathData
            == "M40 0 L70 0 M90 0 L100 0 L100 20 M100 40 L100 70 M100 90 L100 100 L80 100 "
            + "M60 100 L30 100 M10 100 L0 100 L0 80 M0 60 L0 30 M0 10 L0 0 L20 0")
}

@Test func dashNoJoinWhenOffAtSeam() throws {
    // Phase 0 in [30, 20]: the last dash [350, 380] stops before the end, so nothing is joined.
    let dashed = try square.dashed(pattern: [30, 20], phase: 0).svgPathData
    #expect(dashed.hasPrefix("M0 0 L30 0 M50 0 L80 0 "))
    #expect(dashed.hasSuffix("M0 50 L0 20"))
}

@Test func dashOnAllRoundClosedContourStaysClosed() throws {
    #expect(try square.dashed(pattern: [1000, 10], phase: 0) == square)
}

@Test func dashZeroLengthKeptForCaps() throws {
    // Zero-length dashes every 25 points; the one at the open end (100) falls past the last gap.
    #expect(try line.dashed(pattern: [0, 25], phase: 0).svgPathData
            == "M0 0 L0 0 M25 0 L25 0 M50 0 L50 0 M75 0 L75 0")
}

@Test func dashZeroLengthAtClosedSeamDrawnOnce() throws {
    // Dots every 100 points round the 400-point square: at 0, 100, 200 and 300. The seam
    // (400 ≡ 0) gets one dot, not two.
    #expect(try square.dashed(pattern: [0, 100], phase: 0).svgPathData
            == "M0 0 L0 0 M100 0 L100 0 M100 100 L100 100 M0 100 L0 100")
}

@Test func dashZeroLengthDotAtSeamMergesIntoJoinedDash() throws {
    // [0, 50, 50, 0]: a dot, a 50 gap, a 50 dash, no gap. The last dash reaches the seam and the
    // pattern is on (a dot) at the start, so the dot merges into that dash's end: one piece.
    #expect(try square.dashed(pattern: [0, 50, 50, 0], phase: 0).svgPathData
            == "M50 0 L100 0 M100 0 L100 0 M100 50 L100 100 M100 100 L100 100 M50 100 L0 100 "
            + "M0 100 L0 100 M0 50 L0 0")
}

@Test func dashAllZeroIsSolid() throws {
    #expect(try line.dashed(pattern: [0, 0], phase: 7) == line)
    #expect(try line.dashed(pattern: [0], phase: 0) == line)
}

@Test func dashZeroGapSumIsSolid() throws {
    #expect(try line.dashed(pattern: [10, 0], phase: 3) == line)
    #expect(try square.dashed(pattern: [10, 0, 5, 0], phase: 0) == square)
}

@Test func dashEmptyPatternIsSolid() throws {
    #expect(try square.dashed(pattern: [], phase: 0) == square)
}

@Test func dashNegativeValueThrows() {
    #expect(throws: GeometryError.invalidDashPattern("expected non-negative finite lengths, found -2 at index 1")) {
        try line.dashed(pattern: [10, -2], phase: 0)
    }
}

@Test func dashNonFiniteValueThrows() {
    #expect(throws: GeometryError.invalidDashPattern("expected non-negative finite lengths, found nan at index 0")) {
        try line.dashed(pattern: [.nan, 2], phase: 0)
    }
    #expect(throws: GeometryError.invalidDashPattern("expected non-negative finite lengths, found inf at index 2")) {
        try line.dashed(pattern: [1, 2, .infinity], phase: 0)
    }
}

@Test func dashOverflowingSumThrows() {
    #expect(throws: GeometryError.invalidDashPattern("expected lengths with a finite sum, found a sum that overflows")) {
        try line.dashed(pattern: [1e308, 1e308], phase: 0)
    }
}

@Test func dashNonFinitePhaseThrows() {
    #expect(throws: GeometryError.nonFinite("dash phase")) {
        try line.dashed(pattern: [10, 10], phase: .nan)
    }
    #expect(throws: GeometryError.nonFinite("dash phase")) {
        try line.dashed(pattern: [10, 10], phase: -.infinity)
    }
}

@Test func dashTooManySegmentsThrows() {
    // 10⁷ points of [1, 1]: 5·10⁶ dashes, over the 10⁶ limit; detected before any is generated.
    let long = BezierPath(elements: [.move(to: .zero), .line(to: CGPoint(x: 1e7, y: 0))])
    #expect(throws: GeometryError.tooManyDashSegments(limit: 1_000_000)) {
        try long.dashed(pattern: [1, 1], phase: 0)
    }
    #expect(throws: GeometryError.tooManyDashSegments(limit: 1_000_000)) {
        try line.dashed(pattern: [1e-300, 1e-300], phase: 0)
    }
}

@Test func dashCountsOnlyInsideTrimWindow() throws {
    // The same fine pattern is fine when the trim window holds only a few dashes: they are laid
    // on the untrimmed path (at the same places) but only the window's are generated.
    let long = BezierPath(elements: [.move(to: .zero), .line(to: CGPoint(x: 1e7, y: 0))])
    #expect(try long.trimmedAndDashed(from: 0.5, to: 0.5000009, pattern: [1, 1], phase: 0).svgPathData
            == "M5000000 0 L5000001 0 M5000002 0 L5000003 0 M5000004 0 L5000005 0 M5000006 0 L5000007 0 "
            + "M5000008 0 L5000009 0")
}

@Test func trimThenDashKeepsDashesStill() throws {
    // Dashes are laid on the whole line, then cut: moving the window leaves them where they are.
    #expect(try line.trimmedAndDashed(from: 0.05, to: 0.55, pattern: [10, 10], phase: 0).svgPathData
            == "M5 0 L10 0 M20 0 L30 0 M40 0 L50 0")
    #expect(try line.trimmedAndDashed(from: 0.15, to: 0.65, pattern: [10, 10], phase: 0).svgPathData
            == "M20 0 L30 0 M40 0 L50 0 M60 0 L65 0")
}

@Test func dashCutToNothingByTrimIsDropped() throws {
    // The window ends exactly where the second dash starts: that cut adds no length, so no piece.
    #expect(try line.trimmedAndDashed(from: 0, to: 0.2, pattern: [10, 10], phase: 0).svgPathData == "M0 0 L10 0")
}

@Test func dashZeroLengthDashInsideTrimWindowKept() throws {
    #expect(try line.trimmedAndDashed(from: 0.2, to: 0.5, pattern: [0, 25], phase: 0).svgPathData
            == "M25 0 L25 0 M50 0 L50 0")
}

@Test func dashSeamOpensWhenTrimmed() throws {
    // With the window short of the end, the closed contour is not whole: the seam dash is two
    // open pieces, the first at the start and the last cut by the window.
    let dashed = try square.trimmedAndDashed(from: 0, to: 0.99, pattern: [30, 20], phase: 10).svgPathData
    #expect(dashed.hasPrefix("M0 0 L20 0 M40 0 L70 0 "))
    #expect(dashed.hasSuffix("M0 60 L0 30 M0 10 L0 4"))
}

@Test func dashStartEqualsEndIsEmpty() throws {
    #expect(try line.trimmedAndDashed(from: 0.3, to: 0.3, pattern: [0, 10], phase: 0).isEmpty)
}

@Test func dashPiecesOnCurvesHaveTheirLengths() throws {
    // A circle of radius 50 in dashes of 10 with gaps of 5: every full dash measures 10.
    let circle = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    let dashed = try circle.dashed(pattern: [10, 5], phase: 0)
    let pieces = PathMeasure(dashed).contours
    let total = PathMeasure(circle).length
    #expect(pieces.count == Int((total / 15).rounded(.up)))
    for piece in pieces.dropLast() {
        #expect(abs(piece.length - 10) <= 1e-8, "piece of \(piece.length)")
    }
}
