// A Lottie Bézier path (the Lottie schema's `bezier`): vertices `v` with in and out tangents
// `i`/`o` relative to each vertex, closed when `c`. Keyframes blend it vertex by vertex; where
// two keyframes differ in vertex count, the first holds until the second, as ThorVG draws them,
// and where they differ only in closedness, the vertices blend closed as the first, as rlottie
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
        if node.isArray {
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

    /// Vertex by vertex, closed as `a` (rlottie's `PathData::lerp`); paths of different vertex
    /// counts hold `a` until the next keyframe, as ThorVG draws them (`LottiePathSet::dispatch`).
    static func blend(_ a: LottiePath, _ b: LottiePath, fraction: Double) -> LottiePath {
        guard a.vertices.count == b.vertices.count else { return a }
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
    /// This node as an animatable path whose neighbouring keyframes can blend: where two differ
    /// only in closedness, a keyframe at the second's frame with its vertices and the first's
    /// closedness ends the segment (the vertices blend closed as the first, as rlottie draws
    /// them; the second takes over at its frame). Where they differ in vertex count, the first
    /// holds (``LottiePath/blend(_:_:fraction:)``; the layer's animation jumps there, see
    /// ``LayerAnimationContext/holdingWhereValuesCannotBlend(_:blends:)``). Either gets a warning
    /// once, naming the property: the players disagree (ThorVG holds the first; lottie-web draws
    /// the first keyframe's vertex count and closedness throughout).
    func pathTrack(_ diagnostics: LottieDiagnostics) throws -> Track<LottiePath> {
        if isObject, !hasValue {
            // ThorVG draws nothing for it; lottie-web stops.
            diagnostics.warn(path.member("k"), "expected the path or its keyframes, found none; the path draws nothing, "
                             + "as in ThorVG")
            return Track(LottiePath(closed: false, vertices: [], inTangents: [], outTangents: []), path: path)
        }
        let track = try track(diagnostics) { try LottiePath($0, diagnostics) }
        // An expression's paths, computed as frames are drawn, hold where two cannot blend
        // (the animation's own check, `ShapeAnimations.sameStructure`).
        guard track.deferred == nil, track.isAnimated else { return track }
        let given = track.keyframes
        var keyframes: [Keyframe<LottiePath>] = []
        var warned = false
        for (index, keyframe) in given.enumerated() {
            if index > 0, case let previous = given[index - 1], !previous.hold, !previous.value.blends(with: keyframe.value) {
                let (a, b) = (previous.value, keyframe.value)
                let sameCount = a.vertices.count == b.vertices.count
                if !warned {
                    warned = true
                    diagnostics.warn(track.path, sameCount
                        ? "keyframe \(index - 1) is \(a.closed ? "closed" : "open") and keyframe \(index) "
                            + "\(b.closed ? "closed" : "open"); the vertices blend \(a.closed ? "closed" : "open") until the "
                            + "second, as rlottie draws them (ThorVG holds the first)"
                        : "keyframes \(index - 1) and \(index) have \(a.vertices.count) and \(b.vertices.count) vertices, "
                            + "which do not blend; each such keyframe holds until the next, as ThorVG draws it "
                            + "(lottie-web keeps the first keyframe's vertex count)")
                }
                if sameCount {
                    var end = Keyframe(time: keyframe.time, value: keyframe.value)
                    end.value.closed = a.closed
                    keyframes.append(end)
                }
            }
            keyframes.append(keyframe)
        }
        return Track(keyframes: keyframes, path: track.path) ?? track
    }
}
