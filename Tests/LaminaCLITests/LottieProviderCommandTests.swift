// `lamina render --set KEYPATH=VALUE@FRAME;…`, `--text`, `--font`, `--image-gravity` and
// `--viewport`, end to end through the built binary.
import Foundation
import LaminaRender
import Testing

@Suite struct LottieProviderCommandTests {
    /// 10 × 10: a red square "Fill 1" covering it, and a picture asset "pic" of 10 × 10 points
    /// at (0, 0), hidden below the square unless the square is faded.
    static let animation = #"""
        {"fr":10,"ip":0,"op":10,"w":10,"h":10,
         "assets":[{"id":"pic","w":10,"h":10,"u":"","p":"pic.png"}],
         "layers":[{"ty":4,"nm":"Box","ip":0,"op":10,"ks":{},"shapes":[
          {"ty":"rc","nm":"Square","p":{"a":0,"k":[5,5]},"s":{"a":0,"k":[10,10]}},
          {"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[1,0,0]},"o":{"a":0,"k":100}}]},
          {"ty":2,"nm":"Pic","refId":"pic","ip":0,"op":10,"ks":{}}]}
        """#

    /// A 40-point file with a text layer "Title" saying `text` in `font` at `size` points.
    static func text(_ text: String, font: String = "DejaVuSans", size: Int = 12) -> String {
        #"{"fr":10,"ip":0,"op":10,"w":40,"h":40,"layers":[{"ty":5,"nm":"Title","ip":0,"op":10,"ks":{"p":{"a":0,"k":[2,30]}},"#
            + #""t":{"d":{"k":[{"t":0,"s":{"t":""# + text + #"","f":""# + font + #"","s":"# + String(size)
            + #","fc":[0,0,0],"j":0,"lh":14,"tr":0}}]}}}]}"#
    }

    private func folder() throws -> ImageFolder {
        let folder = try ImageFolder()
        try Data(Self.animation.utf8).write(to: folder.url.appendingPathComponent("a.json"))
        // 20 × 10: the left half green, the right half blue.
        let pixels = (0..<200).map { $0 % 20 < 10 ? Color.green.premultipliedARGB32 : Color.blue.premultipliedARGB32 }
        try Image(width: 20, height: 10, pixels: pixels).writePNG(to: folder.url.appendingPathComponent("pic.png"))
        for (name, json) in [("hi.json", Self.text("Hi")), ("old.json", Self.text("Old")),
                             ("mono.json", Self.text("Old", font: "DejaVuSansMono", size: 20))] {
            try Data(json.utf8).write(to: folder.url.appendingPathComponent(name))
        }
        return folder
    }

    private func image(_ folder: ImageFolder, _ name: String) throws -> Image {
        try Image(contentsOf: folder.url.appendingPathComponent(name))
    }

    @Test func setTakesKeyframes() throws {
        let folder = try folder(); defer { folder.remove() }
        let run = try Lamina.run(["render", folder.path("a.json"), "-o", folder.path("out.png"), "--frame", "5",
                                  "--set", "Box.Fill 1.Color=0,0,0@0;0.8,0.4,0@10"])
        #expect(run.status == 0, "\(run.stderr)")
        let color = try #require(try image(folder, "out.png").color(x: 5, y: 5))
        #expect(abs(color.red - 0.4) < 0.005 && abs(color.green - 0.2) < 0.005 && color.blue < 0.005)
        let bad = try Lamina.run(["render", folder.path("a.json"), "-o", folder.path("out.png"), "--set", "Box.Fill 1.Color=red@soon"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--set Box.Fill 1.Color: expected keyframes VALUE@FRAME separated by ';', e.g. "
                                    + "'red@0;blue@30', found 'red@soon'"))
    }

    @Test func imageGravityFitsThePictures() throws {
        let folder = try folder(); defer { folder.remove() }
        // The square faded out: the 20 × 10 picture fills the 10 × 10 asset at its aspect ratio
        // (20 × 10 points, centred), so its middle shows: green left of x = 5, blue right of it.
        let run = try Lamina.run(["render", folder.path("a.json"), "-o", folder.path("out.png"), "--set", "Box.Fill 1.Opacity=0",
                                  "--image-gravity", "resizeAspectFill"])
        #expect(run.status == 0, "\(run.stderr)")
        let filled = try image(folder, "out.png")
        #expect(filled.color(x: 0, y: 5) == .green && filled.color(x: 4, y: 5) == .green)
        #expect(filled.color(x: 5, y: 5) == .blue && filled.color(x: 9, y: 5) == .blue)
        let bad = try Lamina.run(["render", folder.path("a.json"), "-o", folder.path("out.png"), "--image-gravity", "sideways"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--image-gravity: expected one of center, top, bottom"))
    }

    @Test func textAndFontReplaceTheFilesOwn() throws {
        let folder = try folder(); defer { folder.remove() }
        let text = try Lamina.run(["render", folder.path("old.json"), "-o", folder.path("text.png"), "--text", "Title=Hi"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(try Lamina.run(["render", folder.path("hi.json"), "-o", folder.path("hi.png")]).status == 0)
        #expect(try image(folder, "text.png") == image(folder, "hi.png"))
        let font = try Lamina.run(["render", folder.path("old.json"), "-o", folder.path("font.png"), "--font", "*=DejaVu Sans Mono@20"])
        #expect(font.status == 0, "\(font.stderr)")
        #expect(try Lamina.run(["render", folder.path("mono.json"), "-o", folder.path("mono.png")]).status == 0)
        #expect(try image(folder, "font.png") == image(folder, "mono.png"))
        let missing = try Lamina.run(["render", folder.path("old.json"), "-o", folder.path("font.png"), "--font", "DejaVuSans=NoSuchFont"])
        #expect(missing.status == 0)
        #expect(missing.stderr.contains("warning: --font DejaVuSans: the font \"NoSuchFont\" is not installed"))
        let bad = try Lamina.run(["render", folder.path("old.json"), "-o", folder.path("font.png"), "--font", "*=DejaVu Sans@0"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--font *: expected a size in points above 0"))
    }

    @Test func viewportShowsPartOfTheAnimation() throws {
        let folder = try folder(); defer { folder.remove() }
        // A viewport 5 wide and 10 high fits the 10-point image by its height, centred: the
        // square's left edge moves to x = 2.5, and the rest of it shows beyond the viewport.
        let run = try Lamina.run(["render", folder.path("a.json"), "-o", folder.path("out.png"), "--viewport", "0,0,5,10"])
        #expect(run.status == 0, "\(run.stderr)")
        let image = try image(folder, "out.png")
        let edge = try #require(image.color(x: 2, y: 5))
        #expect(image.color(x: 1, y: 5)?.alpha == 0 && edge.alpha > 0.4 && edge.alpha < 0.8)
        #expect(image.color(x: 3, y: 5) == .red && image.color(x: 9, y: 9) == .red)
        let bad = try Lamina.run(["render", folder.path("a.json"), "-o", folder.path("out.png"), "--viewport", "0,0,5"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--viewport: expected x,y,width,height with a width and height above 0, found '0,0,5'"))
    }

    @Test func skipDepthTransformsDrawsAsRenderInContext() throws {
        let folder = try folder(); defer { folder.remove() }
        // The 10-point square turned 60° about x: half its height on screen, whole and
        // untransformed as CALayer.render(in:) draws it.
        let turned = Self.animation.replacingOccurrences(of: #""nm":"Box","ip":0,"op":10,"ks":{}"#,
                                                         with: #""nm":"Box","ddd":1,"ip":0,"op":10,"ks":{"rx":{"a":0,"k":60}}"#)
        try Data(turned.utf8).write(to: folder.url.appendingPathComponent("turned.json"))
        let screen = try Lamina.run(["render", folder.path("turned.json"), "-o", folder.path("screen.png")])
        #expect(screen.status == 0, "\(screen.stderr)")
        let flat = try Lamina.run(["render", folder.path("turned.json"), "-o", folder.path("flat.png"), "--skip-depth-transforms"])
        #expect(flat.status == 0, "\(flat.stderr)")
        #expect(try image(folder, "screen.png").color(x: 5, y: 2) == .red)
        #expect(try image(folder, "screen.png").color(x: 5, y: 7) != .red)
        #expect(try image(folder, "flat.png").color(x: 5, y: 7) == .red)
    }

    @Test func framesTakeTheViewportToo() throws {
        let folder = try folder(); defer { folder.remove() }
        let run = try Lamina.run(["frames", folder.path("a.json"), "-o", folder.path("frames"), "--viewport", "0,0,5,10"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Lamina.run(["render", folder.path("a.json"), "-o", folder.path("out.png"), "--viewport", "0,0,5,10",
                                "--frame", "9"]).status == 0)
        let last = try image(folder, "frames/frame-00009.png")
        #expect(last == (try image(folder, "out.png")))
        #expect(last.color(x: 1, y: 5)?.alpha == 0 && last.color(x: 3, y: 5) == .red)
        let bad = try Lamina.run(["frames", folder.path("a.json"), "-o", folder.path("frames"), "--viewport", "0,0,0,10"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--viewport: expected x,y,width,height with a width and height above 0, found '0,0,0,10'"))
        try Data("<svg width='4' height='4'/>".utf8).write(to: folder.url.appendingPathComponent("a.svg"))
        let script = try Lamina.run(["frames", folder.path("a.svg"), "-o", folder.path("s.apng"), "--duration", "0", "--viewport", "0,0,2,2"])
        #expect(script.status == 2)
        #expect(script.stderr.contains("expected a Lottie file for --viewport, found a shape script"))
    }
}
