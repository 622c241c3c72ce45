// The Fill and Tint layer effects, which lottie-ios's Core Animation engine lacks, as colour
// matrices over a square's exact colour.
import Foundation
import Lamina
import LaminaLottie
import Testing

@Suite struct LottieColorEffectsTests {
    /// The centre pixel of a square of `rgb` under the effect `effect`.
    static func center(rgb: String, effect: String) throws -> Color {
        let square = #"{"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[60,60]}},{"ty":"fl","c":{"a":0,"k":["# + rgb
            + #"]},"o":{"a":0,"k":100}}"#
        let json = LottieErrorTests.file(layers: #"[{"ty":4,"ip":0,"op":30,"ks":{},"ef":["# + effect + #"],"shapes":["#
            + square + "]}]")
        let animation = try LottieErrorTests.load(json)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
        return try #require(image.color(x: 50, y: 50))
    }

    static func parameter(_ value: String) -> String { #"{"v":{"a":0,"k":"# + value + "}}" }

    @Test func fillPaintsTheLayerInItsColourAtItsOpacity() throws {
        let fill = #"{"ty":21,"ef":["# + [Self.parameter("0"), Self.parameter("0"), Self.parameter("[0,0,1,1]"),
                                          Self.parameter("0"), Self.parameter("0"), Self.parameter("0"),
                                          Self.parameter("0.5")].joined(separator: ",") + "]}"
        let color = try Self.center(rgb: "1,0,0", effect: fill)
        #expect(abs(color.alpha - 0.5) < 0.01 && color.red < 0.01 && abs(color.blue - 1) < 0.01)
    }

    @Test func tintMapsLuminanceBetweenItsColoursByTheAmount() throws {
        func tint(_ amount: Int) -> String {
            #"{"ty":20,"ef":["# + [Self.parameter("[1,0,0,1]"), Self.parameter("[0,0,1,1]"), Self.parameter("\(amount)")]
                .joined(separator: ",") + "]}"
        }
        // Grey 0.5 has luminance 0.5: half way from red to blue.
        let full = try Self.center(rgb: "0.5,0.5,0.5", effect: tint(100))
        #expect(abs(full.red - 0.5) < 0.01 && full.green < 0.01 && abs(full.blue - 0.5) < 0.01)
        let half = try Self.center(rgb: "0.5,0.5,0.5", effect: tint(50))
        #expect(abs(half.red - 0.5) < 0.01 && abs(half.green - 0.25) < 0.01 && abs(half.blue - 0.5) < 0.01)
    }
}
