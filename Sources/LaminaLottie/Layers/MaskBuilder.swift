// A layer's Lottie masks (`masksProperties`, the Lottie schema's `mask`), as lottie-ios's
// MaskCompositionLayer.swift builds them for Core Animation: each mask is a shape layer filling
// its path even-odd, inverted (a large square around the path) when it subtracts or is an
// inverted added mask; the first mask and every added one join the masks so far (a union), and
// each later mask of any other mode masks what came before (an intersection). lottie-ios reads
// lighten as add and darken and difference as intersect; Lamina draws what Core Animation draws.
// Beyond lottie-ios, which reads neither, each mask's opacity and expansion apply as After
// Effects applies them: the path grows by the expansion (a stroke twice as wide, round-joined,
// joins the fill) or shrinks by it (such a stroke cuts the fill, through the xor compositing
// filter), is inverted after that, and a subtracted mask takes its opacity out of a square:
// what is left shows 1 − opacity inside the path.
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
                diagnostics.warn(mask.path.member("mode"), "expected a mask mode (a, s, i, l, d, f or n), found \"\(mode)\"; ignored")
                continue
            }
            let inverted = try mask.number("inv") == 1
            let opacity = try mask.numbers("o", diagnostics, default: [100])
            var expansion = try mask.track("x", diagnostics, parse: { try $0.numbers() })
            if expansion?.containsValue(where: { ($0.first ?? 0) != 0 }) == false { expansion = nil }
            let layer: Layer
            if combination == .subtract {
                if expansion == nil, !opacity.isAnimated, opacity.initialValue == [100] {
                    // The common case, as lottie-ios draws it: the path cut out of the square.
                    layer = try shape(of: mask, inverted: !inverted, opacity: opacity, context: context)
                } else {
                    let cut = try region(of: mask, expansion: expansion, inverted: inverted, opacity: opacity, context: context)
                    layer = Self.cutting(cut, outOf: Self.square())
                }
            } else {
                layer = try region(of: mask, expansion: expansion, inverted: inverted, opacity: opacity, context: context)
            }
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

    /// What one mask covers: its path, grown or shrunk by `expansion` (points; none when nil),
    /// inverted, at `opacity` (percent).
    private static func region(of mask: JSONNode, expansion: Track<[Double]>?, inverted: Bool,
                               opacity: Track<[Double]>, context: LayerAnimationContext) throws -> Layer {
        guard let expansion else { return try shape(of: mask, inverted: inverted, opacity: opacity, context: context) }
        let opaque = Track<[Double]>([100])
        // The path grown by the positive expansion and less a band of twice the negative one;
        // the band's outer half, outside the path, is masked away.
        let expanded = container()
        expanded.isolatesBlending = true
        let grown = try shape(of: mask, inverted: false, opacity: opaque, context: context)
        try context.applyWidth(expansion, sign: 1, to: grown)
        let band = try shape(of: mask, inverted: false, opacity: opaque, context: context)
        band.fillColor = nil
        try context.applyWidth(expansion, sign: -1, to: band)
        band.compositingFilter = .xor
        expanded.addSublayer(grown)
        expanded.addSublayer(band)
        let outline = try shape(of: mask, inverted: false, opacity: opaque, context: context)
        try context.applyWidth(expansion, sign: 1, to: outline)
        expanded.mask = outline
        let region = inverted ? cutting(expanded, outOf: square()) : container()
        if !inverted { region.addSublayer(expanded) }  // A mask's own mask would be ignored.
        try context.animate(opacity, .opacity, on: region, set: { region.opacity = $0 }) {
            CGFloat(min(max(($0.first ?? 100) / 100, 0), 1))
        }
        return region
    }

    /// `cut` taken out of `whole` (opaque): `cut` drawn over it through the xor compositing
    /// filter, which leaves 1 − the cut's alpha.
    private static func cutting(_ cut: Layer, outOf whole: Layer) -> Layer {
        let layer = container()
        layer.isolatesBlending = true
        cut.compositingFilter = .xor
        layer.addSublayer(whole)
        layer.addSublayer(cut)
        return layer
    }

    /// The opaque square around every mask path (see ``invertedReach``).
    private static func square() -> ShapeLayer {
        let layer = ShapeLayer()
        layer.anchorPoint = .zero
        layer.path = BezierPath(rect: CGRect(x: -invertedReach, y: -invertedReach,
                                             width: 2 * invertedReach, height: 2 * invertedReach))
        layer.fillColor = .white
        return layer
    }

    /// The shape layer of one mask: its path filled even-odd at `opacity` (percent), cut out of
    /// a large square when `inverted`.
    private static func shape(of mask: JSONNode, inverted: Bool, opacity: Track<[Double]>,
                              context: LayerAnimationContext) throws -> ShapeLayer {
        let diagnostics = context.diagnostics
        // A mask without a path covers nothing, as ThorVG draws it (its path is empty).
        let path = try mask.member("pt", expected: "the mask's path", "it covers nothing, as in ThorVG", diagnostics)?
            .pathTrack(diagnostics) ?? Track(LottiePath(closed: true, vertices: [], inTangents: [], outTangents: []),
                                             path: mask.path.member("pt"))
        var geometries = [ShapeGeometry(path: path)]
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

extension LayerAnimationContext {
    /// A mask's white, round-joined stroke, as wide as twice the part of each expansion value
    /// of `sign` (+1 the growth, −1 the shrinking), in points.
    func applyWidth(_ expansion: Track<[Double]>, sign: Double, to layer: ShapeLayer) throws {
        layer.strokeColor = .white
        layer.lineJoin = .round
        try animate(expansion, .lineWidth, on: layer, set: { layer.lineWidth = $0 }) {
            CGFloat(2 * max(sign * ($0.first ?? 0), 0))
        }
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
