// Gaussian blur of a whole image: each premultiplied channel through BoxBlur (SVG
// feGaussianBlur's three-box approximation).
import Foundation

extension Image {
    /// A copy blurred by a Gaussian of standard deviation `sigma` **pixels**, approximated by
    /// three box blurs as SVG's `feGaussianBlur` specifies. Channels are blurred premultiplied;
    /// pixels beyond the edges count as transparent, and the size does not change.
    /// - Throws: ``RenderError/nonFinite`` for a NaN or infinite `sigma`. A `sigma` of 0 or
    ///   less returns the image unchanged.
    public func gaussianBlurred(sigma: CGFloat) throws -> Image {
        guard sigma.isFinite else { throw RenderError.nonFinite("blur sigma") }
        guard BoxBlur.boxSize(sigma: sigma) > 1 else { return self }
        var result = self
        var plane = [UInt8](repeating: 0, count: pixels.count)
        for shift in stride(from: UInt32(0), through: 24, by: 8) {
            pixels.withUnsafeBufferPointer { src in
                plane.withUnsafeMutableBufferPointer { dst in
                    for i in src.indices { dst[i] = UInt8(truncatingIfNeeded: src[i] >> shift) }
                }
            }
            BoxBlur.blur(&plane, width: width, height: height, sigma: sigma)
            let clear = ~(UInt32(0xFF) << shift)
            plane.withUnsafeBufferPointer { src in
                result.pixels.withUnsafeMutableBufferPointer { dst in
                    for i in dst.indices { dst[i] = dst[i] & clear | UInt32(src[i]) << shift }
                }
            }
        }
        return result
    }
}
