// UIKit's event: the touches of one moment.
import Foundation

/// The touches of one moment, as UIKit's `UIEvent`.
open class UIEvent {
    /// The touches of the event. Default nil.
    open var allTouches: Set<UITouch>?

    /// An event holding `touches`.
    public init(touches: Set<UITouch>? = nil) { allTouches = touches }
}
