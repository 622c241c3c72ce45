// Layers placed in 3-D, as Core Animation draws them: a layer's content is a flat plane, which
// its 4×4 placement (transform about the anchor point, position at depth zPosition, then the
// superlayer's sublayer transform) maps into the superlayer's space; every layer but a
// transform layer flattens what it holds into its own plane, so perspective applies once per
// flattening, and the plane-to-plane map is the projective part of the 4×4 matrix
// (Transform3D.planeProjection). Where that map is affine — a turn about x or y without
// perspective foreshortens, but evenly — the layer is drawn exactly as a 2-D one; only a map that
// divides by a varying w is drawn offscreen and resampled (Canvas.drawProjected), with what lies
// behind the eye left out.
//
// A transform layer's sublayers share its space instead: the leaves of such a context are
// collected with their whole 4×4 placements and drawn far to near (painter's order by the depth
// of each leaf's centre, z/w, array order for ties). Planes that cut through each other are not
// split, so one of them is drawn whole in front.
import Foundation

extension Compositor {
    /// Draws `node`, whose coordinates map into the current user space by `placement` in 3-D;
    /// `alpha` is the opacity inherited from ancestors drawn on the fast path.
    mutating func drawPlaced(_ node: RenderNode, plan: CompositePlan.Node, placement: Transform3D, alpha: CGFloat) throws {
        guard node.preservesDepth else { return try drawFlattened(node, plan: plan, placement: placement, alpha: alpha) }
        var leaves: [DepthLeaf] = []
        collectLeaves(of: node, plan: plan, placement: placement, alpha: alpha, into: &leaves)
        let order = leaves.indices.sorted { (leaves[$0].depth, $0) < (leaves[$1].depth, $1) }
        for index in order {
            let leaf = leaves[index]
            try drawFlattened(leaf.node, plan: leaf.plan, placement: leaf.placement, alpha: leaf.alpha)
        }
    }

    /// One layer of a 3-D context, waiting to be drawn in depth order.
    struct DepthLeaf {
        let node: RenderNode
        let plan: CompositePlan.Node
        let placement: Transform3D
        let alpha: CGFloat
        /// z/w of the centre of the bounds: larger is nearer the viewer.
        let depth: CGFloat
    }

    /// The layers a transform layer's context holds, its own sublayers' transform layers opened
    /// in turn, each with its placement in the context's plane and the opacity it inherits.
    private func collectLeaves(of node: RenderNode, plan: CompositePlan.Node, placement: Transform3D, alpha: CGFloat,
                               into leaves: inout [DepthLeaf]) {
        let alpha = alpha * node.opacity
        guard node.isVisible, alpha > 0 else { return }
        let map = node.sublayerMap3D.concatenating(placement)
        for index in node.sublayers.indices where node.sublayers[index].isVisible {
            let child = node.sublayers[index], childPlan = plan.sublayer(index)
            let childPlacement = child.placement3D.concatenating(map)
            if child.preservesDepth {
                collectLeaves(of: child, plan: childPlan, placement: childPlacement, alpha: alpha, into: &leaves)
            } else {
                let centre = childPlacement.mapping(x: child.bounds.midX, y: child.bounds.midY, z: 0)
                let depth = centre.w > 0 ? centre.z / centre.w : -.infinity
                leaves.append(DepthLeaf(node: child, plan: childPlan, placement: childPlacement, alpha: alpha,
                                        depth: depth.isNaN ? -.infinity : depth))
            }
        }
    }

    /// Draws `node` flattened into its own plane, which `placement` maps into the current user
    /// space: by the affine path when the plane maps affinely, else offscreen and resampled.
    private mutating func drawFlattened(_ node: RenderNode, plan: CompositePlan.Node, placement: Transform3D,
                                        alpha: CGFloat) throws {
        let projection = placement.planeProjection
        // Where w > 0 the projection's local orientation has the sign of its determinant.
        if !node.isDoubleSided, projection.determinant < 0 { return }
        if let affine = projection.affine {
            let transform = canvas.currentTransform
            defer { canvas.setTransform(transform) }
            try Self.naming(node) { try canvas.concatenate(affine) }
            return try draw(node, plan: plan, alpha: alpha)
        }
        // The layer is composited as one picture: its opacity and blend mode apply to the
        // resampled result, not inside it.
        var flat = node
        flat.opacity = 1
        flat.compositingFilter = .normal
        var pushed = 0
        try Self.naming(node) {
            try canvas.drawProjected(Self.projectedRegion(of: node, plan: plan), through: projection,
                                     opacity: alpha * node.opacity, blendMode: node.compositingFilter) { offscreen in
                var inner = Compositor(canvas: offscreen)
                try inner.draw(flat, plan: plan, alpha: 1)
                pushed = inner.statistics.groupsPushed
            }
        }
        statistics.groupsPushed += pushed + 1
    }

    /// Where `node` can draw, in its coordinates, for a projected drawing: the plan's box with
    /// the shadow, or, where that is unknown (text, backdrop effects), the bounds with half
    /// their larger side (at least 32 points) round them.
    private static func projectedRegion(of node: RenderNode, plan: CompositePlan.Node) -> CGRect {
        if let drawn = plan.drawnBounds { return drawn }
        let margin = max(node.bounds.width, node.bounds.height, 64) / 2
        return node.bounds.insetBy(dx: -margin, dy: -margin)
    }
}
