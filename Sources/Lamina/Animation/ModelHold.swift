// How a transaction at scene time T keeps the past intact: Lamina renders any time, so a model
// value changed at T must still show its old value before T. Each change adds a hold of the
// old value under the layer's existing animations, so those keep animating from the values they
// were made with.
import Foundation

/// Shows a property's earlier model value before the time it changed, as added by
/// ``Transaction/animate(duration:timing:at:_:)`` (unkeyed, beneath every other animation).
public struct ModelHold<Value: Interpolatable & Equatable>: Animation, Equatable {
    /// The property.
    public let keyPath: AnimatableProperty<Value>
    /// The model value before the change.
    public let value: Value
    /// When the change happened, in the layer's time (seconds); the hold applies before it.
    public let changeTime: Double
    /// Unused: a hold applies at every time before ``changeTime``.
    public var timing = TimingParameters()
    /// Unused.
    public var timingFunction: TimingFunction?

    /// Creates a hold of `value` before `changeTime` (layer seconds).
    public init(keyPath: AnimatableProperty<Value>, value: Value, changeTime: Double) {
        self.keyPath = keyPath
        self.value = value
        self.changeTime = changeTime
    }

    /// Throws for a non-finite value or time.
    public func validate() throws {
        try AnimationError.requireFinite(changeTime, "ModelHold changeTime")
        guard value.isFinite else { throw AnimationError.incompatibleValues("ModelHold value: expected finite numbers") }
    }

    /// Writes the old value before the change time.
    public func apply(to node: inout RenderNode, clock: AnimationClock) throws {
        if clock.layerTime < changeTime { keyPath.set(value, in: &node) }
    }

    /// ``changeTime``: the layer changes from the held value to the model value there, and no
    /// more after it.
    public var endTime: Double? { changeTime }
}
