// A minimal layer-hosting UIView: a CALayer, a frame, a hierarchy, a few look properties and
// layout hooks. Enough for components that draw into `layer`; UIKit's controls, events and Auto
// Layout are not there (docs/Porting.md).
import Foundation
import LaminaQuartzCore

/// A rectangle that hosts a layer, as UIKit's `UIView`, without events or Auto Layout.
open class UIView: CALayerDelegate {
    /// The class of the layer a view creates. Default ``CALayer``. A subclass of a built-in
    /// layer class is created as that built-in class (with a warning): Swift cannot call a
    /// subclass's own `init()` through a metatype unless it is `required`, which iOS does not ask
    /// of CALayer subclasses.
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's layer; its sublayers are the subviews' layers.
    public let layer: CALayer

    /// The subviews, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    public private(set) weak var superview: UIView?

    /// A view of `frame`.
    public init(frame: CGRect) {
        layer = Self.makeLayer()
        layer.frame = frame
        layer.delegate = self
        layer.setNeedsLayout()
    }

    /// A view decoded from an archive: Lamina has no archives, so a zero-size view.
    public required init?(coder: NSCoder) {
        layer = Self.makeLayer()
        layer.delegate = self
        layer.setNeedsLayout()
    }

    /// A new layer of ``layerClass``, or of the built-in class it descends from.
    private static func makeLayer() -> CALayer {
        let wanted: AnyClass = layerClass
        let made: CALayer
        switch wanted {
        case is CAShapeLayer.Type: made = CAShapeLayer()
        case is CAGradientLayer.Type: made = CAGradientLayer()
        case is CAReplicatorLayer.Type: made = CAReplicatorLayer()
        case is CATextLayer.Type: made = CATextLayer()
        default: made = CALayer()
        }
        if ObjectIdentifier(type(of: made)) != ObjectIdentifier(wanted) {
            CAWarnings.warn("UIView.layerClass \(wanted): created as \(type(of: made))")
        }
        return made
    }

    /// The view's rectangle in its superview.
    /// A new size marks the view as needing layout.
    open var frame: CGRect {
        get { layer.frame }
        set { if newValue.size != layer.frame.size { setNeedsLayout() }; layer.frame = newValue }
    }
    /// The view's own coordinate system. A new size marks the view as needing layout.
    open var bounds: CGRect {
        get { layer.bounds }
        set { if newValue.size != layer.bounds.size { setNeedsLayout() }; layer.bounds = newValue }
    }
    /// The frame's centre in the superview.
    open var center: CGPoint { get { layer.position } set { layer.position = newValue } }
    /// The transform about the centre.
    open var transform: CGAffineTransform { get { layer.affineTransform() } set { layer.setAffineTransform(newValue) } }
    /// The background colour. Default nil.
    open var backgroundColor: UIColor? {
        didSet { layer.backgroundColor = backgroundColor?.cgColor }
    }
    /// The opacity, 0…1. Default 1.
    open var alpha: CGFloat { get { CGFloat(layer.opacity) } set { layer.opacity = Float(newValue) } }
    /// Whether the view is not drawn. Default false.
    open var isHidden: Bool { get { layer.isHidden } set { layer.isHidden = newValue } }
    /// Whether subviews are clipped to the bounds. Default false.
    open var clipsToBounds: Bool { get { layer.masksToBounds } set { layer.masksToBounds = newValue } }
    /// The tint: the view's own, else its superview's, else the system blue.
    open var tintColor: UIColor! {
        get { ownTint ?? superview?.tintColor ?? .systemBlue }
        set { ownTint = newValue; tintColorDidChange() }
    }
    /// Storage for ``tintColor``.
    private var ownTint: UIColor?
    /// Whether user interaction is on; kept for source compatibility. Default true.
    open var isUserInteractionEnabled = true
    /// The natural size; none by default.
    open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }

    /// Adds `view` on top of the subviews; both then need layout, as in UIKit.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        layer.addSublayer(view.layer)
        setNeedsLayout()
        view.setNeedsLayout()
        view.didMoveToSuperview()
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
    }

    /// Called after the view moves to a superview.
    open func didMoveToSuperview() {}
    /// Called when the tint changes.
    open func tintColorDidChange() {}
    /// Lays out subviews; nothing by default.
    open func layoutSubviews() {}
    /// Marks the view as needing layout (a new view, and a new size, are marked too).
    open func setNeedsLayout() { layer.setNeedsLayout() }
    /// The layout pass over the view's layer tree: ``layoutSubviews()`` on this view if it needs
    /// layout, then on every view below whose layer does, subviews and views whose layers are
    /// masks alike, top down (``CALayer/layoutIfNeeded()``). Lamina has no run loop: call it
    /// before drawing, where UIKit lays out before each frame.
    open func layoutIfNeeded() { layer.layoutIfNeeded() }
    /// Lays out the view when its layer lays out: calls ``layoutSubviews()``.
    open func layoutSublayers(of layer: CALayer) { layoutSubviews() }
    /// Kept for source compatibility.
    open func setNeedsDisplay() {}
    /// Draws nothing by default.
    open func draw(_ rect: CGRect) {}

    /// Runs `animations` at once and calls `completion` with true: Lamina builds scenes offline,
    /// so view properties change without an animation.
    open class func animate(withDuration duration: TimeInterval, animations: () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
}
