// UIImage's orientations, with UIKit's names and raw values.

extension UIImage {
    /// Which way an image's pixels are turned to be shown upright, as `UIImage.Orientation`
    /// (same raw values). Lamina draws every image as ``up``.
    public enum Orientation: Int, Sendable {
        /// As stored (the default).
        case up = 0
        /// Turned 180°.
        case down = 1
        /// Turned 90° counterclockwise.
        case left = 2
        /// Turned 90° clockwise.
        case right = 3
        /// Mirrored left to right.
        case upMirrored = 4
        /// Mirrored top to bottom.
        case downMirrored = 5
        /// As ``left``, mirrored.
        case leftMirrored = 6
        /// As ``right``, mirrored.
        case rightMirrored = 7
    }
}
