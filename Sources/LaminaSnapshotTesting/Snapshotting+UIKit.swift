// swift-snapshot-testing's `.image` strategies for `UIView` and `CALayer`, which the library
// defines on iOS only, over LaminaUIKit: so an iOS snapshot test file (`assertSnapshot(of: view,
// as: .image)`) compiles and runs on Linux with only its imports changed, against the
// references it recorded on iOS (docs/Porting.md, Scripts/ios-snapshot-check.sh).
import Foundation
import Lamina
import LaminaUIKit
import SnapshotTesting

/// The display scale the UIKit strategies draw at unless told: what `UITraitCollection()`'s
/// display scale means on iOS, the scale of the device the references were recorded on (2 or
/// 3 for iPhones, so a 375-point-wide view is recorded 750 or 1125 pixels wide).
public enum SnapshotDisplayScale {
    /// The environment variable `LAMINA_SNAPSHOT_SCALE` when it holds a number > 0, else 1.
    /// Read once, when a strategy first needs it.
    public static let `default`: CGFloat = {
        guard let text = ProcessInfo.processInfo.environment["LAMINA_SNAPSHOT_SCALE"],
              let scale = Double(text), scale > 0, scale.isFinite else { return 1 }
        return CGFloat(scale)
    }()
}

extension Snapshotting where Value == CALayer, Format == Image {
    /// A layer drawn as `CALayer.render(in:)` draws it on iOS, compared exactly.
    public static var image: Snapshotting { .image() }

    /// A layer drawn as `CALayer.render(in:)` draws it on iOS: its model values (animations
    /// are not applied), at the size of its bounds, after its layout and display passes, with
    /// every transform that is not 2-D affine (a turn about x or y, a perspective) left out.
    /// - Parameters:
    ///   - precision: the fraction of pixels that must match, 0…1. Default 1.
    ///   - perceptualPrecision: how alike a pixel must look to match, 0…1. Default 1 (exactly).
    ///   - scale: pixels per point. Default ``SnapshotDisplayScale/default``.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1,
                             scale: CGFloat = SnapshotDisplayScale.default) -> Snapshotting {
        Snapshotting<Image, Image>.image(precision: Double(precision), perceptualPrecision: Double(perceptualPrecision))
            .pullback { layer in
                layer.layoutAndDisplayIfNeeded()
                return renderedModel(layer, scale: scale)
            }
    }
}

extension Snapshotting where Value == UIView, Format == Image {
    /// A view drawn as swift-snapshot-testing draws it on iOS, compared exactly.
    public static var image: Snapshotting { .image() }

    /// A view drawn as swift-snapshot-testing draws it on iOS (`layer.render(in:)` after
    /// `setNeedsLayout()` and `layoutIfNeeded()`): its layer's model values, at `size` (default
    /// the view's own), after the layout and display passes.
    /// - Parameters:
    ///   - precision: the fraction of pixels that must match, 0…1. Default 1.
    ///   - perceptualPrecision: how alike a pixel must look to match, 0…1. Default 1 (exactly).
    ///   - size: the view's size in points for the snapshot. Default nil: its frame's size.
    ///   - scale: pixels per point. Default ``SnapshotDisplayScale/default``.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             scale: CGFloat = SnapshotDisplayScale.default) -> Snapshotting {
        Snapshotting<CALayer, Image>.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
            .pullback { view in
                if let size { view.frame.size = size }
                view.setNeedsLayout()
                view.layoutIfNeeded()
                return view.layer
            }
    }
}

/// `layer`'s model values drawn at `scale` as `CALayer.render(in:)` draws them (transforms that
/// are not 2-D affine left out: ``Renderer/skipsDepthTransforms``); a render error is reported
/// as a test failure (by ``rendered(_:_:)``) and one clear pixel stands in.
private func renderedModel(_ layer: CALayer, scale: CGFloat) -> Image {
    var renderer = Renderer(scale: scale)
    renderer.skipsDepthTransforms = true
    return rendered("layer") { try renderer.render(layer.laminaLayer.commit()) }
}
