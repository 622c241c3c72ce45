// BezierPath.reversed(): each subpath traced from its end to its start, closed ones keeping
// their start point, curves with their control points swapped.
import Foundation
import Testing
@testable import LaminaGeometry

@Suite struct BezierPathReversedTests {
    @Test func anOpenSubpathRunsFromItsEnd() {
        let path = BezierPath(elements: [
            .move(to: CGPoint(x: 0, y: 0)),
            .line(to: CGPoint(x: 10, y: 0)),
            .curve(to: CGPoint(x: 20, y: 10), control1: CGPoint(x: 14, y: 0), control2: CGPoint(x: 20, y: 6)),
            .quadCurve(to: CGPoint(x: 30, y: 20), control: CGPoint(x: 20, y: 20)),
        ])
        #expect(path.reversed().elements == [
            .move(to: CGPoint(x: 30, y: 20)),
            .quadCurve(to: CGPoint(x: 20, y: 10), control: CGPoint(x: 20, y: 20)),
            .curve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 20, y: 6), control2: CGPoint(x: 14, y: 0)),
            .line(to: CGPoint(x: 0, y: 0)),
        ])
        #expect(path.reversed().reversed() == path)
    }

    @Test func aClosedSubpathKeepsItsStartAndGoesRoundTheOtherWay() {
        // A triangle whose closing side is implicit, then a second, open subpath.
        let path = BezierPath(elements: [
            .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)),
            .closeSubpath,
            .move(to: CGPoint(x: 50, y: 50)), .line(to: CGPoint(x: 60, y: 50)),
        ])
        #expect(path.reversed().elements == [
            .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 10, y: 0)),
            .line(to: CGPoint(x: 0, y: 0)), .closeSubpath,
            .move(to: CGPoint(x: 60, y: 50)), .line(to: CGPoint(x: 50, y: 50)),
        ])
        #expect(abs(PathMeasure(path.reversed()).length - PathMeasure(path).length) < 1e-9)
    }
}
