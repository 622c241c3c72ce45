// A Lottie image layer (`ty` 2), as lottie-ios's ImageLayer.swift: the asset's picture as the
// layer's contents, `w` × `h` points from the layer's origin. Pictures are PNGs embedded as
// `data:image/png;base64,…` or PNG files beside the Lottie file (`u` + `p`, never outside its
// folder); other formats (JPEG, WebP) are reported and skipped. Each asset is decoded once; the
// PNG header's size is checked against the pixel budget (all pictures together) before decoding.
import Foundation
import Lamina

/// Builds image layers' content, decoding each asset once.
final class ImageLayerBuilder {
    /// The folder of the Lottie file; nil for data without a file.
    let baseURL: URL?
    /// The most pixels all pictures may decode to.
    let maxPixels: Int
    /// The pictures decoded so far, by asset path.
    private var decoded: [String: Image] = [:]
    /// Pixels decoded so far.
    private var pixels = 0

    init(baseURL: URL?, maxPixels: Int) {
        self.baseURL = baseURL
        self.maxPixels = maxPixels
    }

    /// The layer showing the asset's picture; nil (after a warning) when it cannot be shown.
    func layers(_ model: LayerModel, asset: JSONNode?, context: LayerAnimationContext) throws -> [Layer]? {
        let path = model.node.path, diagnostics = context.diagnostics
        guard let asset else {
            diagnostics.warn("\(path).refId", "no asset has the id \"\((try? model.node["refId"]?.string()) ?? "")\"; the layer draws nothing")
            return nil
        }
        let source = try asset.required("p").string()
        if let image = decoded[asset.path] { return [Self.layer(image, asset: asset)] }
        let data: Data
        if source.hasPrefix("data:") {
            guard source.hasPrefix("data:image/png;base64,"),
                  let decoded = Data(base64Encoded: String(source.dropFirst("data:image/png;base64,".count)),
                                     options: .ignoreUnknownCharacters) else {
                diagnostics.warn("\(asset.path).p", "only PNG pictures are supported yet (embedded as data:image/png;base64); skipped")
                return nil
            }
            data = decoded
        } else {
            guard let baseURL, source.lowercased().hasSuffix(".png") else {
                diagnostics.warn("\(asset.path).p", "only PNG files beside the Lottie file are supported yet; \"\(source)\" skipped")
                return nil
            }
            let folder = baseURL.standardizedFileURL
            let file = folder.appendingPathComponent((try asset["u"]?.string() ?? "") + source).standardizedFileURL
            guard file.path.hasPrefix(folder.path + "/"), let contents = try? Data(contentsOf: file) else {
                diagnostics.warn("\(asset.path).p", "the picture \"\(source)\" is not a readable file in the Lottie file's folder; skipped")
                return nil
            }
            data = contents
        }
        // IHDR: width and height at bytes 16–23, checked before decoding.
        if data.count >= 24 {
            let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
            guard width <= 1 << 16, height <= 1 << 16, pixels + width * height <= maxPixels else {
                throw LottieError.limit(path: "\(asset.path).p",
                                        message: "expected pictures of at most \(maxPixels) pixels in all, found \(width) × \(height) more")
            }
        }
        let image: Image
        do {
            image = try Image(pngData: data, source: source.hasPrefix("data:") ? "\(asset.path).p" : source)
            guard pixels + image.width * image.height <= maxPixels else {
                throw LottieError.limit(path: "\(asset.path).p", message: "expected pictures of at most \(maxPixels) pixels in all, found more")
            }
        } catch let error as LottieError {
            throw error
        } catch {
            diagnostics.warn("\(asset.path).p", "the picture could not be decoded (\(error)); skipped")
            return nil
        }
        pixels += image.width * image.height
        decoded[asset.path] = image
        return [Self.layer(image, asset: asset)]
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
