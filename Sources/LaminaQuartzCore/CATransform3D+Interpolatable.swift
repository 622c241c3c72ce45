// CATransform3D as an animatable value: Lamina's Transform3D blending (through the 3D
// decomposition) under Apple's name; additive transforms concatenate, as Core Animation's do.
import Foundation
import Lamina

extension CATransform3D: Interpolatable {
    /// Blends through the decompositions; entry by entry when either is singular
    /// (``Transform3D/interpolate(_:_:fraction:)``).
    public static func interpolate(_ a: CATransform3D, _ b: CATransform3D, fraction: Double) throws -> CATransform3D {
        CATransform3D(try Transform3D.interpolate(a.laminaTransform, b.laminaTransform, fraction: fraction))
    }

    /// `other` applied first, then this transform.
    public func adding(_ other: CATransform3D) -> CATransform3D { CATransform3D(laminaTransform.adding(other.laminaTransform)) }

    /// The transform that, applied after `other`, gives this one; only for affine transforms.
    ///
    /// - Throws: ``AnimationError/incompatibleValues(_:)`` for a 3D or singular `other`.
    public func subtracting(_ other: CATransform3D) throws -> CATransform3D {
        CATransform3D(try laminaTransform.subtracting(other.laminaTransform))
    }

    /// Whether every entry is finite.
    public var isFinite: Bool { laminaTransform.isFinite }

    /// The Euclidean distance between the entries.
    public func distance(to other: CATransform3D) -> Double { laminaTransform.distance(to: other.laminaTransform) }
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
