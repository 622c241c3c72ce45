// `lamina render` with many scripts (--output-dir, --list), pipes (- in, -o - out), --zoom and --dpi.
import Foundation
import LaminaRender
@testable import lamina
import Testing

@Suite struct RenderBatchTests {
    /// A 20 × 10 script: a red square on the right half.
    static let script = """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10">
          <rect x="10" width="10" height="10" fill="red"/>
        </svg>
        """

    /// A folder holding `a.svg`, `icons/b.svg`, `icons/deep/c` (no extension) and `icons/bad.svg`.
    private func folderWithScripts() throws -> ImageFolder {
        let folder = try ImageFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("icons/deep"),
                                                withIntermediateDirectories: true)
        for name in ["a.svg", "icons/b.svg", "icons/deep/c"] {
            try Data(Self.script.utf8).write(to: folder.url.appendingPathComponent(name))
        }
        try Data("<svg>\n  <rect width='1' height='1'>\n</svg>".utf8).write(to: folder.url.appendingPathComponent("icons/bad.svg"))
        return folder
    }

    @Test func manyScriptsRenderIntoTheFolderAtTheirPathsAndFailuresDoNotStopTheRest() throws {
        let folder = try folderWithScripts(); defer { folder.remove() }
        let run = try Lamina.run(["render", "a.svg", "icons/bad.svg", "icons/b.svg", "icons/deep/c", "--output-dir", "out",
                                  "--jobs", "2", "--scale", "2"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("icons/bad.svg:3:1: error: expected </rect> closing <rect> from line 2"), "\(run.stderr)")
        #expect(run.stderr.hasSuffix("lamina render: rendered 3, failed 1\n"))
        for name in ["out/a.png", "out/icons/b.png", "out/icons/deep/c.png"] {
            let image = try Image(contentsOf: folder.url.appendingPathComponent(name))
            #expect(image.width == 40 && image.height == 20, "\(name)")
            #expect(image.color(x: 30, y: 10) == .red, "\(name)")
        }
        #expect(!folder.exists("out/icons/bad.png"))
    }

    @Test func aListNamesTheScriptsAndAllGoodIsExitZero() throws {
        let folder = try folderWithScripts(); defer { folder.remove() }
        try Data("a.svg\n\n  icons/b.svg  \n".utf8).write(to: folder.url.appendingPathComponent("list.txt"))
        let run = try Lamina.run(["render", "--list", "list.txt", "--output-dir", "out"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stderr == "lamina render: rendered 2, failed 0\n")
        #expect(folder.exists("out/a.png") && folder.exists("out/icons/b.png"))
        let piped = try Lamina.run(["render", "--list", "-", "--output-dir", "piped"], in: folder.url,
                                   input: Data("icons/deep/c\n".utf8))
        #expect(piped.status == 0)
        #expect(folder.exists("piped/icons/deep/c.png"))
    }

    @Test func aScriptPipesFromStandardInputToStandardOutput() throws {
        let folder = try ImageFolder(); defer { folder.remove() }
        let run = try Lamina.run(["render", "-", "-o", "-", "--zoom", "3"], in: folder.url, input: Data(Self.script.utf8))
        #expect(run.status == 0)
        let image = try Image(pngData: run.output, source: "standard output")
        #expect(image.width == 60 && image.height == 30)
        #expect(image.color(x: 45, y: 15) == .red)
        // A bad script on standard input names it, and writes nothing to standard output.
        let bad = try Lamina.run(["render", "-", "-o", "-"], in: folder.url, input: Data("<html/>".utf8))
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("<stdin>:1:1: error: expected <svg> as the root element, found <html>"))
        #expect(bad.output.isEmpty)
    }

    /// A Lottie file pipes through as a shape script does: told apart by its first character.
    @Test func aLottieFilePipesFromStandardInput() throws {
        let folder = try ImageFolder(); defer { folder.remove() }
        let loader = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/Lottie/loader.json")
        let run = try Lamina.run(["render", "-", "-o", "-", "--progress", "0.5"], in: folder.url,
                                 input: try Data(contentsOf: loader))
        #expect(run.status == 0, "\(run.stderr)")
        let image = try Image(pngData: run.output, source: "standard output")
        #expect(image.width == 120 && image.height == 120)
        let bad = try Lamina.run(["render", "-", "-o", "-"], in: folder.url, input: Data("{\n".utf8))
        #expect(bad.status == 2 && bad.output.isEmpty)
        #expect(bad.stderr.contains("<stdin>: 2:1: error: expected a member name in quotes, found the end of the file"))
    }

    /// `--dpi`, as rsvg-convert's: absolute units follow it, px and unitless lengths do not.
    @Test func dpiScalesAbsoluteUnitsOnly() throws {
        let folder = try ImageFolder(); defer { folder.remove() }
        let script = """
            <svg xmlns="http://www.w3.org/2000/svg" width="1in" height="0.5in">
              <rect width="0.5in" height="100%" fill="red"/><rect x="150" width="10" height="10" fill="blue"/>
            </svg>
            """
        let run = try Lamina.run(["render", "-", "-o", "-", "--dpi", "192"], in: folder.url, input: Data(script.utf8))
        #expect(run.status == 0)
        let image = try Image(pngData: run.output, source: "standard output")
        #expect(image.width == 192 && image.height == 96)
        #expect(image.color(x: 95, y: 50) == .red && image.color(x: 97, y: 50)?.alpha == 0)  // half an inch: 96 px
        #expect(image.color(x: 159, y: 9) == .blue && image.color(x: 161, y: 9)?.alpha == 0)  // 10 px stay 10 px
        let bad = try Lamina.run(["render", "-", "-o", "-", "--dpi", "0"], in: folder.url, input: Data(script.utf8))
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--dpi: expected a number above 0, found 0.0"))
    }

    /// `--font-size`, as resvg's: the size of text that sets none, and of `em` on the root.
    @Test func fontSizeSetsTheDefaultSize() throws {
        let folder = try ImageFolder(); defer { folder.remove() }
        let script = """
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="10">
              <rect width="2em" height="10" fill="red"/>
            </svg>
            """
        let run = try Lamina.run(["render", "-", "-o", "-", "--font-size", "12"], in: folder.url, input: Data(script.utf8))
        #expect(run.status == 0)
        let image = try Image(pngData: run.output, source: "standard output")
        #expect(image.color(x: 23, y: 5) == .red && image.color(x: 24, y: 5)?.alpha == 0)  // 2 × 12 px
        let bad = try Lamina.run(["render", "-", "-o", "-", "--font-size", "0"], in: folder.url, input: Data(script.utf8))
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--font-size: expected a number above 0 and at most 4096, found 0.0"))
    }

    @Test func usageErrorsExitTwo() throws {
        let folder = try folderWithScripts(); defer { folder.remove() }
        let cases: [([String], String)] = [
            (["render", "a.svg", "icons/b.svg", "-o", "x.png"], "-o: expected one script, found 2 inputs"),
            (["render", "a.svg"], "-o or --output-dir: expected where to write, found neither"),
            (["render", "a.svg", "-o", "x.png", "--output-dir", "out"], "expected one of them, found both"),
            (["render", "--output-dir", "out"], "expected scripts to render, found none"),
            (["render", "a.svg", "--output-dir", "out", "--jobs", "0"], "--jobs: expected at least 1, found 0"),
            (["render", "-", "--list", "-", "--output-dir", "out"], "expected standard input to be read once"),
            (["render", "a.svg", "-o", "x.png", "--zoom", "0"], "--zoom: expected a number above 0, found 0.0"),
        ]
        for (arguments, message) in cases {
            let run = try Lamina.run(arguments, in: folder.url)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }
    }

    @Test func outputPathsMirrorTheScriptsAndNeverLeaveTheFolder() {
        let current = FileManager.default.currentDirectoryPath
        #expect(RenderBatch.outputPath(for: "icons/a.svg", in: "out") == "out/icons/a.png")
        #expect(RenderBatch.outputPath(for: "./icons/b.svg", in: "out/") == "out/icons/b.png")
        #expect(RenderBatch.outputPath(for: "icons/v1.2/c", in: "out") == "out/icons/v1.2/c.png")
        #expect(RenderBatch.outputPath(for: "\(current)/d.svg", in: "out") == "out/d.png")
        #expect(RenderBatch.outputPath(for: "/elsewhere/e.svg", in: "out") == "out/elsewhere/e.png")
        #expect(!RenderBatch.outputPath(for: "../f.svg", in: "out").contains(".."))
        #expect(RenderBatch.outputPath(for: "-", in: "out") == "out/stdin.png")
    }
}
