// UIImage.RenderingMode, for a layer's contents.

/// Whether a layer's `contents` image is drawn with its own colours or as a template filled with
/// the layer's effective tint colour, as `UIImage.RenderingMode`. Default ``automatic``.
public enum ImageRenderingMode: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Chosen by context. A layer's contents, like a `UIImageView`'s image, draw as the original.
    case automatic
    /// Always the image's own colours.
    case alwaysOriginal
    /// Always a template: the image's alpha filled with the layer's effective tint colour
    /// (`Layer/effectiveTintColor`), ignoring its colours.
    case alwaysTemplate
}
