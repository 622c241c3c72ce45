// Implicit animations, as Core Animation runs them: a standalone layer changed after it was made
// animates from the value on screen to the new one, through the action its search finds (the
// delegate's, `actions`, the class's default); views' layers, NSNull, disabled actions and the
// scene being built do not animate.
import Foundation
import Lamina
import LaminaUIKit
import Testing

@Suite struct CAActionTests {
    /// The layer's opacity on screen at `time`.
    private func opacity(_ layer: CALayer, at time: Double) throws -> Double {
        Double(try layer.laminaLayer.presentation(at: time).opacity)
    }

    @Test func aChangeAfterTheLayerWasMadeAnimatesOverAQuarterSecond() throws {
        let layer = CALayer()
        layer.opacity = 0.25  // the scene being built: no animation
        #expect(try opacity(layer, at: 0) == 0.25)
        CAMediaClock.$now.withValue(1) { layer.opacity = 1 }
        #expect(try opacity(layer, at: 0.5) == 0.25)
        // Core Animation's default curve (0.25, 0.1, 0.25, 1) at half the time is 0.80240 of the
        // way: 0.25 + 0.75 × 0.80240.
        #expect(abs(try opacity(layer, at: 1.125) - 0.85180254) < 1e-8)
        #expect(try opacity(layer, at: 1.25) == 1 && layer.opacity == 1)
    }

    @Test func transactionSettingsApply() throws {
        let layer = CALayer()
        CAMediaClock.$now.withValue(1) {
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.position = CGPoint(x: 100, y: 0)
            CATransaction.commit()
        }
        #expect(abs(try layer.laminaLayer.presentation(at: 1.5).position.x - 25) < 1e-9)
        CAMediaClock.$now.withValue(4) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.position = .zero
            CATransaction.commit()
        }
        #expect(try layer.laminaLayer.presentation(at: 4.1).position == .zero)
        #expect(CATransaction.animationDuration() == 0.25 && !CATransaction.disableActions())
    }

    @Test func theSearchFindsTheDelegateThenActionsThenTheDefault() throws {
        final class Holder: CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> CAAction? {
                event == "opacity" ? NSNull() : nil
            }
        }
        let holder = Holder()
        let layer = CALayer()
        layer.delegate = holder
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = -50
        slide.toValue = 50
        slide.duration = 1
        layer.actions = ["opacity": slide, "position": slide]
        #expect(layer.action(forKey: "opacity") is NSNull)
        #expect(layer.action(forKey: "position") === slide)
        #expect(layer.action(forKey: "bounds") == nil)
        CAMediaClock.$now.withValue(1) {
            layer.opacity = 0
            layer.position = CGPoint(x: 10, y: 10)
        }
        #expect(try opacity(layer, at: 1.01) == 0)
        // The position's action is the slide, added under "position" beginning now.
        #expect(abs(try layer.laminaLayer.presentation(at: 1.5).position.x) < 1e-9)
        #expect(try layer.laminaLayer.presentation(at: 2.5).position == CGPoint(x: 10, y: 10))
    }

    @Test func aClassDefaultWithNoValuesRunsFromTheOldValueToTheNew() throws {
        final class SlowLayer: CALayer {
            override class func defaultAction(forKey event: String) -> CAAction? {
                let animation = CABasicAnimation(keyPath: event)
                animation.duration = 2
                animation.timingFunction = CAMediaTimingFunction(name: .linear)
                return animation
            }
        }
        let layer = SlowLayer()
        CAMediaClock.$now.withValue(1) { layer.cornerRadius = 8 }
        #expect(abs(try layer.laminaLayer.presentation(at: 2).cornerRadius - 4) < 1e-9)
    }

    @Test func nsNullActionsAndViewsLayersDoNotAnimate() throws {
        let layer = CALayer()
        layer.actions = ["opacity": NSNull()]
        CAMediaClock.$now.withValue(1) { layer.opacity = 0 }
        #expect(try opacity(layer, at: 1.01) == 0)
        let view = CAMediaClock.$now.withValue(0) { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        CAMediaClock.$now.withValue(1) { view.layer.opacity = 0 }
        #expect(try opacity(view.layer, at: 1.01) == 0)
    }

    @Test func aCAAnimationRunAsAnActionAddsItself() throws {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        fade.run(forKey: "fade", object: layer, arguments: nil)
        #expect(layer.animationKeys() == ["fade"])
        #expect(abs(try opacity(layer, at: 0.25) - 0.25) < 1e-9)
    }
}
