// CAAnimation as a protocol: an animation has CAMediaTiming timing, an optional timing curve,
// and knows how to change a render node at a time. Concrete animations are values (structs):
// adding one to a layer copies it, as Core Animation copies an animation on add.
import Foundation

/// An animation of a layer's properties, as Core Animation's `CAAnimation`: ``BasicAnimation``,
/// ``KeyframeAnimation``, ``SpringAnimation`` and ``AnimationGroup``.
///
/// Its timing (``MediaTiming``: `beginTime`, `duration`, `speed`, `repeatCount`, …) is stored in
/// ``timing``; the `MediaTiming` properties read and write it. Times are seconds in the time of
/// the layer the animation is added to.
public protocol Animation: MediaTiming, Sendable {
    /// The timing: Core Animation's defaults, and `isRemovedOnCompletion` (default true).
    var timing: TimingParameters { get set }
    /// Paces progress through each simple duration. Default nil, which is linear.
    var timingFunction: TimingFunction? { get set }

    /// Checks every parameter and value, so that evaluation cannot fail later.
    ///
    /// - Throws: ``AnimationError`` naming the first bad parameter (non-finite values, bad
    ///   timing, key times that do not fit the values, …).
    func validate() throws

    /// Applies the animation to `node` at the time `clock` gives: writes the animated values
    /// of its properties, or leaves the node as it is while the animation has no effect.
    ///
    /// - Throws: ``AnimationError`` when values cannot be combined (e.g. paths of different
    ///   structure).
    func apply(to node: inout RenderNode, clock: AnimationClock) throws

    /// Whether `other` is the same animation (same type and equal parameters).
    func isEqual(to other: any Animation) -> Bool

    /// When the animation stops changing the layer, in the layer's time (seconds): after it the
    /// layer shows its model value, or the held final value of a forwards fill; nil when it
    /// never stops. The default derives it from ``timing``.
    var endTime: Double? { get }
}

extension Animation {
    /// When the animation begins, in the layer's time (seconds). Default 0.
    public var beginTime: Double { get { timing.beginTime } set { timing.beginTime = newValue } }
    /// One simple pass in seconds; 0 (the default) means 0.25 s.
    public var duration: Double { get { timing.duration } set { timing.duration = newValue } }
    /// Local time rate. Default 1.
    public var speed: Double { get { timing.speed } set { timing.speed = newValue } }
    /// Added to local time, in seconds. Default 0.
    public var timeOffset: Double { get { timing.timeOffset } set { timing.timeOffset = newValue } }
    /// Number of plays, fractional allowed, `.infinity` forever. Default 0 (once).
    public var repeatCount: Double { get { timing.repeatCount } set { timing.repeatCount = newValue } }
    /// Seconds to repeat for; 0 (the default) means unused.
    public var repeatDuration: Double { get { timing.repeatDuration } set { timing.repeatDuration = newValue } }
    /// Whether each repeat plays forward then backward. Default false.
    public var autoreverses: Bool { get { timing.autoreverses } set { timing.autoreverses = newValue } }
    /// What shows outside the active duration. Default ``FillMode/removed``.
    public var fillMode: FillMode { get { timing.fillMode } set { timing.fillMode = newValue } }
    /// Whether the animation stops affecting the layer when it ends. Default true.
    public var isRemovedOnCompletion: Bool {
        get { timing.isRemovedOnCompletion } set { timing.isRemovedOnCompletion = newValue }
    }

    /// When the animation stops changing the layer, in the layer's time (seconds): `beginTime`
    /// plus the active duration at its speed, whether it is then removed or holds its last value
    /// (Core Animation's `fillMode = .forwards` with `isRemovedOnCompletion = false`, the usual
    /// way a progress ring stays full); nil when it never stops (repeats forever, or pauses with
    /// speed 0) or plays backwards.
    public var endTime: Double? {
        guard let resolved = try? timing.resolved(), resolved.activeDuration.isFinite, timing.speed > 0 else {
            return nil
        }
        return timing.beginTime + (resolved.activeDuration - timing.timeOffset) / timing.speed
    }
}

extension Animation where Self: Equatable {
    /// Equal when `other` has this type and equal parameters.
    public func isEqual(to other: any Animation) -> Bool { (other as? Self) == self }
}

/// The time an animation is evaluated at: the layer's local time, and the groups the animation
/// sits in (outermost first).
public struct AnimationClock: Sendable {
    /// The layer's local time in seconds: the parent time of an animation added to the layer.
    public let layerTime: Double
    /// The enclosing groups' timings, outermost first.
    let groups: [ResolvedTiming]

    /// A clock at `layerTime` (seconds of the layer's time) outside any group.
    public init(layerTime: Double) {
        self.layerTime = layerTime
        groups = []
    }

    private init(layerTime: Double, groups: [ResolvedTiming]) {
        self.layerTime = layerTime
        self.groups = groups
    }

    /// The state of an animation with `timing` at this clock's time, inside its groups. A
    /// duration of 0 or less means the enclosing group's simple duration (outside groups,
    /// 0.25 s).
    ///
    /// - Throws: ``AnimationError`` for invalid timing.
    public func state(of timing: TimingParameters) throws -> TimingState {
        let defaultDuration = groups.last?.simpleDuration ?? TimingParameters.defaultDuration
        return try timing.resolved(defaultDuration: defaultDuration).state(atParentTime: layerTime, nestedIn: groups)
    }

    /// The clock the children of a group with `timing` run on.
    ///
    /// - Throws: ``AnimationError`` for invalid timing.
    public func nested(in timing: TimingParameters) throws -> AnimationClock {
        AnimationClock(layerTime: layerTime, groups: groups + [try timing.resolved()])
    }
}
