// The walk dynamic properties and text providers share: every layer of an animation with its
// keypath as lottie-ios's Core Animation engine builds it (the names of the precomp layers above
// it, then its own), through precomp layers into their assets' layers. A precomp asset is shared
// by every layer that shows it, but a keypath names one of them ("Left.Dot.Color" and
// "Right.Dot.Color"), so an asset whose layers a rewrite changes gets a copy of its own for that
// precomp layer, which points at it by a new id.

/// Rewrites layers of an animation's JSON with their keypaths, copying precomp assets as needed.
struct LayerTreeRewrite {
    /// The top-level `assets`, with the copies made so far appended.
    private(set) var assets: [JSONValue]
    /// Every asset id in use, so that copies get new ones.
    private var ids: Set<String>
    /// The deepest nesting of precomps followed (past it, layers are left as they are).
    let maxDepth: Int
    /// Layers left to visit, counting each use of a precomp (past the animation's layer limit,
    /// which loading checks, the rest is left as it is, so that nested precomps used many
    /// times cannot make the walk or the copies grow without bound).
    private var budget: Int

    /// A rewrite of an animation whose top-level JSON object is `top`.
    init(top: JSONObject, limits: LottieLimits) {
        if case .array(let assets)? = top["assets"] { self.assets = assets } else { assets = [] }
        ids = Set(assets.compactMap(Self.id))
        maxDepth = limits.maxDepth
        budget = limits.maxLayers
    }

    /// `top` with its layers rewritten by `body` (given each layer's object, its keypath's keys
    /// and the range of the animation's frames in that layer's frames) and the assets copied.
    static func rewrite(_ top: JSONObject, frames: ClosedRange<Double>, limits: LottieLimits,
                        _ body: (JSONObject, [String], ClosedRange<Double>) -> JSONObject) -> JSONObject {
        guard case .array(let layers)? = top["layers"] else { return top }
        var walk = LayerTreeRewrite(top: top, limits: limits)
        var result = top
        result.append("layers", .array(walk.rewrite(layers: layers, base: [], frames: frames, stack: [], body)))
        if !walk.assets.isEmpty { result.append("assets", .array(walk.assets)) }
        return result
    }

    /// Calls `body` with each layer of `top` (precomps' layers too) and its keys, in file order.
    static func visit(_ top: JSONObject, limits: LottieLimits, _ body: (JSONObject, [String]) -> Void) {
        _ = rewrite(top, frames: 0...0, limits: limits) { layer, keys, _ in
            body(layer, keys)
            return layer
        }
    }

    private mutating func rewrite(layers: [JSONValue], base: [String], frames: ClosedRange<Double>, stack: [String],
                                  _ body: (JSONObject, [String], ClosedRange<Double>) -> JSONObject) -> [JSONValue] {
        layers.map { layer in
            guard budget > 0, case .object(let object) = layer, case .string(let name)? = object["nm"] else { return layer }
            budget -= 1
            let keys = base + [name]
            var rewritten = body(object, keys, frames)
            guard object["ty"]?.numeric == 0, case .string(let reference)? = object["refId"],
                  stack.count < maxDepth, !stack.contains(reference),
                  let index = assets.firstIndex(where: { Self.id($0) == reference }),
                  case .object(var asset) = assets[index], case .array(let children)? = asset["layers"] else {
                return .object(rewritten)
            }
            // A precomp's children play at (frame − st) / sr of its own frames.
            let start = object["st"]?.numeric ?? 0
            let stretch = object["sr"]?.numeric ?? 1
            let ends = [frames.lowerBound, frames.upperBound].map { ($0 - start) / (stretch == 0 ? 1 : stretch) }
            let local = ends.allSatisfy(\.isFinite) ? (ends.min() ?? 0)...(ends.max() ?? 0) : frames
            let changed = rewrite(layers: children, base: keys, frames: local, stack: stack + [reference], body)
            guard changed != children else { return .object(rewritten) }
            var copy = reference + " (" + keys.joined(separator: ".") + ")"
            while ids.contains(copy) { copy += "'" }
            ids.insert(copy)
            asset.append("id", .string(copy))
            asset.append("layers", .array(changed))
            assets.append(.object(asset))
            rewritten.append("refId", .string(copy))
            return .object(rewritten)
        }
    }

    /// An asset's id as text (a number written without a fraction); nil without one.
    static func id(_ asset: JSONValue) -> String? {
        guard case .object(let object) = asset, let id = object["id"] else { return nil }
        if case .string(let text) = id { return text }
        return id.numeric.flatMap { Int(exactly: $0) }.map(String.init)
    }
}
