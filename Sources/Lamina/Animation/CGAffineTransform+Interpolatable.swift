// Transforms blend through a decomposition into scale, skew, rotation and translation, so a
// rotation turns rather than shrinking through its midpoint. The decomposition and the two
// fix-ups (an axis flip on each side becomes a rotation; rotate the short way round) follow
// the CSS Transforms Level 1 "Interpolation of 2D matrices" (unmatrix) algorithm, also used by
// WebKit's TransformationMatrix::decompose2. Additive transforms concatenate (CAAnimation.h).
import Foundation

extension CGAffineTransform: Interpolatable {
    /// Blends `a` and `b` through their decompositions.
    ///
    /// Each transform is split as scale (sx, sy), then skew (x += k·y), then rotation θ, then
    /// translation; the parts blend linearly — θ the short way round, at most half a turn —
    /// and recompose. A reflection is carried by a negative scale on the axis CSS picks; when
    /// one side flips x and the other flips y, both flips become a half-turn instead.
    ///
    /// - Throws: ``AnimationError`` when `fraction` is not finite, or a transform collapses
    ///   the plane onto a line while shearing it (it has no such decomposition).
    public static func interpolate(_ a: CGAffineTransform, _ b: CGAffineTransform, fraction: Double) throws -> CGAffineTransform {
        try AnimationError.requireFinite(fraction, "interpolation fraction")
        var from = try AffineDecomposition(a), to = try AffineDecomposition(b)
        if (from.scaleX < 0 && to.scaleY < 0) || (from.scaleY < 0 && to.scaleX < 0) {
            from.scaleX.negate()
            from.scaleY.negate()
            from.rotation += from.rotation < 0 ? Double.pi : -Double.pi
        }
        to.rotation = from.rotation + remainder(to.rotation - from.rotation, 2 * Double.pi)
        return AffineDecomposition(
            scaleX: lerp(from.scaleX, to.scaleX, fraction), scaleY: lerp(from.scaleY, to.scaleY, fraction),
            skew: lerp(from.skew, to.skew, fraction), rotation: lerp(from.rotation, to.rotation, fraction),
            translationX: lerp(from.translationX, to.translationX, fraction),
            translationY: lerp(from.translationY, to.translationY, fraction)
        ).transform
    }

    /// `other` applied first, then this transform: `other.concatenating(self)`, the way
    /// Core Animation concatenates an additive transform with the layer's own.
    public func adding(_ other: CGAffineTransform) -> CGAffineTransform {
        other.concatenating(self)
    }

    /// Whether all six entries are finite.
    public var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }

    /// The Euclidean distance between the six entries.
    public func distance(to other: CGAffineTransform) -> Double {
        let pairs = [(a, other.a), (b, other.b), (c, other.c), (d, other.d), (tx, other.tx), (ty, other.ty)]
        return pairs.reduce(0.0) { $0 + Double(($1.0 - $1.1) * ($1.0 - $1.1)) }.squareRoot()
    }

    /// The transform that, applied after `other`, gives this one:
    /// `other.inverted().concatenating(self)`, so `a.subtracting(b).adding(b) == a`.
    ///
    /// - Throws: ``AnimationError/incompatibleValues(_:)`` when `other` has no inverse.
    public func subtracting(_ other: CGAffineTransform) throws -> CGAffineTransform {
        let determinant = other.a * other.d - other.b * other.c
        guard determinant != 0, determinant.isFinite else {
            throw AnimationError.incompatibleValues(
                "cannot subtract a transform with no inverse: expected a nonzero determinant, found \(determinant)")
        }
        return other.inverted().concatenating(self)
    }
}

/// A 2D affine transform as scale, then skew, then rotation, then translation:
/// `a = sx·cos θ`, `b = sx·sin θ`, `c = sy·(k·cos θ − sin θ)`, `d = sy·(k·sin θ + cos θ)`.
struct AffineDecomposition: Equatable {
    /// Scale along x before the other parts; negative when x is flipped.
    var scaleX: Double
    /// Scale along y before the other parts; negative when y is flipped.
    var scaleY: Double
    /// Shear factor k: x += k·y, after scaling.
    var skew: Double
    /// Rotation in radians, clockwise on Lamina's y-down screen.
    var rotation: Double
    /// Translation along x, in points.
    var translationX: Double
    /// Translation along y, in points.
    var translationY: Double

    /// Creates a decomposition from its parts.
    init(scaleX: Double, scaleY: Double, skew: Double, rotation: Double, translationX: Double, translationY: Double) {
        self.scaleX = scaleX; self.scaleY = scaleY; self.skew = skew
        self.rotation = rotation; self.translationX = translationX; self.translationY = translationY
    }

    /// Decomposes `t`. A reflection flips x when `a < d`, else y (the CSS rule).
    ///
    /// - Throws: ``AnimationError/incompatibleValues(_:)`` for a singular transform whose
    ///   second row is a nonzero multiple of its first (a shear onto a line).
    init(_ t: CGAffineTransform) throws {
        let a = Double(t.a), b = Double(t.b), c = Double(t.c), d = Double(t.d)
        let determinant = a * d - b * c
        translationX = Double(t.tx)
        translationY = Double(t.ty)
        var sx = (a * a + b * b).squareRoot()
        if determinant < 0 && a < d { sx = -sx }
        if sx == 0 {
            // The x axis collapses: rotate so the y axis lands on (c, d).
            scaleX = 0
            scaleY = (c * c + d * d).squareRoot()
            skew = 0
            rotation = atan2(-c, d)
            return
        }
        scaleX = sx
        rotation = atan2(b / sx, a / sx)
        scaleY = determinant / sx
        let shear = a * c + b * d  // = sx·sy·k
        if scaleY != 0 {
            skew = shear / determinant
        } else if shear == 0 {
            skew = 0
        } else {
            throw AnimationError.incompatibleValues(
                "cannot interpolate the transform [\(a), \(b), \(c), \(d)]: it maps the plane onto a line"
                    + " with a shear, which has no scale-skew-rotation decomposition")
        }
    }

    /// The transform these parts compose.
    var transform: CGAffineTransform {
        let cosine = cos(rotation), sine = sin(rotation)
        return CGAffineTransform(
            a: CGFloat(scaleX * cosine), b: CGFloat(scaleX * sine),
            c: CGFloat(scaleY * (skew * cosine - sine)), d: CGFloat(scaleY * (skew * sine + cosine)),
            tx: CGFloat(translationX), ty: CGFloat(translationY))
    }
}
