// Which SMIL elements animate a drawn element (its children, and those whose href names it),
// and what each animates: `<animate>`/`<set>` by attribute name, `<animateTransform>` and
// `<animateMotion>` through the layer's transform and position.
import Foundation
import Lamina

extension ScriptResolver {
    /// `node` with the animations of `element` attached; unchanged when nothing animates it.
    func attachingAnimations(_ node: ResolvedNode, element: ScriptElement, style: ScriptStyle,
                             context: Context) throws -> ResolvedNode {
        var items = element.children.filter { ScriptAnimation.elementNames.contains($0.name) && $0.href == nil }
        if let id = element.id { items += smil.byTarget[id] ?? [] }
        guard !items.isEmpty else { return node }
        var node = node
        for item in items {
            smil.played.insert(ObjectIdentifier(item))
            guard let timing = try smilTiming(item) else { continue }
            let found: [ScriptAnimation]
            switch item.name {
            case "animateTransform":
                found = try transformAnimation(item, of: element, node: node, viewport: context.viewport,
                                               metrics: style.lengthMetrics, timing: timing)
            case "animateMotion": found = try motionAnimation(item, timing: timing)
            default: found = try attributeAnimation(item, of: element, node: node, style: style, context: context,
                                                    timing: timing)
            }
            // A <set> without dur holds from its begin: it stops changing there.
            let holds = item.name == "set" && item.attributes["dur"] == nil
            node.common.animations += holds ? found.map { var held = $0; held.end = timing.beginTime; return held } : found
        }
        return node
    }

    /// Whether SMIL elements animate `element` (so an empty stroke window may open later).
    func isAnimationTarget(_ element: ScriptElement) -> Bool {
        element.children.contains { ScriptAnimation.elementNames.contains($0.name) }
            || element.id.map { smil.byTarget[$0] != nil } ?? false
    }

    /// Indexes a SMIL element, by its target when it names one with `href="#id"`.
    func indexAnimation(_ element: ScriptElement) {
        guard ScriptAnimation.elementNames.contains(element.name) else { return }
        smil.all.append(element)
        guard let href = element.href else { return }
        guard let id = try? ScriptPaint.fragmentID(href.value) else {
            warn(href.location, "<\(element.name)> href: expected \"#id\", found \"\(href.value)\"; skipped")
            return
        }
        smil.byTarget[id, default: []].append(element)
    }

    /// Warns about `href` animations whose target does not exist (called once ids are indexed).
    func warnAboutAnimationTargets() {
        for (id, elements) in smil.byTarget where index[id] == nil {
            for element in elements {
                warn(element.location, "<\(element.name)> href=\"#\(id)\": no element has this id; skipped")
            }
        }
    }

    /// Warns about SMIL elements no drawn element took up: inside a gradient or a `<stop>`, or
    /// of an element that is not drawn (hidden, or drawing nothing as written, like a `<rect>`
    /// of width 0).
    func warnAboutUnplayedAnimations() {
        for element in smil.all where !smil.played.contains(ObjectIdentifier(element)) {
            guard element.href.flatMap({ try? ScriptPaint.fragmentID($0.value) }).map({ index[$0] != nil }) ?? true
            else { continue }  // already warned: its target does not exist
            warn(element.location, "<\(element.name)> animates nothing Lamina draws as a layer (e.g. a gradient stop "
                 + "or an element that is not drawn); skipped (see docs/Unsupported.md)")
        }
    }

    /// Wraps a validated animation with its target and end time.
    func scriptAnimation(_ animation: any Animation, target: ScriptAnimation.Target) -> ScriptAnimation {
        let resolved = try? animation.timing.resolved()
        let end = resolved.flatMap { $0.activeDuration.isFinite ? animation.beginTime + $0.activeDuration : nil }
        return ScriptAnimation(animation: animation, target: target, end: end)
    }

    // MARK: <animate> and <set>

    private func attributeAnimation(_ smil: ScriptElement, of element: ScriptElement, node: ResolvedNode,
                                    style: ScriptStyle, context: Context,
                                    timing: TimingParameters) throws -> [ScriptAnimation] {
        guard let nameAttribute = smil.attributes["attributeName"] else {
            throw error(smil.location, "<\(smil.name)>: expected an attributeName")
        }
        let name = nameAttribute.value.trimmed
        let viewport = context.viewport
        let diagonal = (viewport.width * viewport.width + viewport.height * viewport.height).squareRoot() / 2.squareRoot()
        if name == "opacity" {
            let frames = try smilFrames(smil, base: CGFloat(style.opacity), parse: Self.smilNumber)
            return [scriptAnimation(try smilAnimation(smil, property: .opacity, frames: frames, timing: timing),
                                    target: .layer)]
        }
        guard case .shape(_, let shape) = node else {
            warn(nameAttribute.location, "<\(smil.name)> attributeName=\"\(name)\": Lamina animates it only on shapes, "
                 + "not on <\(element.name)>; skipped (see docs/Unsupported.md)")
            return []
        }
        func animate<V>(_ property: AnimatableProperty<V>, base: V,
                        _ parse: (String) throws(ValueError) -> V) throws -> [ScriptAnimation] {
            let frames = try smilFrames(smil, base: base, parse: parse)
            return [scriptAnimation(try smilAnimation(smil, property: property, frames: frames, timing: timing),
                                    target: .shapes)]
        }
        let metrics = style.lengthMetrics
        let lengthParser: (String) throws(ValueError) -> CGFloat = { v throws(ValueError) in
            CGFloat(try ScriptLength(parsing: v).resolved(percentOf: diagonal, metrics: metrics))
        }
        switch name {
        case "stroke-start": return try animate(.strokeStart, base: shape.strokeStyle.strokeStart, Self.smilNumber)
        case "stroke-end": return try animate(.strokeEnd, base: shape.strokeStyle.strokeEnd, Self.smilNumber)
        case "stroke-miterlimit": return try animate(.miterLimit, base: shape.strokeStyle.miterLimit, Self.smilNumber)
        case "stroke-width": return try animate(.lineWidth, base: shape.strokeStyle.lineWidth, lengthParser)
        case "stroke-dashoffset", "stroke-dasharray":
            let factor = try pathLengthFactor(element, path: shape.path)
            if name == "stroke-dashoffset" {
                return try animate(.lineDashPhase, base: shape.strokeStyle.dashPhase) { v throws(ValueError) in
                    try lengthParser(v) * factor
                }
            }
            let frames = try smilFrames(smil, base: shape.strokeStyle.dashPattern ?? []) { v throws(ValueError) in
                var scanner = ValueScanner(v)
                var lengths: [CGFloat] = []
                scanner.skipSpaces()
                while !scanner.isAtEnd {
                    lengths.append(CGFloat(try ScriptLength.read(&scanner).resolved(percentOf: diagonal,
                                                                                    metrics: metrics)) * factor)
                    scanner.skipCommaSpaces()
                }
                return lengths
            }
            guard Set(frames.map(\.count)).count == 1 else {
                throw error(smil.location, "<\(smil.name)> stroke-dasharray: expected the same number of lengths in "
                            + "every value (and in the still's dash array for from-less animations), found "
                            + frames.map { String($0.count) }.joined(separator: ", "))
            }
            return [scriptAnimation(try smilAnimation(smil, property: .lineDashPattern, frames: frames, timing: timing),
                                    target: .shapes)]
        case "fill", "stroke", "fill-opacity", "stroke-opacity":
            return try paintAnimation(smil, name: name, shape: shape, style: style, location: nameAttribute.location,
                                      timing: timing)
        case "d":
            guard element.name == "path" else { break }
            return try pathAnimation(smil, base: shape.path, timing: timing)
        default:
            if let geometry = try geometryAttribute(smil, name: name, element: element, base: shape.path,
                                                    viewport: viewport, metrics: metrics, timing: timing) {
                return geometry
            }
        }
        warn(nameAttribute.location, "<\(smil.name)> attributeName=\"\(name)\": not animatable on <\(element.name)> "
             + "in Lamina; skipped (see docs/Unsupported.md)")
        return []
    }

    /// Paths per unit of `pathLength` (SVG 2: it scales dash lengths and offsets), 1 without one.
    func pathLengthFactor(_ element: ScriptElement, path: BezierPath) throws -> CGFloat {
        let pathLength = try reading(element, "pathLength") { v throws(ValueError) in
            let value = try ValueScanner.singleNumber(v)
            guard value > 0 else { throw .expected("a positive number", found: v) }
            return value
        }
        return pathLength.map { PathMeasure(path).length / CGFloat($0) } ?? 1
    }

    /// A number as SMIL writes opacities and fractions.
    static func smilNumber(_ text: String) throws(ValueError) -> CGFloat {
        CGFloat(try ValueScanner.singleNumber(text))
    }
}
