// UIKit's image renderer: drawing actions run with a fresh bitmap context made current, and the
// result is a UIImage (or its PNG).
import Foundation
import Lamina
import LaminaQuartzCore

/// Makes images from drawing code, as UIKit's `UIGraphicsImageRenderer`: each
/// ``image(actions:)`` runs the actions with a new transparent bitmap of the bounds at the
/// format's scale pushed as the current UIKit context (so ``UIGraphicsGetCurrentContext()``,
/// `UIColor.setFill()` and `UIBezierPath.fill()` draw into it), in UIKit's coordinates: points,
/// the bounds' origin at the top left, y down.
open class UIGraphicsImageRenderer {
    /// The format the images are made with (a copy of the one given).
    public let format: UIGraphicsImageRendererFormat
    /// The area drawn, in points.
    private let bounds: CGRect

    /// A renderer of `bounds` (points; its origin is the image's top-left corner) with `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format.copy()
    }
    /// A renderer of `bounds` with the default format (the screen's scale).
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }
    /// A renderer of `size` points from the origin with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    /// A renderer of `size` points with the default format (the screen's scale).
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    /// The image `actions` draw, at the format's scale: its size is the bounds' in points
    /// (pixels rounded up, at least one). A size or scale that cannot be drawn (not finite, not
    /// positive, past Lamina's limits) warns, skips the actions and gives one transparent pixel.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context: CGContext
        do {
            context = try CGContext(size: bounds.size, scale: format.scale)
        } catch {
            CAWarnings.warn("UIGraphicsImageRenderer(bounds: \(bounds)) at scale \(format.scale): \(error); not drawn")
            return UIImage(cgImage: CGImage(laminaImage: .placeholder))
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        return rendererContext.currentImage
    }

    /// The PNG of the image `actions` draw (``image(actions:)``); empty, with a warning, if it
    /// cannot be encoded.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        guard let data = image(actions: actions).pngData() else {
            CAWarnings.warn("UIGraphicsImageRenderer.pngData(actions:): the image could not be encoded")
            return Data()
        }
        return data
    }
}
