// Track mattes (`tt`) as lottie-ios's Core Animation engine applies them, probed at pixels whose
// value is exact: Samples/matte-inverted.json masks a blue rectangle by the inverse of a circle
// at 60 % opacity that moves from x = 20 to x = 80.
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

    @Test func lumaMattesWarnAndDrawTheLayerWithoutItsMatte() throws {
        var json = try String(contentsOf: LottieSampleTests.folder.appendingPathComponent("matte-inverted.json"), encoding: .utf8)
        json = json.replacingOccurrences(of: "\"tt\": 2", with: "\"tt\": 3")
        let animation = try LottieAnimation(data: Data(json.utf8), baseURL: nil)
        #expect(animation.warnings.map(\.path) == ["layers[1].tt"])
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
        #expect(image.color(x: 20, y: 50)?.alpha == 1)
    }
}
