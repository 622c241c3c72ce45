// One element of a BezierPath, with the names of Core Graphics' CGPathElement kinds.
import Foundation

/// One drawing command of a ``BezierPath``. Coordinates are points, y down.
public enum PathElement: Equatable, Hashable, Sendable {
    /// Starts a new contour at a point.
    case move(to: CGPoint)
    /// A straight line from the current point.
    case line(to: CGPoint)
    /// A quadratic Bézier from the current point with one control point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier from the current point with two control points.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the contour with a straight line back to its first point.
    case closeSubpath

    /// The element's end point; nil for `closeSubpath`.
    public var endPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
        case .closeSubpath: return nil
        }
    }

    /// Every point the element carries (controls first, end point last).
    public var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quadCurve(let p, let c): return [c, p]
        case .curve(let p, let c1, let c2): return [c1, c2, p]
        case .closeSubpath: return []
        }
    }

    /// The element with every point mapped by `f`.
    public func mapPoints(_ f: (CGPoint) -> CGPoint) -> PathElement {
        switch self {
        case .move(let p): return .move(to: f(p))
        case .line(let p): return .line(to: f(p))
        case .quadCurve(let p, let c): return .quadCurve(to: f(p), control: f(c))
        case .curve(let p, let c1, let c2): return .curve(to: f(p), control1: f(c1), control2: f(c2))
        case .closeSubpath: return .closeSubpath
        }
    }

    /// Whether every coordinate is finite (neither NaN nor infinite).
    public var isFinite: Bool {
        // A switch rather than `points`, which would allocate an array per element: commit checks
        // every path of every shape layer.
        func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        switch self {
        case .move(let p), .line(let p): return finite(p)
        case .quadCurve(let p, let c): return finite(p) && finite(c)
        case .curve(let p, let c1, let c2): return finite(p) && finite(c1) && finite(c2)
        case .closeSubpath: return true
        }
    }
}
