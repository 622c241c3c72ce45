// UIImage over CGImage (and so over Lamina's Image): decoded from PNG, JPEG, GIF or WebP by
// Lamina's decoders, encoded as PNG by Lamina's encoder, drawn upright into the current UIKit
// context.
import Foundation
import Lamina
import LaminaQuartzCore

/// An immutable image, as UIKit's `UIImage`: a ``CGImage`` with a scale (pixels per point), an
/// orientation and a rendering mode.
///
/// Only ``Orientation/up`` is drawn as such: an image made with another orientation warns
/// (``CAWarnings``) and is drawn, measured and encoded as `.up` (its ``imageOrientation``
/// still reads back as given).
open class UIImage {
    /// The pixels.
    private let image: CGImage
    /// Pixels per point: an image of 200 × 100 pixels at scale 2 is 100 × 50 points. Default 1.
    public let scale: CGFloat
    /// The orientation given when the image was made. Default ``Orientation/up``.
    public let imageOrientation: Orientation
    /// How an image view would draw it: the image's colours, or its alpha in the tint colour.
    /// `draw(in:)` always draws the image's colours, as in UIKit. Default
    /// ``ImageRenderingMode/automatic``.
    public let renderingMode: RenderingMode

    /// UIKit's rendering modes: Lamina's ``ImageRenderingMode``.
    public typealias RenderingMode = ImageRenderingMode

    /// The one initialiser every other calls; `scale` is known to be positive and finite.
    private init(image: CGImage, scale: CGFloat, orientation: Orientation, renderingMode: RenderingMode) {
        self.image = image
        self.scale = scale
        self.imageOrientation = orientation
        self.renderingMode = renderingMode
    }

    /// An image of `cgImage` at `scale` pixels per point in `orientation`. A scale that is not
    /// positive and finite is 1, and an orientation other than `.up` is drawn as `.up`, each
    /// with a warning.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        if orientation != .up {
            CAWarnings.warn("UIImage orientation \(orientation): Lamina draws images as .up")
        }
        let valid = scale.isFinite && scale > 0
        if !valid { CAWarnings.warn("UIImage scale \(scale): expected a finite value > 0; 1 used") }
        self.init(image: cgImage, scale: valid ? scale : 1, orientation: orientation, renderingMode: .automatic)
    }

    /// An image of `cgImage` at scale 1, orientation `.up`.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    /// An image decoded from `data` (PNG, JPEG, GIF's first frame or WebP, told apart by their
    /// first bytes) at `scale` pixels per point; nil when the bytes are not a readable image of
    /// those formats or are larger than Lamina's image limits.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let format = ImageFormat(sniffing: data),
              let decoded = try? format.decode(data, source: "data") else { return nil }
        self.init(cgImage: CGImage(laminaImage: decoded), scale: scale, orientation: .up)
    }

    /// An image decoded from `data` at scale 1; nil when it is not a readable image
    /// (``init(data:scale:)``).
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// The image in the file at `path`; nil when it cannot be read or decoded
    /// (``init(data:scale:)``). As in UIKit, a name ending in `@2x` or `@3x` before its extension
    /// (`icon@2x.png`) gives that scale; otherwise the scale is 1.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: Self.scale(ofFileNamed: path))
    }

    /// The scale a file name's `@Nx` suffix gives (`icon@2x.png` is 2), or 1.
    private static func scale(ofFileNamed path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        guard let at = stem.lastIndex(of: "@"), stem.hasSuffix("x"),
              let factor = Int(stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]),
              factor > 0 else { return 1 }
        return CGFloat(factor)
    }

    /// The pixels, as a ``CGImage``; never nil for Lamina's images.
    open var cgImage: CGImage? { image }

    /// The size in points: the pixel size divided by ``scale``.
    open var size: CGSize {
        CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
    }

    /// The image encoded as a PNG (8-bit RGBA) by Lamina's encoder; nil if encoding fails.
    open func pngData() -> Data? { try? image.laminaImage.pngData() }

    /// The same image with another rendering mode.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(image: image, scale: scale, orientation: imageOrientation, renderingMode: renderingMode)
    }

    /// The image with every pixel in `color` at the pixel's own alpha (times the colour's), as
    /// UIKit draws a bitmap image's tint (the colour, then the image in `.destinationIn`). The
    /// rendering mode stays the same.
    open func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(image: CGImage(laminaImage: image.laminaImage.templated(with: color.cgColor.laminaColor)),
                scale: scale, orientation: imageOrientation, renderingMode: renderingMode)
    }

    /// Draws the whole image stretched to `rect` (points, in the current context's user space)
    /// into ``UIGraphicsGetCurrentContext()``, upright, at full opacity, as UIKit's
    /// `draw(in:)`: the context is flipped around `rect` before Core Graphics'
    /// ``CGContext/draw(_:in:)`` (which draws y-up) and restored after. Nothing without a context.
    open func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(1)
        context.translateBy(x: 0, y: rect.minY + rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: rect)
        context.restoreGState()
    }

    /// Draws the image at its ``size`` with its top-left corner at `point` (``draw(in:)``).
    open func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
}
