// The basic shapes as paths (SVG 2 §10: each shape's equivalent path, with its start point and
// direction, so dashes and stroke-end fall where a browser puts them), and their paint.
import Foundation
import Lamina

extension ScriptResolver {
    /// A shape element as a resolved shape node; nil when it draws nothing (a zero-size rect).
    func resolveShape(_ element: ScriptElement, common: ResolvedCommon, style: ScriptStyle,
                      context: Context) throws -> ResolvedNode? {
        guard let path = try outline(element, viewport: context.viewport), !path.isEmpty else { return nil }
        guard path.elements.count <= options.limits.maxPathElements else {
            throw error(element.location, "<\(element.name)>: expected at most \(options.limits.maxPathElements) "
                        + "path elements, found \(path.elements.count)")
        }
        guard path.isFinite else {
            throw error(element.location, "<\(element.name)>: expected finite coordinates, found a path that overflows")
        }
        let viewport = context.viewport
        let diagonal = (viewport.width * viewport.width + viewport.height * viewport.height).squareRoot() / 2.squareRoot()
        if context.inClip {
            return .shape(common, ResolvedShape(path: path, fill: .color(.black), fillRule: style.clipRule, stroke: nil,
                                                strokeStyle: StrokeStyle()))
        }
        let bounds = path.bounds
        let fill = try paint(style.fill, opacity: style.fillOpacity, style: style, bounds: bounds,
                             viewport: viewport, element: element)
        let lineWidth = style.strokeWidth.resolved(percentOf: diagonal)
        var stroke = lineWidth > 0
            ? try paint(style.stroke, opacity: style.strokeOpacity, style: style, bounds: bounds,
                             viewport: viewport, element: element)
            : nil
        var strokeStyle = StrokeStyle(lineWidth: lineWidth, lineCap: style.lineCap, lineJoin: style.lineJoin,
                                      miterLimit: style.miterLimit, strokeStart: style.strokeStart,
                                      strokeEnd: style.strokeEnd)
        if stroke != nil, let dashes = style.dashArray {
            // SVG 2 §13.5.3: pathLength rescales dash lengths and the offset to the real length.
            var factor: CGFloat = 1
            if let pathLength = try reading(element, "pathLength", { v throws(ValueError) in
                let value = try ValueScanner.singleNumber(v)
                guard value > 0 else { throw .expected("a positive number", found: v) }
                return value
            }) {
                factor = PathMeasure(path).length / pathLength
            }
            let lengths = dashes.map { CGFloat($0.resolved(percentOf: diagonal)) * factor }
            if lengths.allSatisfy({ $0 == 0 }) {
                strokeStyle.dashPattern = nil
            } else {
                strokeStyle.dashPattern = lengths
                strokeStyle.dashPhase = style.dashOffset.resolved(percentOf: diagonal) * factor
            }
        }
        if strokeStyle.strokeStart >= strokeStyle.strokeEnd { stroke = nil }
        return .shape(common, ResolvedShape(path: path, fill: fill, fillRule: style.fillRule, stroke: stroke,
                                            strokeStyle: strokeStyle))
    }

    /// The path of a shape element in its user space.
    private func outline(_ element: ScriptElement, viewport: CGSize) throws -> BezierPath? {
        let w = viewport.width, h = viewport.height
        let diagonal = (w * w + h * h).squareRoot() / 2.squareRoot()
        func len(_ name: String, _ reference: CGFloat) throws -> CGFloat {
            try length(element, name, percentOf: reference)
        }
        func nonNegative(_ name: String, _ reference: CGFloat) throws -> CGFloat? {
            guard element.attributes[name] != nil else { return nil }
            let value = try len(name, reference)
            if value < 0, let attribute = element.attributes[name] {
                throw error(attribute.location, "\(name): expected a length of at least 0, found \(value)")
            }
            return value
        }
        func n(_ v: CGFloat) -> String { "\(Double(v))" }
        var data: String
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
            if cx > 0, cy > 0 {
                data = "M\(n(x + cx)) \(n(y))H\(n(x + width - cx))A\(n(cx)) \(n(cy)) 0 0 1 \(n(x + width)) \(n(y + cy))"
                    + "V\(n(y + height - cy))A\(n(cx)) \(n(cy)) 0 0 1 \(n(x + width - cx)) \(n(y + height))"
                    + "H\(n(x + cx))A\(n(cx)) \(n(cy)) 0 0 1 \(n(x)) \(n(y + height - cy))"
                    + "V\(n(y + cy))A\(n(cx)) \(n(cy)) 0 0 1 \(n(x + cx)) \(n(y))Z"
            } else {
                data = "M\(n(x)) \(n(y))H\(n(x + width))V\(n(y + height))H\(n(x))Z"
            }
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
            // SVG 2 §10.4: start at (cx + rx, cy) and run clockwise on screen.
            data = "M\(n(cx + rx)) \(n(cy))A\(n(rx)) \(n(ry)) 0 0 1 \(n(cx)) \(n(cy + ry))"
                + "A\(n(rx)) \(n(ry)) 0 0 1 \(n(cx - rx)) \(n(cy))A\(n(rx)) \(n(ry)) 0 0 1 \(n(cx)) \(n(cy - ry))"
                + "A\(n(rx)) \(n(ry)) 0 0 1 \(n(cx + rx)) \(n(cy))Z"
        case "line":
            data = "M\(n(try len("x1", w))) \(n(try len("y1", h)))L\(n(try len("x2", w))) \(n(try len("y2", h)))"
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
        return try BezierPath(svgPathData: data)
    }
}
