// The reference implementation: the `pixelmatch` package from PyPI, installed once inside the
// build folder (PyPIEnvironment) and driven by a small Python script.
import Foundation
import LaminaTesting
import LaminaTestSupport

/// Runs PyPI's `pixelmatch` (with Pillow to read PNGs) on image files.
struct PixelmatchOracle {
    /// Where pixelmatch and Pillow are installed.
    let packages: PyPIEnvironment

    /// One comparison for the oracle.
    struct Job: Codable {
        let golden: String
        let actual: String
        let diff: String
        let threshold: Double
        let includeAA: Bool
    }

    /// The shared oracle, or why it is unavailable (no python3, or PyPI unreachable).
    static let shared: Result<PixelmatchOracle, PyPIEnvironment.Failure> =
        PyPIEnvironment.install(["pixelmatch==0.4.0", "Pillow"], named: "pixelmatch",
                                in: GoldenStore.defaultArtifactsRoot(environment: [:]).deletingLastPathComponent())
            .map(PixelmatchOracle.init)

    /// True when the oracle is installed; otherwise prints why, so a skipped cross-check says
    /// what was missing.
    static var isAvailable: Bool { shared.isAvailable(for: "pixelmatch cross-check") }

    /// Mismatch counts for each job, in order; each job's diff image is written to `job.diff`.
    func run(_ jobs: [Job], in folder: URL) throws -> [Int] {
        let jobsFile = folder.appendingPathComponent("jobs.json")
        try JSONEncoder().encode(jobs).write(to: jobsFile)
        let output = try packages.runPython(Self.script, [jobsFile.path])
        return String(decoding: output, as: UTF8.self).split(separator: "\n").compactMap { Int($0) }
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
}
