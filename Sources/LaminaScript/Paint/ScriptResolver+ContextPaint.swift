// `context-fill` and `context-stroke` (SVG 2 §13.3): the paint of the context element — the
// shape a `<marker>` is drawn on, or the `<use>` an element is drawn through. As in resvg
// (usvg's paint_server.rs, `update_paint_servers`): a marked shape hands down its paint as
// resolved, placed on the shape and carried into the marker's user space; a `<use>`'s gradient or
// pattern is placed on the `<use>`'s own bounding box (its content's, in its user space) once its
// content is resolved, and carried into the user space of each shape that paints with it. The
// context element's own fill-opacity and stroke-opacity stay behind; the element painting with
// it applies its own.
import Foundation
import Lamina

extension ScriptResolver {
    /// The fill and stroke `context-fill` and `context-stroke` stand for inside a context element.
    struct ContextPaint {
        /// One paint of the context element.
        enum Source {
            /// A `<use>`'s paint as written: a colour is resolved by each element drawn through
            /// the `<use>`; a gradient or pattern is placed by the `<use>` (``placeUsePaint``).
            case written(ScriptPaint)
            /// A marked shape's paint as resolved (nil for none), in the user space that
            /// `absolute` maps to the viewport.
            case resolved(ResolvedPaint?, absolute: CGAffineTransform)
        }

        /// What `context-fill` stands for; nil paints nothing.
        var fill: Source?
        /// What `context-stroke` stands for; nil paints nothing.
        var stroke: Source?

        /// The paints a `<use>` styled `style` hands down, its own `context-fill` or
        /// `context-stroke` standing for those of `outer`, the `<use>`'s own context.
        init(use style: ScriptStyle, outer: ContextPaint?) {
            func source(_ paint: ScriptPaint) -> Source? {
                switch paint {
                case .contextFill: outer?.fill
                case .contextStroke: outer?.stroke
                default: .written(paint)
                }
            }
            fill = source(style.fill)
            stroke = source(style.stroke)
        }

        /// The paints a marked shape hands down to its markers.
        init(fill: ResolvedPaint?, stroke: ResolvedPaint?, absolute: CGAffineTransform) {
            self.fill = .resolved(fill, absolute: absolute)
            self.stroke = .resolved(stroke, absolute: absolute)
        }
    }

    /// The paint for a shape's `fill` or `stroke`, `context-fill` and `context-stroke` taken
    /// from `context`; `absolute` maps the shape's user space to the viewport.
    func shapePaint(_ paint: ScriptPaint, opacity: Double, style: ScriptStyle, bounds: CGRect, viewport: CGSize,
                    element: ScriptElement, context: Context, absolute: CGAffineTransform) throws -> ResolvedPaint? {
        let source: ContextPaint.Source?
        switch paint {
        case .contextFill: source = context.contextPaint?.fill
        case .contextStroke: source = context.contextPaint?.stroke
        default:
            return try self.paint(paint, opacity: opacity, style: style, bounds: bounds, viewport: viewport,
                                  element: element, context: context)
        }
        switch source {
        case nil: return nil
        case .written(let written)?:
            return try self.paint(written, opacity: opacity, style: style, bounds: bounds, viewport: viewport,
                                  element: element, context: context)
        case .resolved(let resolved, let from)?:
            return resolved.flatMap { $0.multiplyingOpacity(by: opacity).moved(from: from, to: absolute) }
        }
    }

    /// The `<use>` paint a shape painting with `paint` at `opacity` waits for, when `paint`
    /// stands for the `<use>`'s gradient or pattern; nil otherwise.
    func usePaint(_ paint: ScriptPaint, opacity: Double, context: Context) -> UsePaint? {
        let source: ContextPaint.Source?
        switch paint {
        case .contextFill: source = context.contextPaint?.fill
        case .contextStroke: source = context.contextPaint?.stroke
        default: return nil
        }
        guard case .written(.reference)? = source else { return nil }
        return UsePaint(isStroke: paint == .contextStroke, opacity: CGFloat(opacity))
    }

    /// Places the gradients and patterns of the `<use>` `element` (styled `style`, its content
    /// resolved as `content` in the user space `inner` maps to the viewport) on the shapes of
    /// `content` that paint with them: on the bounding box of `content`, carried into each
    /// shape's user space.
    func placeUsePaint(_ content: inout ResolvedNode, use element: ScriptElement, style: ScriptStyle,
                       inner: Context) throws {
        let bounds = ResolvedNode.bounds(of: [content]) ?? .zero
        func placed(_ source: ContextPaint.Source?) throws -> ResolvedPaint? {
            guard case .written(let paint)? = source, case .reference = paint else { return nil }
            return try self.paint(paint, opacity: 1, style: style, bounds: bounds, viewport: inner.viewport,
                                  element: element, context: inner)
        }
        Self.place(fill: try placed(inner.contextPaint?.fill), stroke: try placed(inner.contextPaint?.stroke),
                   from: inner.absolute, on: &content)
    }

    /// Sets the `<use>`-placed paints `fill` and `stroke` (in the user space `from` maps to the
    /// viewport) on the shapes under `node` that wait for them.
    private static func place(fill: ResolvedPaint?, stroke: ResolvedPaint?, from: CGAffineTransform,
                              on node: inout ResolvedNode) {
        switch node {
        case .group(let common, var children, let clipRect):
            for index in children.indices { place(fill: fill, stroke: stroke, from: from, on: &children[index]) }
            node = .group(common, children: children, clipRect: clipRect)
        case .shape(let common, var shape):
            guard shape.useFill != nil || shape.useStroke != nil else { return }
            func moved(_ wanted: UsePaint) -> ResolvedPaint? {
                (wanted.isStroke ? stroke : fill)?.multiplyingOpacity(by: wanted.opacity)
                    .moved(from: from, to: common.absoluteTransform)
            }
            if let wanted = shape.useFill { shape.fill = moved(wanted) }
            if let wanted = shape.useStroke { shape.stroke = moved(wanted) }
            shape.useFill = nil
            shape.useStroke = nil
            node = .shape(common, shape)
        case .image, .look:
            return
        }
    }

    /// The paints the shape `shape` (styled `style`, its user space mapped to the viewport by
    /// `context.absolute`) hands down to its markers: its fill and stroke without their opacities.
    func markerContextPaint(for shape: ResolvedShape, style: ScriptStyle, element: ScriptElement,
                            context: Context) throws -> ContextPaint {
        func resolve(_ paint: ScriptPaint) throws -> ResolvedPaint? {
            try shapePaint(paint, opacity: 1, style: style, bounds: shape.path.bounds, viewport: context.viewport,
                           element: element, context: context, absolute: context.absolute)
        }
        return ContextPaint(fill: try resolve(style.fill),
                            stroke: shape.stroke == nil ? nil : try resolve(style.stroke),
                            absolute: context.absolute)
    }
}

extension ResolvedPaint {
    /// The paint with every colour's alpha multiplied by `opacity`.
    func multiplyingOpacity(by opacity: Double) -> ResolvedPaint {
        guard opacity != 1 else { return self }
        switch self {
        case .color(let color): return .color(color.withAlphaComponent(color.alpha * opacity))
        case .gradient(var gradient):
            gradient.stops = gradient.stops.map {
                GradientStop(color: $0.color.withAlphaComponent($0.color.alpha * opacity), location: $0.location)
            }
            return .gradient(gradient)
        case .pattern(var pattern):
            pattern.opacity *= opacity
            return .pattern(pattern)
        }
    }

    /// The paint as seen from the user space `to` maps to the viewport, when it was placed in the
    /// one `from` maps there (the same paint on screen); nil when `to` flattens the plane.
    func moved(from: CGAffineTransform, to: CGAffineTransform) -> ResolvedPaint? {
        if case .color = self { return self }
        guard from != to else { return self }
        guard to.a * to.d - to.b * to.c != 0 else { return nil }
        let change = from.concatenating(to.inverted())
        switch self {
        case .color: return self
        case .gradient(var gradient):
            gradient.toUser = gradient.toUser.concatenating(change)
            return gradient.toUser.isFinite ? .gradient(gradient) : nil
        case .pattern(var pattern):
            pattern.toUser = pattern.toUser.concatenating(change)
            return pattern.toUser.isFinite ? .pattern(pattern) : nil
        }
    }

}
