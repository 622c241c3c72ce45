// Core Animation's timing protocol with Apple's types (Float counts and speeds).
import Foundation

/// An object with its own time space, as `CAMediaTiming`: layers and animations.
public protocol CAMediaTiming: AnyObject {
    /// When the object begins, in its parent's time (seconds). Default 0.
    var beginTime: CFTimeInterval { get set }
    /// One simple pass in seconds. Default 0 (an animation then takes 0.25 s).
    var duration: CFTimeInterval { get set }
    /// Local time rate. Default 1.
    var speed: Float { get set }
    /// Added to local time, in seconds. Default 0.
    var timeOffset: CFTimeInterval { get set }
    /// Number of plays; `HUGE` or `.infinity` forever. Default 0 (once).
    var repeatCount: Float { get set }
    /// Seconds to repeat for. Default 0 (unused).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each repeat plays back after forward. Default false.
    var autoreverses: Bool { get set }
    /// What shows outside the active time. Default ``CAMediaTimingFillMode/removed``.
    var fillMode: CAMediaTimingFillMode { get set }
}
