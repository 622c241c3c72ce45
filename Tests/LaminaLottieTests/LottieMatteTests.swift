// Track mattes (`tt`) as lottie-ios's Core Animation engine applies them (and luma mattes, which
// it lacks, as After Effects does), probed at pixels whose value is exact:
// Samples/matte-inverted.json masks a blue rectangle by the inverse of a circle at 60 % opacity
// that moves from x = 20 to x = 80.
import Foundation
import Lamina
import LaminaLottie
import Testing

@Suite struct LottieMatteTests {
    @Test func alphaInvertedMatteShowsTheLayerWhereTheMatteIsNot() throws {
        let animation = try LottieSampleTests.load("matte-inverted")
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: animation.time(ofFrame: 0))
        let inside = try #require(image.color(x: 20, y: 50)), outside = try #require(image.color(x: 80, y: 50))
        #expect(abs(inside.alpha - 0.4) < 0.01)  // 1 − the matte's 0.6
        #expect(outside.alpha == 1 && abs(outside.blue - 0.9) < 0.01)
    }

    /// Samples/matte-luma.json: red through bands of white, 50 % grey and black and an empty
    /// band, by luma (top) and inverted luma (bottom).
    @Test func lumaMattesShowTheLayerByTheMattesLuminance() throws {
        let animation = try LottieSampleTests.load("matte-luma")
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
        let luma = [15, 45, 75, 105].map { image.color(x: $0, y: 25)?.alpha ?? -1 }
        let inverted = [15, 45, 75, 105].map { image.color(x: $0, y: 75)?.alpha ?? -1 }
        for (alpha, expected) in zip(luma, [1.0, 0.5, 0, 0]) { #expect(abs(alpha - expected) < 0.01, "luma \(luma)") }
        for (alpha, expected) in zip(inverted, [0.0, 0.5, 1, 1]) { #expect(abs(alpha - expected) < 0.01, "inverted \(inverted)") }
    }

    @Test func aMatteModeLottieDoesNotDefineWarns() throws {
        var json = try String(contentsOf: LottieSampleTests.folder.appendingPathComponent("matte-inverted.json"), encoding: .utf8)
        json = json.replacingOccurrences(of: "\"tt\": 2", with: "\"tt\": 7")
        let animation = try LottieAnimation(data: Data(json.utf8), baseURL: nil)
        #expect(animation.warnings.map(\.path) == ["layers[1].tt"])
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
        #expect(image.color(x: 20, y: 50)?.alpha == 1)
    }
}
