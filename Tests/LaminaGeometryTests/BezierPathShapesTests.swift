import Foundation
import Testing
@testable import LaminaGeometry

/// Trigonometry in arcs rounds; 1e-12 is far below anything visible and far above 1-ulp noise.
private let tolerance: CGFloat = 1e-12

private func near(_ a: CGPoint, _ b: CGPoint, _ tol: CGFloat = tolerance) -> Bool {
    abs(a.x - b.x) <= tol && abs(a.y - b.y) <= tol
}

/// The cubics of a path, as (start, control1, control2, end).
private func cubics(_ path: BezierPath) -> [(CGPoint, CGPoint, CGPoint, CGPoint)] {
    var result: [(CGPoint, CGPoint, CGPoint, CGPoint)] = []
    var current = CGPoint.zero
    for element in path.elements {
        if case .curve(let p, let c1, let c2) = element { result.append((current, c1, c2, p)) }
        if let end = element.endPoint { current = end }
    }
    return result
}

@Suite struct RectAndOvalTests {
    @Test func rectStartsTopLeftAndRunsClockwise() {
        let path = BezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.svgPathData == "M1 2 L4 2 L4 6 L1 6 Z")
    }

    @Test func rectWithNegativeSizeIsStandardised() {
        let path = BezierPath(rect: CGRect(x: 4, y: 6, width: -3, height: -4))
        #expect(path.svgPathData == "M1 2 L4 2 L4 6 L1 6 Z")
    }

    @Test func nullRectGivesEmptyPaths() {
        #expect(BezierPath(rect: .null).isEmpty)
        #expect(BezierPath(ovalIn: .null).isEmpty)
        #expect(BezierPath(roundedRect: .null, cornerRadius: 3).isEmpty)
    }

    @Test func ovalIsFourKappaCubicsFromMaxXMidYClockwise() {
        let path = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 2, height: 2))
        let k = "0.5522847498307935", onePlusK = "1.5522847498307935", oneMinusK = "0.44771525016920655"
        #expect(k == "\(BezierPath.quarterCircleKappa)")
        #expect(path.svgPathData == "M2 1 C2 \(onePlusK) \(onePlusK) 2 1 2 C\(oneMinusK) 2 0 \(onePlusK) 0 1 "
            + "C0 \(oneMinusK) \(oneMinusK) 0 1 0 C\(onePlusK) 0 2 \(oneMinusK) 2 1 Z")
    }

    @Test func ovalInNonSquareRectScalesEachAxis() {
        let path = BezierPath(ovalIn: CGRect(x: 10, y: 20, width: 40, height: 20))
        #expect(path.elements.first == .move(to: CGPoint(x: 50, y: 30)))
        #expect(path.elements[1].endPoint == CGPoint(x: 30, y: 40))  // bottom: clockwise on screen
        #expect(path.bounds == CGRect(x: 10, y: 20, width: 40, height: 20))
    }
}

@Suite struct RoundedRectTests {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)

    @Test func maskedCornersRoundOnlyThoseCorners() {
        let path = BezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
                              cornerRadii: CGSize(width: 2, height: 2))
        // Arms are (1 − κ)·2 = 0.8954305003384131 from the corner.
        #expect(path.svgPathData == "M2 0 L10 0 L10 8 C10 9.104569499661586 9.104569499661586 10 8 10 L0 10 L0 2 "
            + "C0 0.8954305003384131 0.8954305003384131 0 2 0 Z")
    }

    @Test func cornerRadiiHeightIsIgnoredAsInUIKit() {
        let a = BezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 3, height: 0))
        #expect(a == BezierPath(roundedRect: rect, cornerRadius: 3))
    }

    @Test func circularRadiusIsClampedToHalfTheShorterSide() {
        let tall = CGRect(x: 0, y: 0, width: 10, height: 20)
        let clamped = BezierPath(roundedRect: tall, cornerRadius: 100)
        #expect(clamped == BezierPath(roundedRect: tall, cornerRadius: 5))
        // The top edge vanishes: the path starts at the top's midpoint and goes straight into a corner.
        #expect(clamped.elements[0] == .move(to: CGPoint(x: 5, y: 0)))
        #expect(clamped.elements[1].endPoint == CGPoint(x: 10, y: 5))
        #expect(clamped.bounds == tall)
    }

    @Test func zeroNegativeAndNaNRadiiGiveThePlainRect() {
        let plain = BezierPath(rect: rect)
        #expect(BezierPath(roundedRect: rect, cornerRadius: 0) == plain)
        #expect(BezierPath(roundedRect: rect, cornerRadius: -4) == plain)
        #expect(BezierPath(roundedRect: rect, cornerRadius: .nan) == plain)
        #expect(BezierPath(roundedRect: rect, cornerRadius: 0, cornerCurve: .continuous) == plain)
    }

    @Test func roundedRectStartsAfterTopLeftCornerAndIsClosed() {
        let path = BezierPath(roundedRect: CGRect(x: 5, y: 5, width: 30, height: 20), cornerRadius: 4)
        #expect(path.elements.first == .move(to: CGPoint(x: 9, y: 5)))
        #expect(path.elements[1] == .line(to: CGPoint(x: 31, y: 5)))
        #expect(path.elements.last == .closeSubpath)
        #expect(path.elements.count == 1 + 4 * 2 + 1)  // move, (edge, corner) × 4, close
    }

    @Test func continuousAndCircularCornersDiffer() {
        let circular = BezierPath(roundedRect: rect, cornerRadius: 2, cornerCurve: .circular)
        let continuous = BezierPath(roundedRect: rect, cornerRadius: 2, cornerCurve: .continuous)
        #expect(circular != continuous)
        // The continuous corner reaches 1.52866483·r along each edge instead of r.
        #expect(continuous.elements[0] == .move(to: CGPoint(x: 2 * 1.52866483, y: 0)))
        // Per corner: cubic, line, cubic, line, cubic; plus four edges, the move and the close.
        #expect(continuous.elements.count == 1 + 4 + 4 * 5 + 1)
        // Where the circular corner meets the top edge (x = 8) the continuous one has already left it.
        let nearEdge = CGPoint(x: 8, y: 0.008)
        #expect(circular.contains(nearEdge))
        #expect(!continuous.contains(nearEdge))
    }

    @Test func continuousCornersStayWithinTheRect() {
        for radius: CGFloat in [0.5, 2, 3, 100] {
            let path = BezierPath(roundedRect: rect, cornerRadius: radius, cornerCurve: .continuous)
            #expect(path.controlPointBounds == rect)
            #expect(path.bounds == rect)
        }
    }

    @Test func continuousRadiusShrinksToTheExpansionLimit() {
        let tall = CGRect(x: 0, y: 0, width: 10, height: 20)
        let huge = BezierPath(roundedRect: tall, cornerRadius: 100, cornerCurve: .continuous)
        let limit = 5 / 1.52866483
        #expect(huge == BezierPath(roundedRect: tall, cornerRadius: limit, cornerCurve: .continuous))
        guard case .move(let start) = huge.elements[0] else { Issue.record("no move"); return }
        #expect(abs(start.x - 5) <= 1e-12 && start.y == 0)
    }

    @Test func continuousCornerIsSymmetricAboutItsDiagonal() {
        // Reflecting a square's path across the diagonal y = x gives the same outline reversed, so
        // the set of points on it is unchanged.
        let square = BezierPath(roundedRect: rect, cornerRadius: 3, cornerCurve: .continuous)
        let flipped = square.applying(CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0))
        let points = Set(square.elements.flatMap(\.points).map { "\(($0.x * 1e9).rounded()),\(($0.y * 1e9).rounded())" })
        let flippedPoints = Set(flipped.elements.flatMap(\.points).map { "\(($0.x * 1e9).rounded()),\(($0.y * 1e9).rounded())" })
        #expect(points == flippedPoints)
    }
}

@Suite struct ArcTests {
    @Test func quarterArcClockwiseIsOneCubicWithKappaArms() {
        let path = BezierPath(arcCenter: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(path.elements.count == 2)
        #expect(path.elements[0] == .move(to: CGPoint(x: 1, y: 0)))
        let k = BezierPath.quarterCircleKappa
        guard let (_, c1, c2, end) = cubics(path).first else { Issue.record("no cubic"); return }
        #expect(near(c1, CGPoint(x: 1, y: k)))
        #expect(near(c2, CGPoint(x: k, y: 1)))
        #expect(near(end, CGPoint(x: 0, y: 1)))  // clockwise on screen: 3 o'clock to 6 o'clock
    }

    @Test func counterClockwiseQuarterTakesTheLongWayRound() {
        let path = BezierPath(arcCenter: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let pieces = cubics(path)
        #expect(pieces.count == 3)
        #expect(near(pieces[0].3, CGPoint(x: 0, y: -1)))  // through 12 o'clock first
        #expect(near(pieces[1].3, CGPoint(x: -1, y: 0)))
        #expect(near(pieces[2].3, CGPoint(x: 0, y: 1)))
    }

    @Test func fullCircleClockwiseFromZeroToTwoPi() {
        let path = BezierPath(arcCenter: CGPoint(x: 5, y: 5), radius: 2, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        let pieces = cubics(path)
        #expect(pieces.count == 4)
        #expect(pieces.last?.3 == CGPoint(x: 7, y: 5))  // ends exactly where it started
        #expect(path.currentPoint == CGPoint(x: 7, y: 5))
    }

    @Test func progressRingFromTwelveOClockIsAFullCircle() {
        let path = BezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2,
                              endAngle: 3 * .pi / 2, clockwise: true)
        let pieces = cubics(path)
        #expect(pieces.count == 4)
        guard case .move(let start) = path.elements[0] else { Issue.record("no move"); return }
        #expect(near(start, CGPoint(x: 50, y: 10)))
        #expect(near(pieces[0].3, CGPoint(x: 90, y: 50)))  // 3 o'clock after a quarter
        #expect(pieces[3].3 == start)
    }

    @Test func progressRingCounterClockwiseIsAFullCircle() {
        // As on iOS: a whole turn against the direction is still one turn (NVActivityIndicatorView
        // fills its dots with 0 → 2π counter-clockwise arcs), not an empty arc.
        let path = BezierPath(arcCenter: .zero, radius: 1, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)
        let pieces = cubics(path)
        #expect(pieces.count == 4)
        #expect(near(pieces[0].3, CGPoint(x: -1, y: 0)))  // 9 o'clock after a counter-clockwise quarter
        #expect(near(pieces[3].3, CGPoint(x: 0, y: -1)))
    }

    @Test func zeroToTwoPiCounterClockwiseIsAFullCircle() {
        let path = BezierPath(arcCenter: .zero, radius: 2, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(cubics(path).count == 4)
        #expect(abs(BezierPath.arcSweep(from: 0, to: 2 * .pi, clockwise: false) + 2 * .pi) <= tolerance)
    }

    @Test func counterClockwiseFromTwoPiToZeroIsAFullCircle() {
        let path = BezierPath(arcCenter: .zero, radius: 1, startAngle: 2 * .pi, endAngle: 0, clockwise: false)
        let pieces = cubics(path)
        #expect(pieces.count == 4)
        #expect(near(pieces[0].3, CGPoint(x: 0, y: -1)))
    }

    @Test func sweepBeyondTwoPiIsOneFullCircle() {
        let path = BezierPath(arcCenter: .zero, radius: 1, startAngle: 0, endAngle: 5 * .pi, clockwise: true)
        #expect(cubics(path).count == 4)
        #expect(path.currentPoint == CGPoint(x: 1, y: 0))
    }

    @Test func negativeAnglesNormaliseIntoOneTurn() {
        // Clockwise from π to −π/2: the span −3π/2 wraps to +π/2 (9 o'clock to 12 o'clock).
        let path = BezierPath(arcCenter: .zero, radius: 1, startAngle: .pi, endAngle: -.pi / 2, clockwise: true)
        let pieces = cubics(path)
        #expect(pieces.count == 1)
        #expect(near(pieces[0].0, CGPoint(x: -1, y: 0)))
        #expect(near(pieces[0].3, CGPoint(x: 0, y: -1)))
        #expect(abs(BezierPath.arcSweep(from: .pi, to: -.pi / 2, clockwise: true) - .pi / 2) <= tolerance)
        #expect(abs(BezierPath.arcSweep(from: -3, to: -1, clockwise: false) - (-2 * .pi + 2)) <= tolerance)
    }

    @Test func equalAnglesGiveNoArc() {
        let path = BezierPath(arcCenter: .zero, radius: 1, startAngle: 1, endAngle: 1, clockwise: true)
        #expect(path.elements == [.move(to: CGPoint(x: cos(CGFloat(1)), y: sin(CGFloat(1))))])
    }

    @Test func cubicMidpointsLieExactlyOnTheCircle() {
        // k = 4/3·tan(θ/4) puts each cubic's midpoint on the circle, for any piece angle.
        for sweep: CGFloat in [0.3, 1, .pi / 3, 2.5, 4, 6] {
            let path = BezierPath(arcCenter: CGPoint(x: 3, y: -2), radius: 7, startAngle: 0.2, endAngle: 0.2 + sweep,
                                  clockwise: true)
            for (p0, c1, c2, p3) in cubics(path) {
                let mid = CGPoint(x: (p0.x + 3 * c1.x + 3 * c2.x + p3.x) / 8, y: (p0.y + 3 * c1.y + 3 * c2.y + p3.y) / 8)
                #expect(abs(hypot(mid.x - 3, mid.y + 2) - 7) <= tolerance)
            }
            #expect(cubics(path).count == Int((sweep / (.pi / 2)).rounded(.up)))
        }
    }

    @Test func addArcJoinsTheCurrentPointWithALine() {
        var path = BezierPath()
        path.move(to: .zero)
        path.addArc(withCenter: CGPoint(x: 10, y: 0), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(path.elements[1] == .line(to: CGPoint(x: 15, y: 0)))
        #expect(near(path.currentPoint ?? .zero, CGPoint(x: 10, y: 5)))
    }

    @Test func addArcFromItsOwnStartPointAddsNoLine() {
        var path = BezierPath()
        path.move(to: CGPoint(x: 15, y: 0))
        path.addArc(withCenter: CGPoint(x: 10, y: 0), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(path.elements.count == 2)
    }

    @Test func overflowingSpanDoesNotTrap() {
        let path = BezierPath(arcCenter: .zero, radius: 1, startAngle: -1e308, endAngle: 1.7e308, clockwise: false)
        #expect(path.isFinite)
        #expect(cubics(path).count <= 4)
        let clockwise = BezierPath(arcCenter: .zero, radius: 1, startAngle: -1e308, endAngle: 1.7e308, clockwise: true)
        #expect(cubics(clockwise).count == 4)  // a span of 2π or more is one full circle
    }

    @Test func nonFiniteAnglesLeaveANonFinitePathInsteadOfTrapping() {
        let path = BezierPath(arcCenter: .zero, radius: 1, startAngle: 0, endAngle: .infinity, clockwise: true)
        #expect(!path.isFinite)
    }
}

@Suite struct ElementListTests {
    private let elements: [PathElement] = [
        .line(to: CGPoint(x: 4, y: 0)), .curve(to: CGPoint(x: 4, y: 4), control1: CGPoint(x: 6, y: 1),
                                              control2: CGPoint(x: 6, y: 3)),
        .closeSubpath, .quadCurve(to: CGPoint(x: 1, y: 5), control: CGPoint(x: 2, y: 7)),
    ]

    @Test func anArrayAndASequenceBuildTheSamePath() {
        let fromArray = BezierPath(elements: elements)
        let fromSequence = BezierPath(elements: elements.lazy.map { $0 })
        #expect(fromArray == fromSequence)
        // A drawing element without a current point starts at the origin (an implicit move),
        // and one after a close starts a new contour where the closed one began.
        #expect(fromArray.svgPathData == "M0 0 L4 0 C6 1 6 3 4 4 Z M0 0 Q2 7 1 5")
        #expect(fromArray.currentPoint == CGPoint(x: 1, y: 5))
    }
}
