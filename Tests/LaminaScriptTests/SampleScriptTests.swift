// Every script in Samples/Scripts rendered at 2× on white and compared with its golden.
import Foundation
import Lamina
import LaminaScript
import LaminaTesting
import Testing

@Suite struct SampleScriptTests {
    /// Samples/Scripts, found from this file's path.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/Scripts", isDirectory: true)

    /// The sample scripts' names (without `.svg`).
    static let names = [
        "progress-ring-0", "progress-ring-37", "progress-ring-100", "path-anatomy", "shape-view-stroke-end-68",
        "shape-view-dash", "shape-view-dash-bevel", "caps-and-joins", "download-control", "card", "nine-part",
        "activity-spinner", "blur-and-vibrancy", "tint-colour", "template-images", "rating-control",
        "pattern-fills", "masks", "filter-card", "progress-label", "text-block", "lit-buttons",
    ]

    /// A sample rendered as `make demo` and `lamina render --scale 2 --background white` do.
    static func render(_ name: String) throws -> (ShapeScript, Image) {
        var options = ScriptOptions()
        options.scale = 2
        let script = try ShapeScript(contentsOf: folder.appendingPathComponent("\(name).svg"), options: options)
        return (script, try script.render(background: .white))
    }

    @Test func everySampleScriptIsListed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) }
        #expect(Set(files) == Set(Self.names))
    }

    @Test(arguments: names) func sampleMatchesGolden(name: String) throws {
        let (script, image) = try Self.render(name)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        assertGolden(image, named: name)
    }
}
