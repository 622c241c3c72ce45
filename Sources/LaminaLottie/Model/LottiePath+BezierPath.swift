// A Lamina BezierPath as Lottie paths (one per contour) and a Lottie path as its JSON, for
// path value providers: lines become vertices with no tangents, quadratic Béziers their cubic
// equivalents, and a contour that ends where it began and closes is one vertex shorter (its
// last vertex is its first, so the closing segment has no length).
import Foundation
import LaminaGeometry

extension LottiePath {
    /// A path with no vertices (it draws nothing).
    static let empty = LottiePath(closed: false, vertices: [], inTangents: [], outTangents: [])

    /// The contours of `path`, each a Lottie path; a move that nothing draws from is left out,
    /// as Core Graphics leaves it out.
    static func contours(of path: BezierPath) -> [LottiePath] {
        var contours: [LottiePath] = []
        var current = LottiePath.empty
        var start: CGPoint?
        func finish() {
            if current.vertices.count > 1 || current.closed { contours.append(current) }
            current = .empty
        }
        func add(_ point: CGPoint, out: CGPoint = .zero, into: CGPoint = .zero) {
            if current.vertices.isEmpty, let start {
                (current.vertices, current.inTangents, current.outTangents) = ([start], [.zero], [.zero])
            }
            let last = current.vertices.count - 1
            if last >= 0 { current.outTangents[last] = out }
            current.vertices.append(point)
            current.inTangents.append(into)
            current.outTangents.append(.zero)
        }
        for element in path.elements {
            let from = current.vertices.last ?? start ?? .zero
            switch element {
            case .move(let point):
                finish()
                start = point
            case .line(let point):
                add(point)
            case .quadCurve(let point, let control):
                add(point, out: (control - from) * (2.0 / 3), into: (control - point) * (2.0 / 3))
            case .curve(let point, let control1, let control2):
                add(point, out: control1 - from, into: control2 - point)
            case .closeSubpath:
                guard !current.vertices.isEmpty else { continue }
                current.closed = true
                if current.vertices.count > 1, let first = current.vertices.first, current.vertices.last == first {
                    current.inTangents[0] = current.inTangents.removeLast()
                    current.vertices.removeLast()
                    current.outTangents.removeLast()
                }
                finish()
            }
        }
        finish()
        return contours
    }

    /// The path as Bodymovin writes it: `{"c": closed, "v": vertices, "i": in tangents, "o": out tangents}`.
    var json: JSONValue {
        func points(_ list: [CGPoint]) -> JSONValue { .array(list.map { .array([.number($0.x), .number($0.y)]) }) }
        return .object(["c": .bool(closed), "v": points(vertices), "i": points(inTangents), "o": points(outTangents)])
    }
}

private extension CGPoint {
    static func - (left: CGPoint, right: CGPoint) -> CGPoint { CGPoint(x: left.x - right.x, y: left.y - right.y) }
    static func * (point: CGPoint, factor: Double) -> CGPoint { CGPoint(x: point.x * factor, y: point.y * factor) }
}
