// Value providers of a shape's "Path" (lottie-android's LottieProperty.PATH) and of a stroke's
// "Dashes" and "Dash Phase" (lottie-ios's StrokeNode names), checked by the pixels they paint.
import Foundation
import Lamina
import LaminaLottie
import Testing

@Suite struct PathAndDashProviderTests {
    /// A 100-point file: layer "L" with a group "G" holding a triangle "Shape" filled red.
    static func filledShape() throws -> LottieAnimation {
        let triangle = #"{"ty":"sh","nm":"Shape","d":3,"ks":{"a":0,"k":{"c":true,"v":[[0,0],[10,0],[0,10]],"#
            + #""i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}}},"#
            + #"{"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[1,0,0]},"o":{"a":0,"k":100}}"#
        let group = #"{"ty":"gr","nm":"G","it":["# + triangle + #",{"ty":"tr"}]}"#
        return try LottieErrorTests.load(LottieErrorTests.file(layers: #"[{"ty":4,"nm":"L","ip":0,"op":30,"ks":{},"shapes":["#
            + group + "]}]"))
    }

    /// Whether the pixel (x, y) is painted at `frame` (30 fps).
    static func painted(_ animation: LottieAnimation, frame: Double = 0, _ x: Int, _ y: Int) throws -> Bool {
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: frame / 30)
        return (image.color(x: x, y: y)?.alpha ?? 0) > 0.5
    }

    /// The pixels of row `y` from x = 0 to 99, "#" painted and "." not.
    static func row(_ animation: LottieAnimation, frame: Double = 0, y: Int = 50) throws -> String {
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: frame / 30)
        return String((0..<100).map { (image.color(x: $0, y: y)?.alpha ?? 0) > 0.5 ? "#" : "." })
    }

    /// A row painted from x = `start` to `end` (excluded) and from each further pair of `more`.
    static func spans(_ start: Int, _ end: Int, _ more: Int...) -> String {
        let pairs = [(start, end)] + stride(from: 0, to: more.count - 1, by: 2).map { (more[$0], more[$0 + 1]) }
        return String((0..<100).map { x in pairs.contains { $0.0 <= x && x < $0.1 } ? "#" : "." })
    }

    static func path(_ data: String) throws -> BezierPath { try BezierPath(svgPathData: data) }

    @Test func keypathsListThePathAndTheDashes() throws {
        let paths = try Self.filledShape().allKeypaths().map(\.string)
        #expect(paths.contains("L.G.Shape.Path"))
        let dashed = try Self.line().allKeypaths().map(\.string)
        #expect(dashed.contains("L.Stroke 1.Dashes") && dashed.contains("L.Stroke 1.Dash Phase"))
    }

    @Test func contoursBecomeLottiePathsWithRelativeTangents() throws {
        // A line, a quadratic (its cubic's controls 2/3 of the way to the control point) and a
        // close back onto the first vertex, which merges with it; then a second, open contour.
        let provider = PathValueProvider(try Self.path("M0,0 L30,0 Q30,30 0,30 L0,0 Z M50,50 C60,50 70,60 70,70"))
        #expect(provider.lottieValue(atFrame: 0) == [
            1, 3, 0, 0, 0, 0, 0, 0,
            30, 0, 0, 0, 0, 20,
            0, 30, 20, 0, 0, 0,
            0, 2, 50, 50, 0, 0, 10, 0,
            70, 70, 0, -10, 0, 0,
        ])
    }

    @Test func aConstantPathReplacesTheShape() throws {
        var animation = try Self.filledShape()
        #expect(try !Self.painted(animation, 50, 50))
        #expect(animation.setValueProvider(PathValueProvider(try Self.path("M20,20 H80 V80 H20 Z")), keypath: "**.Path") == 1)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        #expect(try Self.row(animation) == Self.spans(20, 80))
        #expect(try !Self.painted(animation, 5, 2))
    }

    @Test func severalContoursFillAsOneShape() throws {
        var animation = try Self.filledShape()
        animation.setValueProvider(PathValueProvider(try Self.path("M10,40 H30 V60 H10 Z M60,40 H90 V60 H60 Z")),
                                   keypath: "L.G.Shape.Path")
        #expect(try Self.row(animation) == Self.spans(10, 30, 60, 90))
        // The keypath still names both.
        #expect(animation.allKeypaths { $0.keys.last == "Path" }.count == 2)
    }

    @Test func aBlockMovesThePathEveryFrame() throws {
        var animation = try Self.filledShape()
        animation.setValueProvider(PathValueProvider(block: { frame in
            var path = BezierPath()
            path.append(.move(to: CGPoint(x: frame, y: 40)))
            for (x, y) in [(frame + 20, 40.0), (frame + 20, 60.0), (frame, 60.0)] { path.addLine(to: CGPoint(x: x, y: y)) }
            path.close()
            return path
        }), keypath: "**.Shape.Path")
        #expect(try Self.row(animation, frame: 10) == Self.spans(10, 30))
        #expect(try Self.row(animation, frame: 25) == Self.spans(25, 45))
    }

    @Test func keyframesBlendPathsOfOneStructureAndHoldOthers() throws {
        var animation = try Self.filledShape()
        animation.setValueProvider(PathValueProvider([
            LottieKeyframe(value: try Self.path("M0,40 H20 V60 H0 Z"), time: 0),
            LottieKeyframe(value: try Self.path("M40,40 H60 V60 H40 Z"), time: 20),
            LottieKeyframe(value: try Self.path("M80,40 L100,60 L80,60 Z"), time: 29),
        ]), keypath: "**.Path")
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        #expect(try Self.row(animation, frame: 10) == Self.spans(20, 40))
        // A square and a triangle do not blend: the square holds until frame 29.
        #expect(try Self.row(animation, frame: 25) == Self.spans(40, 60))
    }

    @Test func onlyPathProvidersSetAPath() throws {
        var animation = try Self.filledShape()
        #expect(animation.setValueProvider(FloatValueProvider(3), keypath: "**.Path") == 0)
    }

    /// A horizontal line at y = 50, 4 points wide, butt caps, dashed by `dashes` (`d`).
    static func line(dashes: String = "[]") throws -> LottieAnimation {
        let line = #"{"ty":"sh","nm":"Line","ks":{"a":0,"k":{"c":false,"v":[[0,50],[100,50]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}}"#
        let stroke = #"{"ty":"st","nm":"Stroke 1","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100},"w":{"a":0,"k":4},"lc":1,"lj":1,"#
            + #""d":"# + dashes + "}"
        return try LottieErrorTests.load(LottieErrorTests.file(layers: #"[{"ty":4,"nm":"L","ip":0,"op":30,"ks":{},"shapes":["#
            + line + "," + stroke + "]}]"))
    }

    /// The runs of `on` painted then `off` unpainted pixels, repeated and cut at 100.
    static func pattern(_ runs: [(on: Int, off: Int)]) -> String {
        var text = ""
        while text.count < 100 {
            for (on, off) in runs { text += String(repeating: "#", count: on) + String(repeating: ".", count: off) }
        }
        return String(text.prefix(100))
    }

    @Test func dashesGiveASolidStrokeItsPattern() throws {
        var animation = try Self.line()
        #expect(try Self.row(animation) == Self.spans(0, 100))
        #expect(animation.setValueProvider(DashPatternValueProvider([10, 5]), keypath: "**.Dashes") == 1)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        #expect(try Self.row(animation) == Self.pattern([(10, 5)]))
        #expect(animation.setValueProvider(FloatValueProvider(5), keypath: "**.Dash Phase") == 1)
        #expect(try Self.row(animation) == "#####....." + String(Self.pattern([(10, 5)]).prefix(90)))
    }

    @Test func dashesReplaceTheFilesAndKeepItsOffset() throws {
        var animation = try Self.line(dashes: #"[{"n":"d","v":{"a":0,"k":30}},{"n":"g","v":{"a":0,"k":30}},"#
            + #"{"n":"o","v":{"a":0,"k":4}}]"#)
        animation.setValueProvider(DashPatternValueProvider([6, 2, 2, 2]), keypath: "**.Dashes")
        // The offset of 4 moves the pattern 4 points back.
        #expect(try Self.row(animation) == "##" + "..##.." + String(Self.pattern([(6, 2), (2, 2)]).prefix(92)))
    }

    @Test func dashBlocksRepeatShorterPatternsToTheLongest() throws {
        var animation = try Self.line()
        animation.setValueProvider(DashPatternValueProvider(block: { frame in frame < 15 ? [10, 10] : [4, 4, 8, 4] }),
                                   keypath: "**.Dashes")
        #expect(try Self.row(animation, frame: 5) == Self.pattern([(10, 10)]))
        #expect(try Self.row(animation, frame: 20) == Self.pattern([(4, 4), (8, 4)]))
    }

    @Test func dashKeyframesBlend() throws {
        var animation = try Self.line()
        animation.setValueProvider(DashPatternValueProvider([LottieKeyframe(value: [10, 10], time: 0),
                                                             LottieKeyframe(value: [30, 10], time: 20)]), keypath: "**.Dashes")
        #expect(try Self.row(animation, frame: 10) == Self.pattern([(20, 10)]))
    }
}
