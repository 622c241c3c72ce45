// CAAnimationGroup: child animations in the group's time, made a Lamina AnimationGroup. A
// child that cannot animate anything is left out (with its warning), as Core Animation ignores it.
import Foundation
import Lamina

/// Animations that run together in the group's time, as `CAAnimationGroup`.
open class CAAnimationGroup: CAAnimation {
    /// The animations. Default nil.
    public var animations: [CAAnimation]?

    override func makeLaminaAnimation() -> (any Animation)? {
        var group = AnimationGroup((animations ?? []).compactMap { $0.makeLaminaAnimation() })
        applyTiming(to: &group)
        // Core Animation paces a group's children by the group's curve when they have none.
        if let curve = timingFunction?.laminaTimingFunction {
            group.animations = group.animations.map { Self.paced($0, by: curve) }
        }
        return group
    }

    /// `animation` with `curve` as its timing function when it has none of its own.
    private static func paced(_ animation: any Animation, by curve: TimingFunction) -> any Animation {
        guard animation.timingFunction == nil else { return animation }
        var copy = animation
        copy.timingFunction = curve
        return copy
    }
}
