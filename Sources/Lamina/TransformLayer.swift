// A layer whose sublayers share its 3-D space: CATransformLayer (Apple's CATransformLayer.h).
// It draws nothing of its own and is no compositing group; the compositor draws its sublayers
// as one 3-D context (Compositor+Depth.swift).
import Foundation

/// A layer that does not flatten its sublayers into its plane, as `CATransformLayer`: they keep
/// their depth in the space of this layer's superlayer, so a perspective there foreshortens
/// each by its own depth, and they are drawn far to near by the depth of their centres
/// (planes that cut through each other are not split).
///
/// As on Core Animation, only the sublayers are drawn: the layer's background, contents,
/// border, shadow, mask, filters, `masksToBounds` and `compositingFilter` are ignored, and its
/// ``Layer/opacity`` applies to each sublayer alone rather than to a group.
open class TransformLayer: Layer {
    /// Creates a transform layer with Core Animation's defaults.
    public required init() { super.init() }

    override func finishSnapshot(_ node: inout RenderNode, look: LookContext) throws {
        node.preservesDepth = true
        node.backgroundColor = nil
        node.contents = nil
        node.borderWidth = 0
        node.shadow = nil
        node.mask = nil
        node.filters = []
        node.masksToBounds = false
        node.compositingFilter = .normal
    }
}
