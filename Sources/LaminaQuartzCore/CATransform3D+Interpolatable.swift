// CATransform3D as an animatable value: keyframes blend through the 3D decomposition
// (CATransform3DDecomposition.swift); additive transforms concatenate, as Core Animation's do.
import Foundation
import Lamina

extension CATransform3D: Interpolatable {
    /// Blends through the decompositions; entry by entry when either is singular.
    public static func interpolate(_ a: CATransform3D, _ b: CATransform3D, fraction: Double) throws -> CATransform3D {
        guard fraction.isFinite else {
            throw AnimationError.incompatibleValues("interpolation fraction: expected a finite number, found \(fraction)")
        }
        guard let from = CATransform3DDecomposition(a), let to = CATransform3DDecomposition(b) else {
            let blended = zip(a.entries, b.entries).map { $0 + ($1 - $0) * CGFloat(fraction) }
            return CATransform3D(entries: blended) ?? a
        }
        return CATransform3DDecomposition.interpolate(from, to, fraction).transform
    }

    /// `other` applied first, then this transform.
    public func adding(_ other: CATransform3D) -> CATransform3D { CATransform3DConcat(other, self) }

    /// The transform that, applied after `other`, gives this one; only for affine transforms.
    ///
    /// - Throws: ``AnimationError/incompatibleValues(_:)`` for a 3D or singular `other`.
    public func subtracting(_ other: CATransform3D) throws -> CATransform3D {
        guard CATransform3DIsAffine(other), CATransform3DIsAffine(self) else {
            throw AnimationError.incompatibleValues("cannot subtract 3D transforms; expected affine ones")
        }
        let difference = try CATransform3DGetAffineTransform(self).subtracting(CATransform3DGetAffineTransform(other))
        return CATransform3DMakeAffineTransform(difference)
    }

    /// Whether every entry is finite.
    public var isFinite: Bool { entries.allSatisfy(\.isFinite) }

    /// The Euclidean distance between the entries.
    public func distance(to other: CATransform3D) -> Double {
        Double(zip(entries, other.entries).reduce(CGFloat(0)) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot())
    }
}

extension CATransform3D: CAValueConvertible {
    static func fromCAValue(_ any: Any) -> CATransform3D? {
        switch any {
        case let value as CATransform3D: return value
        case let value as CGAffineTransform: return CATransform3DMakeAffineTransform(value)
        case let value as NSValue: return value.transform3D
        default: return nil
        }
    }
    static var caTypeName: String { "a CATransform3D" }
}

extension AnimatableProperty where Value == CATransform3D {
    /// `transform` with 3D values: blended in 3D and drawn in 3D (``Layer/transform3D``).
    static let transform3D = Self(key: "transform", read: { CATransform3D($0.transform3D) },
                                  write: { $0.transform3D = $1.laminaTransform })
    /// `sublayerTransform` with 3D values (``Layer/sublayerTransform3D``).
    static let sublayerTransform3D = Self(key: "sublayerTransform", read: { CATransform3D($0.sublayerTransform3D) },
                                          write: { $0.sublayerTransform3D = $1.laminaTransform })
}

extension AnimatableProperty where Value == CGFloat {
    /// `transform.rotation.x` in radians: the turn about x of the 3D transform's decomposition
    /// (``CATransform3DDecomposition/eulerAngles``), written back with the other parts kept.
    static let rotationX = eulerAngle("transform.rotation.x", read: { $0.x }, write: { $0.x = $1 })
    /// `transform.rotation.y` in radians, as ``rotationX`` about y.
    static let rotationY = eulerAngle("transform.rotation.y", read: { $0.y }, write: { $0.y = $1 })

    /// A turn of the transform's decomposition, read by `read` and written by `write`; a
    /// transform without a decomposition (it collapses space onto a plane) reads nil and is
    /// left alone by writes.
    private static func eulerAngle(
        _ key: String, read: @escaping @Sendable ((x: Double, y: Double, z: Double)) -> Double,
        write: @escaping @Sendable (inout (x: Double, y: Double, z: Double), Double) -> Void) -> Self {
        Self(key: key, read: { node in
            CATransform3DDecomposition(CATransform3D(node.transform3D)).map { CGFloat(read($0.eulerAngles)) }
        }, write: { node, value in
            guard var parts = CATransform3DDecomposition(CATransform3D(node.transform3D)) else { return }
            var angles = parts.eulerAngles
            write(&angles, Double(value))
            parts.eulerAngles = angles
            node.transform3D = parts.transform.laminaTransform
        })
    }
}
