// What basic, keyframe and spring animations share, as CAPropertyAnimation: a typed key path,
// additive and cumulative composition (SEMANTICS §3.3), and applying the value to a node.
import Foundation

/// An animation of one property, as `CAPropertyAnimation`.
public protocol PropertyAnimation: Animation {
    /// The type of the animated value.
    associatedtype Value: Interpolatable & Equatable
    /// The animated property.
    var keyPath: AnimatableProperty<Value> { get }
    /// Whether the animated value is added to the current value instead of replacing it
    /// (transforms concatenate: the animated transform first). Default false.
    var isAdditive: Bool { get set }
    /// Whether each repeat starts where the previous one ended: the value of repeat k is the
    /// value of the first repeat plus k times (end − start). Default false.
    var isCumulative: Bool { get set }

    /// The animation's own value at `sample`, before additive and cumulative composition.
    /// `current` is the value the node shows beneath this animation.
    func value(at sample: TimingSample, current: Value) throws -> Value

    /// The values at the start and the end of one repeat, for cumulative animations.
    func cycleEnds(current: Value) throws -> (start: Value, end: Value)
}

extension PropertyAnimation {
    /// Writes the animated value of ``keyPath`` into `node` while the animation is active.
    public func apply(to node: inout RenderNode, clock: AnimationClock) throws {
        try applyValue(to: &node, clock: clock)
    }

    /// The shared part of ``apply(to:clock:)``: the value, composed, written.
    func applyValue(to node: inout RenderNode, clock: AnimationClock) throws {
        guard let sample = try clock.state(of: timing).sample, let current = keyPath.value(in: node) else { return }
        var value = try value(at: sample, current: current)
        if isCumulative, sample.iteration > 0 {
            let (start, end) = try cycleEnds(current: current)
            value = try value.adding(try Value.interpolate(start, end, fraction: Double(sample.iteration)).subtracting(start))
        }
        if isAdditive { value = try current.adding(value) }
        keyPath.set(value, in: &node)
    }

    /// `timingFunction` applied to the sample's progress (linear when nil).
    func easedProgress(_ sample: TimingSample) -> Double {
        (timingFunction ?? .linear).value(at: sample.progress)
    }
}

/// A property animation between two values given as from / to / by: ``BasicAnimation`` and
/// ``SpringAnimation`` (as `CASpringAnimation` is a `CABasicAnimation`).
public protocol FromToByAnimation: PropertyAnimation {
    /// The from, to and by values.
    var range: ValueRange<Value> { get set }
}

extension FromToByAnimation {
    /// The start value. Default nil.
    public var fromValue: Value? { get { range.from } set { range.from = newValue } }
    /// The end value. Default nil.
    public var toValue: Value? { get { range.to } set { range.to = newValue } }
    /// A relative change. Default nil.
    public var byValue: Value? { get { range.by } set { range.by = newValue } }

    /// The start and end values (see ``ValueRange/endpoints(current:)``).
    public func cycleEnds(current: Value) throws -> (start: Value, end: Value) {
        try range.endpoints(current: current)
    }
}

/// The from / to / by values of a basic or spring animation, resolved by the table of
/// SEMANTICS §3.3 (Apple's CAAnimation.h).
public struct ValueRange<Value: Interpolatable & Equatable>: Equatable, Sendable {
    /// The start value, or nil.
    public var from: Value?
    /// The end value, or nil.
    public var to: Value?
    /// The relative change, or nil.
    public var by: Value?

    /// Creates a range; at most two of the values should be set.
    public init(from: Value? = nil, to: Value? = nil, by: Value? = nil) {
        self.from = from
        self.to = to
        self.by = by
    }

    /// Throws unless every set value is finite and at most two are set.
    public func validate() throws {
        for (value, name) in [(from, "fromValue"), (to, "toValue"), (by, "byValue")] {
            if let value, !value.isFinite {
                throw AnimationError.incompatibleValues("\(name): expected finite numbers, found \(value)")
            }
        }
        if from != nil && to != nil && by != nil {
            throw AnimationError.incompatibleValues("fromValue, toValue and byValue are all set; set at most two")
        }
    }

    /// The start and end values, given the value `current` shows beneath the animation.
    ///
    /// - Throws: When adding or subtracting `by` fails.
    public func endpoints(current: Value) throws -> (start: Value, end: Value) {
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, try from.adding(by))
        case let (nil, to?, by?): return (try to.subtracting(by), to)
        case let (from?, nil, nil): return (from, current)
        case let (nil, to?, nil): return (current, to)
        case let (nil, nil, by?): return (current, try current.adding(by))
        case (nil, nil, nil): return (current, current)
        }
    }
}
