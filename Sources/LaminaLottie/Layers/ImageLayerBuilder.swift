// A Lottie image layer (`ty` 2), as lottie-ios's ImageLayer.swift: the asset's picture as the
// layer's contents, `w` × `h` points from the layer's origin. A picture is embedded as a
// base64 `data:` URL, or is the file `u` + `p` beside the Lottie file (or in a folder the caller
// allowed, `--allow-path`; never elsewhere). PNG, JPEG, GIF and WebP are told apart by their
// first bytes (LaminaRender's `ImageFormat`). Each asset is decoded once; its header's size is
// counted against the pixel budget (all pictures together) before decoding.
import Foundation
import Lamina

/// Builds image layers' content, decoding each asset once.
final class ImageLayerBuilder {
    /// The folder of the Lottie file; nil for data without a file.
    let baseURL: URL?
    /// Folders besides `baseURL` that pictures may be read from.
    let allowedFolders: [URL]
    /// The limits: the most pixels all pictures may decode to, the largest file.
    let limits: LottieLimits
    /// The pictures decoded so far, by asset path.
    private var decoded: [String: Image] = [:]
    /// Pixels decoded so far.
    private var pixels = 0

    init(baseURL: URL?, allowedFolders: [URL], limits: LottieLimits) {
        self.baseURL = baseURL
        self.allowedFolders = allowedFolders
        self.limits = limits
    }

    /// The layer showing the asset's picture; nil (after a warning) when it cannot be shown.
    func layers(_ model: LayerModel, asset: JSONNode?, context: LayerAnimationContext) throws -> [Layer]? {
        let path = model.node.path, diagnostics = context.diagnostics
        guard let asset else {
            diagnostics.warn("\(path).refId", "no asset has the id \"\((try? model.node["refId"]?.string()) ?? "")\"; the layer draws nothing")
            return nil
        }
        if let image = decoded[asset.path] { return [Self.layer(image, asset: asset)] }
        guard let (data, source) = try read(asset, diagnostics) else { return nil }
        let location = "\(asset.path).p"
        guard let format = ImageFormat(sniffing: data) else {
            diagnostics.warn(location, "expected a PNG, JPEG, GIF or WebP picture, found data that is none of them; skipped")
            return nil
        }
        guard let size = format.size(of: data) else {
            diagnostics.warn(location, "expected a readable \(format.rawValue) picture, found data whose header is not one; skipped")
            return nil
        }
        let limit = limits.maxDecodedImagePixels
        guard size.width <= limit, size.height <= limit, size.width * size.height <= limit - pixels else {
            throw LottieError.limit(path: location, message: "expected pictures of at most \(limit) pixels in all, "
                                    + "found \(size.width) × \(size.height) more")
        }
        pixels += size.width * size.height
        let image: Image
        do {
            image = try format.decode(data, source: source)
        } catch {
            diagnostics.warn(location, "the picture could not be decoded (\(error)); skipped")
            return nil
        }
        decoded[asset.path] = image
        return [Self.layer(image, asset: asset)]
    }

    /// The bytes of the asset's picture and a name for errors; nil (after a warning) when they
    /// cannot be read.
    private func read(_ asset: JSONNode, _ diagnostics: LottieDiagnostics) throws -> (Data, String)? {
        let source = try asset.required("p").string(), location = "\(asset.path).p"
        if source.lowercased().hasPrefix("data:") {
            // data:[<media type>][;base64],<data>: Lottie embeds base64 only.
            guard let comma = source.firstIndex(of: ","), source[..<comma].lowercased().hasSuffix(";base64"),
                  let data = Data(base64Encoded: String(source[source.index(after: comma)...]),
                                  options: .ignoreUnknownCharacters) else {
                diagnostics.warn(location, "expected a base64 data: URL, found one that is not; skipped")
                return nil
            }
            return (data, location)
        }
        let name = (try asset["u"]?.string() ?? "") + source
        guard !name.contains("://") else {
            diagnostics.warn(location, "expected a picture in a file or a data: URL, found \"\(name)\" (no network access); skipped")
            return nil
        }
        guard let baseURL else {
            diagnostics.warn(location, "the picture \"\(name)\" is a file, and the animation was not read from one; skipped")
            return nil
        }
        let file = URL(fileURLWithPath: name, relativeTo: baseURL).standardizedFileURL.resolvingSymlinksInPath()
        let folders = ([baseURL] + allowedFolders).map { $0.standardizedFileURL.resolvingSymlinksInPath().path }
        guard folders.contains(where: { file.path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
            diagnostics.warn(location, "expected a picture inside \(folders[0]) (or a folder allowed with --allow-path), "
                             + "found \(file.path); skipped")
            return nil
        }
        let data: Data
        do {
            let bytes = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber
            guard (bytes?.intValue ?? 0) <= limits.maxFileBytes else {
                throw LottieError.limit(path: location, message: "expected a picture of at most \(limits.maxFileBytes) bytes, "
                                        + "found \(bytes?.intValue ?? 0)")
            }
            data = try Data(contentsOf: file)
        } catch let error as LottieError {
            throw error
        } catch {
            diagnostics.warn(location, "the picture \(file.path) cannot be read (\(error.localizedDescription)); skipped")
            return nil
        }
        return (data, file.path)
    }

    /// The picture in a layer of the asset's `w` × `h` (the picture's own size without them).
    private static func layer(_ image: Image, asset: JSONNode) -> Layer {
        let layer = Layer()
        layer.anchorPoint = .zero
        let width = (try? asset.number("w")) ?? nil, height = (try? asset.number("h")) ?? nil
        layer.bounds = CGRect(x: 0, y: 0, width: max(width ?? Double(image.width), 0),
                              height: max(height ?? Double(image.height), 0))
        layer.contents = image
        return layer
    }
}
