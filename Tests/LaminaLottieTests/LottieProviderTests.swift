// Keyframe value providers, keypaths into precomps, solid and text layers' colours, and text,
// font and image providers and viewport frames, as lottie-ios's snapshot tests use them.
import Foundation
import Lamina
import LaminaLottie
import LaminaRender
import Testing

@Suite struct LottieProviderTests {
    static let square = #"{"ty":"rc","nm":"Box","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[60,60]}},"#
        + #"{"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[1,0,0]},"o":{"a":0,"k":100}}"#

    static func render(_ animation: LottieAnimation, frame: Double = 0, options: LottieLayerOptions = LottieLayerOptions()) throws -> Image {
        try Renderer().render(try RenderTree(animation.makeLayer(options: options)), at: frame / 30)
    }

    @Test func aColourKeyframeProviderBlendsLinearlyBetweenItsKeyframes() throws {
        var animation = try ValueProviderTests.animation()
        let keyframes = [LottieKeyframe(value: Color.black, time: 0), LottieKeyframe(value: Color(red: 0.8, green: 0.4, blue: 0), time: 20)]
        #expect(animation.setValueProvider(ColorValueProvider(keyframes), keypath: "**.Fill 1.Color") == 1)
        #expect(try Self.render(animation, frame: 0).color(x: 50, y: 50) == .black)
        let middle = try #require(try Self.render(animation, frame: 10).color(x: 50, y: 50))
        #expect(abs(middle.red - 0.4) < 0.005 && abs(middle.green - 0.2) < 0.005 && middle.blue < 0.005)
        let held = try #require(try Self.render(animation, frame: 25).color(x: 50, y: 50))
        #expect(abs(held.red - 0.8) < 0.005 && abs(held.green - 0.4) < 0.005)
    }

    @Test func holdKeyframesAndNumberKeyframesFollowTheirFrames() throws {
        var animation = try ValueProviderTests.animation()
        animation.setValueProvider(FloatValueProvider([LottieKeyframe(value: 100, time: 0, isHold: true),
                                                       LottieKeyframe(value: 20, time: 10)]), keypath: "**.Fill 1.Opacity")
        #expect(abs(try #require(try Self.render(animation, frame: 9).color(x: 50, y: 50)).alpha - 1) < 0.005)
        #expect(abs(try #require(try Self.render(animation, frame: 10).color(x: 50, y: 50)).alpha - 0.2) < 0.005)
        // A point keyframe provider moves the square 20 points right over 10 frames.
        animation.setValueProvider(PointValueProvider([LottieKeyframe(value: CGPoint(x: 50, y: 50), time: 0),
                                                       LottieKeyframe(value: CGPoint(x: 70, y: 50), time: 10)]),
                                   keypath: "Ring.Dot.Box.Position")
        // At frame 5 the 60-point square is centred at x = 60: it covers 30 … 90.
        let moved = try Self.render(animation, frame: 5)
        #expect(moved.color(x: 29, y: 50)?.alpha == 0 && moved.color(x: 90, y: 50)?.alpha == 0)
        #expect(moved.color(x: 30, y: 50) == .red && moved.color(x: 89, y: 50) == .red)
    }

    @Test func aSizeProviderResizesTheRectangle() throws {
        var animation = try ValueProviderTests.animation()
        #expect(animation.setValueProvider(SizeValueProvider(CGSize(width: 20, height: 80)), keypath: "**.Box.Size") == 1)
        // 20 × 80 about (50, 50): x 40 … 60, y 10 … 90.
        let image = try Self.render(animation)
        #expect(image.color(x: 39, y: 50)?.alpha == 0 && image.color(x: 60, y: 50)?.alpha == 0)
        #expect(image.color(x: 40, y: 10) == .red && image.color(x: 59, y: 89) == .red && image.color(x: 50, y: 9)?.alpha == 0)
        animation.setValueProvider(SizeValueProvider(block: { frame in CGSize(width: 2 * frame, height: 2 * frame) }), keypath: "**.Box.Size")
        let grown = try Self.render(animation, frame: 10)
        #expect(grown.color(x: 40, y: 40) == .red && grown.color(x: 59, y: 59) == .red && grown.color(x: 39, y: 50)?.alpha == 0)
    }

    /// Two precomp layers "Left" and "Right" showing one asset whose layer "Dot" is a red square.
    static func precomps() throws -> LottieAnimation {
        let dot = #"{"ty":4,"nm":"Dot","ip":0,"op":30,"ks":{},"shapes":["# + square + "]}"
        let assets = #"[{"id":"dot","layers":["# + dot + "]}]"
        let left = #"{"ty":0,"nm":"Left","refId":"dot","ip":0,"op":30,"w":100,"h":100,"ks":{"s":{"a":0,"k":[50,50]}}}"#
        let right = #"{"ty":0,"nm":"Right","refId":"dot","ip":0,"op":30,"w":100,"h":100,"ks":{"s":{"a":0,"k":[50,50]},"p":{"a":0,"k":[50,0]}}}"#
        return try LottieErrorTests.load(LottieErrorTests.file(layers: "[" + left + "," + right + "]", assets: assets))
    }

    @Test func keypathsReachIntoPrecompsAndChangeOnlyTheNamedInstance() throws {
        var animation = try Self.precomps()
        let keypaths = animation.allKeypaths { $0.keys.last == "Color" }.map(\.string)
        #expect(keypaths == ["Left.Dot.Fill 1.Color", "Right.Dot.Fill 1.Color"])
        #expect(animation.setValueProvider(ColorValueProvider(red: 0, green: 0, blue: 1), keypath: "Right.**.Color") == 1)
        let image = try Self.render(animation)
        // The left copy (10…40 at half scale) stays red; the right one (60…90) turns blue.
        #expect(image.color(x: 25, y: 25) == .red)
        #expect(image.color(x: 75, y: 25) == .blue)
        #expect(animation.setValueProvider(ColorValueProvider(red: 0, green: 1, blue: 0), keypath: "**.Color") == 2)
        let both = try Self.render(animation)
        #expect(both.color(x: 25, y: 25) == .green && both.color(x: 75, y: 25) == .green)
    }

    /// A precomp layer "Pre" starting at frame 10 and stretched by `stretch`, showing a layer "Dot" with a red 60-point square.
    static func stretchedPrecomp(stretch: Double) throws -> LottieAnimation {
        let dot = #"{"ty":4,"nm":"Dot","ip":-100000000,"op":100000000,"ks":{},"shapes":["# + square + "]}"
        let pre = #"{"ty":0,"nm":"Pre","refId":"dot","ip":0,"op":30,"st":10,"sr":"# + String(stretch) + #","w":100,"h":100,"ks":{}}"#
        return try LottieErrorTests.load(LottieErrorTests.file(layers: "[" + pre + "]", assets: #"[{"id":"dot","layers":["# + dot + "]}]"))
    }

    @Test func aBlockInAPrecompTakesThePrecompsFramesAndStaysBounded() throws {
        // sr 0.5: the precomp's frame is 2 × (frame − 10), so its frame 20 is the animation's frame 20.
        var animation = try Self.stretchedPrecomp(stretch: 0.5)
        #expect(animation.setValueProvider(FloatValueProvider(block: { frame in frame < 20 ? 100 : 0 }), keypath: "Pre.Dot.Fill 1.Opacity") == 1)
        #expect(try Self.render(animation, frame: 19).color(x: 50, y: 50) == .red)
        #expect(try Self.render(animation, frame: 21).color(x: 50, y: 50)?.alpha == 0)
        // sr 0.000001: 30 million of the precomp's frames in the animation's 30, read at most 10,001 times.
        var squeezed = try Self.stretchedPrecomp(stretch: 0.000_001)
        let calls = Counter()
        #expect(squeezed.setValueProvider(FloatValueProvider(block: { _ in calls.add(); return 50 }), keypath: "Pre.Dot.Fill 1.Opacity") == 1)
        #expect(calls.value <= 10_002)
        #expect(abs((try Self.render(squeezed, frame: 15).color(x: 50, y: 50)?.alpha ?? 0) - 0.5) < 0.01)
    }

    @Test func aSolidLayersColourIsConstantOrFollowsKeyframes() throws {
        let solid = ##"[{"ty":1,"nm":"Back","ip":0,"op":30,"ks":{},"sw":100,"sh":100,"sc":"#ff0000"}]"##
        var animation = try LottieErrorTests.load(LottieErrorTests.file(layers: solid))
        #expect(animation.allKeypaths().map(\.string).contains("Back.Color"))
        #expect(animation.setValueProvider(ColorValueProvider(red: 0, green: 0, blue: 1), keypath: "**.Color") == 1)
        #expect(try Self.render(animation).color(x: 99, y: 99) == .blue)
        animation.setValueProvider(ColorValueProvider([LottieKeyframe(value: .black, time: 0), LottieKeyframe(value: .white, time: 10)]),
                                   keypath: "Back.Color")
        let image = try Self.render(animation, frame: 5)
        for (x, y) in [(0, 0), (50, 50), (99, 99)] {
            let color = try #require(image.color(x: x, y: y))
            #expect(abs(color.red - 0.5) < 0.005 && abs(color.blue - 0.5) < 0.005 && color.alpha == 1)
        }
    }

    /// A text layer `title` named "Title" inside a precomp "Card", and one `note` named "Note"
    /// at the top level, black, in DejaVu Sans at 20 points.
    static func textsJSON(title: String = "Old", note: String = "Old", font: String = "DejaVuSans", size: Int = 20) -> String {
        func text(_ name: String, _ words: String, y: Int) -> String {
            #"{"ty":5,"nm":""# + name + #"","ip":0,"op":30,"ks":{"p":{"a":0,"k":[5,"# + String(y) + #"]}},"t":{"d":{"k":[{"t":0,"s":{"#
                + #""t":""# + words + #"","f":""# + font + #"","s":"# + String(size) + #","fc":[0,0,0],"j":0,"lh":24,"tr":0}}]}}}"#
        }
        let assets = #"[{"id":"card","layers":["# + text("Title", title, y: 30) + "]}]"
        let card = #"{"ty":0,"nm":"Card","refId":"card","ip":0,"op":30,"w":100,"h":100,"ks":{}}"#
        return LottieErrorTests.file(layers: "[" + card + "," + text("Note", note, y: 70) + "]", assets: assets)
    }

    @Test func aDictionaryTextProviderMatchesWholeKeypathsThenLayerNames() throws {
        let provider = DictionaryTextProvider(["Card.Title": "Whole", "Note": "Name", "Title": "Unused"])
        #expect(provider.text(for: "Card.Title", sourceText: "Old") == "Whole")
        #expect(provider.text(for: "Other.Note", sourceText: "Old") == "Name")
        #expect(provider.text(for: "Card.Other", sourceText: "Old") == "Old")
        #expect(DefaultTextProvider().text(for: "A", sourceText: "Old") == "Old")
        var animation = try LottieErrorTests.load(Self.textsJSON())
        #expect(animation.setTextProvider(provider) == 2)
        #expect(animation.setTextProvider(provider) == 0)
        // Drawn exactly as the same file with the texts written in it.
        let written = try LottieErrorTests.load(Self.textsJSON(title: "Whole", note: "Name"))
        #expect(try Self.render(animation).pngData() == Self.render(written).pngData())
        #expect(try Self.render(animation).pngData() != Self.render(try LottieErrorTests.load(Self.textsJSON())).pngData())
    }

    @Test func aTextLayersColourIsAValueProviderProperty() throws {
        var animation = try LottieErrorTests.load(Self.textsJSON())
        #expect(animation.allKeypaths().map(\.string).contains("Card.Title.Color"))
        #expect(animation.setValueProvider(ColorValueProvider(red: 1, green: 0, blue: 0), keypath: "**.Title.Color") == 1)
        let colours = Set(try Self.render(animation).pixels(in: 0..<50).filter { $0.alpha == 1 })
        #expect(colours == [.red])
        let note = Set(try Self.render(animation).pixels(in: 50..<100).filter { $0.alpha == 1 })
        #expect(note == [.black])
    }

    /// Sets every font in DejaVu Sans Mono at 30 points, whatever the file asks for.
    struct MonoFontProvider: AnimationFontProvider {
        func fontFor(family: String, size: CGFloat) -> TextStyle? {
            var style = TextStyle()
            style.fontFamily = "DejaVu Sans Mono"
            style.fontSize = 30
            return style
        }
    }

    @Test func aFontProviderSetsTheTextInItsFontAtItsSize() throws {
        var animation = try LottieErrorTests.load(Self.textsJSON(font: "NoSuchFont-Regular", size: 12))
        animation.setFontProvider(MonoFontProvider())
        let written = try LottieErrorTests.load(Self.textsJSON(font: "DejaVuSansMono", size: 30))
        #expect(try Self.render(animation).pngData() == Self.render(written).pngData())
        animation.setFontProvider(DefaultFontProvider())
        #expect(try Self.render(animation).pngData() == Self.render(try LottieErrorTests.load(Self.textsJSON(font: "NoSuchFont-Regular", size: 12))).pngData())
    }

    /// A 40 × 20 picture, its left half red and its right half blue.
    static func halves() throws -> Image {
        try Image(width: 40, height: 20, pixels: (0..<800).map { $0 % 40 < 20 ? 0xFFFF_0000 : 0xFF00_00FF })
    }

    @Test func anImageProviderGivesPicturesAndHowTheyFit() throws {
        let layers = #"[{"ty":2,"nm":"Pic","refId":"pic","ip":0,"op":30,"ks":{"p":{"a":0,"k":[30,30]}}}]"#
        let assets = #"[{"id":"pic","w":40,"h":40,"u":"","p":"missing.png","e":0}]"#
        var animation = try LottieErrorTests.load(LottieErrorTests.file(layers: layers, assets: assets))
        #expect(animation.imageAssets == [LottieImageAsset(id: "pic", name: "missing.png", directory: "", size: CGSize(width: 40, height: 40))])
        let picture = try Self.halves()
        animation.setImageProvider(DictionaryImageProvider(["pic": picture]))
        // Stretched to 40 × 40 at (30, 30): red up to x = 50, blue after.
        let stretched = try Self.render(animation)
        #expect(stretched.color(x: 49, y: 31) == .red && stretched.color(x: 50, y: 68) == .blue)
        #expect(stretched.color(x: 29, y: 50)?.alpha == 0)
        // Filling 40 × 40 at its aspect ratio: 80 × 40, centred, so 20 points stick out each side.
        animation.setImageProvider(DictionaryImageProvider(["pic": picture], contentsGravity: .resizeAspectFill))
        let filled = try Self.render(animation)
        // (Pixels 49 and 50 blend the two halves, as the picture is scaled up smoothly.)
        #expect(filled.color(x: 10, y: 50) == .red && filled.color(x: 48, y: 50) == .red)
        #expect(filled.color(x: 51, y: 50) == .blue && filled.color(x: 89, y: 50) == .blue)
        #expect(filled.color(x: 9, y: 50)?.alpha == 0 && filled.color(x: 90, y: 50)?.alpha == 0)
        #expect(filled.color(x: 50, y: 71)?.alpha == 0)
    }

    @Test func aViewportFrameShowsItsPartFittedAndCentred() throws {
        let animation = try ValueProviderTests.animation()
        // The red square covers 20…80; a viewport of 10…40 by 10…70 (30 × 60) fits a 100-point
        // root by its height: scale 5/3 about the viewport's centre (25, 40), which lands on
        // (50, 50). The square's left edge lands on 41.67 and its top on 16.67; what lies beyond
        // the viewport still shows inside the root, as in lottie-ios's view.
        let image = try Self.render(animation, options: LottieLayerOptions(viewportFrame: CGRect(x: 10, y: 10, width: 30, height: 60)))
        #expect(image.color(x: 40, y: 50)?.alpha == 0)
        #expect(abs((image.color(x: 41, y: 50)?.alpha ?? 0) - 1.0 / 3) < 0.01)
        #expect(image.color(x: 42, y: 50) == .red && image.color(x: 99, y: 99) == .red)
        #expect(image.color(x: 50, y: 15)?.alpha == 0 && image.color(x: 50, y: 17) == .red)
    }
}

/// Counts calls from a block, which may run on any thread.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}

private extension Image {
    /// The colours of the pixels in rows `rows`.
    func pixels(in rows: Range<Int>) -> [Color] {
        rows.flatMap { y in (0..<width).compactMap { color(x: $0, y: y) } }
    }
}
