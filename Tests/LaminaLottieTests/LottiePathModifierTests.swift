// Path modifiers lottie-ios's Core Animation engine skips, as lottie-web applies them:
// Pucker & Bloat (vertices towards the vertices' mean, tangent ends away from it) and Zig Zag
// (ridges along each segment's normal, vertices along their neighbours' normal).
import Foundation
import Lamina
import Testing
@testable import LaminaLottie

@Suite struct LottiePathModifierTests {
    static let square = LottiePath(closed: true, vertices: [CGPoint(x: 30, y: 30), CGPoint(x: 70, y: 30), CGPoint(x: 70, y: 70),
                                                           CGPoint(x: 30, y: 70)],
                                   inTangents: Array(repeating: .zero, count: 4), outTangents: Array(repeating: .zero, count: 4))

    @Test func bloatingPullsVerticesInAndTangentsOut() {
        let bloated = Self.square.puckered(by: 0.5)
        #expect(bloated.vertices == [CGPoint(x: 40, y: 40), CGPoint(x: 60, y: 40), CGPoint(x: 60, y: 60), CGPoint(x: 40, y: 60)])
        // The tangent ends start at the corners (zero tangents) and move half the way outwards:
        // (30, 30) → (20, 20), from the vertex at (40, 40).
        #expect(bloated.outTangents[0] == CGPoint(x: -20, y: -20) && bloated.inTangents[0] == CGPoint(x: -20, y: -20))
        #expect(bloated.outTangents[2] == CGPoint(x: 20, y: 20))
    }

    @Test func puckeringIsTheOppositeAndZeroChangesNothing() {
        let puckered = Self.square.puckered(by: -0.5)
        #expect(puckered.vertices[0] == CGPoint(x: 20, y: 20) && puckered.outTangents[0] == CGPoint(x: 20, y: 20))
        #expect(Self.square.puckered(by: 0) == Self.square)
    }

    @Test func theSampleLoadsQuietlyAndItsAmountAnimates() throws {
        let animation = try LottieSampleTests.load("pucker-bloat")
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let tree = try RenderTree(animation.makeLayer())
        let start = try Renderer().render(tree, at: 0), end = try Renderer().render(tree, at: animation.time(ofFrame: 29))
        // The right square's corner (108, 68) stays put at amount 0 and moves out by half at
        // -50 (to 117, 77), its sides' middles moving in.
        #expect(start.color(x: 106, y: 66)?.alpha == 1 && start.color(x: 112, y: 72)?.alpha == 0)
        #expect((end.color(x: 112, y: 72)?.alpha ?? 0) > 0.9)
        #expect(end.color(x: 90, y: 34)?.alpha == 0)   // the top side's middle, pulled in
        #expect(start.color(x: 90, y: 34)?.alpha == 1)
    }

    /// The square from (30, 30) clockwise, one ridge per side, 5 pt: 9 vertices, the corners
    /// pulled in along the diagonals and the ridges pushed out at the sides' middles.
    @Test func zigZagPushesRidgesOutAndCornersIn() {
        let zigZag = Self.square.zigZagged(size: 5, ridges: 1, smooth: false)
        #expect(zigZag.vertices.count == 9 && zigZag.closed)
        let inward = 5 / 2.0.squareRoot()
        func near(_ a: CGPoint, _ x: Double, _ y: Double) -> Bool { abs(a.x - x) < 1e-9 && abs(a.y - y) < 1e-9 }
        #expect(near(zigZag.vertices[0], 30 + inward, 30 + inward))
        #expect(near(zigZag.vertices[1], 50, 25))                 // the top side's ridge, outwards
        #expect(near(zigZag.vertices[2], 70 - inward, 30 + inward))
        #expect(near(zigZag.vertices[3], 75, 50))                 // the right side's ridge
        #expect(near(zigZag.vertices[8], 30 + inward, 30 + inward))  // back at the first corner
        #expect(zigZag.outTangents.allSatisfy { $0 == .zero })
    }

    @Test func smoothZigZagPointsHaveTangentsAlongTheSides() {
        let zigZag = Self.square.zigZagged(size: 5, ridges: 1, smooth: true)
        // A quarter of the step between points: side 40, two steps, 40 / 4 = 10 each way.
        #expect(abs(zigZag.outTangents[1].x - 10) < 1e-9 && abs(zigZag.outTangents[1].y) < 1e-9)
        #expect(abs(zigZag.inTangents[1].x + 10) < 1e-9)
    }

    @Test func zigZagRidgesAreCapped() {
        #expect(Self.square.zigZagged(size: 5, ridges: 1e12, smooth: false).vertices.count == 1 + 4 * 1_001)
        #expect(Self.square.zigZagged(size: 0, ridges: 3, smooth: false) == Self.square)
    }
}
