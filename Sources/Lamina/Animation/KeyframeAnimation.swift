// CAKeyframeAnimation: a property through a list of values (SEMANTICS §3.4, Apple's
// CAAnimation.h). Cubic mode is the Catmull-Rom spline (Kochanek-Bartels with tension,
// continuity and bias 0, Core Animation's default).
import Foundation

/// How a keyframe animation moves between its values, as `CAAnimationCalculationMode`.
public enum CalculationMode: String, Hashable, Sendable, CaseIterable {
    /// Straight blends between neighbouring values. The default.
    case linear
    /// Each value holds until the next key time; no blending.
    case discrete
    /// Linear, with key times spaced by the distance between values (or arc length along a
    /// path) so the value moves at constant speed; ``KeyframeAnimation/keyTimes`` and
    /// ``KeyframeAnimation/timingFunctions`` are ignored.
    case paced
    /// A smooth Catmull-Rom spline through the values.
    case cubic
    /// ``cubic`` with key times spaced as for ``paced``.
    case cubicPaced

    /// Whether key times come from distances.
    var isPaced: Bool { self == .paced || self == .cubicPaced }
}

/// Animates one property through a sequence of values, as `CAKeyframeAnimation`.
///
/// Value i shows at ``keyTimes``[i] (fractions 0…1 of the duration, non-decreasing, one per
/// value); without key times the values are spaced evenly (value i at i/(n−1); for
/// ``CalculationMode/discrete``, n equal slices). ``timingFunctions`` (n−1, one per segment)
/// pace each segment after the animation's own ``timingFunction`` paces the whole. A
/// ``path`` (positions only) replaces the values: see KeyframeAnimation+Path.swift.
public struct KeyframeAnimation<Value: Interpolatable & Equatable>: PropertyAnimation, Equatable {
    /// The animated property.
    public let keyPath: AnimatableProperty<Value>
    /// The keyframe values. Default empty.
    public var values: [Value]
    /// When each value shows, as fractions 0…1 of the duration. Default nil (evenly spaced).
    /// For ``CalculationMode/discrete`` there may be one more key time than values.
    public var keyTimes: [Double]?
    /// One curve per segment between values. Default nil (linear segments).
    public var timingFunctions: [TimingFunction]?
    /// How values are blended. Default ``CalculationMode/linear``.
    public var calculationMode: CalculationMode = .linear
    /// A path for a position to follow; only for `CGPoint` properties. Each drawing element is
    /// one keyframe, crossed by the element's own Bézier parameter as Core Animation does (so
    /// not at constant speed), or by arc length in the paced modes. Default nil.
    public var path: BezierPath? {
        didSet { pathTrack = path.map(PathTrack.init) }
    }
    /// The path measured, kept in step with ``path``.
    private(set) var pathTrack: PathTrack?
    /// Whether the layer turns to the path's direction. Default nil (no rotation).
    public var rotationMode: RotationMode?
    /// The timing (Core Animation's defaults).
    public var timing = TimingParameters()
    /// Paces the whole animation. Default nil (linear).
    public var timingFunction: TimingFunction?
    /// Whether the value is added to the current value. Default false.
    public var isAdditive = false
    /// Whether repeats accumulate (by last − first value). Default false.
    public var isCumulative = false

    /// Creates a keyframe animation of `keyPath` through `values`.
    public init(keyPath: AnimatableProperty<Value>, values: [Value] = []) {
        self.keyPath = keyPath
        self.values = values
    }

    /// Throws for invalid timing, non-finite values, key times outside 0…1, decreasing or not
    /// matching the values, a timing-function count other than n−1, or a path on a
    /// non-point property.
    public func validate() throws {
        _ = try timing.resolved()
        if let path { return try validatePath(path) }
        guard !values.isEmpty else { throw AnimationError.incompatibleValues("a keyframe animation needs values or a path") }
        // An index loop: in this unspecialised generic context, `firstIndex(where:)` looked up
        // its types' conformances afresh on every call (about 40,000 instructions each).
        for index in values.indices where !values[index].isFinite {
            throw AnimationError.incompatibleValues("values[\(index)]: expected finite numbers, found \(values[index])")
        }
        if let keyTimes {
            let isDiscrete = calculationMode == .discrete
            guard keyTimes.count == values.count || isDiscrete && keyTimes.count == values.count + 1 else {
                let allowed = isDiscrete ? "\(values.count) or \(values.count + 1)" : "\(values.count)"
                throw AnimationError.incompatibleValues(
                    "keyTimes: expected \(allowed) key times for \(values.count) values, found \(keyTimes.count)")
            }
            try Self.validateKeyTimes(keyTimes)
        }
        if let timingFunctions, values.count > 1, timingFunctions.count != values.count - 1 {
            throw AnimationError.incompatibleValues(
                "timingFunctions: expected \(values.count - 1) (one per segment), found \(timingFunctions.count)")
        }
        if calculationMode.isPaced { _ = try pacedKeyTimes(values) }
    }

    /// The value at the sample's progress, by the calculation mode.
    public func value(at sample: TimingSample, current: Value) throws -> Value {
        let progress = easedProgress(sample)
        if let path { return try pathValue(path, progress: progress) }
        guard let first = values.first else { return current }
        if values.count == 1 { return first }
        if calculationMode == .discrete {
            let times = keyTimes ?? values.indices.map { Double($0) / Double(values.count) }
            let index = Self.lastKeyTime(in: times, atOrBefore: progress) ?? 0
            return values[min(index, values.count - 1)]
        }
        let times = calculationMode.isPaced ? try pacedKeyTimes(values) : keyTimes ?? Self.evenKeyTimes(values.count)
        let (index, fraction) = segment(at: progress, keyTimes: times)
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            return try catmullRom(index, fraction)
        }
        return try Value.interpolate(values[index], values[index + 1], fraction: fraction)
    }

    /// The first and last values.
    public func cycleEnds(current: Value) throws -> (start: Value, end: Value) {
        if let path { return (try pathValue(path, progress: 0), try pathValue(path, progress: 1)) }
        return (values.first ?? current, values.last ?? current)
    }

    /// Keyframe animations are equal when all their parameters are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.keyPath == rhs.keyPath && lhs.values == rhs.values && lhs.keyTimes == rhs.keyTimes
            && lhs.timingFunctions == rhs.timingFunctions && lhs.calculationMode == rhs.calculationMode
            && lhs.path == rhs.path && lhs.rotationMode == rhs.rotationMode && lhs.timing == rhs.timing
            && lhs.timingFunction == rhs.timingFunction && lhs.isAdditive == rhs.isAdditive
            && lhs.isCumulative == rhs.isCumulative
    }

    // MARK: Segments

    /// i/(n−1) for i in 0..<n.
    static func evenKeyTimes(_ count: Int) -> [Double] {
        count < 2 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// The index of the last of `times` (non-decreasing) at or before `progress`, nil when none
    /// is: a binary search, so a long list costs little per frame.
    static func lastKeyTime(in times: [Double], atOrBefore progress: Double) -> Int? {
        var low = 0, high = times.count  // times[..<low] are ≤ progress, times[high...] are not
        while low < high {
            let mid = low + (high - low) / 2
            if times[mid] <= progress { low = mid + 1 } else { high = mid }
        }
        return low > 0 ? low - 1 : nil
    }

    /// Throws unless `keyTimes` are finite, in 0…1 and non-decreasing.
    static func validateKeyTimes(_ keyTimes: [Double]) throws {
        for (index, time) in keyTimes.enumerated() {
            guard (0...1).contains(time) else {
                throw AnimationError.invalidParameter(parameter: "keyTimes[\(index)]", expected: "a value in 0...1", found: time)
            }
            if index > 0, time < keyTimes[index - 1] {
                throw AnimationError.invalidParameter(
                    parameter: "keyTimes[\(index)]", expected: "a value ≥ \(keyTimes[index - 1]) (non-decreasing)", found: time)
            }
        }
    }

    /// Key times proportional to the cumulative distance between values; even when all
    /// values coincide.
    private func pacedKeyTimes(_ values: [Value]) throws -> [Double] {
        var cumulative = [0.0]
        for index in values.indices.dropFirst() {
            cumulative.append(cumulative[index - 1] + (try values[index - 1].distance(to: values[index])))
        }
        guard let total = cumulative.last, total > 0, total.isFinite else { return Self.evenKeyTimes(values.count) }
        return cumulative.map { $0 / total }
    }

    /// The segment holding `progress` and the eased fraction through it (1 past the last key
    /// time, 0 before the first).
    func segment(at progress: Double, keyTimes times: [Double]) -> (index: Int, fraction: Double) {
        let last = times.count - 2
        let index = min(max(Self.lastKeyTime(in: times, atOrBefore: progress) ?? 0, 0), last)
        let span = times[index + 1] - times[index]
        var fraction = span > 0 ? (progress - times[index]) / span : 1
        fraction = min(max(fraction, 0), 1)
        if !calculationMode.isPaced, let functions = timingFunctions, index < functions.count {
            fraction = functions[index].value(at: fraction)
        }
        return (index, fraction)
    }

    /// The Catmull-Rom spline between values i and i+1, with the end values repeated past the
    /// ends: `p1 + h01·(p2 − p1) + h10·m1 + h11·m2` with tangents `m = (next − previous)/2`,
    /// built from Interpolatable's blend, add and subtract so every value type works.
    private func catmullRom(_ i: Int, _ u: Double) throws -> Value {
        let p0 = values[max(i - 1, 0)], p1 = values[i], p2 = values[i + 1], p3 = values[min(i + 2, values.count - 1)]
        let u2 = u * u, u3 = u2 * u
        let h01 = -2 * u3 + 3 * u2, h10 = u3 - 2 * u2 + u, h11 = u3 - u2
        let chord = try Value.interpolate(p1, p2, fraction: h01)
        let inTangent = try Value.interpolate(p0, p2, fraction: h10 / 2).subtracting(p0)
        let outTangent = try Value.interpolate(p1, p3, fraction: h11 / 2).subtracting(p1)
        return try chord.adding(inTangent).adding(outTangent)
    }
}
