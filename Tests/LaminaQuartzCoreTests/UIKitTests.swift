// UIKit's drawing names: subclasses written as for iOS compile, a view hosts the layer class it
// names, colours and paths carry UIKit's values.
import Foundation
import LaminaUIKit
import Testing

/// A layer subclass written as iOS code writes one.
private final class BadgeLayer: CAShapeLayer {
    override init() {
        super.init()
        fillColor = UIColor.red.cgColor
    }

    override init(layer: Any) { super.init(layer: layer) }
}

/// A view that hosts a shape layer, as iOS code overrides `layerClass`.
private final class RingView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var ring: CAShapeLayer? { layer as? CAShapeLayer }
}

@Suite struct UIKitTests {
    @Test func subclassesWrittenForIOSWork() {
        #expect(BadgeLayer().fillColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        let view = RingView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.ring != nil)
        #expect(view.layer.position == CGPoint(x: 25, y: 40) && view.bounds.size == CGSize(width: 30, height: 40))
    }

    @Test func viewsNestLayersAndInheritTint() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(child)
        #expect(child.layer.superlayer === window.layer && window.layer.sublayers?.count == 1)
        #expect(child.tintColor == .systemBlue)
        window.tintColor = .red
        #expect(child.tintColor == .red)
        child.removeFromSuperview()
        #expect(window.layer.sublayers == nil)
    }

    @Test func colorsAndInsets() {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 0.5).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r) <= 1e-12 && abs(g) <= 1e-12 && abs(b - 1) <= 1e-12 && a == 0.5)
        #expect(UIColor.white.withAlphaComponent(0.25).cgColor.alpha == 0.25)
        let inset = CGRect(x: 0, y: 0, width: 60, height: 60).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(inset == CGRect(x: 2, y: 1, width: 54, height: 56))
        #expect(UIFont.boldSystemFont(ofSize: 20).pointSize == 20)
    }
}

/// A view that lets touches through, as a loading bar laid over content does.
private final class PassThroughView: UIView {
    override func point(inside _: CGPoint, with _: UIEvent?) -> Bool { false }
}

@Suite struct HitTestingTests {
    @Test func theFrontmostDeepestViewUnderThePointIsHit() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let front = UIView(frame: CGRect(x: 40, y: 40, width: 50, height: 50))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(inner)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === inner)  // (10, 10) in front, (5, 5) in inner
        #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === front)  // overlap: front is on top
        #expect(root.hitTest(CGPoint(x: 95, y: 5), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 101, y: 5), with: nil) == nil)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === back)
    }

    @Test func anOverrideOfPointInsideLetsTouchesThrough() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bar = PassThroughView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        root.addSubview(bar)
        #expect(bar.point(inside: CGPoint(x: 1, y: 1), with: nil) == false)
        #expect(root.hitTest(CGPoint(x: 50, y: 2), with: nil) === root)
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4)).point(inside: CGPoint(x: 3.5, y: 0), with: nil))
    }
}
