// ImageDiff against the reference: PyPI's `pixelmatch` must report the same mismatch count and
// draw the same diff image for every pair, threshold and anti-aliasing setting.
import Foundation
import LaminaRender
import LaminaTesting
import Testing

@Suite struct PixelmatchCrossCheckTests {
    /// Image pairs that exercise every branch: anti-aliased edges, shifted edges, recolouring,
    /// transparency, noise, and sparse damage.
    static func pairs() throws -> [(String, Image, Image)] {
        let grey = Color(white: 0.2)
        let orange = Color(red255: 255, green255: 149, blue255: 0)
        var damaged = try TestImages.disc(cx: 24, cy: 24, radius: 14).pixels
        let specks = try TestImages.noise(width: 48, height: 48, seed: 7).pixels
        for i in stride(from: 3, to: damaged.count, by: 41) { damaged[i] = specks[i] }
        return [
            ("disc-shift", try TestImages.disc(cx: 24, cy: 24, radius: 15.3),
             try TestImages.disc(cx: 25, cy: 24.4, radius: 15.3)),
            ("caps", try TestImages.thickLine(round: false), try TestImages.thickLine(round: true)),
            ("edge-shift", try TestImages.shape(width: 40, height: 30) { x, _ in x < 20.5 },
             try TestImages.shape(width: 40, height: 30) { x, _ in x < 21.5 }),
            ("recolour-slight", try TestImages.disc(cx: 24, cy: 24, radius: 12, foreground: .black),
             try TestImages.disc(cx: 24, cy: 24, radius: 12, foreground: grey)),
            ("recolour-strong", try TestImages.disc(cx: 24, cy: 24, radius: 12, background: .systemBlue),
             try TestImages.disc(cx: 24.5, cy: 24, radius: 12, background: .systemBlue, foreground: orange)),
            ("alpha", try TestImages.disc(cx: 20, cy: 24, radius: 13, background: .clear,
                                          foreground: Color(red: 0, green: 0.4, blue: 1, alpha: 0.6)),
             try TestImages.disc(cx: 21, cy: 24, radius: 13, background: .clear,
                                 foreground: Color(red: 0, green: 0.4, blue: 1, alpha: 0.45))),
            ("noise", try TestImages.noise(width: 40, height: 40, seed: 1),
             try TestImages.noise(width: 40, height: 40, seed: 2)),
            ("sparse", try TestImages.disc(cx: 24, cy: 24, radius: 14), try Image(width: 48, height: 48, pixels: damaged)),
            ("thin-line", try TestImages.shape(width: 60, height: 40, background: orange) { x, y in abs(y - 0.5 * x - 5) < 0.6 },
             try TestImages.shape(width: 60, height: 40, background: orange) { x, y in abs(y - 0.52 * x - 5) < 0.6 }),
        ]
    }

    @Test(.enabled("needs python3 and PyPI (pip install pixelmatch Pillow)") { PixelmatchOracle.isAvailable })
    func countsAndDiffImagesMatchPyPIPixelmatch() throws {
        let oracle = try PixelmatchOracle.shared.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-pixelmatch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        var jobs: [PixelmatchOracle.Job] = []
        var expectations: [(label: String, result: ImageDiffResult, diffPath: URL)] = []
        for (name, golden, actual) in try Self.pairs() {
            let goldenURL = folder.appendingPathComponent("\(name).golden.png")
            let actualURL = folder.appendingPathComponent("\(name).actual.png")
            try golden.writePNG(to: goldenURL)
            try actual.writePNG(to: actualURL)
            for threshold in [0.1, 0.05, 0] {
                for includeAA in [false, true] {
                    let label = "\(name) threshold \(threshold) includeAA \(includeAA)"
                    let diffURL = folder.appendingPathComponent("\(expectations.count).diff.png")
                    jobs.append(.init(golden: goldenURL.path, actual: actualURL.path, diff: diffURL.path,
                                      threshold: threshold, includeAA: includeAA))
                    let result = try ImageDiff(threshold: threshold, includeAntiAliasing: includeAA).compare(golden, actual)
                    expectations.append((label, result, diffURL))
                }
            }
        }
        let counts = try oracle.run(jobs, in: folder)
        try #require(counts.count == expectations.count)
        var antiAliasingSeen = 0
        for (expected, count) in zip(expectations, counts) {
            #expect(expected.result.mismatchedPixels == count, "\(expected.label)")
            let reference = try Image(contentsOf: expected.diffPath)
            let ours = try #require(expected.result.diffImage)
            let differing = zip(ours.pixels, reference.pixels).filter { $0 != $1 }.count
            #expect(ours.width == reference.width && ours.height == reference.height && differing == 0,
                    "diff image, \(expected.label)")
            antiAliasingSeen += expected.result.antiAliasedPixels
        }
        // The pairs must actually exercise anti-aliasing detection and real mismatches.
        #expect(antiAliasingSeen > 100)
        #expect(counts.filter { $0 > 0 }.count > counts.count / 2)
    }
}
