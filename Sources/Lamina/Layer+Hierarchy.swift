// The sublayer tree: CALayer's sublayers, superlayer and insertion methods.
import Foundation

extension Layer {
    /// The sublayers, back to front (later ones draw on top, before ``zPosition`` sorting).
    /// Default nil, as on `CALayer`. Setting the array adopts every layer in it, taking each
    /// out of its previous superlayer first.
    public var sublayers: [Layer]? {
        get { sublayerStorage }
        set {
            for old in sublayerStorage ?? [] where old.superlayer === self { old.superlayer = nil }
            sublayerStorage = nil
            guard let newValue else { return }
            var adopted: [Layer] = []
            adopted.reserveCapacity(newValue.count)
            for layer in newValue where !adopted.contains(where: { $0 === layer }) {
                layer.removeFromSuperlayer()
                layer.superlayer = self
                adopted.append(layer)
            }
            sublayerStorage = adopted
            for layer in adopted { layer.applyAppearanceToSubtree() }
        }
    }

    /// Adds `layer` on top of the other sublayers, taking it out of its previous superlayer.
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: sublayerStorage?.count ?? 0)
    }

    /// Inserts `layer` at `index` among the sublayers (clamped to 0…count), taking it out of
    /// its previous superlayer first.
    public func insertSublayer(_ layer: Layer, at index: Int) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        var list = sublayerStorage ?? []
        sublayerStorage = nil  // `list` is now the only reference, so inserting does not copy it
        list.insert(layer, at: min(max(index, 0), list.count))
        sublayerStorage = list
        layer.superlayer = self
        layer.applyAppearanceToSubtree()
    }

    /// Inserts `layer` just below `sibling`; at the bottom if `sibling` is nil or not a sublayer.
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        insertSublayer(layer, at: index(ofSublayer: sibling, excluding: layer) ?? 0)
    }

    /// Inserts `layer` just above `sibling`; on top if `sibling` is nil or not a sublayer.
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        let index = index(ofSublayer: sibling, excluding: layer).map { $0 + 1 }
        insertSublayer(layer, at: index ?? sublayersCount(excluding: layer))
    }

    /// Puts `newLayer` where `oldLayer` is; does nothing if `oldLayer` is not a sublayer.
    public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
        guard oldLayer !== newLayer, let index = index(ofSublayer: oldLayer, excluding: newLayer) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: index)
    }

    /// Takes the layer out of its superlayer's sublayers.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayerStorage?.removeAll { $0 === self }
        superlayer = nil
    }

    /// The index `sibling` would have among the sublayers once `moving` is taken out.
    private func index(ofSublayer sibling: Layer?, excluding moving: Layer) -> Int? {
        guard let sibling else { return nil }
        return sublayerStorage?.filter { $0 !== moving }.firstIndex { $0 === sibling }
    }

    private func sublayersCount(excluding moving: Layer) -> Int {
        sublayerStorage?.filter { $0 !== moving }.count ?? 0
    }
}
