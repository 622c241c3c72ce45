// CATransform3D: Core Animation's 4×4 matrix, row-vector convention ([x y z 1]·M), with its
// fields named as Apple's. Lamina's layers are 2D, so a layer shows the transform flattened
// (``CATransform3D/flattened``); 3D projection of layer content is not there yet
// (docs/Porting.md).
import Foundation
import LaminaGeometry

/// A 4×4 homogeneous transform, as Core Animation's `CATransform3D`: a point maps as
/// `[x y z 1] · M`, so `m41`, `m42`, `m43` are the translation and `m34` the usual perspective
/// entry (−1/d for an eye at distance d).
public struct CATransform3D: Equatable, Hashable, Sendable {
    /// Row 1.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4 (translation, and w).
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The zero matrix, as Apple's zero-argument initialiser gives; use
    /// ``CATransform3DIdentity`` for the identity.
    public init() {
        (m11, m12, m13, m14) = (0, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 0, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 0, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 0)
    }

    /// A matrix from its sixteen entries, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The sixteen entries, row by row.
    var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// A matrix from sixteen entries, row by row; nil for another count.
    init?(entries e: [CGFloat]) {
        guard e.count == 16 else { return nil }
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// The 2D transform a Lamina layer shows: the projection of the layer's plane (z = 0)
    /// linearised at the anchor point. For a transform without perspective this is exactly
    /// `CATransform3DGetAffineTransform`; with perspective, content away from the anchor point
    /// is drawn without foreshortening (a documented difference).
    public var flattened: CGAffineTransform {
        let w = m44
        guard w != 0, w.isFinite else { return CATransform3DGetAffineTransform(self) }
        let w2 = w * w
        return CGAffineTransform(a: (m11 * w - m41 * m14) / w2, b: (m12 * w - m42 * m14) / w2,
                                 c: (m21 * w - m41 * m24) / w2, d: (m22 * w - m42 * m24) / w2,
                                 tx: m41 / w, ty: m42 / w)
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
