// The look nodes as layers: TextLayer, ReplicatorLayer and EffectLayer, and the tint every
// layer carries.
import Foundation
import Lamina

extension ScriptLayerBuilder {
    /// The layer of a look node (its bounds are ``ResolvedLookNode/layerBounds``).
    mutating func lookLayer(_ look: ResolvedLookNode) throws -> Layer {
        switch look {
        case .text(let text):
            let layer = TextLayer()
            layer.string = text.string
            layer.fontFamily = text.style.fontFamily
            layer.fontSize = text.style.fontSize
            layer.fontWeight = text.style.fontWeight
            layer.foregroundColor = text.style.color
            layer.alignmentMode = text.style.alignment
            return layer
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
