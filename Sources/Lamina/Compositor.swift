// The compositor: one walk over the render tree, drawing each node in Core Animation's order
// (SEMANTICS §2.3) onto a Canvas. The shape of this file follows resvg's render.rs: a node is
// drawn inline unless it needs isolation, in which case it goes through an offscreen group.
// What each kind of drawing does lives in Compositor+Drawing.swift and Compositor+Contents.swift.
import Foundation

/// Draws render nodes onto a canvas. One compositor draws one frame on one thread.
struct Compositor {
    /// The canvas being drawn on.
    let canvas: Canvas
    /// The work done so far: offscreen groups pushed, nodes planned.
    var statistics = RenderStatistics()

    init(canvas: Canvas) {
        self.canvas = canvas
    }

    /// Draws the tree under `root` in the current coordinate space, which must be the root's
    /// own: plans the whole tree once (``CompositePlan``), then draws it.
    /// - Throws: as ``draw(_:plan:alpha:)``.
    mutating func draw(_ root: RenderNode) throws {
        let plan = CompositePlan(root, nodesPlanned: &statistics.nodesPlanned)
        try draw(root, plan: plan.root, alpha: 1)
    }

    /// Draws `node` in the current coordinate space, which must be the node's own (its
    /// placement in its parent already applied). `plan` is the node's plan; `alpha` is the
    /// opacity inherited from ancestors drawn on the fast path.
    /// - Throws: ``LayerRenderError`` naming the innermost node whose drawing raised a
    ///   `RenderError` (a sublayer's error passes through its ancestors unchanged).
    mutating func draw(_ node: RenderNode, plan: CompositePlan.Node, alpha: CGFloat) throws {
        guard node.isVisible, alpha > 0 else { return }
        try Self.naming(node) {
            if plan.isolation.isEmpty {
                // Only a clip needs the state pushed: every drawing sets the source, rule and
                // pen it uses, and the transform is the caller's to put back.
                guard node.masksToBounds else { return try drawLayer(node, plan: plan, alpha: alpha * node.opacity) }
                canvas.save()
                defer { canvas.restore() }
                try canvas.clip(to: node.boundsPath)
                try drawLayer(node, plan: plan, alpha: alpha * node.opacity)
            } else if try !drawGradientThroughShape(node, plan: plan, alpha: alpha * node.opacity) {
                try drawIsolated(node, plan: plan, alpha: alpha * node.opacity)
            }
        }
    }

    /// Runs `body`, turning a `RenderError` it raises into a ``LayerRenderError`` naming
    /// `node`'s layer; a ``LayerRenderError`` (from a node inside) passes unchanged.
    static func naming(_ node: RenderNode, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as RenderError {
            throw LayerRenderError(error: error, layer: node.sourceLayer)
        }
    }

    /// One layer's own drawings and its sublayers, bottom to top (SEMANTICS §2.3, steps 2–6;
    /// the shadow, step 1, needs the result and is drawn by `drawIsolated`).
    private mutating func drawLayer(_ node: RenderNode, plan: CompositePlan.Node, alpha: CGFloat) throws {
        try drawBackground(node, alpha: alpha)
        try drawContents(node, alpha: alpha)
        try drawContent(node, alpha: alpha)
        try drawSublayers(node, plan: plan, alpha: alpha)
        try drawBorder(node, alpha: alpha)
    }

    /// The sublayers in zPosition order (stable: ties keep array order), each placed by its
    /// geometry and this node's sublayer transform.
    private mutating func drawSublayers(_ node: RenderNode, plan: CompositePlan.Node, alpha: CGFloat) throws {
        guard !node.sublayers.isEmpty else { return }
        let sublayerMap = LayerGeometry.sublayerMap(bounds: node.bounds, anchorPoint: node.anchorPoint,
                                                    sublayerTransform: node.sublayerTransform)
        // A sublayer transform with depth places every sublayer in 3-D (Compositor+Depth.swift).
        let depthMap = node.hasDepthSublayerTransform ? node.sublayerMap3D : nil
        if Self.isInZOrder(node.sublayers) {
            for index in node.sublayers.indices {
                try drawSublayer(node.sublayers[index], plan: plan.sublayer(index), map: sublayerMap, depthMap: depthMap,
                                 alpha: alpha)
            }
        } else {
            for index in Self.zOrder(node.sublayers) {
                try drawSublayer(node.sublayers[index], plan: plan.sublayer(index), map: sublayerMap, depthMap: depthMap,
                                 alpha: alpha)
            }
        }
    }

    /// One sublayer, placed by its geometry and its superlayer's sublayer map (`depthMap`,
    /// the same in 3-D, when that has depth). Only the transform is put back afterwards: what
    /// the sublayer clips, it restores itself.
    private mutating func drawSublayer(_ child: RenderNode, plan: CompositePlan.Node, map: CGAffineTransform,
                                       depthMap: Transform3D?, alpha: CGFloat) throws {
        guard child.isVisible else { return }
        if depthMap != nil || child.hasDepthTransform || child.preservesDepth {
            return try drawPlaced(child, plan: plan, placement: child.placement3D.concatenating(depthMap ?? Transform3D(map)),
                                  alpha: alpha)
        }
        let placement = child.geometry.toSuperlayer.concatenating(map)
        if !child.isDoubleSided, placement.a * placement.d - placement.b * placement.c < 0 { return }
        let transform = canvas.currentTransform
        defer { canvas.setTransform(transform) }
        // Placing the child is part of drawing it: a transform that overflows names the child.
        try Self.naming(child) { try canvas.concatenate(placement) }
        try draw(child, plan: plan, alpha: alpha)
    }

    /// The node drawn into an offscreen group, masked, clipped, shadowed and composited with
    /// its opacity and blend mode.
    private mutating func drawIsolated(_ node: RenderNode, plan: CompositePlan.Node, alpha: CGFloat) throws {
        // The group holds only the pixels the subtree can cover, not the whole clip.
        canvas.save()
        if let content = plan.contentBounds { try canvas.clip(toPixelsCovering: content) }
        try beginGroup()
        if node.filters.isEmpty {
            try drawLayer(node, plan: plan, alpha: 1)
        } else {
            // Filters see the layer's drawing alone, drawn past the canvas's edges as far as
            // their regions reach; its mask and clip apply to their result.
            var pushed = 0
            let filtered = try canvas.filteredDrawing(by: node.filters) { offscreen in
                var inner = Compositor(canvas: offscreen)
                try inner.drawLayer(node, plan: plan, alpha: 1)
                pushed = inner.statistics.groupsPushed
            }
            statistics.groupsPushed += pushed + 1
            try canvas.paint(filtered)
        }
        if var mask = node.mask, let maskPlan = plan.mask {
            mask.mask = nil  // Core Animation does not support nested masks.
            try beginGroup()
            if mask.hasDepthTransform {
                try drawPlaced(mask, plan: maskPlan, placement: mask.placement3D, alpha: 1)
            } else {
                try canvas.concatenate(mask.geometry.toSuperlayer)
                try draw(mask, plan: maskPlan, alpha: 1)
            }
            try canvas.mask(by: try canvas.takeGroup())
        }
        if node.masksToBounds { try canvas.keepOnly(inside: node.boundsPath) }
        let group = try canvas.takeGroup()
        canvas.restore()

        guard let shadow = node.shadow else {
            return try canvas.paint(group, opacity: alpha, blendMode: node.compositingFilter)
        }
        // The shadow fades and blends together with its layer, so both go into one group
        // unless the layer is opaque and blends normally.
        let fadesAsOne = alpha < 1 || node.compositingFilter != .normal
        if fadesAsOne { try beginGroup() }
        try drawShadow(shadow, of: node, group: group)
        try canvas.paint(group)
        if fadesAsOne { try canvas.endGroup(opacity: alpha, blendMode: node.compositingFilter) }
    }

    /// The shadow cast by the group's alpha, or by the shadow path; clipped by masksToBounds.
    private mutating func drawShadow(_ shadow: RenderShadow, of node: RenderNode, group: CanvasGroup) throws {
        var caster = group
        if let path = shadow.path {
            try beginGroup()
            try canvas.fill(path, color: .black)
            caster = try canvas.takeGroup()
        }
        canvas.save()
        defer { canvas.restore() }
        if node.masksToBounds { try canvas.clip(to: node.boundsPath) }
        try canvas.drawShadow(of: caster, color: shadow.drawnColor, offset: shadow.offset, blurRadius: shadow.radius)
    }

    private mutating func beginGroup() throws {
        try canvas.beginGroup()
        statistics.groupsPushed += 1
    }

    /// Whether siblings already stand in zPosition order (the common case: all equal).
    static func isInZOrder(_ nodes: [RenderNode]) -> Bool {
        for index in nodes.indices.dropFirst() where nodes[index - 1].zPosition > nodes[index].zPosition { return false }
        return true
    }

    /// The indices of siblings in zPosition order, stable; the common all-equal case costs
    /// one pass.
    static func zOrder(_ nodes: [RenderNode]) -> [Int] {
        guard !isInZOrder(nodes) else { return Array(nodes.indices) }
        return nodes.indices.sorted { (nodes[$0].zPosition, $0) < (nodes[$1].zPosition, $1) }
    }
}
