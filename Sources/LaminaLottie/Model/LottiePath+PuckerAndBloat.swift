// Pucker & Bloat on one path, as After Effects and lottie-web (PuckerAndBloatModifier.js) apply
// it: each vertex moves towards the mean of the path's vertices by the amount (percent;
// negative amounts pucker outwards), and each tangent's end away from it by as much, so a
// positive amount bloats the sides between the vertices. The map commutes with the groups'
// transforms (an affine map keeps means), so it applies in each path's own coordinates.
import Foundation

extension LottiePath {
    /// The path puckered (`fraction` < 0) or bloated (> 0): vertices `fraction` of the way to
    /// the vertices' mean, tangent ends as far the other way.
    func puckered(by fraction: Double) -> LottiePath {
        guard !vertices.isEmpty else { return self }
        let count = Double(vertices.count)
        let center = CGPoint(x: vertices.reduce(0) { $0 + $1.x } / count, y: vertices.reduce(0) { $0 + $1.y } / count)
        func toward(_ point: CGPoint, _ amount: Double) -> CGPoint {
            CGPoint(x: point.x + (center.x - point.x) * amount, y: point.y + (center.y - point.y) * amount)
        }
        var result = self
        for index in vertices.indices {
            let vertex = vertices[index]
            let moved = toward(vertex, fraction)
            let outEnd = toward(CGPoint(x: vertex.x + outTangents[index].x, y: vertex.y + outTangents[index].y), -fraction)
            let inEnd = toward(CGPoint(x: vertex.x + inTangents[index].x, y: vertex.y + inTangents[index].y), -fraction)
            result.vertices[index] = moved
            result.outTangents[index] = CGPoint(x: outEnd.x - moved.x, y: outEnd.y - moved.y)
            result.inTangents[index] = CGPoint(x: inEnd.x - moved.x, y: inEnd.y - moved.y)
        }
        return result
    }
}
