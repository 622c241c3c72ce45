// The reference implementation: the `pixelmatch` package from PyPI, installed once inside the
// build folder (a virtual environment, or a `pip install --target` folder) and driven by a
// small Python script.
import Foundation
import LaminaTesting

/// Runs PyPI's `pixelmatch` (with Pillow to read PNGs) on image files.
struct PixelmatchOracle {
    /// The Python to run.
    let python: URL
    /// A folder of installed packages to put on `PYTHONPATH`, when not installed in a venv.
    let packages: URL?

    /// One comparison for the oracle.
    struct Job: Codable {
        let golden: String
        let actual: String
        let diff: String
        let threshold: Double
        let includeAA: Bool
    }

    /// The shared oracle, or why it is unavailable (no python3, or PyPI unreachable).
    static let shared: Result<PixelmatchOracle, OracleUnavailable> = install()

    /// True when the oracle is installed; otherwise prints why, so a skipped cross-check says
    /// what was missing.
    static var isAvailable: Bool {
        switch shared {
        case .success: return true
        case .failure(let reason):
            FileHandle.standardError.write(Data("pixelmatch cross-check skipped: \(reason)\n".utf8))
            return false
        }
    }

    /// Why the oracle could not be set up.
    struct OracleUnavailable: Error, CustomStringConvertible {
        let description: String
    }

    private static let requirements = ["pixelmatch==0.4.0", "Pillow"]

    /// Installs `pixelmatch` and `Pillow` once into the build folder: into a virtual
    /// environment, or where `venv` is missing (Debian without python3-venv) into a plain
    /// folder with `pip install --target`.
    private static func install() -> Result<PixelmatchOracle, OracleUnavailable> {
        let build = GoldenStore.defaultArtifactsRoot(environment: [:]).deletingLastPathComponent()
        let venv = build.appendingPathComponent("pixelmatch-venv", isDirectory: true)
        let target = build.appendingPathComponent("pixelmatch-packages", isDirectory: true)
        let venvPython = venv.appendingPathComponent("bin/python3")
        let systemPython = URL(fileURLWithPath: "/usr/bin/env")
        let pipOptions = ["install", "--quiet", "--disable-pip-version-check"]
        if FileManager.default.fileExists(atPath: venv.appendingPathComponent(".lamina-ready").path) {
            return .success(PixelmatchOracle(python: venvPython, packages: nil))
        }
        if FileManager.default.fileExists(atPath: target.appendingPathComponent(".lamina-ready").path) {
            return .success(PixelmatchOracle(python: systemPython, packages: target))
        }
        var reasons: [String] = []
        do {
            try run(systemPython, ["python3", "-m", "venv", "--clear", venv.path])
            try run(venvPython, ["-m", "pip"] + pipOptions + requirements)
            _ = FileManager.default.createFile(atPath: venv.appendingPathComponent(".lamina-ready").path, contents: Data())
            return .success(PixelmatchOracle(python: venvPython, packages: nil))
        } catch {
            reasons.append("venv: \(error)")
        }
        do {
            try run(systemPython, ["python3", "-m", "pip"] + pipOptions + ["--target", target.path] + requirements)
            _ = FileManager.default.createFile(atPath: target.appendingPathComponent(".lamina-ready").path, contents: Data())
            return .success(PixelmatchOracle(python: systemPython, packages: target))
        } catch {
            reasons.append("pip --target: \(error)")
        }
        return .failure(OracleUnavailable(description: "pixelmatch from PyPI is unavailable: "
                                          + reasons.joined(separator: "; ")))
    }

    /// Mismatch counts for each job, in order; each job's diff image is written to `job.diff`.
    func run(_ jobs: [Job], in folder: URL) throws -> [Int] {
        let jobsFile = folder.appendingPathComponent("jobs.json")
        try JSONEncoder().encode(jobs).write(to: jobsFile)
        let program = packages == nil ? ["-c"] : ["python3", "-c"]
        let environment = packages.map { ["PYTHONPATH": $0.path] } ?? [:]
        let output = try Self.run(python, program + [Self.script, jobsFile.path], environment: environment)
        return output.split(separator: "\n").compactMap { Int($0) }
    }

    private static let script = """
        import json, sys
        from PIL import Image
        from pixelmatch import pixelmatch
        def rgba(path):
            image = Image.open(path).convert("RGBA")
            return image.width, image.height, image.tobytes()
        for job in json.load(open(sys.argv[1])):
            w, h, a = rgba(job["golden"])
            _, _, b = rgba(job["actual"])
            out = bytearray(w * h * 4)
            n = pixelmatch(a, b, w, h, out, threshold=job["threshold"], includeAA=job["includeAA"])
            Image.frombytes("RGBA", (w, h), bytes(out)).save(job["diff"])
            print(n)
        """

    /// Runs a program; returns its stdout, or throws with its stderr when it fails.
    @discardableResult
    private static func run(_ program: URL, _ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw OracleUnavailable(description: "\(program.lastPathComponent) \(arguments.prefix(3).joined(separator: " ")) "
                                    + "exited \(process.terminationStatus): \(String(decoding: errors, as: UTF8.self))")
        }
        return String(decoding: output, as: UTF8.self)
    }
}
