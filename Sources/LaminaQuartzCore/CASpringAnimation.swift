// CASpringAnimation: a basic animation driven by a damped spring, made a Lamina
// SpringAnimation.
import Foundation
import Lamina

/// A spring-driven animation between two values, as `CASpringAnimation`. Defaults are
/// Apple's: mass 1, stiffness 100, damping 10, initial velocity 0.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring (> 0). Default 1.
    public var mass: CGFloat = 1
    /// The spring's stiffness (> 0). Default 100.
    public var stiffness: CGFloat = 100
    /// The damping (≥ 0). Default 10.
    public var damping: CGFloat = 10
    /// The starting speed, in fractions of the distance per second. Default 0.
    public var initialVelocity: CGFloat = 0

    /// How long the spring takes to settle, in seconds.
    public var settlingDuration: CFTimeInterval {
        var spring = SpringAnimation(keyPath: AnimatableProperty<CGFloat>.opacity)
        setSpring(&spring)
        return spring.settlingDuration
    }

    /// Copies the spring's parameters into `spring`.
    private func setSpring<Value>(_ spring: inout SpringAnimation<Value>) {
        spring.mass = Double(mass)
        spring.stiffness = Double(stiffness)
        spring.damping = Double(damping)
        spring.initialVelocity = Double(initialVelocity)
    }

    override func makeLaminaAnimation() -> (any Animation)? { build(with: Builder(animation: self)) }

    /// Builds a ``SpringAnimation``.
    private struct Builder: CAAnimationBuilder {
        let animation: CASpringAnimation

        func make<Value: CAValueConvertible>(_ property: AnimatableProperty<Value>) -> (any Animation)? {
            guard let values = animation.values(for: property) else { return nil }
            var result = SpringAnimation(keyPath: property, from: values.from, to: values.to, by: values.by)
            animation.setSpring(&result)
            animation.applyTiming(to: &result)
            result.isAdditive = animation.addsToLayerValue
            result.isCumulative = animation.isCumulative
            return result
        }
    }
}
