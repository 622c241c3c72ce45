import Foundation
import Testing
@testable import Lamina

@Suite struct TransactionTests {
    @Test func aChangeAnimatesFromThePresentedValueWithTheDefaults() throws {
        let layer = makeShapeLayer()
        try Transaction.animate(at: 1) { layer.opacity = 0 }
        #expect(layer.opacity == 0)
        let fade = try #require(layer.animation(forKey: "opacity") as? BasicAnimation<CGFloat>)
        #expect(fade.fromValue == 1 && fade.toValue == nil)
        #expect(fade.duration == 0.25 && fade.beginTime == 1 && fade.timingFunction == .default)
        #expect(try opacity(layer, at: 1) == 1)
        #expect(abs(try opacity(layer, at: 1.125) - CGFloat(1 - TimingFunction.default.value(at: 0.5))) < 1e-12)
        #expect(try opacity(layer, at: 1.25) == 0)
        // A second change mid-flight starts from what shows then.
        let shown = try opacity(layer, at: 1.1)
        try Transaction.animate(duration: 1, at: 1.1) { layer.opacity = 1 }
        #expect((layer.animation(forKey: "opacity") as? BasicAnimation<CGFloat>)?.fromValue == shown)
    }

    @Test func outsideATransactionAndForPathsNothingAnimates() throws {
        let layer = makeShapeLayer()
        layer.opacity = 0.5
        try Transaction.animate { layer.path = BezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)) }
        try Transaction.animate { Transaction.performWithoutAnimation { layer.lineWidth = 4 } }
        #expect(layer.animationKeys().isEmpty)
        #expect(throws: AnimationError.self) { try Transaction.animate(duration: 0) {} }
    }

    @Test func delegateAndActionsFollowCoreAnimationsSearchOrder() throws {
        final class Delegate: LayerDelegate {
            func action(for layer: Layer, forKey key: String) -> (any Action)? { key == "opacity" ? NoAction() : nil }
        }
        let delegate = Delegate()
        let layer = makeShapeLayer()
        layer.delegate = delegate
        layer.actions = ["opacity": DefaultAction(), "strokeEnd": NoAction()]
        try Transaction.animate {
            layer.opacity = 0
            layer.strokeEnd = 0.5
            layer.lineWidth = 3
        }
        #expect(layer.animationKeys() == ["lineWidth"])
    }

    @Test func changesAtALaterTimeLeaveEarlierFramesAsTheyWere() throws {
        let layer = makeShapeLayer()
        try Transaction.animate(duration: 1, at: 0) { layer.strokeEnd = 0.5 }
        try Transaction.animate(duration: 1, at: 2) { layer.strokeEnd = 0 }
        #expect(layer.animationKeys() == ["strokeEnd"])
        #expect(try strokeEnd(layer, at: -1) == 1)  // the model before the first change
        let eased = CGFloat(TimingFunction.default.value(at: 0.5))
        #expect(try strokeEnd(layer, at: 0.5) == 1 - 0.5 * eased)  // the replaced animation, before 2 s
        #expect(try strokeEnd(layer, at: 1.5) == 0.5)
        #expect(try strokeEnd(layer, at: 2.5) == 0.5 - 0.5 * eased)
        #expect(try strokeEnd(layer, at: 3) == 0)
        #expect(try layer.commit().animationEndTime == 3)
        layer.removeAnimation(forKey: "strokeEnd")
        #expect(try strokeEnd(layer, at: 2.5) == 0)
    }

    @Test func anActionCanExtendTheDefault() throws {
        struct FadeAndGrow: Action {
            func run(forKey key: String, on layer: Layer, context: ActionContext) throws {
                if let fade = context.defaultAnimation() { try layer.add(fade, forKey: key) }
                var grow = BasicAnimation(keyPath: .lineWidth, from: 1, to: 5)
                grow.beginTime = context.beginTime
                grow.duration = context.duration
                try layer.add(grow, forKey: "grow")
            }
        }
        let layer = makeShapeLayer()
        layer.actions = ["opacity": FadeAndGrow()]
        try Transaction.animate(duration: 0.5, at: 1) { layer.opacity = 0 }
        #expect(layer.animationKeys() == ["opacity", "grow"])
        let node = try layer.presentation(at: 1.25)
        #expect(node.shape?.strokeStyle.lineWidth == 3)
        #expect(abs(node.opacity - CGFloat(1 - TimingFunction.default.value(at: 0.5))) < 1e-12)
    }

    @Test func nonFiniteLayerTimingIsRefusedAtCommit() {
        let layer = makeShapeLayer()
        layer.speed = .nan
        #expect(throws: LayerError.self) { try layer.commit() }
    }
}
