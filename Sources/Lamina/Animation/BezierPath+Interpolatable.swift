// Paths blend point by point when their element lists match, as CAShapeLayer's path
// animation ("a linear blend of the on-line points"; CAShapeLayer.h). Where the lists differ,
// Core Animation's result is undefined; Lamina refuses with an error naming the element.
import Foundation

extension BezierPath: ComponentwiseInterpolatable {
    /// Combines the points of matching elements, coordinate by coordinate.
    ///
    /// - Throws: ``AnimationError/incompatibleValues(_:)`` when the paths differ in element
    ///   count or in the kind of any element, e.g. "cannot interpolate paths with different
    ///   structure: element 3 is a curve in one and a line in the other" (elements count
    ///   from 0, as in ``BezierPath/elements``).
    public static func combine(
        _ a: BezierPath, _ b: BezierPath, _ operation: (Double, Double) -> Double
    ) throws -> BezierPath {
        guard a.elements.count == b.elements.count else {
            throw AnimationError.incompatibleValues(
                "cannot interpolate paths with different structure: one has \(a.elements.count) elements"
                    + " and the other \(b.elements.count)")
        }
        let elements = try zip(a.elements, b.elements).enumerated().map { index, pair in
            try combine(pair.0, pair.1, at: index) { CGPoint.combine($0, $1, operation) }
        }
        return BezierPath(elements: elements)
    }

    /// Two elements of the same kind, merged point by point with `point`.
    private static func combine(
        _ a: PathElement, _ b: PathElement, at index: Int, _ point: (CGPoint, CGPoint) -> CGPoint
    ) throws -> PathElement {
        switch (a, b) {
        case let (.move(p), .move(q)): return .move(to: point(p, q))
        case let (.line(p), .line(q)): return .line(to: point(p, q))
        case let (.quadCurve(p, c), .quadCurve(q, d)): return .quadCurve(to: point(p, q), control: point(c, d))
        case let (.curve(p, c1, c2), .curve(q, d1, d2)):
            return .curve(to: point(p, q), control1: point(c1, d1), control2: point(c2, d2))
        case (.closeSubpath, .closeSubpath): return .closeSubpath
        default:
            throw AnimationError.incompatibleValues(
                "cannot interpolate paths with different structure: element \(index) is \(kindName(a))"
                    + " in one and \(kindName(b)) in the other")
        }
    }

    /// "a move", "a line", "a quadratic curve", "a curve" or "a close".
    private static func kindName(_ element: PathElement) -> String {
        switch element {
        case .move: return "a move"
        case .line: return "a line"
        case .quadCurve: return "a quadratic curve"
        case .curve: return "a curve"
        case .closeSubpath: return "a close"
        }
    }
}
