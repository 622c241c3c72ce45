// Where a layer's contents image sits in its bounds: CALayer's contentsGravity.
import Foundation

/// How a layer's `contents` image is placed in its bounds when their sizes differ, with
/// `CALayerContentsGravity`'s names. Default ``resize``.
///
/// Lamina is y-down, as iOS is: ``top`` places the image at the visual top (minimum y) and
/// ``bottom`` at the visual bottom (maximum y). Core Animation's unflipped macOS layers swap the
/// two; iOS views flip their layers' geometry, so this matches what iOS shows on screen.
public enum ContentsGravity: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Natural size, centred.
    case center
    /// Natural size, centred horizontally, at the visual top (minimum y).
    case top
    /// Natural size, centred horizontally, at the visual bottom (maximum y).
    case bottom
    /// Natural size, centred vertically, at the left edge.
    case left
    /// Natural size, centred vertically, at the right edge.
    case right
    /// Natural size, in the top-left corner.
    case topLeft
    /// Natural size, in the top-right corner.
    case topRight
    /// Natural size, in the bottom-left corner.
    case bottomLeft
    /// Natural size, in the bottom-right corner.
    case bottomRight
    /// Stretched to fill the bounds exactly (the default).
    case resize
    /// Scaled uniformly to fit inside the bounds, centred.
    case resizeAspect
    /// Scaled uniformly to cover the bounds, centred (parts fall outside).
    case resizeAspectFill

    /// The rectangle, in the layer's coordinates, that an image of `size` points occupies in
    /// `bounds`. Parts may lie outside `bounds` (the image is not clipped unless the layer masks
    /// to its bounds). A zero-area image or bounds gives a zero-area rectangle at the centre.
    public func rect(forContentsOfSize size: CGSize, in bounds: CGRect) -> CGRect {
        var drawn = size
        switch self {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else {
                return CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
            }
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            drawn = CGSize(width: size.width * s, height: size.height * s)
        default:
            break
        }
        let x: CGFloat, y: CGFloat
        switch self {
        case .left, .topLeft, .bottomLeft: x = bounds.minX
        case .right, .topRight, .bottomRight: x = bounds.maxX - drawn.width
        default: x = bounds.midX - drawn.width / 2
        }
        switch self {
        case .top, .topLeft, .topRight: y = bounds.minY
        case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - drawn.height
        default: y = bounds.midY - drawn.height / 2
        }
        return CGRect(x: x, y: y, width: drawn.width, height: drawn.height)
    }
}
