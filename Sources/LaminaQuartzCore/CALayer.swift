// CALayer over a Lamina Layer: every property forwards to the layer it wraps, with Apple's
// types (CGColor, Float opacity, CATransform3D). The CALayer tree mirrors the Lamina tree, so
// committing and rendering the wrapped root draws everything.
import Foundation
import Lamina

/// A layer with Core Animation's names and defaults, as `CALayer`, wrapping a Lamina ``Layer``
/// (``laminaLayer``) that draws it.
open class CALayer: CAMediaTiming {
    /// The Lamina layer this one forwards to; render it (or ``image(at:scale:)``) to draw.
    public let laminaLayer: Layer

    /// Storage for ``sublayers``.
    private var children: [CALayer] = []
    /// The CGColor objects set, kept so reading returns what was set.
    private var colors: [String: CGColor] = [:]
    /// The animations added, by key, as copies.
    private var addedAnimations: [(key: String, animation: CAAnimation)] = []
    /// Actions by property key, asked after the ``delegate`` (``action(forKey:)``); an
    /// `NSNull` ends the search with no animation. Default nil.
    open var actions: [String: CAAction]?
    /// The media time the layer was made at: changes made then are the scene being built, and
    /// do not animate (``change(_:)``).
    let createdAt = CACurrentMediaTime()

    /// A layer with Core Animation's defaults. Not `required`, as on iOS, so that subclasses
    /// write `override init()`.
    public init() {
        laminaLayer = Self.makeLaminaLayer()
        laminaLayer.delegate = self
    }

    /// A layer for Core Animation's presentation copies of `layer`: here a new layer with the
    /// defaults (Lamina's presentation is a value, ``Layer/presentation(at:)``).
    public init(layer: Any) {
        laminaLayer = Self.makeLaminaLayer()
        laminaLayer.delegate = self
    }

    /// The action for `event`, by Core Animation's search: the ``delegate``'s
    /// (``CALayerDelegate/action(for:forKey:)``), then ``actions``, then the class's
    /// ``defaultAction(forKey:)``. An `NSNull` found on the way is returned (it ends the search
    /// with no animation); nil means the property's implicit animation.
    open func action(forKey event: String) -> CAAction? {
        if let action = delegate?.action(for: self, forKey: event) { return action }
        if let action = actions?[event] { return action }
        return type(of: self).defaultAction(forKey: event)
    }

    /// The action a layer class gives `event` when neither its delegate nor its ``actions``
    /// do. Default nil (the property's implicit animation). Subclasses override it.
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// The Lamina layer a new instance wraps; subclasses return their own kind.
    open class func makeLaminaLayer() -> Layer { Layer() }

    // MARK: Geometry

    /// The layer's own coordinate system. Default `.zero`. A new size marks the layer as
    /// needing display when ``needsDisplayOnBoundsChange`` is set.
    open var bounds: CGRect {
        get { laminaLayer.bounds }
        set { resize { change { laminaLayer.bounds = newValue } } }
    }
    /// Where the anchor point sits in the superlayer. Default (0, 0).
    open var position: CGPoint { get { laminaLayer.position } set { change { laminaLayer.position = newValue } } }
    /// The point of the bounds, in unit coordinates, that ``position`` refers to. Default (0.5, 0.5).
    open var anchorPoint: CGPoint { get { laminaLayer.anchorPoint } set { change { laminaLayer.anchorPoint = newValue } } }
    /// The layer's rectangle in its superlayer's coordinates (derived). A new size marks the
    /// layer as needing display when ``needsDisplayOnBoundsChange`` is set.
    open var frame: CGRect {
        get { laminaLayer.frame }
        set { resize { change { laminaLayer.frame = newValue } } }
    }
    /// Runs `change`, then calls ``setNeedsDisplay()`` if it changed the bounds' size and
    /// ``needsDisplayOnBoundsChange`` is set.
    private func resize(_ change: () -> Void) {
        let old = laminaLayer.bounds.size
        change()
        if needsDisplayOnBoundsChange, laminaLayer.bounds.size != old { setNeedsDisplay() }
    }
    /// Front-to-back order among siblings. Default 0.
    open var zPosition: CGFloat { get { laminaLayer.zPosition } set { change { laminaLayer.zPosition = newValue } } }
    /// The transform about the anchor point. Default identity. Drawn in 3D, perspective
    /// included (``Layer/transform3D``).
    open var transform: CATransform3D {
        get { CATransform3D(laminaLayer.transform3D) }
        set { change { laminaLayer.transform3D = newValue.laminaTransform } }
    }
    /// The transform applied to sublayers about the anchor point, where perspective usually
    /// goes (`m34 = −1/d`). Default identity.
    open var sublayerTransform: CATransform3D {
        get { CATransform3D(laminaLayer.sublayerTransform3D) }
        set { change { laminaLayer.sublayerTransform3D = newValue.laminaTransform } }
    }
    /// The transform as 2D.
    open func affineTransform() -> CGAffineTransform { laminaLayer.transform }
    /// Sets the transform from a 2D one.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Look

    /// Group opacity, 0…1. Default 1.
    open var opacity: Float { get { Float(laminaLayer.opacity) } set { change { laminaLayer.opacity = CGFloat(newValue) } } }
    /// Whether the layer is not drawn. Default false.
    open var isHidden: Bool { get { laminaLayer.isHidden } set { laminaLayer.isHidden = newValue } }
    /// Whether the layer is drawn when its back faces the viewer. Default true.
    open var isDoubleSided: Bool {
        get { laminaLayer.isDoubleSided } set { laminaLayer.isDoubleSided = newValue }
    }
    /// Whether sublayers are clipped to the bounds. Default false.
    open var masksToBounds: Bool { get { laminaLayer.masksToBounds } set { laminaLayer.masksToBounds = newValue } }
    /// The background colour. Default nil.
    open var backgroundColor: CGColor? {
        get { colors["backgroundColor"] }
        set { change { colors["backgroundColor"] = newValue; laminaLayer.backgroundColor = newValue?.laminaColor } }
    }
    /// The corner radius. Default 0.
    open var cornerRadius: CGFloat { get { laminaLayer.cornerRadius } set { change { laminaLayer.cornerRadius = newValue } } }
    /// The border width. Default 0.
    open var borderWidth: CGFloat { get { laminaLayer.borderWidth } set { change { laminaLayer.borderWidth = newValue } } }
    /// The border colour. Default opaque black.
    open var borderColor: CGColor? {
        get { colors["borderColor"] ?? laminaLayer.borderColor.map(CGColor.init(laminaColor:)) }
        set { change { colors["borderColor"] = newValue; laminaLayer.borderColor = newValue?.laminaColor } }
    }
    /// The shadow colour. Default opaque black.
    open var shadowColor: CGColor? {
        get { colors["shadowColor"] ?? laminaLayer.shadowColor.map(CGColor.init(laminaColor:)) }
        set { change { colors["shadowColor"] = newValue; laminaLayer.shadowColor = newValue?.laminaColor } }
    }
    /// The shadow opacity. Default 0.
    open var shadowOpacity: Float {
        get { Float(laminaLayer.shadowOpacity) } set { change { laminaLayer.shadowOpacity = CGFloat(newValue) } }
    }
    /// The shadow offset. Default (0, −3).
    open var shadowOffset: CGSize { get { laminaLayer.shadowOffset } set { change { laminaLayer.shadowOffset = newValue } } }
    /// The shadow blur radius. Default 3.
    open var shadowRadius: CGFloat { get { laminaLayer.shadowRadius } set { change { laminaLayer.shadowRadius = newValue } } }
    /// The shadow's outline. Default nil.
    open var shadowPath: CGPath? {
        get { laminaLayer.shadowPath.map(CGPath.init(laminaPath:)) }
        set { change { laminaLayer.shadowPath = newValue?.laminaPath } }
    }
    /// A name for finding the layer. Default nil.
    open var name: String? { get { laminaLayer.name } set { laminaLayer.name = newValue } }
    /// Pixels per point of ``contents``, and of the backing store ``display()`` draws: an image
    /// of 200 pixels at scale 2 is 100 points (for ``contentsGravity`` that keeps the natural
    /// size). Default 1 (a view sets its `contentScaleFactor`, 2).
    open var contentsScale: CGFloat { get { laminaLayer.contentsScale } set { laminaLayer.contentsScale = newValue } }
    /// The image the layer draws over its background, as Core Animation's `contents`: a
    /// ``CGImage``, placed by ``contentsGravity`` at ``contentsScale`` pixels per point (Lamina's
    /// ``Layer/contents``). Reading gives back the object set. Anything else draws nothing, with a
    /// warning, where Core Animation draws nothing silently. Default nil; ``display()`` sets it to
    /// what ``draw(in:)`` painted.
    open var contents: Any? {
        didSet {
            switch contents {
            case nil: laminaLayer.contents = nil
            case let image as CGImage: laminaLayer.contents = image.laminaImage
            case let other?:
                CAWarnings.warn("CALayer.contents: expected a CGImage, found \(type(of: other)); nothing drawn")
                laminaLayer.contents = nil
            }
            contentsAreBackingStore = false
        }
    }
    /// Whether ``contents`` is the backing store ``display()`` drew rather than an image set by
    /// hand (which a display that paints nothing keeps).
    private var contentsAreBackingStore = false
    /// How ``contents`` is placed in the bounds. Default ``CALayerContentsGravity/resize``. The
    /// vertical names follow the y axis, as on iOS: ``CALayerContentsGravity/top`` is the
    /// maximum y, the bottom of the screen.
    open var contentsGravity: CALayerContentsGravity {
        get { CALayerContentsGravity(laminaGravity: laminaLayer.contentsGravity) }
        set { laminaLayer.contentsGravity = newValue.laminaGravity }
    }
    /// A layer whose alpha masks this one. Default nil.
    open var mask: CALayer? {
        didSet { laminaLayer.mask = mask?.laminaLayer }
    }

    /// Marks the layer's contents as needing to be drawn again: the next
    /// ``displayIfNeeded()`` calls ``display()``. A new layer needs none.
    open func setNeedsDisplay() { displayPending = true }
    /// Whether ``setNeedsDisplay()`` was called since the layer was last displayed.
    open func needsDisplay() -> Bool { displayPending }
    /// Calls ``display()`` if the layer needs display (this layer only, as in Core Animation).
    open func displayIfNeeded() {
        guard displayPending else { return }
        displayPending = false
        display()
    }
    /// Draws the layer's contents, as Core Animation's `display()`: the ``delegate``'s
    /// ``CALayerDelegate/display(_:)`` when it implements one; otherwise (and with no delegate)
    /// the layer draws its backing store: a transparent bitmap of the bounds at
    /// ``contentsScale`` pixels per point, origin at the bounds' origin, y down, handed to
    /// ``draw(in:)``; what it paints becomes ``contents``. When it paints nothing the layer
    /// keeps no backing store, but keeps contents set by hand (a view whose `draw(_:)` is not
    /// overridden, as UIKit draws none for it).
    /// Subclasses override it.
    open func display() {
        if let delegate { delegate.display(self) } else { displayBackingStore() }
    }
    /// Draws the layer's contents into `ctx`, as Core Animation's `draw(in:)`: calls the
    /// ``delegate``'s ``CALayerDelegate/draw(_:in:)`` (a view runs its `draw(_:)`). Subclasses
    /// override it; ``display()`` calls it. Does nothing by default without a delegate.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }
    /// Whether a new bounds size calls ``setNeedsDisplay()``. Default false.
    open var needsDisplayOnBoundsChange = false
    /// The backing store ``display()`` draws when the delegate does not display the layer: what a
    /// delegate's `display(_:)` that adds nothing of its own does (UIView's).
    package func displayBackingStore() {
        do {
            let context = try CGContext(size: bounds.size, scale: contentsScale)
            context.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
            draw(in: context)
            if context.hasDrawn {
                contents = context.makeImage()
                contentsAreBackingStore = true
            } else if contentsAreBackingStore {
                contents = nil
            }
        } catch {
            CAWarnings.warn("\(type(of: self)).draw(in:): \(error); not drawn")
        }
    }
    /// Whether ``setNeedsDisplay()`` is pending.
    private var displayPending = false
    /// Marks the layer as needing layout: the next ``layoutIfNeeded()`` over it calls
    /// ``layoutSublayers()``. A new layer needs none.
    open func setNeedsLayout() { layoutPending = true }
    /// Whether ``setNeedsLayout()`` was called since the layer was last laid out.
    open func needsLayout() -> Bool { layoutPending }
    /// The layout pass: calls ``layoutSublayers()`` on this layer if it needs layout, then on
    /// every layer below it that does (sublayers and mask layers, top down), as Core Animation
    /// lays out a tree before it is drawn.
    open func layoutIfNeeded() {
        if layoutPending {
            layoutPending = false
            layoutSublayers()
        }
        for child in children + [mask].compactMap({ $0 }) { child.layoutIfNeeded() }
    }
    /// Lays out sublayers: asks the ``delegate`` (a view lays out its subviews). Subclasses
    /// override it.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
    /// Whether ``setNeedsLayout()`` is pending.
    private var layoutPending = false
    /// The object the layer asks to lay it out: a view for its own layer. Default nil.
    open weak var delegate: CALayerDelegate?

    // MARK: Hierarchy

    /// The layer this one is a sublayer of.
    public private(set) weak var superlayer: CALayer?

    /// The sublayers, back to front; setting replaces them. Default nil.
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for child in children { child.superlayer = nil }
            children = []
            laminaLayer.sublayers = nil
            for child in newValue ?? [] { addSublayer(child) }
        }
    }

    /// Adds `layer` on top of the sublayers, removing it from its superlayer first.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(children.count)) }

    /// Inserts `layer` at `index` among the sublayers (clamped to the count).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        let position = min(Int(index), children.count)
        children.insert(layer, at: position)
        layer.superlayer = self
        laminaLayer.insertSublayer(layer.laminaLayer, at: position)
    }

    /// Inserts `layer` just below `sibling` (at the bottom when it is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in children.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (on top when it is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in children.firstIndex { $0 === s } }.map { $0 + 1 } ?? children.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.children.removeAll { $0 === self }
        superlayer = nil
        laminaLayer.removeFromSuperlayer()
    }

    // MARK: Timing (CAMediaTiming)

    /// When the layer's time begins in its superlayer's. Default 0.
    open var beginTime: CFTimeInterval { get { laminaLayer.beginTime } set { laminaLayer.beginTime = newValue } }
    /// Unused by layers. Default 0.
    open var duration: CFTimeInterval { get { laminaLayer.duration } set { laminaLayer.duration = newValue } }
    /// The layer's time rate. Default 1.
    open var speed: Float { get { Float(laminaLayer.speed) } set { laminaLayer.speed = Double(newValue) } }
    /// Added to the layer's time. Default 0.
    open var timeOffset: CFTimeInterval { get { laminaLayer.timeOffset } set { laminaLayer.timeOffset = newValue } }
    /// Unused by layers. Default 0.
    open var repeatCount: Float { get { Float(laminaLayer.repeatCount) } set { laminaLayer.repeatCount = Double(newValue) } }
    /// Unused by layers. Default 0.
    open var repeatDuration: CFTimeInterval {
        get { laminaLayer.repeatDuration } set { laminaLayer.repeatDuration = newValue }
    }
    /// Unused by layers. Default false.
    open var autoreverses: Bool { get { laminaLayer.autoreverses } set { laminaLayer.autoreverses = newValue } }
    /// Unused by layers. Default removed.
    open var fillMode: CAMediaTimingFillMode {
        get { CAMediaTimingFillMode(rawValue: laminaLayer.fillMode.rawValue) }
        set { laminaLayer.fillMode = newValue.laminaFillMode }
    }

    // MARK: Animations

    /// Adds a copy of `animation` under `key`, replacing any with that key. The key path is
    /// resolved now; an animation that cannot run (unknown key path, values of the wrong type,
    /// values that cannot blend with the layer's) is skipped with a warning, as Core Animation
    /// ignores it. A `beginTime` of 0 means now (``CACurrentMediaTime()``).
    open func add(_ animation: CAAnimation, forKey key: String?) {
        guard var built = animation.makeLaminaAnimation() else { return }
        if built.beginTime == 0 { built.beginTime = CACurrentMediaTime() }
        do {
            try built.validate()
            try dryRun(built)
            try laminaLayer.add(built, forKey: key)
        } catch {
            CAWarnings.warn("\(key.map { "animation \"\($0)\"" } ?? "animation"): \(error); animation skipped")
            return
        }
        if let key {
            addedAnimations.removeAll { $0.key == key }
            addedAnimations.append((key, animation))
        }
    }

    /// Applies `animation` to this layer's committed node at its start and half way, so that
    /// values that cannot blend with the layer's (paths of another structure) fail here.
    private func dryRun(_ animation: any Animation) throws {
        let node = try laminaLayer.commit().root
        for time in [animation.beginTime, animation.beginTime + max(animation.duration, 0) / 2] {
            var copy = node
            try animation.apply(to: &copy, clock: AnimationClock(layerTime: time))
        }
    }

    /// The animation added under `key`.
    open func animation(forKey key: String) -> CAAnimation? { addedAnimations.last { $0.key == key }?.animation }

    /// The keys of the added animations; nil when there are none.
    open func animationKeys() -> [String]? {
        let keys = laminaLayer.animationKeys()
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`.
    open func removeAnimation(forKey key: String) {
        laminaLayer.removeAnimation(forKey: key)
        addedAnimations.removeAll { $0.key == key }
    }

    /// Removes every animation.
    open func removeAllAnimations() {
        laminaLayer.removeAllAnimations()
        addedAnimations.removeAll()
    }

    // MARK: Drawing

    /// The layer and its subtree drawn at `time` (seconds of the scene clock), at its bounds'
    /// size: first the passes Core Animation runs before a frame (``layoutAndDisplayIfNeeded()``:
    /// pending layout, then pending display, so a layer marked with ``setNeedsDisplay()`` shows
    /// what its ``draw(in:)`` paints), then Lamina's commit, evaluation and compositor.
    ///
    /// - Throws: The errors of ``Layer/commit()`` and ``Renderer/render(_:at:size:)``.
    public func image(at time: CFTimeInterval, scale: CGFloat = 1) throws -> Image {
        layoutAndDisplayIfNeeded()
        return try Renderer(scale: scale).render(laminaLayer.commit(), at: time)
    }
}
