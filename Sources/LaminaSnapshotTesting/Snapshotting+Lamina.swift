// swift-snapshot-testing strategies for what Lamina draws: images, layers, shape scripts and
// Lottie animations, as PNG references compared by LaminaDiff. Use them with `assertSnapshot(of:as:)` under
// XCTest or Swift Testing; record modes and SNAPSHOT_TESTING_RECORD are the library's own.
import Foundation
import Lamina
import LaminaLottie
import LaminaScript
import SnapshotTesting
#if canImport(Testing)
import Testing
#endif
import XCTest

extension Snapshotting where Value == Image, Format == Image {
    /// An image as it is, compared exactly.
    public static var image: Snapshotting { .image() }

    /// An image as it is, compared within the precisions of ``Diffing/image(precision:perceptualPrecision:)``.
    public static func image(precision: Double = 1, perceptualPrecision: Double = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { $0 }
    }
}

extension Snapshotting where Value == Layer, Format == Image {
    /// A layer committed and rendered at the size of its bounds, compared exactly.
    public static var image: Snapshotting { .image() }

    /// A layer committed and rendered by `Renderer(scale:)`.
    /// - Parameters:
    ///   - size: the image size in points. Default nil: the layer's bounds size.
    ///   - scale: pixels per point. Default 1.
    ///   - precision: the fraction of pixels that must match. Default 1.
    ///   - perceptualPrecision: how alike a pixel must look to match. Default 1 (exactly).
    public static func image(size: CGSize? = nil, scale: CGFloat = 1, precision: Double = 1,
                             perceptualPrecision: Double = 1) -> Snapshotting {
        Snapshotting<Image, Image>.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { layer in
            rendered("layer") { try Renderer(scale: scale).render(layer.commit(), size: size) }
        }
    }
}

extension Snapshotting where Value == ShapeScript, Format == Image {
    /// A shape script rendered at its scale and size, compared exactly.
    public static var image: Snapshotting { .image() }

    /// A shape script rendered as it shows `time` seconds into its animations, at the scale it
    /// was loaded with (`ScriptOptions.scale`).
    /// - Parameters:
    ///   - time: seconds into the script's animations. Default 0.
    ///   - background: the colour beneath the drawing. Default clear.
    ///   - precision: the fraction of pixels that must match. Default 1.
    ///   - perceptualPrecision: how alike a pixel must look to match. Default 1 (exactly).
    public static func image(time: Double = 0, background: Color = .clear, precision: Double = 1,
                             perceptualPrecision: Double = 1) -> Snapshotting {
        Snapshotting<Image, Image>.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { script in
            rendered("shape script") { try script.render(at: time, background: background) }
        }
    }
}

extension Snapshotting where Value == LottieAnimation, Format == Image {
    /// A Lottie animation's first frame (its `ip`) at its own size, compared exactly.
    public static var image: Snapshotting { .image() }

    /// A Lottie animation held still at `progress` of its length (0 at `ip`, 1 at `op`, as
    /// lottie-ios's `currentProgress`), at its own size times `scale`.
    /// - Parameters:
    ///   - progress: the fraction of the animation, 0…1. Default 0.
    ///   - scale: pixels per point. Default 1.
    ///   - background: the colour beneath the drawing. Default clear.
    ///   - precision: the fraction of pixels that must match. Default 1.
    ///   - perceptualPrecision: how alike a pixel must look to match. Default 1 (exactly).
    public static func image(progress: Double = 0, scale: CGFloat = 1, background: Color = .clear,
                             precision: Double = 1, perceptualPrecision: Double = 1) -> Snapshotting {
        Snapshotting<Image, Image>.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback {
            animation in
            rendered("Lottie animation") {
                let frame = animation.frame(atTime: progress * animation.duration)
                let tree = try animation.makeLayer(options: LottieLayerOptions(frame: frame)).commit()
                return try Renderer(scale: scale, background: background)
                    .render(tree, at: progress * animation.duration, size: animation.size)
            }
        }
    }
}

/// The image `render` makes; when it throws, the error is reported as a test failure (Swift
/// Testing's issue or XCTest's failure, whichever is running) and one clear pixel stands in,
/// so the snapshot does not match either.
func rendered(_ what: String, _ render: () throws -> Image) -> Image {
    do {
        return try render()
    } catch {
        let message = "Lamina could not render the \(what): \(error)"
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
            return .placeholder
        }
        #endif
        XCTFail(message)
        return .placeholder
    }
}
