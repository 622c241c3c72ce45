// The per-subtree facts the compositor needs, computed once per node, bottom-up, before a frame
// is drawn: whether a node must be isolated depends on how many drawings its subtree makes, and
// asking that afresh at every level made nested groups cost exponential time (each level asked
// its child, then drew it, which asked its own child again).
import Foundation

/// What the compositor knows about one node and its subtree before drawing it: why it must be
/// composited offscreen, where its drawings can fall (so that an offscreen group holds only
/// that much, not the whole canvas), and the same for each sublayer and the mask. One walk of
/// the tree builds it, so drawing stays linear in the tree's size.
final class CompositePlan {
    /// Why the node must be drawn as an offscreen group; empty for the fast path.
    let isolation: Isolation
    /// How many separate drawings the node and its subtree make, capped at 2 (an isolated
    /// sublayer counts as 2: it composites more than one thing). 0 for an invisible node.
    let drawingCount: Int
    /// A box, in the node's own coordinates, outside which neither the node nor its subtree
    /// draws anything (its shadow aside); nil when that is not known (text, backdrop effects,
    /// a transform that does not map finitely), and nothing may be cut.
    let contentBounds: CGRect?
    /// ``contentBounds`` with the node's shadow: where the node draws on its superlayer.
    let drawnBounds: CGRect?
    /// The plans of the sublayers, in the node's `sublayers` order (empty for an invisible node,
    /// whose subtree is never drawn).
    let sublayers: [CompositePlan]
    /// The plan of the mask node, drawn with its own mask removed (Core Animation does not
    /// support nested masks); nil when there is no mask or the node is invisible.
    let mask: CompositePlan?

    /// The cap on ``drawingCount``: whether a group has one drawing or more is all that matters.
    static let countCap = 2

    /// The plan of `node` and its subtree, each node examined once. `nodesPlanned` counts them.
    init(_ node: RenderNode, nodesPlanned: inout Int) {
        nodesPlanned += 1
        guard node.isVisible else {
            (isolation, drawingCount, sublayers, mask) = ([], 0, [], nil)
            (contentBounds, drawnBounds) = (.null, .null)
            return
        }
        sublayers = node.sublayers.map { CompositePlan($0, nodesPlanned: &nodesPlanned) }
        contentBounds = Self.contentBounds(of: node, sublayers: sublayers)
        drawnBounds = contentBounds.flatMap { Self.withShadow($0, of: node) }
        var count = node.ownDrawingCount
        for child in sublayers where count < Self.countCap {
            count += child.isolation.isEmpty ? child.drawingCount : Self.countCap
        }
        drawingCount = min(count, Self.countCap)
        var reasons: Isolation = []
        if node.opacity < 1, drawingCount > 1 { reasons.insert(.groupOpacity) }
        if node.mask != nil { reasons.insert(.mask) }
        if node.shadow != nil { reasons.insert(.shadow) }
        if node.compositingFilter != .normal { reasons.insert(.blendMode) }
        if !node.filters.isEmpty { reasons.insert(.filter) }
        if node.isolatesBlending, drawingCount > 1 { reasons.insert(.isolatedBlending) }
        if node.masksToBounds, node.hasRoundedCorners { reasons.insert(.roundedClip) }
        isolation = reasons
        mask = node.mask.map { mask -> CompositePlan in
            var unmasked = mask
            unmasked.mask = nil
            return CompositePlan(unmasked, nodesPlanned: &nodesPlanned)
        }
    }
}

extension CompositePlan {
    /// Where `node` and its sublayers (planned as `sublayers`) can draw, in its coordinates;
    /// nil when unknown.
    private static func contentBounds(of node: RenderNode, sublayers: [CompositePlan]) -> CGRect? {
        if !node.filters.isEmpty {
            // A filter draws its whole region (a flood, a blur's spread) and nothing outside it.
            var region = node.filters.reduce(CGRect.null) { $0.union($1.region) }
            if node.masksToBounds { region = region.intersection(node.bounds) }
            return region.isNull || region.isFinite ? region : nil
        }
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
        if !sublayers.isEmpty {
            let map = LayerGeometry.sublayerMap(bounds: node.bounds, anchorPoint: node.anchorPoint,
                                                sublayerTransform: node.sublayerTransform)
            for (child, plan) in zip(node.sublayers, sublayers) where child.isVisible {
                guard let drawn = plan.drawnBounds else { return nil }
                if drawn.isNull { continue }
                box = box.union(drawn.applying(child.geometry.toSuperlayer.concatenating(map)))
            }
        }
        if node.masksToBounds { box = box.intersection(node.bounds) }
        guard box.isNull || box.isFinite else { return nil }
        return box
    }

    /// `content` grown by where the node's shadow falls (its offset and three blur radii).
    private static func withShadow(_ content: CGRect, of node: RenderNode) -> CGRect? {
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
