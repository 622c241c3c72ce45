// What an animation shows at one instant: nothing, or a point in its simple duration.
import Foundation

/// The state of an animation at one parent time, from ``ResolvedTiming``.
public enum TimingState: Hashable, Sendable {
    /// Before the start with no backwards fill: no effect, the model value shows.
    case notStarted
    /// After the end with no forwards fill (or removed on completion): no effect.
    case finished
    /// The animation applies, at the given point of its simple duration.
    case active(TimingSample)

    /// The sample when ``active(_:)``, else nil.
    public var sample: TimingSample? {
        if case .active(let sample) = self { return sample }
        return nil
    }
}

/// Where an active animation is: the input to its timing function and values.
public struct TimingSample: Hashable, Sendable {
    /// Why the animation applies at this instant.
    public enum Phase: Hashable, Sendable {
        /// Before the start, holding the initial state (a backwards fill).
        case fillingBackwards
        /// Inside the active duration.
        case running
        /// After the end, holding the final state (a forwards fill).
        case fillingForwards
    }

    /// Progress through the simple duration, in 0...1, before the timing function: the
    /// forward pass goes 0 → 1, an autoreversed pass 1 → 0.
    public let progress: Double
    /// The same point in local seconds, 0...duration: where a spring is evaluated, and the
    /// parent time of a group's children.
    public let simpleTime: Double
    /// How many whole repeats came before this one (0 in the first); a forward and backward
    /// pass together count as one. Cumulative animations add this many cycles.
    public let iteration: Int
    /// Whether this is a fill or the running animation.
    public let phase: Phase

    /// Creates a sample; `progress` and `simpleTime` should agree (`simpleTime / duration`).
    public init(progress: Double, simpleTime: Double, iteration: Int, phase: Phase) {
        self.progress = progress
        self.simpleTime = simpleTime
        self.iteration = iteration
        self.phase = phase
    }
}
