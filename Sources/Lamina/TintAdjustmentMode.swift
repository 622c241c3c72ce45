// UIView.TintAdjustmentMode, for layers.

/// How a layer's effective tint colour is adjusted, as `UIView.TintAdjustmentMode`.
/// Default ``automatic``.
public enum TintAdjustmentMode: String, Equatable, Hashable, Sendable, CaseIterable {
    /// The mode of the nearest ancestor whose mode is not automatic, else ``normal``.
    case automatic
    /// The tint colour is used as it is.
    case normal
    /// The tint colour is desaturated and dimmed by Lamina's rule (``Color/dimmed``), as when an
    /// alert is up.
    case dimmed
}
