// The reference implementation: the `pixelmatch` package from PyPI, installed into a private
// virtual environment inside the build folder and driven by a small Python script.
import Foundation
import LaminaTesting

/// Runs PyPI's `pixelmatch` (with Pillow to read PNGs) on image files.
struct PixelmatchOracle {
    /// The virtual environment's Python.
    let python: URL

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

    /// Why the oracle could not be set up.
    struct OracleUnavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// Creates (once) `<build folder>/pixelmatch-venv` with `pixelmatch` and `Pillow`.
    private static func install() -> Result<PixelmatchOracle, OracleUnavailable> {
        let venv = GoldenStore.defaultArtifactsRoot(environment: [:]).deletingLastPathComponent()
            .appendingPathComponent("pixelmatch-venv", isDirectory: true)
        let python = venv.appendingPathComponent("bin/python3")
        let ready = venv.appendingPathComponent(".lamina-ready")
        if FileManager.default.fileExists(atPath: ready.path) { return .success(PixelmatchOracle(python: python)) }
        do {
            try run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-m", "venv", "--clear", venv.path])
            try run(python, ["-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                             "pixelmatch==0.4.0", "Pillow"])
            _ = FileManager.default.createFile(atPath: ready.path, contents: Data())
            return .success(PixelmatchOracle(python: python))
        } catch {
            return .failure(OracleUnavailable(description: "pixelmatch from PyPI is unavailable: \(error)"))
        }
    }

    /// Mismatch counts for each job, in order; each job's diff image is written to `job.diff`.
    func run(_ jobs: [Job], in folder: URL) throws -> [Int] {
        let jobsFile = folder.appendingPathComponent("jobs.json")
        try JSONEncoder().encode(jobs).write(to: jobsFile)
        let output = try Self.run(python, ["-c", Self.script, jobsFile.path])
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
    private static func run(_ program: URL, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
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
