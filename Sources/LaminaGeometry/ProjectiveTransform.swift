// A projective map of the plane (a homography), the form a 3-D transform takes on a flat
// layer: [x y 1]·H = [X Y W], drawn at (X/W, Y/W). Points with W ≤ 0 lie behind the eye and
// are not drawn: a region is clipped to W > 0 before it is projected, as Core Animation clips
// at the near plane and as CSS transforms do (css-transforms-2, "3D Transform Rendering").
import Foundation

/// A 3×3 projective transform of the plane, row-vector convention like ``Transform3D``: a point
/// (x, y) maps to (X/W, Y/W) with [X Y W] = [x y 1]·M. The affine transforms are those whose
/// third column is (0, 0, 1).
public struct ProjectiveTransform: Equatable, Hashable, Sendable {
    /// Row 1.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat
    /// Row 2.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat
    /// Row 3 (translation, and w at the origin).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat

    /// A transform from its nine entries, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The projective form of an affine transform.
    public init(_ t: CGAffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    /// The transform as an affine one when it is one in front of the eye (third column
    /// (0, 0, w) with w > 0, divided through by w); nil when it divides by a w that varies over
    /// the plane, or puts the whole plane behind the eye (w ≤ 0 everywhere).
    public var affine: CGAffineTransform? {
        guard m13 == 0, m23 == 0, m33 > 0 else { return nil }
        if m33 == 1 { return CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }
        return CGAffineTransform(a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
    }

    /// Whether every entry is finite.
    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m21.isFinite && m22.isFinite && m23.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite
    }

    /// This transform, then `t`.
    public func concatenating(_ t: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            m11: m11 * t.m11 + m12 * t.m21 + m13 * t.m31, m12: m11 * t.m12 + m12 * t.m22 + m13 * t.m32,
            m13: m11 * t.m13 + m12 * t.m23 + m13 * t.m33,
            m21: m21 * t.m11 + m22 * t.m21 + m23 * t.m31, m22: m21 * t.m12 + m22 * t.m22 + m23 * t.m32,
            m23: m21 * t.m13 + m22 * t.m23 + m23 * t.m33,
            m31: m31 * t.m11 + m32 * t.m21 + m33 * t.m31, m32: m31 * t.m12 + m32 * t.m22 + m33 * t.m32,
            m33: m31 * t.m13 + m32 * t.m23 + m33 * t.m33)
    }

    /// The inverse, or nil when the transform collapses the plane (a zero or non-finite
    /// determinant). A point (x, y) in front of the eye maps back through it with a positive w.
    public func inverted() -> ProjectiveTransform? {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let determinant = self.determinant
        guard determinant != 0, determinant.isFinite else { return nil }
        let inverse = ProjectiveTransform(m11: c11 / determinant, m12: c12 / determinant, m13: c13 / determinant,
                                          m21: c21 / determinant, m22: c22 / determinant, m23: c23 / determinant,
                                          m31: c31 / determinant, m32: c32 / determinant, m33: c33 / determinant)
        return inverse.isFinite ? inverse : nil
    }

    /// The determinant: negative when the map turns the plane over (where w > 0, the local
    /// orientation of the map has its sign).
    public var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The w of `p`: positive in front of the eye.
    public func w(at p: CGPoint) -> CGFloat { p.x * m13 + p.y * m23 + m33 }

    /// `p` mapped, or nil when it lies on or behind the eye's plane (w ≤ 0).
    public func apply(_ p: CGPoint) -> CGPoint? {
        let w = w(at: p)
        guard w > 0 else { return nil }
        return CGPoint(x: (p.x * m11 + p.y * m21 + m31) / w, y: (p.x * m12 + p.y * m22 + m32) / w)
    }

    /// How far the map stretches the neighbourhood of `p` at most: the largest singular value
    /// of its Jacobian there (1 for a rigid motion; infinite at w = 0).
    public func stretch(at p: CGPoint) -> CGFloat {
        let w = w(at: p)
        let x = p.x * m11 + p.y * m21 + m31, y = p.x * m12 + p.y * m22 + m32
        // d(X/W) = (dX·W − X·dW) / W².
        let a = (m11 * w - x * m13) / (w * w), b = (m21 * w - x * m23) / (w * w)
        let c = (m12 * w - y * m13) / (w * w), d = (m22 * w - y * m23) / (w * w)
        // The largest singular value of [a b; c d].
        let s = a * a + b * b + c * c + d * d, det = a * d - b * c
        return ((s + (max(s * s - 4 * det * det, 0)).squareRoot()) / 2).squareRoot()
    }

    /// The part of the polygon `points` (in this map's source plane) that lies in front of the
    /// eye — w at least `nearW` times the largest w of the polygon's corners, so that nothing
    /// is divided by a w near 0 — and, when `window` is given, maps inside it. Empty when none
    /// does. The corners of the result are in the source plane.
    public func visiblePart(of points: [CGPoint], nearW: CGFloat = 1e-6, window: CGRect? = nil) -> [CGPoint] {
        let largest = points.reduce(-CGFloat.infinity) { max($0, w(at: $1)) }
        guard largest > 0, largest.isFinite else { return [] }
        // Each half-plane is a linear function a·x + b·y + c ≥ 0 of the source point.
        var polygon = Self.clip(points, a: m13, b: m23, c: m33 - nearW * largest)
        if let window, !polygon.isEmpty {
            // X ≥ x0·W ⟺ X − x0·W ≥ 0 where W > 0, and so on for the other three edges.
            let edges: [(CGFloat, CGFloat, CGFloat)] = [
                (m11 - window.minX * m13, m21 - window.minX * m23, m31 - window.minX * m33),
                (window.maxX * m13 - m11, window.maxX * m23 - m21, window.maxX * m33 - m31),
                (m12 - window.minY * m13, m22 - window.minY * m23, m32 - window.minY * m33),
                (window.maxY * m13 - m12, window.maxY * m23 - m22, window.maxY * m33 - m32),
            ]
            for (a, b, c) in edges where !polygon.isEmpty { polygon = Self.clip(polygon, a: a, b: b, c: c) }
        }
        return polygon
    }

    /// The box around `rect`'s visible part mapped (``visiblePart(of:nearW:window:)``); null
    /// when no part of it is visible.
    public func boundingBox(of rect: CGRect, window: CGRect? = nil) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        var box = CGRect.null
        for point in visiblePart(of: corners, window: window) {
            guard let mapped = apply(point) else { continue }
            box = box.union(CGRect(origin: mapped, size: .zero))
        }
        return box
    }

    /// The part of `polygon` where a·x + b·y + c ≥ 0 (Sutherland–Hodgman against one line).
    static func clip(_ polygon: [CGPoint], a: CGFloat, b: CGFloat, c: CGFloat) -> [CGPoint] {
        guard let last = polygon.last else { return [] }
        var result: [CGPoint] = []
        result.reserveCapacity(polygon.count + 1)
        var previous = last, previousValue = a * last.x + b * last.y + c
        for point in polygon {
            let value = a * point.x + b * point.y + c
            if (value >= 0) != (previousValue >= 0) {
                let t = previousValue / (previousValue - value)
                result.append(CGPoint(x: previous.x + (point.x - previous.x) * t, y: previous.y + (point.y - previous.y) * t))
            }
            if value >= 0 { result.append(point) }
            (previous, previousValue) = (point, value)
        }
        return result
    }
}
