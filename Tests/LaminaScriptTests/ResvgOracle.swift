// The reference renderer: resvg, from PyPI's `resvg-cli` wheel, installed once inside the build
// folder (PyPIEnvironment).
import Foundation
import Lamina
import LaminaTesting
import LaminaTestSupport
@testable import LaminaScript

/// Runs resvg on script files.
struct ResvgOracle {
    /// Where resvg is installed.
    let packages: PyPIEnvironment

    /// The shared oracle, or why it is unavailable (no python3, or PyPI unreachable).
    static let shared: Result<ResvgOracle, PyPIEnvironment.Failure> =
        PyPIEnvironment.install([requirement], named: "resvg",
                                in: GoldenStore.defaultArtifactsRoot(environment: [:]).deletingLastPathComponent())
            .map(ResvgOracle.init)

    /// True when resvg is installed; otherwise prints why, so a skipped cross-check says so.
    static var isAvailable: Bool { shared.isAvailable(for: "resvg cross-check") }

    /// The pinned version, so the cross-check's tolerances stay meaningful.
    private static let requirement = "resvg-cli==0.44.0"

    /// The artifacts folder the cross-checks keep their files in, created when missing.
    static func folder() throws -> URL {
        let folder = GoldenStore.defaultArtifactsRoot().appendingPathComponent("ResvgCrossCheck", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// `svg` written into ``folder()`` as `NAME.svg`, loaded as a script at 2× and rendered,
    /// then compared with resvg's render (``compare(_:with:named:)``).
    func crossCheck(_ svg: String, named name: String) throws -> (script: ShapeScript, image: Image, result: ImageDiffResult) {
        let source = try Self.folder().appendingPathComponent("\(name).svg")
        try Data(svg.utf8).write(to: source)
        var options = ScriptOptions()
        options.scale = 2
        let script = try ScriptTest.load(svg, options: options)
        let image = try script.render()
        return (script, image, try compare(source, with: image, named: name))
    }

    /// Renders `svg` at 2× over white with resvg and compares `actual` with it; the reference
    /// and the diff image are kept in the artifacts folder as `NAME.resvg.png` and `NAME.diff.png`.
    func compare(_ svg: URL, with actual: Image, named name: String) throws -> ImageDiffResult {
        let folder = try Self.folder()
        let reference = folder.appendingPathComponent("\(name).resvg.png")
        try render(svg, zoom: 2, to: reference)
        let expected = try Image(contentsOf: reference)
        guard expected.width == actual.width, expected.height == actual.height else {
            throw PyPIEnvironment.Failure("resvg drew \(expected.width)×\(expected.height) px, Lamina "
                                          + "\(actual.width)×\(actual.height) px")
        }
        var diff = ImageDiff()
        diff.makesDiffImage = true
        let result = try diff.compare(expected, actual)
        if let image = result.diffImage { try image.writePNG(to: folder.appendingPathComponent("\(name).diff.png")) }
        return result
    }

    /// Renders `svg` at `zoom` over `background` (nil: transparent) into `png`.
    func render(_ svg: URL, zoom: Int, background: String? = "white", to png: URL) throws {
        try packages.runCommand("resvg", ["--zoom", "\(zoom)"] + (background.map { ["--background", $0] } ?? [])
                                + [svg.path, png.path])
    }
}
