// A minimal layer-hosting UIView: a CALayer, a frame, a hierarchy, a few look properties and
// layout hooks. Enough for components that draw into `layer`; UIKit's controls, events and Auto
// Layout are not there (docs/Porting.md).
import Foundation
import Lamina
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
        layer.contentsScale = UIView.screenScale
        layer.delegate = self
        layer.setNeedsLayout()
        layer.setNeedsDisplay()
    }

    /// A view decoded from an archive: Lamina has no archives, so a zero-size view.
    public required init?(coder: NSCoder) {
        layer = Self.makeLayer()
        layer.contentsScale = UIView.screenScale
        layer.delegate = self
        layer.setNeedsLayout()
        layer.setNeedsDisplay()
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

    /// The view's rectangle in its superview. A new size marks the view as needing layout (and
    /// display, under ``contentMode`` `.redraw`).
    open var frame: CGRect {
        get { layer.frame }
        set { if newValue.size != layer.frame.size { setNeedsLayout() }; layer.frame = newValue }
    }
    /// The view's own coordinate system. A new size marks the view as needing layout (and
    /// display, under ``contentMode`` `.redraw`).
    open var bounds: CGRect {
        get { layer.bounds }
        set { if newValue.size != layer.bounds.size { setNeedsLayout() }; layer.bounds = newValue }
    }
    /// How the drawn contents follow a new size; `.redraw` draws them again (it sets the layer's
    /// ``CALayer/needsDisplayOnBoundsChange``, as UIKit does). Default `.scaleToFill`.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { layer.needsDisplayOnBoundsChange = contentMode == .redraw }
    }
    /// Pixels per point of what ``draw(_:)`` draws: the layer's ``CALayer/contentsScale``, as in
    /// UIKit. Default 2 (a 2× screen, ``screenScale``).
    open var contentScaleFactor: CGFloat { get { layer.contentsScale } set { layer.contentsScale = newValue } }
    /// The scale of the screen Lamina draws for: 2 pixels a point.
    static let screenScale: CGFloat = 2
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
    /// Marks the view to be drawn again: the next display pass
    /// (``CALayer/layoutAndDisplayIfNeeded()``) runs ``draw(_:)``. New views are marked.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    /// Draws the view's contents into ``UIGraphicsGetCurrentContext()``; nothing by default.
    open func draw(_ rect: CGRect) {}
    /// Sets the layer's contents when it displays: by default the layer draws its backing store
    /// through ``draw(_:in:)``, as for a view that implements no `display(_:)`. A subclass that
    /// overrides it sets the layer's contents itself (Core Animation then calls it instead).
    open func display(_ layer: CALayer) { layer.displayBackingStore() }
    /// Draws the layer's backing store, as UIKit's view does for its layer: runs ``draw(_:)``
    /// with `ctx` (the bounds at ``contentScaleFactor``) made the current context; what it
    /// paints becomes the layer's contents (``CALayer/display()``: painting nothing keeps
    /// contents set by hand).
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        draw(bounds)
        UIGraphicsPopContext()
    }

    /// No action for a change of the view's layer (`NSNull`), as UIKit's views answer outside
    /// animation blocks: a view's layer does not animate implicitly.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }

    /// `point` in this view's bounds, in `view`'s (the root layer's space when nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.laminaLayer.convert(point, to: view?.layer.laminaLayer)
    }
    /// `point` in `view`'s bounds, in this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.laminaLayer.convert(point, from: view?.layer.laminaLayer)
    }

    /// Whether `point` (in this view's bounds' coordinates) is inside the view: within its
    /// bounds, as UIKit's default. Components override it to pass touches through (a loading
    /// bar over content) or to widen a target; `event` is passed along.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The deepest view under `point` (in this view's coordinates), as UIKit hit-tests: nil when
    /// this view is hidden, ignores touches, is almost transparent (alpha below 0.01) or does
    /// not contain the point (``point(inside:with:)``); else the frontmost subview's answer, or
    /// this view.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
        }
        return self
    }

    /// Touches began: passed to the superview (the next responder), as UIResponder does.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { superview?.touchesBegan(touches, with: event) }
    /// Touches moved: passed to the superview.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { superview?.touchesMoved(touches, with: event) }
    /// Touches ended: passed to the superview.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { superview?.touchesEnded(touches, with: event) }
    /// Touches were cancelled: passed to the superview.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        superview?.touchesCancelled(touches, with: event)
    }

    /// Runs `animations` at once and calls `completion` with true: Lamina builds scenes offline,
    /// so view properties change without an animation.
    open class func animate(withDuration duration: TimeInterval, animations: () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
}
