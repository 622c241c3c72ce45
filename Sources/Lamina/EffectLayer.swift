// A layer that blurs what lies behind it: UIVisualEffectView with a UIBlurEffect, and a
// UIVibrancyEffect for its content (SEMANTICS §4, DESIGN §4, EXAMPLES scene 6).
import Foundation

/// A layer that blurs whatever is already composited behind it, inside its bounds rounded by
/// ``Layer/cornerRadius``, as a `UIVisualEffectView` with a `UIBlurEffect`: the backdrop is
/// downsampled, its saturation adjusted, blurred (three box blurs, as SVG's `feGaussianBlur`)
/// and stretched back, then the effect's tint is laid over it. The blur is drawn in place of
/// the layer's contents (above the background colour); sublayers draw on top.
///
/// Only what was drawn before the layer, in the same offscreen group, is blurred: inside an
/// ancestor composited as a group (opacity below 1 over several drawings, a mask, a shadow, a
/// blend mode or rounded clipping) the backdrop is that group's drawing so far.
///
/// As in UIKit, an opacity below 1 on the layer drops the blur (so does an ancestor's, when
/// that ancestor is not drawn as a group): only the tint is drawn, faded. Fade an effect in by
/// changing the effect, not the opacity.
open class EffectLayer: Layer {
    /// The blur. Default nil: nothing is blurred (as `UIVisualEffectView(effect: nil)`).
    public var effect: BlurEffect?

    /// Whether the sublayers are vibrant, as content in a `UIVibrancyEffect` view: their colours
    /// get the effect's saturation boost and they blend with the blur by the effect's
    /// ``BlurEffect/vibrancyBlendMode``. Default `false`.
    public var isVibrant = false

    /// Creates an effect layer with no effect.
    public required init() { super.init() }

    /// Creates an effect layer with `effect`.
    public convenience init(effect: BlurEffect?) {
        self.init()
        self.effect = effect
    }

    override func snapshotContent() throws -> RenderContent {
        guard let effect else { return .none }
        guard effect.blurRadius.isFinite, effect.saturation.isFinite else {
            throw LayerError.nonFinite("\(debugName).effect")
        }
        return .effect(RenderEffect(blur: BackdropBlur(blurRadius: effect.blurRadius, saturation: effect.saturation),
                                    tintColor: effect.tintColor))
    }

    override func finishSnapshot(_ node: inout RenderNode, look: LookContext) throws {
        guard isVibrant, let effect else { return }
        // Changed as a copy and stored once: each store of `sublayers` rechecks the children.
        var sublayers = node.sublayers
        for index in sublayers.indices {
            sublayers[index].mapColors(deep: true) { $0.saturated(by: effect.saturation) }
            if sublayers[index].compositingFilter == .normal {
                sublayers[index].compositingFilter = effect.vibrancyBlendMode
            }
        }
        node.sublayers = sublayers
    }
}

/// An ``EffectLayer``'s drawing, resolved.
public struct RenderEffect: Sendable, Equatable {
    /// The blur of the backdrop.
    public var blur: BackdropBlur
    /// The tint laid over the blur, or nil.
    public var tintColor: Color?
}
