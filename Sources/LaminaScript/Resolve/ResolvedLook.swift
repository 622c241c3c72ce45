// The resolved model's look nodes: replicators and backdrop effects, and the tint each
// layer carries (the `color` property, as UIKit's tint).
import Foundation
import Lamina

/// What a node's layer carries for the tint: `color` becomes the layer's `tintColor` where it
/// changes, so that `currentColor` paints (drawn as ``Color/tint``) follow it down the tree.
struct ResolvedLook {
    /// The layer's `tintColor`: the element's `color` where it differs from its parent's; nil
    /// to inherit.
    var tintColor: Color?
    /// The layer's `tintAdjustmentMode` (`tint-adjustment`).
    var tintAdjustment = TintAdjustmentMode.automatic
}

/// A node that becomes one of Lamina's look layers.
enum ResolvedLookNode {
    /// A replicator and the nodes it repeats (`<replicate>`).
    case replicator(ResolvedReplicator, children: [ResolvedNode])
    /// A backdrop blur and the nodes drawn on it (`effect`, `backdrop-filter`).
    case effect(ResolvedEffect, children: [ResolvedNode])

    /// The bounds of the node's layer in its user space: the effect's area, and
    /// for a replicator empty bounds at the origin, so that instances turn about the user-space
    /// origin as the `instance-transform` is written.
    var layerBounds: CGRect {
        switch self {
        case .replicator: return .zero
        case .effect(let effect, _): return effect.area
        }
    }

    /// The bounding box in the node's user space (the first instance only, for a replicator).
    var ownBounds: CGRect? {
        switch self {
        case .replicator(_, let children):
            return ResolvedNode.bounds(of: children)
        case .effect(let effect, _):
            return effect.area
        }
    }
}

/// A `<replicate>`'s parameters, as `ReplicatorLayer`'s.
struct ResolvedReplicator {
    var count: Int
    /// About the user-space origin (the replicator layer's centre).
    var transform: CGAffineTransform
    /// Seconds.
    var delay: CGFloat
    var color: Color
    var redOffset: CGFloat
    var greenOffset: CGFloat
    var blueOffset: CGFloat
    var alphaOffset: CGFloat
}

/// A backdrop blur over a rounded rectangle.
struct ResolvedEffect {
    /// The blurred area in the node's user space.
    var area: CGRect
    /// The corner radius (`rx`).
    var cornerRadius: CGFloat
    var effect: BlurEffect
    /// Whether the content is vibrant.
    var vibrant: Bool
}
