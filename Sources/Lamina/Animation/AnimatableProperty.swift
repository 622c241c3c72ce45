// A typed key for an animatable layer property: the one path by which every animation reads the
// value a layer shows and writes the animated value into a render node. Core Animation names
// these by key-path strings ("opacity", "strokeEnd"); Lamina keeps the strings as keys and adds
// the value type, so an animation of `.opacity` can only carry numbers.
import Foundation

/// An animatable property of a layer, typed by its value, as a Core Animation key path.
///
/// A property reads its current value from a ``RenderNode`` (the committed model value, or the
/// value left by earlier animations) and writes an animated value back. ``ShapeLayer``
/// properties live in the node's ``RenderContent/shape(_:)`` payload and
/// ``GradientLayer`` properties in ``RenderContent/gradient(_:)``; on a node without that
/// content they read nil and an animation of them has no effect.
///
/// Two properties are equal when their keys are.
public struct AnimatableProperty<Value: Interpolatable & Equatable>: Sendable, Hashable, CustomStringConvertible {
    /// Core Animation's key path, e.g. `"opacity"` or `"transform.rotation.z"`; also the key
    /// implicit animations are added under.
    public let key: String
    /// Whether a change inside ``Transaction/animate(duration:timing:at:_:)`` animates this
    /// property by default (Core Animation does not animate `path` implicitly).
    public let isImplicitlyAnimated: Bool
    private let read: @Sendable (RenderNode) -> Value?
    private let write: @Sendable (inout RenderNode, Value) -> Void

    /// Creates a property from how to read and write it on a render node.
    ///
    /// - Parameters:
    ///   - key: The key path name.
    ///   - isImplicitlyAnimated: Whether transactions animate changes of it. Default true.
    ///   - read: The value a node shows, or nil when the node has no such value.
    ///   - write: Stores an animated value into a node (clamping it to what the node allows).
    public init(key: String, isImplicitlyAnimated: Bool = true,
                read: @escaping @Sendable (RenderNode) -> Value?,
                write: @escaping @Sendable (inout RenderNode, Value) -> Void) {
        self.key = key
        self.isImplicitlyAnimated = isImplicitlyAnimated
        self.read = read
        self.write = write
    }

    /// The value `node` shows, or nil when it has none (e.g. a shape property on a plain layer).
    public func value(in node: RenderNode) -> Value? { read(node) }

    /// Writes `value` into `node`.
    public func set(_ value: Value, in node: inout RenderNode) { write(&node, value) }

    /// The key.
    public var description: String { key }

    /// Properties are equal when their keys are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }

    /// Hashes the key.
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

/// An ``AnimatableProperty`` with its value type erased, for the list of properties that
/// transactions watch.
protocol AnyAnimatableProperty: Sendable {
    /// The key path name.
    var key: String { get }
    /// Whether transactions animate this property by default.
    var isImplicitlyAnimated: Bool { get }
    /// Whether the two nodes show different values of this property.
    func differs(_ a: RenderNode, _ b: RenderNode) -> Bool
    /// Core Animation's default action: a basic animation from the value `presented` shows to
    /// the model value, with the transaction's duration and curve; nil when `presented` has no
    /// value of this property.
    func defaultAnimation(from presented: RenderNode, context: ActionContext) -> (any Animation)?
    /// A ``ModelHold`` of the value `before` shows, until `time` (layer seconds); nil when
    /// `before` has no such value.
    func hold(_ before: RenderNode, until time: Double) -> (any Animation)?
}

extension AnimatableProperty: AnyAnimatableProperty {
    func differs(_ a: RenderNode, _ b: RenderNode) -> Bool { read(a) != read(b) }

    func hold(_ before: RenderNode, until time: Double) -> (any Animation)? {
        read(before).map { ModelHold(keyPath: self, value: $0, changeTime: time) }
    }

    func defaultAnimation(from presented: RenderNode, context: ActionContext) -> (any Animation)? {
        guard let from = read(presented) else { return nil }
        var animation = BasicAnimation(keyPath: self, from: from)
        animation.duration = context.duration
        animation.beginTime = context.beginTime
        animation.timingFunction = context.timingFunction
        return animation
    }
}
