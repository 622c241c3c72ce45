// The adversarial scripts of Scripts/worst-cases.sh, small: each must stop with the error that
// names its budget and element (not be timed: the budgets make the time).
import Foundation
import Lamina
@testable import LaminaScript
import Testing

@Suite struct WorstCaseScriptTests {
    /// What rendering `text` throws, as text; nil when it renders.
    private func failure(_ text: String, options: ScriptOptions = ScriptOptions()) throws -> String? {
        let script = try ScriptTest.load(text, options: options)
        do { _ = try script.render() } catch { return "\(error)" }
        return nil
    }

    /// Options whose render budget is `budget` (per 64 KiB of script).
    private func options(_ budget: RenderBudget) -> ScriptOptions {
        var options = ScriptOptions()
        options.limits.renderBudget = budget
        return options
    }

    /// Opacity groups over the whole canvas, each drawing two shapes: every group costs the
    /// canvas three times over in drawn pixels.
    @Test func manyFullCanvasGroupsRunOutOfDrawnPixels() throws {
        let group = "<g opacity='0.5'><rect width='100' height='100'/><rect width='9' height='9'/></g>\n"
        let text = "<svg width='100' height='100'>\n" + String(repeating: group, count: 20) + "</svg>"
        let message = try failure(text, options: options(RenderBudget(drawnPixels: 300_000)))
        #expect(message == "test.svg:9:1: error: "
                + "expected at most 300000 pixels drawn in one image, found more (fewer or smaller shapes, or a smaller image)")
    }

    /// A zigzag whose thousands of edges each cross the whole canvas.
    @Test func aTangleOfLongEdgesRunsOutOfEdgeRows() throws {
        let zigzag = (1..<5000).map { "L\($0 % 97) \($0 % 2 == 0 ? 0 : 1000)" }.joined(separator: " ")
        let text = "<svg width='100' height='1000'>\n<path d='M0 0 \(zigzag)'/></svg>"
        let message = try failure(text)
        #expect(message == "test.svg:2:1: error: expected at most 4194304 edge rows (pixel rows crossed by "
                + "each path edge) in one image, found more (simpler or smaller paths, or a smaller image)")
    }

    /// Nested opacity groups over a canvas-sized shape and another: every level holds a
    /// canvas-sized group (a group holds only what its content covers, so small content would
    /// cost little).
    @Test func nestedGroupsOverALargeCanvasRunOutOfGroupPixels() throws {
        let depth = 40
        let text = "<svg width='2048' height='2048'>\n" + String(repeating: "<g opacity='0.9'>", count: depth)
            + "<rect width='2048' height='2048'/><rect x='20' width='9' height='9'/>"
            + String(repeating: "</g>", count: depth) + "</svg>"
        let message = try failure(text)
        #expect(message?.hasPrefix("test.svg:2:") == true)
        #expect(message?.hasSuffix("error: expected at most 67108864 pixels in the offscreen groups open at once, "
                + "found more (fewer nested groups with opacity, masks, clips or blend modes, or a smaller image)") == true)
    }

    /// Finely dashed circles, each within the image's dash budget, together over it: the 7th
    /// (628 + 942 + … + 2513 dashes of 0.05 on, 0.05 off) passes 10,000.
    @Test func manyFinelyDashedShapesRunOutOfDashSegments() throws {
        let circles = (0..<8).map { "<circle cx='50' cy='50' r='\(10 + 5 * $0)' fill='none' stroke='#000' "
            + "stroke-dasharray='0.05 0.05'/>" }.joined(separator: "\n")
        let text = "<svg width='100' height='100'>\n\(circles)</svg>"
        let message = try failure(text, options: options(RenderBudget(dashSegments: 10_000)))
        #expect(message == "test.svg:8:1: error: "
                + "expected at most 10000 dash segments in one image, found more (longer dash patterns or fewer dashed shapes)")
    }

    /// A little of every kind of work adds up: the one account of work runs out, though no
    /// single budget does.
    @Test func everyKindOfWorkTogetherRunsOutOfWork() throws {
        let shapes = (0..<30).map { "<rect width='100' height='100' shadow-opacity='1' shadow-radius='\($0 % 3 + 1)' "
            + "stroke='#000' stroke-dasharray='1 1'/>" }.joined(separator: "\n")
        let text = "<svg width='100' height='100'>\n\(shapes)</svg>"
        let message = try failure(text, options: options(RenderBudget(work: 3_000_000)))
        #expect(message?.hasSuffix("error: expected at most 3000000 work units (about 0.003 s) of drawing in one image, "
                + "found more (fewer or simpler shapes, dashes, blurs and groups, or a smaller image)") == true)
    }
}
