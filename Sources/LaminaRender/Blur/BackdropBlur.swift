// The backdrop blur of UIVisualEffectView, after Apple's UIImage+ImageEffects sample
// (SEMANTICS §4): downsample, adjust saturation (Rec. 709 matrix), Gaussian blur (three box
// blurs, SVG feGaussianBlur), stretch back. The tint is laid over by the caller.
import Foundation

/// How a backdrop is blurred: a Gaussian of standard deviation ``blurRadius`` points and a
/// saturation factor, computed on a downsampled copy.
///
/// The backdrop is first shrunk by ``downsampleFactor(sigma:)`` (block means), then saturated,
/// then blurred with ``reducedSigma(_:factor:)``, and finally stretched back with bilinear
/// filtering. Shrinking first makes a large blur cost little; the blur-quality tests bound how
/// far the result is from an exact Gaussian.
public struct BackdropBlur: Equatable, Hashable, Sendable {
    /// The standard deviation σ of the Gaussian, in points (UIKit's blurRadius); below 0 counts
    /// as 0.
    public var blurRadius: CGFloat
    /// Multiplies the backdrop's saturation before blurring (Rec. 709 matrix); 1 keeps it.
    public var saturation: CGFloat

    /// Creates blur settings.
    /// - Parameters:
    ///   - blurRadius: σ in points, ≥ 0.
    ///   - saturation: the saturation factor. Default 1.
    public init(blurRadius: CGFloat, saturation: CGFloat = 1) {
        self.blurRadius = blurRadius
        self.saturation = saturation
    }

    /// The whole downsampling factor used for a blur of `sigma` device pixels: ⌊σ / 6⌋, limited
    /// to 1…8, so the blur on the small image keeps σ ≥ 6 px, where the box sizes' rounding
    /// stays small.
    public static func downsampleFactor(sigma: CGFloat) -> Int {
        guard sigma.isFinite, sigma >= 12 else { return 1 }
        return Int(min(sigma / 6, 8))  // clamp before converting: a huge σ must not overflow Int
    }

    /// The σ, in small-image pixels, of the blur that gives σ = `sigma` device pixels in all
    /// once downsampling by `factor` (a box of variance (f² − 1)/12) and the bilinear stretch
    /// back (a tent of variance f²/6) add theirs: √(σ² − (f² − 1)/12 − f²/6) / f.
    public static func reducedSigma(_ sigma: CGFloat, factor: Int) -> CGFloat {
        guard factor > 1 else { return sigma }
        let f = CGFloat(factor)
        return max(sigma * sigma - (f * f - 1) / 12 - f * f / 6, 0).squareRoot() / f
    }

    /// The processed backdrop for σ = `sigma` device pixels, at the reduced size (stretch it
    /// back over the original area).
    /// - Throws: ``RenderError/nonFinite`` for non-finite numbers.
    public func process(_ backdrop: Image, sigma: CGFloat) throws -> Image {
        guard sigma.isFinite else { throw RenderError.nonFinite("backdrop blur") }
        let factor = Self.downsampleFactor(sigma: sigma)
        return try processDownsampled(backdrop.downsampled(by: factor), sigma: sigma, factor: factor)
    }

    /// Saturation and blur of a backdrop already downsampled by `factor`, for σ = `sigma` device
    /// pixels in all.
    func processDownsampled(_ small: Image, sigma: CGFloat, factor: Int) throws -> Image {
        guard sigma.isFinite, saturation.isFinite else { throw RenderError.nonFinite("backdrop blur") }
        return try small.saturated(by: saturation).gaussianBlurred(sigma: Self.reducedSigma(sigma, factor: factor))
    }
}
