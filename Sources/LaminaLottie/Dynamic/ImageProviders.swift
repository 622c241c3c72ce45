// Image providers, as lottie-ios's (ImageProvider/AnimationImageProvider.swift): the picture an
// image asset shows, asked for by the asset, and how it sits in the asset's `w` × `h`
// (`contentsGravity`, stretched to fill by default, as lottie-ios's).
import Foundation
import Lamina
import LaminaRender

/// An image asset of a Lottie file, as lottie-ios's `ImageAsset`.
public struct LottieImageAsset: Equatable, Sendable {
    /// The asset's id (`id`), which image layers name in `refId`.
    public var id: String
    /// The picture's file name or data URL (`p`).
    public var name: String
    /// The folder of the picture's file (`u`); empty for none.
    public var directory: String
    /// The size the picture is drawn at, in points (`w`, `h`); nil where the file gives none.
    public var size: CGSize?

    /// An asset of `id` whose picture is `name` in `directory`, drawn at `size`.
    public init(id: String, name: String, directory: String = "", size: CGSize? = nil) {
        (self.id, self.name, self.directory, self.size) = (id, name, directory, size)
    }
}

/// Gives the pictures of image assets, as lottie-ios's `AnimationImageProvider`.
public protocol AnimationImageProvider: Sendable {
    /// The picture for `asset`; nil for the file's own.
    func imageForAsset(asset: LottieImageAsset) -> Image?
    /// How the picture fits the asset's size; ``ContentsGravity/resize`` (stretched) by default.
    func contentsGravity(for asset: LottieImageAsset) -> ContentsGravity
}

extension AnimationImageProvider {
    /// ``ContentsGravity/resize``: stretched to the asset's size, as lottie-ios's default.
    public func contentsGravity(for asset: LottieImageAsset) -> ContentsGravity { .resize }
}

/// Pictures by asset id, all fitted the same way (lottie-ios has no such provider; its tests'
/// `HardcodedImageProvider` gives one picture for every asset, `.resizeAspectFill`).
public struct DictionaryImageProvider: AnimationImageProvider {
    /// The pictures, by asset id.
    public let images: [String: Image]
    /// How every picture fits its asset's size; default ``ContentsGravity/resize``.
    public let gravity: ContentsGravity

    /// A provider of `images` by asset id, fitted by `contentsGravity`.
    public init(_ images: [String: Image], contentsGravity: ContentsGravity = .resize) {
        self.images = images
        gravity = contentsGravity
    }

    /// The picture of the asset's id; nil for the file's own.
    public func imageForAsset(asset: LottieImageAsset) -> Image? { images[asset.id] }

    /// The gravity given at creation.
    public func contentsGravity(for asset: LottieImageAsset) -> ContentsGravity { gravity }
}

extension LottieAnimation {
    /// The file's image assets (those with a picture `p` and no `layers`), in file order.
    public var imageAssets: [LottieImageAsset] {
        guard case .object(let top) = json, case .array(let assets)? = top["assets"] else { return [] }
        return assets.compactMap { asset in
            guard case .object(let object) = asset, object["layers"] == nil, case .string(let name)? = object["p"],
                  let id = LayerTreeRewrite.id(asset) else { return nil }
            var directory = ""
            if case .string(let folder)? = object["u"] { directory = folder }
            let size = object["w"]?.numeric.flatMap { width in object["h"]?.numeric.map { CGSize(width: width, height: $0) } }
            return LottieImageAsset(id: id, name: name, directory: directory, size: size)
        }
    }

    /// Takes image assets' pictures, and how they fit, from `provider` (nil: the file's own),
    /// as lottie-ios's `imageProvider`. Takes effect in the next ``makeLayer(options:)``.
    public mutating func setImageProvider(_ provider: (any AnimationImageProvider)?) {
        imageProvider = provider
        forgetLayers()
    }
}
