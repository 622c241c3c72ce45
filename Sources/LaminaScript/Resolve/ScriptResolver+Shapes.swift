// The basic shapes as paths (SVG 2 §10: each shape's equivalent path, with its start point and
// direction, so dashes and stroke-end fall where a browser puts them), and their paint.
import Foundation
import Lamina

extension ScriptResolver {
    /// A shape element as a resolved shape node; nil when it draws nothing (a zero-size rect).
    func resolveShape(_ element: ScriptElement, common: ResolvedCommon, style: ScriptStyle,
                      context: Context) throws -> ResolvedNode? {
        let metrics = style.lengthMetrics
        guard let path = try outline(element, viewport: context.viewport, metrics: metrics), !path.isEmpty else {
            return nil
        }
        guard path.elements.count <= options.limits.maxPathElements else {
            throw error(element.location, "<\(element.name)>: expected at most \(options.limits.maxPathElements) "
                        + "path elements, found \(path.elements.count)")
        }
        guard path.isFinite else {
            throw error(element.location, "<\(element.name)>: expected finite coordinates, found a path that overflows")
        }
        let node = try paintedShape(path, element: element, common: common, style: style, context: context)
        // Chromium draws a square-cornered <rect> (a move, three lines and a close) that stays
        // axis-aligned, unstroked or stroked with miter joins and no dashes, as a rectangle
        // (Skia's `drawRect`): filled and framed by exact area, a thin frame no hairline. Other
        // shapes are paths.
        let absolute = common.transform.concatenating(context.absolute)
        guard element.name == "rect", path.elements.count == 5, absolute.b == 0, absolute.c == 0,
              case .shape(let shapeCommon, var shape) = node,
              shape.stroke == nil || shape.strokeStyle.lineJoin == .miter && shape.strokeStyle.dashPattern == nil
        else { return node }
        shape.edgeAntialiasing = .area
        shape.drawsHairlines = false
        return .shape(shapeCommon, shape)
    }

    /// `path` filled and stroked in `style` as `element` paints it (in a clip path, filled black
    /// by `clip-rule`). `bounds` is the object bounding box paint servers in
    /// objectBoundingBox units refer to; nil is the path's (text gives its glyph cells).
    func paintedShape(_ path: BezierPath, bounds objectBounds: CGRect? = nil, element: ScriptElement,
                      common: ResolvedCommon, style: ScriptStyle, context: Context) throws -> ResolvedNode {
        let metrics = style.lengthMetrics
        let viewport = context.viewport
        let diagonal = (viewport.width * viewport.width + viewport.height * viewport.height).squareRoot() / 2.squareRoot()
        if context.inClip {
            return .shape(common, ResolvedShape(path: path, fill: .color(.black), fillRule: style.clipRule, stroke: nil,
                                                strokeStyle: StrokeStyle()))
        }
        // The bounding box matters only to gradients in objectBoundingBox units.
        let needsBounds: Bool
        switch (style.fill, style.stroke) {
        case (.reference, _), (_, .reference), (.contextFill, _), (.contextStroke, _), (_, .contextFill),
             (_, .contextStroke): needsBounds = true
        default: needsBounds = false
        }
        let bounds = needsBounds ? objectBounds ?? path.bounds : .zero
        let absolute = common.transform.concatenating(context.absolute)
        // A `<use>`'s gradient or pattern waits for the `<use>` to place it (placeUsePaint).
        let useFill = usePaint(style.fill, opacity: style.fillOpacity, context: context)
        let useStroke = usePaint(style.stroke, opacity: style.strokeOpacity, context: context)
        let fill = useFill != nil ? nil
            : try shapePaint(style.fill, opacity: style.fillOpacity, style: style, bounds: bounds,
                             viewport: viewport, element: element, context: context, absolute: absolute)
        let lineWidth = style.strokeWidth.resolved(percentOf: diagonal, metrics: metrics)
        var stroke = lineWidth <= 0 ? nil
            : useStroke != nil ? .color(.clear)
            : try shapePaint(style.stroke, opacity: style.strokeOpacity, style: style, bounds: bounds,
                             viewport: viewport, element: element, context: context, absolute: absolute)
        var strokeStyle = StrokeStyle(lineWidth: lineWidth, lineCap: style.lineCap, lineJoin: style.lineJoin,
                                      miterLimit: style.miterLimit, strokeStart: style.strokeStart,
                                      strokeEnd: style.strokeEnd)
        if stroke != nil, let dashes = style.dashArray {
            // SVG 2 §13.5.3: pathLength rescales dash lengths and the offset to the real length.
            let factor = try pathLengthFactor(element, path: path)
            let lengths = dashes.map { CGFloat($0.resolved(percentOf: diagonal, metrics: metrics)) * factor }
            if lengths.allSatisfy({ $0 == 0 }) {
                strokeStyle.dashPattern = nil
            } else {
                strokeStyle.dashPattern = lengths
                strokeStyle.dashPhase = style.dashOffset.resolved(percentOf: diagonal, metrics: metrics) * factor
            }
        }
        if strokeStyle.strokeStart >= strokeStyle.strokeEnd, !isAnimationTarget(element) { stroke = nil }
        // Lengths are finite as written but can overflow once converted (1e308in).
        guard lineWidth.isFinite, strokeStyle.dashPhase.isFinite,
              strokeStyle.dashPattern?.allSatisfy(\.isFinite) ?? true else {
            let name = lineWidth.isFinite ? "stroke-dasharray" : "stroke-width"
            throw error(element.attributes[name]?.location ?? element.location,
                        "\(name): expected finite lengths, found one that overflows when converted to user units")
        }
        var shape = ResolvedShape(path: path, fill: fill, fillRule: style.fillRule, stroke: stroke,
                                  strokeStyle: strokeStyle, strokeFirst: style.strokeFirst)
        shape.useFill = useFill
        shape.useStroke = stroke == nil ? nil : useStroke
        var common = common
        if style.nonScalingStroke, stroke != nil {
            // Clips, masks and animations are in the shape's user space, which this replaces.
            if isAnimationTarget(element) || style.clipPath != nil || style.mask != nil {
                warn(element.location, "<\(element.name)> vector-effect: not supported on an animated, clipped or "
                     + "masked shape yet; ignored (see docs/Unsupported.md)")
            } else {
                Self.drawInViewportSpace(&shape, common: &common, parent: context.absolute)
            }
        }
        return .shape(common, shape)
    }

    /// `vector-effect: non-scaling-stroke` (SVG 2 §13.9.1): the shape's outline and paints
    /// mapped into the viewport's space, and its transform undoing its parent's, so that its
    /// stroke is drawn there, its width and dashes in viewport units whatever the transforms
    /// above. Unchanged when the parent's transform cannot be undone.
    static func drawInViewportSpace(_ shape: inout ResolvedShape, common: inout ResolvedCommon,
                                    parent: CGAffineTransform) {
        guard parent.a * parent.d - parent.b * parent.c != 0 else { return }
        let absolute = common.transform.concatenating(parent)
        shape.path.apply(absolute)
        shape.fill = shape.fill.flatMap { $0.moved(from: absolute, to: .identity) }
        shape.stroke = shape.stroke.flatMap { $0.moved(from: absolute, to: .identity) }
        common.transform = parent.inverted()
    }

    /// The path of a shape element in its user space; `viewport` is what percentages refer to,
    /// `metrics` what the other relative units do.
    func outline(_ element: ScriptElement, viewport: CGSize, metrics: ScriptLength.Metrics) throws -> BezierPath? {
        let w = viewport.width, h = viewport.height
        let diagonal = (w * w + h * h).squareRoot() / 2.squareRoot()
        func len(_ name: String, _ reference: CGFloat) throws -> CGFloat {
            try length(element, name, percentOf: reference, metrics: metrics)
        }
        // SVG 2 §10: a negative size or radius is an error, so the attribute behaves as if absent.
        func nonNegative(_ name: String, _ reference: CGFloat) throws -> CGFloat? {
            guard let attribute = element.attributes[name] else { return nil }
            let value = try len(name, reference)
            guard value >= 0 else {
                warn(attribute.location, "\(name): expected a length of at least 0, found \(attribute.value.trimmed); ignored")
                return nil
            }
            return value
        }
        switch element.name {
        case "path":
            guard let attribute = element.attributes["d"] else { return nil }
            do {
                return try BezierPath(svgPathData: attribute.value)
            } catch GeometryError.svgPathData(let message, _, let prefix) {
                warn(attribute.location, "d: \(message); drawing the path up to the error")
                return prefix
            } catch {
                throw self.error(attribute.location, "d: \(error)")
            }
        case "rect":
            let x = try len("x", w), y = try len("y", h)
            let width = try nonNegative("width", w) ?? 0, height = try nonNegative("height", h) ?? 0
            guard width > 0, height > 0 else { return nil }
            var rx = try nonNegative("rx", w), ry = try nonNegative("ry", h)
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            let cx = min(rx ?? 0, width / 2), cy = min(ry ?? 0, height / 2)
            // UIBezierPath(rect:) starts at the top-left corner and runs clockwise, as SVG's rect.
            guard cx > 0, cy > 0 else { return BezierPath(rect: CGRect(x: x, y: y, width: width, height: height)) }
            var path = BezierPath()
            // SVG 2 §10.2: from the end of the top-left corner, clockwise, a quarter ellipse per corner.
            path.move(to: CGPoint(x: x + cx, y: y))
            path.addLine(to: CGPoint(x: x + width - cx, y: y))
            path.addQuarterEllipse(center: CGPoint(x: x + width - cx, y: y + cy), radii: CGSize(width: cx, height: cy), quadrant: 3)
            path.addLine(to: CGPoint(x: x + width, y: y + height - cy))
            path.addQuarterEllipse(center: CGPoint(x: x + width - cx, y: y + height - cy), radii: CGSize(width: cx, height: cy),
                                   quadrant: 0)
            path.addLine(to: CGPoint(x: x + cx, y: y + height))
            path.addQuarterEllipse(center: CGPoint(x: x + cx, y: y + height - cy), radii: CGSize(width: cx, height: cy), quadrant: 1)
            path.addLine(to: CGPoint(x: x, y: y + cy))
            path.addQuarterEllipse(center: CGPoint(x: x + cx, y: y + cy), radii: CGSize(width: cx, height: cy), quadrant: 2)
            path.close()
            return path
        case "circle", "ellipse":
            let cx = try len("cx", w), cy = try len("cy", h)
            let rx: CGFloat, ry: CGFloat
            if element.name == "circle" {
                rx = try nonNegative("r", diagonal) ?? 0
                ry = rx
            } else {
                let x = try nonNegative("rx", w), y = try nonNegative("ry", h)
                rx = x ?? y ?? 0
                ry = y ?? x ?? 0
            }
            guard rx > 0, ry > 0 else { return nil }
            // SVG 2 §10.4 starts at (cx + rx, cy) and runs clockwise on screen, as UIBezierPath(ovalIn:).
            return BezierPath(ovalIn: CGRect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry))
        case "line":
            var path = BezierPath()
            path.move(to: CGPoint(x: try len("x1", w), y: try len("y1", h)))
            path.addLine(to: CGPoint(x: try len("x2", w), y: try len("y2", h)))
            return path
        default:  // polyline, polygon
            guard let attribute = element.attributes["points"] else { return nil }
            var numbers: [Double] = []
            var scanner = ValueScanner(attribute.value)
            scanner.skipSpaces()
            while !scanner.isAtEnd {
                guard let value = try? scanner.number() else {
                    warn(attribute.location, "points: \(ValueError.expected("a number", found: scanner.rest).message); "
                         + "drawing the points before it")
                    break
                }
                numbers.append(value)
                scanner.skipCommaSpaces()
            }
            if numbers.count % 2 == 1 {
                warn(attribute.location, "points: expected pairs of numbers, found an odd count; last number ignored")
                numbers.removeLast()
            }
            guard numbers.count >= 2 else { return nil }
            var path = BezierPath()
            path.move(to: CGPoint(x: numbers[0], y: numbers[1]))
            for i in stride(from: 2, to: numbers.count, by: 2) {
                path.addLine(to: CGPoint(x: numbers[i], y: numbers[i + 1]))
            }
            if element.name == "polygon" { path.close() }
            return path
        }
    }
}

extension BezierPath {
    /// The cubic approximation of a quarter ellipse, as SVG arcs become cubics: control points
    /// at 4/3·tan(π/8) of the radii (the error is below 0.03 % of the radius).
    static let quarterArcHandle: CGFloat = 4.0 / 3.0 * tan(CGFloat.pi / 8)

    /// Adds a quarter of the ellipse around `center`, clockwise on screen from the current
    /// point: `quadrant` 0 goes from angle 0 (+x) to 90° (+y), 1 from 90° to 180°, and so on.
    mutating func addQuarterEllipse(center: CGPoint, radii: CGSize, quadrant: Int) {
        let k = Self.quarterArcHandle
        let directions: [(CGFloat, CGFloat)] = [(1, 0), (0, 1), (-1, 0), (0, -1)]
        let (sx, sy) = directions[quadrant % 4], (ex, ey) = directions[(quadrant + 1) % 4]
        let start = CGPoint(x: center.x + sx * radii.width, y: center.y + sy * radii.height)
        let end = CGPoint(x: center.x + ex * radii.width, y: center.y + ey * radii.height)
        addCurve(to: end,
                 controlPoint1: CGPoint(x: start.x + ex * k * radii.width, y: start.y + ey * k * radii.height),
                 controlPoint2: CGPoint(x: end.x + sx * k * radii.width, y: end.y + sy * k * radii.height))
    }
}
