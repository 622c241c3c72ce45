// Where value providers land in the Lottie JSON: the keypaths of layers, shape items and their
// properties, named as lottie-ios names them, and a rewrite that replaces matched properties'
// keyframes before the layer tree is built: with a constant, or with a block provider's value
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

    /// Every keypath of `layers` (the top-level layers of an animation), layers, items and properties.
    static func keypaths(layers: [JSONValue]) -> [AnimationKeypath] {
        var out: [AnimationKeypath] = []
        visit(layers: layers) { path, _ in out.append(path) }
        return out
    }

    /// `layers` with every property matched by a provider's keypath set to the provider's value,
    /// a block provider's read at each of `frames` (the animation's, in steps of one). The last
    /// provider set for a property wins. Returns the number of properties replaced per provider.
    static func apply(_ providers: [(AnimationKeypath, any AnyValueProvider)], to layers: [JSONValue],
                      frames: ClosedRange<Double>) -> (layers: [JSONValue], matches: [Int]) {
        var matches = Array(repeating: 0, count: providers.count)
        var result = layers
        for index in result.indices {
            result[index] = rewrite(layer: result[index], providers, frames: frames, &matches)
        }
        return (result, matches)
    }

    private static func name(_ value: JSONValue) -> String? {
        if case .object(let object) = value, case .string(let name)? = object["nm"] { return name }
        return nil
    }

    private static func visit(layers: [JSONValue], _ body: (AnimationKeypath, Bool) -> Void) {
        for layer in layers {
            guard case .object(let object) = layer, let layerName = name(layer) else { continue }
            let base = AnimationKeypath(keys: [layerName])
            body(base, false)
            for (property, _) in transformProperties {
                body(AnimationKeypath(keys: [layerName, "Transform", property]), true)
            }
            if case .array(let items)? = object["shapes"] { visit(items: items, base: base, body) }
        }
    }

    private static func visit(items: [JSONValue], base: AnimationKeypath, _ body: (AnimationKeypath, Bool) -> Void) {
        for item in items {
            guard case .object(let object) = item, case .string(let type)? = object["ty"] else { continue }
            let path = type == "tr" ? AnimationKeypath(keys: base.keys + ["Transform"])
                : AnimationKeypath(keys: base.keys + [name(item) ?? ""])
            body(path, false)
            for (property, _) in itemProperties(type) { body(AnimationKeypath(keys: path.keys + [property]), true) }
            if case .array(let children)? = object["it"] { visit(items: children, base: path, body) }
        }
    }

    private static func rewrite(layer: JSONValue, _ providers: [(AnimationKeypath, any AnyValueProvider)],
                                frames: ClosedRange<Double>, _ matches: inout [Int]) -> JSONValue {
        guard case .object(var object) = layer, let layerName = name(layer) else { return layer }
        if case .object(let transform)? = object["ks"] {
            object.append("ks", .object(replace(transform, transformProperties, [layerName, "Transform"], providers, frames,
                                                &matches, addingAbsent: true)))
        }
        if case .array(let items)? = object["shapes"] {
            object.append("shapes", .array(rewrite(items: items, base: [layerName], providers, frames, &matches)))
        }
        return .object(object)
    }

    private static func rewrite(items: [JSONValue], base: [String], _ providers: [(AnimationKeypath, any AnyValueProvider)],
                                _ frames: ClosedRange<Double>, _ matches: inout [Int]) -> [JSONValue] {
        items.map { item in
            guard case .object(var object) = item, case .string(let type)? = object["ty"] else { return item }
            let keys = base + [type == "tr" ? "Transform" : name(item) ?? ""]
            object = replace(object, itemProperties(type), keys, providers, frames, &matches)
            if case .array(let children)? = object["it"] {
                object.append("it", .array(rewrite(items: children, base: keys, providers, frames, &matches)))
            }
            return .object(object)
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

    /// The property `provider` gives: `{"a": 0, "k": value}` for a constant, or a linear keyframe
    /// at each of `frames`, in steps of one, for a block (the times of a top-level layer's own
    /// keyframes are the animation's frames, whatever its `st` and `sr`, which only move a
    /// precomp's children); a gradient's wrapped as `{"p": stops, "k": …}`.
    private static func property(_ provider: any AnyValueProvider, gradient: Bool, _ frames: ClosedRange<Double>) -> JSONValue {
        let first = provider.lottieValue(atFrame: frames.lowerBound)
        let k: JSONValue
        if provider.isAnimated {
            k = .array(stride(from: frames.lowerBound, through: frames.upperBound, by: 1).map { frame in
                .object(["t": .number(frame),
                         "s": .array(provider.lottieValue(atFrame: frame).map(JSONValue.number))])
            })
        } else {
            k = first.count == 1 && !gradient ? .number(first[0]) : .array(first.map(JSONValue.number))
        }
        let property: JSONObject = ["a": .number(provider.isAnimated ? 1 : 0), "k": k]
        return .object(gradient ? ["p": .number(Double(first.count / 6)), "k": .object(property)] : property)
    }
}
