// The layer: Core Animation's CALayer, with its property names and defaults
// (SEMANTICS §2.1, from Apple's CALayer.h), in Lamina's y-down coordinates.
import Foundation

/// A rectangle of drawing in a tree of layers, as `CALayer`: geometry, a background, a border,
/// rounded corners, a shadow, a contents image, a mask and sublayers.
///
/// Coordinates are points with y growing downward, as on iOS: anchor point (0, 0) is the
/// top-left corner of the bounds. Every default is Core Animation's.
///
/// A layer tree is a mutable model and is not thread-safe: build and change it on one thread.
/// To draw it, ``commit()`` takes an immutable, `Sendable` ``RenderTree`` snapshot that any
/// thread may render with a ``Renderer``.
open class Layer {
    // MARK: Geometry

    /// The layer's own coordinate system: its origin is the point at the bounds' top-left
    /// corner, its size the layer's size, in points. Default `.zero`.
    ///
    /// Moving `bounds.origin` moves the sublayers and contents inside the layer, not the layer.
    /// Setting the bounds moves neither ``position`` nor ``anchorPoint``.
    public var bounds: CGRect { get { state.bounds } set { state.bounds = newValue } }

    /// Where the anchor point sits in the superlayer's coordinates, in points. Default (0, 0).
    public var position: CGPoint { get { state.position } set { state.position = newValue } }

    /// The point of the bounds, in unit coordinates (0…1 across, 0…1 down), that ``position``
    /// refers to and that ``transform`` pivots about. Default (0.5, 0.5), the centre. Values
    /// outside the unit square are kept.
    public var anchorPoint: CGPoint { get { state.anchorPoint } set { state.anchorPoint = newValue } }

    /// A 2D affine transform applied about the anchor point: the affine part of
    /// ``transform3D``. Setting it replaces the whole transform. Default identity.
    public var transform: CGAffineTransform {
        get { state.transform }
        set { (state.transform, state.transform3DBox) = (newValue, nil) }
    }

    /// The transform applied about the anchor point, in 3-D (Core Animation's
    /// `CATransform3D`, row vectors): the layer's plane maps through it, with ``zPosition``
    /// as the depth of ``position``, into its superlayer's space and is flattened there, as
    /// Core Animation flattens every layer but a ``TransformLayer`` (perspective shows
    /// through the w it gives: `m34 = −1/d` for an eye at distance d; what falls behind the
    /// eye is not drawn). Default identity.
    public var transform3D: Transform3D {
        get { state.transform3D } set { state.transform3D = newValue }
    }

    /// A 2D affine transform applied to every sublayer, about this layer's anchor point: the
    /// affine part of ``sublayerTransform3D``. Setting it replaces the whole transform.
    /// Default identity.
    public var sublayerTransform: CGAffineTransform {
        get { state.sublayerTransform }
        set { (state.sublayerTransform, state.sublayerTransform3DBox) = (newValue, nil) }
    }

    /// The transform applied to every sublayer about this layer's anchor point, in 3-D: where
    /// perspective usually goes (`m34 = −1/d`), so that sublayers turned about x or y
    /// foreshorten towards the anchor point. Default identity.
    public var sublayerTransform3D: Transform3D {
        get { state.sublayerTransform3D } set { state.sublayerTransform3D = newValue }
    }

    /// Front-to-back order among siblings: higher values draw later (closer to the viewer);
    /// ties keep the ``sublayers`` order. Default 0. It is also the depth of ``position``
    /// along z, which shows only under a 3-D transform with perspective.
    public var zPosition: CGFloat { get { state.zPosition } set { state.zPosition = newValue } }

    // MARK: Visibility and compositing

    /// The layer's opacity, 0 (invisible) … 1 (opaque), applied to the layer and its subtree as
    /// one group. Default 1. Values outside 0…1 are clamped.
    public var opacity: CGFloat { get { state.opacity } set { state.opacity = newValue } }

    /// Whether the layer and its sublayers are not drawn. Default `false`.
    public var isHidden: Bool { get { state.isHidden } set { state.isHidden = newValue } }

    /// Whether the layer is drawn when its back faces the viewer, as `CALayer.isDoubleSided`:
    /// when false, a layer whose plane is turned over as it maps into its superlayer (turned
    /// more than a quarter about x or y, or mirrored) is not drawn, nor are its sublayers.
    /// Default `true`.
    public var isDoubleSided: Bool { get { state.isDoubleSided } set { state.isDoubleSided = newValue } }

    /// How the layer, composited as a group, blends with what lies beneath it. Default
    /// ``BlendMode/normal``.
    public var compositingFilter: BlendMode {
        get { state.compositingFilter } set { state.compositingFilter = newValue }
    }

    /// Whether the layer and its sublayers are composited as one group before they meet what
    /// lies beneath, so that the blend modes (``compositingFilter``) of its sublayers blend only
    /// with each other: CSS's `isolation: isolate`, which Core Animation has no name for. Costs
    /// an offscreen group. Default `false` (a sublayer's blend mode reaches through to whatever
    /// the layer is drawn on, unless the layer is a group for another reason).
    public var isolatesBlending: Bool {
        get { state.isolatesBlending } set { state.isolatesBlending = newValue }
    }

    /// Filter graphs run over the layer and its sublayers, drawn as one group, in order, before
    /// its mask, opacity and blend mode apply (as Core Animation's `filters`, with SVG's
    /// primitives). Each ``Filter``'s region and lengths are in the layer's coordinates
    /// (points); nothing of the layer shows outside the regions. Default empty.
    public var filters: [Filter] { get { state.filters } set { state.filters = newValue } }

    /// A layer whose alpha masks this one: this layer shows only where the mask is opaque. The
    /// mask lives in this layer's coordinate space and has no superlayer; its own mask and
    /// sublayer transform are ignored, as Core Animation does not support nested masks.
    /// Default nil.
    public var mask: Layer?

    /// Whether sublayers and contents are clipped to the bounds, rounded by ``cornerRadius``.
    /// The shadow is clipped too. Default `false`.
    public var masksToBounds: Bool { get { state.masksToBounds } set { state.masksToBounds = newValue } }

    // MARK: Background, corners and border

    /// The colour filling the bounds (rounded by ``cornerRadius``). Default nil (none).
    public var backgroundColor: Color? {
        get { state.backgroundColor } set { state.backgroundColor = newValue }
    }

    /// The radius of the rounded corners of the background, the border and the
    /// ``masksToBounds`` clip, in points. It never clips contents or sublayers on its own.
    /// Default 0. Limited to half the shorter side.
    public var cornerRadius: CGFloat { get { state.cornerRadius } set { state.cornerRadius = newValue } }

    /// The shape of rounded corners. Default ``CornerCurve/circular``.
    public var cornerCurve: CornerCurve { get { state.cornerCurve } set { state.cornerCurve = newValue } }

    /// Which corners ``cornerRadius`` rounds. Default all four.
    public var maskedCorners: RectCorner {
        get { state.maskedCorners } set { state.maskedCorners = newValue }
    }

    /// The width of the border, inset from the bounds, in points. Default 0 (no border).
    public var borderWidth: CGFloat { get { state.borderWidth } set { state.borderWidth = newValue } }

    /// The border's colour, drawn above the sublayers. Default opaque black.
    public var borderColor: Color? { get { state.borderColor } set { state.borderColor = newValue } }

    // MARK: Shadow

    /// The shadow's colour. Default opaque black.
    public var shadowColor: Color? { get { state.shadowColor } set { state.shadowColor = newValue } }

    /// The shadow's opacity, 0…1. Default 0, which draws no shadow.
    public var shadowOpacity: CGFloat { get { state.shadowOpacity } set { state.shadowOpacity = newValue } }

    /// The shadow's offset from the layer, in the layer's points. Default (0, −3): on Lamina's
    /// y-down screen the shadow sits 3 points above the layer, as on iOS.
    public var shadowOffset: CGSize { get { state.shadowOffset } set { state.shadowOffset = newValue } }

    /// The shadow's blur radius in points, used as the standard deviation σ of its Gaussian
    /// blur. Default 3.
    public var shadowRadius: CGFloat { get { state.shadowRadius } set { state.shadowRadius = newValue } }

    /// The outline that casts the shadow (filled non-zero), in the layer's coordinates.
    /// Default nil: the shadow follows the alpha of everything the layer draws.
    public var shadowPath: BezierPath? { get { state.shadowPath } set { state.shadowPath = newValue } }

    // MARK: Contents

    /// An image drawn over the background, placed by ``contentsGravity``. Default nil.
    public var contents: Image? { get { state.contents } set { state.contents = newValue } }

    /// How ``contents`` is placed in the bounds. Default ``ContentsGravity/resize``.
    public var contentsGravity: ContentsGravity {
        get { state.contentsGravity } set { state.contentsGravity = newValue }
    }

    /// The part of ``contents`` to draw, in unit coordinates of the image (y down). Default
    /// (0, 0, 1, 1), the whole image. Parts outside the image repeat its edge pixels.
    public var contentsRect: CGRect { get { state.contentsRect } set { state.contentsRect = newValue } }

    /// The stretchable part of the contents, in unit coordinates of ``contentsRect``: the
    /// corners outside it keep their size, the edges stretch along their length and the centre
    /// stretches both ways (a nine-part image). Default (0, 0, 1, 1): everything stretches.
    /// A zero width or height means one source pixel at that position.
    public var contentsCenter: CGRect { get { state.contentsCenter } set { state.contentsCenter = newValue } }

    /// How ``contents`` is sampled where it is drawn larger than its pixels. Default
    /// ``ImageFilter/linear``; ``ImageFilter/nearest`` keeps pixel art sharp.
    public var magnificationFilter: ImageFilter {
        get { state.magnificationFilter } set { state.magnificationFilter = newValue }
    }

    /// How ``contents`` is sampled where it is drawn smaller than its pixels. Default
    /// ``ImageFilter/linear``.
    public var minificationFilter: ImageFilter {
        get { state.minificationFilter } set { state.minificationFilter = newValue }
    }

    /// Whether the stretchable parts of ``contents`` stretch or repeat. Default
    /// ``ContentsResizingMode/stretch``. (A Lamina addition after `UIImage.ResizingMode`.)
    public var contentsResizingMode: ContentsResizingMode {
        get { state.contentsResizingMode } set { state.contentsResizingMode = newValue }
    }

    /// Pixels per point of ``contents``: an image of 200 px at scale 2 is 100 points. Default 1.
    public var contentsScale: CGFloat { get { state.contentsScale } set { state.contentsScale = newValue } }

    // MARK: Identity and hierarchy

    /// A name for finding and debugging the layer. Default nil.
    public var name: String? { get { state.name } set { state.name = newValue } }

    /// The layer this one is a sublayer of; nil for a root (and for a mask).
    public internal(set) weak var superlayer: Layer?

    /// Storage for ``sublayers``.
    var sublayerStorage: [Layer]?

    /// Every plain property, stored together so that a commit reads them in one access. A
    /// change tells the current transaction first, then changes the stored value in place (a
    /// `willSet` observer would copy all of it for every property set).
    var state: LayerState {
        _read { yield storedState }
        _modify {
            Transaction.layerWillChange(self)
            yield &storedState
        }
    }

    /// Storage for ``state``.
    private var storedState = LayerState()

    /// Animations and the layer's own timing (Layer+Animation.swift).
    var animationState = LayerAnimationState()

    /// Storage for ``actions`` (Action.swift).
    var actionsStorage: [String: any Action]?

    /// Storage for ``delegate``, held weakly (Action.swift).
    weak var delegateStorage: (any LayerDelegate)?

    /// Tint, image rendering mode and appearance state (LayerLook.swift).
    var look = LayerLook()

    /// Creates a layer with Core Animation's defaults: zero bounds at (0, 0), nothing drawn.
    /// Required, so that appearance rules can read a type's defaults from a fresh instance.
    public required init() {}

    /// What a subclass draws between contents and sublayers, snapshotted for rendering; a
    /// plain layer draws nothing.
    func snapshotContent() throws -> RenderContent { .none }

    /// Adjusts this layer's finished render node (its sublayers already in); a plain layer
    /// changes nothing. `look` is the layer's own look context.
    func finishSnapshot(_ node: inout RenderNode, look: LookContext) throws {}
}
