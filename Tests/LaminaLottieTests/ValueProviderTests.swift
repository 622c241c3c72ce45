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

    /// The colour at the centre at `frame` (30 fps).
    static func center(_ animation: LottieAnimation, frame: Double) throws -> Color {
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: frame / 30)
        return try #require(image.color(x: 50, y: 50))
    }

    @Test func aFloatBlockIsReadAtEveryFrameAndBlendedBetween() throws {
        var animation = try Self.animation()
        #expect(animation.setValueProvider(FloatValueProvider(block: { frame in frame * 3 }), keypath: "**.Fill 1.Opacity") == 1)
        #expect(abs(try Self.center(animation, frame: 10).alpha - 0.3) < 0.01)
        #expect(abs(try Self.center(animation, frame: 20).alpha - 0.6) < 0.01)
        #expect(abs(try Self.center(animation, frame: 12.5).alpha - 0.375) < 0.01)
    }

    @Test func colourAndPointBlocksFollowTheFrame() throws {
        var animation = try Self.animation()
        animation.setValueProvider(ColorValueProvider(block: { frame in frame < 15 ? .red : .blue }), keypath: "**.Color")
        // The square (60 points, at 50, 50) moves right by the frame.
        animation.setValueProvider(PointValueProvider(block: { frame in CGPoint(x: 50 + frame, y: 50) }), keypath: "**.Box.Position")
        #expect(try Self.center(animation, frame: 10) == .red)
        #expect(try Self.center(animation, frame: 20) == .blue)
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: 29.0 / 30)
        #expect(image.color(x: 30, y: 50)?.alpha == 0)
        #expect(image.color(x: 78, y: 50) == .blue)
    }

    @Test func aBlockOnALayerThatStartsLaterTakesTheAnimationsFrames() throws {
        // A start time and stretch move only a precomp's children: the layer's own keyframes, and the block's, are the animation's frames.
        let fill = #"{"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[1,0,0]},"o":{"a":0,"k":100}}"#
        var animation = try LottieErrorTests.load(LottieErrorTests.file(layers: #"[{"ty":4,"nm":"L","ip":0,"op":30,"st":10,"sr":2,"#
            + #""ks":{},"shapes":[{"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[60,60]}},"# + fill + "]}]"))
        animation.setValueProvider(FloatValueProvider(block: { frame in frame * 3 }), keypath: "L.Fill 1.Opacity")
        #expect(abs(try Self.center(animation, frame: 20).alpha - 0.6) < 0.01)
    }

    @Test func gradientColoursConstantAndByFrame() throws {
        let fill = #"{"ty":"gf","nm":"Ramp","t":1,"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[100,0]},"o":{"a":0,"k":100},"#
            + #""g":{"p":2,"k":{"a":0,"k":[0,1,0,0,1,1,0,0]}}}"#
        let layers = #"[{"ty":4,"nm":"L","ip":0,"op":30,"ks":{},"shapes":[{"ty":"rc","p":{"a":0,"k":[50,50]},"#
            + #""s":{"a":0,"k":[100,100]}},"# + fill + "]}]"
        var animation = try LottieErrorTests.load(LottieErrorTests.file(layers: layers))
        #expect(animation.allKeypaths().map(\.string).contains("L.Ramp.Colors"))
        #expect(animation.setValueProvider(GradientValueProvider([.blue, .blue]), keypath: "**.Colors") == 1)
        #expect(try Self.center(animation, frame: 0) == .blue)
        animation.setValueProvider(GradientValueProvider(block: { frame in frame < 15 ? [.green, .green] : [.red, .red] },
                                                         locations: { _ in [0, 1] }), keypath: "**.Colors")
        #expect(try Self.center(animation, frame: 10) == .green)
        #expect(try Self.center(animation, frame: 20) == .red)
    }

    @Test func blockProvidersAreEqualOnlyToTheirCopies() {
        let block = FloatValueProvider(block: { $0 })
        let copy = block
        #expect(block == copy)
        #expect(block != FloatValueProvider(block: { $0 }))
        #expect(FloatValueProvider(2) == FloatValueProvider(2))
    }
}
