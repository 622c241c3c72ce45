// When a layer must be drawn offscreen (DESIGN §4, STYLE convention 9): only when drawing it
// straight onto its parent's pixels would give a different result.
import Foundation

/// Why a render node has to be composited as an offscreen group. Empty means it is drawn
/// straight onto its parent's pixels (the fast path).
public struct Isolation: OptionSet, Sendable, Hashable {
    /// The bit mask.
    public let rawValue: Int
    /// Creates a set from its bit mask.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Opacity below 1 over more than one drawing: overlapping parts must not show through
    /// each other (group opacity).
    public static let groupOpacity = Isolation(rawValue: 1 << 0)
    /// A mask layer multiplies the group's alpha.
    public static let mask = Isolation(rawValue: 1 << 1)
    /// A shadow is cast by the group's alpha (or its shadow path).
    public static let shadow = Isolation(rawValue: 1 << 2)
    /// A blend mode other than normal combines the group with the backdrop.
    public static let blendMode = Isolation(rawValue: 1 << 3)
    /// `masksToBounds` with rounded corners: the rounded edge is applied once to the group,
    /// not to each drawing (which would leave seams).
    public static let roundedClip = Isolation(rawValue: 1 << 4)

    /// Why `node` needs isolating: a pure function of the node and its subtree.
    public static func required(for node: RenderNode) -> Isolation {
        var reasons: Isolation = []
        if node.opacity < 1, node.drawingCount(limit: 2) > 1 { reasons.insert(.groupOpacity) }
        if node.mask != nil { reasons.insert(.mask) }
        if node.shadow != nil { reasons.insert(.shadow) }
        if node.compositingFilter != .normal { reasons.insert(.blendMode) }
        if node.masksToBounds, node.hasRoundedCorners { reasons.insert(.roundedClip) }
        return reasons
    }
}

extension RenderNode {
    /// Whether the node draws anything at all (visible, not fully transparent).
    var isVisible: Bool { !isHidden && opacity > 0 }

    /// How many separate drawings the node and its subtree make, counting up to `limit`
    /// (an isolated sublayer counts as `limit`: it composites more than one thing).
    func drawingCount(limit: Int) -> Int {
        guard isVisible else { return 0 }
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
        for child in sublayers where count < limit {
            count += Isolation.required(for: child).isEmpty ? child.drawingCount(limit: limit - count) : limit
        }
        return min(count, limit)
    }

    /// Whether a border is drawn.
    var hasBorder: Bool { borderWidth > 0 && (borderColor?.alpha ?? 0) > 0 }

    /// Whether the bounds shape has rounded corners.
    var hasRoundedCorners: Bool { cornerRadius > 0 && !maskedCorners.isEmpty }
}
