import Foundation
import Testing
@testable import Lamina

@Suite struct KeyframeAnimationTests {
    private func value(_ animation: KeyframeAnimation<CGFloat>, at time: Double) throws -> CGFloat {
        let layer = makeShapeLayer()
        try layer.add(animation, forKey: "k")
        return try layer.presentation(at: time).position.x
    }

    private func keyframes(_ values: [CGFloat], mode: CalculationMode = .linear) -> KeyframeAnimation<CGFloat> {
        var animation = KeyframeAnimation(keyPath: .positionX, values: values)
        animation.duration = 1
        animation.calculationMode = mode
        return animation
    }

    @Test func linearSpacesValuesEvenlyAndHonoursKeyTimes() throws {
        var a = keyframes([0, 10, 30])
        #expect(try value(a, at: 0.25) == 5)
        #expect(try value(a, at: 0.75) == 20)
        a.keyTimes = [0, 0.8, 1]
        #expect(try value(a, at: 0.4) == 5)
        #expect(try value(a, at: 0.9) == 20)
        a.timingFunctions = [.easeIn, .linear]
        #expect(abs(try value(a, at: 0.4) - 10 * CGFloat(TimingFunction.easeIn.value(at: 0.5))) < 1e-12)
    }

    @Test func discreteHoldsEachValueForItsSlice() throws {
        var a = keyframes([1, 2, 3], mode: .discrete)
        #expect(try value(a, at: 0.3) == 1)
        #expect(try value(a, at: 0.34) == 2)
        #expect(try value(a, at: 0.99) == 3)
        a.keyTimes = [0, 0.1, 0.2, 1]  // one more key time than values, as Apple documents
        #expect(try value(a, at: 0.15) == 2)
        #expect(try value(a, at: 0.5) == 3)
    }

    @Test func pacedMovesAtConstantSpeed() throws {
        let a = keyframes([0, 10, 40], mode: .paced)
        #expect(try value(a, at: 0.25) == 10)
        #expect(try value(a, at: 0.5) == 20)
    }

    @Test func cubicIsCatmullRom() throws {
        let a = keyframes([0, 10, 0, 10], mode: .cubic)
        // Segment 1 (10 → 0) at u = 0.5: tangents (0 − 0)/2 = 0 and (10 − 10)/2 = 0 → midpoint 5.
        #expect(abs(try value(a, at: 0.5) - 5) < 1e-12)
        // Segment 0 at u = 0.5: p0 = p1 = 0, p2 = 10, p3 = 0: h01 = .5, h10 = .125, h11 = −.125;
        // 5 + .125·(10 − 0)/2 − .125·(0 − 0)/2 = 5.625.
        #expect(abs(try value(a, at: 1.0 / 6) - 5.625) < 1e-12)
    }

    /// The first value that is not finite is named by its index, for every value type.
    @Test func aValueThatIsNotFiniteIsNamed() {
        let layer = makeShapeLayer()
        #expect(throws: AnimationError.incompatibleValues("values[2]: expected finite numbers, found nan")) {
            try layer.add(keyframes([0, 1, .nan, .infinity]), forKey: nil)
        }
        var moves = KeyframeAnimation(keyPath: .position, values: [CGPoint(x: 1, y: 2), CGPoint(x: CGFloat.infinity, y: 0)])
        moves.duration = 1
        #expect(throws: AnimationError.incompatibleValues("values[1]: expected finite numbers, found CGPoint(x: inf, y: 0.0)")) {
            try layer.add(moves, forKey: nil)
        }
    }

    @Test func keyTimesThatDoNotFitAreRefused() {
        let layer = makeShapeLayer()
        var a = keyframes([0, 1])
        a.keyTimes = [0, 0.5, 1]
        #expect(throws: AnimationError.self) { try layer.add(a, forKey: nil) }
        a.keyTimes = [0.5, 0.2]
        #expect(throws: AnimationError.self) { try layer.add(a, forKey: nil) }
        a.keyTimes = nil
        a.timingFunctions = [.linear, .linear]
        #expect(throws: AnimationError.self) { try layer.add(a, forKey: nil) }
        #expect(throws: AnimationError.self) { try layer.add(keyframes([]), forKey: nil) }
    }

    @Test func motionAlongAPathWithRotation() throws {
        let layer = makeShapeLayer()
        var path = BezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 30, y: 0))
        path.addLine(to: CGPoint(x: 30, y: 10))
        var motion = orientedMotion(along: path)
        try layer.add(motion, forKey: "move")
        // Two drawing elements, one keyframe each: half the time per line.
        let early = try layer.presentation(at: 0.25)
        #expect(close(early.position, CGPoint(x: 15, y: 0)))
        #expect(early.transform == .identity)
        let late = try layer.presentation(at: 0.75)
        #expect(close(late.position, CGPoint(x: 30, y: 5)))
        #expect(abs(late.transform.b - 1) < 1e-12 && abs(late.transform.a) < 1e-12)  // turned 90°
        motion.calculationMode = .paced
        try layer.add(motion, forKey: "move")
        #expect(close(try layer.presentation(at: 0.5).position, CGPoint(x: 20, y: 0)))  // 20 of 40 points
    }

    @Test func aCurveOfAPathIsCrossedByItsOwnParameter() throws {
        // Core Animation's linear mode: at half the time, the cubic's point at t = 0.5 (not half
        // its arc length); control points crowding the start make that point lie far along.
        let layer = makeShapeLayer()
        var path = BezierPath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 80, y: 0), controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 10, y: 0))
        var motion = orientedMotion(along: path)
        try layer.add(motion, forKey: "move")
        let middle = try layer.presentation(at: 0.5)
        #expect(close(middle.position, CGPoint(x: 0.375 * 10 + 0.125 * 80, y: 0)))  // B(½) = 3/8·c2 + 1/8·end
        #expect(middle.transform == .identity)  // the tangent at t = ½ points along +x
        motion.calculationMode = .paced
        try layer.add(motion, forKey: "move")
        #expect(close(try layer.presentation(at: 0.5).position, CGPoint(x: 40, y: 0)))  // half of 80 points
    }

    /// A one-second position animation along `path` that turns the layer with it.
    private func orientedMotion(along path: BezierPath) -> KeyframeAnimation<CGPoint> {
        var motion = KeyframeAnimation<CGPoint>(keyPath: .position)
        motion.path = path
        motion.duration = 1
        motion.rotationMode = .auto
        return motion
    }

    /// Arc lengths come from PathMeasure's quadrature, exact to about 1e-9 (PathMeasure.swift).
    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func pathKeyframesAreTheEndsOfEachDrawingElement() {
        let rect = BezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 10))
        let lengths = KeyframeAnimation<CGPoint>.pathLengths(rect)
        #expect(lengths.count == 5)  // move, three lines and the close: four keyframe segments
        for (length, expected) in zip(lengths, [0.0, 30, 40, 70, 80]) { #expect(abs(length - expected) < 1e-9) }
    }

    /// A path is measured once, when it is set, and copies of the animation share the measure:
    /// a long path is not measured again at every frame.
    @Test func aPathIsMeasuredWhenSet() {
        let rect = BezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 10))
        var motion = KeyframeAnimation<CGPoint>(keyPath: .position)
        #expect(motion.pathTrack == nil)
        motion.path = rect
        let copy = motion
        #expect(motion.pathTrack != nil && copy.pathTrack === motion.pathTrack)
        #expect(motion.pathTrack?.lengths == KeyframeAnimation<CGPoint>.pathLengths(rect))
        #expect(motion.pathTrack?.evenKeyTimes == [0, 0.25, 0.5, 0.75, 1])
        motion.path = nil
        #expect(motion.pathTrack == nil)
    }

    /// The key time search is binary and finds what a scan from the end finds.
    @Test func keyTimeSearchMatchesALinearScan() {
        let times = [0, 0.25, 0.25, 0.5, 1, 1]
        for progress in [-1, 0, 0.1, 0.25, 0.3, 0.5, 0.99, 1, 2, .nan] {
            #expect(KeyframeAnimation<CGFloat>.lastKeyTime(in: times, atOrBefore: progress)
                    == times.lastIndex { $0 <= progress })
        }
        #expect(KeyframeAnimation<CGFloat>.lastKeyTime(in: [], atOrBefore: 0.5) == nil)
    }

    @Test func aPathOnANumberIsRefused() {
        var a = keyframes([])
        a.path = BezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(throws: AnimationError.self) { try makeShapeLayer().add(a, forKey: nil) }
    }
}
