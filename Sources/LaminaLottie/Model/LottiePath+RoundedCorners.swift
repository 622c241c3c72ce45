// Rounded corners (`rd`) on a Lottie path, as lottie-ios rounds them
// (BezierPathRoundExtension.swift, after lottie-android's RoundedCornersContent): every sharp
// vertex (no in or out tangent) becomes two vertices, each at most half the way to its
// neighbour and at most `radius` from the corner, joined by a curve whose handles reach 0.5519 of
// the way back to the corner. A closed path whose first vertex has no out tangent is walked from
// its second vertex (lottie-ios's duplicated closing vertex ends the walk); an open path keeps its
// end points sharp.
import Foundation

extension LottiePath {
    /// lottie-ios's handle length for a rounded corner, as a fraction of the way to the corner.
    static let roundedCornerHandle = 0.5519

    /// The path with its sharp corners rounded by `radius` points; itself when none is sharp.
    func roundingCorners(radius: Double) -> LottiePath {
        guard let first = vertices.first else { return self }
        // lottie-ios's vertices (absolute tangents): a closed path ends with a copy of its first
        // vertex without an out tangent, which starts the walk over when it equals the first.
        typealias Vertex = (point: CGPoint, inTangent: CGPoint, outTangent: CGPoint)
        var elements: [Vertex] = vertices.indices.map { (vertices[$0], inTangents[$0], outTangents[$0]) }
        if closed { elements.append((first, inTangents[0], .zero)) }
        let wraps = closed && outTangents[0] == .zero
        let unique = Array(elements.dropFirst(wraps ? 1 : 0))
        guard unique.count > 1 else { return self }
        var result: [Vertex] = []
        var rounded = false
        for (index, vertex) in unique.enumerated() {
            guard vertex.inTangent == .zero, vertex.outTangent == .zero else {
                result.append(vertex)
                continue
            }
            rounded = true
            if !wraps, index == 0 || index == unique.count - 1 {
                result.append(vertex)
                continue
            }
            let point = vertex.point
            /// The point `radius` (at most half the way) from the corner towards `neighbour`.
            func towards(_ neighbour: CGPoint) -> CGPoint {
                let distance = hypot(neighbour.x - point.x, neighbour.y - point.y)
                let fraction = distance != 0 ? min(distance / 2, radius) / distance : 0
                return CGPoint(x: point.x + (neighbour.x - point.x) * fraction, y: point.y + (neighbour.y - point.y) * fraction)
            }
            let before = towards(unique[(index + unique.count - 1) % unique.count].point)
            let after = towards(unique[(index + 1) % unique.count].point)
            // Handles from each new vertex back towards the corner (relative to the vertex).
            let handle = Self.roundedCornerHandle
            result.append((before, .zero, CGPoint(x: (point.x - before.x) * handle, y: (point.y - before.y) * handle)))
            result.append((after, CGPoint(x: (point.x - after.x) * handle, y: (point.y - after.y) * handle), .zero))
        }
        guard rounded else { return self }
        return LottiePath(closed: wraps, vertices: result.map(\.point), inTangents: result.map(\.inTangent),
                          outTangents: result.map(\.outTangent))
    }
}
