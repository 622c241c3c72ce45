// A 2D affine transform with Core Graphics' names, so iOS code ports unchanged.
// On Apple platforms CoreGraphics provides the type; elsewhere Lamina defines it here.
// The small operations (construction, concatenation, mapping a point) are `@inlinable`: the
// compositor and evaluation call them thousands of times a frame from other modules.
import Foundation

#if !canImport(CoreGraphics)
/// A 2D affine transform, laid out as Core Graphics' `CGAffineTransform`:
///
///     | a  b  0 |
///     | c  d  0 |
///     | tx ty 1 |
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. Units are points; angles are
/// radians, positive angles turn clockwise on Lamina's y-down screen.
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    /// Matrix entry a (x scale). Default 1.
    public var a: CGFloat
    /// Matrix entry b (y shear). Default 0.
    public var b: CGFloat
    /// Matrix entry c (x shear). Default 0.
    public var c: CGFloat
    /// Matrix entry d (y scale). Default 1.
    public var d: CGFloat
    /// Translation along x, in points. Default 0.
    public var tx: CGFloat
    /// Translation along y, in points. Default 0.
    public var ty: CGFloat

    /// Creates a transform from its six entries.
    @inlinable public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform.
    @inlinable public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// A translation by `tx`, `ty` points.
    @inlinable public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// A scale by `sx`, `sy`.
    @inlinable public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A rotation by `angle` radians (clockwise on a y-down screen).
    public init(rotationAngle angle: CGFloat) {
        let s = sin(angle), c = cos(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`: a point maps through `self` first, then `t2`.
    @inlinable public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation applied before this transform.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation (radians) applied before this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform; a singular transform is returned unchanged, as Core Graphics does.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

extension CGPoint {
    /// This point mapped through `t`.
    @inlinable public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// This size mapped through `t`'s linear part (translation ignored), as Core Graphics does.
    @inlinable public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The bounding box of this rectangle's four corners mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        // Four corners in registers, not arrays: the compositor maps a box per node per frame.
        // Minima and maxima are taken in corner order, as Array.min() and max() would.
        let p0 = CGPoint(x: minX, y: minY).applying(t), p1 = CGPoint(x: maxX, y: minY).applying(t)
        let p2 = CGPoint(x: minX, y: maxY).applying(t), p3 = CGPoint(x: maxX, y: maxY).applying(t)
        @inline(__always) func least(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
            var m = a
            if b < m { m = b }
            if c < m { m = c }
            if d < m { m = d }
            return m
        }
        @inline(__always) func greatest(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
            var m = a
            if b > m { m = b }
            if c > m { m = c }
            if d > m { m = d }
            return m
        }
        let x0 = least(p0.x, p1.x, p2.x, p3.x), y0 = least(p0.y, p1.y, p2.y, p3.y)
        return CGRect(x: x0, y: y0, width: greatest(p0.x, p1.x, p2.x, p3.x) - x0,
                      height: greatest(p0.y, p1.y, p2.y, p3.y) - y0)
    }
}
#endif
