// The sample scripts that use only plain SVG, rendered by Lamina and by resvg, must agree.
import Foundation
import Lamina
import LaminaScript
import LaminaTesting
import Testing

@Suite struct ResvgCrossCheckTests {
    /// The samples resvg can draw. Left out, because they use Lamina's extensions that
    /// browsers and resvg ignore: path-anatomy and shape-view-stroke-end-68 (stroke-start,
    /// stroke-end), card (shadow attributes), nine-part (cap-insets).
    static let plainSVG = [
        "progress-ring-0", "progress-ring-37", "progress-ring-100", "shape-view-dash", "shape-view-dash-bevel",
        "caps-and-joins", "download-control", "pattern-fills", "masks", "filter-card", "lit-buttons",
    ]

    /// resvg 0.44 ignores `pathLength` (SVG 2's dash scaling), so its copy of a script gets the
    /// same dashes in absolute lengths: every ring in the samples is a circle whose length is
    /// 2πr, and its dashes were written against pathLength="100".
    static func withoutPathLength(_ svg: String) throws -> String {
        let radius = svg.firstMatch(of: try Regex(#"r="([0-9.]+)"[^>]*pathLength="100""#))
            .flatMap { $0.output[1].substring }.flatMap { Double($0) }
        guard let radius else { return svg }
        let length = 2 * Double.pi * radius
        return svg.replacingOccurrences(of: #" pathLength="100""#, with: "")
            .replacing(try Regex(#"stroke-dasharray="([0-9.]+) 100""#)) { match in
                let on = match.output[1].substring.flatMap { Double($0) } ?? 0
                return "stroke-dasharray=\"\(on / 100 * length) \(length)\""
            }
    }

    @Test(.enabled("needs python3 and PyPI (pip install resvg-cli)") { ResvgOracle.isAvailable },
          arguments: plainSVG)
    func sampleMatchesResvg(name: String) throws {
        let folder = GoldenStore.defaultArtifactsRoot().appendingPathComponent("ResvgCrossCheck", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = folder.appendingPathComponent("\(name).svg")
        try Data(Self.withoutPathLength(try String(contentsOf: SampleScriptTests.folder
            .appendingPathComponent("\(name).svg"), encoding: .utf8)).utf8).write(to: source)
        let (_, actual) = try SampleScriptTests.render(name)
        // Cairo and tiny-skia rasterise edges with different coverage rules, so anti-aliased edge
        // pixels differ by a few levels: the default threshold 0.1 with anti-aliasing forgiven
        // absorbs most of them. The rest are edge pixels of the tilted square dots in
        // caps-and-joins (33 px, 0.0125 %; every other sample matches exactly), so 0.1 % is
        // allowed. A cap, join or dash in a different place covers more: one 3 × 3-point
        // square cap at 2× is 36 px, 0.14 % of the smallest sample.
        let result = try ResvgOracle.shared.get().compare(source, with: actual, named: name)
        let fraction = Double(result.mismatchedPixels) / Double(actual.width * actual.height)
        #expect(fraction <= 0.001, "\(name): \(result.summary) against resvg")
    }
}
