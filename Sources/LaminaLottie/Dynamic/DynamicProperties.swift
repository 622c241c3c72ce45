// Where value providers land in the Lottie JSON: the keypaths of layers (precomps' layers under
// their precomp layer's name, LayerTreeRewrite.swift), shape items and their properties, named
// as lottie-ios names them, and a rewrite that replaces matched properties' keyframes before the
// layer tree is built: with a constant, with a keyframe provider's keyframes, or with a block provider's value
// at every frame of the animation (as keyframes at those frames), which the layers
// blend linearly between frames, as Lamina samples time-remapped tracks
// (LayerAnimationContext.sampled): exact at every frame an export at the file's frame rate
// shows. lottie-ios's Core Animation engine refuses blocks, which it would have to call on the
// main thread; Lamina calls each once per frame when the layers are built.

/// The rewrite of properties matched by value providers.
enum DynamicProperties {
    /// lottie-ios's property names of a shape item of type `ty`, with the JSON member each names.
    static func itemProperties(_ type: String) -> [(name: String, member: String)] {
        switch type {
        case "fl": [("Color", "c"), ("Opacity", "o")]
        case "st": [("Color", "c"), ("Opacity", "o"), ("Stroke Width", "w")]
        case "gf": [("Opacity", "o"), ("Colors", "g")]
        case "gs": [("Opacity", "o"), ("Stroke Width", "w"), ("Colors", "g")]
        case "tm": [("Start", "s"), ("End", "e"), ("Offset", "o")]
        case "tr": transformProperties
        case "el", "rc": [("Position", "p"), ("Size", "s")]
        default: []
        }
    }

    /// lottie-ios's names of a transform's properties, with their JSON members.
    static let transformProperties: [(name: String, member: String)] = [
        ("Anchor Point", "a"), ("Position", "p"), ("Scale", "s"), ("Rotation", "r"), ("Opacity", "o"),
    ]

    /// The most keyframes a block provider's property gets.
    static let maxBlockKeyframes = 10_000

    /// lottie-ios's property names of a layer of type `ty` besides its transform's: a solid's
    /// colour, a text layer's fill and stroke colours.
    static func layerProperties(_ type: Double?) -> [String] {
        switch type {
        case 1: ["Color"]
        case 5: ["Color", "Stroke Color"]
        default: []
        }
    }

    /// Every keypath of the animation whose top-level JSON object is `top`: layers (precomps'
    /// layers under their precomp layer's name), items and properties, in file order.
    static func keypaths(top: JSONObject, limits: LottieLimits) -> [AnimationKeypath] {
        var out: [AnimationKeypath] = []
        LayerTreeRewrite.visit(top, limits: limits) { layer, keys in
            out.append(AnimationKeypath(keys: keys))
            for (property, _) in transformProperties { out.append(AnimationKeypath(keys: keys + ["Transform", property])) }
            for property in layerProperties(layer["ty"]?.numeric) { out.append(AnimationKeypath(keys: keys + [property])) }
            if case .array(let items)? = layer["shapes"] { visit(items: items, base: AnimationKeypath(keys: keys)) { out.append($0) } }
        }
        return out
    }

    /// `top` with every property matched by a provider's keypath set to the provider's value,
    /// a block provider's read at each of `frames` (the animation's, in steps of one; inside a
    /// precomp, the precomp's frames they fall on). The last provider set for a property wins.
    /// Returns the number of properties replaced per provider.
    static func apply(_ providers: [(AnimationKeypath, any AnyValueProvider)], to top: JSONObject,
                      frames: ClosedRange<Double>, limits: LottieLimits) -> (top: JSONObject, matches: [Int]) {
        var matches = Array(repeating: 0, count: providers.count)
        let result = LayerTreeRewrite.rewrite(top, frames: frames, limits: limits) { layer, keys, frames in
            rewrite(layer: layer, keys: keys, providers, frames: frames, &matches)
        }
        return (result, matches)
    }

    private static func name(_ value: JSONValue) -> String? {
        if case .object(let object) = value, case .string(let name)? = object["nm"] { return name }
        return nil
    }

    private static func visit(items: [JSONValue], base: AnimationKeypath, _ body: (AnimationKeypath) -> Void) {
        for item in items {
            guard case .object(let object) = item, case .string(let type)? = object["ty"] else { continue }
            let path = type == "tr" ? AnimationKeypath(keys: base.keys + ["Transform"])
                : AnimationKeypath(keys: base.keys + [name(item) ?? ""])
            body(path)
            for (property, _) in itemProperties(type) { body(AnimationKeypath(keys: path.keys + [property])) }
            for property in compoundProperties(type) { body(AnimationKeypath(keys: path.keys + [property])) }
            if case .array(let children)? = object["it"] { visit(items: children, base: path, body) }
        }
    }

    private static func rewrite(layer object: JSONObject, keys: [String], _ providers: [(AnimationKeypath, any AnyValueProvider)],
                                frames: ClosedRange<Double>, _ matches: inout [Int]) -> JSONObject {
        var object = object
        if case .object(let transform)? = object["ks"] {
            object.append("ks", .object(replace(transform, transformProperties, keys + ["Transform"], providers, frames,
                                                &matches, addingAbsent: true)))
        }
        if case .array(let items)? = object["shapes"] {
            object.append("shapes", .array(rewrite(items: items, base: keys, providers, frames, &matches)))
        }
        for property in layerProperties(object["ty"]?.numeric) {
            guard let provider = lastMatch(AnimationKeypath(keys: keys + [property]), providers, &matches) else { continue }
            object = object["ty"]?.numeric == 1 ? LayerColors.solid(object, provider, frames: frames)
                : LayerColors.text(object, member: property == "Color" ? "fc" : "sc", provider)
        }
        return object
    }

    private static func rewrite(items: [JSONValue], base: [String], _ providers: [(AnimationKeypath, any AnyValueProvider)],
                                _ frames: ClosedRange<Double>, _ matches: inout [Int]) -> [JSONValue] {
        items.flatMap { item -> [JSONValue] in
            guard case .object(var object) = item, case .string(let type)? = object["ty"] else { return [item] }
            let keys = base + [type == "tr" ? "Transform" : name(item) ?? ""]
            object = replace(object, itemProperties(type), keys, providers, frames, &matches)
            if case .array(let children)? = object["it"] {
                object.append("it", .array(rewrite(items: children, base: keys, providers, frames, &matches)))
            }
            for property in compoundProperties(type) {
                let path = AnimationKeypath(keys: keys + [property])
                switch property {
                case "Path":
                    if let provider = lastMatch(path, providers, &matches, accepts: { $0 is PathValueProvider }) as? PathValueProvider {
                        return pathItems(object, provider, frames).map(JSONValue.object)
                    }
                case "Dashes":
                    if let provider = lastMatch(path, providers, &matches) { object = dashes(object, provider, frames) }
                default:
                    if let provider = lastMatch(path, providers, &matches) { object = dashPhase(object, provider, frames) }
                }
            }
            return [.object(object)]
        }
    }

    private static func replace(_ object: JSONObject, _ properties: [(name: String, member: String)], _ keys: [String],
                                _ providers: [(AnimationKeypath, any AnyValueProvider)], _ frames: ClosedRange<Double>,
                                _ matches: inout [Int], addingAbsent: Bool = false) -> JSONObject {
        var object = object
        for (property, member) in properties where addingAbsent || object[member] != nil {
            let path = AnimationKeypath(keys: keys + [property])
            for (index, (pattern, provider)) in providers.enumerated() where pattern.matches(path) {
                matches[index] += 1
                object.append(member, Self.property(provider, gradient: member == "g", frames))
            }
        }
        return object
    }

    /// The property `provider` gives: `{"a": 0, "k": value}` for a constant, its keyframes for a
    /// keyframe provider, or a linear keyframe at each of `frames`, in steps of one, for a block (the times of a top-level layer's own
    /// keyframes are the animation's frames, whatever its `st` and `sr`, which only move a
    /// precomp's children); a gradient's wrapped as `{"p": stops, "k": …}`.
    static func property(_ provider: any AnyValueProvider, gradient: Bool, _ frames: ClosedRange<Double>) -> JSONValue {
        let (animated, keyframes) = samples(provider, frames)
        let first = keyframes.first?.value ?? []
        let property = Self.property(animated: animated, keyframes) { values in
            values.count == 1 && !gradient && !animated ? .number(values[0]) : .array(values.map(JSONValue.number))
        }
        return gradient ? .object(["p": .number(Double(first.count / 6)), "k": property]) : property
    }

    /// What `provider` gives over `frames`: its keyframes, a block's value at each of `frames`
    /// in steps of one (at most ``maxBlockKeyframes``), or a constant's one value (at the first
    /// frame); `animated` is false for a constant.
    static func samples(_ provider: any AnyValueProvider,
                        _ frames: ClosedRange<Double>) -> (animated: Bool, keyframes: [LottieKeyframe<[Double]>]) {
        if let keyframes = provider.lottieKeyframes { return (true, keyframes) }
        guard provider.isAnimated else { return (false, [LottieKeyframe(value: provider.lottieValue(atFrame: frames.lowerBound),
                                                                        time: frames.lowerBound)]) }
        // One keyframe a frame, at most `maxBlockKeyframes` (a precomp stretched very short
        // has many frames of its own in each of the animation's).
        let step = max(1, (frames.upperBound - frames.lowerBound) / Double(Self.maxBlockKeyframes))
        return (true, stride(from: frames.lowerBound, through: frames.upperBound, by: step).map { frame in
            LottieKeyframe(value: provider.lottieValue(atFrame: frame), time: frame)
        })
    }

    /// An animatable property of `keyframes`, each value written by `value`: `{"a": 0, "k":
    /// value}` of the first unless `animated`, else `{"a": 1, "k": [{"t", "s": [value], "h"}…]}`.
    static func property<Value>(animated: Bool, _ keyframes: [LottieKeyframe<Value>],
                                _ value: (Value) -> JSONValue) -> JSONValue {
        guard animated else {
            return .object(["a": .number(0), "k": keyframes.first.map { value($0.value) } ?? .array([])])
        }
        return .object(["a": .number(1), "k": .array(keyframes.map { keyframe in
            var object: JSONObject = ["t": .number(keyframe.time), "s": value(keyframe.value)]
            if keyframe.isHold { object.append("h", .number(1)) }
            return .object(object)
        })])
    }
}
