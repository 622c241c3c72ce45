// The After Effects drop shadow, as lottie-ios's DropShadowAnimation.swift: the layer's own
// shadow, each part a keyframe animation. The effect (`ef` entry `ty` 25): colour "Shadow Color",
// opacity "Opacity" / 255, radius "Softness" / 5, offset "Distance" along "Direction" − 90° (AE's
// direction 0 points up). The layer style (`sy` entry `ty` 1): colour `c`, opacity `o` %, radius
// `s` / 2, offset `d` along `a`.
import Foundation
import Lamina

/// A drop shadow's tracks in Lottie's units, and how each becomes the layer's shadow property.
private struct DropShadowTracks {
    /// RGB(A) 0…1.
    var color: Track<[Double]>
    /// The opacity, and what it is multiplied by to give 0…1.
    var opacity: Track<[Double]>, opacityScale: Double
    /// The blur, and what it is multiplied by to give the radius in points.
    var radius: Track<[Double]>, radiusScale: Double
    /// The direction in degrees, and what is added to give the angle clockwise from +x.
    var angle: Track<[Double]>, angleOffset: Double
    /// The distance in points.
    var distance: Track<[Double]>
}

extension LayerAnimationContext {
    /// The match names of After Effects' Expression Controls: values for expressions to read,
    /// which draw nothing themselves, so skipping them changes nothing and is not reported
    /// (the expressions that read them are).
    static let expressionControls: Set<String> = [
        "ADBE Slider Control", "ADBE Angle Control", "ADBE Checkbox Control", "ADBE Color Control",
        "ADBE Point Control", "ADBE Point3D Control", "ADBE Layer Control", "ADBE Dropdown Control",
    ]

    /// Applies the layer's effects and styles to `layer`: drop shadows, Gaussian blurs, Fill,
    /// Tint, Tritone and both Levels effects; the others are reported, Expression Controls aside.
    func applyEffects(of node: JSONNode, to layer: Layer) throws {
        for style in try node["sy"]?.array() ?? [] {
            guard try style.number("ty") == 1 else {
                diagnostics.warn(style.path, "layer styles other than the drop shadow are not supported yet; ignored")
                continue
            }
            try applyShadow(DropShadowTracks(
                color: try style.numbers("c", diagnostics, default: [0, 0, 0, 1]),
                opacity: try style.numbers("o", diagnostics, default: [75]), opacityScale: 1 / 100,
                radius: try style.numbers("s", diagnostics, default: [5]), radiusScale: 1 / 2,
                angle: try style.numbers("a", diagnostics, default: [120]), angleOffset: 0,
                distance: try style.numbers("d", diagnostics, default: [5])), to: layer)
        }
        guard let effects = node["ef"] else { return }
        var filters: [FilteringEffect] = []
        for effect in try effects.array() {
            if try effect.number("en") == 0 { continue }
            let matchName = (try? effect["mn"]?.string()) ?? nil
            if let matchName, Self.expressionControls.contains(matchName) { continue }
            let filter: ((EffectParameters) throws -> Filter?)?
            switch try effect.number("ty") {
            case 20: filter = tintFilter
            case 21: filter = fillFilter
            case 23: filter = tritoneFilter
            case 24: filter = individualLevelsFilter
            case 25:
                filter = nil
                try applyDropShadow(effect, to: layer)
            case 29: filter = gaussianBlurFilter
            case _ where matchName == "ADBE Easy Levels2": filter = levelsFilter
            default:
                filter = nil
                let name = (try? effect["nm"]?.string()) ?? nil
                diagnostics.warn(effect.path, "the layer effect \(name.map { "\"\($0)\"" } ?? "of type \((try? effect.number("ty")) ?? nil ?? -1)") is not supported yet; ignored")
            }
            if let filter { filters.append(FilteringEffect(parameters: try EffectParameters(effect, diagnostics), filter: filter)) }
        }
        try applyFilterEffects(filters, to: layer, path: effects.path)
    }

    private func applyDropShadow(_ effect: JSONNode, to layer: Layer) throws {
        var values: [String: Track<[Double]>] = [:]
        for parameter in try effect["ef"]?.array() ?? [] {
            guard let name = try parameter["nm"]?.string(), let value = parameter["v"] else { continue }
            values[name] = try value.track(diagnostics) { try $0.numbers() }
        }
        func track(_ name: String, _ fallback: Double) -> Track<[Double]> {
            values[name] ?? Track([fallback], path: effect.path.member("ef"))
        }
        try applyShadow(DropShadowTracks(
            color: values["Shadow Color"] ?? Track([0, 0, 0, 1], path: effect.path.member("ef")),
            opacity: track("Opacity", 255), opacityScale: 1 / 255,
            radius: track("Softness", 0), radiusScale: 1 / 5,
            angle: track("Direction", 0), angleOffset: -90,
            distance: track("Distance", 0)), to: layer)
    }

    /// The layer's shadow from `tracks`, each property animated where its track changes (the
    /// offset combines angle and distance, sampled frame by frame when both change).
    private func applyShadow(_ tracks: DropShadowTracks, to layer: Layer) throws {
        func channel(_ color: [Double], _ index: Int) -> CGFloat {
            CGFloat(min(max(index < color.count ? color[index] : 0, 0), 1))
        }
        try animate(tracks.color, .shadowColor, on: layer, set: { layer.shadowColor = $0 }) { color in
            Color(red: channel(color, 0), green: channel(color, 1), blue: channel(color, 2))
        }
        try animate(tracks.opacity, .shadowOpacity, on: layer, set: { layer.shadowOpacity = $0 }) {
            CGFloat(min(max(($0.first ?? 0) * tracks.opacityScale, 0), 1))
        }
        try animate(tracks.radius, .shadowRadius, on: layer, set: { layer.shadowRadius = $0 }) {
            CGFloat(max(($0.first ?? 0) * tracks.radiusScale, 0))
        }
        let angle = tracks.angle, distance = tracks.distance
        func offset(angle: [Double], distance: [Double]) -> CGSize {
            let radians = ((angle.first ?? 0) + tracks.angleOffset) * .pi / 180, length = distance.first ?? 0
            return CGSize(width: length * cos(radians), height: length * sin(radians))
        }
        let setOffset: (CGSize) -> Void = { layer.shadowOffset = $0 }
        if angle.isAnimated, distance.isAnimated {
            let span = Track<[Double]>.span(angle.times + distance.times, placeholder: [],
                                            path: distance.path)
            try animate(span, .shadowOffset, on: layer, sample: true,
                        value: { [angle.value(at: $0).first ?? 0, distance.value(at: $0).first ?? 0] },
                        set: setOffset) { offset(angle: [$0[0]], distance: [$0[1]]) }
        } else if angle.isAnimated {
            try animate(angle, .shadowOffset, on: layer, set: setOffset) { offset(angle: $0, distance: distance.initialValue) }
        } else {
            try animate(distance, .shadowOffset, on: layer, set: setOffset) { offset(angle: angle.initialValue, distance: $0) }
        }
    }
}
