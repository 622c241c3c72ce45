// The settings of an image renderer, as UIKit's UIGraphicsImageRendererFormat.
import Foundation

/// How a ``UIGraphicsImageRenderer`` makes its bitmap, as UIKit's
/// `UIGraphicsImageRendererFormat`.
open class UIGraphicsImageRendererFormat {
    /// Pixels per point of the image. Default the screen's, 2 (``UIView/contentScaleFactor``'s
    /// default), as UIKit's is the main screen's.
    open var scale: CGFloat
    /// Whether the bitmap has no alpha channel. Default false. Kept for source compatibility:
    /// Lamina's images always keep their alpha.
    open var opaque = false

    /// A format with the defaults: the screen's scale, not opaque.
    public required init() { scale = UIView.screenScale }

    /// A format for the screen: the defaults, as ``init()``.
    open class func `default`() -> Self { Self() }

    /// A copy, which a renderer keeps so that later changes to this format do not reach it.
    func copy() -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = opaque
        return format
    }
}
