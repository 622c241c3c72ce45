// The look nodes as layers: ReplicatorLayer and EffectLayer, and the tint every
// layer carries.
import Foundation
import Lamina

extension ScriptLayerBuilder {
    /// The layer of a look node (its bounds are ``ResolvedLookNode/layerBounds``).
    mutating func lookLayer(_ look: ResolvedLookNode) throws -> Layer {
        switch look {
        case .replicator(let replicator, let children):
            let layer = ReplicatorLayer()
            layer.instanceCount = replicator.count
            layer.instanceTransform = replicator.transform
            layer.instanceDelay = replicator.delay
            layer.instanceColor = replicator.color
            layer.instanceRedOffset = replicator.redOffset
            layer.instanceGreenOffset = replicator.greenOffset
            layer.instanceBlueOffset = replicator.blueOffset
            layer.instanceAlphaOffset = replicator.alphaOffset
            for child in children { layer.addSublayer(try self.layer(for: child)) }
            return layer
        case .effect(let effect, let children):
            let layer = EffectLayer(effect: effect.effect)
            layer.isVibrant = effect.vibrant
            layer.cornerRadius = effect.cornerRadius
            for child in children { layer.addSublayer(try self.layer(for: child)) }
            return layer
        }
    }

    /// Gives `layer` the node's tint colour and adjustment mode.
    static func applyLook(_ look: ResolvedLook, to layer: Layer) {
        if let tint = look.tintColor { layer.tintColor = tint }
        layer.tintAdjustmentMode = look.tintAdjustment
    }
}
