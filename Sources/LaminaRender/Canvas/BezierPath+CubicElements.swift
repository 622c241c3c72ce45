// A BezierPath's elements as Cairo and Lamina's scan converter take them: moves, lines, cubic
// Béziers (quadratics raised exactly, `QuadSegment.cubic`) and closes.
import Foundation
import LaminaGeometry

/// One element of a path whose curves are all cubic.
enum CubicPathElement {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case close
}

extension BezierPath {
    /// Calls `body` with each element in order, quadratic Béziers raised to cubics.
    @inline(__always)
    func forEachCubicElement(_ body: (CubicPathElement) -> Void) {
        var current = CGPoint.zero, contourStart = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                body(.move(to: p))
                current = p
                contourStart = p
            case .line(let p):
                body(.line(to: p))
                current = p
            case .quadCurve(let p, let q):
                let cubic = QuadSegment(start: current, control: q, end: p).cubic
                body(.curve(to: p, control1: cubic.control1, control2: cubic.control2))
                current = p
            case .curve(let p, let c1, let c2):
                body(.curve(to: p, control1: c1, control2: c2))
                current = p
            case .closeSubpath:
                body(.close)
                current = contourStart
            }
        }
    }
}
