// Comparing Lamina images for swift-snapshot-testing, with LaminaDiff's perceptual diff (the
// pixelmatch method): the library's own image strategies exist only on Apple platforms.
import Foundation
import LaminaDiff
import LaminaRender
import SnapshotTesting

extension Diffing where Value == Image {
    /// Images stored as PNG and compared with LaminaDiff. The precisions mean what they mean
    /// in swift-snapshot-testing's image strategies:
    /// - Parameters:
    ///   - precision: the fraction of pixels that must match, 0…1. Default 1: all of them.
    ///   - perceptualPrecision: how alike a pixel must look to match, 0…1 (0.98 is as alike as
    ///     the eye can tell). Default 1: exactly, anti-aliased pixels included.
    public static func image(precision: Double = 1, perceptualPrecision: Double = 1) -> Diffing<Image> {
        let tolerance = GoldenTolerance(precision: precision, perceptualPrecision: perceptualPrecision)
        return .diff(
            toData: { image in (try? image.pngData()) ?? Data() },
            // A reference that is not a readable PNG becomes one clear pixel: the sizes differ.
            fromData: { data in (try? Image(pngData: data, source: "snapshot reference")) ?? Image.placeholder },
            diffV2: { reference, actual in SnapshotImageDiff.compare(reference, actual, tolerance: tolerance) }
        )
    }
}

extension GoldenTolerance {
    /// The tolerance swift-snapshot-testing's precisions describe: at most `1 − precision` of the
    /// pixels may differ, by a perceptual distance above `1 − perceptualPrecision`; with both at
    /// 1, no pixel may differ at all, anti-aliased ones included.
    init(precision: Double, perceptualPrecision: Double) {
        let exact = perceptualPrecision >= 1
        self.init(pixelFraction: min(max(1 - precision, 0), 1), threshold: min(max(1 - perceptualPrecision, 0), 1),
                  includeAntiAliasing: exact)
    }
}
