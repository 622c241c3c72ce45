// The After Effects drop shadow effect (`ef` entry `ty` 25), as lottie-ios's
// DropShadowAnimation.swift: the layer's own shadow — colour "Shadow Color", opacity
// "Opacity" / 255, radius "Softness" / 5, offset "Distance" along "Direction" − 90° (AE's
// direction 0 points up). Lamina's shadow properties are not animatable, so changing values
// use their first value, with a warning.
import Foundation
import Lamina

extension LayerAnimationContext {
    /// Applies the layer's effects: drop shadows on `layer`; the others are reported.
    func applyEffects(of node: JSONNode, to layer: Layer) throws {
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
        let color = values["Shadow Color"] ?? [0, 0, 0, 1]
        func channel(_ index: Int) -> CGFloat { CGFloat(min(max(index < color.count ? color[index] : 0, 0), 1)) }
        layer.shadowColor = Color(red: channel(0), green: channel(1), blue: channel(2))
        layer.shadowOpacity = CGFloat(min(max((values["Opacity"]?.first ?? 255) / 255, 0), 1))
        layer.shadowRadius = CGFloat(max((values["Softness"]?.first ?? 0) / 5, 0))
        let angle = ((values["Direction"]?.first ?? 0) - 90) * .pi / 180, distance = values["Distance"]?.first ?? 0
        layer.shadowOffset = CGSize(width: distance * cos(angle), height: distance * sin(angle))
    }
}
