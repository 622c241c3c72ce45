// `lamina diff`, end to end: output line and exit status 0 / 1 / 2.
import Foundation
import LaminaRender
import Testing

@Suite struct DiffCommandTests {
    @Test func identicalImagesPrintZeroAndExitZero() throws {
        let folder = try ImageFolder(); defer { folder.remove() }
        let a = try folder.write("a.png"), b = try folder.write("b.png")
        let run = try Lamina.run(["diff", a, b])
        #expect(run.status == 0)
        #expect(run.lines == ["mismatch: 0 pixels (0%)"])
        #expect(run.stderr.isEmpty)
    }

    @Test func oneChangedPixelExitsOne() throws {
        let folder = try ImageFolder(); defer { folder.remove() }
        let a = try folder.write("a.png"), b = try folder.write("b.png", changed: [(20, 10)])
        let run = try Lamina.run(["diff", a, b])
        #expect(run.status == 1)
        #expect(run.lines == ["mismatch: 1 pixels (0.0244%)"])
    }

    @Test func toleranceInPercentAcceptsTheMismatch() throws {
        let folder = try ImageFolder(); defer { folder.remove() }
        let a = try folder.write("a.png"), b = try folder.write("b.png", changed: [(20, 10)])
        #expect(try Lamina.run(["diff", a, b, "--tolerance", "0.05"]).status == 0)
        #expect(try Lamina.run(["diff", a, b, "--tolerance", "0.02"]).status == 1)
    }

    @Test func thresholdDecidesWhatCountsAsChanged() throws {
        let folder = try ImageFolder(); defer { folder.remove() }
        let a = try folder.write("a.png", color: Color(red255: 200, green255: 200, blue255: 200))
        let b = try folder.write("b.png", color: Color(red255: 205, green255: 200, blue255: 200))
        #expect(try Lamina.run(["diff", a, b]).lines == ["mismatch: 0 pixels (0%)"])
        let strict = try Lamina.run(["diff", a, b, "--threshold", "0"])
        #expect(strict.status == 1)
        #expect(strict.lines == ["mismatch: 4096 pixels (100%)"])
    }

    @Test func outputWritesTheDiffImage() throws {
        let folder = try ImageFolder(); defer { folder.remove() }
        let a = try folder.write("a.png"), b = try folder.write("b.png", changed: [(20, 10)])
        let run = try Lamina.run(["diff", a, b, "--output", folder.path("diff.png")])
        #expect(run.status == 1)
        let diff = try Image(contentsOf: URL(fileURLWithPath: folder.path("diff.png")))
        #expect(diff.pixel(x: 20, y: 10) == 0xFFFF_0000)
        #expect(diff.pixel(x: 0, y: 0) == 0xFFFF_FFFF)
    }

    @Test func missingFileExitsTwoNamingIt() throws {
        let folder = try ImageFolder(); defer { folder.remove() }
        let a = try folder.write("a.png")
        let run = try Lamina.run(["diff", a, folder.path("nope.png")])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("\(folder.path("nope.png")): cannot read the file"))
    }

    @Test func fileThatIsNotAPNGExitsTwo() throws {
        let folder = try ImageFolder(); defer { folder.remove() }
        let a = try folder.write("a.png")
        try Data("hello".utf8).write(to: folder.url.appendingPathComponent("text.png"))
        let run = try Lamina.run(["diff", a, folder.path("text.png")])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(folder.path("text.png")): not a readable PNG"))
    }

    @Test func differentSizesExitTwoWithBothSizes() throws {
        let folder = try ImageFolder(); defer { folder.remove() }
        let a = try folder.write("a.png"), b = try folder.write("b.png", height: 65)
        let run = try Lamina.run(["diff", a, b])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(a) is 64×64 px but \(b) is 64×65 px: images must be the same size"))
    }

    @Test func badOptionExitsTwo() throws {
        let folder = try ImageFolder(); defer { folder.remove() }
        let a = try folder.write("a.png")
        let run = try Lamina.run(["diff", a, a, "--threshold", "3"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--threshold: expected a number in 0...1, found 3.0"))
        #expect(try Lamina.run(["diff", a]).status == 2)
        #expect(try Lamina.run(["frobnicate"]).status == 2)
    }

    @Test func helpShowsExamplesAndExitsZero() throws {
        let run = try Lamina.run(["diff", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("Examples:"))
        #expect(run.stdout.contains("lamina diff golden.png actual.png --output diff.png"))
        let root = try Lamina.run(["--help"])
        #expect(root.status == 0)
        #expect(root.stdout.contains("lamina golden verify"))
    }
}
