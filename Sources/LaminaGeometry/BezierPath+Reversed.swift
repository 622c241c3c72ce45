// A path traced the other way, as SVG 2's `<textPath side="right">` needs (§11.8.2): each
// subpath from its end to its start, subpaths in their order. A closed subpath keeps its start
// point and stays closed: p0 → p1 → … → pn → p0 becomes p0 → pn → … → p1 → p0.
import Foundation

extension BezierPath {
    /// The same outline traced in the opposite direction: every subpath runs from its last point
    /// to its first (a closed one from its start point round the other way, still closed), with
    /// each curve's control points swapped; the subpaths keep their order.
    /// A subpath of a lone move draws nothing and is left out.
    public func reversed() -> BezierPath {
        var reversed: [PathElement] = []
        var start = CGPoint.zero, current = CGPoint.zero
        // The segments since `start`, each with the point it began at.
        var segments: [(from: CGPoint, element: PathElement)] = []

        func flush(closed: Bool) {
            defer { segments.removeAll(keepingCapacity: true) }
            guard !segments.isEmpty || closed else { return }
            let end = segments.last?.element.endPoint ?? start
            if closed {
                reversed.append(.move(to: start))
                if end != start { reversed.append(.line(to: end)) }
            } else {
                reversed.append(.move(to: end))
            }
            for (from, element) in segments.reversed() {
                switch element {
                case .line: reversed.append(.line(to: from))
                case .quadCurve(_, let control): reversed.append(.quadCurve(to: from, control: control))
                case .curve(_, let c1, let c2): reversed.append(.curve(to: from, control1: c2, control2: c1))
                case .move, .closeSubpath: break
                }
            }
            if closed { reversed.append(.closeSubpath) }
        }

        for element in elements {
            switch element {
            case .move(let p):
                flush(closed: false)
                (start, current) = (p, p)
            case .closeSubpath:
                flush(closed: true)
                current = start
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                segments.append((current, element))
                current = p
            }
        }
        flush(closed: false)
        return BezierPath(elements: reversed)
    }
}
