// UIBezierPath over Lamina's BezierPath, which already has UIKit's builders and arc rules
// (`clockwise` is clockwise on the y-down screen).
import Foundation
import LaminaGeometry
import LaminaQuartzCore

/// The corners of a rectangle, as `UIRectCorner`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Wraps bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top left.
    public static let topLeft = Self(rawValue: 1)
    /// Top right.
    public static let topRight = Self(rawValue: 2)
    /// Bottom left.
    public static let bottomLeft = Self(rawValue: 4)
    /// Bottom right.
    public static let bottomRight = Self(rawValue: 8)
    /// All four.
    public static let allCorners: Self = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path with drawing attributes, as UIKit's `UIBezierPath`.
open class UIBezierPath {
    /// The path in Lamina's terms.
    public var laminaPath: BezierPath
    /// The stroke width for drawing. Default 1.
    public var lineWidth: CGFloat = 1

    /// An empty path.
    public init() { laminaPath = BezierPath() }
    /// Wraps a Lamina path.
    public init(laminaPath: BezierPath) { self.laminaPath = laminaPath }
    /// A closed rectangle.
    public convenience init(rect: CGRect) { self.init(laminaPath: BezierPath(rect: rect)) }
    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) { self.init(laminaPath: BezierPath(ovalIn: rect)) }
    /// A rounded rectangle.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(laminaPath: BezierPath(roundedRect: rect, cornerRadius: cornerRadius))
    }
    /// A rectangle with some corners rounded.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let mapped = RectCorner(rawValue: corners.rawValue)
        self.init(laminaPath: BezierPath(roundedRect: rect, byRoundingCorners: mapped, cornerRadii: cornerRadii))
    }
    /// An open arc; `clockwise` is clockwise on screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init(laminaPath: BezierPath(arcCenter: center, radius: radius, startAngle: startAngle,
                                         endAngle: endAngle, clockwise: clockwise))
    }
    /// A copy of a `CGPath`.
    public convenience init(cgPath: CGPath) { self.init(laminaPath: cgPath.laminaPath) }

    /// The path as an immutable `CGPath`.
    open var cgPath: CGPath { CGPath(laminaPath: laminaPath) }
    /// The end point of the last element, or `.zero`.
    open var currentPoint: CGPoint { laminaPath.currentPoint ?? .zero }
    /// Whether the path has no elements.
    open var isEmpty: Bool { laminaPath.isEmpty }
    /// The bounds of the curves, control points excluded.
    open var bounds: CGRect { laminaPath.bounds }

    /// Begins a new subpath.
    open func move(to point: CGPoint) { laminaPath.move(to: point) }
    /// A straight line.
    open func addLine(to point: CGPoint) { laminaPath.addLine(to: point) }
    /// A cubic curve.
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        laminaPath.addCurve(to: end, controlPoint1: controlPoint1, controlPoint2: controlPoint2)
    }
    /// A quadratic curve.
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        laminaPath.addQuadCurve(to: end, controlPoint: controlPoint)
    }
    /// A circular arc joined by a line to the current point; `clockwise` is clockwise on screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        laminaPath.addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                          clockwise: clockwise)
    }
    /// Closes the subpath.
    open func close() { laminaPath.close() }
    /// Appends another path's elements.
    open func append(_ other: UIBezierPath) { laminaPath.append(other.laminaPath) }
    /// Transforms every point.
    open func apply(_ transform: CGAffineTransform) { laminaPath.apply(transform) }
    /// Removes every element.
    open func removeAllPoints() { laminaPath = BezierPath() }
    /// Whether `point` is inside (non-zero).
    open func contains(_ point: CGPoint) -> Bool { laminaPath.contains(point) }
    /// Fills the path (non-zero rule) with the fill colour of ``UIGraphicsGetCurrentContext()``
    /// (`UIColor.setFill()`); nothing without a context.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.addPath(cgPath)
        context.fillPath()
        context.restoreGState()
    }
    /// Strokes the path with the stroke colour of ``UIGraphicsGetCurrentContext()``
    /// (`UIColor.setStroke()`) at ``lineWidth``; nothing without a context.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }
    /// The path drawn the other way.
    open func reversing() -> UIBezierPath { UIBezierPath(laminaPath: laminaPath.reversed()) }
}
