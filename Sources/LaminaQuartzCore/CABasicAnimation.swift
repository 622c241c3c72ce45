// CABasicAnimation: from / to / by values, made a Lamina BasicAnimation of the resolved
// property.
import Foundation
import Lamina

/// An animation of one property between two values, as `CABasicAnimation`: which values it
/// runs between follows from which of ``fromValue``, ``toValue`` and ``byValue`` are set.
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value. Default nil.
    public var fromValue: Any?
    /// The end value. Default nil.
    public var toValue: Any?
    /// A relative change. Default nil.
    public var byValue: Any?

    override func makeLaminaAnimation() -> (any Animation)? { build(with: Builder(animation: self)) }

    /// Builds a ``BasicAnimation``.
    private struct Builder: CAAnimationBuilder {
        let animation: CABasicAnimation

        func make<Value: CAValueConvertible>(_ property: AnimatableProperty<Value>) -> (any Animation)? {
            guard let values = animation.values(for: property) else { return nil }
            var result = BasicAnimation(keyPath: property, from: values.from, to: values.to, by: values.by)
            animation.applyTiming(to: &result)
            result.isAdditive = animation.addsToLayerValue
            result.isCumulative = animation.isCumulative
            return result
        }
    }
}

extension CABasicAnimation {
    /// `fromValue`, `toValue` and `byValue` as values of `property`; nil when one of them holds
    /// a value of another type (each such value warns, and the animation is skipped, as Core
    /// Animation ignores it).
    func values<Value: CAValueConvertible>(for property: AnimatableProperty<Value>)
        -> (from: Value?, to: Value?, by: Value?)? {
        let from = CAKeyPath.convert(fromValue, for: property, name: "fromValue")
        let to = CAKeyPath.convert(toValue, for: property, name: "toValue")
        let by = CAKeyPath.convert(byValue, for: property, name: "byValue")
        guard from.ok, to.ok, by.ok else { return nil }
        return (from.value, to.value, by.value)
    }
}
