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
    /// A static value, the keyframes given, or values computed on demand. (No more than one
    /// reference for a list of numbers: a track is copied with every model value that holds
    /// it, and each reference a copy retains costs; most of a file's properties are static,
    /// and a list of one keyframe for each was an allocation.)
    private enum Source: Sendable {
        /// One value, as one keyframe at frame 0 with no ease.
        case constant(Value)
        /// At least one keyframe (the initialisers guarantee it); one means a static value.
        case given([Keyframe<Value>])
        case deferred(DeferredValues<Value>)
    }

    private let source: Source
    /// Where the property is in the file, for warnings.
    let path: JSONPath

    /// The values computed on demand, when they are; nil for keyframes given.
    var deferred: DeferredValues<Value>? {
        if case .deferred(let values) = source { values } else { nil }
    }

    private init(source: Source, path: JSONPath) {
        self.source = source
        self.path = path
    }

    /// A static value.
    init(_ value: Value, path: JSONPath = .root) {
        source = .constant(value)
        self.path = path
    }

    /// Keyframes; nil when there are none.
    init?(keyframes: [Keyframe<Value>], path: JSONPath) {
        guard !keyframes.isEmpty else { return nil }
        source = .given(keyframes)
        self.path = path
    }

    /// Linear keyframes at the frames of `deferred`, their values computed when read.
    init(deferred: DeferredValues<Value>, path: JSONPath) {
        source = .deferred(deferred)
        self.path = path
    }

    /// At least one keyframe; one means a static value. Deferred values are all computed here.
    var keyframes: [Keyframe<Value>] {
        switch source {
        case .constant(let value): [Keyframe(time: 0, value: value)]
        case .given(let keyframes): keyframes
        case .deferred(let values): values.keyframes
        }
    }

    /// The keyframes' frames, without computing deferred values.
    var times: [Double] {
        switch source {
        case .constant: [0]
        case .given(let keyframes): keyframes.map(\.time)
        case .deferred(let values): values.times
        }
    }

    /// The first keyframe's frame.
    var firstTime: Double {
        switch source {
        case .constant: 0
        case .given(let keyframes): keyframes[0].time
        case .deferred(let values): values.times[0]
        }
    }

    /// The last keyframe's frame.
    var lastTime: Double {
        switch source {
        case .constant: 0
        case .given(let keyframes): keyframes[keyframes.count - 1].time
        case .deferred(let values): values.times[values.times.count - 1]
        }
    }

    /// A track whose keyframes only mark `times` (their values are `placeholder`): the span of
    /// several tracks combined and read frame by frame.
    static func span(_ times: [Double], placeholder: Value, path: JSONPath) -> Track {
        Track(keyframes: times.sorted().map { Keyframe(time: $0, value: placeholder) }, path: path)
            ?? Track(placeholder, path: path)
    }

    /// Whether the value changes over time (deferred values are taken to).
    var isAnimated: Bool {
        switch source {
        case .constant: false
        case .given(let keyframes): keyframes.count > 1
        case .deferred(let values): values.times.count > 1
        }
    }

    /// The first keyframe's value.
    var initialValue: Value {
        switch source {
        case .constant(let value): value
        case .given(let keyframes): keyframes[0].value
        case .deferred(let values): values.value(atIndex: 0)
        }
    }

    /// Whether any segment bends through spatial tangents (an expression's never do).
    var hasSpatialTangents: Bool {
        if case .given(let keyframes) = source { keyframes.dropLast().contains(where: \.hasSpatialTangents) } else { false }
    }

    /// The values known without computing any: every keyframe's, or deferred values' first
    /// (for a choice made from the values at hand, such as whether colours run 0–1 or 0–255).
    var valuesKnownNow: [Value] {
        switch source {
        case .constant(let value): [value]
        case .given(let keyframes): keyframes.map(\.value)
        case .deferred(let values): [values.value(atIndex: 0)]
        }
    }

    /// Whether some value may satisfy `predicate`: one does, or the values are deferred (a
    /// choice that must hold for every frame then takes the way that does, rather than
    /// computing every value to choose).
    func mayHold(_ predicate: (Value) -> Bool) -> Bool {
        switch source {
        case .constant(let value): predicate(value)
        case .given(let keyframes): keyframes.contains { predicate($0.value) }
        case .deferred: true
        }
    }

    /// Whether some keyframe's value satisfies `predicate` (deferred values all computed first,
    /// as ``keyframes`` computes them), without making a list of keyframes for a static value.
    func containsValue(where predicate: (Value) throws -> Bool) rethrows -> Bool {
        switch source {
        case .constant(let value): try predicate(value)
        case .given(let keyframes): try keyframes.contains { try predicate($0.value) }
        case .deferred(let values): try values.keyframes.contains { try predicate($0.value) }
        }
    }

    /// The track with every value mapped (deferred values all computed first).
    func map<Other: Sendable>(_ transform: (Value) throws -> Other) rethrows -> Track<Other> {
        if case .constant(let value) = source { return Track<Other>(try transform(value), path: path) }
        let mapped = try keyframes.map { keyframe in
            Keyframe<Other>(time: keyframe.time, value: try transform(keyframe.value), hold: keyframe.hold,
                            easing: keyframe.easing, spatialOut: keyframe.spatialOut, spatialIn: keyframe.spatialIn)
        }
        return Track<Other>(source: .given(mapped), path: path)
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
        let keyframes: [Keyframe<Value>]
        switch source {
        case .constant(let value): return value
        case .given(let given): keyframes = given
        case .deferred(let values): return values.value(at: frame)
        }
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
        if case .constant(let value) = source { return value }
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
