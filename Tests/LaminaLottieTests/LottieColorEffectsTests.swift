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

    /// A Fill effect reads each pixel alone, so it processes only the pixels its layer can
    /// cover (here a 10-point square in a 100-point frame), not the frame and a margin past its
    /// edges: `you're_in!` (rlottie's samples), with Fill effects in nested precomps, ran out
    /// of the blurred-pixel budget that way.
    @Test func aFillEffectProcessesOnlyItsLayersPixels() throws {
        let fill = #"{"ty":21,"ef":["# + [Self.parameter("0"), Self.parameter("0"), Self.parameter("[0,0,1,1]"),
                                          Self.parameter("0"), Self.parameter("0"), Self.parameter("0"),
                                          Self.parameter("1")].joined(separator: ",") + "]}"
        let square = #"{"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[10,10]}},{"ty":"fl","c":{"a":0,"k":[1,0,0]}}"#
        let animation = try LottieErrorTests.load(LottieErrorTests.file(
            layers: #"[{"ty":4,"ip":0,"op":30,"ks":{},"ef":["# + fill + #"],"shapes":["# + square + "]}]"))
        var renderer = Renderer()
        renderer.budget.blurPixels = 200
        let image = try renderer.render(try RenderTree(animation.makeLayer()), at: 0)
        #expect(image.pixel(x: 50, y: 50) == 0xFF00_00FF)
        #expect(image.pixel(x: 40, y: 50) == 0)
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

/// The Tritone and Levels effects, over a square's exact colour.
@Suite struct LottieToneEffectsTests {
    /// An effect of type `type` with `parameters` (JSON values) in order.
    static func effect(_ type: Int, _ parameters: [String], matchName: String? = nil) -> String {
        #"{"ty":\#(type),"# + (matchName.map { #""mn":"\#($0)","# } ?? "")
            + #""ef":["# + parameters.map(LottieColorEffectsTests.parameter).joined(separator: ",") + "]}"
    }

    /// "Levels (Individual Controls)" parameters: the defaults, with `changes` (index → value).
    static func individualLevels(_ changes: [Int: String]) -> String {
        var parameters = Array(repeating: "0", count: 35)
        for start in [2, 9, 16, 23, 30] { parameters.replaceSubrange(start..<start + 5, with: ["0", "1", "1", "0", "1"]) }
        for (index, value) in changes { parameters[index] = value }
        return effect(24, parameters)
    }

    @Test func tritoneMapsLuminanceThroughShadowsMidtonesAndHighlights() throws {
        let colors = ["[1,1,1,1]", "[1,0,0,1]", "[0,0,1,1]"]  // highlights, midtones, shadows
        // Grey 0.5: the midtones colour; black: the shadows colour.
        let mid = try LottieColorEffectsTests.center(rgb: "0.5,0.5,0.5", effect: Self.effect(23, colors + ["0"]))
        #expect(abs(mid.red - 1) < 0.01 && mid.green < 0.01 && mid.blue < 0.01)
        let low = try LottieColorEffectsTests.center(rgb: "0,0,0", effect: Self.effect(23, colors + ["0"]))
        #expect(low.red < 0.01 && low.green < 0.01 && abs(low.blue - 1) < 0.01)
        // Blended half with the original grey.
        let blended = try LottieColorEffectsTests.center(rgb: "0.5,0.5,0.5", effect: Self.effect(23, colors + ["50"]))
        #expect(abs(blended.red - 0.75) < 0.01 && abs(blended.green - 0.25) < 0.01 && abs(blended.blue - 0.25) < 0.01)
    }

    @Test func individualLevelsMapEachChannelThenRGB() throws {
        // RGB input 0.2…0.8: 0.35 → 0.25, 0.5 stays, 0.8 and above → 1.
        let rgb = try LottieColorEffectsTests.center(rgb: "0.35,0.5,0.8",
                                                     effect: Self.individualLevels([2: "0.2", 3: "0.8"]))
        #expect(abs(rgb.red - 0.25) < 0.01 && abs(rgb.green - 0.5) < 0.01 && abs(rgb.blue - 1) < 0.01)
        // Red gamma 2: 0.25 → 0.5; alpha output white 0.5.
        let channels = try LottieColorEffectsTests.center(rgb: "0.25,0.25,0.25",
                                                          effect: Self.individualLevels([11: "2", 34: "0.5"]))
        #expect(abs(channels.red - 0.5) < 0.01 && abs(channels.green - 0.25) < 0.01 && abs(channels.alpha - 0.5) < 0.01)
        // Red first, then RGB: red 0.25 → 0.5 (gamma 2), then RGB inverted: → 0.5; green 0.25 → 0.75.
        let both = try LottieColorEffectsTests.center(rgb: "0.25,0.25,0.25",
                                                      effect: Self.individualLevels([11: "2", 2: "1", 3: "0"]))
        #expect(abs(both.red - 0.5) < 0.01 && abs(both.green - 0.75) < 0.01)
    }

    @Test func levelsOnOneChannel() throws {
        // Channel 2 (red): output white 0.5.
        let effect = Self.effect(5, ["2", "0", "0", "1", "1", "0", "0.5"], matchName: "ADBE Easy Levels2")
        let color = try LottieColorEffectsTests.center(rgb: "1,1,0", effect: effect)
        #expect(abs(color.red - 0.5) < 0.01 && abs(color.green - 1) < 0.01 && color.blue < 0.01)
    }
}
