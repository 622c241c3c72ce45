// Where a bitmap's alpha sits, with Core Graphics' names and raw values.

/// Where a pixel's alpha component sits and whether the colour components are multiplied by it,
/// as Core Graphics' `CGImageAlphaInfo` (same raw values). Lamina's images are always
/// ``premultipliedFirst``.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha.
    case none = 0
    /// Alpha last, colours multiplied by it.
    case premultipliedLast = 1
    /// Alpha first, colours multiplied by it (Lamina's images).
    case premultipliedFirst = 2
    /// Alpha last, colours not multiplied by it.
    case last = 3
    /// Alpha first, colours not multiplied by it.
    case first = 4
    /// No alpha; the last component is unused.
    case noneSkipLast = 5
    /// No alpha; the first component is unused.
    case noneSkipFirst = 6
    /// Alpha only, no colour.
    case alphaOnly = 7
}
