// A value-type Bézier path with UIBezierPath's names, so iOS drawing code ports with few changes.
import Foundation

/// A path made of moves, lines, quadratic and cubic Béziers, and closes: a value type.
///
/// Names follow `UIBezierPath`. Arcs, ovals and rounded rectangles become cubic Béziers at
/// construction (at most 90° per cubic). Coordinates are points with y growing downward; angles
/// are radians, and `clockwise` means clockwise on screen.
///
/// Adding elements never fails: validation happens where a path meets a renderer or a measurement
/// that needs finite numbers (see ``isFinite``).
public struct BezierPath: Equatable, Hashable, Sendable {
    /// The drawing commands, in order.
    public private(set) var elements: [PathElement] = []

    /// The point the next element starts from; `nil` until the first `move(to:)`.
    public private(set) var currentPoint: CGPoint?

    /// The first point of the contour being drawn (where `close()` returns to).
    private var contourStart: CGPoint?

    /// Creates an empty path.
    public init() {}

    /// Creates a path from a list of elements. A drawing element with no current point starts
    /// at the origin, as Core Graphics does after an implicit move.
    public init<S: Sequence>(elements: S) where S.Element == PathElement {
        self.init(elements: Array(elements))
    }

    /// Creates a path from an array of elements, as the initializer from a sequence does. (Not generic:
    /// the generic one, called from another module, runs unspecialised, which made building
    /// each interpolated path of an animation cost about 13,000 instructions.)
    public init(elements: [PathElement]) {
        self.elements.reserveCapacity(elements.count)
        for element in elements { append(element) }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Whether every coordinate in the path is finite.
    public var isFinite: Bool {
        for element in elements where !element.isFinite { return false }
        return true
    }

    /// Starts a new contour at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        currentPoint = point
        contourStart = point
    }

    /// Adds a straight line from the current point to `point`.
    public mutating func addLine(to point: CGPoint) {
        ensureCurrentPoint()
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// Adds a quadratic Bézier from the current point to `endPoint`.
    public mutating func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        ensureCurrentPoint()
        elements.append(.quadCurve(to: endPoint, control: controlPoint))
        currentPoint = endPoint
    }

    /// Adds a cubic Bézier from the current point to `endPoint`.
    public mutating func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        ensureCurrentPoint()
        elements.append(.curve(to: endPoint, control1: controlPoint1, control2: controlPoint2))
        currentPoint = endPoint
    }

    /// Closes the current contour with a straight line to its first point. The current point
    /// becomes that first point. Does nothing on an empty path or right after another close.
    public mutating func close() {
        guard currentPoint != nil, elements.last != .closeSubpath else { return }
        elements.append(.closeSubpath)
        currentPoint = contourStart
    }

    /// Appends one element, keeping the current-point bookkeeping right.
    public mutating func append(_ element: PathElement) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, controlPoint: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, controlPoint1: c1, controlPoint2: c2)
        case .closeSubpath: close()
        }
    }

    /// Appends every element of `other`, as `UIBezierPath.append(_:)` does.
    public mutating func append(_ other: BezierPath) {
        for element in other.elements { append(element) }
    }

    /// Maps every point through `transform`, as `UIBezierPath.apply(_:)` does.
    public mutating func apply(_ transform: CGAffineTransform) {
        self = applying(transform)
    }

    /// A copy with every point mapped through `transform`.
    public func applying(_ transform: CGAffineTransform) -> BezierPath {
        var copy = self
        copy.elements = elements.map { $0.mapPoints { $0.applying(transform) } }
        copy.currentPoint = currentPoint?.applying(transform)
        copy.contourStart = contourStart?.applying(transform)
        return copy
    }

    /// A drawing element after a close (or on an empty path) starts from the last contour start,
    /// or the origin; make that move explicit so every contour begins with `move`.
    private mutating func ensureCurrentPoint() {
        if currentPoint == nil {
            move(to: .zero)
        } else if elements.last == .closeSubpath, let start = contourStart {
            move(to: start)
        }
    }
}
