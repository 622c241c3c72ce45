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

    /// Whether every element is finite.
    public var isFinite: Bool { allSatisfy(\.isFinite) }

    /// The Euclidean norm of the element distances. Throws when the counts differ.
    public func distance(to other: [Element]) throws -> Double {
        try Self.requireSameCount(self, other)
        return try zip(self, other).reduce(0.0) { sum, pair in
            let d = try pair.0.distance(to: pair.1)
            return sum + d * d
        }.squareRoot()
    }

    /// `combine` applied to matching elements of two arrays of equal length.
    private static func pairwise(
        _ a: [Element], _ b: [Element], _ combine: (Element, Element) throws -> Element
    ) throws -> [Element] {
        try requireSameCount(a, b)
        return try zip(a, b).map(combine)
    }

    /// Throws unless the two arrays have the same number of elements.
    private static func requireSameCount(_ a: [Element], _ b: [Element]) throws {
        guard a.count == b.count else {
            throw AnimationError.incompatibleValues(
                "cannot interpolate arrays of different lengths: \(a.count) and \(b.count) elements")
        }
    }
}
