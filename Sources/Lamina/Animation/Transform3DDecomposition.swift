// A 3D transform as scale, skew, rotation (a unit quaternion), translation and the perspective
// column, so that keyframes of 3D rotations turn about their axis, as Core Animation blends
// them, rather than blending matrix entries. The decomposition follows the CSS Transforms
// Level 2 "Interpolation of 3D matrices" (Gram-Schmidt on the rows, then a quaternion; slerp),
// written afresh for Core Animation's row-vector convention.
import Foundation

/// The parts of a ``Transform3D``: a point is scaled, skewed, rotated and translated, in that
/// order; the perspective column (m14, m24, m34, m44) is kept as it is.
struct Transform3DDecomposition {
    /// Scale along x, y and z (negative for a reflection).
    var scale: (Double, Double, Double)
    /// Shears xy, xz and yz.
    var skew: (Double, Double, Double)
    /// The rotation as a unit quaternion (x, y, z, w).
    var rotation: (Double, Double, Double, Double)
    /// m41, m42, m43.
    var translation: (Double, Double, Double)
    /// m14, m24, m34, m44.
    var perspective: (Double, Double, Double, Double)

    /// Decomposes `t`; nil when its upper 3 × 3 part is singular.
    init?(_ t: Transform3D) {
        var rows = [[t.m11, t.m12, t.m13], [t.m21, t.m22, t.m23], [t.m31, t.m32, t.m33]].map { $0.map(Double.init) }
        func length(_ v: [Double]) -> Double { (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot() }
        func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        func minus(_ a: [Double], _ b: [Double], _ k: Double) -> [Double] { [a[0] - k * b[0], a[1] - k * b[1], a[2] - k * b[2]] }
        var sx = length(rows[0])
        guard sx > 1e-12, sx.isFinite else { return nil }
        rows[0] = rows[0].map { $0 / sx }
        var xy = dot(rows[0], rows[1])
        rows[1] = minus(rows[1], rows[0], xy)
        var sy = length(rows[1])
        guard sy > 1e-12 else { return nil }
        rows[1] = rows[1].map { $0 / sy }
        xy /= sy
        var xz = dot(rows[0], rows[2])
        rows[2] = minus(rows[2], rows[0], xz)
        var yz = dot(rows[1], rows[2])
        rows[2] = minus(rows[2], rows[1], yz)
        var sz = length(rows[2])
        guard sz > 1e-12 else { return nil }
        rows[2] = rows[2].map { $0 / sz }
        xz /= sz
        yz /= sz
        // A reflection: flip every axis so the rows form a rotation.
        let cross = [rows[1][1] * rows[2][2] - rows[1][2] * rows[2][1], rows[1][2] * rows[2][0] - rows[1][0] * rows[2][2],
                     rows[1][0] * rows[2][1] - rows[1][1] * rows[2][0]]
        if dot(rows[0], cross) < 0 {
            (sx, sy, sz) = (-sx, -sy, -sz)
            rows = rows.map { $0.map { -$0 } }
        }
        scale = (sx, sy, sz)
        skew = (xy, xz, yz)
        rotation = Self.quaternion(rows)
        translation = (Double(t.m41), Double(t.m42), Double(t.m43))
        perspective = (Double(t.m14), Double(t.m24), Double(t.m34), Double(t.m44))
    }

    /// The quaternion of the rotation matrix `m` (rows).
    private static func quaternion(_ m: [[Double]]) -> (Double, Double, Double, Double) {
        let trace = m[0][0] + m[1][1] + m[2][2]
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            return ((m[2][1] - m[1][2]) / s, (m[0][2] - m[2][0]) / s, (m[1][0] - m[0][1]) / s, s / 4)
        } else if m[0][0] > m[1][1] && m[0][0] > m[2][2] {
            let s = (1 + m[0][0] - m[1][1] - m[2][2]).squareRoot() * 2
            return (s / 4, (m[0][1] + m[1][0]) / s, (m[0][2] + m[2][0]) / s, (m[2][1] - m[1][2]) / s)
        } else if m[1][1] > m[2][2] {
            let s = (1 + m[1][1] - m[0][0] - m[2][2]).squareRoot() * 2
            return ((m[0][1] + m[1][0]) / s, s / 4, (m[1][2] + m[2][1]) / s, (m[0][2] - m[2][0]) / s)
        } else {
            let s = (1 + m[2][2] - m[0][0] - m[1][1]).squareRoot() * 2
            return ((m[0][2] + m[2][0]) / s, (m[1][2] + m[2][1]) / s, s / 4, (m[1][0] - m[0][1]) / s)
        }
    }

    /// The rotation as a matrix (rows, in Transform3D's row-vector layout).
    private var rotationMatrix: [[Double]] {
        let (x, y, z, w) = rotation
        return [
            [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
            [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
            [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
        ]
    }

    /// The rotation as turns about x, y and z in radians, a point turning about x first, then
    /// y, then z (`transform.rotation.x`, `.y`, `.z`): the turn about y is read within ±π/2,
    /// so a rotation reads back as an equal one, not always the angles it was made of.
    var eulerAngles: (x: Double, y: Double, z: Double) {
        get {
            let q = rotationMatrix
            return (atan2(q[1][2], q[2][2]), asin(min(max(-q[0][2], -1), 1)), atan2(q[0][1], q[0][0]))
        }
        set {
            let turn = Transform3D(rotationAngle: newValue.x, x: 1, y: 0, z: 0)
                .concatenating(Transform3D(rotationAngle: newValue.y, x: 0, y: 1, z: 0))
                .concatenating(Transform3D(rotationAngle: newValue.z, x: 0, y: 0, z: 1))
            rotation = Self.quaternion([[turn.m11, turn.m12, turn.m13], [turn.m21, turn.m22, turn.m23],
                                        [turn.m31, turn.m32, turn.m33]].map { $0.map(Double.init) })
        }
    }

    /// The transform these parts compose.
    var transform: Transform3D {
        let q = rotationMatrix
        func combine(_ terms: [(Double, Int)]) -> [Double] {
            (0..<3).map { column in terms.reduce(0) { $0 + $1.0 * q[$1.1][column] } }
        }
        let row0 = combine([(scale.0, 0)])
        let row1 = combine([(scale.1 * skew.0, 0), (scale.1, 1)])
        let row2 = combine([(scale.2 * skew.1, 0), (scale.2 * skew.2, 1), (scale.2, 2)])
        let e = row0 + [perspective.0] + row1 + [perspective.1] + row2 + [perspective.2]
            + [translation.0, translation.1, translation.2, perspective.3]
        return Transform3D(entries: e.map { CGFloat($0) }) ?? .identity
    }

    /// The parts a `fraction` of the way from `a` to `b`: every part linearly, the rotation along
    /// the shorter great arc (slerp).
    static func interpolate(_ a: Self, _ b: Self, _ f: Double) -> Self {
        func mix(_ p: Double, _ q: Double) -> Double { p + (q - p) * f }
        var result = a
        result.scale = (mix(a.scale.0, b.scale.0), mix(a.scale.1, b.scale.1), mix(a.scale.2, b.scale.2))
        result.skew = (mix(a.skew.0, b.skew.0), mix(a.skew.1, b.skew.1), mix(a.skew.2, b.skew.2))
        result.translation = (mix(a.translation.0, b.translation.0), mix(a.translation.1, b.translation.1),
                              mix(a.translation.2, b.translation.2))
        result.perspective = (mix(a.perspective.0, b.perspective.0), mix(a.perspective.1, b.perspective.1),
                              mix(a.perspective.2, b.perspective.2), mix(a.perspective.3, b.perspective.3))
        var q = b.rotation
        var cosine = a.rotation.0 * q.0 + a.rotation.1 * q.1 + a.rotation.2 * q.2 + a.rotation.3 * q.3
        if cosine < 0 {
            q = (-q.0, -q.1, -q.2, -q.3)
            cosine = -cosine
        }
        let (ka, kb): (Double, Double)
        if cosine > 0.9995 {
            (ka, kb) = (1 - f, f)
        } else {
            let angle = acos(min(cosine, 1)), sine = sin(angle)
            (ka, kb) = (sin((1 - f) * angle) / sine, sin(f * angle) / sine)
        }
        let p = a.rotation
        var r = (ka * p.0 + kb * q.0, ka * p.1 + kb * q.1, ka * p.2 + kb * q.2, ka * p.3 + kb * q.3)
        let norm = (r.0 * r.0 + r.1 * r.1 + r.2 * r.2 + r.3 * r.3).squareRoot()
        if norm > 0 { r = (r.0 / norm, r.1 / norm, r.2 / norm, r.3 / norm) }
        result.rotation = r
        return result
    }
}
