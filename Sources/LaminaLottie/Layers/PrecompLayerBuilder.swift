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
        let reference = try node.required("refId").string()
        guard let asset = composition.assets[reference] else {
            throw LottieError.invalid(path: "\(node.path).refId", message: "expected the id of an asset, found \"\(reference)\"")
        }
        guard !composition.precompStack.contains(reference) else {
            throw LottieError.limit(path: "\(node.path).refId",
                                    message: "expected precomps that do not contain themselves, found the cycle "
                                        + (composition.precompStack + [reference]).joined(separator: " → "))
        }
        guard let layerList = asset["layers"] else {
            context.diagnostics.warn(node.path, "the asset \"\(reference)\" is not a precomp (image assets are not supported yet); skipped")
            return nil
        }
        let limits = context.diagnostics.limits
        let width = try node.number("w") ?? 0, height = try node.number("h") ?? 0
        for (value, key) in [(width, "w"), (height, "h")] where !(0...limits.maxSide).contains(value) {
            throw LottieError.limit(path: "\(node.path).\(key)", message: "expected a size from 0 to \(Int(limits.maxSide)), found \(value)")
        }
        let timeRemap = try node.track("tm", context.diagnostics) { try $0.numbers() }
        let inner = context.entering(startTime: model.startTime, stretch: model.stretch, timeRemap: timeRemap)
        var nested = composition
        nested.precompStack.append(reference)
        let container = Layer()
        container.anchorPoint = .zero
        container.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        container.masksToBounds = true
        for sublayer in try nested.layers(try layerList.array(), context: inner) { container.addSublayer(sublayer) }
        return [container]
    }
}
