// A layer's Lottie masks (`masksProperties`, the Lottie schema's `mask`), as lottie-ios's
// MaskCompositionLayer.swift: the mask paths filled, at the mask's opacity, into one shape layer
// that is the layer's Lamina mask (its alpha). Added masks combine as a union (non-zero fill);
// difference masks after the first, and an inverted first mask (a large square around it),
// combine as an exclusive-or (even-odd fill), exact for simple paths. Subtract, intersect,
// lighten and darken masks, and expansion, are reported and left out.
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
        var exclusive = false
        for mask in try list.array() {
            let mode = try mask["mode"]?.string() ?? "a"
            if mode == "n" { continue }
            guard mode == "a" || mode == "f" else {
                let names = ["s": "subtract", "i": "intersect", "l": "lighten", "d": "darken"]
                diagnostics.warn("\(mask.path).mode", "\(names[mode] ?? "\"\(mode)\"") masks are not supported yet; ignored")
                continue
            }
            let inverted = try mask.number("inv") == 1
            if inverted {
                guard geometries.isEmpty else {
                    diagnostics.warn("\(mask.path).inv", "only the first mask may be inverted yet; ignored")
                    continue
                }
                let reach = Self.invertedReach
                geometries.append(ShapeGeometry(path: Track(ShapeGeometry.rectangle(
                    center: .zero, size: CGPoint(x: 2 * reach, y: 2 * reach), radius: 0, alwaysRounded: false))))
            }
            if (mode == "f" && !geometries.isEmpty) || inverted {
                exclusive = true
            } else if mode == "a", exclusive {
                diagnostics.warn("\(mask.path).mode", "an added mask after a difference or inverted mask is combined as a difference")
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
        layer.fillRule = exclusive ? .evenOdd : .nonZero
        try context.applyPath(geometries, repeated: 1, to: layer)
        try context.applyColor(Track([1, 1, 1]), opacity: opacity ?? Track([100]), to: layer, property: .fillColor) {
            layer.fillColor = $0
        }
        return layer
    }
}

extension MaskBuilder {
    /// Half the side of the square an inverted mask is cut from, in points.
    static let invertedReach: Double = 8192
}

extension ShapeGeometry {
    /// A path geometry (a mask's `pt`).
    init(path track: Track<LottiePath>) {
        kind = .path(track)
        reversed = false
        path = track.path
    }
}
