// Gaussian blur of a whole image: SVG feGaussianBlur's three-box approximation over the
// premultiplied pixels (BoxBlur+Pixels.swift).
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
        BoxBlur.blurPixels(&result.pixels, width: width, height: height, sigmaX: sigma, sigmaY: sigma)
        return result
    }
}
