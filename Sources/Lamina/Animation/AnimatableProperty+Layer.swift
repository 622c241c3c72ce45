// The animatable properties of Layer, ShapeLayer and GradientLayer, with Core Animation's keys.
// Each is one line: where the value lives in a RenderNode (a shadow's in its RenderShadow, read
// as Core Animation's defaults on a node without one). Values that a node clamps at commit
// (opacity, radii, widths) are clamped the same way when an animation writes them.
import Foundation

extension AnimatableProperty where Value == CGFloat {
    /// `opacity`, clamped to 0…1 when written.
    public static let opacity = Self(key: "opacity", read: { $0.opacity },
                                     write: { $0.opacity = min(max($1, 0), 1) })
    /// `cornerRadius` in points, at least 0 when written.
    public static let cornerRadius = Self(key: "cornerRadius", read: { $0.cornerRadius },
                                          write: { $0.cornerRadius = max($1, 0) })
    /// `borderWidth` in points, at least 0 when written.
    public static let borderWidth = Self(key: "borderWidth", read: { $0.borderWidth },
                                         write: { $0.borderWidth = max($1, 0) })
    /// `zPosition`.
    public static let zPosition = Self(key: "zPosition", read: { $0.zPosition }, write: { $0.zPosition = $1 })
    /// `position.x` in points.
    public static let positionX = Self(key: "position.x", read: { $0.position.x }, write: { $0.position.x = $1 })
    /// `position.y` in points.
    public static let positionY = Self(key: "position.y", read: { $0.position.y }, write: { $0.position.y = $1 })
    /// `strokeStart`, the fraction of the path's length where the stroke starts.
    public static let strokeStart = shape("strokeStart", { $0.strokeStyle.strokeStart },
                                          { $0.strokeStyle.strokeStart = $1 })
    /// `strokeEnd`, the fraction of the path's length where the stroke ends.
    public static let strokeEnd = shape("strokeEnd", { $0.strokeStyle.strokeEnd }, { $0.strokeStyle.strokeEnd = $1 })
    /// `lineWidth` in points.
    public static let lineWidth = shape("lineWidth", { $0.strokeStyle.lineWidth }, { $0.strokeStyle.lineWidth = $1 })
    /// `miterLimit`.
    public static let miterLimit = shape("miterLimit", { $0.strokeStyle.miterLimit },
                                         { $0.strokeStyle.miterLimit = $1 })
    /// `lineDashPhase` in points.
    public static let lineDashPhase = shape("lineDashPhase", { $0.strokeStyle.dashPhase },
                                            { $0.strokeStyle.dashPhase = $1 })
    /// `shadowOpacity`, clamped to 0…1 when written.
    public static let shadowOpacity = shadow("shadowOpacity", { $0.opacity },
                                             { $0.opacity = $1 }) { min(max($0, 0), 1) }
    /// `shadowRadius` in points, at least 0 when written.
    public static let shadowRadius = shadow("shadowRadius", { $0.radius }, { $0.radius = $1 }) { max($0, 0) }
}

extension AnimatableProperty where Value == CGSize {
    /// `shadowOffset`, in the layer's points.
    public static let shadowOffset = shadow("shadowOffset", { $0.offset }, { $0.offset = $1 })
}

extension AnimatableProperty where Value == CGPoint {
    /// `position`, in the superlayer's points.
    public static let position = Self(key: "position", read: { $0.position }, write: { $0.position = $1 })
    /// `anchorPoint`, in unit coordinates of the bounds.
    public static let anchorPoint = Self(key: "anchorPoint", read: { $0.anchorPoint }, write: { $0.anchorPoint = $1 })
    /// A ``GradientLayer``'s `startPoint`, in unit coordinates.
    public static let startPoint = gradient("startPoint", { $0.startPoint }, { $0.startPoint = $1 })
    /// A ``GradientLayer``'s `endPoint`, in unit coordinates.
    public static let endPoint = gradient("endPoint", { $0.endPoint }, { $0.endPoint = $1 })
    /// A ``GradientLayer``'s `focalPoint`, in unit coordinates; a layer without one animates
    /// from its start point.
    public static let focalPoint = gradient("focalPoint", { $0.focus }, { $0.focus = $1 })
}

extension AnimatableProperty where Value == CGRect {
    /// `bounds`, in the layer's points.
    public static let bounds = Self(key: "bounds", read: { $0.bounds }, write: { $0.bounds = $1 })
}

extension AnimatableProperty where Value == CGAffineTransform {
    /// `transform`, blended through its decomposition (the short way round).
    public static let transform = Self(key: "transform", read: { $0.transform }, write: { $0.transform = $1 })
    /// `sublayerTransform`.
    public static let sublayerTransform = Self(key: "sublayerTransform", read: { $0.sublayerTransform },
                                              write: { $0.sublayerTransform = $1 })
}

extension AnimatableProperty where Value == Color {
    /// `backgroundColor`; no colour reads as ``Color/clear``.
    public static let backgroundColor = Self(key: "backgroundColor", read: { $0.backgroundColor ?? .clear },
                                             write: { $0.backgroundColor = $1 })
    /// `borderColor`; no colour reads as ``Color/clear``.
    public static let borderColor = Self(key: "borderColor", read: { $0.borderColor ?? .clear },
                                         write: { $0.borderColor = $1 })
    /// A ``ShapeLayer``'s `fillColor`; no colour reads as ``Color/clear``.
    public static let fillColor = shape("fillColor", { $0.fillColor ?? .clear }, { $0.fillColor = $1 })
    /// A ``ShapeLayer``'s `strokeColor`; no colour reads as ``Color/clear``.
    public static let strokeColor = shape("strokeColor", { $0.strokeColor ?? .clear },
                                          { $0.strokeColor = $1 })
    /// `shadowColor`; no colour reads as ``Color/clear``.
    public static let shadowColor = shadow("shadowColor", { $0.color }, { $0.color = $1 })
}

extension AnimatableProperty where Value == BezierPath {
    /// A ``ShapeLayer``'s `path`. Paths blend point by point and must have the same element
    /// structure. Not animated implicitly, as in Core Animation.
    public static let path = Self(key: "path", isImplicitlyAnimated: false,
                                  read: { $0.shape?.path }, write: { $0.shape?.path = $1 })
}

extension AnimatableProperty where Value == [CGFloat] {
    /// A ``ShapeLayer``'s `lineDashPattern`; patterns blend element by element and must have
    /// the same length. No pattern reads as nil (nothing to animate).
    public static let lineDashPattern = Self(key: "lineDashPattern", read: { $0.shape?.strokeStyle.dashPattern },
                                             write: { $0.shape?.strokeStyle.dashPattern = $1 })
    /// A ``GradientLayer``'s `locations`.
    public static let locations = Self(key: "locations", read: { $0.gradient?.stops.map(\.location) }, write: { node, value in
        guard var gradient = node.gradient, gradient.stops.count == value.count else { return }
        gradient.stops = zip(gradient.stops, value).map { GradientStop(color: $0.color, location: $1) }
        node.gradient = gradient
    })
}

extension AnimatableProperty where Value == [Filter] {
    /// The layer's `filters`: each filter blends with the one at its index number by number
    /// (``Filter/combine(_:_:_:)``), so the lists must have the same length and each pair the
    /// same structure. Not animated implicitly.
    public static let filters = Self(key: "filters", isImplicitlyAnimated: false, read: { $0.filters },
                                     write: { $0.filters = $1 })
}

extension AnimatableProperty where Value == [Color] {
    /// A ``GradientLayer``'s `colors`.
    public static let colors = Self(key: "colors", read: { $0.gradient?.stops.map(\.color) }, write: { node, value in
        guard var gradient = node.gradient, gradient.stops.count == value.count else { return }
        gradient.stops = zip(gradient.stops, value).map { GradientStop(color: $1, location: $0.location) }
        node.gradient = gradient
    })
}

extension AnimatableProperty {
    // The properties below read and write through closures, not key paths: a key path stored
    // in a closure is applied by the runtime, about 900 instructions a read, and every
    // animated property of every frame goes through here.

    /// A ``ShapeLayer`` property of ``RenderShape``, read and written by `read` and `write`.
    static func shape(_ key: String, _ read: @escaping @Sendable (RenderShape) -> Value,
                      _ write: @escaping @Sendable (inout RenderShape, Value) -> Void) -> Self {
        part(key, of: { $0.shape }, { $0.shape = $1 }, read, write)
    }

    /// A shadow property of ``RenderShadow``, clamped by `clamp` when written: a node without a
    /// shadow of its own reads Core Animation's default (``RenderShadow/layerDefault``), and
    /// writing gives it one.
    static func shadow(_ key: String, _ read: @escaping @Sendable (RenderShadow) -> Value,
                       _ write: @escaping @Sendable (inout RenderShadow, Value) -> Void,
                       clamp: @escaping @Sendable (Value) -> Value = { $0 }) -> Self {
        Self(key: key, read: { read($0.shadowStyle ?? .layerDefault) }, write: { node, value in
            var shadow = node.shadowStyle ?? .layerDefault
            write(&shadow, clamp(value))
            node.shadowStyle = shadow
        })
    }

    /// A ``GradientLayer`` property of ``RenderGradient``.
    static func gradient(_ key: String, _ read: @escaping @Sendable (RenderGradient) -> Value,
                         _ write: @escaping @Sendable (inout RenderGradient, Value) -> Void) -> Self {
        part(key, of: { $0.gradient }, { $0.gradient = $1 }, read, write)
    }

    /// A property of a payload that `get` reads from a node and `set` writes back: a node
    /// without the payload (nil) reads nil and is left alone by writes. (Inlined, and `set`
    /// consumes the payload: otherwise each write copied the payload once more, a fifth more
    /// work to evaluate a frame of trimmed strokes.)
    @inline(__always)
    private static func part<Part>(_ key: String, of get: @escaping @Sendable (RenderNode) -> Part?,
                                   _ set: @escaping @Sendable (inout RenderNode, consuming Part) -> Void,
                                   _ read: @escaping @Sendable (Part) -> Value,
                                   _ write: @escaping @Sendable (inout Part, Value) -> Void) -> Self {
        Self(key: key, read: { get($0).map(read) }, write: { node, value in
            guard var part = get(node) else { return }
            write(&part, value)
            set(&node, consume part)
        })
    }
}

/// Every built-in property a transaction watches for changes, in a fixed order.
let watchedProperties: [any AnyAnimatableProperty] = [
    AnimatableProperty.bounds, AnimatableProperty.position, AnimatableProperty.anchorPoint,
    AnimatableProperty.transform, AnimatableProperty.sublayerTransform, AnimatableProperty<CGFloat>.zPosition,
    AnimatableProperty<CGFloat>.opacity, AnimatableProperty<Color>.backgroundColor,
    AnimatableProperty<CGFloat>.cornerRadius, AnimatableProperty<CGFloat>.borderWidth,
    AnimatableProperty<Color>.borderColor, AnimatableProperty.path, AnimatableProperty<Color>.fillColor,
    AnimatableProperty<Color>.strokeColor, AnimatableProperty<CGFloat>.lineWidth,
    AnimatableProperty<CGFloat>.miterLimit, AnimatableProperty<[CGFloat]>.lineDashPattern,
    AnimatableProperty<CGFloat>.lineDashPhase, AnimatableProperty<CGFloat>.strokeStart,
    AnimatableProperty<CGFloat>.strokeEnd, AnimatableProperty<Color>.shadowColor,
    AnimatableProperty<CGFloat>.shadowOpacity, AnimatableProperty.shadowOffset, AnimatableProperty<CGFloat>.shadowRadius,
    AnimatableProperty.filters,
]

extension RenderNode {
    /// The shape payload, when this node draws a shape; setting it on a node without one does
    /// nothing.
    var shape: RenderShape? {
        get { if case .shape(let shape) = content { return shape } else { return nil } }
        set { if let newValue, case .shape = content { content = .shape(newValue) } }
    }

    /// The gradient payload, when this node draws a gradient; setting it on a node without one
    /// does nothing.
    var gradient: RenderGradient? {
        get { if case .gradient(let gradient) = content { return gradient } else { return nil } }
        set { if let newValue, case .gradient = content { content = .gradient(newValue) } }
    }
}
