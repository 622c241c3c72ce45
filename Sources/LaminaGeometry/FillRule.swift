// Which points a filled path covers.

/// The rule that decides which points are inside a path. Default `.nonZero`, as on
/// `CAShapeLayer` and in SVG.
public enum FillRule: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Inside where the winding number is not zero.
    case nonZero = "non-zero"
    /// Inside where the number of crossings is odd.
    case evenOdd = "even-odd"
}
