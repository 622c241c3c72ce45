// `CALayer.render(in:)` on iOS draws a layer tree without its 3-D transforms: a transform (or
// sublayer transform) that is not 2-D affine is left out altogether, the layer drawn as if it
// were the identity. iOS snapshot tests (swift-snapshot-testing's `.image` for layers and
// views, lottie-ios's own) record that, so their references show such layers untransformed;
// `Renderer.skipsDepthTransforms` draws the same, to compare with them.
import Foundation

extension RenderNode {
    /// The subtree with every transform and sublayer transform that is not 2-D affine replaced
    /// by the identity (masks included); nil when it has none.
    func withoutDepthTransforms() -> RenderNode? {
        var node = self
        var changed = false
        if hasDepthTransform {
            node.transform = .identity
            changed = true
        }
        if hasDepthSublayerTransform {
            node.sublayerTransform = .identity
            changed = true
        }
        var sublayers = self.sublayers
        var sublayerChanged = false
        for index in sublayers.indices {
            if let flattened = sublayers[index].withoutDepthTransforms() {
                sublayers[index] = flattened
                sublayerChanged = true
            }
        }
        if sublayerChanged {
            node.sublayers = sublayers
            changed = true
        }
        if let flattened = mask?.withoutDepthTransforms() {
            node.mask = flattened
            changed = true
        }
        return changed ? node : nil
    }
}
