// Viewports: the root and nested `<svg>`, and `<symbol>` through `<use>` (SVG 1.1 §7.7–7.9).
import Foundation
import Lamina

extension ScriptResolver {
    /// The `viewBox` of `element`, nil when absent; a zero or negative size is an error.
    func viewBox(_ element: ScriptElement) throws -> CGRect? {
        try reading(element, "viewBox") { value throws(ValueError) in
            let numbers = try ValueScanner.numberList(value)
            guard numbers.count == 4 else { throw .expected("4 numbers \"min-x min-y width height\"", found: value) }
            guard numbers[2] > 0, numbers[3] > 0 else { throw .expected("a positive width and height", found: value) }
            return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
    }

    /// A length attribute in user units, `percentOf` being 100 % and `metrics` what the other
    /// relative units mean; `fallback` when absent.
    func length(_ element: ScriptElement, _ name: String, percentOf reference: CGFloat,
                default fallback: CGFloat = 0, metrics: ScriptLength.Metrics) throws -> CGFloat {
        try reading(element, name) { v throws(ValueError) in
            try ScriptLength(parsing: v).resolved(percentOf: reference, metrics: metrics)
        } ?? fallback
    }

    /// A group for a viewport: `rect` in the parent's user space shows `viewBox` (if any) of
    /// `children`, clipped to `rect` unless `clips` is false, fitted by `aspect` (default the
    /// element's `preserveAspectRatio`). `inner` transforms the children inside the viewBox (the
    /// root's own `transform`, as resvg applies it).
    func resolveViewport(_ element: ScriptElement, context: Context, rect: CGRect, viewBox: CGRect?,
                         aspect fixedAspect: PreserveAspectRatio? = nil,
                         children: [ScriptElement], clips: Bool, common: ResolvedCommon = ResolvedCommon(),
                         inner innerTransform: CGAffineTransform = .identity) throws -> ResolvedNode {
        let aspect = try fixedAspect ?? reading(element, "preserveAspectRatio") { v throws(ValueError) in
            try PreserveAspectRatio(parsing: v)
        } ?? PreserveAspectRatio()
        let contentTransform = innerTransform.concatenating(viewBox.map { aspect.transform(viewBox: $0, viewport: rect) }
            ?? CGAffineTransform(translationX: rect.minX, y: rect.minY))
        var inner = context
        inner.viewport = viewBox?.size ?? rect.size
        inner.absolute = contentTransform.concatenating(common.transform).concatenating(context.absolute)
        var content = ResolvedCommon()
        content.transform = contentTransform
        content.absoluteTransform = inner.absolute
        let children = try resolveChildren(children, context: inner)
        let body = ResolvedNode.group(content, children: children, clipRect: nil)
        let clipRect = clips && !context.style.overflowVisible ? rect : nil
        return .group(common, children: [body], clipRect: clipRect)
    }

    /// The root's viewport node with the root's CSS `background-color` painted over `area`
    /// (its viewBox, in the content's user space) beneath everything else; unchanged without one.
    func withBackground(_ node: ResolvedNode, style: ScriptStyle, area: CGRect) -> ResolvedNode {
        guard let background = style.backgroundColor,
              case .group(let outer, let bodies, let outerClip) = node, bodies.count == 1,
              case .group(let content, let children, let clip) = bodies[0] else { return node }
        let color: Color
        switch background {
        case .color(let c): color = c
        case .currentColor: color = style.color
        }
        var common = ResolvedCommon()
        common.absoluteTransform = content.absoluteTransform
        let shape = ResolvedShape(path: BezierPath(rect: area), fill: .color(color), fillRule: .nonZero, stroke: nil,
                                  strokeStyle: StrokeStyle())
        return .group(outer, children: [.group(content, children: [.shape(common, shape)] + children, clipRect: clip)],
                      clipRect: outerClip)
    }

    /// A nested `<svg>`: a new viewport at x, y of width × height (default 100 %).
    func resolveNestedSVG(_ element: ScriptElement, common: ResolvedCommon, context: Context) throws -> ResolvedNode {
        let size = context.viewport, metrics = context.style.lengthMetrics
        let rect = CGRect(x: try length(element, "x", percentOf: size.width, metrics: metrics),
                          y: try length(element, "y", percentOf: size.height, metrics: metrics),
                          width: try length(element, "width", percentOf: size.width, default: size.width, metrics: metrics),
                          height: try length(element, "height", percentOf: size.height, default: size.height,
                                             metrics: metrics))
        return try resolveViewport(element, context: context, rect: rect, viewBox: try viewBox(element),
                                   children: element.children, clips: true, common: common)
    }
}
