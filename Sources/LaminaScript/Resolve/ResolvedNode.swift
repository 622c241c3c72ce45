// The resolved model of a script, after parsing and before layers (resvg's usvg tree, in
// Swift): every shape is a BezierPath in its own user space, every style is resolved to
// colours, gradients and stroke values, every reference is followed, and every node knows
// both its transform relative to its parent and its absolute transform to the viewport.
import Foundation
import Lamina

/// What every resolved node has: its place, its opacity, and what clips, masks and shadows it.
struct ResolvedCommon {
    /// The element's `id`, kept as the layer's name.
    var name: String?
    /// Where the element starts in the script, for errors raised while building layers; nil
    /// for nodes the resolver makes itself (they take their nearest ancestor's).
    var location: SourceLocation?
    /// From the node's user space to its parent's.
    var transform: CGAffineTransform = .identity
    /// From the node's user space to the viewport (the document's points).
    var absoluteTransform: CGAffineTransform = .identity
    /// Group opacity, 0…1.
    var opacity: CGFloat = 1
    /// How the node's group blends with what lies beneath (`mix-blend-mode`).
    var blendMode: BlendMode = .normal
    /// `isolation: isolate`.
    var isolates = false
    /// A clip path, in the node's user space.
    var clip: ResolvedClip?
    /// A mask (luminance or alpha), in the node's user space.
    @HeapOptional var mask: ResolvedMask?
    /// A shadow (the Lamina extension).
    @HeapOptional var shadow: ResolvedShadow?
    /// Filter graphs (`filter`), in the node's user space, applied in order.
    var filters: [Filter] = []
    /// Tint colour and adjustment of the node's layer (ResolvedLook.swift).
    var look = ResolvedLook()
    /// SMIL animations of the node (ScriptResolver+Animation.swift).
    var animations: [ScriptAnimation] = []
}

/// One node of the resolved model.
indirect enum ResolvedNode {
    /// A group of nodes drawn in order; `clipRect` clips them (a nested viewport).
    case group(ResolvedCommon, children: [ResolvedNode], clipRect: CGRect?)
    /// A filled and/or stroked path.
    case shape(ResolvedCommon, ResolvedShape)
    /// A raster image.
    case image(ResolvedCommon, ResolvedImage)
    /// Text, a replicator or a backdrop effect (ResolvedLook.swift).
    case look(ResolvedCommon, ResolvedLookNode)

    /// The common part.
    var common: ResolvedCommon {
        get {
            switch self {
            case .group(let c, _, _), .shape(let c, _), .image(let c, _), .look(let c, _): return c
            }
        }
        set {
            switch self {
            case .group(_, let children, let clipRect): self = .group(newValue, children: children, clipRect: clipRect)
            case .shape(_, let shape): self = .shape(newValue, shape)
            case .image(_, let image): self = .image(newValue, image)
            case .look(_, let look): self = .look(newValue, look)
            }
        }
    }

    /// The bounding box of the fill geometry in the node's own user space (SVG's object
    /// bounding box); nil when the node draws nothing.
    var ownBounds: CGRect? {
        switch self {
        case .group(_, let children, _):
            return Self.bounds(of: children)
        case .shape(_, let shape):
            return shape.path.isEmpty ? nil : shape.path.bounds
        case .image(_, let image):
            return image.viewport
        case .look(_, let look):
            return look.ownBounds
        }
    }

    /// ``ownBounds`` mapped into the parent's user space.
    var boundsInParent: CGRect? { ownBounds?.applying(common.transform) }

    /// The union of `nodes`' bounds in their parent's user space; nil when none draws.
    static func bounds(of nodes: [ResolvedNode]) -> CGRect? {
        let boxes = nodes.compactMap(\.boundsInParent)
        guard let first = boxes.first else { return nil }
        return boxes.dropFirst().reduce(first) { $0.union($1) }
    }
}

/// A shape's geometry and paint.
struct ResolvedShape {
    /// The outline in the node's user space.
    var path: BezierPath
    /// The fill, with `fill-opacity` folded in; nil for none.
    var fill: ResolvedPaint?
    /// How the fill decides inside.
    var fillRule: FillRule
    /// The stroke paint, with `stroke-opacity` folded in; nil for none.
    var stroke: ResolvedPaint?
    /// Width, caps, joins, dashes (scaled by `pathLength`) and the trim window.
    var strokeStyle: StrokeStyle
    /// Whether the stroke is painted beneath the fill (`paint-order: stroke`).
    var strokeFirst = false
    /// A fill that is a `<use>`'s gradient or pattern, which the `<use>` places once its
    /// content's bounding box is known (ScriptResolver+ContextPaint.swift); nil for any other.
    var useFill: UsePaint?
    /// The same for the stroke.
    var useStroke: UsePaint?
    /// How its edges cover their pixels; nil for the script's ``ScriptOptions/antialiasing``.
    var edgeAntialiasing: Antialiasing?
    /// Whether a thin stroke is a hairline; nil for the script's ``ScriptOptions/drawsHairlines``.
    var drawsHairlines: Bool?
}

/// Which of a `<use>`'s paints a shape waits for, and the shape's own opacity for it.
struct UsePaint {
    /// Whether it is the `<use>`'s stroke (`context-stroke`), else its fill.
    var isStroke: Bool
    /// The shape's `fill-opacity` or `stroke-opacity`, 0…1.
    var opacity: CGFloat
}

/// A solid colour, a gradient or a pattern. Gradients and patterns are kept on the heap, so
/// that a shape's two paints take a colour's size each, not a gradient's.
enum ResolvedPaint {
    case color(Color)
    indirect case gradient(ResolvedGradient)
    indirect case pattern(ResolvedPattern)
}

/// An SVG pattern with everything resolved: one tile's content, and where the tiles repeat.
struct ResolvedPattern {
    /// The content of one tile in tile space, where the tile is 0, 0, ``tile`` (the content's
    /// absolute transforms are in tile space too).
    var content: [ResolvedNode]
    /// The size of a tile, in tile space.
    var tile: CGSize
    /// From tile space to the painted shape's user space: the tile's corner, then
    /// `patternTransform`.
    var toUser: CGAffineTransform
    /// `fill-opacity` or `stroke-opacity`, 0…1.
    var opacity: CGFloat
    /// What the tile's image depends on besides its density: uses with equal keys share one.
    var key: PatternTileKey
}

/// What a pattern's tile looks like, given its density: the pattern, where its reference
/// cycles are cut, and the numbers the content was resolved with (tile size, content
/// transform, viewport for percentages).
struct PatternTileKey: Hashable {
    var pattern: ObjectIdentifier
    var references: Set<ObjectIdentifier>
    var numbers: [CGFloat]
}

/// An SVG gradient with everything resolved: geometry in gradient space, the map from gradient
/// space to the user space of the painted shape, stops and spread.
struct ResolvedGradient {
    /// Linear from `start` to `end`, or radial from the focal circle to the outer circle.
    enum Kind {
        case linear(start: CGPoint, end: CGPoint)
        case radial(center: CGPoint, radius: CGFloat, focal: CGPoint, focalRadius: CGFloat)
    }

    /// How colours continue outside 0…1 (`spreadMethod`).
    enum Spread: String {
        case pad, reflect, `repeat`
    }

    var kind: Kind
    /// The stops, offsets clamped to 0…1 and non-decreasing, opacities folded in.
    var stops: [GradientStop]
    var spread: Spread
    /// From gradient space (after `gradientUnits` and `gradientTransform`) to user space.
    var toUser: CGAffineTransform
}

/// A resolved `<clipPath>`: its shapes (only their geometry counts) in the clipped node's space.
struct ResolvedClip {
    /// The clip's shapes and groups, already under the clip's own transform and units.
    var content: [ResolvedNode]
    /// A clip path on the `<clipPath>` itself, intersecting this one.
    var clip: [ResolvedClip]
}

/// A resolved `<mask>` (CSS Masking 1 §7).
struct ResolvedMask {
    /// The mask's content, under `maskContentUnits`.
    var content: [ResolvedNode]
    /// The mask region in the masked node's user space; nothing shows outside it.
    var region: CGRect
    /// The map from the masked node's user space to the viewport, to choose the raster density.
    var absoluteTransform: CGAffineTransform
    /// `mask-type: alpha`: the content's alpha masks, not its luminance times its alpha.
    var alpha = false
    /// A mask on the `<mask>` itself (its `mask` property), for the same masked node: it masks
    /// this one's content, so the two multiply.
    var mask: [ResolvedMask] = []
    /// What the mask's raster depends on, when it can be shared: masks with equal keys draw
    /// the same pixels, so their raster is made once. Nil when it cannot be.
    var rasterKey: MaskRasterKey?
}

/// What a `<mask>`'s raster depends on: the mask (by its position in the document, which
/// fixes its content and the style it inherits) and, as numbers, its region, the map from the
/// masked node's user space to the viewport, its content's transform (`maskContentUnits`)
/// and the viewport size (for percentages).
struct MaskRasterKey: Hashable {
    var position: Int
    var numbers: [CGFloat]
}

/// A layer shadow (Lamina's extension attributes, Core Animation's meaning).
struct ResolvedShadow {
    var color: Color
    var opacity: CGFloat
    var radius: CGFloat
    var offset: CGSize
}

/// A resolved `<image>`.
struct ResolvedImage {
    /// The decoded PNG or JPEG.
    var image: Image
    /// Its pixels per point: 2 for `NAME@2x.png`, 3 for `NAME@3x.png`, else 1.
    var scale: CGFloat
    /// The `x y width height` rectangle, which clips the image.
    var viewport: CGRect
    /// Where the whole image is drawn, after `preserveAspectRatio`.
    var drawRect: CGRect
    /// Nine-part insets (top, left, bottom, right) in the image's points, from `cap-insets`.
    var capInsets: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)?
    /// Whether the middle parts of a nine-part image repeat instead of stretching.
    var tiles: Bool
    /// How pixels are sampled when scaled (`image-rendering`).
    var filter: ImageFilter
    /// Original colours or a template filled with the tint (`rendering-mode`).
    var renderingMode = ImageRenderingMode.automatic
}
