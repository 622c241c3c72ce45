// Constant value providers replace a property's keyframes before the layer tree is built.
import Foundation
import Lamina
import LaminaLottie
import Testing

@Suite struct ValueProviderTests {
    /// A 100-point file with one shape layer "Ring" holding a group "Dot" with a 60-point red square "Fill 1".
    static func animation() throws -> LottieAnimation {
        let square = #"{"ty":"rc","nm":"Box","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[60,60]}},"#
            + #"{"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[1,0,0]},"o":{"a":0,"k":100}}"#
        let group = #"{"ty":"gr","nm":"Dot","it":["# + square + #",{"ty":"tr","o":{"a":0,"k":100}}]}"#
        return try LottieErrorTests.load(LottieErrorTests.file(
            layers: #"[{"ty":4,"nm":"Ring","ip":0,"op":30,"ks":{},"shapes":["# + group + "]}]"))
    }

    static func center(_ animation: LottieAnimation) throws -> Color {
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
        return try #require(image.color(x: 50, y: 50))
    }

    @Test func listsLayersItemsAndPropertiesAsLottieIOSNamesThem() throws {
        let paths = try Self.animation().allKeypaths().map(\.string)
        #expect(paths.contains("Ring"))
        #expect(paths.contains("Ring.Transform.Opacity"))
        #expect(paths.contains("Ring.Dot.Fill 1.Color"))
        #expect(paths.contains("Ring.Dot.Transform.Opacity"))
        #expect(try Self.animation().allKeypaths { $0.keys.last == "Color" }.map(\.string) == ["Ring.Dot.Fill 1.Color"])
    }

    @Test func aColourProviderRecoloursTheFill() throws {
        var animation = try Self.animation()
        #expect(animation.setValueProvider(ColorValueProvider(red: 0, green: 0, blue: 1), keypath: "**.Fill 1.Color") == 1)
        let color = try Self.center(animation)
        #expect(color.red < 0.01 && color.green < 0.01 && abs(color.blue - 1) < 0.01 && abs(color.alpha - 1) < 0.01)
    }

    @Test func anOpacityProviderFadesTheFill() throws {
        var animation = try Self.animation()
        #expect(animation.setValueProvider(FloatValueProvider(50), keypath: "Ring.*.Fill 1.Opacity") == 1)
        let color = try Self.center(animation)
        #expect(abs(color.alpha - 0.5) < 0.01)
    }

    @Test func aKeypathThatMatchesNothingChangesNothing() throws {
        var animation = try Self.animation()
        #expect(animation.setValueProvider(FloatValueProvider(0), keypath: "Other.**.Opacity") == 0)
        #expect(abs(try Self.center(animation).alpha - 1) < 0.01)
    }
}
