// Which corners of a rectangle to round, as UIKit's `UIRectCorner`.

/// A set of rectangle corners. On Lamina's y-down screen "top" is the edge at `minY`.
public struct RectCorner: OptionSet, Hashable, Sendable {
    /// The bit mask; one bit per corner.
    public let rawValue: UInt

    /// Creates a set from its bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at (minX, minY).
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    /// The corner at (maxX, minY).
    public static let topRight = RectCorner(rawValue: 1 << 1)
    /// The corner at (minX, maxY).
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    /// The corner at (maxX, maxY).
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
