// Turns Lottie keyframes into Lamina keyframe animations, as lottie-ios's
// CALayer+addAnimation.swift and CAAnimation+TimingConfiguration.swift do: every animation runs
// in the root's clock (t = 0 at the root's `ip`), its keyframe frames mapped through each
// enclosing precomp's start time and stretch; one timing function per segment; all-hold
// keyframes become a discrete animation, a hold among eased keyframes an extra keyframe just
// before the next. What keyframes cannot express (time remapping, spatial tangents, per-dimension
// easing, values combined from several tracks) is read at every frame, as lottie-ios's
// `Keyframes.manuallyInterpolated…` does, when frames are drawn (SampledAnimation.swift).
import Foundation
import Lamina

/// How the frames of a layer's keyframes relate to the root's clock, passed down the tree.
struct LayerAnimationContext {
    /// Frames per second of the animation.
    let frameRate: Double
    /// The root's `ip` (t = 0) and `op`, in root frames.
    let rootInFrame: Double, rootOutFrame: Double
    /// Local frames to root frames: root = local · `scale` + `offset` (precomp start times and
    /// stretches), when no time remapping is in effect.
    var scale = 1.0, offset = 0.0
    /// Root frames to local frames through a precomp's time remapping; nil for none.
    var remap: ((Double) -> Double)?
    /// The root frames where the layer being built can show (its and its precomps' in and out
    /// points): what is sampled frame by frame is sampled only there. Default: every root frame.
    var window: ClosedRange<Double>?
    /// The reporter.
    let diagnostics: LottieDiagnostics
    /// The lock the build's sampled properties are read under when frames are drawn
    /// (``FrameSamples``), shared by the contexts made from this one.
    let samplingLock = SamplingLock()

    /// The root frame of a local frame (without time remapping).
    func rootFrame(_ local: Double) -> Double { local * scale + offset }

    /// The local frame of a root frame.
    func localFrame(_ root: Double) -> Double { remap?(root) ?? (root - offset) / scale }

    /// Seconds on the root's clock of a root frame.
    func seconds(_ rootFrame: Double) -> Double { (rootFrame - rootInFrame) / frameRate }

    /// The local frames the root frames of ``window`` show, lowest to highest (under a time
    /// remapping, read at each root frame of the window); nil without a window, or for a
    /// window of more than ``maxWindowFrames`` frames under a time remapping (then all of them).
    var localWindow: ClosedRange<Double>? {
        guard let window else { return nil }
        guard remap != nil else {
            let ends = (localFrame(window.lowerBound), localFrame(window.upperBound))
            return min(ends.0, ends.1)...max(ends.0, ends.1)
        }
        guard window.upperBound - window.lowerBound <= Self.maxWindowFrames else { return nil }
        var low = Double.infinity, high = -Double.infinity
        var frame = window.lowerBound
        while true {
            let local = localFrame(min(frame, window.upperBound))
            if local.isFinite { (low, high) = (min(low, local), max(high, local)) }
            if frame >= window.upperBound { break }
            frame += 1
        }
        return low <= high ? low...high : nil
    }

    /// The most root frames ``localWindow`` reads through a time remapping.
    static let maxWindowFrames = 100_000.0

    /// The context of a layer shown for local frames [inFrame, outFrame): the window narrowed
    /// to them (known only without time remapping; with it, the precomp's window stays).
    func showing(from inFrame: Double, to outFrame: Double) -> LayerAnimationContext {
        guard remap == nil else { return self }
        var context = self
        let current = window ?? rootInFrame...rootOutFrame
        let lower = max(current.lowerBound, rootFrame(inFrame).rounded(.down))
        let upper = min(current.upperBound, rootFrame(outFrame).rounded(.up))
        context.window = lower...max(lower, upper)
        return context
    }

    /// The context of a precomp's children: local frames of the children are
    /// `(frame − st) / sr` of this layer's frames (`stretch` not 0; negative plays them
    /// backwards, sampled at every frame as a time remapping is); `timeRemap` (seconds of the
    /// precomp, by this layer's frames) replaces that when present, as lottie-web, lottie-ios
    /// and ThorVG read it.
    func entering(startTime: Double, stretch: Double, timeRemap: Track<[Double]>?) -> LayerAnimationContext {
        var context = self
        if let timeRemap {
            let outer = self, frameRate = frameRate
            let map = FrameRemap { root in (timeRemap.value(at: outer.localFrame(root)).first ?? 0) * frameRate }
            context.remap = { map($0) }
        } else if remap == nil, stretch > 0 {
            context.offset = offset + startTime * scale
            context.scale = scale * stretch
        } else {
            // Under a time remapping, or played backwards (a negative stretch, which reverses
            // the order of the children's keyframes on the root's clock): read at every frame.
            let outer = self
            context.remap = { root in (outer.localFrame(root) - startTime) / stretch }
        }
        return context
    }

    // MARK: Animations

    /// Sets `property` from `track` on `layer`: its first value set by `set`, and an animation
    /// when it changes: keyframes, or what keyframes cannot express (and an expression's
    /// values computed when read) read frame by frame as frames are drawn (a ``SampledAnimation``). `value` overrides how the track is read at a
    /// frame (for spatial tangents); `sample` forces frame-by-frame reading, and `hold` holds each
    /// value read until the next frame (for values that cannot be blended, such as merged paths
    /// whose contours change). `blends` tells whether two values can blend (paths of one
    /// structure); where two neighbours cannot, the first holds until the second takes over at
    /// once (``holdingWhereValuesCannotBlend(_:blends:)``).
    /// Returns whether an animation was added (else `set` gave the only value).
    @discardableResult
    func animate<Value: KeyframeValue, Target>(_ track: Track<Value>, _ property: AnimatableProperty<Target>,
                                               on layer: Layer, sample: Bool = false, hold: Bool = false,
                                               value: ((Double) -> Value)? = nil,
                                               blends: ((Target, Target) -> Bool)? = nil,
                                               set: (Target) -> Void,
                                               convert: @escaping (Value) throws -> Target) throws -> Bool {
        let firstFrame = remap == nil ? track.firstTime : localFrame(rootInFrame)
        set(try convert(value?(firstFrame) ?? track.value(at: firstFrame)))
        guard track.isAnimated else { return false }
        if sample || hold || remap != nil || value != nil || track.deferred != nil {
            // (A closure made only here: one made for every property was an allocation each.)
            let read = value ?? { track.value(at: $0) }
            return try animateFrameByFrame(track, property, on: layer, hold: hold, blends: blends, set: set) {
                try convert(read($0))
            }
        }
        var points = try keyframed(track, convert: convert)
        if let blends, !points.dropLast().allSatisfy(\.isHold) { points = Self.holdingWhereValuesCannotBlend(points, blends: blends) }
        if points.count == 1, let only = points.first {
            set(only.value)
            return false
        }
        guard let start = points.first?.time, let end = points.last?.time, end > start else { return false }
        var animation = KeyframeAnimation(keyPath: property, values: points.map(\.value))
        animation.keyTimes = points.map { ($0.time - start) / (end - start) }
        if points.dropLast().allSatisfy(\.isHold) {
            animation.calculationMode = .discrete
        } else {
            animation.timingFunctions = points.dropLast().map(\.easing)
        }
        animation.beginTime = start
        animation.duration = end - start
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        try layer.add(animation, forKey: nil)
        return true
    }

    /// ``animate(_:_:on:sample:hold:value:blends:set:convert:)`` for what keyframes cannot
    /// express: `read` (a local frame to the value there) at every root frame of the track's
    /// span, read when frames are drawn.
    private func animateFrameByFrame<Value, Target>(_ track: Track<Value>, _ property: AnimatableProperty<Target>,
                                                    on layer: Layer, hold: Bool, blends: ((Target, Target) -> Bool)?,
                                                    set: (Target) -> Void,
                                                    read: @escaping (Double) throws -> Target) throws -> Bool {
        let same: @Sendable (Target) -> Target = { $0 }
        return try animateFrameByFrame(track, [(property, same)], on: layer, hold: hold, blends: blends, set: set, read: read)
    }

    /// Samples that `read` (a local frame to a sample) gives at every root frame of `track`'s
    /// span, read when frames are drawn and blended between frames as `Sample` blends, each of
    /// `properties` showing its projection of them: one reading, and one blend, for all of them.
    /// Where the track changes only outside the window, `set` gets the sample it holds inside
    /// and nothing is animated. Returns whether animations were added.
    @discardableResult
    func animateFrameByFrame<Value, Sample: Interpolatable & Equatable, Target>(_ track: Track<Value>,
                                                    _ properties: [(AnimatableProperty<Target>, @Sendable (Sample) -> Target)],
                                                    on layer: Layer, hold: Bool = false,
                                                    blends: ((Sample, Sample) -> Bool)? = nil, set: (Sample) -> Void,
                                                    read: @escaping (Double) throws -> Sample) throws -> Bool {
        let (first, last) = sampledSpan(track)
        guard last > first else {
            // The track changes only outside the window: the value it holds inside.
            set(try read(localFrame(min(first, last))))
            return false
        }
        let context = self
        let samples = FrameSamples(first: first, last: last, lock: samplingLock, hold: hold, blends: blends) {
            try read(context.localFrame($0))
        }
        let start = seconds(first)
        for (property, project) in properties {
            try layer.add(SampledAnimation(keyPath: property, samples: samples, beginTime: start,
                                           duration: seconds(last) - start, project: project), forKey: nil)
        }
        return true
    }

    /// `points` with each segment whose ends cannot blend (`blends` false) made a hold: the
    /// first value lasts until the second's time, where a segment of no length jumps to the
    /// second (at equal key times the later value shows, as in Core Animation), so that no
    /// evaluation blends them. A jump on the last segment gets the last value repeated, so that
    /// a time past the end reads it, not the jump.
    static func holdingWhereValuesCannotBlend<Target>(_ points: [AnimationPoint<Target>],
                                                      blends: (Target, Target) -> Bool) -> [AnimationPoint<Target>] {
        guard let last = points.last else { return points }
        var result: [AnimationPoint<Target>] = []
        result.reserveCapacity(points.count)
        var jumpsAtEnd = false
        for point in points {
            if var previous = result.last, !blends(previous.value, point.value) {
                result[result.count - 1].easing = .linear
                previous.time = point.time
                previous.easing = .linear
                result.append(previous)
                jumpsAtEnd = true
            } else {
                jumpsAtEnd = false
            }
            result.append(point)
        }
        if jumpsAtEnd { result.append(last) }
        return result
    }

    /// The track's keyframes as they are: one timing function per segment.
    private func keyframed<Value: KeyframeValue, Target>(_ track: Track<Value>, convert: (Value) throws -> Target)
        throws -> [AnimationPoint<Target>] {
        let keyframes = track.keyframes
        let allHold = keyframes.dropLast().allSatisfy(\.hold)
        var points: [AnimationPoint<Target>] = []
        points.reserveCapacity(keyframes.count)
        for (index, keyframe) in keyframes.enumerated() {
            let time = seconds(rootFrame(keyframe.time))
            if index > 0, !allHold, keyframes[index - 1].hold, let held = points.last {
                // A hold among eased keyframes: the held value up to a hair before this keyframe.
                points.append(AnimationPoint(time: max(time - 1e-6, held.time), value: held.value, easing: .linear))
            }
            points.append(AnimationPoint(time: time, value: try convert(keyframe.value),
                                         easing: keyframe.hold ? .linear : keyframe.easing, isHold: allHold))
        }
        return points
    }

    /// The root frames a track is read at frame by frame: those it spans (the whole root range
    /// under time remapping) within the window; `last` ≤ `first` when it changes only outside.
    func sampledSpan<Value>(_ track: Track<Value>) -> (first: Double, last: Double) {
        var first = max(rootInFrame, window?.lowerBound ?? rootInFrame)
        var last = min(rootOutFrame, window?.upperBound ?? rootOutFrame)
        if remap == nil {
            first = max(first, rootFrame(track.firstTime).rounded(.down))
            last = min(last, rootFrame(track.lastTime).rounded(.up))
        }
        return (first, last)
    }

    /// The track read at every root frame it spans (``sampledSpan(_:)``), blended linearly
    /// between frames.
    func sampled<Value: KeyframeValue, Target>(_ track: Track<Value>, read: (Double) -> Value, cost: Int,
                                               convert: (Value) throws -> Target) throws -> [AnimationPoint<Target>] {
        let (first, last) = sampledSpan(track)
        guard last > first else {
            // The track changes only outside the window: the value it holds inside.
            let frame = min(first, last)
            return [AnimationPoint(time: seconds(frame), value: try convert(read(localFrame(frame))), easing: .linear)]
        }
        let count = Int(saturating: (last - first).rounded(.up)) + 1
        let (total, overflow) = count.multipliedReportingOverflow(by: max(cost, 1))
        try diagnostics.countSamples(overflow ? Int.max : total, at: track.path)
        return try (0..<count).map { step in
            let frame = min(first + Double(step), last)
            return AnimationPoint(time: seconds(frame), value: try convert(read(localFrame(frame))), easing: .linear)
        }
    }
}

/// One value of a keyframe animation being built: at a root time, with the ease of the segment after it.
struct AnimationPoint<Value> {
    var time: Double
    var value: Value
    var easing: TimingFunction
    var isHold = false
}
