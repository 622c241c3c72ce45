// CGPath over Lamina's BezierPath: an immutable path object with Core Graphics' initialisers
// and queries. Arcs, ellipses and rounded rectangles become cubics as BezierPath builds them.
import Foundation
import LaminaGeometry

/// An immutable graphics path, as Core Graphics' `CGPath`, holding a Lamina ``BezierPath``.
open class CGPath: Equatable, Hashable {
    /// The path in Lamina's terms; ``CGMutablePath`` changes it.
    public internal(set) var laminaPath: BezierPath

    /// Wraps a Lamina path.
    public init(laminaPath: BezierPath) { self.laminaPath = laminaPath }

    /// A closed rectangle, transformed by `transform`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(laminaPath: Self.transformed(BezierPath(rect: rect), transform))
    }

    /// An ellipse inscribed in `rect`, transformed by `transform`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(laminaPath: Self.transformed(BezierPath(ovalIn: rect), transform))
    }

    /// A rounded rectangle with elliptical corners of `cornerWidth` × `cornerHeight`,
    /// transformed by `transform`. Corners are circular of the smaller radius (Lamina's rounded
    /// rectangles have circular corners).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let radius = min(cornerWidth, cornerHeight)
        self.init(laminaPath: Self.transformed(BezierPath(roundedRect: rect, cornerRadius: radius), transform))
    }

    /// `path` with the transform `pointer` points at applied, if any.
    static func transformed(_ path: BezierPath, _ pointer: UnsafePointer<CGAffineTransform>?) -> BezierPath {
        guard let pointer else { return path }
        return path.applying(pointer.pointee)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { laminaPath.isEmpty }

    /// The end point of the last element, or `.zero` for an empty path.
    public var currentPoint: CGPoint { laminaPath.currentPoint ?? .zero }

    /// The smallest rectangle holding every point, control points included.
    public var boundingBox: CGRect { laminaPath.controlPointBounds }

    /// The smallest rectangle holding the path's curves, control points excluded.
    public var boundingBoxOfPath: CGRect { laminaPath.bounds }

    /// Whether `point` is inside the path by `rule` (non-zero when false, even-odd when true).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        laminaPath.applying(transform).contains(point, fillRule: rule == .evenOdd ? .evenOdd : .nonZero)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(laminaPath: laminaPath) }

    /// A copy transformed by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(laminaPath: Self.transformed(laminaPath, transform))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(laminaPath: laminaPath) }

    /// Paths are equal when their elements are.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.laminaPath == rhs.laminaPath }

    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(laminaPath) }
}

/// The rule deciding which points a path fills, as `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding.
    case winding
    /// Even-odd.
    case evenOdd
}
