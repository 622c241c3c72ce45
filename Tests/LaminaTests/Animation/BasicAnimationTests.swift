import Foundation
import Testing
@testable import Lamina

@Suite struct BasicAnimationTests {
    /// SEMANTICS §3.3: every row of Apple's from/to/by table, at the midpoint of a 1 s linear
    /// animation over a model opacity of 0.2.
    @Test(arguments: [
        (0.4 as CGFloat?, 0.8 as CGFloat?, nil as CGFloat?, 0.6 as CGFloat),  // from → to
        (0.4, nil, 0.2, 0.5),  // from → from + by
        (nil, 0.8, 0.2, 0.7),  // to − by → to
        (0.4, nil, nil, 0.3),  // from → current (0.2)
        (nil, 0.8, nil, 0.5),  // current → to
        (nil, nil, 0.4, 0.4),  // current → current + by
    ])
    func fromToByTable(from: CGFloat?, to: CGFloat?, by: CGFloat?, expected: CGFloat) throws {
        let layer = makeShapeLayer()
        layer.opacity = 0.2
        var animation = BasicAnimation(keyPath: .opacity, from: from, to: to, by: by)
        animation.duration = 1
        try layer.add(animation, forKey: "fade")
        #expect(abs(try opacity(layer, at: 0.5) - expected) < 1e-12)
    }

    @Test func allThreeValuesAreRefused() {
        let layer = makeShapeLayer()
        #expect(throws: AnimationError.self) {
            try layer.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1, by: 1), forKey: nil)
        }
    }

    @Test func nonFiniteValuesAreRefusedOnAdd() {
        let layer = makeShapeLayer()
        #expect(throws: AnimationError.self) {
            try layer.add(BasicAnimation(keyPath: .position, to: CGPoint(x: CGFloat.nan, y: 0)), forKey: nil)
        }
        var bad = BasicAnimation(keyPath: .opacity, to: 1)
        bad.duration = .infinity
        #expect(throws: AnimationError.self) { try layer.add(bad, forKey: nil) }
        #expect(layer.animationKeys().isEmpty)
    }

    @Test func timingFunctionEasesAndFillForwardsHoldsOnlyWhenNotRemoved() throws {
        let layer = makeShapeLayer()
        var fill = BasicAnimation(keyPath: .strokeEnd, from: 0, to: 1)
        fill.duration = 2
        fill.timingFunction = .easeInEaseOut
        fill.fillMode = .forwards
        try layer.add(fill, forKey: "progress")
        let quarter = try #require(try strokeEnd(layer, at: 0.5))
        #expect(abs(Double(quarter) - TimingFunction.easeInEaseOut.value(at: 0.25)) < 1e-12)
        #expect(try strokeEnd(layer, at: 3) == 1)  // removed on completion: the model value 1
        layer.strokeEnd = 0
        #expect(try strokeEnd(layer, at: 3) == 0)
        fill.isRemovedOnCompletion = false
        try layer.add(fill, forKey: "progress")
        #expect(try strokeEnd(layer, at: 3) == 1)
        #expect(layer.animationKeys() == ["progress"])
    }

    @Test func additiveAddsToTheModelAndTransformsConcatenate() throws {
        let layer = makeShapeLayer()
        var nudge = BasicAnimation(keyPath: .position, from: .zero, to: CGPoint(x: 10, y: -4))
        nudge.duration = 1
        nudge.isAdditive = true
        try layer.add(nudge, forKey: "nudge")
        #expect(try layer.presentation(at: 0.5).position == CGPoint(x: 55, y: 48))

        layer.transform = CGAffineTransform(scaleX: 2, y: 2)
        var shift = BasicAnimation(keyPath: .transform, from: .identity, to: CGAffineTransform(translationX: 10, y: 0))
        shift.duration = 1
        shift.isAdditive = true
        try layer.add(shift, forKey: "shift")
        // The animated translation applies first, then the model's scale: tx = 2 · 5.
        #expect(try layer.presentation(at: 0.5).transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
    }

    @Test func cumulativeRepeatsBuildOnEachOther() throws {
        let layer = makeShapeLayer()
        var step = BasicAnimation(keyPath: .positionX, from: 0, to: 10)
        step.duration = 1
        step.repeatCount = 3
        step.isCumulative = true
        try layer.add(step, forKey: "step")
        #expect(try layer.presentation(at: 0.5).position.x == 5)
        #expect(try layer.presentation(at: 1.5).position.x == 15)
        #expect(try layer.presentation(at: 2.25).position.x == 22.5)
    }

    @Test func addingUnderAKeyReplacesAndRemovingRestoresTheModel() throws {
        let layer = makeShapeLayer()
        var a = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
        a.duration = 1
        try layer.add(a, forKey: "fade")
        a.fromValue = 1
        a.toValue = 0
        try layer.add(a, forKey: "fade")
        #expect(layer.animationKeys() == ["fade"])
        #expect(try opacity(layer, at: 0.25) == 0.75)
        #expect((layer.animation(forKey: "fade") as? BasicAnimation<CGFloat>)?.fromValue == 1)
        layer.removeAnimation(forKey: "fade")
        #expect(try opacity(layer, at: 0.25) == 1)
        try layer.add(a, forKey: "x")
        try layer.add(a, forKey: nil)
        layer.removeAllAnimations()
        #expect(layer.animationKeys().isEmpty && layer.animation(forKey: "x") == nil)
    }

    @Test func pathsOfDifferentStructureAreAnErrorWhenEvaluated() throws {
        let layer = makeShapeLayer()
        var animation = BasicAnimation(keyPath: .path, to: BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)))
        animation.duration = 1
        try layer.add(animation, forKey: "morph")
        #expect(throws: AnimationError.self) { try layer.presentation(at: 0.5) }
    }

    @Test func colorsBlendInStraightAlpha() throws {
        let layer = makeShapeLayer()
        var animation = BasicAnimation(keyPath: .strokeColor, from: Color(red: 1, green: 0, blue: 0),
                                       to: Color(red: 0, green: 0, blue: 1))
        animation.duration = 1
        try layer.add(animation, forKey: "hue")
        #expect(try layer.presentation(at: 0.5).shape?.strokeColor == Color(red: 0.5, green: 0, blue: 0.5))
    }

    @Test func rotationSpinsAFullTurn() throws {
        let layer = makeShapeLayer()
        var spin = BasicAnimation(keyPath: .rotation, from: 0, to: 2 * .pi)
        spin.duration = 1
        spin.repeatCount = .infinity
        try layer.add(spin, forKey: "spin")
        let t = try layer.presentation(at: 0.375).transform  // 3/8 turn: 135°
        #expect(abs(t.a - cos(0.75 * .pi)) < 1e-12 && abs(t.b - sin(0.75 * .pi)) < 1e-12)
        #expect(try layer.commit().animationEndTime == nil)
    }
}
