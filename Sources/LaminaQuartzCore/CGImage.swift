// CGImage over Lamina's Image: an immutable bitmap, as Core Graphics' (8 bits a component,
// premultiplied alpha first, 32-bit little-endian words: Cairo's ARGB32).
import Foundation
import LaminaRender

/// An immutable bitmap image, as Core Graphics' `CGImage`, holding a Lamina ``Image``
/// (premultiplied ARGB32, rows from the top, no padding).
///
/// Make one from pixels (``init(laminaImage:)``), from a context (``CGContext/makeImage()``) or
/// from a `UIImage`'s `cgImage`; draw it with ``CGContext/draw(_:in:)`` or set it as a layer's
/// ``CALayer/contents``.
public final class CGImage: Sendable {
    /// The pixels in Lamina's terms.
    public let laminaImage: Image

    /// Wraps a Lamina image.
    public init(laminaImage: Image) { self.laminaImage = laminaImage }

    /// The width in pixels (≥ 1).
    public var width: Int { laminaImage.width }
    /// The height in pixels (≥ 1).
    public var height: Int { laminaImage.height }
    /// Bits in each colour or alpha component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits in each pixel: 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes in each row: 4 × ``width`` (rows are not padded).
    public var bytesPerRow: Int { width * 4 }
    /// Where alpha sits and whether colours are multiplied by it: ``CGImageAlphaInfo/premultipliedFirst``
    /// (in 32-bit little-endian words, as Cairo's ARGB32).
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }

    /// The part of the image inside `rect`, as Core Graphics' `cropping(to:)`: `rect` (in pixels,
    /// origin at the image's top-left corner, y down) is made integral (`CGRect.integral`) and
    /// intersected with the image's bounds.
    /// - Returns: The sub-image, or nil when `rect` is not finite or the intersection is empty.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else { return nil }
        let area = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return nil }
        let x0 = Int(area.minX), y0 = Int(area.minY), w = Int(area.width), h = Int(area.height)
        var pixels = [UInt32]()
        pixels.reserveCapacity(w * h)
        for y in y0..<(y0 + h) {
            pixels.append(contentsOf: laminaImage.pixels[(y * width + x0)..<(y * width + x0 + w)])
        }
        return (try? Image(width: w, height: h, pixels: pixels)).map(CGImage.init(laminaImage:))
    }
}
