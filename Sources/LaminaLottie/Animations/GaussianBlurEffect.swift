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
        let parameters = try effect["ef"]?.array() ?? []
        func first(_ index: Int, _ fallback: Double) throws -> Double {
            guard parameters.indices.contains(index), let value = parameters[index]["v"] else { return fallback }
            let track = try value.track(diagnostics) { try $0.numbers() }
            if track.isAnimated {
                diagnostics.warn(track.path, "an animated Gaussian blur is not supported yet; the first value is used")
            }
            return track.initialValue.first ?? fallback
        }
        let sigma = max(try first(0, 0), 0) * Self.blurrinessToSigma
        let dimensions = Int(try first(1, 1))
        if try first(2, 0) != 0 {
            diagnostics.warn("\(effect.path).ef[2]", "repeating edge pixels is not supported yet; the edges fade")
        }
        guard sigma > 0, sigma.isFinite else { return }
        let deviation = CGSize(width: dimensions == 3 ? 0 : sigma, height: dimensions == 2 ? 0 : sigma)
        let reach = MaskBuilder.invertedReach
        layer.filters.append(Filter([FilterPrimitive(.gaussianBlur(standardDeviation: deviation), colorSpace: .sRGB)],
                                    region: CGRect(x: -reach, y: -reach, width: 2 * reach, height: 2 * reach)))
    }
}
