// After Effects' Gaussian Blur layer effect (`ef` entry `ty` 29), which lottie-ios's Core
// Animation engine lacks: a blur filter in the layer's `filters`. Its parameters, in order:
// Blurriness, Blur Dimensions (1 both axes, 2 horizontal, 3 vertical) and Repeat Edge Pixels.
// A blurriness b is a Gaussian of standard deviation 0.3 b points, the factor lottie-web
// (`kBlurrinessToSigma`) and Skia's Skottie (`kBlurSizeToSigma`) both take to match After
// Effects. Lamina's filters are not animatable: a changing blurriness uses its first value.
import Foundation
import Lamina

extension LayerAnimationContext {
    /// The standard deviation, in points, of a blurriness of 1.
    static let blurrinessToSigma = 0.3

    /// Adds the Gaussian blur `effect` to `layer.filters`.
    func applyGaussianBlur(_ effect: JSONNode, to layer: Layer) throws {
        let parameters = try EffectParameters(effect, diagnostics)
        let sigma = max(try parameters.first(0, 0), 0) * Self.blurrinessToSigma
        let dimensions = try parameters.first(1, 1)
        if try parameters.first(2, 0) != 0 {
            diagnostics.warn("\(effect.path).ef[2]", "repeating edge pixels is not supported yet; the edges fade")
        }
        guard sigma > 0, sigma.isFinite else { return }
        let deviation = CGSize(width: dimensions == 3 ? 0 : sigma, height: dimensions == 2 ? 0 : sigma)
        layer.filters.append(Self.everywhere([FilterPrimitive(.gaussianBlur(standardDeviation: deviation), colorSpace: .sRGB)]))
    }

    /// A filter of `primitives` over everything a layer draws (a region reaching as far as
    /// inverted masks do).
    static func everywhere(_ primitives: [FilterPrimitive]) -> Filter {
        let reach = MaskBuilder.invertedReach
        return Filter(primitives, region: CGRect(x: -reach, y: -reach, width: 2 * reach, height: 2 * reach))
    }
}
