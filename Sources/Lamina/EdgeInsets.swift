// UIEdgeInsets: distances in from each edge of a rectangle.
import Foundation

/// Distances in from each edge of a rectangle, in points, as `UIEdgeInsets` (y down: `top`
/// is the minimum-y edge). Default all zero.
public struct EdgeInsets: Equatable, Hashable, Sendable {
    /// Inset from the top (minimum-y) edge, in points.
    public var top: CGFloat
    /// Inset from the left edge, in points.
    public var left: CGFloat
    /// Inset from the bottom (maximum-y) edge, in points.
    public var bottom: CGFloat
    /// Inset from the right edge, in points.
    public var right: CGFloat

    /// Creates insets in points; each defaults to 0.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets()

    /// Whether every inset is finite.
    var isFinite: Bool { [top, left, bottom, right].allSatisfy(\.isFinite) }
}
