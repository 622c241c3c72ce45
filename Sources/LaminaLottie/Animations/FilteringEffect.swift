// The layer effects that become filters (Gaussian blur, Fill, Tint, Tritone, Levels): their
// filters join the layer's in file order, and when a parameter of any of them changes, the
// layer's whole filter list animates, sampled frame by frame (each effect then keeps one
// structure at every frame, so that consecutive filters blend number by number).
import Foundation
import Lamina

/// A layer effect drawn by a filter: its parameters and how they make the filter (nil for an
/// effect that changes nothing).
struct FilteringEffect {
    /// The effect's parameters.
    let parameters: EffectParameters
    /// The filter at the parameters' frame.
    let filter: (EffectParameters) throws -> Filter?
}

extension LayerAnimationContext {
    /// Appends the filters of `effects` to `layer.filters`, and animates the whole list when a
    /// parameter changes. `path` names the effects in warnings.
    func applyFilterEffects(_ effects: [FilteringEffect], to layer: Layer, path: JSONPath) throws {
        guard !effects.isEmpty else { return }
        // A first reading of every parameter tells which change (and so which effects must
        // keep one structure); the values come from the readings after it.
        for effect in effects { _ = try effect.filter(effect.parameters) }
        let base = layer.filters
        func filters(at frame: Double?) throws -> [Filter] {
            try base + effects.compactMap { effect in
                effect.parameters.frame = frame
                return try effect.filter(effect.parameters)
            }
        }
        let initial = try filters(at: nil)
        layer.filters = initial
        let times = effects.flatMap(\.parameters.keyframeTimes)
        guard !times.isEmpty else { return }
        try animate(Track<Double>.span(times, placeholder: 0, path: path), .filters, on: layer, sample: true,
                    value: { $0 }, set: { layer.filters = $0 }) { try filters(at: $0) }
    }
}
