// 3-D transforms as animatable values: keyframes blend through the 3-D decomposition
// (Transform3DDecomposition.swift), so a turn about x or y turns rather than shrinking through
// its midpoint; additive transforms concatenate, as Core Animation's do.
import Foundation

extension Transform3D: Interpolatable {
    /// Blends `a` and `b` through their decompositions (scale, skew and translation linearly,
    /// the rotation along the shorter great arc); entry by entry when either is singular.
    ///
    /// - Throws: ``AnimationError`` when `fraction` is not finite.
    public static func interpolate(_ a: Transform3D, _ b: Transform3D, fraction: Double) throws -> Transform3D {
        try AnimationError.requireFinite(fraction, "interpolation fraction")
        guard let from = Transform3DDecomposition(a), let to = Transform3DDecomposition(b) else {
            let blended = zip(a.entries, b.entries).map { $0 + ($1 - $0) * CGFloat(fraction) }
            return Transform3D(entries: blended) ?? a
        }
        return Transform3DDecomposition.interpolate(from, to, fraction).transform
    }

    /// `other` applied first, then this transform: `other.concatenating(self)`.
    public func adding(_ other: Transform3D) -> Transform3D { other.concatenating(self) }

    /// The transform that, applied after `other`, gives this one; only for affine transforms.
    ///
    /// - Throws: ``AnimationError/incompatibleValues(_:)`` for a 3-D transform on either side,
    ///   or an `other` with no inverse.
    public func subtracting(_ other: Transform3D) throws -> Transform3D {
        guard other.isAffine, isAffine else {
            throw AnimationError.incompatibleValues("cannot subtract 3D transforms; expected affine ones")
        }
        return Transform3D(try affinePart.subtracting(other.affinePart))
    }

    /// The Euclidean distance between the sixteen entries.
    public func distance(to other: Transform3D) -> Double {
        Double(zip(entries, other.entries).reduce(CGFloat(0)) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot())
    }
}
