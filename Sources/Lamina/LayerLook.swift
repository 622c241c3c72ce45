// The look properties of a layer (tint, image rendering mode, appearance rules), stored apart
// from LayerState so that the plain-property snapshot stays small.
import Foundation

/// A layer's tint, rendering mode and appearance state.
struct LayerLook {
    /// The specific tint colour (never the dynamic `.tint`).
    var tintColor: Color? = nil
    /// The specific tint adjustment mode.
    var tintAdjustmentMode: TintAdjustmentMode = .automatic
    /// How the contents image is drawn.
    var contentsRenderingMode: ImageRenderingMode = .automatic
    /// The rules for this layer's subtree, if set here.
    var appearanceRules: AppearanceRules? = nil
    /// What appearance rules last wrote, by rule key path, to tell rule values from values set
    /// on the instance.
    var appearanceWrites: [AnyKeyPath: Any] = [:]
}

/// What a layer inherits from its ancestors for commit: the tint, the adjustment mode and the
/// appearance rules in force.
struct LookContext {
    /// The effective tint before dimming.
    var tint: Color = .systemBlue
    /// The effective adjustment mode: `.normal` or `.dimmed`.
    var mode: TintAdjustmentMode = .normal
    /// The rules of the nearest layer (itself or an ancestor) that has some.
    var rules: AppearanceRules? = nil

    /// The tint colour drawn: the tint, dimmed in `.dimmed` mode.
    var resolvedTint: Color { mode == .dimmed ? tint.dimmed : tint }

    /// The context inside `layer`, whose superlayer's context this is.
    func entering(_ layer: Layer) -> LookContext {
        var inner = self
        if let tint = layer.look.tintColor { inner.tint = tint }
        let mode = layer.look.tintAdjustmentMode
        if mode != .automatic { inner.mode = mode }
        if let rules = layer.look.appearanceRules { inner.rules = rules }
        return inner
    }

    /// The context of `layer` itself: every ancestor's look, root first, then its own.
    static func of(_ layer: Layer) -> LookContext {
        var chain: [Layer] = []
        var next: Layer? = layer
        while let current = next, chain.count <= RenderTree.maxDepth {
            chain.append(current)
            next = current.superlayer
        }
        return chain.reversed().reduce(LookContext()) { $0.entering($1) }
    }
}
