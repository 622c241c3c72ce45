// Path keyframes that differ in vertex count, which cannot blend vertex by vertex: each holds
// until the next keyframe, as ThorVG draws them (`LottiePathSet::dispatch` keeps the segment's
// first path when the point counts differ); keyframes that differ only in closedness blend their
// vertices closed as the first, as rlottie draws them (`PathData::lerp`). Both stopped the frame
// before ("cannot interpolate paths with different structure").
import Foundation
import Lamina
import LaminaGeometry
import Testing
@testable import LaminaLottie

@Suite struct LottiePathStructureTests {
    static let triangle = LottiePath(closed: true, vertices: [CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10), CGPoint(x: 20, y: 30)],
                                     inTangents: Array(repeating: .zero, count: 3), outTangents: Array(repeating: .zero, count: 3))
    static let pentagon = LottiePath(closed: true, vertices: [CGPoint(x: 40, y: 10), CGPoint(x: 60, y: 10), CGPoint(x: 64, y: 24),
                                                              CGPoint(x: 50, y: 34), CGPoint(x: 36, y: 24)],
                                     inTangents: Array(repeating: .zero, count: 5), outTangents: Array(repeating: .zero, count: 5))

    /// `path` moved right by `dx`.
    static func moved(_ path: LottiePath, _ dx: Double) -> LottiePath {
        var moved = path
        moved.vertices = path.vertices.map { CGPoint(x: $0.x + dx, y: $0.y) }
        return moved
    }

    static func json(_ path: LottiePath) -> String {
        func list(_ points: [CGPoint]) -> String { "[" + points.map { "[\(Int($0.x)),\(Int($0.y))]" }.joined(separator: ",") + "]" }
        return #"{"c":\#(path.closed),"v":\#(list(path.vertices)),"i":\#(list(path.inTangents)),"o":\#(list(path.outTangents))}"#
    }

    /// A 100 × 50 animation of 40 frames at 10 fps with one filled path keyframed (linear) at
    /// frames 0, 10, 20 and 30 (`hold` marks the first keyframe `h` 1).
    static func animation(_ paths: [LottiePath], hold: Bool = false) throws -> LottieAnimation {
        let linear = #""o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}"#
        let keyframes = paths.enumerated().map { index, path in
            #"{"t":\#(index * 10),"s":[\#(json(path))],"# + (hold && index == 0 ? #""h":1,"# : "") + linear + "}"
        }.joined(separator: ",")
        let layer = #"{"ty":4,"ip":0,"op":40,"ks":{},"shapes":[{"ty":"sh","ks":{"a":1,"k":["# + keyframes + "]}},"
            + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}"#
        let file = #"{"v":"5.7","fr":10,"ip":0,"op":40,"w":100,"h":50,"layers":["# + layer + "]}"
        return try LottieAnimation(data: Data(file.utf8), baseURL: nil)
    }

    /// The filled path drawn at `frame`.
    static func path(of animation: LottieAnimation, at frame: Double) throws -> BezierPath? {
        let tree = try RenderTree(animation.makeLayer())
        func find(_ node: RenderNode) -> BezierPath? {
            if case .shape(let shape) = node.content, !shape.path.elements.isEmpty { return shape.path }
            return node.sublayers.lazy.compactMap(find).first
        }
        return find(try tree.evaluated(at: animation.time(ofFrame: frame)).root)
    }

    /// The element's points, rounded to millionths (blending leaves rounding errors).
    static func coordinates(_ element: PathElement) -> [Double] {
        let points: [CGPoint] = switch element {
        case .move(let p), .line(let p): [p]
        case .quadCurve(let p, let c): [p, c]
        case .curve(let p, let c1, let c2): [p, c1, c2]
        case .closeSubpath: []
        }
        return points.flatMap { [($0.x * 1e6).rounded() / 1e6, ($0.y * 1e6).rounded() / 1e6] }
    }

    static func bezier(_ path: LottiePath) -> BezierPath {
        var result = BezierPath()
        path.append(to: &result)
        return result
    }

    /// Triangle (frame 0) → pentagon (10) → pentagon 10 pt right (20) → triangle (30): the
    /// triangle holds until frame 10; the pentagons blend (at frame 15, 5 pt right); the moved
    /// pentagon holds from 20 until the triangle at 30.
    @Test func keyframesOfDifferentVertexCountsHoldUntilTheNext() throws {
        let animation = try Self.animation([Self.triangle, Self.pentagon, Self.moved(Self.pentagon, 10), Self.triangle])
        #expect(animation.warnings.map(\.description) == [
            "layers[0].shapes[0].ks: warning: keyframes 0 and 1 have 3 and 5 vertices, which do not blend; each such "
                + "keyframe holds until the next, as ThorVG draws it (lottie-web keeps the first keyframe's vertex count)",
        ])
        let expected: [(Double, LottiePath)] = [
            (0, Self.triangle), (5, Self.triangle), (9.5, Self.triangle), (10, Self.pentagon),
            (15, Self.moved(Self.pentagon, 5)), (20, Self.moved(Self.pentagon, 10)), (25, Self.moved(Self.pentagon, 10)),
            (30, Self.triangle), (35, Self.triangle),
        ]
        for (frame, path) in expected {
            let drawn = try #require(try Self.path(of: animation, at: frame), "frame \(frame)")
            #expect(drawn.elements.count == Self.bezier(path).elements.count, "frame \(frame)")
            for (a, b) in zip(drawn.elements, Self.bezier(path).elements) {
                #expect(Self.coordinates(a) == Self.coordinates(b), "frame \(frame)")
            }
        }
    }

    /// A closed path keyframed to as many vertices open (lottie-android's
    /// `DifferentPointsCount` closes and opens a line) blends its vertices closed until the next
    /// keyframe, as rlottie draws it, and is open from there.
    @Test func aPathThatOpensBlendsClosedUntilTheNextKeyframe() throws {
        var open = Self.moved(Self.triangle, 20)
        open.closed = false
        let animation = try Self.animation([Self.triangle, open, Self.moved(open, 10)])
        #expect(animation.warnings.map(\.message) == [
            "keyframe 0 is closed and keyframe 1 open; the vertices blend closed until the second, as rlottie draws them "
                + "(ThorVG holds the first)",
        ])
        #expect(try Self.path(of: animation, at: 5) == Self.bezier(Self.moved(Self.triangle, 10)))
        #expect(try Self.path(of: animation, at: 9.5) == Self.bezier(Self.moved(Self.triangle, 19)))
        #expect(try Self.path(of: animation, at: 10) == Self.bezier(open))
        #expect(try Self.path(of: animation, at: 15) == Self.bezier(Self.moved(open, 5)))
    }

    /// A hold keyframe before a path of another vertex count is drawn the same by every
    /// player: no warning, and it no longer stops the frame just before the next keyframe.
    @Test func aHoldBeforeAnotherVertexCountNeedsNoWarning() throws {
        let animation = try Self.animation([Self.triangle, Self.pentagon, Self.moved(Self.pentagon, 10)], hold: true)
        #expect(animation.warnings.isEmpty)
        #expect(try Self.path(of: animation, at: 9.99999) == Self.bezier(Self.triangle))
        #expect(try Self.path(of: animation, at: 10) == Self.bezier(Self.pentagon))
    }

    /// The blend that frame-by-frame sampled paths read follows the same rules.
    @Test func sampledPathsHoldTheSameWay() throws {
        #expect(LottiePath.blend(Self.triangle, Self.pentagon, fraction: 0.5) == Self.triangle)
        #expect(LottiePath.blend(Self.triangle, Self.pentagon, fraction: 1) == Self.triangle)
        #expect(LottiePath.blend(Self.pentagon, Self.moved(Self.pentagon, 10), fraction: 0.5) == Self.moved(Self.pentagon, 5))
        var open = Self.moved(Self.pentagon, 10)
        open.closed = false
        #expect(LottiePath.blend(Self.pentagon, open, fraction: 0.5) == Self.moved(Self.pentagon, 5))
    }

    /// Points that cannot blend become a hold ending in a jump of no length, and a jump on the
    /// last segment repeats the last value.
    @Test func pointsThatCannotBlendBecomeHoldsWithJumps() {
        let points = [AnimationPoint(time: 0, value: 1, easing: .easeInEaseOut), AnimationPoint(time: 1, value: 2, easing: .easeInEaseOut),
                      AnimationPoint(time: 2, value: 12, easing: .linear)]
        // Values blend within the same ten.
        let held = LayerAnimationContext.holdingWhereValuesCannotBlend(points) { $0 / 10 == $1 / 10 }
        #expect(held.map(\.time) == [0, 1, 2, 2, 2])
        #expect(held.map(\.value) == [1, 2, 2, 12, 12])
        #expect(held.map(\.easing) == [.easeInEaseOut, .linear, .linear, .linear, .linear])
    }
}
