// A Lottie image layer (`ty` 2), as lottie-ios's ImageLayer.swift: the asset's picture as the
// layer's contents, `w` × `h` points from the layer's origin. A picture is embedded as a base64
// `data:` URL (`e` 1), is a file `u` + `p` in the archive (dotLottie or ZIP) the animation came from, or
// one beside the Lottie file or in a folder the caller allowed; its format comes from its bytes, whatever the URL or the file name says: PNG, JPEG,
// GIF (its first frame) and WebP, as LaminaRender decodes them. A file outside those folders
// is an error, as a shape script's `<image>` is; a missing or unreadable picture is skipped
// with a warning. Each asset is decoded once; its header's size is counted against the pixel
// budget (all pictures together) before anything is decoded.
import Foundation
import Lamina

/// Builds image layers' content, decoding each asset once.
final class ImageLayerBuilder {
    /// The folder of the Lottie file; nil for data without a file.
    let baseURL: URL?
    /// Other folders pictures may be read from.
    let allowedFolders: [URL]
    /// The archive (dotLottie or ZIP) that holds the pictures, instead of folders; nil for JSON.
    let archive: LottieArchive?
    /// The most pixels all pictures may decode to.
    let maxPixels: Int
    /// The largest picture file in bytes.
    let maxFileBytes: Int
    /// The pictures decoded so far, by asset path.
    private var decoded: [String: Image] = [:]
    /// Pixels decoded so far.
    private var pixels = 0
    /// The pictures given instead of the file's, and how they fit; nil: the file's, stretched.
    let provider: (any AnimationImageProvider)?

    init(baseURL: URL?, allowedFolders: [URL], archive: LottieArchive?, limits: LottieLimits,
         provider: (any AnimationImageProvider)? = nil) {
        self.provider = provider
        self.baseURL = baseURL
        self.allowedFolders = allowedFolders
        self.archive = archive
        maxPixels = limits.maxDecodedImagePixels
        maxFileBytes = limits.maxFileBytes
    }

    /// The layer showing the asset's picture; nil (after a warning) when it cannot be shown.
    /// - Throws: ``LottieError`` for pictures past the pixel budget or a picture file past the
    ///   size limit.
    func layers(_ model: LayerModel, asset: JSONNode?, context: LayerAnimationContext) throws -> [Layer]? {
        let path = model.node.path, diagnostics = context.diagnostics
        guard let asset else {
            if let reference = try model.node.member("refId", expected: "the id of a picture asset",
                                                     "the layer draws nothing", diagnostics)?.string() {
                diagnostics.warn(path.member("refId"), "no asset has the id \"\(reference)\"; the layer draws nothing")
            }
            return nil
        }
        let gravity = provider.map { $0.contentsGravity(for: Self.describe(asset)) } ?? .resize
        if let image = decoded["\(asset.path)"] { return [Self.layer(image, asset: asset, gravity: gravity)] }
        if let image = provider?.imageForAsset(asset: Self.describe(asset)) {
            try count(width: image.width, height: image.height, at: asset.path)
            decoded["\(asset.path)"] = image
            return [Self.layer(image, asset: asset, gravity: gravity)]
        }
        guard let source = try asset.member("p", expected: "the picture's file name or data URL", "the layer draws nothing",
                                            diagnostics)?.string() else { return nil }
        guard let (data, name) = try read(source, asset: asset, diagnostics: diagnostics) else { return nil }
        guard let format = ImageFormat(sniffing: data), let size = format.size(of: data) else {
            diagnostics.warn(asset.path.member("p"), "expected a PNG, JPEG, GIF or WebP picture, found data that is none of them; skipped")
            return nil
        }
        try count(width: size.width, height: size.height, at: asset.path, adding: false)
        let image: Image
        do {
            image = try format.decode(data, source: name)
        } catch {
            diagnostics.warn(asset.path.member("p"), "the \(format.rawValue) picture could not be decoded (\(error)); skipped")
            return nil
        }
        pixels += size.width * size.height
        decoded["\(asset.path)"] = image
        return [Self.layer(image, asset: asset, gravity: gravity)]
    }

    /// Counts a picture of `width` × `height` pixels against the budget (only checks, unless `adding`).
    /// - Throws: ``LottieError/limit(path:message:)`` past the budget.
    private func count(width: Int, height: Int, at path: JSONPath, adding: Bool = true) throws {
        guard width <= maxPixels, height <= maxPixels, width * height <= maxPixels - pixels else {
            throw LottieError.limit(path: "\(path).p", message: "expected pictures of at most \(maxPixels) pixels in all, "
                                    + "found \(width) × \(height) more")
        }
        if adding { pixels += width * height }
    }

    /// The asset as image providers see it.
    private static func describe(_ asset: JSONNode) -> LottieImageAsset {
        let width = (try? asset.number("w")) ?? nil, height = (try? asset.number("h")) ?? nil
        return LottieImageAsset(id: LayerTreeRewrite.id(asset.value) ?? "", name: (try? asset["p"]?.string()) ?? "",
                                directory: (try? asset["u"]?.string()) ?? "",
                                size: width.flatMap { width in height.map { CGSize(width: width, height: $0) } })
    }

    /// The bytes of the picture `source` names and a name for messages; nil (after a warning)
    /// when they cannot be read.
    private func read(_ source: String, asset: JSONNode, diagnostics: LottieDiagnostics) throws -> (Data, String)? {
        if source.prefix(5).lowercased() == "data:" {
            // lottie-ios reads the base64 text after the media type, whatever type it names.
            guard let marker = source.range(of: ";base64,"),
                  let data = Data(base64Encoded: String(source[marker.upperBound...]), options: .ignoreUnknownCharacters) else {
                diagnostics.warn(asset.path.member("p"), "expected a data: URL with base64 data, found other data; skipped")
                return nil
            }
            return (data, "\(asset.path.member("p"))")
        }
        let folderName = try asset["u"]?.string() ?? ""
        if let archive {
            guard let data = archive.picture(folder: folderName, name: source) else {
                diagnostics.warn(asset.path.member("p"), "the picture \"\(folderName + source)\" is not in the archive; skipped")
                return nil
            }
            return (data, folderName + source)
        }
        guard let baseURL else {
            diagnostics.warn(asset.path.member("p"), "the picture \"\(source)\" is a file, but the animation was not read "
                             + "from a folder; skipped")
            return nil
        }
        let folder = baseURL.standardizedFileURL.resolvingSymlinksInPath()
        let file = URL(fileURLWithPath: folderName + source, relativeTo: folder)
            .standardizedFileURL.resolvingSymlinksInPath()
        let folders = ([folder] + allowedFolders.map { $0.standardizedFileURL.resolvingSymlinksInPath() }).map(\.path)
        guard folders.contains(where: { file.path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
            // Not read, for safety; the players, which read any file, draw the rest of the file too.
            diagnostics.warn(asset.path.member("p"), "expected a picture inside \(folders[0]) (or a folder allowed with "
                             + "--allow-path), found \(file.path); skipped")
            return nil
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular,
              let data = try? Data(contentsOf: file, options: .mappedIfSafe) else {
            diagnostics.warn(asset.path.member("p"), "the picture \(file.path) is not a readable file; skipped")
            return nil
        }
        guard data.count <= maxFileBytes else {
            throw LottieError.limit(path: "\(asset.path).p", message: "expected a picture file of at most \(maxFileBytes) "
                                    + "bytes, found \(data.count)")
        }
        return (data, file.path)
    }

    /// The picture in a layer of the asset's `w` × `h` (the picture's own size without them),
    /// placed by `gravity`.
    private static func layer(_ image: Image, asset: JSONNode, gravity: ContentsGravity) -> Layer {
        let layer = Layer()
        layer.anchorPoint = .zero
        let width = (try? asset.number("w")) ?? nil, height = (try? asset.number("h")) ?? nil
        layer.bounds = CGRect(x: 0, y: 0, width: max(width ?? Double(image.width), 0),
                              height: max(height ?? Double(image.height), 0))
        layer.contents = image
        layer.contentsGravity = gravity
        return layer
    }
}
