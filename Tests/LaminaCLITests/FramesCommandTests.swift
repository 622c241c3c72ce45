// `lamina frames` and `lamina render --time` end to end through the built binary.
import Foundation
import LaminaRender
import Testing

@Suite struct FramesCommandTests {
    /// A 10 × 10 red square fading in over one second.
    static let script = """
        <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
          <rect width="10" height="10" fill="red">
            <animate attributeName="opacity" from="0" to="1" dur="1s" fill="freeze"/>
          </rect>
        </svg>
        """

    private func folderWithScript(_ text: String = script) throws -> ImageFolder {
        let folder = try ImageFolder()
        try Data(text.utf8).write(to: folder.url.appendingPathComponent("s.svg"))
        return folder
    }

    private func image(_ folder: ImageFolder, _ name: String) throws -> Image {
        try Image(contentsOf: folder.url.appendingPathComponent(name))
    }

    @Test func folderGetsOnePNGPerFrameOverTheAnimation() throws {
        let folder = try folderWithScript(); defer { folder.remove() }
        let run = try Lamina.run(["frames", folder.path("s.svg"), "-o", folder.path("out"), "--fps", "4",
                                  "--background", "white", "--scale", "2", "--jobs", "2"])
        #expect(run.status == 0, "\(run.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted()
        #expect(files == (0...4).map { String(format: "frame-%05d.png", $0) })
        let first = try image(folder, "out/frame-00000.png"), last = try image(folder, "out/frame-00004.png")
        #expect(first.width == 20 && first.height == 20)
        #expect(first.color(x: 5, y: 5) == .white)
        #expect(last.color(x: 5, y: 5) == .red)
        // Halfway: half-transparent red over white, 255·0.5 + 0.5 rounded either way.
        let half = try #require(try image(folder, "out/frame-00002.png").color(x: 5, y: 5))
        #expect(half.red == 1 && abs(half.green - 0.5) <= 1.0 / 255 && half.green == half.blue)
    }

    @Test func fromAndDurationChooseTheFrames() throws {
        let folder = try folderWithScript(); defer { folder.remove() }
        let run = try Lamina.run(["frames", folder.path("s.svg"), "-o", folder.path("out"), "--fps", "10",
                                  "--from", "0.5", "--duration", "0.2"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).count == 3)
        #expect(try image(folder, "out/frame-00000.png").color(x: 1, y: 1)?.alpha == 128.0 / 255)
    }

    @Test func animatedPNGHoldsEveryFrame() throws {
        let folder = try folderWithScript(); defer { folder.remove() }
        for name in ["out.apng", "out.png"] {
            let run = try Lamina.run(["frames", folder.path("s.svg"), "-o", folder.path(name), "--fps", "4",
                                      "--compression", "smallest"])
            #expect(run.status == 0, "\(run.stderr)")
            let data = try Data(contentsOf: folder.url.appendingPathComponent(name))
            let acTL = try #require(data.range(of: Data("acTL".utf8)))
            let count = data[acTL.upperBound..<acTL.upperBound + 4].reduce(0) { $0 << 8 | Int($1) }
            #expect(count == 5)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(Set(files) == ["s.svg", "out.apng", "out.png"])  // no temporary files left behind
    }

    @Test func shardRendersEveryNthFrame() throws {
        let folder = try folderWithScript(); defer { folder.remove() }
        let run = try Lamina.run(["frames", folder.path("s.svg"), "-o", folder.path("out"), "--fps", "4",
                                  "--shard", "1/2"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted()
                == ["frame-00001.png", "frame-00003.png"])
    }

    @Test func badInputAndUsageExitTwo() throws {
        let folder = try folderWithScript("<svg>\n  <rect width='1' height='1'><animate attributeName='opacity' to='x' dur='1s'/></rect>\n</svg>")
        defer { folder.remove() }
        let bad = try Lamina.run(["frames", folder.path("s.svg"), "-o", folder.path("out"), "--strict"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("\(folder.path("s.svg")):2:30: error: <animate>: expected values, to or by"))
        #expect(!folder.exists("out"))
        let good = try folderWithScript(); defer { good.remove() }
        for arguments in [["-o", good.path("out.txt")], ["-o", good.path("out.apng"), "--shard", "0/2"],
                          ["-o", good.path("out"), "--fps", "0"], ["-o", good.path("out"), "--shard", "2/2"],
                          ["-o", good.path("out"), "--compression", "best"]] {
            let run = try Lamina.run(["frames", good.path("s.svg")] + arguments)
            #expect(run.status == 2, "\(arguments)")
        }
        let missing = try Lamina.run(["frames", good.path("nope.svg"), "-o", good.path("out")])
        #expect(missing.status == 2)
    }

    @Test func aFailedWriteExitsOne() throws {
        let folder = try folderWithScript(); defer { folder.remove() }
        // The output's folder is a file: the script is fine, the job fails.
        let run = try Lamina.run(["frames", folder.path("s.svg"), "-o", folder.path("s.svg/out.apng")])
        #expect(run.status == 1)
        #expect(run.stderr.contains("lamina frames: \(folder.path("s.svg")):"))
    }

    @Test func foreverNeedsADuration() throws {
        let folder = try folderWithScript(Self.script.replacingOccurrences(of: "fill=\"freeze\"",
                                                                           with: "repeatCount=\"indefinite\""))
        defer { folder.remove() }
        let run = try Lamina.run(["frames", folder.path("s.svg"), "-o", folder.path("out")])
        #expect(run.status == 2)
        #expect(run.stderr.contains("give --duration"))
        let bounded = try Lamina.run(["frames", folder.path("s.svg"), "-o", folder.path("out"), "--duration", "1",
                                      "--fps", "2"])
        #expect(bounded.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).count == 3)
    }

    /// A duration taken from the animations is held to 10,000 frames, so a typo such as
    /// `dur="33000s"` cannot start a million-frame export; `--duration` lifts the cap.
    @Test func aVeryLongAnimationNeedsAnExplicitDuration() throws {
        let folder = try folderWithScript(Self.script.replacingOccurrences(of: "dur=\"1s\"", with: "dur=\"400s\""))
        defer { folder.remove() }
        let run = try Lamina.run(["frames", folder.path("s.svg"), "-o", folder.path("out")])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(folder.path("s.svg")): expected at most 10000 frames when the duration comes "
                                    + "from the animations, found 12001 (400.0 s at 30.0 fps); give --duration to "
                                    + "export them all"), "\(run.stderr)")
        #expect(!folder.exists("out"))
        let explicit = try Lamina.run(["frames", folder.path("s.svg"), "-o", folder.path("out"), "--duration", "0.5",
                                       "--fps", "4"])
        #expect(explicit.status == 0, "\(explicit.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).count == 3)
    }

    @Test func renderAtATime() throws {
        let folder = try folderWithScript(); defer { folder.remove() }
        let run = try Lamina.run(["render", folder.path("s.svg"), "-o", folder.path("t.png"), "--time", "0.5"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try image(folder, "t.png").color(x: 1, y: 1)?.alpha == 128.0 / 255)
        let start = try Lamina.run(["render", folder.path("s.svg"), "-o", folder.path("z.png")])
        #expect(start.status == 0)
        #expect(try image(folder, "z.png").color(x: 1, y: 1)?.alpha == 0)
        let bad = try Lamina.run(["render", folder.path("s.svg"), "-o", folder.path("n.png"), "--time", "nan"])
        #expect(bad.status == 2)
    }

    @Test func negativeNumbersAreValuesNotOptions() throws {
        let folder = try folderWithScript(); defer { folder.remove() }
        let before = try Lamina.run(["render", folder.path("s.svg"), "-o", folder.path("b.png"), "--time", "-0.5"])
        #expect(before.status == 0, "\(before.stderr)")
        // Before the fade begins the square has its own opacity, 1, as `--time=-0.5` draws it.
        #expect(try image(folder, "b.png").color(x: 1, y: 1) == .red)
        let frames = try Lamina.run(["frames", folder.path("s.svg"), "-o", folder.path("out"), "--from", "-0.5",
                                     "--duration", "1", "--fps", "2"])
        #expect(frames.status == 0, "\(frames.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).count == 3)  // −0.5, 0, 0.5 s
        #expect(try image(folder, "out/frame-00001.png").color(x: 1, y: 1)?.alpha == 0)
        let scale = try Lamina.run(["render", folder.path("s.svg"), "-o", folder.path("s.png"), "--scale", "-2"])
        #expect(scale.status == 2)
        #expect(scale.stderr.contains("--scale: expected a number above 0, found -2.0"), "\(scale.stderr)")
    }

    @Test func helpShowsExamples() throws {
        let run = try Lamina.run(["frames", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("lamina frames spinner.svg -o spinner.apng"))
        #expect(run.stdout.contains("Exit status: 0 written, 1"))
    }
}
