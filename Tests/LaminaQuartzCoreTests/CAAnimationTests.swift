// Core Animation's names over Lamina: key paths resolve to typed properties, keyframes evaluate to
// exact numbers through the render tree, wrong values are skipped with a warning, and every
// default is Apple's (SEMANTICS §1.1, §2.7, §3).
import Foundation
import Lamina
import LaminaUIKit
import Testing

/// Collects the warnings `body` reports.
private func warnings(_ body: () -> Void) -> [String] {
    final class Box: @unchecked Sendable { var items: [String] = [] }
    let box = Box()
    CAWarnings.$handler.withValue({ box.items.append($0) }, operation: body)
    return box.items
}

/// A 20 × 20 shape layer at the origin of a root, as an indicator builds its dots.
private func dot() -> (root: CALayer, dot: CAShapeLayer) {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    let dot = CAShapeLayer()
    dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    dot.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
    root.addSublayer(dot)
    return (root, dot)
}

@Suite struct CAAnimationTests {
    @Test func keyframeScaleWithKeyTimesAndCurvesEvaluatesExactly() throws {
        let (_, layer) = dot()
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        let scale = CAKeyframeAnimation(keyPath: "transform.scale")
        scale.keyTimes = [0, 0.5, 1]
        scale.values = [1, 0.6, 1]
        scale.timingFunctions = [curve, curve]
        scale.duration = 1
        scale.repeatCount = HUGE
        layer.add(scale, forKey: "animation")

        // The control points are Floats, as Apple stores them (0.42 is 0.41999998688…), so the
        // curve is the Float one: half way through the first segment, and a quarter of the way.
        let eased = curve.laminaTimingFunction
        #expect(abs(eased.value(at: 0.5) - 0.5) <= 1e-7)
        #expect(abs(try layer.laminaLayer.presentation(at: 0.25).transform.a - (1 - 0.4 * eased.value(at: 0.5))) <= 1e-12)
        let quarter = try layer.laminaLayer.presentation(at: 0.125).transform
        #expect(abs(quarter.a - (1 - 0.4 * eased.value(at: 0.25))) <= 1e-12)
        #expect(abs(quarter.d - quarter.a) <= 1e-15 && quarter.b == 0)
        // Forever: the fourth repeat at its key time 0.5.
        #expect(abs(try layer.laminaLayer.presentation(at: 3.5).transform.a - 0.6) <= 1e-12)
    }

    @Test func beginTimeFromTheMediaClockAndAGroupCurve() throws {
        let (_, layer) = dot()
        let opacity = CAKeyframeAnimation(keyPath: "opacity")
        opacity.keyTimes = [0, 0.5, 1]
        opacity.values = [1, 0.2, 1]
        let group = CAAnimationGroup()
        group.animations = [opacity]
        group.timingFunction = CAMediaTimingFunction(name: .linear)
        group.duration = 0.8
        group.beginTime = CACurrentMediaTime() + 0.2
        group.repeatCount = HUGE
        group.isRemovedOnCompletion = false
        layer.add(group, forKey: "animation")

        #expect(try layer.laminaLayer.presentation(at: 0.1).opacity == 1)  // not begun: the model value
        #expect(abs(try layer.laminaLayer.presentation(at: 0.2 + 0.2).opacity - 0.6) <= 1e-12)
        #expect(abs(try layer.laminaLayer.presentation(at: 0.2 + 0.8 + 0.4).opacity - 0.2) <= 1e-12)
    }

    @Test func mediaClockMovesBeginTimeZeroToNow() throws {
        let (_, layer) = dot()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        CAMediaClock.$now.withValue(2) { layer.add(fade, forKey: "fade") }
        #expect(abs(try layer.laminaLayer.presentation(at: 2.25).opacity - 0.25) <= 1e-12)
    }

    @Test func rotationTranslationAndNumbersOfEveryKind() throws {
        let (_, layer) = dot()
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = [0, Double.pi, 2 * Double.pi]  // evenly spaced without key times
        spin.duration = 1
        let shift = CABasicAnimation(keyPath: "transform.translation.x")
        shift.fromValue = Float(0)
        shift.toValue = CGFloat(-10)
        shift.duration = 1
        let group = CAAnimationGroup()
        group.animations = [spin, shift]
        group.duration = 1
        layer.add(group, forKey: "animation")
        let t = try layer.laminaLayer.presentation(at: 0.25).transform
        #expect(abs(t.b - 1) <= 1e-12 && abs(t.a) <= 1e-12)  // a quarter turn, clockwise on screen
        #expect(abs(t.tx + 2.5) <= 1e-12)
    }

    @Test func transformValuesInNSValueFlatten() throws {
        let (_, layer) = dot()
        let move = CAKeyframeAnimation(keyPath: "transform")
        move.values = [NSValue(caTransform3D: CATransform3DIdentity),
                       NSValue(caTransform3D: CATransform3DMakeTranslation(8, -4, 0))]
        move.duration = 1
        layer.add(move, forKey: "move")
        let t = try layer.laminaLayer.presentation(at: 0.5).transform
        #expect(t == CGAffineTransform(translationX: 4, y: -2))
    }

    @Test func threeDimensionalFlipsTurnAboutTheirAxis() throws {
        // rotX(π) then rotX(π)·rotY(π), as NVActivityIndicatorView's SquareSpin: half way the
        // square is turned a quarter about y, so it shows edge-on (no width), not turned in plane.
        let (_, layer) = dot()
        var flipX = CATransform3DMakeRotation(.pi, 1, 0, 0)
        flipX.m34 = -1 / 100
        let both = CATransform3DConcat(flipX, CATransform3DMakeRotation(.pi, 0, 1, 0))
        let flip = CAKeyframeAnimation(keyPath: "transform")
        flip.values = [NSValue(caTransform3D: flipX), NSValue(caTransform3D: both)]
        flip.duration = 1
        layer.add(flip, forKey: "flip")
        let half = try layer.laminaLayer.presentation(at: 0.5).transform
        #expect(abs(half.a) <= 1e-9 && abs(half.b) <= 1e-9 && abs(half.d + 1) <= 1e-9)
        let quarter = try layer.laminaLayer.presentation(at: 0.25).transform
        #expect(abs(quarter.a - cos(CGFloat.pi / 4)) <= 1e-9)
    }

    @Test func valueOfTheWrongTypeIsSkippedWithAWarning() {
        let (_, layer) = dot()
        let bad = CAKeyframeAnimation(keyPath: "opacity")
        bad.values = [1, "half"]
        let reported = warnings { layer.add(bad, forKey: "bad") }
        #expect(reported == ["opacity: values[1] is String, expected a number; animation skipped"])
        #expect(layer.animationKeys() == nil)
    }

    @Test func unknownKeyPathIsSkippedWithAWarning() {
        let (_, layer) = dot()
        let bad = CABasicAnimation(keyPath: "contentsRect.wobble")
        bad.toValue = 1
        let reported = warnings { layer.add(bad, forKey: nil) }
        #expect(reported.count == 1 && reported[0].contains("contentsRect.wobble"))
        #expect(layer.laminaLayer.animationKeys().isEmpty)
    }

    @Test func pathsOfAnotherStructureAreSkippedWhenAdded() {
        let (_, layer) = dot()  // an oval: a move, four curves and a close
        let morph = CAKeyframeAnimation(keyPath: "path")
        morph.values = [UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).cgPath,
                        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 8)).cgPath]
        morph.duration = 1
        let reported = warnings { layer.add(morph, forKey: "morph") }
        #expect(reported.count == 1 && reported[0].contains("different structure"))
        #expect(layer.animationKeys() == nil)
    }

    @Test func additivePathsShowTheAnimatedPath() throws {
        let (_, layer) = dot()  // an oval; the rectangles cannot be added to it
        let bars = CAKeyframeAnimation()
        bars.keyPath = "path"
        bars.isAdditive = true
        bars.values = [UIBezierPath(rect: CGRect(x: 0, y: 10, width: 4, height: 10)).cgPath,
                       UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 20)).cgPath]
        bars.duration = 1
        let reported = warnings { layer.add(bars, forKey: "bars") }
        #expect(reported.isEmpty)
        guard case .shape(let shape) = try layer.laminaLayer.presentation(at: 0.5).content else {
            Issue.record("no shape")
            return
        }
        #expect(shape.path == BezierPath(rect: CGRect(x: 0, y: 5, width: 4, height: 15)))
    }

    @Test func shortTimingFunctionListsArePaddedWithLinear() throws {
        let (_, layer) = dot()
        let scale = CAKeyframeAnimation(keyPath: "transform.scale")
        scale.keyTimes = [0, 0.5, 0.5, 1]
        scale.values = [0, 0, 1, 2]
        scale.timingFunctions = [CAMediaTimingFunction(name: .linear)]
        scale.duration = 1
        let reported = warnings { layer.add(scale, forKey: "scale") }
        #expect(reported == ["transform.scale: 1 timingFunctions for 3 segments; missing ones linear"])
        #expect(abs(try layer.laminaLayer.presentation(at: 0.75).transform.a - 1.5) <= 1e-12)
    }

    @Test func timingFunctionControlPoints() {
        func points(_ function: CAMediaTimingFunction) -> [Float] {
            var values: [Float] = []
            for index in 0..<4 {
                var pair: [Float] = [-1, -1]
                function.getControlPoint(at: index, values: &pair)
                values += pair
            }
            var untouched: [Float] = [-1, -1]
            function.getControlPoint(at: 4, values: &untouched)
            #expect(untouched == [-1, -1])
            return values
        }
        #expect(points(CAMediaTimingFunction(name: .easeInEaseOut)) == [0, 0, 0.42, 0, 0.58, 1, 1, 1])
        #expect(points(CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseIn)) == [0, 0, 0.42, 0, 1, 1, 1, 1])
        #expect(points(CAMediaTimingFunction(name: .easeOut)) == [0, 0, 0, 0, 0.58, 1, 1, 1])
        #expect(points(CAMediaTimingFunction(name: .default)) == [0, 0, 0.25, 0.1, 0.25, 1, 1, 1])
        #expect(points(CAMediaTimingFunction(name: .linear)) == [0, 0, 0, 0, 1, 1, 1, 1])
        #expect(points(CAMediaTimingFunction(controlPoints: 0.2, 0.68, 0.18, 1.08)) == [0, 0, 0.2, 0.68, 0.18, 1.08, 1, 1])
        #expect(CAMediaTimingFunction(name: .easeInEaseOut).laminaTimingFunction == .easeInEaseOut
            || abs(CAMediaTimingFunction(name: .easeInEaseOut).laminaTimingFunction.value(at: 0.3)
                - TimingFunction.easeInEaseOut.value(at: 0.3)) <= 1e-7)
    }

    @Test func defaultsAreApples() {
        let shape = CAShapeLayer()
        #expect(shape.fillColor == CGColor(gray: 0, alpha: 1) && shape.strokeColor == nil)
        #expect(shape.lineWidth == 1 && shape.miterLimit == 10 && shape.lineCap == .butt && shape.lineJoin == .miter)
        #expect(shape.strokeStart == 0 && shape.strokeEnd == 1 && shape.fillRule == kCAFillRuleNonZero)
        #expect(shape.lineDashPattern == nil && shape.lineDashPhase == 0 && shape.path == nil)
        let layer = CALayer()
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5) && layer.opacity == 1 && layer.bounds == .zero)
        #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3 && layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(CATransform3DIsIdentity(layer.transform) && layer.sublayers == nil && layer.speed == 1)
        let animation = CAKeyframeAnimation()
        #expect(animation.duration == 0 && animation.repeatCount == 0 && animation.isRemovedOnCompletion)
        #expect(animation.fillMode == .removed && animation.calculationMode == kCAAnimationLinear && !animation.isAdditive)
        let spring = CASpringAnimation()
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        let gradient = CAGradientLayer()
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.type == .axial && gradient.colors == nil && gradient.locations == nil)
        let replicator = CAReplicatorLayer()
        #expect(replicator.instanceCount == 1 && replicator.instanceDelay == 0)
        #expect(CATextLayer().fontSize == 36 && CATextLayer().foregroundColor == CGColor(gray: 1, alpha: 1))
        #expect(CATransaction.animationDuration() == 0.25 && !CATransaction.disableActions())
    }
}
