// Evaluates CAMediaTiming at a parent time: repeats, autoreverse, fills and nested groups.
//
// Stage 1, parent → local time, is Apple's CAMediaTiming.h formula; stage 2, local time →
// iteration and progress, follows SMIL 3.0 timing (§5.4.5, "computing the active duration"
// and the simple time of a repeat), since Apple publishes none. See SEMANTICS.md §3.2.
import Foundation

/// Validated timing with its derived durations; evaluates an animation's ``TimingState`` at
/// any parent time. Build one with ``TimingParameters/resolved(defaultDuration:)``.
///
/// With local time `t = (tp − beginTime) · speed + timeOffset` (seconds), simple duration
/// `d`, iteration `I = d · (autoreverses ? 2 : 1)` and active duration `AD` (the repeat
/// duration if set, else `I · max(repeatCount, 1)`):
/// * `t < 0`: the state at `t = 0` if the fill mode fills backwards, else ``TimingState/notStarted``.
/// * `t ≥ AD`: the state at `t = AD` if the fill mode fills forwards and the animation is
///   not removed on completion, else ``TimingState/finished``. When `AD` is a whole number of
///   iterations this is the end of the last iteration (progress 1, or 0 after autoreversing).
/// * otherwise iteration `k = ⌊t / I⌋`, `u = t − k·I`, simple time `u` (or `2d − u` on the
///   way back when autoreversing, `u > d`), progress = simple time / `d`.
///
/// Fills are defined in local time, so with a negative speed "before" means local time
/// below 0, which is reached at parent times *after* the begin time.
public struct ResolvedTiming: Hashable, Sendable {
    /// The parameters, as validated.
    public let parameters: TimingParameters
    /// One forward pass, in local seconds: `duration`, or the default when it was ≤ 0.
    public let simpleDuration: Double
    /// One repeat, in local seconds: twice the simple duration when autoreversing.
    public let iterationDuration: Double
    /// How long the animation plays, in local seconds; `.infinity` when it repeats forever.
    public let activeDuration: Double

    /// Derives the durations; `parameters` must already be validated.
    init(_ parameters: TimingParameters, simpleDuration: Double) {
        self.parameters = parameters
        self.simpleDuration = simpleDuration
        iterationDuration = simpleDuration * (parameters.autoreverses ? 2 : 1)
        if parameters.repeatDuration > 0 {
            activeDuration = parameters.repeatDuration
        } else if parameters.repeatCount >= .greatestFiniteMagnitude {
            activeDuration = .infinity
        } else {
            activeDuration = iterationDuration * (parameters.repeatCount > 0 ? parameters.repeatCount : 1)
        }
    }

    /// The state of an animation attached directly to a layer, at a parent (layer) time in
    /// seconds. Honors ``TimingParameters/isRemovedOnCompletion``.
    public func state(atParentTime parentTime: Double) -> TimingState {
        state(atLocalTime: parameters.localTime(fromParentTime: parentTime),
              isRemovedOnCompletion: parameters.isRemovedOnCompletion)
    }

    /// The state of an animation inside nested groups, at the time of the layer holding the
    /// outermost group, in seconds.
    ///
    /// `groups` lists the enclosing groups' timings, outermost (the one attached to the
    /// layer) first. Each group is evaluated in its parent's time; while it is active its
    /// children run in its simple time, so they are clipped to its active duration and
    /// follow its repeats and autoreverse; while it fills, its children see the filled
    /// time and apply their own fill modes. While a group has no effect, neither do its
    /// children. Only the outermost group's `isRemovedOnCompletion` counts, as in Core
    /// Animation, where only it is attached to the layer.
    public func state(atParentTime parentTime: Double, nestedIn groups: [ResolvedTiming]) -> TimingState {
        var time = parentTime
        for (depth, group) in groups.enumerated() {
            let groupState = group.state(
                atLocalTime: group.parameters.localTime(fromParentTime: time),
                isRemovedOnCompletion: depth == 0 && group.parameters.isRemovedOnCompletion)
            guard let sample = groupState.sample else { return groupState }
            time = sample.simpleTime
        }
        return state(atLocalTime: parameters.localTime(fromParentTime: time),
                     isRemovedOnCompletion: groups.isEmpty && parameters.isRemovedOnCompletion)
    }

    /// The state at local time `t` (after beginTime, speed and timeOffset), in seconds.
    /// NaN, or +∞ with an endless animation, gives ``TimingState/notStarted``.
    private func state(atLocalTime t: Double, isRemovedOnCompletion: Bool) -> TimingState {
        guard !t.isNaN, t < .infinity || activeDuration.isFinite else { return .notStarted }
        if t < 0 {
            return parameters.fillMode.fillsBackwards
                ? .active(sample(atActiveTime: 0, phase: .fillingBackwards)) : .notStarted
        }
        if t >= activeDuration {
            return parameters.fillMode.fillsForwards && !isRemovedOnCompletion
                ? .active(sample(atActiveTime: activeDuration, phase: .fillingForwards)) : .finished
        }
        return .active(sample(atActiveTime: t, phase: .running))
    }

    /// The sample at active time `t` in 0...activeDuration (finite).
    private func sample(atActiveTime t: Double, phase: TimingSample.Phase) -> TimingSample {
        var withinIteration = t.truncatingRemainder(dividingBy: iterationDuration)  // exact
        var iteration = ((t - withinIteration) / iterationDuration).rounded()
        if phase == .fillingForwards && withinIteration == 0 && t > 0 {
            // The end falls on an iteration boundary: hold the end of the last iteration.
            withinIteration = iterationDuration
            iteration -= 1
        }
        let d = simpleDuration
        let local = parameters.autoreverses && withinIteration > d ? 2 * d - withinIteration : withinIteration
        let simpleTime = min(max(local, 0), d)
        return TimingSample(
            progress: simpleTime / d, simpleTime: simpleTime,
            iteration: iteration < 9.0e18 ? Int(iteration) : Int.max, phase: phase)
    }
}
