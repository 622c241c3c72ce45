// CAAnimation: a mutable description of an animation, as on iOS. Adding one to a layer turns a
// copy of it into one of Lamina's animation values (the key path resolved then), so later
// changes to the object, as iOS code makes in loops, never reach animations already added.
import Foundation
import Lamina

/// The abstract base of Core Animation's animations, as `CAAnimation`: timing and a timing
/// curve. Defaults are Apple's.
open class CAAnimation: CAMediaTiming, CAAction {
    /// When the animation begins, in the layer's time; 0 (the default) means when it is added.
    public var beginTime: CFTimeInterval = 0
    /// One simple pass in seconds; 0 (the default) means 0.25 s, or the group's duration.
    public var duration: CFTimeInterval = 0
    /// Local time rate. Default 1.
    public var speed: Float = 1
    /// Added to local time. Default 0.
    public var timeOffset: CFTimeInterval = 0
    /// Number of plays; `HUGE` or `.infinity` forever. Default 0 (once).
    public var repeatCount: Float = 0
    /// Seconds to repeat for. Default 0 (unused).
    public var repeatDuration: CFTimeInterval = 0
    /// Whether each repeat plays back after forward. Default false.
    public var autoreverses = false
    /// What shows outside the active time. Default ``CAMediaTimingFillMode/removed``.
    public var fillMode: CAMediaTimingFillMode = .removed
    /// Paces each pass. Default nil (linear).
    public var timingFunction: CAMediaTimingFunction?
    /// Whether the animation stops affecting the layer when it ends. Default true.
    public var isRemovedOnCompletion = true
    /// Receives the animation's start and stop; kept for source compatibility (Lamina renders
    /// offline and calls nothing). Default nil.
    public var delegate: AnyObject?

    /// An animation with Core Animation's defaults.
    public init() {}

    /// Adds the animation to `anObject` (a ``CALayer``) under `event`, as a layer's action:
    /// what runs when the property `event` names changes. Another object is left alone.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// The Lamina animation this one describes, for a layer; nil (after a warning) when it
    /// cannot animate anything. Subclasses build their own kind.
    func makeLaminaAnimation() -> (any Animation)? {
        CAWarnings.warn("\(type(of: self)) animates nothing on its own; animation skipped")
        return nil
    }

    /// Copies this animation's timing into `animation`.
    func applyTiming<A: Animation>(to animation: inout A) {
        animation.beginTime = beginTime
        animation.duration = duration
        animation.speed = Double(speed)
        animation.timeOffset = timeOffset
        animation.repeatCount = repeatCount.isInfinite || repeatCount >= .greatestFiniteMagnitude ? .infinity : Double(repeatCount)
        animation.repeatDuration = repeatDuration
        animation.autoreverses = autoreverses
        animation.fillMode = fillMode.laminaFillMode
        animation.isRemovedOnCompletion = isRemovedOnCompletion
        animation.timingFunction = timingFunction?.laminaTimingFunction
    }
}
