// `<animateTransform>` and `<animateMotion>`: SMIL's transform animations on the layer's
// transform. Transform values interpolate as their parameters (a rotate from 0 to 360 turns a
// full turn, which blending matrices cannot), then become the matrix SVG's transform list
// gives them; motion moves the layer's position along a path, values or from/to/by.
import Foundation
import Lamina

extension ScriptResolver {
    /// The parameters of each `<animateTransform>` type with defaults filled in, and the
    /// parameters that leave the shape as it is.
    private static let transformTypes: [String: (counts: Set<Int>, identity: [CGFloat])] = [
        "translate": ([1, 2], [0, 0]), "scale": ([1, 2], [1, 1]), "rotate": ([1, 3], [0, 0, 0]),
        "skewX": ([1], [0]), "skewY": ([1], [0]),
    ]

    /// `<animateTransform>` of `element`; `viewport` and `metrics` resolve a `<use>`'s `x` and `y`.
    func transformAnimation(_ smil: ScriptElement, of element: ScriptElement, node: ResolvedNode, viewport: CGSize,
                            metrics: ScriptLength.Metrics, timing: TimingParameters) throws -> [ScriptAnimation] {
        let type = smil["type"]?.trimmed ?? "translate"
        guard let (counts, identity) = Self.transformTypes[type] else {
            throw error(smil.attributes["type"]?.location ?? smil.location,
                        "type: expected translate, scale, rotate, skewX or skewY, found \(type)")
        }
        let frames = try smilFrames(smil, base: identity) { v throws(ValueError) in
            let numbers = try ValueScanner.numberList(v).map { CGFloat($0) }
            guard counts.contains(numbers.count) else {
                throw .expected("\(counts.sorted().map(String.init).joined(separator: " or ")) numbers for \(type)",
                                found: v)
            }
            switch (type, numbers.count) {
            case ("translate", 1): return [numbers[0], 0]
            case ("scale", 1): return [numbers[0], numbers[0]]
            case ("rotate", 1): return [numbers[0], 0, 0]
            default: return numbers
            }
        }
        let sum = try keyword(smil, "additive", ["replace": false, "sum": true]) ?? false
        // A <use>'s x and y translate inside its transform attribute, which the animation replaces or extends.
        var inner = CGAffineTransform.identity
        if element.name == "use" {
            inner = CGAffineTransform(translationX: try length(element, "x", percentOf: viewport.width, metrics: metrics),
                                      y: try length(element, "y", percentOf: viewport.height, metrics: metrics))
        }
        let property = Self.transformProperty(type: type, sum: sum, identity: identity, origin: node.layerOrigin,
                                              inner: inner)
        // The property composes with the still transform itself: parameters never add up.
        return [scriptAnimation(try smilAnimation(smil, property: property, frames: frames, timing: timing,
                                                  additive: false), target: .layer)]
    }

    /// A transform of `type` as parameters, written as the layer's transform. The element's
    /// whole transform is `inner` (a `<use>`'s x/y) then its `transform` attribute; the animation
    /// replaces the attribute, or with `sum` goes before it (SVG appends it to the list), so
    /// `inner`, animation, beneath. ScriptLayerBuilder conjugates a layer whose bounds start at
    /// `origin`; so does this.
    static func transformProperty(type: String, sum: Bool, identity: [CGFloat], origin: CGPoint,
                                  inner: CGAffineTransform = .identity) -> AnimatableProperty<[CGFloat]> {
        let toOrigin = CGAffineTransform(translationX: origin.x, y: origin.y)
        let fromOrigin = CGAffineTransform(translationX: -origin.x, y: -origin.y)
        return AnimatableProperty(key: "transform.\(type)", read: { _ in identity }, write: { node, parameters in
            guard let transform = try? TransformParser.transform(type, parameters.map(Double.init)) else { return }
            var whole = inner.concatenating(transform)
            if sum {
                let beneath = fromOrigin.concatenating(node.transform).concatenating(toOrigin)
                whole = whole.concatenating(inner.inverted()).concatenating(beneath)
            }
            node.transform = toOrigin.concatenating(whole).concatenating(fromOrigin)
        })
    }

    func motionAnimation(_ smil: ScriptElement, timing: TimingParameters) throws -> [ScriptAnimation] {
        var path: BezierPath?
        if let mpath = smil.children.first(where: { $0.name == "mpath" }) {
            guard let href = mpath.href, let id = try? ScriptPaint.fragmentID(href.value),
                  let target = index[id]?.element, target.name == "path", let d = target.attributes["d"] else {
                throw error(mpath.location, "<mpath>: expected href=\"#id\" naming a <path> with a d attribute")
            }
            path = try motionPath(d)
        } else if let attribute = smil.attributes["path"] {
            path = try motionPath(attribute)
        }
        let rotate = smil["rotate"]?.trimmed ?? "0"
        let rotation: RotationMode? = switch rotate {
        case "auto": .auto
        case "auto-reverse": .autoReverse
        default: nil
        }
        let frames = path != nil ? [] : try smilFrames(smil, base: CGPoint.zero) { v throws(ValueError) in
            let numbers = try ValueScanner.numberList(v)
            guard numbers.count == 2 else { throw .expected("a point \"x,y\"", found: v) }
            return CGPoint(x: numbers[0], y: numbers[1])
        }
        if rotation != nil, path == nil {
            warn(smil.attributes["rotate"]?.location ?? smil.location,
                 "<animateMotion> rotate=\"\(rotate)\": turns only along a path; ignored for values")
        }
        // Motion adds to the layer's place (SMIL: it is supplemental to the transform).
        var found: [ScriptAnimation]
        if let path, let keyPoints = smil.attributes["keyPoints"] {
            found = [try keyPointsAnimation(smil, keyPoints: keyPoints, path: path, rotation: rotation, timing: timing)]
        } else {
            if let keyPoints = smil.attributes["keyPoints"] {
                warn(keyPoints.location, "<animateMotion> keyPoints: apply only along a path; ignored for values")
            }
            found = [scriptAnimation(try smilAnimation(smil, property: .position, frames: frames, timing: timing,
                                                       defaultMode: "paced", additive: true, motionPath: path,
                                                       rotation: path != nil ? rotation : nil), target: .layer)]
        }
        if rotation == nil {
            let angle = try reading(smil, "rotate") { v throws(ValueError) in CGFloat(try ValueScanner.singleNumber(v)) } ?? 0
            if angle != 0 {
                let property = Self.transformProperty(type: "rotate", sum: true, identity: [0, 0, 0], origin: .zero)
                var turn = BasicAnimation(keyPath: property, from: [angle, 0, 0], to: [angle, 0, 0])
                turn.timing = timing
                found.append(scriptAnimation(turn, target: .layer))
            }
        }
        return found
    }

    private func motionPath(_ attribute: ScriptAttribute) throws -> BezierPath {
        do {
            return try BezierPath(svgPathData: attribute.value)
        } catch {
            throw self.error(attribute.location, "path: \(error)")
        }
    }
}

extension ResolvedNode {
    /// Where the layer's bounds start (ScriptLayerBuilder conjugates the transform by it).
    var layerOrigin: CGPoint {
        switch self {
        case .group(_, _, let clipRect): clipRect?.origin ?? .zero
        case .shape: .zero
        case .image(_, let image): image.viewport.origin
        case .look(_, let look): look.layerBounds.origin
        }
    }
}
