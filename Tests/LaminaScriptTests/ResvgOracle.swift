// The reference renderer: resvg, from PyPI's `resvg-cli` wheel, installed once inside the build
// folder (a virtual environment, or a `pip install --target` folder where venv is missing),
// as the pixelmatch cross-check in LaminaTestingTests installs its oracle.
import Foundation
import Lamina
import LaminaTesting
@testable import LaminaScript

/// Runs resvg on script files.
struct ResvgOracle {
    /// The `resvg` executable.
    let executable: URL

    /// The shared oracle, or why it is unavailable (no python3, or PyPI unreachable).
    static let shared: Result<ResvgOracle, OracleUnavailable> = install()

    /// True when resvg is installed; otherwise prints why, so a skipped cross-check says so.
    static var isAvailable: Bool {
        switch shared {
        case .success: return true
        case .failure(let reason):
            FileHandle.standardError.write(Data("resvg cross-check skipped: \(reason)\n".utf8))
            return false
        }
    }

    /// Why the oracle could not be set up.
    struct OracleUnavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// The pinned version, so the cross-check's tolerances stay meaningful.
    private static let requirement = "resvg-cli==0.44.0"

    private static func install() -> Result<ResvgOracle, OracleUnavailable> {
        let build = GoldenStore.defaultArtifactsRoot(environment: [:]).deletingLastPathComponent()
        let venv = build.appendingPathComponent("resvg-venv", isDirectory: true)
        let target = build.appendingPathComponent("resvg-packages", isDirectory: true)
        let candidates = [venv.appendingPathComponent("bin/resvg"), target.appendingPathComponent("bin/resvg")]
        if let ready = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) {
            return .success(ResvgOracle(executable: ready))
        }
        let env = URL(fileURLWithPath: "/usr/bin/env")
        let pip = ["install", "--quiet", "--disable-pip-version-check", requirement]
        var reasons: [String] = []
        do {
            try run(env, ["python3", "-m", "venv", "--clear", venv.path])
            try run(venv.appendingPathComponent("bin/python3"), ["-m", "pip"] + pip)
            return .success(ResvgOracle(executable: candidates[0]))
        } catch {
            reasons.append("venv: \(error)")
        }
        do {
            try run(env, ["python3", "-m", "pip"] + pip + ["--target", target.path])
            return .success(ResvgOracle(executable: candidates[1]))
        } catch {
            reasons.append("pip --target: \(error)")
        }
        return .failure(OracleUnavailable(description: "resvg-cli from PyPI is unavailable: "
                                          + reasons.joined(separator: "; ")))
    }

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
            throw OracleUnavailable(description: "resvg drew \(expected.width)×\(expected.height) px, Lamina "
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
        try Self.run(executable, ["--zoom", "\(zoom)"] + (background.map { ["--background", $0] } ?? [])
                     + [svg.path, png.path])
    }

    private static func run(_ program: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw OracleUnavailable(description: "\(program.lastPathComponent) exited \(process.terminationStatus): "
                                    + String(decoding: errors, as: UTF8.self))
        }
    }
}
