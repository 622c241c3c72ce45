// GoldenStore: where goldens and artifacts live, and the record modes, one named test each.
import Foundation
import LaminaRender
import LaminaTesting
import Testing

/// A throwaway test file location with its own goldens and artifacts folders.
struct Sandbox {
    let root: URL
    let store: GoldenStore

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        store = GoldenStore(testFilePath: root.appendingPathComponent("Tests/ShapeTests.swift").path,
                            artifactsRoot: root.appendingPathComponent("artifacts"))
    }

    var golden: URL { store.goldenURL(test: "ring", name: "half") }
    var artifacts: GoldenArtifacts { store.artifacts(test: "ring", name: "half") }

    func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    func check(_ image: Image, _ record: RecordMode, tolerance: GoldenTolerance = GoldenTolerance()) -> GoldenCheckResult {
        store.check(image, test: "ring", name: "half", tolerance: tolerance, record: record)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

@Suite struct GoldenStoreTests {
    let disc: Image
    let movedDisc: Image

    init() throws {
        disc = try TestImages.disc(cx: 24, cy: 24, radius: 14)
        movedDisc = try TestImages.disc(cx: 27, cy: 24, radius: 14)
    }

    @Test func goldenLivesBesideTheTestFile() {
        let store = GoldenStore(testFilePath: "/p/Tests/LaminaTests/ShapeTests.swift",
                                artifactsRoot: URL(fileURLWithPath: "/p/.build/lamina-artifacts"))
        #expect(store.goldenURL(test: "ring", name: "half").path == "/p/Tests/LaminaTests/__Goldens__/ShapeTests/ring.half.png")
        let artifacts = store.artifacts(test: "ring", name: "half")
        #expect(artifacts.actual.path == "/p/.build/lamina-artifacts/ShapeTests/ring.half.actual.png")
        #expect(artifacts.golden.path == "/p/.build/lamina-artifacts/ShapeTests/ring.half.golden.png")
        #expect(artifacts.diff.path == "/p/.build/lamina-artifacts/ShapeTests/ring.half.diff.png")
    }

    @Test func testNameComesFromTheFunction() {
        #expect(GoldenStore.testName(fromFunction: "testRing()") == "testRing")
        #expect(GoldenStore.testName(fromFunction: "ring(size:)") == "ring")
    }

    @Test func namesCannotLeaveTheGoldensFolder() {
        let store = GoldenStore(testFilePath: "/p/T.swift", artifactsRoot: URL(fileURLWithPath: "/a"))
        #expect(store.goldenURL(test: "t", name: "../x y/é").path == "/p/__Goldens__/T/t.___x_y__.png")
    }

    @Test func artifactsFolderComesFromTheEnvironment() {
        let root = GoldenStore.defaultArtifactsRoot(environment: ["LAMINA_ARTIFACTS": "/tmp/ci-artifacts"])
        #expect(root.path == "/tmp/ci-artifacts")
    }

    @Test func artifactsFolderDefaultsToTheBuildFolder() {
        let root = GoldenStore.defaultArtifactsRoot(environment: [:])
        #expect(root.lastPathComponent == "lamina-artifacts")
        let build = root.deletingLastPathComponent().lastPathComponent
        #expect(build == ".build" || build.hasPrefix(".build-"))
    }

    @Test func recordModeComesFromTheEnvironment() throws {
        #expect(try RecordMode.current(environment: ["LAMINA_RECORD": "all"]) == .all)
        #expect(try RecordMode.current(environment: ["LAMINA_RECORD": "Failed", "CI": "true"]) == .failed)
        #expect(try RecordMode.current(environment: ["CI": "true"]) == .never)
        #expect(try RecordMode.current(environment: ["CI": "false"]) == .missing)
        #expect(try RecordMode.current(environment: [:]) == .missing)
        #expect(throws: ImageDiffError.invalidOption(name: "LAMINA_RECORD", expected: "never, missing, failed or all",
                                                     found: "\"yes\"")) {
            try RecordMode.current(environment: ["LAMINA_RECORD": "yes"])
        }
    }

    @Test func neverFailsOnAMissingGoldenAndWritesNoGolden() throws {
        let box = try Sandbox(); defer { box.remove() }
        let result = box.check(disc, .never)
        #expect(!result.passed)
        #expect(!result.recorded)
        #expect(!box.exists(box.golden))
        #expect(result.message.contains("no golden at \(box.golden.path)"))
        // The actual image is left as an artifact, so a CI run can hand it over.
        #expect(result.artifacts == [box.artifacts.actual])
        #expect(try Image(contentsOf: box.artifacts.actual) == disc)
    }

    @Test func missingRecordsTheGoldenAndStillFails() throws {
        let box = try Sandbox(); defer { box.remove() }
        let result = box.check(disc, .missing)
        #expect(!result.passed)
        #expect(result.recorded)
        #expect(try Image(contentsOf: box.golden) == disc)
        #expect(result.message.contains("recorded a new golden at \(box.golden.path)"))
        // The next run compares against it and passes.
        #expect(box.check(disc, .missing).passed)
    }

    @Test func missingDoesNotOverwriteAMismatchingGolden() throws {
        let box = try Sandbox(); defer { box.remove() }
        _ = box.check(disc, .missing)
        let result = box.check(movedDisc, .missing)
        #expect(!result.passed)
        #expect(!result.recorded)
        #expect(try Image(contentsOf: box.golden) == disc)
    }

    @Test func failedRewritesAMismatchingGoldenAndFails() throws {
        let box = try Sandbox(); defer { box.remove() }
        _ = box.check(disc, .missing)
        let result = box.check(movedDisc, .failed)
        #expect(!result.passed)
        #expect(result.recorded)
        #expect(try Image(contentsOf: box.golden) == movedDisc)
        #expect(result.message.contains("Re-recorded the golden"))
    }

    @Test func failedKeepsAMatchingGoldenAndPasses() throws {
        let box = try Sandbox(); defer { box.remove() }
        _ = box.check(disc, .missing)
        let result = box.check(disc, .failed)
        #expect(result.passed)
        #expect(!result.recorded)
    }

    @Test func allRewritesEvenAMatchingGoldenAndFails() throws {
        let box = try Sandbox(); defer { box.remove() }
        _ = box.check(disc, .missing)
        let attributes = try FileManager.default.attributesOfItem(atPath: box.golden.path)
        let result = box.check(disc, .all)
        #expect(!result.passed)
        #expect(result.recorded)
        #expect(result.message.contains("re-recorded \(box.golden.path) (record mode all)"))
        let rewritten = try FileManager.default.attributesOfItem(atPath: box.golden.path)
        #expect(rewritten[.systemFileNumber] as? Int != attributes[.systemFileNumber] as? Int)
    }

    @Test func mismatchWritesActualGoldenAndDiffArtifactsAndNamesThem() throws {
        let box = try Sandbox(); defer { box.remove() }
        _ = box.check(disc, .missing)
        let result = box.check(movedDisc, .never)
        #expect(!result.passed)
        #expect(result.artifacts == box.artifacts.all)
        #expect(try Image(contentsOf: box.artifacts.actual) == movedDisc)
        #expect(try Image(contentsOf: box.artifacts.golden) == disc)
        #expect(try Image(contentsOf: box.artifacts.diff) == result.diff?.diffImage)
        for url in box.artifacts.all { #expect(result.message.contains(url.path)) }
        let diff = try #require(result.diff)
        #expect(result.message.hasPrefix("golden \"ring.half\" at \(box.golden.path) does not match: \(diff.summary); "
                                         + "allowed at most 0% of pixels at threshold 0.1.\n"))
    }

    @Test func passingCheckRemovesStaleArtifacts() throws {
        let box = try Sandbox(); defer { box.remove() }
        _ = box.check(disc, .missing)
        _ = box.check(movedDisc, .never)
        #expect(box.exists(box.artifacts.diff))
        #expect(box.check(disc, .never).passed)
        for url in box.artifacts.all { #expect(!box.exists(url)) }
    }

    @Test func sizeMismatchFailsWithBothSizes() throws {
        let box = try Sandbox(); defer { box.remove() }
        _ = box.check(disc, .missing)
        let result = box.check(try TestImages.solid(.white, width: 48, height: 50), .never)
        #expect(!result.passed)
        #expect(result.message.contains("at \(box.golden.path) is 48×48 px, actual is 48×50 px"))
        #expect(result.artifacts == [box.artifacts.actual, box.artifacts.golden])
    }

    @Test func toleranceAcceptsAShareOfMismatchedPixels() throws {
        let box = try Sandbox(); defer { box.remove() }
        _ = box.check(disc, .missing)
        var pixels = disc.pixels
        for i in 0..<10 { pixels[i * 7] = Color.red.premultipliedARGB32 }  // 10 of 2304 px, 0.43 %
        let damaged = try Image(width: 48, height: 48, pixels: pixels)
        #expect(!box.check(damaged, .never).passed)
        #expect(box.check(damaged, .never, tolerance: GoldenTolerance(pixelFraction: 0.005)).passed)
        #expect(!box.check(damaged, .never, tolerance: GoldenTolerance(pixelFraction: 0.004)).passed)
    }

    @Test func invalidToleranceFailsWithTheReason() throws {
        let box = try Sandbox(); defer { box.remove() }
        let result = box.check(disc, .missing, tolerance: GoldenTolerance(pixelFraction: 2))
        #expect(!result.passed)
        #expect(result.message.contains("tolerance pixelFraction: expected a number in 0...1, found 2.0"))
        #expect(!box.exists(box.golden))
    }
}
