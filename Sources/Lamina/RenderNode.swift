// One layer of a committed render tree: every property resolved to a plain value.
import Foundation

/// One layer of a ``RenderTree``: an immutable, `Sendable` snapshot of a ``Layer``'s
/// properties at commit, with its sublayers and mask as nodes too.
///
/// The properties mean what the ``Layer`` properties of the same names mean. A node is a
/// value: changing a copy (as animation evaluation does) never touches the model tree.
///
/// Equality compares what is drawn; ``sourceLayer`` takes no part in it.
public struct RenderNode: Sendable, Equatable {
    /// The identity of the ``Layer`` this node was committed from (a replicator's copies keep
    /// their original's), so that a ``LayerRenderError`` can be traced back to the layer. It
    /// names a layer only while that layer is alive: compare it with `ObjectIdentifier(layer)`
    /// of layers you still hold, never after they are gone (the address may have been reused).
    /// Not compared by `==`.
    public internal(set) var sourceLayer: ObjectIdentifier?
    /// The layer's name, if any.
    public var name: String?
    /// The layer's coordinate system (points).
    public var bounds: CGRect
    /// Where the anchor point sits in the superlayer (points).
    public var position: CGPoint
    /// The anchor point, in unit coordinates of the bounds.
    public var anchorPoint: CGPoint
    /// The transform about the anchor point.
    public var transform: CGAffineTransform
    /// The transform applied to sublayers, about the anchor point.
    public var sublayerTransform: CGAffineTransform
    /// Front-to-back order among siblings.
    public var zPosition: CGFloat
    /// Group opacity, 0…1.
    public var opacity: CGFloat
    /// Whether the node and its subtree are skipped.
    public var isHidden: Bool
    /// How the node's group blends with what lies beneath.
    public var compositingFilter: BlendMode
    /// Whether the node's group is composited alone first (``Layer/isolatesBlending``).
    public var isolatesBlending: Bool
    /// The filter graphs run over the node's group, in order (regions in its coordinates).
    public var filters: [Filter] {
        didSet { updateSubtreeFacts() }
    }
    /// The background colour, or nil.
    public var backgroundColor: Color?
    /// The corner radius of background, border and bounds clip (points).
    public var cornerRadius: CGFloat
    /// The shape of rounded corners.
    public var cornerCurve: CornerCurve
    /// Which corners are rounded.
    public var maskedCorners: RectCorner
    /// The border width, inset from the bounds (points).
    public var borderWidth: CGFloat
    /// The border colour, or nil.
    public var borderColor: Color?
    /// Whether contents and sublayers are clipped to the rounded bounds.
    public var masksToBounds: Bool
    /// The shadow, or nil when none is drawn (opacity 0 or no colour).
    public var shadow: RenderShadow? {
        get { shadowBox.flatMap { $0.value.isDrawn ? $0.value : nil } }
        set { shadowBox = newValue.map(Box.init) }
    }
    /// The shadow's properties even where none is drawn, for the animations of them: nil when
    /// they are Core Animation's defaults (``RenderShadow/layerDefault``), so that the common
    /// layer without a shadow carries nothing.
    var shadowStyle: RenderShadow? {
        get { shadowBox?.value }
        set { shadowBox = newValue.map(Box.init) }
    }
    /// The contents image and its placement, or nil.
    public var contents: RenderContents? {
        get { contentsBox?.value }
        set { contentsBox = newValue.map(Box.init) }
    }
    /// What a specialised layer draws above its contents.
    public var content: RenderContent
    /// The sublayers in back-to-front array order (zPosition is applied when drawing).
    public var sublayers: [RenderNode] {
        didSet { updateSubtreeFacts() }
    }
    /// The mask node, in this node's coordinate space, or nil.
    public var mask: RenderNode? {
        get { maskBox?.value }
        set {
            maskBox = newValue.map(Box.init)
            updateSubtreeFacts()
        }
    }

    /// The layer's time space and animations, as committed; nil when it has none. Evaluating
    /// the tree at a time (``RenderTree/evaluated(at:)``) applies them and leaves nil.
    public var animations: NodeAnimations? {
        get { animationsBox?.value }
        set {
            animationsBox = newValue.map(Box.init)
            updateSubtreeFacts()
        }
    }

    /// Whether this node, its mask or a sublayer at any depth carries animations. When none
    /// does, the subtree shows the same at every time, and evaluation hands it back as it is.
    /// Kept true to the tree, as ``depth`` is, by the setters of ``sublayers``, ``mask``,
    /// ``animations`` and ``filters``.
    private(set) var animatesSubtree = false
    /// How many levels of sublayers, masks and filter pictures the node holds, itself
    /// included (1 for a leaf): known without walking the tree, so that choosing the stack a
    /// frame is drawn on costs nothing and needs no stack itself.
    private(set) var depth = 1

    // Rarely used parts live in immutable boxes, so that a node stays small to copy (a value
    // type cannot hold itself directly anyway, as the mask would).
    private var shadowBox: Box<RenderShadow>?
    private var contentsBox: Box<RenderContents>?
    private var maskBox: Box<RenderNode>?
    private var animationsBox: Box<NodeAnimations>?

    /// Creates a node from a layer's properties, resolved: opacity clamped to 0…1, radius and
    /// border width at least 0, the shadow folded into one colour. `source` is the layer's
    /// identity (``sourceLayer``).
    init(state s: LayerState, source: ObjectIdentifier, content: RenderContent, sublayers: [RenderNode],
         mask: RenderNode?) {
        sourceLayer = source
        name = s.name
        bounds = s.bounds
        position = s.position
        anchorPoint = s.anchorPoint
        transform = s.transform
        sublayerTransform = s.sublayerTransform
        zPosition = s.zPosition
        opacity = min(max(s.opacity, 0), 1)
        isHidden = s.isHidden
        compositingFilter = s.compositingFilter
        isolatesBlending = s.isolatesBlending
        filters = s.filters
        backgroundColor = s.backgroundColor
        cornerRadius = max(s.cornerRadius, 0)
        cornerCurve = s.cornerCurve
        maskedCorners = s.maskedCorners
        borderWidth = max(s.borderWidth, 0)
        borderColor = s.borderColor
        masksToBounds = s.masksToBounds
        shadowBox = s.resolvedShadow.map(Box.init)
        contentsBox = s.resolvedContents.map(Box.init)
        self.content = content
        self.sublayers = sublayers
        maskBox = mask.map(Box.init)
        updateSubtreeFacts()
    }

    /// Recomputes ``animatesSubtree`` and ``depth`` from this node's own animations and its
    /// children's facts (sublayers, mask, the roots of its filters' pictures).
    private mutating func updateSubtreeFacts() {
        var animates = animationsBox != nil, deepest = 0
        if let box = maskBox { (animates, deepest) = (animates || box.value.animatesSubtree, box.value.depth) }
        // By index: a for-in loop would copy every child (a retain per reference it holds).
        for index in sublayers.indices {
            (animates, deepest) = (animates || sublayers[index].animatesSubtree, max(deepest, sublayers[index].depth))
        }
        if !filters.isEmpty { deepest = pictureRoots.reduce(deepest) { max($0, $1.depth) } }
        animatesSubtree = animates
        depth = deepest + 1
    }

    /// Nodes are equal when every drawn property is (boxes compare by value); ``sourceLayer``
    /// is ignored, so the same drawing committed from different layers compares equal.
    public static func == (lhs: RenderNode, rhs: RenderNode) -> Bool {
        lhs.name == rhs.name && lhs.bounds == rhs.bounds && lhs.position == rhs.position
            && lhs.anchorPoint == rhs.anchorPoint && lhs.transform == rhs.transform
            && lhs.sublayerTransform == rhs.sublayerTransform && lhs.zPosition == rhs.zPosition
            && lhs.opacity == rhs.opacity && lhs.isHidden == rhs.isHidden && lhs.compositingFilter == rhs.compositingFilter
            && lhs.filters == rhs.filters && lhs.isolatesBlending == rhs.isolatesBlending
            && lhs.backgroundColor == rhs.backgroundColor && lhs.cornerRadius == rhs.cornerRadius
            && lhs.cornerCurve == rhs.cornerCurve && lhs.maskedCorners == rhs.maskedCorners
            && lhs.borderWidth == rhs.borderWidth && lhs.borderColor == rhs.borderColor
            && lhs.masksToBounds == rhs.masksToBounds && lhs.shadowStyle == rhs.shadowStyle && lhs.contents == rhs.contents
            && lhs.content == rhs.content && lhs.sublayers == rhs.sublayers && lhs.mask == rhs.mask
            && lhs.animations == rhs.animations
    }

    /// The placement properties as one value.
    var geometry: LayerGeometry {
        LayerGeometry(bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform)
    }
}

/// What a specialised layer draws between its contents and its sublayers. (Indirect: the
/// payloads are boxed, so that nodes stay small.)
public indirect enum RenderContent: Sendable, Equatable {
    /// Nothing (a plain ``Layer``).
    case none
    /// A ``ShapeLayer``'s path.
    case shape(RenderShape)
    /// A ``GradientLayer``'s gradient.
    case gradient(RenderGradient)
    /// A ``TextLayer``'s string.
    case text(RenderText)
    /// An ``EffectLayer``'s backdrop blur.
    case effect(RenderEffect)
}

/// A ``ShapeLayer``'s drawing, resolved.
public struct RenderShape: Sendable, Equatable {
    /// The path in the layer's coordinates.
    public var path: BezierPath
    /// The fill colour, or nil.
    public var fillColor: Color?
    /// The fill rule.
    public var fillRule: FillRule
    /// The stroke colour, or nil.
    public var strokeColor: Color?
    /// Width, caps, joins, dash and trim of the stroke.
    public var strokeStyle: StrokeStyle
}

/// A ``GradientLayer``'s drawing, resolved. Points are in unit coordinates of the bounds.
public struct RenderGradient: Sendable, Equatable {
    /// The colours and their locations (validated: one per colour, non-decreasing).
    public var stops: [GradientStop]
    /// Axial, radial or conic.
    public var type: GradientType
    /// The start point, unit coordinates of the bounds.
    public var startPoint: CGPoint
    /// The end point, unit coordinates of the bounds.
    public var endPoint: CGPoint
    /// A radial gradient's focal point, unit coordinates of the bounds; nil for the start point.
    public var focalPoint: CGPoint?

    /// The focal point, or the start point where there is none (what ``focalPoint`` animates).
    var focus: CGPoint {
        get { focalPoint ?? startPoint }
        set { focalPoint = newValue }
    }
}

/// A layer's shadow, resolved.
public struct RenderShadow: Sendable, Equatable {
    /// The shadow colour (`shadowColor`; clear for none).
    public var color: Color
    /// The shadow opacity, 0…1 (`shadowOpacity`).
    public var opacity: CGFloat
    /// The offset in the layer's points.
    public var offset: CGSize
    /// The blur's standard deviation σ in the layer's points (`shadowRadius`), at least 0.
    public var radius: CGFloat
    /// The outline that casts the shadow, or nil to use the layer's drawn alpha.
    public var path: BezierPath?

    /// The colour drawn: ``color`` with its alpha times ``opacity``.
    public var drawnColor: Color { color.withAlphaComponent(color.alpha * opacity) }

    /// Whether anything is drawn: an opacity above 0 and a colour with some alpha.
    public var isDrawn: Bool { opacity > 0 && color.alpha > 0 }

    /// A layer's shadow as Core Animation's defaults set it: opaque black, opacity 0 (not
    /// drawn), offset (0, −3), radius 3, no path.
    public static let layerDefault = RenderShadow(color: .black, opacity: 0, offset: CGSize(width: 0, height: -3),
                                                  radius: 3, path: nil)
}

/// A layer's contents image and how it is placed.
public struct RenderContents: Sendable, Equatable {
    /// The image.
    public var image: Image
    /// Placement in the bounds.
    public var gravity: ContentsGravity
    /// The part of the image drawn, unit coordinates.
    public var rect: CGRect
    /// The stretchable part, unit coordinates of `rect`.
    public var center: CGRect
    /// Stretch or tile the stretchable parts.
    public var resizingMode: ContentsResizingMode
    /// Pixels per point of the image.
    public var scale: CGFloat
    /// How the image is sampled where it is enlarged.
    public var magnificationFilter: ImageFilter = .linear
    /// How the image is sampled where it is shrunk.
    public var minificationFilter: ImageFilter = .linear
}

/// An immutable box holding a value on the heap, so that a struct can keep a large or
/// recursive part at the cost of one pointer.
final class Box<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
