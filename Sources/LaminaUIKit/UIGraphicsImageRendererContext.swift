// What an image renderer's drawing actions receive, as UIKit's UIGraphicsImageRendererContext.
import Foundation
import Lamina
import LaminaQuartzCore

/// The drawing environment a ``UIGraphicsImageRenderer`` hands its actions, as UIKit's
/// `UIGraphicsImageRendererContext`: the Core Graphics context (UIKit's coordinates: points,
/// origin top left, y down), the format, and the image drawn so far.
open class UIGraphicsImageRendererContext {
    /// The context drawn into; also ``UIGraphicsGetCurrentContext()`` while the actions run.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    /// A context for `cgContext`; only a renderer makes one, as in UIKit.
    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// What has been drawn so far, at the format's scale (a copy).
    open var currentImage: UIImage {
        let image = cgContext.makeImage() ?? CGImage(laminaImage: .placeholder)
        return UIImage(cgImage: image, scale: cgContext.canvas.scale, orientation: .up)
    }

    /// Fills `rect` (points) with the fill colour (`UIColor.setFill()`).
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes `rect` (points) with the stroke colour (`UIColor.setStroke()`) and the context's
    /// line width (default 1 point), centred on its edges.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Intersects the clip with `rect` (points).
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
