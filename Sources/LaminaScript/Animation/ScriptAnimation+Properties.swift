// What `<animate>` animates on shapes beyond plain numbers: paint colours and opacities, the
// path data `d`, and the geometry attributes of the basic shapes (each value turned into the
// shape's path, so the same outline code draws the still and the animation).
import Foundation
import Lamina

extension ScriptResolver {
    /// `fill`, `stroke`, `fill-opacity` or `stroke-opacity` of a shape painted with a colour.
    func paintAnimation(_ smil: ScriptElement, name: String, shape: ResolvedShape, style: ScriptStyle,
                        location: SourceLocation, timing: TimingParameters) throws -> [ScriptAnimation] {
        let isFill = name.hasPrefix("fill")
        switch isFill ? shape.fill : shape.stroke {
        case .gradient?, .pattern?:
            warn(location, "<\(smil.name)> attributeName=\"\(name)\" of a gradient- or pattern-painted shape: "
                 + "not supported yet; skipped (see docs/Unsupported.md)")
            return []
        case .color?, nil: break
        }
        let opacity = CGFloat(isFill ? style.fillOpacity : style.strokeOpacity)
        let colorProperty: AnimatableProperty<Color> = isFill ? .fillColor : .strokeColor
        if name.hasSuffix("opacity") {
            // The opacity multiplies the colour as written.
            guard case .color(let css) = isFill ? style.fill : style.stroke else { return [] }
            let color = css.resolved(current: style.color)
            let property = AnimatableProperty<CGFloat>(key: name, read: { node in
                colorProperty.value(in: node).map { color.alpha > 0 ? $0.alpha / color.alpha : 0 }
            }, write: { node, value in
                colorProperty.set(color.withAlphaComponent(color.alpha * min(max(value, 0), 1)), in: &node)
            })
            let frames = try smilFrames(smil, base: opacity, parse: Self.smilNumber)
            return [scriptAnimation(try smilAnimation(smil, property: property, frames: frames, timing: timing),
                                    target: .paint)]
        }
        var base = Color.clear
        if case .color(let color)? = isFill ? shape.fill : shape.stroke { base = color }
        let current = style.color
        let frames = try smilFrames(smil, base: base) { v throws(ValueError) in
            if v.trimmed == "none" { return .clear }
            let color = try CSSColor(parsing: v).resolved(current: current)
            return color.withAlphaComponent(color.alpha * opacity)
        }
        return [scriptAnimation(try smilAnimation(smil, property: colorProperty, frames: frames, timing: timing),
                                target: .paint)]
    }

    /// `d` of a `<path>`: every value must have the structure of the first.
    func pathAnimation(_ smil: ScriptElement, base: BezierPath, timing: TimingParameters) throws -> [ScriptAnimation] {
        let frames = try smilFrames(smil, base: base) { v throws(ValueError) in
            do {
                return try BezierPath(svgPathData: v)
            } catch {
                throw ValueError("\(error)")
            }
        }
        try checkStructure(frames, smil: smil, what: "path data")
        return [scriptAnimation(try smilAnimation(smil, property: .path, frames: frames, timing: timing),
                                target: .shapes)]
    }

    /// Throws at the values' position unless all paths blend with the first.
    private func checkStructure(_ paths: [BezierPath], smil: ScriptElement, what: String) throws {
        guard let first = paths.first else { return }
        for (index, path) in paths.enumerated().dropFirst() {
            do {
                _ = try BezierPath.interpolate(first, path, fraction: 0)
            } catch {
                let attribute = ["values", "to", "by", "from"].lazy.compactMap { smil.attributes[$0] }.first
                throw self.error(attribute?.location ?? smil.location,
                                 "<\(smil.name)>: \(what) \(index) cannot blend with \(what) 0: \(error); "
                                 + "Lamina animates between paths of the same structure")
            }
        }
    }

    /// Which percentage reference each geometry attribute of each shape uses.
    private enum Reference { case width, height, diagonal }

    private static let geometryAttributes: [String: [String: Reference]] = [
        "rect": ["x": .width, "y": .height, "width": .width, "height": .height, "rx": .width, "ry": .height],
        "circle": ["cx": .width, "cy": .height, "r": .diagonal],
        "ellipse": ["cx": .width, "cy": .height, "rx": .width, "ry": .height],
        "line": ["x1": .width, "y1": .height, "x2": .width, "y2": .height],
    ]

    /// A geometry attribute of a basic shape, animated as its path; nil when the shape has no
    /// such attribute. `viewport` and `metrics` resolve relative lengths.
    func geometryAttribute(_ smil: ScriptElement, name: String, element: ScriptElement, base basePath: BezierPath,
                           viewport: CGSize, metrics: ScriptLength.Metrics,
                           timing: TimingParameters) throws -> [ScriptAnimation]? {
        guard let reference = Self.geometryAttributes[element.name]?[name] else { return nil }
        let diagonal = (viewport.width * viewport.width + viewport.height * viewport.height).squareRoot() / 2.squareRoot()
        let percentOf = switch reference {
        case .width: viewport.width
        case .height: viewport.height
        case .diagonal: diagonal
        }
        let base = try length(element, name, percentOf: percentOf, metrics: metrics)
        let values = try smilFrames(smil, base: base) { v throws(ValueError) in
            CGFloat(try ScriptLength(parsing: v).resolved(percentOf: percentOf, metrics: metrics))
        }
        let additive = try keyword(smil, "additive", ["replace": false, "sum": true]) ?? false
        var paths: [BezierPath] = []
        for value in values {
            var attributes = element.attributes
            attributes.list.removeAll { $0.name == name }
            let written = additive ? base + value : value
            attributes.list.append((name, ScriptAttribute(value: "\(written)", location: smil.location)))
            let variant = ScriptElement(name: element.name, attributes: attributes, location: element.location)
            guard let path = try outline(variant, viewport: viewport, metrics: metrics), !path.isEmpty else {
                throw error(smil.location, "<\(smil.name)>: \(name)=\(written) leaves <\(element.name)> without an outline; "
                            + "Lamina animates between outlines of the same structure")
            }
            paths.append(path)
        }
        try checkStructure(additive ? paths + [basePath] : paths, smil: smil, what: "outline")
        // An additive frame is the change it makes to the still outline (outlines are affine in each attribute).
        if additive { paths = try paths.map { try $0.subtracting(basePath) } }
        return [scriptAnimation(try smilAnimation(smil, property: .path, frames: paths, timing: timing,
                                                  additive: additive), target: .shapes)]
    }
}
