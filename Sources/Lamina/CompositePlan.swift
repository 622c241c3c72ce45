// The per-subtree facts the compositor needs, computed once per node, bottom-up, before a frame
// is drawn: whether a node must be isolated depends on how many drawings its subtree makes, and
// asking that afresh at every level made nested groups cost exponential time (each level asked
// its child, then drew it, which asked its own child again).
import Foundation

/// What the compositor knows about each node of a tree before drawing it: why it must be
/// composited offscreen, where its drawings can fall (so that an offscreen group holds only
/// that much, not the whole canvas), and the same for each sublayer and the mask. One walk of
/// the tree builds it, so drawing stays linear in the tree's size; the facts of all nodes lie
/// in one array (a plan is made for every frame, and an object per node cost a tenth of a small
/// Lottie frame to allocate and free).
final class CompositePlan {
    /// The facts of one node (see ``Node``).
    struct Entry {
        let isolation: Isolation
        let drawingCount: Int
        let contentBounds: CGRect?
        let drawnBounds: CGRect?
        /// Where the entry indices of the sublayers' plans start in ``sublayerEntries``.
        let firstSublayer: Int
        /// The entry of the mask's plan, or nil.
        let mask: Int?
    }

    /// The entries, each node's after its subtree's.
    let entries: [Entry]
    /// Each planned node's sublayers' entry indices, in `sublayers` order, side by side.
    let sublayerEntries: [Int]

    /// The cap on ``Node/drawingCount``: whether a group has one drawing or more is all that matters.
    static let countCap = 2

    /// The plan of `root` and its subtree, each node examined once. `nodesPlanned` counts them.
    init(_ root: RenderNode, nodesPlanned: inout Int) {
        var builder = Builder()
        _ = builder.add(root, nodesPlanned: &nodesPlanned)
        (entries, sublayerEntries) = (builder.entries, builder.sublayerEntries)
    }

    /// The root's plan (its entry comes last: every other node is in its subtree).
    var root: Node { Node(plan: self, index: entries.count - 1) }

    /// Collects the entries (a value, so that appending costs no exclusivity checks).
    fileprivate struct Builder {
        var entries: [Entry] = []
        var sublayerEntries: [Int] = []

        /// Plans `node` and its subtree and returns the node's entry index.
        mutating func add(_ node: RenderNode, nodesPlanned: inout Int) -> Int {
            nodesPlanned += 1
            guard node.isVisible else {
                entries.append(Entry(isolation: [], drawingCount: 0, contentBounds: .null, drawnBounds: .null,
                                     firstSublayer: sublayerEntries.count, mask: nil))
                return entries.count - 1
            }
            // The sublayers' slots are reserved first, so that they lie side by side; the sublayers'
            // own sublayers take the slots after them.
            let first = sublayerEntries.count, count = node.sublayers.count
            sublayerEntries.append(contentsOf: repeatElement(0, count: count))
            for index in 0..<count {
                sublayerEntries[first + index] = add(node.sublayers[index], nodesPlanned: &nodesPlanned)
            }
            let mask = node.mask.map { mask -> Int in
                var unmasked = mask
                unmasked.mask = nil
                return add(unmasked, nodesPlanned: &nodesPlanned)
            }
            var contentBounds = contentBounds(of: node, firstSublayer: first)
            // Nothing shows outside the mask's reach, so the group need hold no more: a Lottie
            // gradient is a canvas-sized gradient layer masked by its shape.
            if let content = contentBounds, let maskNode = node.mask, let mask,
               let reach = entries[mask].drawnBounds {
                contentBounds = content.intersection(maskNode.hasDepthTransform
                    ? maskNode.placement3D.planeProjection.boundingBox(of: reach)
                    : reach.applying(maskNode.geometry.toSuperlayer))
            }
            let drawnBounds = contentBounds.flatMap { CompositePlan.withShadow($0, of: node) }
            var drawings = node.ownDrawingCount
            for index in 0..<count where drawings < CompositePlan.countCap {
                let child = entries[sublayerEntries[first + index]]
                drawings += child.isolation.isEmpty ? child.drawingCount : CompositePlan.countCap
            }
            let drawingCount = min(drawings, CompositePlan.countCap)
            var reasons: Isolation = []
            if node.opacity < 1, drawingCount > 1 { reasons.insert(.groupOpacity) }
            if node.mask != nil { reasons.insert(.mask) }
            if node.shadow != nil { reasons.insert(.shadow) }
            if node.compositingFilter != .normal { reasons.insert(.blendMode) }
            if !node.filters.isEmpty { reasons.insert(.filter) }
            if node.isolatesBlending, drawingCount > 1 { reasons.insert(.isolatedBlending) }
            if node.masksToBounds, node.hasRoundedCorners { reasons.insert(.roundedClip) }
            entries.append(Entry(isolation: reasons, drawingCount: drawingCount, contentBounds: contentBounds,
                                 drawnBounds: drawnBounds, firstSublayer: first, mask: mask))
            return entries.count - 1
        }
    }

    /// One node's plan: its facts, and the plans of its sublayers and mask.
    struct Node {
        /// The plan holding the entries.
        fileprivate let plan: CompositePlan
        fileprivate let index: Int

        private var entry: Entry { plan.entries[index] }

        /// Why the node must be drawn as an offscreen group; empty for the fast path.
        var isolation: Isolation { entry.isolation }
        /// How many separate drawings the node and its subtree make, capped at
        /// ``CompositePlan/countCap`` (an isolated sublayer counts as the cap: it composites
        /// more than one thing). 0 for an invisible node.
        var drawingCount: Int { entry.drawingCount }
        /// A box, in the node's own coordinates, outside which neither the node nor its
        /// subtree draws anything (its shadow aside); nil when that is not known (text,
        /// backdrop effects, a transform that does not map finitely), and nothing may be cut.
        var contentBounds: CGRect? { entry.contentBounds }
        /// ``contentBounds`` with the node's shadow: where the node draws on its superlayer.
        var drawnBounds: CGRect? { entry.drawnBounds }
        /// The plan of the sublayer at `index` of the node's `sublayers` (a visible node's only).
        func sublayer(_ index: Int) -> Node {
            Node(plan: plan, index: plan.sublayerEntries[entry.firstSublayer + index])
        }
        /// The plan of the mask node, drawn with its own mask removed (Core Animation does
        /// not support nested masks); nil when there is no mask or the node is invisible.
        var mask: Node? { entry.mask.map { Node(plan: plan, index: $0) } }
    }
}

extension CompositePlan.Builder {
    /// Where `node` and its sublayers (planned from `firstSublayer` of ``sublayerEntries``)
    /// can draw, in its coordinates; nil when unknown.
    fileprivate func contentBounds(of node: RenderNode, firstSublayer: Int) -> CGRect? {
        guard !node.filters.isEmpty else { return drawingBounds(of: node, firstSublayer: firstSublayer) }
        // A filter draws nothing outside its region, and may draw all of it (a flood, a blur's
        // spread) unless it keeps transparent pixels transparent (a colour matrix): then no more
        // than the drawing does.
        var region = node.filters.reduce(CGRect.null) { $0.union($1.region) }
        if node.masksToBounds { region = region.intersection(node.bounds) }
        guard region.isNull || region.isFinite else { return nil }
        guard node.filters.allSatisfy(\.keepsTransparentPixels),
              let drawing = drawingBounds(of: node, firstSublayer: firstSublayer) else { return region }
        return drawing.intersection(region)
    }

    /// Where `node` and its sublayers draw before any filter, in its coordinates; nil when unknown.
    private func drawingBounds(of node: RenderNode, firstSublayer: Int) -> CGRect? {
        var box = CGRect.null
        if node.backgroundColor != nil || node.contents != nil || node.hasBorder { box = node.bounds }
        switch node.content {
        case .none: break
        case .shape(let shape):
            let reach = shape.strokeColor == nil ? 0 : shape.strokeStyle.reach
            box = box.union(shape.path.controlPointBounds.insetBy(dx: -reach, dy: -reach))
        case .gradient: box = box.union(node.bounds)
        case .text, .effect: return nil
        }
        if !node.sublayers.isEmpty {
            let map = LayerGeometry.sublayerMap(bounds: node.bounds, anchorPoint: node.anchorPoint,
                                                sublayerTransform: node.sublayerTransform)
            let depthMap = node.hasDepthSublayerTransform ? node.sublayerMap3D : nil
            for index in node.sublayers.indices where node.sublayers[index].isVisible {
                guard let drawn = entries[sublayerEntries[firstSublayer + index]].drawnBounds else { return nil }
                if drawn.isNull { continue }
                let child = node.sublayers[index]
                if depthMap == nil, !child.hasDepthTransform, !child.preservesDepth {
                    box = box.union(drawn.applying(child.geometry.toSuperlayer.concatenating(map)))
                    continue
                }
                // A transform layer's sublayers lie in 3-D, outside its plan's flat box.
                guard !child.preservesDepth else { return nil }
                let placement = child.placement3D.concatenating(depthMap ?? Transform3D(map))
                box = box.union(placement.planeProjection.boundingBox(of: drawn))
            }
        }
        if node.masksToBounds { box = box.intersection(node.bounds) }
        guard box.isNull || box.isFinite else { return nil }
        return box
    }

}

extension CompositePlan {
    /// `content` grown by where the node's shadow falls (its offset and three blur radii).
    fileprivate static func withShadow(_ content: CGRect, of node: RenderNode) -> CGRect? {
        guard let shadow = node.shadow else { return content }
        let caster = shadow.path?.controlPointBounds ?? content
        guard !caster.isNull else { return content }
        let spread = shadow.radius * 3 + 1
        let fallen = caster.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -spread, dy: -spread)
        let box = content.union(fallen)
        return box.isFinite ? box : nil
    }
}

extension RenderNode {
    /// Whether the node draws anything at all (visible, not fully transparent).
    var isVisible: Bool { !isHidden && opacity > 0 }

    /// How many separate drawings the node itself makes, its sublayers not counted.
    var ownDrawingCount: Int {
        var count = 0
        if let backgroundColor, backgroundColor.alpha > 0 { count += 1 }
        if contents != nil { count += 1 }
        switch content {
        case .none: break
        case .shape(let shape):
            if shape.fillColor.map({ $0.alpha > 0 }) ?? false { count += 1 }
            if shape.strokeColor.map({ $0.alpha > 0 }) ?? false { count += 1 }
        case .gradient, .text: count += 1
        case .effect: count += 2  // the blur reads what is beneath: never fade it onto the parent
        }
        if hasBorder { count += 1 }
        return count
    }

    /// How many levels of sublayers, masks and filter pictures the node holds, itself included
    /// (1 for a leaf): the stored ``depth``, so it runs on any stack and costs nothing.
    func nestingDepth() -> Int { depth }

    /// Whether a border is drawn.
    var hasBorder: Bool { borderWidth > 0 && (borderColor?.alpha ?? 0) > 0 }

    /// Whether the bounds shape has rounded corners.
    var hasRoundedCorners: Bool { cornerRadius > 0 && !maskedCorners.isEmpty }
}
