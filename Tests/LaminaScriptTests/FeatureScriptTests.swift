// One script per group of SVG features (Tests/LaminaScriptTests/Scripts), each with a golden
// and cross-checked against resvg, which supports every feature they use.
import Foundation
import Lamina
import LaminaScript
import LaminaTesting
import Testing

@Suite struct FeatureScriptTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Scripts", isDirectory: true)

    static let names = ["gradients", "clip-and-mask", "viewports", "images", "blend-modes", "transform-origin", "markers",
                        "structure", "painting", "patterns", "image-formats"]

    static func render(_ name: String) throws -> (ShapeScript, Image) {
        var options = ScriptOptions()
        options.scale = 2
        let script = try ShapeScript(contentsOf: folder.appendingPathComponent("\(name).svg"), options: options)
        return (script, try script.render(background: .white))
    }

    @Test(arguments: names) func featureMatchesGolden(name: String) throws {
        let (script, image) = try Self.render(name)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        assertGolden(image, named: name)
    }

    @Test(.enabled("needs python3 and PyPI (pip install resvg-cli)") { ResvgOracle.isAvailable }, arguments: names)
    func featureMatchesResvg(name: String) throws {
        let (_, actual) = try Self.render(name)
        let result = try ResvgOracle.shared.get().compare(Self.folder.appendingPathComponent("\(name).svg"), with: actual,
                                                          named: "feature-\(name)")
        let fraction = Double(result.mismatchedPixels) / Double(actual.width * actual.height)
        #expect(fraction <= 0.001, "\(name): \(result.summary) against resvg")
    }
}
