// LaminaSnapshotTesting as a user meets it: assertSnapshot with Lamina's strategies, under Swift
// Testing and XCTest, against references recorded in __Snapshots__ (looked at before committing).
import Foundation
import Lamina
import LaminaLottie
import LaminaScript
import LaminaSnapshotTesting
import SnapshotTesting
import Testing
import XCTest

/// A progress ring at 37 %: a grey track and a blue arc with round caps, on a white card.
func progressRing() -> Layer {
    let card = Layer()
    card.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
    card.backgroundColor = .white
    card.cornerRadius = 12
    for (end, color) in [(1.0, Color(white: 0.88)), (0.37, Color(red: 0, green: 0.478, blue: 1))] {
        let ring = ShapeLayer()
        ring.frame = card.bounds
        ring.path = BezierPath(ovalIn: card.bounds.insetBy(dx: 12, dy: 12))
        ring.fillColor = nil
        ring.strokeColor = color
        ring.lineWidth = 6
        ring.lineCap = .round
        ring.strokeEnd = CGFloat(end)
        card.addSublayer(ring)
    }
    return card
}

@Suite struct LayerSnapshotTests {
    @Test func aLayerMatchesItsReference() {
        assertSnapshot(of: progressRing(), as: .image)
    }

    @Test func aLayerAtTwiceTheScale() {
        assertSnapshot(of: progressRing(), as: .image(scale: 2))
    }

    @Test func aShapeScriptMatchesItsReference() throws {
        let script = try ShapeScript(data: Data("""
            <svg xmlns="http://www.w3.org/2000/svg" width="48" height="32">
              <rect x="2" y="2" width="44" height="28" rx="8" fill="#34C759"/>
              <path d="M14 16 l6 6 l14 -12" fill="none" stroke="white" stroke-width="4" stroke-linecap="round"
                    stroke-linejoin="round"/>
            </svg>
            """.utf8), file: "check.svg")
        assertSnapshot(of: script, as: .image(background: .white))
    }

    /// A Lottie animation held still halfway, as a golden test of an animation holds it.
    @Test func aLottieAnimationHalfwayMatchesItsReference() throws {
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("LaminaLottieTests/Samples/transform-keyframes.json")
        let animation = try LottieAnimation(contentsOf: sample)
        assertSnapshot(of: animation, as: .image(progress: 0.5, background: .white))
    }
}

final class LayerSnapshotXCTests: XCTestCase {
    func testALayerMatchesItsReference() {
        assertSnapshot(of: progressRing(), as: .image)
    }
}
