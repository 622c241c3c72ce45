// A Lottie precomp layer (`ty` 0), as lottie-ios's PreCompLayer.swift: the asset's layers in a
// layer of `w` × `h` that clips them, their frames mapped through the layer's start time `st`
// and stretch `sr` (child frame = (frame − st) / sr), or through its time remapping `tm`
// (seconds of the precomp at each frame; Keyframes+timeRemapping.swift), which is sampled.
import Foundation
import Lamina

/// Builds a precomp layer's content.
struct PrecompLayerBuilder {
    let composition: CompositionBuilder

    /// The clipped container of the asset's layers.
    func layers(_ model: LayerModel, context: LayerAnimationContext) throws -> [Layer]? {
        let node = model.node
        guard let reference = try node.member("refId", expected: "the id of a precomp asset", "the layer draws nothing",
                                              context.diagnostics)?.string() else { return nil }
        guard let asset = composition.assets[reference] else {
            context.diagnostics.warn(node.path.member("refId"), "no asset has the id \"\(reference)\"; the layer draws nothing")
            return nil
        }
        guard !composition.precompStack.contains(reference) else {
            throw LottieError.limit(path: "\(node.path).refId",
                                    message: "expected precomps that do not contain themselves, found the cycle "
                                        + (composition.precompStack + [reference]).joined(separator: " → "))
        }
        guard composition.precompStack.count < context.diagnostics.limits.maxDepth else {
            throw LottieError.limit(path: "\(node.path).refId", message: "expected precomps nested at most "
                                    + "\(context.diagnostics.limits.maxDepth) deep, found deeper")
        }
        guard let layerList = asset["layers"] else {
            context.diagnostics.warn(node.path, "the asset \"\(reference)\" has no layers (a precomp's); the layer draws nothing")
            return nil
        }
        // The size only clips (no pixels are allocated for it), so any size ≥ 0 is fine.
        let width = max(try node.number("w") ?? 0, 0), height = max(try node.number("h") ?? 0, 0)
        let timeRemap = try node.track("tm", context.diagnostics) { try $0.numbers() }
        let inner = context.entering(startTime: model.startTime, stretch: model.stretch, timeRemap: timeRemap)
        var nested = composition
        nested.precompStack.append(reference)
        let container = Layer()
        container.anchorPoint = .zero
        container.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        // Without a size there is nothing to clip to (lottie-ios's precomps always have one).
        container.masksToBounds = width > 0 && height > 0
        let sublayers = try nested.layers(try layerList.array(), context: inner, width: width, height: height,
                                          name: try? asset["nm"]?.string())
        for sublayer in sublayers { container.addSublayer(sublayer) }
        return [container]
    }
}
