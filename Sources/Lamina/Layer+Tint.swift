// UIView's tint colour for layers (SEMANTICS §4): a key colour that flows down the tree.
import Foundation

extension Layer {
    /// The layer's own tint colour: nil (the default) takes the nearest ancestor's, as
    /// `UIView.tintColor`. The dynamic ``Color/tint`` cannot be a tint colour: setting it
    /// stores nil.
    public var tintColor: Color? {
        get { look.tintColor }
        set { look.tintColor = newValue?.isDynamicTint == true ? nil : newValue }
    }

    /// The layer's own tint adjustment mode. Default ``TintAdjustmentMode/automatic``, which
    /// takes the nearest ancestor's non-automatic mode, else ``TintAdjustmentMode/normal``.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get { look.tintAdjustmentMode } set { look.tintAdjustmentMode = newValue }
    }

    /// The tint adjustment mode in force: this layer's, else the nearest ancestor's that is not
    /// automatic, else ``TintAdjustmentMode/normal``. Never ``TintAdjustmentMode/automatic``.
    public var effectiveTintAdjustmentMode: TintAdjustmentMode { LookContext.of(self).mode }

    /// The tint colour this layer draws with: its ``tintColor``, else the nearest ancestor's,
    /// else ``Color/systemBlue`` (#007AFF); dimmed by ``Color/dimmed`` when the effective
    /// adjustment mode is ``TintAdjustmentMode/dimmed``. Every ``Color/tint`` in the layer's
    /// properties becomes this colour at commit.
    public var effectiveTintColor: Color { LookContext.of(self).resolvedTint }
}
