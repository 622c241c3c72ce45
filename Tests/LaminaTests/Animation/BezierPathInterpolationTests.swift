import Foundation
import Testing
import Lamina

/// A path from SVG-like element constructors, for readable tests.
private func path(_ build: (inout BezierPath) -> Void) -> BezierPath {
    var p = BezierPath()
    build(&p)
    return p
}

private let square = path {
    $0.move(to: CGPoint(x: 0, y: 0)); $0.addLine(to: CGPoint(x: 10, y: 0))
    $0.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 12, y: 2), controlPoint2: CGPoint(x: 12, y: 8))
    $0.addQuadCurve(to: CGPoint(x: 0, y: 10), controlPoint: CGPoint(x: 5, y: 12)); $0.close()
}

private let bigger = path {
    $0.move(to: CGPoint(x: 0, y: 0)); $0.addLine(to: CGPoint(x: 20, y: 0))
    $0.addCurve(to: CGPoint(x: 20, y: 20), controlPoint1: CGPoint(x: 24, y: 4), controlPoint2: CGPoint(x: 24, y: 16))
    $0.addQuadCurve(to: CGPoint(x: 0, y: 20), controlPoint: CGPoint(x: 10, y: 24)); $0.close()
}

@Test func pathsWithMatchingStructureBlendEveryPoint() throws {
    let middle = try BezierPath.interpolate(square, bigger, fraction: 0.5)
    #expect(middle.svgPathData == "M0 0 L15 0 C18 3 18 12 15 15 Q7.5 18 0 15 Z")
    #expect(try BezierPath.interpolate(square, bigger, fraction: 0) == square)
    #expect(try BezierPath.interpolate(square, bigger, fraction: 1) == bigger)
}

@Test func pathInterpolationExtrapolatesBeyondTheEnds() throws {
    let beyond = try BezierPath.interpolate(square, bigger, fraction: 1.5)
    #expect(beyond.svgPathData == "M0 0 L25 0 C30 5 30 20 25 25 Q12.5 30 0 25 Z")
}

@Test func pathsAddAndSubtractPointByPoint() throws {
    #expect(try bigger.subtracting(square) == square)
    #expect(try square.adding(square) == bigger)
}

@Test func pathsWithDifferentElementKindsThrowNamingTheElement() {
    let lines = path {
        $0.move(to: .zero); $0.addLine(to: CGPoint(x: 10, y: 0)); $0.addLine(to: CGPoint(x: 10, y: 10))
        $0.addLine(to: CGPoint(x: 0, y: 10)); $0.close()
    }
    do {
        _ = try BezierPath.interpolate(square, lines, fraction: 0.5)
        Issue.record("expected an error")
    } catch {
        #expect("\(error)" == "cannot interpolate paths with different structure: element 2 is a curve in one and a line in the other")
    }
}

@Test func pathsWithDifferentElementCountsThrow() {
    let triangle = path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 5, y: 5)); $0.close() }
    #expect(throws: AnimationError.incompatibleValues(
        "cannot interpolate paths with different structure: one has 5 elements and the other 3")) {
        try BezierPath.interpolate(square, triangle, fraction: 0.5)
    }
}
