// One layer of a committed render tree: every property resolved to a plain value.
import Foundation

/// One layer of a ``RenderTree``: an immutable, `Sendable` snapshot of a ``Layer``'s
/// properties at commit, with its sublayers and mask as nodes too.
///
/// The properties mean what the ``Layer`` properties of the same names mean. A node is a
/// value: changing a copy (as animation evaluation does) never touches the model tree.
public struct RenderNode: Sendable, Equatable {
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
    public var shadow: RenderShadow?
    /// The contents image and its placement, or nil.
    public var contents: RenderContents?
    /// What a specialised layer draws above its contents.
    public var content: RenderContent
    /// The sublayers in back-to-front array order (zPosition is applied when drawing).
    public var sublayers: [RenderNode]
    /// The mask's storage: empty or one node (a value type cannot hold itself directly).
    private var maskStorage: [RenderNode]

    /// The mask node, in this node's coordinate space, or nil.
    public var mask: RenderNode? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }

    /// Creates a node with every property given (the defaults are a ``Layer``'s).
    init(name: String?, geometry: LayerGeometry, sublayerTransform: CGAffineTransform, zPosition: CGFloat,
         opacity: CGFloat, isHidden: Bool, compositingFilter: BlendMode, backgroundColor: Color?,
         cornerRadius: CGFloat, cornerCurve: CornerCurve, maskedCorners: RectCorner, borderWidth: CGFloat,
         borderColor: Color?, masksToBounds: Bool, shadow: RenderShadow?, contents: RenderContents?,
         content: RenderContent, sublayers: [RenderNode], mask: RenderNode?) {
        self.name = name
        self.bounds = geometry.bounds
        self.position = geometry.position
        self.anchorPoint = geometry.anchorPoint
        self.transform = geometry.transform
        self.sublayerTransform = sublayerTransform
        self.zPosition = zPosition
        self.opacity = opacity
        self.isHidden = isHidden
        self.compositingFilter = compositingFilter
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.cornerCurve = cornerCurve
        self.maskedCorners = maskedCorners
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.masksToBounds = masksToBounds
        self.shadow = shadow
        self.contents = contents
        self.content = content
        self.sublayers = sublayers
        self.maskStorage = mask.map { [$0] } ?? []
    }

    /// The placement properties as one value.
    var geometry: LayerGeometry {
        LayerGeometry(bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform)
    }
}

/// What a specialised layer draws between its contents and its sublayers.
public enum RenderContent: Sendable, Equatable {
    /// Nothing (a plain ``Layer``).
    case none
    /// A ``ShapeLayer``'s path.
    case shape(RenderShape)
    /// A ``GradientLayer``'s gradient.
    case gradient(RenderGradient)
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
}

/// A layer's shadow, resolved: `color` already carries `shadowOpacity` in its alpha.
public struct RenderShadow: Sendable, Equatable {
    /// The shadow colour times the shadow opacity.
    public var color: Color
    /// The offset in the layer's points.
    public var offset: CGSize
    /// The blur's standard deviation σ in the layer's points (`shadowRadius`).
    public var radius: CGFloat
    /// The outline that casts the shadow, or nil to use the layer's drawn alpha.
    public var path: BezierPath?
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
}
