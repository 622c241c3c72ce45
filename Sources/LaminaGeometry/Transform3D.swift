// A 4×4 homogeneous transform in Core Animation's convention (CATransform3D.h): a point is a
// row vector, [x y z 1]·M, so m41…m43 translate and m34 = −1/d puts the eye at distance d.
// A layer's plane (z = 0) maps through rows 1, 2 and 4 and columns 1, 2 and 4 of the matrix:
// that 3×3 part is the plane's ``ProjectiveTransform``, the map Core Animation draws a
// flattened layer with.
import Foundation

/// A 4×4 transform of 3-D points, laid out as Core Animation's `CATransform3D`: a point maps as
/// `[x y z 1] · M` and is then divided by its w. Units are points; angles are radians.
public struct Transform3D: Equatable, Hashable, Sendable {
    /// Row 1.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4: the translation (m41, m42, m43) and m44.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// A transform from its sixteen entries, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The identity transform.
    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// The 3-D form of a 2-D affine transform (z kept).
    public init(_ m: CGAffineTransform) {
        self = .identity
        (m11, m12, m21, m22, m41, m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    /// A translation by (x, y, z) points.
    public init(translationX x: CGFloat, y: CGFloat, z: CGFloat) {
        self = .identity
        (m41, m42, m43) = (x, y, z)
    }

    /// A scale by (x, y, z).
    public init(scaleX x: CGFloat, y: CGFloat, z: CGFloat) {
        self = .identity
        (m11, m22, m33) = (x, y, z)
    }

    /// A rotation by `angle` radians about the vector (x, y, z), as `CATransform3DMakeRotation`
    /// (right-handed in Core Animation's space, so a positive angle about z turns clockwise on
    /// Lamina's y-down screen); the identity when the vector has no length.
    public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else {
            self = .identity
            return
        }
        let (x, y, z) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), k = 1 - c
        self.init(m11: c + k * x * x, m12: k * x * y + s * z, m13: k * x * z - s * y, m14: 0,
                  m21: k * x * y - s * z, m22: c + k * y * y, m23: k * y * z + s * x, m24: 0,
                  m31: k * x * z + s * y, m32: k * y * z - s * x, m33: c + k * z * z, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// A matrix from sixteen entries, row by row; nil for another count.
    public init?(entries e: [CGFloat]) {
        guard e.count == 16 else { return nil }
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// The sixteen entries, row by row.
    public var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// Whether it is the 3-D form of a 2-D affine transform: z passes through untouched and
    /// nothing divides by w (`CATransform3DIsAffine`).
    public var isAffine: Bool {
        m13 == 0 && m23 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m14 == 0 && m24 == 0 && m44 == 1
    }

    /// Whether it is affine but for floating-point rounding: each entry that couples z or
    /// divides by w is within 1e-9 of the affine transform's (a turn by π about x, then y,
    /// then z is the identity, but sin π is not exactly 0).
    public var isAffineWithinRounding: Bool {
        let tolerance: CGFloat = 1e-9
        return abs(m13) <= tolerance && abs(m23) <= tolerance && abs(m31) <= tolerance && abs(m32) <= tolerance
            && abs(m33 - 1) <= tolerance && abs(m34) <= tolerance && abs(m43) <= tolerance
            && abs(m14) <= tolerance && abs(m24) <= tolerance && abs(m44 - 1) <= tolerance
    }

    /// The affine part: (m11, m12, m21, m22, m41, m42), as `CATransform3DGetAffineTransform`.
    public var affinePart: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// Whether every entry is finite.
    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite
            && m23.isFinite && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// This transform, then `t`: the product self·t (`CATransform3DConcat(self, t)`).
    public func concatenating(_ t: Transform3D) -> Transform3D {
        func row(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
            (a * t.m11 + b * t.m21 + c * t.m31 + d * t.m41, a * t.m12 + b * t.m22 + c * t.m32 + d * t.m42,
             a * t.m13 + b * t.m23 + c * t.m33 + d * t.m43, a * t.m14 + b * t.m24 + c * t.m34 + d * t.m44)
        }
        let r1 = row(m11, m12, m13, m14), r2 = row(m21, m22, m23, m24)
        let r3 = row(m31, m32, m33, m34), r4 = row(m41, m42, m43, m44)
        return Transform3D(m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3, m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
                           m31: r3.0, m32: r3.1, m33: r3.2, m34: r3.3, m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
    }

    /// The point (x, y, z) mapped, before the division by w: (x′, y′, z′, w).
    public func mapping(x: CGFloat, y: CGFloat, z: CGFloat) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        (x * m11 + y * m21 + z * m31 + m41, x * m12 + y * m22 + z * m32 + m42,
         x * m13 + y * m23 + z * m33 + m43, x * m14 + y * m24 + z * m34 + m44)
    }

    /// How the plane z = 0 maps to the plane z = 0 seen along z (z dropped, divided by w): the
    /// rows 1, 2, 4 and columns 1, 2, 4 of the matrix.
    public var planeProjection: ProjectiveTransform {
        ProjectiveTransform(m11: m11, m12: m12, m13: m14, m21: m21, m22: m22, m23: m24, m31: m41, m32: m42, m33: m44)
    }
}
