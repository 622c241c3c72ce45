// Arrays of interpolatable values (dash patterns, gradient colours and locations) blend
// element by element.
import Foundation

extension Array: Interpolatable where Element: Interpolatable {
    /// Blends element `i` of `a` with element `i` of `b`.
    ///
    /// - Throws: ``AnimationError/incompatibleValues(_:)`` when the counts differ, or the
    ///   elements' own errors.
    public static func interpolate(_ a: [Element], _ b: [Element], fraction: Double) throws -> [Element] {
        try pairwise(a, b) { try Element.interpolate($0, $1, fraction: fraction) }
    }

    /// The element-wise sum. Throws when the counts differ.
    public func adding(_ other: [Element]) throws -> [Element] {
        try Self.pairwise(self, other) { try $0.adding($1) }
    }

    /// The element-wise difference. Throws when the counts differ.
    public func subtracting(_ other: [Element]) throws -> [Element] {
        try Self.pairwise(self, other) { try $0.subtracting($1) }
    }

    /// `combine` applied to matching elements of two arrays of equal length.
    private static func pairwise(
        _ a: [Element], _ b: [Element], _ combine: (Element, Element) throws -> Element
    ) throws -> [Element] {
        guard a.count == b.count else {
            throw AnimationError.incompatibleValues(
                "cannot interpolate arrays of different lengths: \(a.count) and \(b.count) elements")
        }
        return try zip(a, b).map(combine)
    }
}
