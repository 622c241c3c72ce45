// The committed, immutable snapshot of a layer tree (DESIGN §1): what the renderer draws.
import Foundation

/// An immutable, `Sendable` snapshot of a layer tree, taken by ``Layer/commit()``, as Core
/// Animation commits a transaction to its render server. Rendering reads only this, so it
/// may happen on any thread while the model tree keeps changing.
public struct RenderTree: Sendable, Equatable {
    /// The deepest nesting of sublayers and masks a tree may have (DESIGN §8).
    public static let maxDepth = 256

    /// The root layer's node.
    public var root: RenderNode

    /// Snapshots `layer` and everything below it. The appearance rules in force are applied
    /// first, and every dynamic ``Color/tint`` becomes its layer's effective tint colour (the
    /// layer's ancestors count, even when `layer` is not a root).
    /// - Throws: ``LayerError/nonFinite`` for a NaN or infinite property,
    ///   ``LayerError/nestingTooDeep(limit:)`` beyond ``maxDepth`` levels (or a cycle),
    ///   ``LayerError/invalidGradient(_:)`` for gradient locations that do not fit the colours,
    ///   ``LayerError/invalidValue(_:)`` beyond a replicator's or a text layer's limits.
    public init(_ layer: Layer) throws {
        layer.applyAppearanceToSubtree()
        root = try layer.snapshot(depth: 0, inherited: layer.superlayer.map(LookContext.of) ?? LookContext())
    }

    /// Wraps an existing root node.
    public init(root: RenderNode) {
        self.root = root
    }

    /// The size of the root layer's bounds, in points: the natural size to render at.
    public var size: CGSize { root.bounds.size }
}

extension Layer {
    /// Takes an immutable snapshot of this layer and its subtree for rendering.
    /// - Throws: as ``RenderTree/init(_:)``.
    public func commit() throws -> RenderTree {
        try RenderTree(self)
    }
}
