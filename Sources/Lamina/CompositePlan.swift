// The per-subtree facts the compositor needs, computed once per node, bottom-up, before a frame
// is drawn: whether a node must be isolated depends on how many drawings its subtree makes, and
// asking that afresh at every level made nested groups cost exponential time (each level asked
// its child, then drew it, which asked its own child again).
import Foundation

/// What the compositor knows about one node and its subtree before drawing it: why it must be
/// composited offscreen, and the same for each sublayer and the mask. One walk of the tree builds
/// it, so drawing stays linear in the tree's size.
final class CompositePlan {
    /// Why the node must be drawn as an offscreen group; empty for the fast path.
    let isolation: Isolation
    /// How many separate drawings the node and its subtree make, capped at 2 (an isolated
    /// sublayer counts as 2: it composites more than one thing). 0 for an invisible node.
    let drawingCount: Int
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
            return
        }
        sublayers = node.sublayers.map { CompositePlan($0, nodesPlanned: &nodesPlanned) }
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
        if node.masksToBounds, node.hasRoundedCorners { reasons.insert(.roundedClip) }
        isolation = reasons
        mask = node.mask.map { mask -> CompositePlan in
            var unmasked = mask
            unmasked.mask = nil
            return CompositePlan(unmasked, nodesPlanned: &nodesPlanned)
        }
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

    /// How many levels of sublayers and masks the node holds, itself included (1 for a leaf).
    /// A loop, not a recursion: it is what decides whether drawing needs a larger stack, so it
    /// must run on any stack itself.
    func nestingDepth() -> Int {
        var deepest = 1
        var pending: [(nodes: [RenderNode], depth: Int)] = [(childNodes, 2)]
        while let (nodes, depth) = pending.popLast() {
            for node in nodes {
                deepest = max(deepest, depth)
                let below = node.childNodes
                if !below.isEmpty { pending.append((below, depth + 1)) }
            }
        }
        return deepest
    }

    /// The sublayers, and the mask after them when there is one.
    private var childNodes: [RenderNode] {
        guard let mask else { return sublayers }
        return sublayers + [mask]
    }

    /// Whether a border is drawn.
    var hasBorder: Bool { borderWidth > 0 && (borderColor?.alpha ?? 0) > 0 }

    /// Whether the bounds shape has rounded corners.
    var hasRoundedCorners: Bool { cornerRadius > 0 && !maskedCorners.isEmpty }
}
