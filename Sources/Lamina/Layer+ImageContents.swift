// UIImage's rendering modes and resizable images, for a layer's contents (SEMANTICS §4).
import Foundation

extension Layer {
    /// Whether ``contents`` draws with its own colours or as a template filled with
    /// ``effectiveTintColor``. Default ``ImageRenderingMode/automatic`` (the original colours,
    /// as a `UIImageView`). (A Lamina addition after `UIImage.renderingMode`.)
    public var contentsRenderingMode: ImageRenderingMode {
        get { look.contentsRenderingMode } set { look.contentsRenderingMode = newValue }
    }

    /// Sets `image` as a resizable contents image, as `UIImage.resizableImage(withCapInsets:
    /// resizingMode:)`: the caps, `capInsets` points in from each edge (at ``contentsScale``
    /// pixels per point), keep their size; the edges between them tile (or stretch) along their
    /// length and the interior both ways. Caps that do not fit the layer shrink in proportion.
    /// Sets ``contents``, ``contentsCenter``, ``contentsResizingMode`` and ``contentsRect``
    /// (the whole image); ``contentsGravity`` should stay ``ContentsGravity/resize``.
    /// - Parameters:
    ///   - image: the image.
    ///   - capInsets: the caps, in points, each ≥ 0. When the caps on an axis leave less than a
    ///     pixel between them, the pixel where they meet stretches (UIKit's one-pixel resizable
    ///     area); it is taken from the trailing (right or bottom) cap.
    ///   - resizingMode: ``ContentsResizingMode/tile`` (UIKit's default) or ``ContentsResizingMode/stretch``.
    /// - Throws: ``LayerError/nonFinite`` or ``LayerError/invalidValue`` for a non-finite or
    ///   negative inset; nothing changes then.
    public func setResizableContents(_ image: Image, capInsets: EdgeInsets,
                                     resizingMode: ContentsResizingMode = .tile) throws {
        guard capInsets.isFinite else { throw LayerError.nonFinite("\(debugName).capInsets") }
        guard capInsets.top >= 0, capInsets.left >= 0, capInsets.bottom >= 0, capInsets.right >= 0 else {
            throw LayerError.invalidValue("\(debugName).capInsets: expected insets ≥ 0, found \(capInsets)")
        }
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        let width = CGFloat(image.width), height = CGFloat(image.height)
        func span(_ lead: CGFloat, _ trail: CGFloat, _ length: CGFloat) -> (CGFloat, CGFloat) {
            let start = min(lead * scale, length), end = length - trail * scale
            guard end - start < 1 else { return (start / length, (end - start) / length) }
            // Less than a pixel left between the caps: the whole pixel where they meet stretches
            // (taken from the trailing cap), so every cut stays on a pixel edge and no seam shows.
            return (min(start.rounded(.down), length - 1) / length, 1 / length)
        }
        let (x, w) = span(capInsets.left, capInsets.right, width)
        let (y, h) = span(capInsets.top, capInsets.bottom, height)
        contents = image
        contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
        contentsCenter = CGRect(x: x, y: y, width: w, height: h)
        contentsResizingMode = resizingMode
    }
}
