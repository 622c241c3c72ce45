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
    /// The properties, shared by copies of the node until one of them changes (copy on
    /// write): evaluation, the composite plan and the compositor copy nodes as they walk the
    /// tree, and a copy costs one retain however many properties the node has.
    private var storage: Storage

    /// The identity of the ``Layer`` this node was committed from (a replicator's copies keep
    /// their original's), so that a ``LayerRenderError`` can be traced back to the layer. It
    /// names a layer only while that layer is alive: compare it with `ObjectIdentifier(layer)`
    /// of layers you still hold, never after they are gone (the address may have been reused).
    /// Not compared by `==`.
    public internal(set) var sourceLayer: ObjectIdentifier? {
        get { storage.fields.sourceLayer }
        set { unique.fields.sourceLayer = newValue }
    }
    /// The layer's name, if any.
    public var name: String? {
        get { storage.fields.name }
        set { unique.fields.name = newValue }
    }
    /// The layer's coordinate system (points).
    public var bounds: CGRect {
        get { storage.fields.bounds }
        set { unique.fields.bounds = newValue }
    }
    /// Where the anchor point sits in the superlayer (points).
    public var position: CGPoint {
        get { storage.fields.position }
        set { unique.fields.position = newValue }
    }
    /// The anchor point, in unit coordinates of the bounds.
    public var anchorPoint: CGPoint {
        get { storage.fields.anchorPoint }
        set { unique.fields.anchorPoint = newValue }
    }
    /// The transform about the anchor point: the affine part of ``transform3D``. Setting it
    /// replaces the whole transform with this 2-D one.
    public var transform: CGAffineTransform {
        get { storage.fields.transform }
        set {
            let fields = unique
            fields.fields.transform = newValue
            fields.fields.transform3DBox = nil
        }
    }
    /// The transform about the anchor point in 3-D (``Layer/transform3D``).
    public var transform3D: Transform3D {
        get { storage.fields.transform3DBox?.value ?? Transform3D(storage.fields.transform) }
        set {
            let fields = unique
            fields.fields.transform = newValue.affinePart
            fields.fields.transform3DBox = newValue.isAffine ? nil : Box(newValue)
        }
    }
    /// The transform applied to sublayers, about the anchor point: the affine part of
    /// ``sublayerTransform3D``. Setting it replaces the whole transform with this 2-D one.
    public var sublayerTransform: CGAffineTransform {
        get { storage.fields.sublayerTransform }
        set {
            let fields = unique
            fields.fields.sublayerTransform = newValue
            fields.fields.sublayerTransform3DBox = nil
        }
    }
    /// The transform applied to sublayers in 3-D (``Layer/sublayerTransform3D``).
    public var sublayerTransform3D: Transform3D {
        get { storage.fields.sublayerTransform3DBox?.value ?? Transform3D(storage.fields.sublayerTransform) }
        set {
            let fields = unique
            fields.fields.sublayerTransform = newValue.affinePart
            fields.fields.sublayerTransform3DBox = newValue.isAffine ? nil : Box(newValue)
        }
    }
    /// Whether the transform is not 2-D affine (z or w matter), so that the node is placed in 3-D.
    /// Whether the transform is stored in 3-D (not 2-D affine, if only by rounding).
    var hasTransform3D: Bool { storage.fields.transform3DBox != nil }
    /// A 3-D transform that differs from an affine one only by rounding counts as affine: turns
    /// by π about x, y and z, which compose to a plain placement, are drawn by
    /// `CALayer.render(in:)` (lottie-ios's `pr_1930_all_axis` snapshot at 50 %).
    var hasDepthTransform: Bool { storage.fields.transform3DBox.map { !$0.value.isAffineWithinRounding } ?? false }
    /// Whether the sublayer transform is not 2-D affine, so that every sublayer is placed in 3-D.
    var hasDepthSublayerTransform: Bool {
        storage.fields.sublayerTransform3DBox.map { !$0.value.isAffineWithinRounding } ?? false
    }
    /// Whether the sublayers share this node's 3-D space instead of being flattened into its
    /// plane (a ``TransformLayer``): the node draws nothing of its own, and its opacity
    /// applies to each sublayer.
    public var preservesDepth: Bool {
        get { storage.fields.preservesDepth }
        set { unique.fields.preservesDepth = newValue }
    }
    /// Front-to-back order among siblings.
    public var zPosition: CGFloat {
        get { storage.fields.zPosition }
        set { unique.fields.zPosition = newValue }
    }
    /// Group opacity, 0…1.
    public var opacity: CGFloat {
        get { storage.fields.opacity }
        set { unique.fields.opacity = newValue }
    }
    /// Whether the node and its subtree are skipped.
    public var isHidden: Bool {
        get { storage.fields.isHidden }
        set { unique.fields.isHidden = newValue }
    }
    /// Whether the node is drawn with its back to the viewer (``Layer/isDoubleSided``).
    public var isDoubleSided: Bool {
        get { storage.fields.isDoubleSided }
        set { unique.fields.isDoubleSided = newValue }
    }
    /// How the node's group blends with what lies beneath.
    public var compositingFilter: BlendMode {
        get { storage.fields.compositingFilter }
        set { unique.fields.compositingFilter = newValue }
    }
    /// Whether the node's group is composited alone first (``Layer/isolatesBlending``).
    public var isolatesBlending: Bool {
        get { storage.fields.isolatesBlending }
        set { unique.fields.isolatesBlending = newValue }
    }
    /// The filter graphs run over the node's group, in order (regions in its coordinates).
    public var filters: [Filter] {
        get { storage.fields.filters }
        set {
            unique.fields.filters = newValue
            updateSubtreeFacts()
        }
    }
    /// The background colour, or nil.
    public var backgroundColor: Color? {
        get { storage.fields.backgroundColor }
        set { unique.fields.backgroundColor = newValue }
    }
    /// The corner radius of background, border and bounds clip (points).
    public var cornerRadius: CGFloat {
        get { storage.fields.cornerRadius }
        set { unique.fields.cornerRadius = newValue }
    }
    /// The shape of rounded corners.
    public var cornerCurve: CornerCurve {
        get { storage.fields.cornerCurve }
        set { unique.fields.cornerCurve = newValue }
    }
    /// Which corners are rounded.
    public var maskedCorners: RectCorner {
        get { storage.fields.maskedCorners }
        set { unique.fields.maskedCorners = newValue }
    }
    /// The border width, inset from the bounds (points).
    public var borderWidth: CGFloat {
        get { storage.fields.borderWidth }
        set { unique.fields.borderWidth = newValue }
    }
    /// The border colour, or nil.
    public var borderColor: Color? {
        get { storage.fields.borderColor }
        set { unique.fields.borderColor = newValue }
    }
    /// Whether contents and sublayers are clipped to the rounded bounds.
    public var masksToBounds: Bool {
        get { storage.fields.masksToBounds }
        set { unique.fields.masksToBounds = newValue }
    }
    /// The shadow, or nil when none is drawn (opacity 0 or no colour).
    public var shadow: RenderShadow? {
        get { storage.fields.shadowBox.flatMap { $0.value.isDrawn ? $0.value : nil } }
        set { unique.fields.shadowBox = newValue.map(Box.init) }
    }
    /// The shadow's properties even where none is drawn, for the animations of them: nil when
    /// they are Core Animation's defaults (``RenderShadow/layerDefault``), so that the common
    /// layer without a shadow carries nothing.
    var shadowStyle: RenderShadow? {
        get { storage.fields.shadowBox?.value }
        set { unique.fields.shadowBox = newValue.map(Box.init) }
    }
    /// The contents image and its placement, or nil.
    public var contents: RenderContents? {
        get { storage.fields.contentsBox?.value }
        set { unique.fields.contentsBox = newValue.map(Box.init) }
    }
    /// What a specialised layer draws above its contents.
    public var content: RenderContent {
        get { storage.fields.content }
        set { unique.fields.content = newValue }
    }
    /// The sublayers in back-to-front array order (zPosition is applied when drawing).
    public var sublayers: [RenderNode] {
        get { storage.fields.sublayers }
        set {
            unique.fields.sublayers = newValue
            updateSubtreeFacts()
        }
    }
    /// The mask node, in this node's coordinate space, or nil.
    public var mask: RenderNode? {
        get { storage.fields.mask }
        set {
            unique.fields.mask = newValue
            updateSubtreeFacts()
        }
    }

    /// The layer's time space and animations, as committed; nil when it has none. Evaluating
    /// the tree at a time (``RenderTree/evaluated(at:)``) applies them and leaves nil.
    public var animations: NodeAnimations? {
        get { storage.fields.animationsBox?.value }
        set {
            unique.fields.animationsBox = newValue.map(Box.init)
            updateSubtreeFacts()
        }
    }

    /// Whether this node, its mask or a sublayer at any depth carries animations. When none
    /// does, the subtree shows the same at every time, and evaluation hands it back as it is.
    /// Kept true to the tree, as ``depth`` is, by the setters of ``sublayers``, ``mask``,
    /// ``animations`` and ``filters``.
    var animatesSubtree: Bool { storage.fields.animatesSubtree }
    /// How many levels of sublayers, masks and filter pictures the node holds, itself
    /// included (1 for a leaf): known without walking the tree, so that choosing the stack a
    /// frame is drawn on costs nothing and needs no stack itself.
    var depth: Int { storage.fields.depth }

    /// The storage, first copied if another node shares it: what every setter writes to.
    private var unique: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            return storage
        }
    }

    /// Creates a node from a layer's properties, resolved: opacity clamped to 0…1, radius and
    /// border width at least 0, the shadow folded into one colour. `source` is the layer's
    /// identity (``sourceLayer``).
    init(state s: LayerState, source: ObjectIdentifier, content: RenderContent, sublayers: [RenderNode],
         mask: RenderNode?) {
        storage = Storage(Fields(
            sourceLayer: source, name: s.name, bounds: s.bounds, position: s.position, anchorPoint: s.anchorPoint,
            transform: s.transform, transform3DBox: s.transform3DBox, sublayerTransform: s.sublayerTransform,
            sublayerTransform3DBox: s.sublayerTransform3DBox, preservesDepth: false, zPosition: s.zPosition,
            opacity: min(max(s.opacity, 0), 1), isHidden: s.isHidden,
            isDoubleSided: s.isDoubleSided, compositingFilter: s.compositingFilter,
            isolatesBlending: s.isolatesBlending, filters: s.filters, backgroundColor: s.backgroundColor,
            cornerRadius: max(s.cornerRadius, 0), cornerCurve: s.cornerCurve, maskedCorners: s.maskedCorners,
            borderWidth: max(s.borderWidth, 0), borderColor: s.borderColor, masksToBounds: s.masksToBounds,
            shadowBox: s.resolvedShadow.map(Box.init), contentsBox: s.resolvedContents.map(Box.init),
            content: content, sublayers: sublayers, mask: mask, animationsBox: nil))
        updateSubtreeFacts()
    }

    /// Recomputes ``animatesSubtree`` and ``depth`` from this node's own animations and its
    /// children's facts (sublayers, mask, the roots of its filters' pictures).
    private mutating func updateSubtreeFacts() {
        let stored = unique
        var animates = stored.fields.animationsBox != nil, deepest = 0
        if let mask = stored.fields.mask { (animates, deepest) = (animates || mask.animatesSubtree, mask.depth) }
        // By index: a for-in loop would retain and release every child.
        for index in stored.fields.sublayers.indices {
            let child = stored.fields.sublayers[index]
            (animates, deepest) = (animates || child.animatesSubtree, max(deepest, child.depth))
        }
        if !stored.fields.filters.isEmpty { deepest = pictureRoots.reduce(deepest) { max($0, $1.depth) } }
        stored.fields.animatesSubtree = animates
        stored.fields.depth = deepest + 1
    }

    /// Nodes are equal when every drawn property is (boxes compare by value); ``sourceLayer``
    /// is ignored, so the same drawing committed from different layers compares equal. Copies
    /// that still share their storage are equal without comparing anything.
    public static func == (lhs: RenderNode, rhs: RenderNode) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    /// The placement properties as one value.
    var geometry: LayerGeometry {
        LayerGeometry(bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform)
    }

    /// The sublayer transform about the anchor point, in 3-D: the map from the sublayers'
    /// placement to the node's coordinates.
    var sublayerMap3D: Transform3D {
        LayerGeometry.sublayerMap3D(bounds: bounds, anchorPoint: anchorPoint, sublayerTransform: sublayerTransform3D)
    }

    /// The 3-D map from the node's coordinates to its superlayer's (before the superlayer's
    /// sublayer transform), with ``zPosition`` as the depth of its position.
    var placement3D: Transform3D {
        geometry.toSuperlayer3D(transform: transform3D, zPosition: zPosition)
    }
}

extension RenderNode {
    /// A node's stored properties (see the accessors of the same names on ``RenderNode``).
    /// Rarely used parts live in immutable boxes, so that copying the fields, as the first
    /// change to a shared node does, stays cheap.
    fileprivate struct Fields: Equatable {
        var sourceLayer: ObjectIdentifier?
        var name: String?
        var bounds: CGRect
        var position: CGPoint
        var anchorPoint: CGPoint
        var transform: CGAffineTransform
        var transform3DBox: Box<Transform3D>?
        var sublayerTransform: CGAffineTransform
        var sublayerTransform3DBox: Box<Transform3D>?
        var preservesDepth: Bool
        var zPosition: CGFloat
        var opacity: CGFloat
        var isHidden: Bool
        var isDoubleSided: Bool
        var compositingFilter: BlendMode
        var isolatesBlending: Bool
        var filters: [Filter]
        var backgroundColor: Color?
        var cornerRadius: CGFloat
        var cornerCurve: CornerCurve
        var maskedCorners: RectCorner
        var borderWidth: CGFloat
        var borderColor: Color?
        var masksToBounds: Bool
        var shadowBox: Box<RenderShadow>?
        var contentsBox: Box<RenderContents>?
        var content: RenderContent
        var sublayers: [RenderNode]
        var mask: RenderNode?
        var animationsBox: Box<NodeAnimations>?
        var animatesSubtree = false
        var depth = 1

        /// Equal when every drawn property is: ``sourceLayer`` and the derived facts are left
        /// out, and the boxes compare by value.
        static func == (lhs: Fields, rhs: Fields) -> Bool {
            lhs.name == rhs.name && lhs.bounds == rhs.bounds && lhs.position == rhs.position
                && lhs.anchorPoint == rhs.anchorPoint && lhs.transform == rhs.transform
                && lhs.sublayerTransform == rhs.sublayerTransform && lhs.zPosition == rhs.zPosition
                && lhs.transform3DBox?.value == rhs.transform3DBox?.value
                && lhs.sublayerTransform3DBox?.value == rhs.sublayerTransform3DBox?.value
                && lhs.preservesDepth == rhs.preservesDepth
                && lhs.opacity == rhs.opacity && lhs.isHidden == rhs.isHidden
                && lhs.isDoubleSided == rhs.isDoubleSided
                && lhs.compositingFilter == rhs.compositingFilter
                && lhs.filters == rhs.filters && lhs.isolatesBlending == rhs.isolatesBlending
                && lhs.backgroundColor == rhs.backgroundColor && lhs.cornerRadius == rhs.cornerRadius
                && lhs.cornerCurve == rhs.cornerCurve && lhs.maskedCorners == rhs.maskedCorners
                && lhs.borderWidth == rhs.borderWidth && lhs.borderColor == rhs.borderColor
                && lhs.masksToBounds == rhs.masksToBounds && lhs.shadowBox?.value == rhs.shadowBox?.value
                && lhs.contentsBox?.value == rhs.contentsBox?.value && lhs.content == rhs.content
                && lhs.sublayers == rhs.sublayers && lhs.mask == rhs.mask
                && lhs.animationsBox?.value == rhs.animationsBox?.value
        }
    }

    /// The heap object holding a node's ``Fields``. It is only changed while one node holds
    /// it (``unique``), so sharing it between threads is safe.
    fileprivate final class Storage: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }
}

/// What a specialised layer draws between its contents and its sublayers. (Indirect: the
/// payloads are boxed, so that a node's fields stay small to copy on their first change.)
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
    /// How the fill's and stroke's edges cover their pixels; nil for the renderer's.
    public var edgeAntialiasing: Antialiasing?
    /// Whether a stroke at most a pixel across is a hairline; nil for the renderer's.
    public var drawsHairlines: Bool?
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
