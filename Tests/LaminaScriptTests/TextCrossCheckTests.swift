// <text> against resvg: both set DejaVu Sans through fontconfig, but Pango/Cairo and resvg
// (rustybuzz, tiny-skia) rasterise glyphs differently, so the check compares where the ink
// lies — each line's bounding box — rather than pixels.
import Foundation
import Lamina
import LaminaScript
import LaminaTesting
import Testing

@Suite struct TextCrossCheckTests {
    static let script = FeatureScriptTests.folder.appendingPathComponent("text.svg")

    /// The box of the pixels darker than mid-grey in rows `rows`, as (minX, minY, maxX, maxY) in pixels.
    static func inkBox(_ image: Image, rows: Range<Int>) -> [Int]? {
        var box: [Int]?
        for y in rows {
            for x in 0..<image.width {
                guard let c = image.color(x: x, y: y), c.red < 0.5 else { continue }
                if let b = box {
                    box = [min(b[0], x), min(b[1], y), max(b[2], x), max(b[3], y)]
                } else {
                    box = [x, y, x, y]
                }
            }
        }
        return box
    }

    @Test(.enabled("needs python3 and PyPI (pip install resvg-cli)") { ResvgOracle.isAvailable })
    func textInkLiesWhereResvgPutsIt() throws {
        var options = ScriptOptions()
        options.scale = 2
        let script = try ShapeScript(contentsOf: Self.script, options: options)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let actual = try script.render(background: .white)
        let folder = GoldenStore.defaultArtifactsRoot().appendingPathComponent("ResvgCrossCheck", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let png = folder.appendingPathComponent("text.resvg.png")
        try ResvgOracle.shared.get().render(Self.script, zoom: 2, to: png)
        let expected = try Image(contentsOf: png)
        // One band per line of the script (its three baselines are 40 points apart); the first line
        // holds a bold, larger <tspan> run.
        for band in [0..<80, 80..<160, 160..<240] {
            let ours = try #require(Self.inkBox(actual, rows: band))
            let theirs = try #require(Self.inkBox(expected, rows: band))
            let worst = zip(ours, theirs).map { abs($0 - $1) }.max() ?? 0
            // One pixel at 2× (half a point): the two rasterisers' glyph coverage differs at the
            // edges and moves the mid-grey threshold by a pixel (measured: 1 at most on each line). A baseline
            // off by the descent or an anchor off by half the advance is many pixels.
            #expect(worst <= 1, "band \(band): Lamina \(ours), resvg \(theirs)")
        }
    }
}
