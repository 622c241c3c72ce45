// Zig Zag on one path, as lottie-web's ZigZagModifier.js draws it (After Effects' own is not
// published): each segment gets `ridges` points at equal parameter steps, pushed `size` points
// along the segment's normal, alternately one way and the other, and each vertex is pushed along
// the normal of the line from the vertex before it to the one after it; smooth points (`pt` 2)
// get tangents along the segment, a quarter of the step between points long each way, corner
// points (`pt` 1) none. The ridges are capped so that a path has at most 100,000 vertices.
import Foundation

extension LottiePath {
    /// The most vertices a zig-zagged path may have.
    static let maxZigZagVertices = 100_000

    /// The path zig-zagged by `size` points with `ridges` points per segment (rounded; at most
    /// 1,000), smooth or with corners.
    func zigZagged(size: Double, ridges: Double, smooth: Bool) -> LottiePath {
        let n = vertices.count
        let count = closed ? n : n - 1
        guard count > 0, size != 0, size.isFinite, ridges.isFinite else { return self }
        let cap = min(max(Self.maxZigZagVertices / (count + 1) - 1, 0), 1_000)
        let frequency = Int(min(max(ridges.rounded(), 0), Double(cap)))
        let step = Double(frequency + 1) * 2
        var result = LottiePath(closed: closed, vertices: [], inTangents: [], outTangents: [])
        func add(_ point: CGPoint, angle: Double, direction: Double, outLength: Double, inLength: Double) {
            let moved = CGPoint(x: point.x + cos(angle) * direction * size, y: point.y - sin(angle) * direction * size)
            let out = angle - .pi / 2, into = angle + .pi / 2
            result.vertices.append(moved)
            result.outTangents.append(CGPoint(x: cos(out) * outLength, y: -sin(out) * outLength))
            result.inTangents.append(CGPoint(x: cos(into) * inLength, y: -sin(into) * inLength))
        }
        func distance(_ a: CGPoint, _ b: CGPoint) -> Double { hypot(a.x - b.x, a.y - b.y) }
        // A vertex, along the normal of the line from its neighbours (lottie-web takes the last
        // vertex as the first one's "before" and the first as the last one's "after" on open
        // paths too).
        func corner(_ index: Int, direction: Double) {
            let point = vertices[index % n], before = vertices[index == 0 ? n - 1 : index - 1], after = vertices[(index + 1) % n]
            let angle = -atan2(-(after.x - before.x), after.y - before.y)
            add(point, angle: angle, direction: direction, outLength: smooth ? distance(point, after) / step : 0,
                inLength: smooth ? distance(point, before) / step : 0)
        }
        // The ridges of segment `index`; returns the direction the next point takes.
        func zigZag(segment index: Int, direction: Double) -> Double {
            let next = (index + 1) % n
            let p0 = vertices[index], p3 = vertices[next]
            let p1 = CGPoint(x: p0.x + outTangents[index].x, y: p0.y + outTangents[index].y)
            let p2 = CGPoint(x: p3.x + inTangents[next].x, y: p3.y + inTangents[next].y)
            let length = smooth ? distance(p0, p3) / step : 0
            var direction = direction
            for ridge in 0..<frequency {
                let t = Double(ridge + 1) / Double(frequency + 1), u = 1 - t
                // Bernstein weights of the point and of the derivative.
                let b0 = u * u * u, b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t
                let d0 = 3 * u * u, d1 = 6 * u * t, d2 = 3 * t * t
                let x: Double = b0 * p0.x + b1 * p1.x + b2 * p2.x + b3 * p3.x
                let y: Double = b0 * p0.y + b1 * p1.y + b2 * p2.y + b3 * p3.y
                let dx: Double = d0 * (p1.x - p0.x) + d1 * (p2.x - p1.x) + d2 * (p3.x - p2.x)
                let dy: Double = d0 * (p1.y - p0.y) + d1 * (p2.y - p1.y) + d2 * (p3.y - p2.y)
                let point = CGPoint(x: x, y: y)
                add(point, angle: atan2(dx, dy), direction: direction, outLength: length, inLength: length)
                direction = -direction
            }
            return direction
        }
        var direction = -1.0
        corner(0, direction: direction)
        for index in 0..<count {
            direction = zigZag(segment: index, direction: -direction)
            corner(index + 1, direction: direction)
        }
        return result
    }
}
