// `lamina frames --marker`, `--from-marker`/`--to-marker` and `lamina render --marker`, end to
// end through the built binary: the frames of a named section, and the errors for unknown names.
import Foundation
import LaminaRender
import LaminaTestSupport
import Testing

@Suite struct LottieMarkerCommandTests {
    /// Red until frame 10, green until 30, blue to 40, with markers intro, loop and done.
    private func folder() throws -> ImageFolder {
        let folder = try ImageFolder()
        try Data(LottieMarkerFixture.json.utf8).write(to: folder.url.appendingPathComponent("a.json"))
        return folder
    }

    private func frames(_ folder: ImageFolder, _ name: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path(name)).sorted()
    }

    private func color(_ folder: ImageFolder, _ path: String) throws -> Color? {
        try Image(contentsOf: folder.url.appendingPathComponent(path)).color(x: 2, y: 2)
    }

    @Test func framesOfAMarkerAndBetweenMarkers() throws {
        let folder = try folder(); defer { folder.remove() }
        let loop = try Lamina.run(["frames", folder.path("a.json"), "-o", folder.path("loop"), "--marker", "loop"])
        #expect(loop.status == 0, "\(loop.stderr)")
        let names = try frames(folder, "loop")
        #expect(names.count == 20)
        #expect(try color(folder, "loop/" + names[0]) == .green && color(folder, "loop/" + names[19]) == .green)
        let span = try Lamina.run(["frames", folder.path("a.json"), "-o", folder.path("span"), "--from-marker", "loop",
                                   "--to-marker", "done"])
        #expect(span.status == 0, "\(span.stderr)")
        let spanNames = try frames(folder, "span")
        #expect(spanNames.count == 21)
        #expect(try color(folder, "span/" + spanNames[0]) == .green && color(folder, "span/" + spanNames[20]) == .blue)
    }

    @Test func renderDrawsAMarkersFirstFrame() throws {
        let folder = try folder(); defer { folder.remove() }
        let run = try Lamina.run(["render", folder.path("a.json"), "-o", folder.path("done.png"), "--marker", "done"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try color(folder, "done.png") == .blue)
    }

    @Test func unknownMarkersAndMixedOptionsAreErrors() throws {
        let folder = try folder(); defer { folder.remove() }
        let unknown = try Lamina.run(["frames", folder.path("a.json"), "-o", folder.path("x"), "--marker", "outro"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("\(folder.path("a.json")): markers: error: expected a marker named \"outro\", "
                                        + "found none; its markers are \"intro\", \"loop\", \"done\""))
        let render = try Lamina.run(["render", folder.path("a.json"), "-o", folder.path("x.png"), "--marker", "outro"])
        #expect(render.status == 2)
        #expect(render.stderr.contains("markers: error: expected a marker named \"outro\""))
        let mixed = try Lamina.run(["frames", folder.path("a.json"), "-o", folder.path("x"), "--marker", "loop", "--from", "1"])
        #expect(mixed.status == 2)
        #expect(mixed.stderr.contains("--marker, --from-marker, --to-marker and --from/--duration: expected markers or times, found both"))
        let both = try Lamina.run(["render", folder.path("a.json"), "-o", folder.path("x.png"), "--marker", "loop", "--frame", "2"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("--time, --frame, --progress and --marker: expected at most one of them, found more"))
    }
}
