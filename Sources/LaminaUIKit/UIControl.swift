// UIKit's control base class: a view with enabled, selected and highlighted states.
import Foundation

/// A view that responds to touches with states, as UIKit's `UIControl`. Lamina delivers no
/// events (docs/Porting.md); the states are kept for the drawing that reads them.
open class UIControl: UIView {
    /// Whether the control responds. Default true.
    open var isEnabled = true
    /// Whether the control is selected. Default false.
    open var isSelected = false
    /// Whether a touch is down on the control. Default false.
    open var isHighlighted = false
}
