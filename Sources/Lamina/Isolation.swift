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
    /// Filters run over the group's pixels.
    public static let filter = Isolation(rawValue: 1 << 5)
    /// The layer asks for it (``Layer/isolatesBlending``): blend modes inside blend only with
    /// each other.
    public static let isolatedBlending = Isolation(rawValue: 1 << 6)

    /// Why `node` needs isolating: a pure function of the node and its subtree, found in one
    /// walk of the subtree.
    public static func required(for node: RenderNode) -> Isolation {
        var nodesPlanned = 0
        return CompositePlan(node, nodesPlanned: &nodesPlanned).root.isolation
    }
}
