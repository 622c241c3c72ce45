import Foundation
import Testing
@testable import LaminaGeometry

private func near(_ a: CGRect, _ b: CGRect, _ tol: CGFloat = 1e-12) -> Bool {
    abs(a.minX - b.minX) <= tol && abs(a.minY - b.minY) <= tol && abs(a.maxX - b.maxX) <= tol && abs(a.maxY - b.maxY) <= tol
}

@Suite struct BezierPathBoundsTests {
    @Test func emptyPathHasNullBounds() {
        #expect(BezierPath().bounds.isNull)
        #expect(BezierPath().controlPointBounds.isNull)
    }

    @Test func movesAloneGiveTheBoxOfTheirPoints() {
        var one = BezierPath()
        one.move(to: CGPoint(x: 3, y: 4))
        #expect(one.bounds == CGRect(x: 3, y: 4, width: 0, height: 0))
        one.move(to: CGPoint(x: 1, y: 7))
        #expect(one.bounds == CGRect(x: 1, y: 4, width: 2, height: 3))
    }

    @Test func quadraticBoundsReachTheApexNotTheControlPoint() throws {
        // y(t) = 4t(1 − t) peaks at t = 1/2 with y = 1; the control point sits at y = 2.
        let path = try BezierPath(svgPathData: "M0 0 Q1 2 2 0")
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(path.controlPointBounds == CGRect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test func cubicWithOneInteriorExtremum() throws {
        // y(t) = 12t(1 − t) peaks at 3; x(t) = 12t² − 8t³ rises monotonically from 0 to 4.
        let path = try BezierPath(svgPathData: "M0 0 C0 4 4 4 4 0")
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 4, height: 3))
        #expect(path.controlPointBounds == CGRect(x: 0, y: 0, width: 4, height: 4))
    }

    @Test func cubicWithTwoInteriorExtremaOnOneAxis() throws {
        // x(t) = 18t(1 − t)(1 − 2t): extrema at t = (3 ∓ √3)/6 with x = ±√3 (closed form);
        // y(t) = 3t is monotonic.
        let path = try BezierPath(svgPathData: "M0 0 C6 1 -6 2 0 3")
        let root3 = CGFloat(3).squareRoot()
        #expect(near(path.bounds, CGRect(x: -root3, y: 0, width: 2 * root3, height: 3)))
    }

    @Test func ovalBoundsAreItsRect() {
        let rect = CGRect(x: -3, y: 2, width: 8, height: 5)
        #expect(near(BezierPath(ovalIn: rect).bounds, rect))
    }

    @Test func arcBoundsIncludeTheCircleExtremaBetweenPieceEnds() {
        // A 90° arc from 45° to 135° peaks at 90° (the bottom, y = 1) inside its single cubic.
        let path = BezierPath(arcCenter: .zero, radius: 1, startAngle: .pi / 4, endAngle: 3 * .pi / 4, clockwise: true)
        let half = CGFloat(0.5).squareRoot()
        // The cubic overshoots the true circle by at most 2.7e-4 of the radius at its midpoint.
        #expect(abs(path.bounds.maxY - 1) < 3e-4)
        #expect(near(CGRect(x: path.bounds.minX, y: path.bounds.minY, width: path.bounds.width, height: 0),
                     CGRect(x: -half, y: half, width: 2 * half, height: 0)))
    }

    @Test func closeAddsNoPoints() throws {
        let path = try BezierPath(svgPathData: "M1 1 L3 1 L3 2 Z")
        #expect(path.bounds == CGRect(x: 1, y: 1, width: 2, height: 1))
    }

    @Test func transformedBoundsMatchTransformedPath() {
        let path = BezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 1))
            .applying(CGAffineTransform(translationX: 5, y: -1))
        #expect(path.bounds == CGRect(x: 5, y: -1, width: 2, height: 1))
    }
}
