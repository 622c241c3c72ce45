// `lamina render` and `lamina golden` on shape scripts, end to end through the built binary.
import Foundation
import LaminaRender
import Testing

@Suite struct RenderCommandTests {
    /// A 20 × 10 script: a red square on the right half.
    static let script = """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10">
          <rect x="10" width="10" height="10" fill="red"/>
          <textPath>later</textPath>
        </svg>
        """

    private func folderWithScript(_ text: String = script, name: String = "s.svg") throws -> ImageFolder {
        let folder = try ImageFolder()
        try Data(text.utf8).write(to: folder.url.appendingPathComponent(name))
        return folder
    }

    /// `lamina render` of the folder's `s.svg` with `options`, expected to succeed: the image.
    private func rendered(_ folder: ImageFolder, _ options: [String]) throws -> Image {
        let run = try Lamina.run(["render", folder.path("s.svg"), "-o", folder.path("out.png")] + options)
        #expect(run.status == 0, "\(options): \(run.stderr)")
        return try Image(contentsOf: folder.url.appendingPathComponent("out.png"))
    }

    /// `read` of the folder's `s.svg` rendered with each of `optionSets`, in order.
    private func readings<Value>(_ folder: ImageFolder, _ optionSets: [[String]],
                                 _ read: (Image) throws -> Value) throws -> [Value] {
        try optionSets.map { try read(try rendered(folder, $0)) }
    }

    @Test func rendersAtScaleAndSizeWithWarningsOnStandardError() throws {
        let folder = try folderWithScript(); defer { folder.remove() }
        let run = try Lamina.run(["render", folder.path("s.svg"), "-o", folder.path("out.png"), "--scale", "2",
                                  "--background", "#0000ff"])
        #expect(run.status == 0)
        #expect(run.stderr == "\(folder.path("s.svg")):3:3: warning: <textPath> is not supported yet; skipped "
                + "(see docs/Unsupported.md)\n")
        let image = try Image(contentsOf: folder.url.appendingPathComponent("out.png"))
        #expect(image.width == 40 && image.height == 20)
        #expect(image.color(x: 5, y: 5) == .blue)
        #expect(image.color(x: 30, y: 5) == .red)

        let wide = try Lamina.run(["render", folder.path("s.svg"), "-o", folder.path("wide.png"), "--width", "40"])
        #expect(wide.status == 0)
        let scaled = try Image(contentsOf: folder.url.appendingPathComponent("wide.png"))
        #expect(scaled.width == 40 && scaled.height == 20)
        #expect(scaled.color(x: 19, y: 10)?.alpha == 0)
        #expect(scaled.color(x: 20, y: 10) == .red)
    }

    /// resvg's sizes (0.44): the natural 24.5 × 10 rounds to 25 × 10 before the other side is
    /// derived (rounded up), and --zoom rounds each side.
    @Test func widthAloneAndZoomSizeTheImageAsResvgDoes() throws {
        let folder = try folderWithScript("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24.5 10'>"
                                          + "<rect width='100%' height='100%' fill='red'/></svg>"); defer { folder.remove() }
        for (options, width, height) in [(["--width", "100"], 100, 40), (["--height", "64"], 160, 64),
                                         (["--zoom", "2.5"], 63, 25), (["--zoom", "1.333"], 33, 13)] {
            let image = try rendered(folder, options)
            #expect(image.width == width && image.height == height, "\(options)")
        }
    }

    /// Glyphs are hinted as Chromium draws them unless --no-hinting (as resvg draws them):
    /// unhinted, the foot of an "H" on the baseline y = 20.3 covers a third of row 20.
    @Test func noHintingDrawsGlyphsAtTheirExactPlaces() throws {
        let folder = try folderWithScript("<svg xmlns='http://www.w3.org/2000/svg' width='40' height='30'>"
                                          + "<text x='2' y='20.3' font-family='DejaVu Sans' font-size='16'>H</text></svg>")
        defer { folder.remove() }
        let feet = try readings(folder, [["--background", "white"], ["--background", "white", "--no-hinting"]]) {
            try #require($0.color(x: 4, y: 20)).red
        }
        #expect(feet[0] == 1)  // hinted: the baseline moves to y = 20, row 20 stays white
        #expect(feet[1] > 0.5 && feet[1] < 0.9)
    }

    /// `--antialiasing samples` covers pixels by Skia's sixteen samples, as resvg draws paths:
    /// an edge at y = 20.37 covers row 20 by 3/4, where the exact area is 0.63. A name that is
    /// not a mode exits 2, naming the two.
    @Test func antialiasingChoosesHowEdgesCoverPixels() throws {
        let folder = try folderWithScript("<svg xmlns='http://www.w3.org/2000/svg' width='40' height='40'>"
                                          + "<path d='M5 20.37 H35 V35 H5 Z'/></svg>")
        defer { folder.remove() }
        let alphas = try readings(folder, [[], ["--antialiasing", "area"], ["--antialiasing", "samples"]]) {
            Int(try #require($0.pixel(x: 20, y: 20)) >> 24)
        }
        #expect(alphas == [161, 161, 191])
        let bad = try Lamina.run(["render", folder.path("s.svg"), "-o", folder.path("bad.png"), "--antialiasing", "fine"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--antialiasing: expected 'area' or 'samples', found 'fine'"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("bad.png")))
    }

    /// A script's strokes of a pixel or less are antialiased hairlines, as Chromium draws them:
    /// a 45° line one pixel wide puts 255 into each column (its outline filled, √2 · 255);
    /// `--no-hairlines` fills the outline.
    @Test func noHairlinesFillsThinStrokesOutlines() throws {
        let folder = try folderWithScript("<svg xmlns='http://www.w3.org/2000/svg' width='40' height='40'>"
                                          + "<path d='M5 5.3 L35 35.3' stroke='black'/></svg>")
        defer { folder.remove() }
        let columns = try readings(folder, [[], ["--no-hairlines"]]) { image in
            (0..<40).reduce(0) { $0 + Int((image.pixel(x: 20, y: $1) ?? 0) >> 24) }
        }
        #expect(abs(columns[0] - 255) <= 2)
        #expect(abs(columns[1] - 361) <= 4)
    }

    @Test func badScriptsAndUsageExitTwoWithThePosition() throws {
        let folder = try folderWithScript("<svg>\n  <rect width='abc' height='1'/>\n</svg>"); defer { folder.remove() }
        // An invalid value is a warning and the script renders; --strict makes it an error.
        let lenient = try Lamina.run(["render", folder.path("s.svg"), "-o", folder.path("lenient.png")])
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("\(folder.path("s.svg")):2:9: warning: width: expected a number, found \"abc\"; ignored"))
        let bad = try Lamina.run(["render", folder.path("s.svg"), "-o", folder.path("out.png"), "--strict"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("\(folder.path("s.svg")):2:9: error: width: expected a number, found \"abc\""))
        #expect(!folder.exists("out.png"))
        let usage = try Lamina.run(["render", folder.path("s.svg"), "-o", folder.path("out.png"), "--scale", "0"])
        #expect(usage.status == 2)
        let colour = try Lamina.run(["render", folder.path("s.svg"), "-o", folder.path("out.png"), "--background", "nope"])
        #expect(colour.status == 2)
        #expect(colour.stderr.contains("--background"))
    }

    @Test func anUnwritableOutputIsAJobFailure() throws {
        let folder = try folderWithScript(); defer { folder.remove() }
        let run = try Lamina.run(["render", folder.path("s.svg"), "-o", folder.path("missing/out.png")])
        #expect(run.status == 1)
        #expect(run.stderr.contains("lamina render"))
    }

    /// A render that runs out of a budget is a job failure (exit 1) whose message starts with
    /// the element's file, line and column, as compilers print errors.
    @Test func aRenderBudgetErrorNamesTheElement() throws {
        let folder = try folderWithScript("<svg width='10' height='10'>\n"
            + "  <rect width='4' height='4' shadow-opacity='1' shadow-radius='3000'/>\n</svg>")
        defer { folder.remove() }
        let run = try Lamina.run(["render", folder.path("s.svg"), "-o", folder.path("out.png")])
        #expect(run.status == 1)
        #expect(run.stderr == "\(folder.path("s.svg")):2:3: error: expected at most 16777216 pixels blurred by "
                + "shadows and backdrop filters in one image, found more (smaller blur radii or fewer shadows "
                + "and blurs)\n")
        #expect(!folder.exists("out.png"))
    }

    /// `--timeout`: a job that runs past it stops with exit 1 and writes nothing; a bad value
    /// is a usage error. 20,000 shapes take far longer than a millisecond to load.
    @Test func aJobPastItsTimeoutStopsAndWritesNothing() throws {
        let shapes = String(repeating: "  <rect width='4' height='4'/>\n", count: 20_000)
        let folder = try folderWithScript("<svg width='10' height='10'>\n\(shapes)</svg>")
        defer { folder.remove() }
        try Lamina.expectStopsAtTimeout(folder.path("s.svg"), in: folder,
                                        message: "error: stopped: expected to finish within the time limit of 0.001 s, ran past it")
        let usage = try Lamina.run(["render", folder.path("s.svg"), "-o", folder.path("out.png"), "--timeout", "0"])
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("--timeout"))
        let plenty = try Lamina.run(["render", folder.path("s.svg"), "-o", folder.path("out.png"), "--timeout", "600"])
        #expect(plenty.status == 0)
    }

    /// A folder holding `scripts/s.svg` with `script`, and `assets/g.png`, a green 2 × 2 image.
    private func folderWithScriptAndAsset(_ script: String) throws -> ImageFolder {
        let folder = try ImageFolder()
        let scripts = folder.url.appendingPathComponent("scripts"), assets = folder.url.appendingPathComponent("assets")
        try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        try Image(width: 2, height: 2, color: .green).writePNG(to: assets.appendingPathComponent("g.png"))
        try Data(script.utf8).write(to: scripts.appendingPathComponent("s.svg"))
        return folder
    }

    @Test func imagesOutsideTheFolderNeedAllowPath() throws {
        let folder = try folderWithScriptAndAsset("<svg width='2' height='2'><image href='../assets/g.png'/></svg>")
        defer { folder.remove() }
        let out = folder.path("out.png"), script = folder.path("scripts/s.svg")
        let refused = try Lamina.run(["render", script, "-o", out])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--allow-path"))
        let allowed = try Lamina.run(["render", script, "-o", out, "--allow-path", folder.path("assets")])
        #expect(allowed.status == 0)
        #expect(try Image(contentsOf: URL(fileURLWithPath: out)).color(x: 1, y: 1) == .green)
    }

    @Test func relativePathsAreNamedAsGivenAndImagesResolveAgainstTheScriptsFolder() throws {
        let folder = try folderWithScriptAndAsset("<svg width='2' height='2'>\n <image href='../assets/g.png'/><textPath/></svg>")
        defer { folder.remove() }
        let run = try Lamina.run(["render", "scripts/s.svg", "-o", "out.png", "--allow-path", "assets"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stderr.hasPrefix("scripts/s.svg:2:33: warning: <textPath>"))
        #expect(try Image(contentsOf: folder.url.appendingPathComponent("out.png")).color(x: 1, y: 1) == .green)
        let refused = try Lamina.run(["render", "scripts/s.svg", "-o", "out.png"], in: folder.url)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--allow-path"))
    }

    /// Pango, FreeType and fontconfig are loaded when text is first drawn, so a script without
    /// text renders without mapping them (the loader's LD_DEBUG log names every library), and
    /// PangoCairo, which would bring a second Cairo, is never loaded.
    @Test func pangoIsLoadedOnlyForText() throws {
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">
              <text x="2" y="15" font-size="12">Hi</text>
            </svg>
            """
        let folder = try folderWithScript()
        defer { folder.remove() }
        try Data(text.utf8).write(to: folder.url.appendingPathComponent("t.svg"))
        let shapes = try Lamina.run(["render", folder.path("s.svg"), "-o", folder.path("s.png")],
                                    environment: ["LD_DEBUG": "libs"])
        let words = try Lamina.run(["render", folder.path("t.svg"), "-o", folder.path("t.png")],
                                   environment: ["LD_DEBUG": "libs"])
        #expect(shapes.status == 0 && words.status == 0)
        #expect(!shapes.stderr.contains("libpango"))
        #expect(words.stderr.contains("libpangoft2"))
        #expect(!words.stderr.contains("libpangocairo"))
        // Cairo is linked in, not loaded; FreeType and fontconfig (which Cairo calls for text), the
        // image decoders and Duktape wait for their first use; Cairo's libpng is not linked.
        #expect(words.stderr.contains("libfreetype.so.6") && words.stderr.contains("libfontconfig.so.1"))
        for library in ["libcairo", "libX11", "libfreetype", "libfontconfig", "libexpat", "libpng16", "libturbojpeg",
                        "libwebp", "libgif", "libduktape"] {
            #expect(!shapes.stderr.contains(library), "\(library) loaded for a script of shapes")
        }
    }

    /// The JPEG, WebP and GIF decoders are loaded when a picture is first decoded.
    @Test func imageDecodersAreLoadedOnlyForPictures() throws {
        let gif = "R0lGODlhAQABAIAAAP8AAAAAACwAAAAAAQABAAACAkQBADs="  // 1 × 1, red
        let script = """
            <svg xmlns="http://www.w3.org/2000/svg" width="4" height="4">
              <image width="4" height="4" href="data:image/gif;base64,\(gif)"/>
            </svg>
            """
        let folder = try folderWithScript()
        defer { folder.remove() }
        try Data(script.utf8).write(to: folder.url.appendingPathComponent("p.svg"))
        let run = try Lamina.run(["render", folder.path("p.svg"), "-o", folder.path("p.png")], environment: ["LD_DEBUG": "libs"])
        #expect(run.status == 0)
        #expect(run.stderr.contains("libgif.so.7") && run.stderr.contains("libturbojpeg.so.0"))
        #expect(try Image(contentsOf: folder.url.appendingPathComponent("p.png")).color(x: 2, y: 2) == .red)
    }

    @Test func versionPrintsAndExitsZero() throws {
        let run = try Lamina.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == "0.1.0-dev\n")
    }

    @Test func helpShowsExamples() throws {
        let run = try Lamina.run(["render", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("lamina render icon.svg -o icon@2x.png --scale 2"))
    }

    @Test func goldenRecordAndVerifyRenderScripts() throws {
        let folder = try folderWithScript(name: "square.svg"); defer { folder.remove() }
        let record = try Lamina.run(["golden", "record", folder.url.path])
        #expect(record.status == 0)
        #expect(record.lines == ["recorded   square", "1 recorded, 0 unchanged"])
        let golden = try Image(contentsOf: folder.url.appendingPathComponent("square.png"))
        #expect(golden.width == 20 && golden.color(x: 15, y: 5) == .red)
        let verify = try Lamina.run(["golden", "verify", folder.url.path])
        #expect(verify.status == 0)
        #expect(verify.lines == ["ok    square", "1 passed, 0 failed"])
    }

    /// A Lottie case is checked at its first frame, and at P % of its length for each
    /// NAME@P.png golden.
    @Test func goldenChecksLottieFramesByTheirGoldensNames() throws {
        let folder = try ImageFolder(); defer { folder.remove() }
        let loader = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/Lottie/loader.json")
        try FileManager.default.copyItem(at: loader, to: folder.url.appendingPathComponent("loader.json"))
        let record = try Lamina.run(["golden", "record", folder.url.path])
        #expect(record.lines == ["recorded   loader", "1 recorded, 0 unchanged"], "\(record.stderr)")
        // The first frame stands in for the halfway golden: verify tells them apart.
        try FileManager.default.copyItem(at: folder.url.appendingPathComponent("loader.png"),
                                         to: folder.url.appendingPathComponent("loader@50.png"))
        let verify = try Lamina.run(["golden", "verify", folder.url.path])
        #expect(verify.status == 1)
        #expect(verify.lines.first == "ok    loader" && verify.lines.last == "1 passed, 1 failed")
        #expect(try Lamina.run(["golden", "record", folder.url.path]).lines
                == ["unchanged  loader", "recorded   loader@50", "1 recorded, 1 unchanged"])
        let halfway = try Image(contentsOf: folder.url.appendingPathComponent("loader@50.png"))
        let direct = try Lamina.run(["render", folder.path("loader.json"), "-o", "-", "--progress", "0.5"])
        #expect(try Image(pngData: direct.output, source: "standard output") == halfway)
    }
}
