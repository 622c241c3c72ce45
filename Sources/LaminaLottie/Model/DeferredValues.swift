// The values of a property's expression computed when they are read rather than when its
// layer is built: a tree that plays every frame (``LottieAnimation/makeLayer(options:)``
// without a frame range) evaluates each expression at the frames drawn, as ThorVG does, not at
// every frame of its layer before the first is drawn.
import Lamina

/// A track's values at `times`, each computed once, when first read. The track reads as linear
/// keyframes at those frames, which is what evaluating every frame at once made of them.
///
/// Not locked: a build reads them on its own thread, and a tree's frames read them under their
/// build's ``SamplingLock`` (what they read is a ``SampledAnimation``'s, which reads under it).
final class DeferredValues<Value: Sendable>: @unchecked Sendable {
    /// The frames (the layer's, increasing), at least two.
    let times: [Double]
    /// The value at a frame.
    private let compute: (Double) -> Value
    /// The values computed so far, by index into `times`.
    private var known: [Int: Value]

    /// Values at `times` from `compute`, the first already known.
    init(times: [Double], first: Value, compute: @escaping (Double) -> Value) {
        self.times = times
        self.compute = compute
        known = [0: first]
    }

    /// The value at `times[index]`.
    func value(atIndex index: Int) -> Value {
        if let value = known[index] { return value }
        let value = compute(times[index])
        known[index] = value
        return value
    }

    /// Every value, as linear keyframes.
    var keyframes: [Keyframe<Value>] {
        times.indices.map { Keyframe(time: times[$0], value: value(atIndex: $0)) }
    }
}

extension DeferredValues where Value: KeyframeValue {
    /// The value at `frame`, as ``Track/value(at:)`` reads linear keyframes at ``times``: the
    /// first before them, the last after them, and between two the blend of their values.
    func value(at frame: Double) -> Value {
        let lastIndex = times.count - 1
        if frame <= times[0] { return value(atIndex: 0) }
        if frame >= times[lastIndex] { return value(atIndex: lastIndex) }
        let low = segmentStart(of: frame, count: times.count) { times[$0] }
        let span = times[low + 1] - times[low]
        if span <= 0 { return value(atIndex: low) }
        let fraction = TimingFunction.linear.value(at: (frame - times[low]) / span)
        return Value.blend(value(atIndex: low), value(atIndex: low + 1), fraction: fraction)
    }
}
