// One generic interpolation path for every animatable value type. The idea follows
// lottie-ios's Interpolatable (Sources/Private/Utility/Interpolatable/Interpolatable.swift):
// interpolation is unclamped, so springs and overshooting timing curves extrapolate.
import Foundation

/// A value an animation can blend: numbers, points, sizes, rectangles, colours, transforms,
/// dash patterns and paths with matching structure.
///
/// Beyond blending, `adding` and `subtracting` serve `by`, additive and cumulative
/// animations (SEMANTICS.md §3.3). For every conformance `a.subtracting(b).adding(b)` equals
/// `a` (up to rounding), except where ``Color`` clamps its components to 0...1.
public protocol Interpolatable: Sendable {
    /// The value a `fraction` of the way from `a` to `b`: `a` at 0, `b` at 1, and
    /// extrapolated (never clamped) below 0 and above 1.
    ///
    /// - Throws: ``AnimationError`` when `fraction` is not finite or the two values cannot be
    ///   blended (arrays of different lengths, paths of different structure, …).
    static func interpolate(_ a: Self, _ b: Self, fraction: Double) throws -> Self

    /// This value with `other` added: the sum for numbers and points, concatenation for
    /// transforms (`other` applied first, then this).
    ///
    /// - Throws: ``AnimationError/incompatibleValues(_:)`` when the two cannot be combined.
    func adding(_ other: Self) throws -> Self

    /// The difference `self − other`: the value that, added to `other`, gives this one.
    ///
    /// - Throws: ``AnimationError/incompatibleValues(_:)`` when the two cannot be combined
    ///   (or `other` is a transform with no inverse).
    func subtracting(_ other: Self) throws -> Self

    /// Whether every number in the value is finite; animations refuse other values when they
    /// are added to a layer.
    var isFinite: Bool { get }

    /// How far apart two values are, ≥ 0: what paced keyframe animations space their keyframes
    /// by. The Euclidean distance of the components for component-wise values.
    ///
    /// - Throws: ``AnimationError/incompatibleValues(_:)`` when the two cannot be compared.
    func distance(to other: Self) throws -> Double
}

/// An ``Interpolatable`` value made of independent scalar components (coordinates, colour
/// channels, path points): blending, adding and subtracting act on each component alike.
/// Conform by implementing ``combine(_:_:_:)``; the three operations come with it.
public protocol ComponentwiseInterpolatable: Interpolatable {
    /// A value whose every component is `operation(a's component, b's component)`.
    ///
    /// - Throws: ``AnimationError/incompatibleValues(_:)`` when `a` and `b` do not have
    ///   matching components.
    static func combine(_ a: Self, _ b: Self, _ operation: (Double, Double) -> Double) throws -> Self
}

extension ComponentwiseInterpolatable {
    /// Blends each component (see ``Interpolatable/interpolate(_:_:fraction:)``).
    public static func interpolate(_ a: Self, _ b: Self, fraction: Double) throws -> Self {
        try AnimationError.requireFinite(fraction, "interpolation fraction")
        return try combine(a, b) { lerp($0, $1, fraction) }
    }

    /// The component-wise sum.
    public func adding(_ other: Self) throws -> Self { try Self.combine(self, other, +) }

    /// The component-wise difference `self − other`.
    public func subtracting(_ other: Self) throws -> Self { try Self.combine(self, other, -) }

    /// Whether every component is finite.
    public var isFinite: Bool {
        var finite = true
        _ = try? Self.combine(self, self) { a, _ in
            if !a.isFinite { finite = false }
            return a
        }
        return finite
    }

    /// The Euclidean distance between the components.
    public func distance(to other: Self) throws -> Double {
        var sum = 0.0
        _ = try Self.combine(self, other) { a, b in
            sum += (a - b) * (a - b)
            return a
        }
        return sum.squareRoot()
    }
}

/// The number a `fraction` of the way from `a` to `b`, exactly `a` at 0, exactly `b` at 1,
/// and exactly `a` for any fraction when `a == b`.
func lerp(_ a: Double, _ b: Double, _ fraction: Double) -> Double {
    fraction < 0.5 ? a + (b - a) * fraction : b - (b - a) * (1 - fraction)
}
