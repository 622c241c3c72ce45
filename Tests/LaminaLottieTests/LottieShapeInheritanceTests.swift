// Fills and strokes after a group draw the group's shapes under its transform, and a stroke keeps
// its own width there, as lottie-ios's `scaledCopyForChildGroup` makes it: Samples/
// stroke-inherited.json strokes a 20-point circle that its group scales 300 % with a 6-point
// stroke listed after the group.
import Foundation
import Lamina
import LaminaLottie
import Testing

@Suite struct LottieShapeInheritanceTests {
    /// Every shape layer under `layer`.
    private func shapes(_ layer: Layer) -> [ShapeLayer] {
        (layer.sublayers ?? []).flatMap { [$0 as? ShapeLayer].compactMap { $0 } + shapes($0) }
    }

    @Test func aStrokeAfterAScaledGroupKeepsItsWidth() throws {
        let animation = try LottieSampleTests.load("stroke-inherited")
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let stroke = try #require(shapes(try animation.makeLayer()).first { $0.strokeColor != nil })
        #expect(abs(stroke.lineWidth - 2) < 1e-12)  // 6 points ÷ the group's 300 %
        // Drawn 6 points wide about the 60-point circle, 27 to 33 points from the centre, below
        // the group's fill: a blue ring from 30 to 33 points out.
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
        let ring = try #require(image.color(x: 50, y: 18))  // 31.5 points out
        #expect(abs(ring.green - 0.3) < 0.01 && abs(ring.blue - 0.9) < 0.01 && ring.alpha == 1)
        #expect(image.color(x: 50, y: 15)?.alpha == 0)  // 34.5 points out
    }

    @Test func aScaleThatChangesDividesTheWidthAtEachKeyframe() throws {
        let json = try String(contentsOf: LottieSampleTests.folder.appendingPathComponent("stroke-inherited.json"),
                              encoding: .utf8)
            .replacingOccurrences(of: "\"s\": {\n        \"a\": 0,\n        \"k\": [\n         300,\n         300\n        ]",
                                  with: #""s": {"a": 1, "k": [{"t": 0, "s": [300, 300], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 30, "s": [100, 100]}]"#)
        let animation = try LottieAnimation(data: Data(json.utf8), baseURL: nil)
        let tree = try RenderTree(animation.makeLayer())
        func width(atFrame frame: Double) throws -> CGFloat? {
            func find(_ node: RenderNode) -> CGFloat? {
                if case .shape(let shape) = node.content, shape.strokeColor != nil { return shape.strokeStyle.lineWidth }
                return node.sublayers.lazy.compactMap(find).first
            }
            return find(try tree.evaluated(at: animation.time(ofFrame: frame)).root)
        }
        #expect(try width(atFrame: 0).map { abs($0 - 2) < 1e-9 } == true)
        #expect(try width(atFrame: 30).map { abs($0 - 6) < 1e-9 } == true)
    }

    /// A gradient after a moved group keeps its points in its own space, as After Effects and
    /// the other players draw it (lottie-android's `gradient` sample): red to blue across the
    /// layer, not shifted with the group. The group here moves from x 50 to 150 over 10 frames,
    /// so the points are sampled each frame.
    @Test func aGradientAfterAMovedGroupKeepsItsPoints() throws {
        func render(_ position: String, atFrame frame: Double) throws -> Image {
            let json = #"{"v":"5.7","fr":30,"ip":0,"op":30,"w":200,"h":10,"layers":[{"ty":4,"ip":0,"op":30,"ks":{},"shapes":["#
                + #"{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,10]}},"#
                + #"{"ty":"tr","p":"# + position + #","a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"#
                + #""o":{"a":0,"k":100}}]},{"ty":"gf","t":1,"o":{"a":0,"k":100},"#
                + #""g":{"p":2,"k":{"a":0,"k":[0,1,0,0,1,0,0,1]}},"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[200,0]}}]}]}"#
            let animation = try LottieAnimation(data: Data(json.utf8), baseURL: nil)
            #expect(animation.warnings.isEmpty, "\(animation.warnings)")
            return try Renderer().render(try RenderTree(animation.makeLayer()), at: animation.time(ofFrame: frame))
        }
        // The rectangle covers x 0…100 with the group at x 50: red at its left, half blue at its right.
        let still = try render(#"{"a":0,"k":[50,5]}"#, atFrame: 0)
        let left = try #require(still.color(x: 0, y: 5)), right = try #require(still.color(x: 99, y: 5))
        #expect(left.red > 0.99 && left.blue < 0.01)
        #expect(abs(right.blue - 0.4975) < 0.01)  // pixel 99's centre, 99.5 of 200
        let moving = #"{"a":1,"k":[{"t":0,"s":[50,5],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":10,"s":[150,5]}]}"#
        let end = try render(moving, atFrame: 10)
        let farRight = try #require(end.color(x: 199, y: 5))
        #expect(farRight.blue > 0.99 && end.color(x: 99, y: 5)?.alpha == 0)
        let middle = try #require(try render(moving, atFrame: 5).color(x: 149, y: 5))
        #expect(abs(middle.blue - 0.7475) < 0.01)  // x 149.5, the group at 100
    }
}
