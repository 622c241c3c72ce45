// CGMutablePath: Core Graphics' path builders over BezierPath. Core Graphics measures angles
// in its own y-up sense: `clockwise` there is clockwise in an unflipped space, so in a layer's
// y-down coordinates a CGPath arc with `clockwise: true` runs counter-clockwise on screen, the
// opposite of UIBezierPath's (Apple's addArc documentation, "In a flipped coordinate system …
// specifying a clockwise arc results in a counterclockwise arc").
import Foundation
import LaminaGeometry

/// A path that can be built, as Core Graphics' `CGMutablePath`.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public convenience init() { self.init(laminaPath: BezierPath()) }

    /// Begins a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        laminaPath.move(to: point.applying(transform))
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        laminaPath.addLine(to: point.applying(transform))
    }

    /// A move to the first point, then lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// A quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        laminaPath.addQuadCurve(to: end.applying(transform), controlPoint: control.applying(transform))
    }

    /// A cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        laminaPath.addCurve(to: end.applying(transform), controlPoint1: control1.applying(transform),
                            controlPoint2: control2.applying(transform))
    }

    /// A closed rectangle as a new subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        laminaPath.append(BezierPath(rect: rect).applying(transform))
    }

    /// Closed rectangles, each a new subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// An ellipse inscribed in `rect` as a new subpath.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        laminaPath.append(BezierPath(ovalIn: rect).applying(transform))
    }

    /// A rounded rectangle as a new subpath (circular corners of the smaller radius).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        laminaPath.append(BezierPath(roundedRect: rect, cornerRadius: min(cornerWidth, cornerHeight)).applying(transform))
    }

    /// A circular arc, joined to the current point by a line. `clockwise` is Core Graphics'
    /// (y-up) sense: on a layer's y-down screen, `true` runs counter-clockwise.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        var arc = BezierPath()
        if let current = laminaPath.currentPoint { arc.move(to: current.applying(transform.inverted())) }
        arc.addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        append(arc, transform: transform, joiningCurrentPoint: laminaPath.currentPoint != nil)
    }

    /// A circular arc of `delta` radians from `startAngle` (positive `delta` increases the
    /// angle: clockwise on a y-down screen).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        var arc = BezierPath()
        if let current = laminaPath.currentPoint { arc.move(to: current.applying(transform.inverted())) }
        arc.addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
                   clockwise: delta >= 0)
        append(arc, transform: transform, joiningCurrentPoint: laminaPath.currentPoint != nil)
    }

    /// Closes the current subpath.
    public func closeSubpath() { laminaPath.close() }

    /// Appends `path`'s elements.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        laminaPath.append(path.laminaPath.applying(transform))
    }

    /// Appends `arc` transformed; when `joiningCurrentPoint`, its leading move (the current
    /// point, mapped back) is dropped so that the arc continues the subpath.
    private func append(_ arc: BezierPath, transform: CGAffineTransform, joiningCurrentPoint: Bool) {
        let elements = arc.applying(transform).elements
        for element in joiningCurrentPoint ? Array(elements.dropFirst()) : elements {
            laminaPath.append(element)
        }
    }
}
