import Foundation
import Testing
@testable import Lamina

@Suite struct SpringAndGroupTests {
    @Test func springAnimationFollowsTheClosedForm() throws {
        let layer = makeShapeLayer()
        var bounce = SpringAnimation(keyPath: .positionX, from: 0, to: 100)
        bounce.damping = 5
        bounce.duration = bounce.settlingDuration
        try layer.add(bounce, forKey: "bounce")
        let spring = try Spring(mass: 1, stiffness: 100, damping: 5)
        for t in [0.1, 0.3, 0.7, 1.5] {
            let x = try layer.presentation(at: t).position.x
            #expect(abs(Double(x) - 100 * spring.fraction(at: t)) < 1e-9)
        }
        #expect(try layer.presentation(at: 0.3).position.x > 100)  // overshoots
        #expect(bounce.settlingDuration == spring.settlingDuration)
    }

    @Test func springForms() throws {
        let uiKit = try SpringAnimation(keyPath: .opacity, spring: Spring(duration: 0.5, dampingRatio: 0.75), to: 1)
        #expect(abs(uiKit.damping / (2 * (uiKit.stiffness * uiKit.mass).squareRoot()) - 0.75) < 1e-12)
        let swiftUI = try SpringAnimation(keyPath: .opacity, spring: Spring(duration: 0.5, bounce: 0.3), to: 1)
        #expect(abs(swiftUI.stiffness - 157.91367041742973) < 1e-9)
        var bad = SpringAnimation(keyPath: .opacity, to: 1)
        bad.mass = 0
        #expect(throws: AnimationError.self) { try makeShapeLayer().add(bad, forKey: nil) }
    }

    @Test func groupChildrenRunInTheGroupsTime() throws {
        let layer = makeShapeLayer()
        var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
        fade.duration = 1
        var draw = BasicAnimation(keyPath: .strokeEnd, from: 0, to: 1)
        draw.beginTime = 0.5
        draw.duration = 1
        var group = AnimationGroup([fade, draw])
        group.beginTime = 2
        group.duration = 1.25  // clips draw at progress 0.75
        group.autoreverses = true
        try layer.add(group, forKey: "group")
        #expect(try opacity(layer, at: 1) == 1)  // not started: the model value
        #expect(try opacity(layer, at: 2.5) == 0.5)
        #expect(try strokeEnd(layer, at: 2.25) == 1)  // draw not yet begun inside the group
        #expect(try strokeEnd(layer, at: 2.75) == 0.25)
        #expect(try strokeEnd(layer, at: 3.5) == 0.5)  // on the way back: simple time 1.0
        #expect(try layer.commit().animationEndTime == 4.5)
    }

    @Test func layerSpeedAndTimeOffsetNestThroughTheTree() throws {
        let root = Layer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let child = makeShapeLayer()
        root.addSublayer(child)
        var fill = BasicAnimation(keyPath: .strokeEnd, from: 0, to: 1)
        fill.duration = 4
        try child.add(fill, forKey: "fill")
        root.speed = 2
        child.timeOffset = 1
        // Root time 0.5 → root local 1 → child local 2 → progress 0.5.
        #expect(try strokeEnd(child, at: 0.5) == 0.5)
        let tree = try root.commit()
        #expect(try AnimatableProperty<CGFloat>.strokeEnd.value(in: tree.evaluated(at: 0.5).root.sublayers[0]) == 0.5)
        // The animation ends at child local 4 → root local 3 → scene time 1.5.
        #expect(tree.animationEndTime == 1.5)
        child.speed = 0  // paused at its time offset
        #expect(try strokeEnd(child, at: 9) == 0.25)
    }

    @Test func evaluatedTreesCarryNoAnimationsAndCommitsCompare() throws {
        let layer = makeShapeLayer()
        var fill = BasicAnimation(keyPath: .strokeEnd, from: 0, to: 1)
        fill.duration = 1
        try layer.add(fill, forKey: "fill")
        let a = try layer.commit(), b = try layer.commit()
        #expect(a == b)
        #expect(a.root.animations?.animations.count == 1)
        let evaluated = try a.evaluated(at: 0.5)
        #expect(evaluated.root.animations == nil)
        #expect(throws: LayerError.self) { try a.evaluated(at: .nan) }
    }
}
