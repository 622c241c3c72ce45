// `lamina render` and `lamina frames` on Lottie files, end to end through the built binary: the
// kind comes from the content, frames are picked by --frame/--progress/--time, errors exit 2.
import Foundation
import LaminaRender
import Testing
import ZIPFoundation

@Suite struct LottieCommandTests {
    /// 20 × 10 at 10 fps, frames 0 … 10: a red solid on the left half until frame 5, then on
    /// the right half.
    static let animation = #"""
        {"fr":10,"ip":0,"op":10,"w":20,"h":10,"layers":[
          {"ty":1,"ind":1,"ip":0,"op":5,"ks":{},"sc":"#ff0000","sw":10,"sh":10},
          {"ty":1,"ind":2,"ip":5,"op":10,"ks":{"p":{"a":0,"k":[10,0]}},"sc":"#ff0000","sw":10,"sh":10},
          {"ty":5,"ind":3,"ip":0,"op":10,"ks":{}}]}
        """#

    private func folderWithAnimation(_ text: String = animation) throws -> ImageFolder {
        let folder = try ImageFolder()
        // Any extension: the first character says it is Lottie.
        try Data(text.utf8).write(to: folder.url.appendingPathComponent("a.txt"))
        return folder
    }

    @Test func rendersTheFrameAskedForWithWarningsOnStandardError() throws {
        let folder = try folderWithAnimation(); defer { folder.remove() }
        for (option, value, redX) in [("--frame", "2", 5), ("--progress", "0.6", 15), ("--time", "0.7", 15)] {
            let run = try Lamina.run(["render", folder.path("a.txt"), "-o", folder.path("out.png"), option, value, "--scale", "2"])
            #expect(run.status == 0)
            #expect(run.stderr == "\(folder.path("a.txt")): layers[2]: warning: a text layer without a text document (t.d.k); draws nothing\n")
            let image = try Image(contentsOf: folder.url.appendingPathComponent("out.png"))
            #expect(image.width == 40 && image.height == 20)
            #expect(image.color(x: redX * 2, y: 10) == .red)
            #expect(image.color(x: (20 - redX) * 2, y: 10)?.alpha == 0)
        }
    }

    @Test func aWarningRepeatedAtManyPlacesPrintsOnceWithTheirCount() throws {
        // Five solids whose opacity has an expression that throws: one line, the first place named in full.
        let layers = (0..<5).map { i in
            ##"{"ty":1,"ind":\##(i + 1),"ip":0,"op":10,"ks":{"o":{"a":0,"k":100,"x":"nope(1)"}},"sc":"#ff0000","sw":2,"sh":2}"##
        }
        let text = #"{"fr":10,"ip":0,"op":10,"w":4,"h":4,"layers":["# + layers.joined(separator: ",") + "]}"
        let folder = try folderWithAnimation(text); defer { folder.remove() }
        let run = try Lamina.run(["render", folder.path("a.txt"), "-o", folder.path("out.png")])
        #expect(run.status == 0)
        #expect(run.stderr == "\(folder.path("a.txt")): layers[0].ks.o.x: warning: the expression failed (ReferenceError: "
                + "identifier 'nope' undefined); the keyframed value is used (also at 4 more: layers[1].ks.o.x, "
                + "layers[2].ks.o.x, layers[3].ks.o.x, …)\n")
    }

    /// `lamina render` evaluates expressions at the frame it draws (and its neighbours): one
    /// that fails only late in the animation is quiet at frame 2 and warns at frame 8.
    @Test func anExpressionFailingLateWarnsOnlyWhereItIsDrawn() throws {
        let layer = #"{"ty":1,"ind":1,"ip":0,"op":10,"ks":{"o":{"a":0,"k":100,"x":"if (time > 0.65) { throw new Error('late'); } 100"}},"#
            + ##""sc":"#ff0000","sw":2,"sh":2}"##
        let folder = try folderWithAnimation(#"{"fr":10,"ip":0,"op":10,"w":4,"h":4,"layers":["# + layer + "]}")
        defer { folder.remove() }
        let early = try Lamina.run(["render", folder.path("a.txt"), "--frame", "2", "-o", folder.path("out.png")])
        #expect(early.status == 0 && early.stderr.isEmpty, "\(early.stderr)")
        let late = try Lamina.run(["render", folder.path("a.txt"), "--frame", "8", "-o", folder.path("out.png")])
        #expect(late.status == 0)
        #expect(late.stderr == "\(folder.path("a.txt")): layers[0].ks.o.x: warning: the expression failed (Error: late); "
                + "the keyframed value is used\n")
    }

    @Test func imageAssetsOutsideTheFilesFolderNeedAllowPath() throws {
        let folder = try ImageFolder(); defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("anim"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("pictures"), withIntermediateDirectories: true)
        try folder.write("pictures/p.png", width: 4, height: 2, color: .red)
        try Data(#"""
            {"fr":10,"ip":0,"op":10,"w":4,"h":2,"assets":[{"id":"p","w":4,"h":2,"u":"../pictures/","p":"p.png"}],
             "layers":[{"ty":2,"ind":1,"refId":"p","ip":0,"op":10,"ks":{}}]}
            """#.utf8).write(to: folder.url.appendingPathComponent("anim/a.json"))
        // Not read without --allow-path: skipped with a warning, the rest drawn.
        let refused = try Lamina.run(["render", folder.path("anim/a.json"), "-o", folder.path("out.png")])
        #expect(refused.status == 0)
        #expect(refused.stderr.contains("a.json: assets[0].p: warning: expected a picture inside "), "\(refused.stderr)")
        #expect(try Image(contentsOf: folder.url.appendingPathComponent("out.png")).color(x: 1, y: 1)?.alpha == 0)
        let allowed = try Lamina.run(["render", folder.path("anim/a.json"), "-o", folder.path("out.png"),
                                      "--allow-path", folder.path("pictures")])
        #expect(allowed.status == 0 && allowed.stderr.isEmpty, "\(allowed.stderr)")
        #expect(try Image(contentsOf: folder.url.appendingPathComponent("out.png")).color(x: 1, y: 1) == .red)
    }

    /// An empty `.json` file is an empty Lottie file, not an empty shape script.
    @Test func anEmptyJSONFileIsAnEmptyLottieFile() throws {
        let folder = try ImageFolder(); defer { folder.remove() }
        try Data("\n".utf8).write(to: folder.url.appendingPathComponent("intro.json"))
        let run = try Lamina.run(["render", folder.path("intro.json"), "-o", folder.path("out.png")])
        #expect(run.status == 2)
        #expect(run.stderr.contains("intro.json: 2:1: error: expected a value, found the end of the file"), "\(run.stderr)")
    }

    @Test func dotLottieArchivesRenderFromFilesAndStandardInput() throws {
        let folder = try ImageFolder(); defer { folder.remove() }
        let archive = try Archive(accessMode: .create)
        for (path, text) in [("manifest.json", #"{"animations":[{"id":"a"}]}"#), ("animations/a.json", Self.animation)] {
            let data = Data(text.utf8)
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) {
                position, size in data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        let data = try #require(archive.data)
        try data.write(to: folder.url.appendingPathComponent("a.lottie"))
        let fromFile = try Lamina.run(["render", folder.path("a.lottie"), "-o", folder.path("out.png"), "--frame", "2"])
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        #expect(try Image(contentsOf: folder.url.appendingPathComponent("out.png")).color(x: 5, y: 5) == .red)
        let piped = try Lamina.run(["render", "-", "-o", "-", "--frame", "7"], input: data)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(try Image(pngData: piped.output).color(x: 15, y: 5) == .red)
    }

    /// A Telegram sticker is gzip-compressed Lottie JSON: told by what it inflates to, from a
    /// file whatever its name, and from standard input.
    @Test func gzipCompressedStickersRender() throws {
        let folder = try ImageFolder(); defer { folder.remove() }
        let sticker = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("LaminaLottieTests/Fixtures/red-square.tgs"))
        try sticker.write(to: folder.url.appendingPathComponent("sticker.bin"))
        let fromFile = try Lamina.run(["render", folder.path("sticker.bin"), "-o", folder.path("out.png"), "--frame", "59"])
        #expect(fromFile.status == 0 && fromFile.stderr.isEmpty, "\(fromFile.stderr)")
        #expect(try Image(contentsOf: folder.url.appendingPathComponent("out.png")).color(x: 17, y: 5) == .red)
        let piped = try Lamina.run(["render", "-", "-o", "-"], input: sticker)
        #expect(piped.status == 0, "\(piped.stderr)")
        let first = try Image(pngData: piped.output)
        #expect(first.color(x: 2, y: 5) == .red && first.color(x: 17, y: 5) == .clear)
    }

    @Test func fontFoldersMustBeFolders() throws {
        let folder = try folderWithAnimation(); defer { folder.remove() }
        let run = try Lamina.run(["render", folder.path("a.txt"), "-o", folder.path("out.png"), "--font-dir", folder.path("none")])
        #expect(run.status == 2)
        #expect(run.stderr.contains("a.txt: error: cannot add the fonts of \(folder.path("none"))"))
        #expect(!folder.exists("out.png"))
    }

    @Test func framesRunAtTheAnimationsFrameRate() throws {
        let folder = try folderWithAnimation(); defer { folder.remove() }
        let run = try Lamina.run(["frames", folder.path("a.txt"), "-o", folder.path("frames")])
        #expect(run.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path("frames")).filter { $0.hasSuffix(".png") }
        #expect(files.count == 10)
    }

    /// `--timeout` holds for Lottie files as for scripts: past it the job stops with exit 1 and
    /// writes nothing. 5,000 solid layers take far longer than a millisecond to load and draw.
    @Test func aLottieJobPastItsTimeoutStopsAndWritesNothing() throws {
        let solids = (1...5_000).map { ##"{"ty":1,"ind":\##($0),"ip":0,"op":10,"ks":{},"sc":"#ff0000","sw":10,"sh":10}"## }
        let folder = try folderWithAnimation(#"{"fr":10,"ip":0,"op":10,"w":20,"h":10,"layers":["#
                                             + solids.joined(separator: ",") + "]}")
        defer { folder.remove() }
        try Lamina.expectStopsAtTimeout(folder.path("a.txt"), in: folder, message: "\(folder.path("a.txt")): stopped: "
                                        + "expected to finish within the time limit of 0.001 s, ran past it")
        for command in ["render", "frames"] {
            let plenty = try Lamina.run([command, folder.path("a.txt"), "-o", folder.path("out.png"), "--timeout", "600"])
            #expect(plenty.status == 0)
            try FileManager.default.removeItem(atPath: folder.path("out.png"))
        }
    }

    /// A frame may have 2^26 pixels (`LottieLimits.maxFramePixels`): lottie-ios's `issue_1972`,
    /// 5800 × 6075 points, renders at its own size, as other players draw it; four times that
    /// many pixels (through `--scale 2`) stop with the size named and nothing written.
    @Test func largeAnimationsRenderAtTheirOwnSizeUpToTheFrameLimit() throws {
        let folder = try folderWithAnimation(#"{"fr":10,"ip":0,"op":10,"w":5800,"h":6075,"layers":[]}"#)
        defer { folder.remove() }
        let own = try Lamina.run(["render", folder.path("a.txt"), "-o", folder.path("own.png")])
        #expect(own.status == 0)
        let image = try Image(contentsOf: folder.url.appendingPathComponent("own.png"))
        #expect(image.width == 5800 && image.height == 6075)
        let twice = try Lamina.run(["render", folder.path("a.txt"), "-o", folder.path("twice.png"), "--scale", "2"])
        #expect(twice.status == 2)
        #expect(twice.stderr == "Error: \(folder.path("a.txt")): expected an image of at most 67108864 pixels, found 140940000 "
                + "(5800.0×6075.0 points at scale 2.0); render it smaller (--width, --height, --scale)\n")
        #expect(!folder.exists("twice.png"))
    }

    @Test func badFilesExitTwoWithThePositionOrPath() throws {
        let folder = try folderWithAnimation("{\n  \"fr\": 10,\n  \"w\": ]\n}"); defer { folder.remove() }
        let run = try Lamina.run(["render", folder.path("a.txt"), "-o", folder.path("out.png")])
        #expect(run.status == 2)
        #expect(run.stderr.contains("a.txt: 3:8: error: expected a value, found ']'"))
        try Data(#"{"fr":10,"ip":0,"op":10,"w":20,"h":10,"layers":[{"ty":"shape"}]}"#.utf8)
            .write(to: folder.url.appendingPathComponent("b.json"))
        let typed = try Lamina.run(["render", folder.path("b.json"), "-o", folder.path("out.png")])
        #expect(typed.status == 2)
        #expect(typed.stderr.contains("b.json: layers[0].ty: error: expected a number, found a string"))
        #expect(!folder.exists("out.png"))
        try Data([0x50, 0x4B, 0x03, 0x04, 0, 0]).write(to: folder.url.appendingPathComponent("c.lottie"))
        let archive = try Lamina.run(["render", folder.path("c.lottie"), "-o", folder.path("out.png")])
        #expect(archive.status == 2)
        #expect(archive.stderr.contains("c.lottie: error: expected a dotLottie archive (a ZIP file), found one that cannot be read"))
    }
}
