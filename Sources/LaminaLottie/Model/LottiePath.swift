// A Lottie Bézier path (the Lottie schema's `bezier`): vertices `v` with in and out tangents
// `i`/`o` relative to each vertex, closed when `c`. Keyframes blend it vertex by vertex; where
// two keyframes differ in vertex count or closedness, the first holds until the second, as ThorVG
// draws them (lottie-web keeps the first keyframe's vertex count throughout; see docs/Lottie.md).
import Foundation
import LaminaGeometry

/// A path as Lottie stores it.
struct LottiePath: KeyframeValue, Equatable {
    /// Whether the last vertex joins the first.
    var closed: Bool
    /// The vertices.
    var vertices: [CGPoint]
    /// Each vertex's in tangent, relative to it.
    var inTangents: [CGPoint]
    /// Each vertex's out tangent, relative to it.
    var outTangents: [CGPoint]

    init(closed: Bool, vertices: [CGPoint], inTangents: [CGPoint], outTangents: [CGPoint]) {
        self.closed = closed
        self.vertices = vertices
        self.inTangents = inTangents
        self.outTangents = outTangents
    }

    /// Decodes `{"c", "v", "i", "o"}` (or a one-element list of it, as keyframes store it).
    /// Without vertices, or with tangent lists that do not pair with them, the path is empty
    /// (it draws nothing, as in ThorVG and rlottie; lottie-ios refuses the file), with a warning.
    init(_ node: JSONNode, _ diagnostics: LottieDiagnostics) throws {
        if case .array = node.value {
            guard let first = try node.array().first else { throw node.mismatch("a path {c, v, i, o}") }
            self = try LottiePath(first, diagnostics)
            return
        }
        let closed = try node.number("c") == 1
        self = LottiePath(closed: closed, vertices: [], inTangents: [], outTangents: [])
        let nothing = "the path draws nothing, as in ThorVG and rlottie"
        guard let vertices = try node.member("v", expected: "the path's vertices", nothing, diagnostics)?.points() else { return }
        /// The tangents `key` holds, one per vertex; none (straight segments) when absent, nil
        /// (after a warning) when they do not pair with the vertices.
        func tangents(_ key: String, _ name: String) throws -> [CGPoint]? {
            guard let list = node[key] else { return Array(repeating: .zero, count: vertices.count) }
            let points = try list.points()
            guard points.count == vertices.count else {
                diagnostics.warn(list.path, "expected \(vertices.count) \(name) tangents (one per vertex), found "
                                 + "\(points.count); \(nothing)")
                return nil
            }
            return points
        }
        guard let inTangents = try tangents("i", "in"), let outTangents = try tangents("o", "out") else { return }
        self = LottiePath(closed: closed, vertices: vertices, inTangents: inTangents, outTangents: outTangents)
    }

    /// Whether `other` has this path's vertex count and closedness, so that the two blend
    /// vertex by vertex (ThorVG compares the point counts, which count the closing segment).
    func blends(with other: LottiePath) -> Bool {
        vertices.count == other.vertices.count && closed == other.closed
    }

    /// Vertex by vertex; paths that do not blend (``blends(with:)``) hold `a` until the next
    /// keyframe, as ThorVG draws them (`LottiePathSet::dispatch`).
    static func blend(_ a: LottiePath, _ b: LottiePath, fraction: Double) -> LottiePath {
        guard a.blends(with: b) else { return a }
        func mix(_ p: [CGPoint], _ q: [CGPoint]) -> [CGPoint] {
            zip(p, q).map { CGPoint(x: $0.x + ($1.x - $0.x) * fraction, y: $0.y + ($1.y - $0.y) * fraction) }
        }
        return LottiePath(closed: a.closed, vertices: mix(a.vertices, b.vertices),
                          inTangents: mix(a.inTangents, b.inTangents), outTangents: mix(a.outTangents, b.outTangents))
    }

    /// The path reversed (Lottie's direction `"d": 3`), starting from the same vertex.
    var reversed: LottiePath {
        guard !vertices.isEmpty else { return self }
        let order = [0] + vertices.indices.dropFirst().reversed()
        return LottiePath(closed: closed, vertices: order.map { vertices[$0] },
                          inTangents: order.map { outTangents[$0] }, outTangents: order.map { inTangents[$0] })
    }

    /// Appended to `path` as cubic segments (always cubics, so keyframes of one path keep
    /// the element structure Lamina's path blending needs).
    func append(to path: inout BezierPath) {
        guard let first = vertices.first else { return }
        path.move(to: first)
        func curve(_ from: Int, _ to: Int) {
            let start = vertices[from], end = vertices[to]
            path.addCurve(to: end,
                          controlPoint1: CGPoint(x: start.x + outTangents[from].x, y: start.y + outTangents[from].y),
                          controlPoint2: CGPoint(x: end.x + inTangents[to].x, y: end.y + inTangents[to].y))
        }
        for index in vertices.indices.dropFirst() { curve(index - 1, index) }
        if closed {
            if vertices.count > 1 { curve(vertices.count - 1, 0) }
            path.close()
        }
    }
}

extension JSONNode {
    /// This node as an animatable path, with a warning (once, naming the property) when two
    /// neighbouring keyframes differ in vertex count or closedness: they cannot blend, and the
    /// players disagree (ThorVG holds the first until the second, which Lamina does; lottie-web
    /// draws the first keyframe's vertex count throughout, dropping the others' extra vertices).
    func pathTrack(_ diagnostics: LottieDiagnostics) throws -> Track<LottiePath> {
        let track = try track(diagnostics) { try LottiePath($0, diagnostics) }
        let pairs = zip(track.keyframes, track.keyframes.dropFirst()).enumerated()
        if let (index, pair) = pairs.first(where: { !$0.1.0.hold && !$0.1.0.value.blends(with: $0.1.1.value) }) {
            let (a, b) = (pair.0.value, pair.1.value)
            let difference = a.vertices.count != b.vertices.count
                ? "keyframes \(index) and \(index + 1) have \(a.vertices.count) and \(b.vertices.count) vertices"
                : "keyframe \(index) is \(a.closed ? "closed" : "open") and keyframe \(index + 1) \(b.closed ? "closed" : "open")"
            diagnostics.warn(track.path, difference + ", which do not blend; each such keyframe holds until the next, "
                             + "as ThorVG draws it (lottie-web keeps the first keyframe's vertex count)")
        }
        return track
    }
}
