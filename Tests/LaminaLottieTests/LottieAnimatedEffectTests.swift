// Layer effects whose parameters change: the layer's filters animate, sampled frame by frame,
// and each frame draws as the same effect with that frame's values held still.
import Foundation
import Lamina
import LaminaLottie
import Testing

@Suite struct LottieAnimatedEffectTests {
    /// A 40 × 40 composition of 30 frames: a 20 × 20 blue square in the middle of one layer
    /// with the effects `effects` (JSON).
    private func animation(_ effects: String) throws -> LottieAnimation {
        let json = """
            {"v": "5.7.0", "fr": 30, "ip": 0, "op": 30, "w": 40, "h": 40, "layers": [
              {"ty": 4, "ind": 1, "ip": 0, "op": 30, "st": 0,
               "ks": {"p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}},
               "ef": [\(effects)],
               "shapes": [{"ty": "rc", "p": {"a": 0, "k": [20, 20]}, "s": {"a": 0, "k": [20, 20]}, "r": {"a": 0, "k": 0}},
                          {"ty": "fl", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}}]}]}
            """
        return try LottieAnimation(data: Data(json.utf8), baseURL: nil)
    }

    /// A value that goes linearly from `from` at frame 0 to `to` at frame 10.
    private func ramp(_ from: String, _ to: String) -> String {
        #"{"a": 1, "k": [{"t": 0, "s": \#(from), "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": \#(to)}]}"#
    }

    private func blur(_ blurriness: String) -> String {
        #"{"ty": 29, "en": 1, "ef": [{"ty": 0, "v": \#(blurriness)}, {"ty": 7, "v": {"a": 0, "k": 1}}]}"#
    }

    private func fill(_ color: String) -> String {
        #"{"ty": 21, "en": 1, "ef": [{"ty": 10, "v": {"a": 0, "k": 0}}, {"ty": 7, "v": {"a": 0, "k": 0}}, {"ty": 2, "v": \#(color)}]}"#
    }

    private func render(_ animation: LottieAnimation, frame: Double) throws -> Image {
        try Renderer().render(try RenderTree(animation.makeLayer()), at: frame / animation.frameRate)
    }

    /// Blurriness 0 → 20 over ten frames: frame 5 draws as a still blurriness of 10, frame 0
    /// as no blur, and a Fill beside it keeps its place in the list.
    @Test func anAnimatedBlurDrawsEachFrameAsTheStillBlurOfThatFrame() throws {
        let moving = try animation(blur(ramp("[0]", "[20]")) + "," + fill(#"{"a": 0, "k": [1, 0, 0, 1]}"#))
        #expect(moving.warnings.isEmpty, "\(moving.warnings)")
        let still = try animation(blur(#"{"a": 0, "k": 10}"#) + "," + fill(#"{"a": 0, "k": [1, 0, 0, 1]}"#))
        let unblurred = try animation(fill(#"{"a": 0, "k": [1, 0, 0, 1]}"#))
        #expect(try render(moving, frame: 5).pixels == render(still, frame: 5).pixels)
        #expect(try render(moving, frame: 0).pixels == render(unblurred, frame: 0).pixels)
        #expect(try render(moving, frame: 5).pixels != render(moving, frame: 10).pixels)
    }

    /// A Fill from red to blue is purple halfway.
    @Test func anAnimatedFillBlendsItsColour() throws {
        let moving = try animation(fill(ramp("[1, 0, 0, 1]", "[0, 0, 1, 1]")))
        #expect(moving.warnings.isEmpty, "\(moving.warnings)")
        let middle = try #require(try render(moving, frame: 5).color(x: 20, y: 20))
        #expect(abs(middle.red - 0.5) < 0.01 && middle.green == 0 && abs(middle.blue - 0.5) < 0.01 && middle.alpha == 1)
        #expect(try render(moving, frame: 10).color(x: 20, y: 20) == Color(red: 0, green: 0, blue: 1))
    }

    /// Levels whose output black moves stay one table per channel at every frame, so frames
    /// blend; at frame 0 the default levels change nothing.
    @Test func animatedLevelsKeepTheirTables() throws {
        let still = #"{"ty": 0, "v": {"a": 0, "k": 0}}"#, white = #"{"ty": 0, "v": {"a": 0, "k": 1}}"#
        let parameters = [still, still, still, white, white, #"{"ty": 0, "v": \#(ramp("[0]", "[0.5]"))}"#, white]
        let moving = try animation(#"{"ty": 24, "en": 1, "ef": ["# + parameters.joined(separator: ", ") + "]}")
        #expect(moving.warnings.isEmpty, "\(moving.warnings)")
        #expect(try render(moving, frame: 0).pixels == render(animation(""), frame: 0).pixels)
        // Output black 0.25 at frame 5, 0.5 at frame 10: red 0 rises to it, blue 1 stays.
        for (frame, red) in [(5.0, 0.25), (10.0, 0.5)] {
            let color = try #require(try render(moving, frame: frame).color(x: 20, y: 20))
            #expect(abs(color.red - red) < 0.01 && color.blue == 1, "frame \(frame): \(color)")
        }
    }
}
