import Foundation
import Testing
@testable import LaminaGeometry

@Suite struct BezierPathContainsTests {
    /// A five-pointed star drawn by joining every second vertex: the pentagon in the middle has
    /// winding number 2 (nonZero: inside; evenOdd: outside).
    private var star: BezierPath {
        var path = BezierPath()
        for index in 0..<5 {
            let angle = -CGFloat.pi / 2 + CGFloat(index * 2) * 2 * .pi / 5
            let point = CGPoint(x: 50 + 40 * cos(angle), y: 50 + 40 * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        return path
    }

    private func donut(sameDirection: Bool) -> BezierPath {
        var path = BezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        path.close()
        path.move(to: CGPoint(x: 70, y: 50))
        path.addArc(withCenter: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0,
                    endAngle: sameDirection ? 2 * .pi : -2 * .pi, clockwise: sameDirection)
        path.close()
        return path
    }

    @Test func starCenterIsInsideForNonZeroOnlyAndTipsForBoth() {
        let center = CGPoint(x: 50, y: 50), tip = CGPoint(x: 50, y: 15)
        #expect(star.windingNumber(at: center) != 0)
        #expect(abs(star.windingNumber(at: center)) == 2)
        #expect(star.contains(center, fillRule: .nonZero))
        #expect(!star.contains(center, fillRule: .evenOdd))
        #expect(star.contains(tip, fillRule: .nonZero) && star.contains(tip, fillRule: .evenOdd))
        #expect(!star.contains(CGPoint(x: 5, y: 5)))
    }

    @Test func donutWithCirclesInTheSameDirection() {
        let path = donut(sameDirection: true)
        let hole = CGPoint(x: 50, y: 50), ring = CGPoint(x: 80, y: 50)
        #expect(path.contains(hole, fillRule: .nonZero))
        #expect(!path.contains(hole, fillRule: .evenOdd))
        #expect(path.contains(ring, fillRule: .nonZero) && path.contains(ring, fillRule: .evenOdd))
        #expect(!path.contains(CGPoint(x: 95, y: 50)))
    }

    @Test func donutWithCirclesInOppositeDirections() {
        let path = donut(sameDirection: false)
        let hole = CGPoint(x: 50, y: 50), ring = CGPoint(x: 50, y: 25)
        #expect(path.windingNumber(at: hole) == 0)
        #expect(!path.contains(hole, fillRule: .nonZero))
        #expect(!path.contains(hole, fillRule: .evenOdd))
        #expect(path.contains(ring, fillRule: .nonZero) && path.contains(ring, fillRule: .evenOdd))
    }

    @Test func quadraticCrossingIsExact() throws {
        // The region between y = 0 and the parabola y = x(2 − x) (x = 2t, y = 4t(1 − t)), drawn upward.
        let path = try BezierPath(svgPathData: "M0 0 Q1 -2 2 0 Z")
        #expect(path.contains(CGPoint(x: 0.5, y: -0.7499999)))
        #expect(!path.contains(CGPoint(x: 0.5, y: -0.7500001)))
        #expect(path.contains(CGPoint(x: 1, y: -0.999999999)))
        #expect(!path.contains(CGPoint(x: 1, y: -1.000000001)))
    }

    @Test func cubicCrossingIsExact() throws {
        // x(t) = 12t² − 8t³, y(t) = 12t(1 − t): at t = 1/2 the curve passes (2, 3).
        let path = try BezierPath(svgPathData: "M0 0 C0 4 4 4 4 0 Z")
        #expect(path.contains(CGPoint(x: 2, y: 2.9999999)))
        #expect(!path.contains(CGPoint(x: 2, y: 3.0000001)))
        // The curve's left flank: at t = 1/4, (x, y) = (0.625, 2.25).
        #expect(path.contains(CGPoint(x: 0.6250001, y: 2.25)))
        #expect(!path.contains(CGPoint(x: 0.6249999, y: 2.25)))
    }

    @Test func openContoursAreImplicitlyClosed() throws {
        let open = try BezierPath(svgPathData: "M0 0 L10 0 L10 10")
        #expect(open.contains(CGPoint(x: 8, y: 2)))
        #expect(!open.contains(CGPoint(x: 2, y: 8)))
    }

    @Test func edgesFollowTheTopLeftRule() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let path = BezierPath(rect: rect)
        for point in [CGPoint(x: 0, y: 5), CGPoint(x: 5, y: 0), CGPoint(x: 0, y: 0),
                      CGPoint(x: 10, y: 5), CGPoint(x: 5, y: 10), CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 0)] {
            #expect(path.contains(point) == rect.contains(point), "\(point)")
        }
    }

    @Test func reversedRectStillContainsItsInterior() throws {
        let path = try BezierPath(svgPathData: "M0 0 L0 10 L10 10 L10 0 Z")
        #expect(path.windingNumber(at: CGPoint(x: 5, y: 5)) == -1)
        #expect(path.contains(CGPoint(x: 5, y: 5), fillRule: .evenOdd))
    }

    @Test func nonFinitePointIsNeverInside() {
        let path = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!path.contains(CGPoint(x: CGFloat.nan, y: 5)))
        #expect(!path.contains(CGPoint(x: 5, y: CGFloat.infinity)))
    }

    @Test func emptyPathContainsNothing() {
        #expect(!BezierPath().contains(.zero))
    }
}
