// After Effects' Gaussian Blur layer effect (`ef` entry `ty` 29), which lottie-ios's Core
// Animation engine lacks: a blur filter in the layer's `filters`. Its parameters, in order:
// Blurriness, Blur Dimensions (1 both axes, 2 horizontal, 3 vertical) and Repeat Edge Pixels.
// A blurriness b is a Gaussian of standard deviation 0.3 b points, the factor lottie-web
// (`kBlurrinessToSigma`) and Skia's Skottie (`kBlurSizeToSigma`) both take to match After
// Effects. A changing blurriness animates the layer's filters (FilteringEffect.swift).
import Foundation
import Lamina

extension LayerAnimationContext {
    /// The standard deviation, in points, of a blurriness of 1.
    static let blurrinessToSigma = 0.3

    /// The Gaussian blur effect's filter at the parameters' frame; nil for no blur (unless a
    /// parameter changes: then a blur of 0 keeps its place).
    func gaussianBlurFilter(_ parameters: EffectParameters) throws -> Filter? {
        let sigma = max(try parameters.first(0, 0), 0) * Self.blurrinessToSigma
        let dimensions = try parameters.first(1, 1)
        if try parameters.first(2, 0) != 0 {
            diagnostics.warn(parameters.path.member("ef").element(2), "repeating edge pixels is not supported yet; the edges fade")
        }
        guard sigma.isFinite, sigma > 0 || parameters.isAnimated else { return nil }
        let deviation = CGSize(width: dimensions == 3 ? 0 : sigma, height: dimensions == 2 ? 0 : sigma)
        return Self.everywhere([FilterPrimitive(.gaussianBlur(standardDeviation: deviation), colorSpace: .sRGB)])
    }

    /// A filter of `primitives` over everything a layer draws (a region reaching as far as
    /// inverted masks do).
    static func everywhere(_ primitives: [FilterPrimitive]) -> Filter {
        let reach = MaskBuilder.invertedReach
        return Filter(primitives, region: CGRect(x: -reach, y: -reach, width: 2 * reach, height: 2 * reach))
    }
}
