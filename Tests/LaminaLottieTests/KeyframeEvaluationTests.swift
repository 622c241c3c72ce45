// Lottie keyframe evaluation with exact numbers: linear, eased (the segment's Bézier), hold,
// one ease for every dimension, spatial tangents, and the frame mapping of precomps (start time,
// stretch, time remapping).
import Foundation
import Lamina
import Testing
@testable import LaminaLottie

@Suite struct KeyframeEvaluationTests {
    /// A track decoded from JSON text.
    static func track(_ json: String) throws -> Track<[Double]> {
        let document = try JSONReader.parse(Data(json.utf8), maxDepth: 64, base: "p")
        return try JSONNode(document: document).track(LottieDiagnostics(limits: LottieLimits())) { try $0.numbers() }
    }

    @Test func staticValue() throws {
        let track = try Self.track(#"{"a":0,"k":[3,4]}"#)
        #expect(!track.isAnimated)
        #expect(track.value(at: 12) == [3, 4])
    }

    @Test func linearSegmentsAndClampedEnds() throws {
        let track = try Self.track(#"{"a":1,"k":[{"t":10,"s":[0]},{"t":20,"s":[100]},{"t":30,"s":[50]}]}"#)
        #expect(track.value(at: 0) == [0])
        #expect(track.value(at: 15) == [50])
        #expect(track.value(at: 25) == [75])
        #expect(track.value(at: 40) == [50])
    }

    @Test func easedSegmentFollowsItsBezier() throws {
        // easeInEaseOut (0.42, 0, 0.58, 1) is symmetric: ½ at the middle; at a quarter it is
        // the curve's own value.
        let track = try Self.track(#"{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0.42],"y":[0]},"i":{"x":[0.58],"y":[1]}},{"t":10,"s":[100]}]}"#)
        #expect(abs(track.value(at: 5)[0] - 50) < 1e-9)
        #expect(abs(track.value(at: 2.5)[0] - 100 * TimingFunction.easeInEaseOut.value(at: 0.25)) < 1e-9)
        #expect(abs(track.value(at: 2.5)[0] - 12.916_193_104_7) < 1e-6)
    }

    @Test func holdKeepsTheValueUntilTheNextKeyframe() throws {
        let track = try Self.track(#"{"a":1,"k":[{"t":0,"s":[1],"h":1},{"t":10,"s":[2]}]}"#)
        #expect(track.value(at: 9.999) == [1])
        #expect(track.value(at: 10) == [2])
    }

    @Test func everyDimensionTakesTheFirstDimensionsEase() throws {
        // As lottie-ios reads `o`/`i` lists (their first values): the linear ease of x serves y too.
        let track = try Self.track(
            #"{"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":[0,0.42],"y":[0,0]},"i":{"x":[1,1],"y":[1,1]}},{"t":10,"s":[100,100]}]}"#)
        #expect(track.keyframes[0].easing == .linear)
        #expect(track.value(at: 5) == [50, 50])
        let diagnostics = LottieDiagnostics(limits: LottieLimits())
        let json = #"{"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":[0,0.42],"y":[0,0]},"i":{"x":[1,1],"y":[1,1]}},{"t":10,"s":[9,9]}]}"#
        _ = try JSONNode(document: try JSONReader.parse(Data(json.utf8), maxDepth: 64, base: "p"))
            .track(diagnostics) { try $0.numbers() }
        #expect(diagnostics.warnings.map(\.path) == ["p"])
        // Lists that agree (Bodymovin writes them for every multi-dimensional value) say nothing.
        let same = LottieDiagnostics(limits: LottieLimits())
        let agreeing = json.replacingOccurrences(of: "[0,0.42]", with: "[0.42,0.42]")
        _ = try JSONNode(document: try JSONReader.parse(Data(agreeing.utf8), maxDepth: 64, base: "p"))
            .track(same) { try $0.numbers() }
        #expect(same.warnings.isEmpty)
    }

    /// The warning comes only where y's own ease would change the picture: y changes along a
    /// segment that is not held.
    @Test func unevenEasesWarnOnlyWhereYMoves() throws {
        func warnings(_ json: String) throws -> [String] {
            let diagnostics = LottieDiagnostics(limits: LottieLimits())
            _ = try JSONNode(document: try JSONReader.parse(Data(json.utf8), maxDepth: 64, base: "p"))
                .track(diagnostics) { try $0.numbers() }
            return diagnostics.warnings.map { "\($0.path)" }
        }
        let uneven = #""o":{"x":[0,0.42],"y":[0,0]},"i":{"x":[1,1],"y":[1,1]}"#
        // y moves: warned.
        #expect(try warnings(#"{"a":1,"k":[{"t":0,"s":[0,0],"# + uneven + #"},{"t":10,"s":[0,9]}]}"#) == ["p"])
        // Only x moves: y's ease changes nothing.
        #expect(try warnings(#"{"a":1,"k":[{"t":0,"s":[0,5],"# + uneven + #"},{"t":10,"s":[9,5]}]}"#).isEmpty)
        // A held keyframe, or the last one, eases nothing.
        #expect(try warnings(#"{"a":1,"k":[{"t":0,"s":[0,0],"h":1,"# + uneven + #"},{"t":10,"s":[9,9]}]}"#).isEmpty)
        #expect(try warnings(#"{"a":1,"k":[{"t":0,"s":[0,0]},{"t":10,"s":[9,9],"# + uneven + #"}]}"#).isEmpty)
    }

    @Test func oldStyleEndValues() throws {
        let track = try Self.track(#"{"a":1,"k":[{"t":0,"s":[0],"e":[10]},{"t":10}]}"#)
        #expect(track.value(at: 5) == [5])
        #expect(track.value(at: 10) == [0] || track.value(at: 10) == [10])
    }

    @Test func spatialTangentsWalkTheCurveByArcLength() throws {
        // A straight segment bent by tangents along it stays on the line; a quarter of the
        // (linear) time is a quarter of the length.
        let track = try Self.track(#"{"a":1,"k":[{"t":0,"s":[0,0],"to":[10,0],"ti":[-10,0]},{"t":10,"s":[100,0]}]}"#)
        #expect(track.hasSpatialTangents)
        let point = track.spatialValue(at: 2.5)
        #expect(abs(point[0] - 25) < 1e-6)
        #expect(abs(point[1]) < 1e-9)
    }

    @Test func precompStartTimeAndStretchMapFrames() {
        let root = LayerAnimationContext(frameRate: 30, rootInFrame: 0, rootOutFrame: 60,
                                         diagnostics: LottieDiagnostics(limits: LottieLimits()))
        let child = root.entering(startTime: 10, stretch: 2, timeRemap: nil)
        #expect(child.rootFrame(5) == 20)
        #expect(child.localFrame(20) == 5)
        let grandchild = child.entering(startTime: 4, stretch: 0.5, timeRemap: nil)
        // Local 2 → child frame 2·0.5 + 4 = 5 → root 5·2 + 10 = 20.
        #expect(grandchild.rootFrame(2) == 20)
        #expect(grandchild.seconds(20) == 20.0 / 30)
    }

    @Test func timeRemapMapsRootFramesThroughSeconds() throws {
        let root = LayerAnimationContext(frameRate: 30, rootInFrame: 0, rootOutFrame: 60,
                                         diagnostics: LottieDiagnostics(limits: LottieLimits()))
        let remap = try Self.track(#"{"a":1,"k":[{"t":0,"s":[2]},{"t":60,"s":[0]}]}"#)
        let child = root.entering(startTime: 0, stretch: 1, timeRemap: remap)
        #expect(child.localFrame(0) == 60)
        #expect(child.localFrame(30) == 30)
        #expect(child.localFrame(60) == 0)
    }

    @Test func aTimeRemapComputesEachRootFrameOnce() {
        var calls = 0
        let remap = FrameRemap { root in
            calls += 1
            return root * 2
        }
        #expect(remap(3) == 6)
        #expect(remap(3.5) == 7)
        #expect(remap(3) == 6)
        #expect(calls == 2)
    }

    @Test func keyframesBecomeAnimationsWithOneTimingFunctionPerSegment() throws {
        let json = #"{"v":"5","fr":10,"ip":0,"op":20,"w":10,"h":10,"layers":[{"ty":3,"ind":1,"ip":0,"op":20,"ks":{}},"#
            + #"{"ty":4,"ind":2,"ip":0,"op":20,"ks":{"o":{"a":1,"k":[{"t":0,"s":[100],"o":{"x":[0.42],"y":[0]},"i":{"x":[0.58],"y":[1]}},"#
            + #"{"t":10,"s":[0],"h":1},{"t":15,"s":[50]}]}},"shapes":[]}]}"#
        let animation = try LottieAnimation(data: Data(json.utf8), baseURL: nil)
        let layer = try animation.makeLayer()
        let tree = try RenderTree(layer)
        func presented(_ seconds: Double) throws -> CGFloat {
            try #require(tree.evaluated(at: seconds).root.first(named: "layers[1]")).opacity
        }
        #expect(abs(try presented(0) - 1) < 1e-9)
        #expect(abs(try presented(0.5) - 0.5) < 1e-6)
        #expect(abs(try presented(1.2) - 0) < 1e-9)
        #expect(abs(try presented(1.499)) < 1e-9)
        #expect(abs(try presented(1.5) - 0.5) < 1e-9)
        #expect(abs(try presented(2) - 0.5) < 1e-9)
    }

    @Test func aSampledParentHoldsItsLastValueForAChildShownAfterIt() throws {
        // The parent's skew changes over frames 0…5 (sampled per frame); the child shows from
        // frame 20, after that: its copy of the parent's transform holds the final skew.
        let json = #"{"fr":10,"ip":0,"op":30,"w":10,"h":10,"layers":[{"ty":3,"ind":1,"ip":0,"op":30,"ks":{"sk":"#
            + #"{"a":1,"k":[{"t":0,"s":[0]},{"t":5,"s":[30]}]}}},{"ty":4,"ind":2,"parent":1,"ip":20,"op":30,"ks":{},"shapes":[]}]}"#
        let animation = try LottieAnimation(data: Data(json.utf8), baseURL: nil)
        let tree = try RenderTree(animation.makeLayer())
        // Root, content, then the child's outermost layer: its parent's transform, which also
        // shows it only from frame 20.
        let parent = try #require(tree.evaluated(at: 2.5).root.sublayers.first?.sublayers.first)
        let expected = LayerAnimationContext.matrix(scale: [100, 100], rotation: 0, skew: 30, axis: 0)
        #expect(abs(parent.transform.c - expected.c) < 1e-12)
        #expect(abs(expected.c + tan(30 * Double.pi / 180)) < 1e-12)
    }

    @Test func spatialPositionsBecomeAMotionPath() throws {
        // An arc from (0, 0) to (100, 0) bent up by the tangents, eased: the layer's position at
        // any time is the cubic's point at the eased fraction as its parameter (Core Animation
        // crosses a path's cubic by its parameter, not by arc length).
        let position = #"{"a":1,"k":[{"t":0,"s":[0,0],"to":[0,-60],"ti":[0,-60],"o":{"x":[0.4],"y":[0]},"i":{"x":[0.2],"y":[1]}},"#
            + #"{"t":10,"s":[100,0]}]}"#
        let json = #"{"fr":10,"ip":0,"op":10,"w":10,"h":10,"layers":[{"ty":4,"ind":1,"ip":0,"op":10,"ks":{"p":"#
            + position + #"},"shapes":[]}]}"#
        let tree = try RenderTree(try LottieAnimation(data: Data(json.utf8), baseURL: nil).makeLayer())
        let ease = try TimingFunction(controlPoints: 0.4, 0, 0.2, 1)
        let arc = CubicSegment(start: .zero, control1: CGPoint(x: 0, y: -60), control2: CGPoint(x: 100, y: -60),
                               end: CGPoint(x: 100, y: 0))
        for frame in [0, 2.5, 5, 7.25, 10] {
            let own = try #require(tree.evaluated(at: frame / 10).root.first(named: "layers[0]"))
            let point = arc.point(at: CGFloat(ease.value(at: frame / 10)))
            let expected = [point.x, point.y]
            #expect(abs(own.position.x - expected[0]) < 1e-6 && abs(own.position.y - expected[1]) < 1e-6,
                    "frame \(frame): \(own.position) vs \(expected)")
        }
        #expect(own(tree, at: 0.5).y < -30)
    }

    /// The first layer's own node at `seconds`.
    private func own(_ tree: RenderTree, at seconds: Double) -> CGPoint {
        (try? tree.evaluated(at: seconds).root.first(named: "layers[0]")?.position) ?? .zero
    }
}
