// The properties a value provider sets that are not one animatable member of their item: a
// shape's "Path" (its `ks`, which a path of several contours turns into several shapes) and a
// stroke's "Dashes" and "Dash Phase" (the entries of its `d` list), with lottie-ios's names
// (`ShapeNode`, `StrokeNode`).

extension DynamicProperties {
    /// lottie-ios's names of the properties of a shape item of type `type` kept in more than one
    /// member or entry: a path's `Path`, a stroke's `Dashes` and `Dash Phase`.
    static func compoundProperties(_ type: String) -> [String] {
        switch type {
        case "sh": ["Path"]
        case "st", "gs": ["Dashes", "Dash Phase"]
        default: []
        }
    }

    /// The provider set last for the property at `path` among those `accepts` takes (nil when
    /// none matches), counting a match for each of them.
    static func lastMatch(_ path: AnimationKeypath, _ providers: [(AnimationKeypath, any AnyValueProvider)],
                          _ matches: inout [Int],
                          accepts: (any AnyValueProvider) -> Bool = { _ in true }) -> (any AnyValueProvider)? {
        var found: (any AnyValueProvider)?
        for (index, (pattern, provider)) in providers.enumerated() where accepts(provider) && pattern.matches(path) {
            matches[index] += 1
            found = provider
        }
        return found
    }

    /// The shape item `item` with its path given by `provider`: one item per contour (the
    /// most any frame has; where a frame has fewer, the rest are empty there), each keyframe
    /// held where the next has another vertex count or closedness, and the direction dropped.
    static func pathItems(_ item: JSONObject, _ provider: PathValueProvider, _ frames: ClosedRange<Double>) -> [JSONObject] {
        let (animated, samples) = samples(provider, frames)
        let contours = samples.map { PathValueProvider.contours($0.value) }
        return (0..<max(1, contours.map(\.count).max() ?? 0)).map { index in
            let paths = contours.map { index < $0.count ? $0[index] : .empty }
            let keyframes = samples.indices.map { frame in
                LottieKeyframe(value: paths[frame], time: samples[frame].time,
                               isHold: samples[frame].isHold || frame + 1 < paths.count && !paths[frame].blends(with: paths[frame + 1]))
            }
            var item = item
            item.remove("d")
            item.append("ks", property(animated: animated, keyframes) { animated ? .array([$0.json]) : $0.json })
            return item
        }
    }

    /// The stroke `stroke` with its dash lengths (`n` "d" and "g") given by `provider`'s
    /// numbers, alternately dashes and gaps, its offset entry kept; each frame's lengths
    /// repeated to the most any frame has.
    static func dashes(_ stroke: JSONObject, _ provider: any AnyValueProvider, _ frames: ClosedRange<Double>) -> JSONObject {
        let (animated, samples) = samples(provider, frames)
        let count = samples.map(\.value.count).max() ?? 0
        let entries = (0..<count).map { index -> JSONValue in
            let dash = index.isMultiple(of: 2)
            let lengths = samples.map { keyframe in
                keyframe.map { $0.isEmpty ? 0 : $0[index % $0.count] }
            }
            return .object(["n": .string(dash ? "d" : "g"), "nm": .string(dash ? "dash" : "gap"),
                            "v": property(animated: animated, lengths) { animated ? .array([.number($0)]) : .number($0) }])
        }
        var stroke = stroke
        stroke.append("d", .array(entries + dashEntries(stroke).filter(isOffset)))
        return stroke
    }

    /// The stroke `stroke` with its dash offset (`n` "o") given by `provider`, added when it has none.
    static func dashPhase(_ stroke: JSONObject, _ provider: any AnyValueProvider, _ frames: ClosedRange<Double>) -> JSONObject {
        let offset: JSONValue = .object(["n": .string("o"), "nm": .string("offset"),
                                         "v": property(provider, gradient: false, frames)])
        var stroke = stroke
        stroke.append("d", .array(dashEntries(stroke).filter { !isOffset($0) } + [offset]))
        return stroke
    }

    private static func dashEntries(_ stroke: JSONObject) -> [JSONValue] {
        if case .array(let entries)? = stroke["d"] { return entries }
        return []
    }

    private static func isOffset(_ entry: JSONValue) -> Bool {
        if case .object(let object) = entry, case .string("o")? = object["n"] { return true }
        return false
    }
}
