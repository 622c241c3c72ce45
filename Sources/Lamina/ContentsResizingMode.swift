// How the stretchable parts of a nine-part contents image fill their space.

/// How the parts of a layer's `contents` that ``Layer/contentsCenter`` marks as stretchable
/// fill their space, as `UIImage.ResizingMode` does for resizable images. Default ``stretch``
/// (Core Animation's only behaviour).
public enum ContentsResizingMode: String, Equatable, Hashable, Sendable, CaseIterable {
    /// The centre stretches in both directions, the edges along their length.
    case stretch
    /// The centre repeats in both directions, the edges along their length, at natural size.
    case tile
}
