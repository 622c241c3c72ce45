// Lottie's animatable properties: `{"a": 0, "k": value}` or `{"a": 1, "k": [keyframes]}`, each
// keyframe `{"t", "s", "h", "o": {x, y}, "i": {x, y}, "to", "ti"}` (the Lottie schema's
// `animated-property`, and Bodymovin's older `"e"` end values). Evaluation follows After
// Effects as lottie-ios's KeyframeInterpolator does: the segment's ease is the cubic Bézier
// (0,0)-(o.x,o.y)-(i.x,i.y)-(1,1) solved for x, the same for every dimension (lottie-ios reads
// the first of each list where `o`/`i` hold one per dimension); a hold
// keyframe keeps its value to the next; spatial tangents bend a position along a cubic walked at
// the eased fraction of its arc length.
import Foundation
import Lamina

/// A value Lottie keyframes blend.
protocol KeyframeValue: Sendable {
    /// `a` blended towards `b` by the eased `fraction`.
    static func blend(_ a: Self, _ b: Self, fraction: Double) -> Self
}

extension Array: KeyframeValue where Element == Double {
    static func blend(_ a: [Double], _ b: [Double], fraction: Double) -> [Double] {
        a.indices.map { index in index < b.count ? a[index] + (b[index] - a[index]) * fraction : a[index] }
    }
}

/// One keyframe: a value at a frame and how the segment after it eases. (`Value` is a
/// ``KeyframeValue`` wherever keyframes blend; the type itself leaves it unconstrained, since
/// a constraint on a generic type is checked when the process first uses each of its
/// instances, by a search through every protocol conformance in the executable.)
struct Keyframe<Value: Sendable>: Sendable {
    /// The frame, in the layer's local frames.
    var time: Double
    /// The value at ``time``.
    var value: Value
    /// Whether the value holds until the next keyframe (`"h": 1`).
    var hold = false
    /// The segment's ease: the Bézier's control points (o.x, o.y, i.x, i.y).
    var easing: TimingFunction = .linear
    /// The spatial out tangent (`to`) of a position, relative to the value; nil for none.
    var spatialOut: CGPoint?
    /// The spatial in tangent (`ti`) at the next keyframe, relative to its value; nil for none.
    var spatialIn: CGPoint?

    /// Whether the segment after this keyframe bends through spatial tangents.
    var hasSpatialTangents: Bool {
        (spatialOut.map { $0 != .zero } ?? false) || (spatialIn.map { $0 != .zero } ?? false)
    }
}

/// A Lottie property: one value, or keyframes sorted by time. (Unconstrained for the reason
/// ``Keyframe`` is; its values blend where they are ``KeyframeValue``s.)
///
/// An expression's values may be deferred (``DeferredValues``): keyframes at every frame of
/// its layer, each value computed when it is first read. ``value(at:)`` reads the frames around
/// the one asked for; ``keyframes`` reads them all.
struct Track<Value: Sendable>: Sendable {
    /// The keyframes given: at least one (the initialisers guarantee it; one means a static
    /// value), or none while the value is ``constant`` or the values are ``deferred``.
    private let given: [Keyframe<Value>]
    /// A static value, read as one keyframe at frame 0 with no ease: most of a file's
    /// properties are static, and a list of one keyframe for each was an allocation.
    private let constant: Value?
    /// The values computed on demand, when they are; nil for keyframes given.
    let deferred: DeferredValues<Value>?
    /// Where the property is in the file, for warnings.
    let path: JSONPath
    // (Fields, not an enum of the three: debug builds miscompiled a generic enum whose cases
    // held the value, the keyframes and the deferred values, so that copies of a track
    // released garbage; docs/conformance/Lottie.md.)

    private init(given: [Keyframe<Value>], constant: Value?, deferred: DeferredValues<Value>?, path: JSONPath) {
        (self.given, self.constant, self.deferred, self.path) = (given, constant, deferred, path)
    }

    /// A static value.
    init(_ value: Value, path: JSONPath = .root) {
        self.init(given: [], constant: value, deferred: nil, path: path)
    }

    /// Keyframes; nil when there are none.
    init?(keyframes: [Keyframe<Value>], path: JSONPath) {
        guard !keyframes.isEmpty else { return nil }
        self.init(given: keyframes, constant: nil, deferred: nil, path: path)
    }

    /// Linear keyframes at the frames of `deferred`, their values computed when read.
    init(deferred: DeferredValues<Value>, path: JSONPath) {
        self.init(given: [], constant: nil, deferred: deferred, path: path)
    }

    /// At least one keyframe; one means a static value. Deferred values are all computed here.
    var keyframes: [Keyframe<Value>] {
        if let constant { return [Keyframe(time: 0, value: constant)] }
        if let deferred { return deferred.keyframes }
        return given
    }

    /// The keyframes' frames, without computing deferred values.
    var times: [Double] {
        if constant != nil { return [0] }
        if let deferred { return deferred.times }
        return given.map(\.time)
    }

    /// The first keyframe's frame.
    var firstTime: Double {
        if constant != nil { return 0 }
        if let deferred { return deferred.times[0] }
        return given[0].time
    }

    /// The last keyframe's frame.
    var lastTime: Double {
        if constant != nil { return 0 }
        if let deferred { return deferred.times[deferred.times.count - 1] }
        return given[given.count - 1].time
    }

    /// A track whose keyframes only mark `times` (their values are `placeholder`): the span of
    /// several tracks combined and read frame by frame.
    static func span(_ times: [Double], placeholder: Value, path: JSONPath) -> Track {
        Track(keyframes: times.sorted().map { Keyframe(time: $0, value: placeholder) }, path: path)
            ?? Track(placeholder, path: path)
    }

    /// Whether the value changes over time (deferred values are taken to).
    var isAnimated: Bool {
        if constant != nil { return false }
        if let deferred { return deferred.times.count > 1 }
        return given.count > 1
    }

    /// The first keyframe's value.
    var initialValue: Value {
        if let constant { return constant }
        if let deferred { return deferred.value(atIndex: 0) }
        return given[0].value
    }

    /// Whether any segment bends through spatial tangents (an expression's never do).
    var hasSpatialTangents: Bool { given.dropLast().contains(where: \.hasSpatialTangents) }

    /// The values known without computing any: every keyframe's, or deferred values' first
    /// (for a choice made from the values at hand, such as whether colours run 0–1 or 0–255).
    var valuesKnownNow: [Value] {
        if let constant { return [constant] }
        if let deferred { return [deferred.value(atIndex: 0)] }
        return given.map(\.value)
    }

    /// Whether some value may satisfy `predicate`: one does, or the values are deferred (a
    /// choice that must hold for every frame then takes the way that does, rather than
    /// computing every value to choose).
    func mayHold(_ predicate: (Value) -> Bool) -> Bool {
        if let constant { return predicate(constant) }
        return deferred != nil || given.contains { predicate($0.value) }
    }

    /// Whether some keyframe's value satisfies `predicate` (deferred values all computed first,
    /// as ``keyframes`` computes them), without making a list of keyframes for a static value.
    func containsValue(where predicate: (Value) throws -> Bool) rethrows -> Bool {
        if let constant { return try predicate(constant) }
        if let deferred { return try deferred.keyframes.contains { try predicate($0.value) } }
        return try given.contains { try predicate($0.value) }
    }

    /// The track with every value mapped (deferred values all computed first).
    func map<Other: Sendable>(_ transform: (Value) throws -> Other) rethrows -> Track<Other> {
        if let constant { return Track<Other>(try transform(constant), path: path) }
        let mapped = try keyframes.map { keyframe in
            Keyframe<Other>(time: keyframe.time, value: try transform(keyframe.value), hold: keyframe.hold,
                            easing: keyframe.easing, spatialOut: keyframe.spatialOut, spatialIn: keyframe.spatialIn)
        }
        return Track<Other>(given: mapped, constant: nil, deferred: nil, path: path)
    }
}

/// The index of the last of `count` increasing frames (`time` reads them) at or before `frame`,
/// which lies after the first and before the last: a binary search, so that reading a long
/// track at a frame costs little.
func segmentStart(of frame: Double, count: Int, time: (Int) -> Double) -> Int {
    var low = 0, high = count - 1
    while high - low > 1 {
        let middle = (low + high) / 2
        if time(middle) <= frame { low = middle } else { high = middle }
    }
    return low
}

extension Track where Value: KeyframeValue {
    /// The value at `frame` (local frames): the first value before the first keyframe, the last
    /// after the last.
    func value(at frame: Double) -> Value {
        if let constant { return constant }
        if let deferred { return deferred.value(at: frame) }
        let keyframes = given
        // Reads fields in place: copying whole keyframes (value, easing, tangents) cost more than
        // the search when paths are sampled frame by frame.
        let lastIndex = keyframes.count - 1
        if frame <= keyframes[0].time || lastIndex == 0 { return keyframes[0].value }
        if frame >= keyframes[lastIndex].time { return keyframes[lastIndex].value }
        let low = segmentStart(of: frame, count: keyframes.count) { keyframes[$0].time }
        let startTime = keyframes[low].time
        let span = keyframes[low + 1].time - startTime
        if keyframes[low].hold || span <= 0 { return keyframes[low].value }
        let fraction = keyframes[low].easing.value(at: (frame - startTime) / span)
        return Value.blend(keyframes[low].value, keyframes[low + 1].value, fraction: fraction)
    }
}

extension Track where Value == [Double] {
    /// The value at `frame` with a position's spatial tangents: between two keyframes whose
    /// `to`/`ti` are not zero, the point at the eased fraction of the arc length of the cubic
    /// value, value + to, next + ti, next (After Effects' spatial interpolation).
    func spatialValue(at frame: Double) -> [Double] {
        if let constant { return constant }
        guard let first = keyframes.first, let last = keyframes.last,
              frame > first.time, frame < last.time else { return value(at: frame) }
        guard let low = keyframes.lastIndex(where: { $0.time <= frame }), low + 1 < keyframes.count else {
            return value(at: frame)
        }
        let start = keyframes[low], end = keyframes[low + 1]
        guard start.hasSpatialTangents, !start.hold, end.time > start.time,
              start.value.count >= 2, end.value.count >= 2 else { return value(at: frame) }
        let fraction = start.easing.value(at: (frame - start.time) / (end.time - start.time))
        let from = CGPoint(x: start.value[0], y: start.value[1]), to = CGPoint(x: end.value[0], y: end.value[1])
        let out = start.spatialOut ?? .zero, into = start.spatialIn ?? .zero
        var curve = BezierPath()
        curve.move(to: from)
        curve.addCurve(to: to, controlPoint1: CGPoint(x: from.x + out.x, y: from.y + out.y),
                       controlPoint2: CGPoint(x: to.x + into.x, y: to.y + into.y))
        let measure = PathMeasure(curve)
        guard measure.length > 0, let point = measure.position(atDistance: measure.length * fraction) else {
            return value(at: frame)
        }
        var result = start.value
        result[0] = point.x
        result[1] = point.y
        if result.count > 2, end.value.count > 2 { result[2] += (end.value[2] - result[2]) * fraction }
        return result
    }
}
