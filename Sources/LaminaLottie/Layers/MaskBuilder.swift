// A layer's Lottie masks (`masksProperties`, the Lottie schema's `mask`), as lottie-ios's
// MaskCompositionLayer.swift: the paths of the additive masks filled, at the mask's opacity,
// into one shape layer that is the layer's Lamina mask (its alpha). Other modes, inverted masks
// and expansion are reported and left out.
import Foundation
import Lamina

/// Builds the mask of a layer from its Lottie masks.
enum MaskBuilder {
    /// The mask layer for `node`'s `masksProperties`; nil when it has none Lamina applies.
    static func mask(of node: JSONNode, context: LayerAnimationContext) throws -> Layer? {
        guard let list = node["masksProperties"] else { return nil }
        let diagnostics = context.diagnostics
        var geometries: [ShapeGeometry] = []
        var opacity: Track<[Double]>?
        for mask in try list.array() {
            let mode = try mask["mode"]?.string() ?? "a"
            if mode == "n" { continue }
            guard mode == "a" else {
                let names = ["s": "subtract", "i": "intersect", "l": "lighten", "d": "darken", "f": "difference"]
                diagnostics.warn("\(mask.path).mode", "\(names[mode] ?? "\"\(mode)\"") masks are not supported yet; ignored")
                continue
            }
            if try mask.number("inv") == 1 {
                diagnostics.warn("\(mask.path).inv", "inverted masks are not supported yet; ignored")
                continue
            }
            if let expansion = try mask.track("x", diagnostics, parse: { try $0.numbers() }),
               expansion.keyframes.contains(where: { ($0.value.first ?? 0) != 0 }) {
                diagnostics.warn("\(mask.path).x", "mask expansion is not supported yet; the path is used as drawn")
            }
            let path = try mask.required("pt").track(diagnostics, parse: LottiePath.init)
            geometries.append(ShapeGeometry(path: path))
            let maskOpacity = try mask.numbers("o", diagnostics, default: [100])
            if opacity != nil, maskOpacity.isAnimated || maskOpacity.initialValue != [100] {
                diagnostics.warn("\(mask.path).o", "the opacity of a second mask is not supported yet; the first mask's is used")
            }
            opacity = opacity ?? maskOpacity
        }
        guard !geometries.isEmpty else { return nil }
        let layer = ShapeLayer()
        layer.anchorPoint = .zero
        try context.applyPath(geometries, repeated: 1, to: layer)
        try context.applyColor(Track([1, 1, 1]), opacity: opacity ?? Track([100]), to: layer, property: .fillColor) {
            layer.fillColor = $0
        }
        return layer
    }
}

extension ShapeGeometry {
    /// A path geometry (a mask's `pt`).
    init(path track: Track<LottiePath>) {
        kind = .path(track)
        reversed = false
        path = track.path
    }
}
