// Animated drop shadows as lottie-ios's DropShadowAnimation.swift maps them, in exact numbers:
// Samples/drop-shadow-animated.json animates a drop shadow style (layers[0]: opacity 0 → 100 %,
// distance 0 → 20 at 90°) and a drop shadow effect (layers[1]: opacity 255 → 0, direction
// 90° → 180°, softness 0 → 40, colour blue → green), linearly over frames 0–30.
import Foundation
import Lamina
import LaminaLottie
import Testing

@Suite struct LottieDropShadowTests {
    /// The shadow of the layer built from `path` at `frame`.
    private func shadow(_ path: String, atFrame frame: Double) throws -> RenderShadow? {
        let animation = try LottieSampleTests.load("drop-shadow-animated")
        let root = try RenderTree(animation.makeLayer()).evaluated(at: animation.time(ofFrame: frame)).root
        func find(_ node: RenderNode) -> RenderNode? {
            node.name == path ? node : node.sublayers.lazy.compactMap(find).first
        }
        return try #require(find(root)).shadow
    }

    @Test func styleShadowFadesInAndMovesDown() throws {
        #expect(try shadow("layers[0]", atFrame: 0) == nil)  // opacity 0
        let middle = try #require(try shadow("layers[0]", atFrame: 15))
        #expect(abs(middle.opacity - 0.5) < 1e-9 && abs(middle.radius - 3) < 1e-9)
        #expect(abs(middle.offset.width) < 1e-9 && abs(middle.offset.height - 10) < 1e-9)
    }

    @Test func effectShadowFadesTurnsSoftensAndChangesColour() throws {
        let start = try #require(try shadow("layers[1]", atFrame: 0))
        #expect(start.opacity == 1 && start.radius == 0)
        #expect(abs(start.offset.width - 8) < 1e-9 && abs(start.offset.height) < 1e-9)  // direction 90°: right
        let middle = try #require(try shadow("layers[1]", atFrame: 15))
        #expect(abs(middle.opacity - 0.5) < 1e-9 && abs(middle.radius - 4) < 1e-9)
        // As lottie-ios: the offsets at the direction's keyframes, (8, 0) and (0, 8), blend
        // linearly (Core Animation interpolates the offset, not the angle).
        #expect(abs(middle.offset.width - 4) < 1e-6 && abs(middle.offset.height - 4) < 1e-6)
        #expect(abs(middle.color.green - 0.3) < 1e-6 && abs(middle.color.blue - 0.25) < 1e-6)
    }
}
