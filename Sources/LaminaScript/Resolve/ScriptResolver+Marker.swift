// `<marker>` (SVG 2 §11.6): a drawing repeated at a shape's vertices — the first
// (`marker-start`), the inner ones (`marker-mid`) and the last (`marker-end`) — turned along the
// path (`orient="auto"`), scaled by the stroke width (`markerUnits`), placed by its `refX`/`refY`
// and clipped to its box unless `overflow` is visible. Vertices and angles follow resvg's
// (usvg's marker.rs), so the two agree on the hard cases: curves whose control points sit on
// their ends, closed subpaths, zero-length segments.
import Foundation
import Lamina

extension ScriptResolver {
    /// Which vertices a marker property marks.
    enum MarkerPosition {
        case start, middle, end
    }

    /// One piece of a shape's outline, quadratics raised to cubics.
    enum MarkerSegment {
        case move(CGPoint)
        case line(CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint)
        case close

        /// The vertex the segment ends on; nil for a close.
        var end: CGPoint? {
            switch self {
            case .move(let p), .line(let p), .cubic(_, _, let p): p
            case .close: nil
            }
        }
    }

    /// The marker instances of `shape` (an element styled `style`), in start, middle, end order:
    /// one group per vertex, in the shape's user space; empty when it has no markers.
    func markers(for shape: ResolvedShape, style: ScriptStyle, element: ScriptElement, context: Context) throws
        -> [ResolvedNode] {
        let references: [(String?, MarkerPosition)] = [(style.markerStart, .start), (style.markerMid, .middle),
                                                        (style.markerEnd, .end)]
        guard !context.inClip, references.contains(where: { $0.0 != nil }) else { return [] }
        let segments = Self.markerSegments(of: shape.path)
        guard segments.count > 1 else { return [] }
        var nodes: [ResolvedNode] = []
        var context = context
        context.contextPaint = try markerContextPaint(for: shape, style: style, element: element, context: context)
        for case let (id?, position) in references {
            guard let (marker, ancestors) = index[id], marker.name == "marker" else {
                warn(element.location, "marker: expected a <marker> with id \"\(id)\", found none; not drawn")
                continue
            }
            guard !context.markers.contains(ObjectIdentifier(marker)) else { continue }  // a marker inside itself
            for (point, index) in Self.markedVertices(segments, position) {
                if let node = try markerInstance(marker, ancestors: ancestors, at: point, vertex: index,
                                                 segments: segments, strokeWidth: shape.strokeStyle.lineWidth,
                                                 context: context) {
                    nodes.append(node)
                }
            }
        }
        return nodes
    }

    /// A shape and its markers as one group with the shape's transform, opacity and clip, the
    /// markers painted where `paint-order` puts them among the fill and the stroke.
    static func shape(_ shape: ResolvedShape, common: ResolvedCommon, markers: [ResolvedNode], style: ScriptStyle,
                      absolute: CGAffineTransform) -> ResolvedNode {
        var plain = ResolvedCommon(location: common.location)
        plain.absoluteTransform = absolute
        var children: [ResolvedNode]
        switch style.markersAt {
        case 0: children = markers + [.shape(plain, shape)]
        case 1:
            var first = shape, last = shape
            if shape.strokeFirst { (first.fill, last.stroke) = (nil, nil) } else { (first.stroke, last.fill) = (nil, nil) }
            children = [.shape(plain, first)] + markers + [.shape(plain, last)]
        default: children = [.shape(plain, shape)] + markers
        }
        return .group(common, children: children, clipRect: nil)
    }

    /// The marker drawn at `point`, vertex `vertex` of `segments`; nil when it draws nothing.
    private func markerInstance(_ marker: ScriptElement, ancestors: [ScriptElement], at point: CGPoint, vertex: Int,
                                segments: [MarkerSegment], strokeWidth: CGFloat, context: Context) throws -> ResolvedNode? {
        let size = context.viewport, metrics = context.style.lengthMetrics
        let box = CGRect(x: try length(marker, "refX", percentOf: size.width, metrics: metrics),
                         y: try length(marker, "refY", percentOf: size.height, metrics: metrics),
                         width: try length(marker, "markerWidth", percentOf: size.width, default: 3, metrics: metrics),
                         height: try length(marker, "markerHeight", percentOf: size.height, default: 3, metrics: metrics))
        guard box.width > 0, box.height > 0 else { return nil }
        let scale = marker["markerUnits"] == "userSpaceOnUse" ? 1 : strokeWidth
        guard scale > 0 else { return nil }
        let angle: CGFloat
        switch marker["orient"]?.trimmed {
        case "auto": angle = Self.vertexAngle(segments, vertex)
        case "auto-start-reverse":
            angle = vertex == 0 ? (Self.vertexAngle(segments, vertex) + 180).truncatingRemainder(dividingBy: 360)
                : Self.vertexAngle(segments, vertex)
        case let text?: angle = Self.degrees(text) ?? 0
        case nil: angle = 0
        }
        let viewBox = try self.viewBox(marker)
        var transform = CGAffineTransform(translationX: point.x, y: point.y)
        transform = CGAffineTransform(rotationAngle: angle * .pi / 180).concatenating(transform)
        if let viewBox {
            let aspect = try reading(marker, "preserveAspectRatio") { v throws(ValueError) in
                try PreserveAspectRatio(parsing: v)
            } ?? PreserveAspectRatio()
            let fitted = aspect.transform(viewBox: viewBox, viewport: CGRect(x: 0, y: 0, width: box.width * scale,
                                                                               height: box.height * scale))
            transform = CGAffineTransform(scaleX: fitted.a, y: fitted.d).concatenating(transform)
        } else {
            transform = CGAffineTransform(scaleX: scale, y: scale).concatenating(transform)
        }
        transform = CGAffineTransform(translationX: -box.minX, y: -box.minY).concatenating(transform)
        let overflow = marker["overflow"]?.trimmed
        let clipRect = overflow == nil || overflow == "hidden" || overflow == "scroll"
            ? (viewBox ?? CGRect(origin: .zero, size: box.size)) : nil
        var inner = try referenceContext(marker, ancestors: ancestors,
                                         absolute: transform.concatenating(context.absolute), from: context)
        // Only the markers being drawn carry over, as in resvg: a marker may draw, through a
        // <use>, the shape it is drawn on, whose other markers then appear once more.
        inner.markers = context.markers.union([ObjectIdentifier(marker)])
        inner.references = inner.markers
        inner.contextPaint = context.contextPaint
        let children = try resolveChildren(marker.children, context: inner)
        guard !children.isEmpty else { return nil }
        var common = ResolvedCommon()
        common.transform = transform
        common.absoluteTransform = inner.absolute
        return .group(common, children: children, clipRect: clipRect)
    }

    /// A CSS angle (`30`, `30deg`, `1.5rad`, `40grad`, `0.25turn`) in degrees; nil when it is not one.
    static func degrees(_ text: String) -> Double? {
        var scanner = ValueScanner(text)
        guard let value = try? scanner.number() else { return nil }
        let unit = scanner.identifier()
        guard (try? scanner.expectEnd("an angle")) != nil, value.isFinite else { return nil }
        return CSSAngle.degrees(value, unit: unit)
    }

    /// The segments of `path`, quadratics raised to cubics.
    static func markerSegments(of path: BezierPath) -> [MarkerSegment] {
        var segments: [MarkerSegment] = []
        var last = CGPoint.zero, start = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                segments.append(.move(p))
                (last, start) = (p, p)
            case .line(let p):
                segments.append(.line(p))
                last = p
            case .quadCurve(let p, let c):
                let cubic = QuadSegment(start: last, control: c, end: p).cubic
                segments.append(.cubic(cubic.control1, cubic.control2, p))
                last = p
            case .curve(let p, let c1, let c2):
                segments.append(.cubic(c1, c2, p))
                last = p
            case .closeSubpath:
                segments.append(.close)
                last = start
            }
        }
        return segments
    }

    /// The vertices `position` marks, each with its segment index.
    static func markedVertices(_ segments: [MarkerSegment], _ position: MarkerPosition) -> [(CGPoint, Int)] {
        switch position {
        case .start:
            guard case .move(let p)? = segments.first else { return [] }
            return [(p, 0)]
        case .middle:
            return (1..<max(segments.count - 1, 1)).compactMap { i in segments[i].end.map { ($0, i) } }
        case .end:
            let last = segments.count - 1
            switch segments[last] {
            case .line(let p), .cubic(_, _, let p): return [(p, last)]
            case .close: return [(subpathStart(segments, before: last), last)]
            case .move: return []
            }
        }
    }

    /// The direction a marker at vertex `index` faces, in degrees (resvg's calc_vertex_angle).
    static func vertexAngle(_ segments: [MarkerSegment], _ index: Int) -> CGFloat {
        if index == 0 {
            switch (segments[0], segments[1]) {
            case (.move(let m), .line(let p)): return lineAngle(m, p)
            case (.move(let m), .cubic(let c1, _, let p)): return near(m, c1) ? lineAngle(m, p) : lineAngle(m, c1)
            default: return 0
            }
        }
        if index == segments.count - 1 {
            switch (segments[index - 1], segments[index]) {
            case (_, .line(let p)): return lineAngle(previousVertex(segments, index), p)
            case (_, .cubic(let c1, let c2, let p)): return near(c2, p) ? lineAngle(c1, p) : lineAngle(c2, p)
            case (.line(let p), .close): return lineAngle(p, subpathStart(segments, before: index))
            case (.cubic(_, let c2, let p), .close):
                let next = subpathStart(segments, before: index)
                return curvesAngle(previousVertex(segments, index), c2, p, next, next)
            default: return 0
            }
        }
        let previous = previousVertex(segments, index)
        switch (segments[index], segments[index + 1]) {
        case (.move(let m), .line(let p)): return lineAngle(m, p)
        case (.move(let m), .cubic(let c1, _, _)): return lineAngle(m, c1)
        case (.line(let p1), .line(let p2)): return angle(previous, p1, p1, p2)
        case (.cubic(_, let c2, let p), .cubic(let d1, _, let q)): return curvesAngle(previous, c2, p, d1, q)
        case (.line(let p), .cubic(let c1, _, let q)): return curvesAngle(previous, previous, p, c1, q)
        case (.cubic(_, let c2, let p), .line(let q)): return curvesAngle(previous, c2, p, q, q)
        case (.line(let p), .move): return lineAngle(previous, p)
        case (.cubic(_, let c2, let p), .move): return near(p, c2) ? lineAngle(previous, p) : lineAngle(c2, p)
        case (.line(let p), .close): return angle(previous, p, p, subpathStart(segments, before: index))
        case (_, .close): return lineAngle(previous, subpathStart(segments, before: index))
        default: return 0
        }
    }

    /// Whether two points are the same to within 10⁻⁶ points (resvg's fuzzy equality).
    private static func near(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 }

    /// The direction from `a` to `b`, in degrees 0..<360.
    private static func lineAngle(_ a: CGPoint, _ b: CGPoint) -> CGFloat { angle(a, b, a, b) }

    /// The angle at a vertex between curves: the control points beside it, or the neighbouring
    /// vertices where a control point sits on the vertex.
    private static func curvesAngle(_ previous: CGPoint, _ c1: CGPoint, _ vertex: CGPoint, _ c2: CGPoint,
                                    _ next: CGPoint) -> CGFloat {
        if near(c1, vertex) { return angle(previous, vertex, vertex, c2) }
        if near(vertex, c2) { return angle(c1, vertex, vertex, next) }
        return angle(c1, vertex, vertex, c2)
    }

    /// The bisector of the directions a→b (in) and c→d (out), in degrees 0..<360.
    private static func angle(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) -> CGFloat {
        func normalized(_ radians: CGFloat) -> CGFloat {
            let v = radians.truncatingRemainder(dividingBy: 2 * .pi)
            return v < 0 ? v + 2 * .pi : v
        }
        func direction(_ dx: CGFloat, _ dy: CGFloat) -> CGFloat {
            let radians = atan2(dy, dx)
            return radians.isNaN ? 0 : normalized(radians)
        }
        let inward = direction(b.x - a.x, b.y - a.y), outward = direction(d.x - c.x, d.y - c.y)
        let half = (outward - inward) / 2
        var bisector = inward + half
        if abs(half) > .pi / 2 { bisector -= .pi }
        return normalized(bisector) * 180 / .pi
    }

    /// The first point of the subpath holding segment `index`.
    private static func subpathStart(_ segments: [MarkerSegment], before index: Int) -> CGPoint {
        for segment in segments[..<index].reversed() {
            if case .move(let p) = segment { return p }
        }
        return .zero
    }

    /// The vertex before segment `index`.
    private static func previousVertex(_ segments: [MarkerSegment], _ index: Int) -> CGPoint {
        segments[index - 1].end ?? subpathStart(segments, before: index)
    }
}
