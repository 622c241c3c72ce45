// Drawing an effect layer: the backdrop blur, then its tint (EffectLayer.swift).
import Foundation

extension Compositor {
    /// The blurred backdrop inside the rounded bounds, then the tint over it. With the layer's
    /// opacity below 1, or `alpha` (the opacity of ancestors drawn without a group) below 1, the
    /// blur is dropped, as in UIKit: only the tint is drawn, faded.
    func drawEffect(_ effect: RenderEffect, of node: RenderNode, alpha: CGFloat) throws {
        let shape = node.boundsPath
        if alpha >= 1, node.opacity >= 1 { try canvas.drawBackdropBlur(effect.blur, inside: shape) }
        if let tint = effect.tintColor, tint.alpha > 0 {
            try canvas.fill(shape, color: tint.multiplyingAlpha(alpha))
        }
    }
}

extension TextStyle {
    /// The style with its colour's alpha multiplied by `factor`.
    func multiplyingAlpha(_ factor: CGFloat) -> TextStyle {
        var faded = self
        faded.color = color.multiplyingAlpha(factor)
        return faded
    }
}
