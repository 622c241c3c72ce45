// What Lottie cannot hand to Core Animation as keyframes (time remapping, trims of several
// shapes, values combined from several tracks, …) is read at every root frame and blended
// linearly between frames, as lottie-ios's `Keyframes.manuallyInterpolated…` does. Reading
// every frame when the layers are built made loading cost a frame's worth of work per frame of
// the animation; a ``SampledAnimation`` reads a frame when one is drawn there instead, so a load
// pays for none and a drawing for the two frames around its time.
import Foundation
import Lamina

/// A property animation whose values are a Lottie property read at each root frame of a span,
/// each read when a frame is first drawn near it; between two frames the values blend linearly
/// (or the first holds, for values that cannot blend), as the keyframe animation of those
/// values would. What is read is a `Sample`, which the property shows through a projection:
/// several properties may show one sample (a trim's two ends, blended as a pair).
struct SampledAnimation<Sample: Interpolatable & Equatable, Value: Interpolatable & Equatable>: PropertyAnimation {
    let keyPath: AnimatableProperty<Value>
    var timing: TimingParameters
    var timingFunction: TimingFunction?
    var isAdditive = false
    var isCumulative = false
    /// The samples at the span's frames.
    let samples: FrameSamples<Sample>
    /// What the property shows of a sample (blended ones included).
    let project: @Sendable (Sample) -> Value

    /// An animation of `keyPath` through `project` of `samples` over their span, `beginTime` the
    /// span's first root frame in seconds of the root's clock, holding its ends before and after.
    init(keyPath: AnimatableProperty<Value>, samples: FrameSamples<Sample>, beginTime: Double, duration: Double,
         project: @escaping @Sendable (Sample) -> Value) {
        self.keyPath = keyPath
        self.samples = samples
        self.project = project
        timing = TimingParameters()
        timing.beginTime = beginTime
        timing.duration = duration
        timing.fillMode = .both
        timing.isRemovedOnCompletion = false
    }

    func validate() throws { _ = try timing.resolved() }

    func value(at sample: TimingSample, current: Value) throws -> Value {
        project(try samples.value(atProgress: (timingFunction ?? .linear).value(at: sample.progress)))
    }

    func cycleEnds(current: Value) throws -> (start: Value, end: Value) {
        (project(try samples.value(atProgress: 0)), project(try samples.value(atProgress: 1)))
    }

    /// Equal when `other` reads the same samples into the same property (which shows one
    /// projection of them) with the same timing.
    func isEqual(to other: any Animation) -> Bool {
        guard let other = other as? Self else { return false }
        return other.samples === samples && other.keyPath == keyPath && other.timing == timing
            && other.timingFunction == timingFunction && other.isAdditive == isAdditive && other.isCumulative == isCumulative
    }
}

/// One sampled property's values at the root frames `first`, `first` + 1, …, `last` (the last
/// step may be shorter), read on demand and remembered for the frames drawn lately.
///
/// The reading closure belongs to the build that made it and may share its state (a precomp's
/// remembered time remapping, the reporter) with every other sampled property of that build, so
/// all of them read under the build's one ``SamplingLock``: frames drawn on several threads at
/// once read one value at a time, and draw in parallel.
final class FrameSamples<Value: Interpolatable & Equatable>: @unchecked Sendable {
    /// The span in root frames.
    let first: Double, last: Double
    /// How many frames the span reads: its whole frames and its end.
    let count: Int
    private let read: (Double) throws -> Value
    private let hold: Bool
    private let blends: ((Value, Value) -> Bool)?
    private let lock: SamplingLock
    /// The values read lately, by step; guarded by `lock`.
    private var recent: [(step: Int, value: Value)] = []
    private var nextSlot = 0

    /// The values of `read` (a root frame to the value there) at the frames of `first...last`
    /// (`last` > `first`); `hold` keeps each value until the next frame, and where `blends`
    /// says two neighbours cannot blend, the first holds until the second takes over.
    init(first: Double, last: Double, lock: SamplingLock, hold: Bool, blends: ((Value, Value) -> Bool)?,
         read: @escaping (Double) throws -> Value) {
        self.first = first
        self.last = last
        count = Int(saturating: (last - first).rounded(.up)) + 1
        self.lock = lock
        self.hold = hold
        self.blends = blends
        self.read = read
    }

    /// The root frame of `step`.
    func frame(ofStep step: Int) -> Double { min(first + Double(step), last) }

    /// The value at `progress` through the span (0 at `first`, 1 at `last`).
    func value(atProgress progress: Double) throws -> Value {
        let offset = min(max(progress, 0), 1) * (last - first)
        var step = Int(saturating: offset.rounded(.down))
        // A time a rounding error short of a frame reads that frame alone.
        if offset - Double(step) > 1 - Self.snap { step += 1 }
        guard step < count - 1 else { return try value(ofStep: count - 1) }
        let start = frame(ofStep: step)
        let fraction = (first + offset - start) / (frame(ofStep: step + 1) - start)
        let from = try value(ofStep: step)
        if hold || fraction < Self.snap { return from }
        let to = try value(ofStep: step + 1)
        if let blends, !blends(from, to) { return from }
        return try Value.interpolate(from, to, fraction: fraction)
    }

    /// How near a frame, in frames, a time counts as on it.
    private static var snap: Double { 1e-9 }

    /// The value at the frame of `step`: remembered, or read now.
    private func value(ofStep step: Int) throws -> Value {
        try lock.withLock {
            if let known = recent.first(where: { $0.step == step }) { return known.value }
            let value = try read(frame(ofStep: step))
            if recent.count < Self.remembered {
                recent.append((step, value))
            } else {
                recent[nextSlot] = (step, value)
                nextSlot = (nextSlot + 1) % Self.remembered
            }
            return value
        }
    }

    /// How many values are remembered: the two around a frame, and the next frame's.
    private static var remembered: Int { 4 }
}

/// The lock every sampled property of one build reads under (``FrameSamples``).
final class SamplingLock: @unchecked Sendable {
    private let lock = NSLock()

    /// `body`'s result, with no other reading of the build's samples under way.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
