// The After Effects drop shadow, as lottie-ios's DropShadowAnimation.swift: the layer's own
// shadow. The effect (`ef` entry `ty` 25): colour "Shadow Color", opacity "Opacity" / 255,
// radius "Softness" / 5, offset "Distance" along "Direction" − 90° (AE's direction 0 points up).
// The layer style (`sy` entry `ty` 1): colour `c`, opacity `o` %, radius `s` / 2, offset `d`
// along `a`. Lamina's shadow properties are not animatable, so changing values use their first
// value, with a warning.
import Foundation
import Lamina

extension LayerAnimationContext {
    /// Applies the layer's effects and styles: drop shadows on `layer`; the others are reported.
    func applyEffects(of node: JSONNode, to layer: Layer) throws {
        for style in try node["sy"]?.array() ?? [] {
            guard try style.number("ty") == 1 else {
                diagnostics.warn(style.path, "layer styles other than the drop shadow are not supported yet; ignored")
                continue
            }
            func first(_ key: String, _ fallback: [Double]) throws -> [Double] {
                let track = try style.numbers(key, diagnostics, default: fallback)
                if track.isAnimated { diagnostics.warn(track.path, "animated drop shadows are not supported yet; the first value is used") }
                return track.initialValue
            }
            applyShadow(to: layer, color: try first("c", [0, 0, 0, 1]), opacity: (try first("o", [75]).first ?? 75) / 100,
                        radius: (try first("s", [5]).first ?? 5) / 2, angle: try first("a", [120]).first ?? 120,
                        distance: try first("d", [5]).first ?? 5)
        }
        guard let effects = node["ef"] else { return }
        for effect in try effects.array() {
            if try effect.number("en") == 0 { continue }
            guard try effect.number("ty") == 25 else {
                let name = (try? effect["nm"]?.string()) ?? nil
                diagnostics.warn(effect.path, "the layer effect \(name.map { "\"\($0)\"" } ?? "of type \((try? effect.number("ty")) ?? nil ?? -1)") is not supported yet; ignored")
                continue
            }
            try applyDropShadow(effect, to: layer)
        }
    }

    private func applyDropShadow(_ effect: JSONNode, to layer: Layer) throws {
        var values: [String: [Double]] = [:]
        for parameter in try effect["ef"]?.array() ?? [] {
            guard let name = try parameter["nm"]?.string(), let value = parameter["v"] else { continue }
            let track = try value.track(diagnostics) { try $0.numbers() }
            if track.isAnimated {
                diagnostics.warn(track.path, "animated drop shadows are not supported yet; the first value is used")
            }
            values[name] = track.initialValue
        }
        applyShadow(to: layer, color: values["Shadow Color"] ?? [0, 0, 0, 1], opacity: (values["Opacity"]?.first ?? 255) / 255,
                    radius: (values["Softness"]?.first ?? 0) / 5, angle: (values["Direction"]?.first ?? 0) - 90,
                    distance: values["Distance"]?.first ?? 0)
    }

    /// The layer's shadow: `opacity` 0…1, `radius` in points, offset `distance` points along
    /// `angle` degrees (clockwise from +x).
    private func applyShadow(to layer: Layer, color: [Double], opacity: Double, radius: Double, angle: Double,
                             distance: Double) {
        func channel(_ index: Int) -> CGFloat { CGFloat(min(max(index < color.count ? color[index] : 0, 0), 1)) }
        layer.shadowColor = Color(red: channel(0), green: channel(1), blue: channel(2))
        layer.shadowOpacity = CGFloat(min(max(opacity, 0), 1))
        layer.shadowRadius = CGFloat(max(radius, 0))
        let radians = angle * .pi / 180
        layer.shadowOffset = CGSize(width: distance * cos(radians), height: distance * sin(radians))
    }
}
