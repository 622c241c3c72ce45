// Boolean operations on filled regions, under the names of Core Graphics' CGPath methods
// (iOS 16: union, intersection, symmetricDifference; its subtracting is subtractingRegion here,
// since subtracting is Interpolatable's point-by-point difference). PathBoolean.swift has the
// method.
import Foundation

extension BezierPath {
    /// How far, in points, the straight lines of a Boolean operation's result may stray from
    /// the curves they replace. Default for the `flatness` parameters: 0.01.
    public static let defaultBooleanFlatness: CGFloat = 0.01

    /// The region this path or `other` fills, as `CGPath.union(_:using:)`.
    ///
    /// The result is made of closed contours of straight lines that never cross: curves are
    /// flattened within `flatness` points; outer contours run clockwise on screen (y down) and
    /// holes counter-clockwise, so it fills the same under either fill rule. A path with a
    /// non-finite coordinate gives an empty result.
    ///
    /// - Parameters:
    ///   - other: The second region's path, in the same coordinates.
    ///   - rule: How both paths fill (default ``FillRule/nonZero``).
    ///   - flatness: The largest distance between a curve and its lines, in points, > 0.
    public func union(_ other: BezierPath, using rule: FillRule = .nonZero,
                      flatness: CGFloat = defaultBooleanFlatness) -> BezierPath {
        combined(with: other, .union, rule, flatness)
    }

    /// The region both this path and `other` fill, as `CGPath.intersection(_:using:)`; the
    /// result and parameters as for ``union(_:using:flatness:)``.
    public func intersection(_ other: BezierPath, using rule: FillRule = .nonZero,
                             flatness: CGFloat = defaultBooleanFlatness) -> BezierPath {
        combined(with: other, .intersection, rule, flatness)
    }

    /// The region this path fills and `other` does not, as `CGPath.subtracting(_:using:)`; the
    /// result and parameters as for ``union(_:using:flatness:)``. (Not named `subtracting`:
    /// that is `Interpolatable`'s point-by-point difference, which additive path animations use.)
    public func subtractingRegion(_ other: BezierPath, using rule: FillRule = .nonZero,
                                  flatness: CGFloat = defaultBooleanFlatness) -> BezierPath {
        combined(with: other, .subtraction, rule, flatness)
    }

    /// The region exactly one of this path and `other` fills, as
    /// `CGPath.symmetricDifference(_:using:)`; the result and parameters as for
    /// ``union(_:using:flatness:)``.
    public func symmetricDifference(_ other: BezierPath, using rule: FillRule = .nonZero,
                                    flatness: CGFloat = defaultBooleanFlatness) -> BezierPath {
        combined(with: other, .symmetricDifference, rule, flatness)
    }

    /// How many straight pieces a Boolean operation cuts this path into at `flatness` points.
    /// An operation's time grows with the square of both paths' pieces in the worst case (when
    /// every piece's horizontal extent overlaps every other's), so a caller handling untrusted
    /// paths can bound it before it starts.
    public func booleanPieceCount(flatness: CGFloat = defaultBooleanFlatness) -> Int {
        guard isFinite else { return 0 }
        let tolerance = flatness.isFinite && flatness > 0 ? flatness : Self.defaultBooleanFlatness
        return PathBoolean.segments(of: self, operand: 0, flatness: tolerance).count
    }

    /// The result of `operation` on the regions of this path and `other`; the result and
    /// parameters as for ``union(_:using:flatness:)``.
    public func combined(with other: BezierPath, _ operation: PathBooleanOperation, _ rule: FillRule = .nonZero,
                         _ flatness: CGFloat = defaultBooleanFlatness) -> BezierPath {
        guard isFinite, other.isFinite else { return BezierPath() }
        let tolerance = flatness.isFinite && flatness > 0 ? flatness : Self.defaultBooleanFlatness
        return PathBoolean(self, other, rule: rule, flatness: tolerance).outline(of: operation)
    }
}
