// Frame and point conversion between layers (SEMANTICS §2.2).
import Foundation

extension Layer {
    /// The layer's rectangle in its superlayer's coordinates: the bounding box of the bounds
    /// after ``transform`` about the anchor point, placed at ``position``. Derived, not stored.
    ///
    /// Setting it sets ``position`` and `bounds.size` (divided by the transform's scale) and
    /// leaves `bounds.origin` alone.
    public var frame: CGRect {
        get { geometry.frame }
        set {
            var g = geometry
            g.setFrame(newValue)
            bounds = g.bounds
            position = g.position
        }
    }

    /// The placement properties as one value.
    var geometry: LayerGeometry {
        LayerGeometry(bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform)
    }

    /// Maps this layer's coordinates to its superlayer's, including the superlayer's
    /// `sublayerTransform`.
    var transformToSuperlayer: CGAffineTransform {
        let own = geometry.toSuperlayer
        guard let parent = superlayer else { return own }
        return own.concatenating(LayerGeometry.sublayerMap(
            bounds: parent.bounds, anchorPoint: parent.anchorPoint, sublayerTransform: parent.sublayerTransform))
    }

    /// Maps this layer's coordinates to its root layer's (the root's own coordinates).
    var transformToRoot: CGAffineTransform {
        var result = CGAffineTransform.identity
        var layer = self
        var depth = 0
        while let parent = layer.superlayer, depth < RenderTree.maxDepth {
            result = result.concatenating(layer.transformToSuperlayer)
            layer = parent
            depth += 1
        }
        return result
    }

    /// Converts `point` from `layer`'s coordinates to this layer's. A nil `layer` means the
    /// root of this layer's tree. Both layers should share a root.
    public func convert(_ point: CGPoint, from layer: Layer?) -> CGPoint {
        point.applying(conversion(from: layer))
    }

    /// Converts `point` from this layer's coordinates to `layer`'s. A nil `layer` means the
    /// root of this layer's tree. Both layers should share a root.
    public func convert(_ point: CGPoint, to layer: Layer?) -> CGPoint {
        point.applying(conversion(from: layer).inverted())
    }

    /// Converts `rect` from `layer`'s coordinates to this layer's, as the bounding box of its
    /// mapped corners. A nil `layer` means the root of this layer's tree.
    public func convert(_ rect: CGRect, from layer: Layer?) -> CGRect {
        rect.applying(conversion(from: layer))
    }

    /// Converts `rect` from this layer's coordinates to `layer`'s, as the bounding box of its
    /// mapped corners. A nil `layer` means the root of this layer's tree.
    public func convert(_ rect: CGRect, to layer: Layer?) -> CGRect {
        rect.applying(conversion(from: layer).inverted())
    }

    /// The map from `layer`'s coordinates (or the root's) to this layer's.
    private func conversion(from layer: Layer?) -> CGAffineTransform {
        let fromRoot = transformToRoot.inverted()
        guard let layer else { return fromRoot }
        return layer.transformToRoot.concatenating(fromRoot)
    }
}
