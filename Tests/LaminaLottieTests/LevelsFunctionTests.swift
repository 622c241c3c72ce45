// The Levels effects' transfer table in exact numbers (lottie-web's and Skottie's formula).
import Foundation
import Lamina
import Testing
@testable import LaminaLottie

@Suite struct LevelsFunctionTests {
    func table(_ ib: Double, _ iw: Double, _ g: Double, _ ob: Double, _ ow: Double) throws -> [CGFloat] {
        guard case .table(let values) = LayerAnimationContext.levelsFunction(
            inBlack: ib, inWhite: iw, gamma: g, outBlack: ob, outWhite: ow) else {
            Issue.record("expected a table")
            return []
        }
        #expect(values.count == 256)
        return values
    }

    @Test func defaultLevelsAreTheIdentity() {
        #expect(LayerAnimationContext.levelsFunction(inBlack: 0, inWhite: 1, gamma: 1, outBlack: 0, outWhite: 1) == .identity)
    }

    @Test func inputRangeGammaAndOutputRange() throws {
        let values = try table(0.2, 0.8, 2, 0.1, 0.9)
        #expect(values[0] == 0.1 && values[51] == 0.1)    // at or below input black: output black
        #expect(values[204] == 0.9 && values[255] == 0.9)  // at or above input white: output white
        // 0.5 → ((0.5 − 0.2) / 0.6)^(1/2) = √0.5, scaled into 0.1…0.9 (entry 127.5 lies between).
        let expected = 0.1 + 0.8 * ((Double(128) / 255 - 0.2) / 0.6).squareRoot()
        #expect(abs(Double(values[128]) - expected) < 1e-12)
    }

    @Test func anInvertedInputRangeInverts() throws {
        let values = try table(1, 0, 1, 0, 1)
        #expect(values[0] == 1 && values[255] == 0)
        #expect(abs(Double(values[51]) - (1 - 51.0 / 255)) < 1e-12)
    }

    @Test func aGammaOfZeroStaysFinite() throws {
        #expect(try table(0, 1, 0, 0, 1).allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 })
    }
}
