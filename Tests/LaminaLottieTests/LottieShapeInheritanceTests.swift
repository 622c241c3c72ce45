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
}
