// A layer's Lottie masks (`masksProperties`, the Lottie schema's `mask`), as lottie-ios's
// MaskCompositionLayer.swift builds them for Core Animation: each mask is a shape layer filling
// its path even-odd, inverted (a large square around the path) when it subtracts or is an
// inverted added mask; the first mask and every added one join the masks so far (a union), and
// each later mask of any other mode masks what came before (an intersection). lottie-ios reads
// lighten as add and darken and difference as intersect; Lamina draws what Core Animation draws.
// Unlike lottie-ios, each mask's opacity applies (its fill's alpha), but for subtract masks, where
// it would fade the wrong side. Expansion is reported and left out.
import Foundation
import Lamina

/// Builds the mask of a layer from its Lottie masks.
enum MaskBuilder {
    /// How a mask combines with the ones before it, as lottie-ios reads the mode.
    private enum Combination {
        case add, subtract, intersect
    }

    /// The mask layer for `node`'s `masksProperties`; nil when it has none Lamina applies.
    static func mask(of node: JSONNode, context: LayerAnimationContext) throws -> Layer? {
        guard let list = node["masksProperties"] else { return nil }
        let diagnostics = context.diagnostics
        var container: Layer?
        for mask in try list.array() {
            let mode = try mask["mode"]?.string() ?? "a"
            let combination: Combination
            switch mode {
            case "n": continue
            case "a", "l": combination = .add
            case "s": combination = .subtract
            case "i", "d", "f": combination = .intersect
            default:
                diagnostics.warn("\(mask.path).mode", "expected a mask mode (a, s, i, l, d, f or n), found \"\(mode)\"; ignored")
                continue
            }
            if let expansion = try mask.track("x", diagnostics, parse: { try $0.numbers() }),
               expansion.keyframes.contains(where: { ($0.value.first ?? 0) != 0 }) {
                diagnostics.warn("\(mask.path).x", "mask expansion is not supported yet; the path is used as drawn")
            }
            let inverted = try mask.number("inv") == 1
            var opacity = try mask.numbers("o", diagnostics, default: [100])
            if combination == .subtract, !inverted, opacity.isAnimated || opacity.initialValue != [100] {
                // The cut-out square would fade everywhere but the path, not the path alone.
                diagnostics.warn("\(mask.path).o", "the opacity of a subtract mask is not supported yet; drawn at 100 %")
                opacity = Track([100])
            }
            let cutOut = (combination == .subtract && !inverted) || (combination == .add && inverted)
            let layer = try shape(of: mask, inverted: cutOut, opacity: opacity, context: context)
            if let previous = container, combination != .add {
                previous.mask = layer
                let next = Self.container()
                next.addSublayer(previous)
                container = next
            } else {
                let current = container ?? Self.container()
                current.addSublayer(layer)
                container = current
            }
        }
        return container
    }

    /// The shape layer of one mask: its path filled even-odd at `opacity` (percent), cut out of
    /// a large square when `inverted`.
    private static func shape(of mask: JSONNode, inverted: Bool, opacity: Track<[Double]>,
                              context: LayerAnimationContext) throws -> ShapeLayer {
        let diagnostics = context.diagnostics
        var geometries = [ShapeGeometry(path: try mask.required("pt").track(diagnostics, parse: LottiePath.init))]
        if inverted {
            geometries.insert(ShapeGeometry(path: Track(ShapeGeometry.rectangle(
                center: .zero, size: CGPoint(x: 2 * invertedReach, y: 2 * invertedReach), radius: 0,
                alwaysRounded: false))), at: 0)
        }
        let layer = ShapeLayer()
        layer.anchorPoint = .zero
        layer.fillRule = .evenOdd
        try context.applyPath(geometries, repeated: 1, to: layer)
        try context.applyColor(Track([1, 1, 1]), opacity: opacity, to: layer, property: .fillColor) { layer.fillColor = $0 }
        return layer
    }

    /// A layer holding masks at the masked layer's origin.
    private static func container() -> Layer {
        let layer = Layer()
        layer.anchorPoint = .zero
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
