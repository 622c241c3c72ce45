// What the port corpus (Scripts/ios-port-check.sh) needed beyond NVActivityIndicatorView: UIKit's
// other named colours, CATransaction's keys, and presentation layers read at the media clock.
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

/// A view that counts its layouts and, like KYCircularProgress's shape view, makes its path there.
private final class CountingView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var layouts = 0
    override func layoutSubviews() {
        layouts += 1
        (layer as? CAShapeLayer)?.path = UIBezierPath(ovalIn: bounds).cgPath
    }
}

/// A layer subclass that counts its layouts.
private final class CountingLayer: CALayer {
    var layouts = 0
    override func layoutSublayers() { layouts += 1 }
}

@Suite struct PortCorpusTests {
    @Test func layoutRunsOncePerInvalidation() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(view.layer.needsLayout() && view.layouts == 0)
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.layouts == 1 && !view.layer.needsLayout())
        view.frame = CGRect(x: 5, y: 5, width: 20, height: 10)
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.frame = CGRect(x: 5, y: 5, width: 30, height: 10)
        view.layoutIfNeeded()
        #expect(view.layouts == 2)
        #expect((view.layer as? CAShapeLayer)?.path?.boundingBox == CGRect(x: 0, y: 0, width: 30, height: 10))
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layouts == 3)
    }

    @Test func layoutReachesSubviewsAndViewsWhoseLayersAreMasks() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let child = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(child)
        let masked = CAGradientLayer()
        root.layer.addSublayer(masked)
        let maskView = CountingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        masked.mask = maskView.layer
        root.layoutIfNeeded()
        #expect(child.layouts == 1 && maskView.layouts == 1)
        let layer = CountingLayer()
        layer.layoutIfNeeded()
        #expect(layer.layouts == 0)
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        #expect(layer.layouts == 1)
    }

    @Test func namedColoursHaveUIKitsComponents() {
        #expect(UIColor.cyan.cgColor.components == [0, 1, 1, 1])
        #expect(UIColor.magenta.cgColor.components == [1, 0, 1, 1])
        #expect(UIColor.purple.cgColor.components == [0.5, 0, 0.5, 1])
        #expect(UIColor.brown.cgColor.components == [0.6, 0.4, 0.2, 1])
        #expect(UIColor.lightText == UIColor(white: 1, alpha: 0.6))
        #expect(UIColor.darkText == UIColor.black)
    }

    @Test func transactionKeysReadAndSetTheSettings() {
        CATransaction.begin()
        let curve = CAMediaTimingFunction(name: .easeIn)
        CATransaction.setValue(curve, forKey: kCATransactionAnimationTimingFunction)
        #expect(CATransaction.animationTimingFunction() === curve)
        #expect(CATransaction.value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction === curve)
        CATransaction.setValue(kCFBooleanFalse, forKey: kCATransactionDisableActions)
        #expect(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == false)
        CATransaction.setValue(NSNumber(value: 0.25), forKey: kCATransactionAnimationDuration)
        #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double == 0.25)
        let reported = warnings { CATransaction.setValue(1, forKey: "other") }
        #expect(reported == ["CATransaction.setValue(_:forKey: \"other\"): not a setting Lamina keeps, or a value of the wrong type; ignored"])
        #expect(CATransaction.value(forKey: "other") == nil)
        CATransaction.commit()
        #expect(kCATransactionDisableActions == "disableActions" && kCFBooleanTrue.boolValue)
    }

    @Test func presentationShowsTheAnimatedValuesAtTheMediaClock() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 10, y: 20, width: 40, height: 40)
        ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
        ring.lineWidth = 3
        root.addSublayer(ring)
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 2
        ring.add(fill, forKey: "fill")
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        ring.add(fade, forKey: "fade")

        let early = try #require(CAMediaClock.$now.withValue(0.5) { ring.presentation() })
        #expect(early.value(forKeyPath: "strokeEnd") as? CGFloat == 0.25)
        #expect(early.value(forKeyPath: "opacity") as? CGFloat == 0.5 && early.opacity == 0.5)
        #expect(early.value(forKeyPath: "lineWidth") as? CGFloat == 3)
        #expect(early.value(forKeyPath: "position") as? CGPoint == CGPoint(x: 30, y: 40))
        #expect(early.frame == CGRect(x: 10, y: 20, width: 40, height: 40))
        #expect(early.value(forKeyPath: "contents") == nil)
        let late = try #require(CAMediaClock.$now.withValue(1.5) { ring.presentation() })
        #expect(late.value(forKeyPath: "strokeEnd") as? CGFloat == 0.75)
        // Past its duration the fade is removed, and the model value shows again.
        #expect(late.value(forKeyPath: "opacity") as? CGFloat == 1)
        // A plain layer has no shape values.
        #expect(root.presentation()?.value(forKeyPath: "strokeEnd") == nil)
    }
}
