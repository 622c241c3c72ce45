// Pucker & Bloat, which lottie-ios's Core Animation engine skips, as After Effects and
// lottie-web apply it: vertices towards the vertices' mean, tangent ends away from it.
import Foundation
import Lamina
import Testing
@testable import LaminaLottie

@Suite struct LottiePuckerAndBloatTests {
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
}
