// UIKit's content modes.
import Foundation

extension UIView {
    /// How a view's drawn contents follow a new size, as UIKit's `UIView.ContentMode`. Lamina
    /// draws again for `.redraw`; the others keep the drawn image, stretched to the bounds.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill the bounds.
        case scaleToFill
        /// Scaled to fit, keeping its aspect.
        case scaleAspectFit
        /// Scaled to fill, keeping its aspect.
        case scaleAspectFill
        /// Drawn again at the new size.
        case redraw
        /// Centred, unscaled.
        case center
        /// At the top, unscaled.
        case top
        /// At the bottom, unscaled.
        case bottom
        /// At the left, unscaled.
        case left
        /// At the right, unscaled.
        case right
        /// At the top left, unscaled.
        case topLeft
        /// At the top right, unscaled.
        case topRight
        /// At the bottom left, unscaled.
        case bottomLeft
        /// At the bottom right, unscaled.
        case bottomRight
    }
}
