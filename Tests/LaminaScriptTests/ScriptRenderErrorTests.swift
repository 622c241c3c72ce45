// Errors raised while drawing a script's layers name the element whose layer raised them.
import Foundation
import Lamina
@testable import LaminaScript
import Testing

@Suite struct ScriptRenderErrorTests {
    /// Renders the script's layers with `budget`, turning errors into diagnostics as
    /// `ShapeScript.render` does; the diagnostic's text, or nil when it renders.
    private func message(_ script: ShapeScript, budget: RenderBudget) throws -> String? {
        var budget = budget
        do {
            _ = try script.makeLayers().render { try Renderer().render($0, budget: &budget) }
            return nil
        } catch let diagnostic as ScriptDiagnostic {
            return diagnostic.description
        }
    }

    /// What `render` throws, as text; nil when it renders.
    private func failure(_ render: () throws -> Image) -> String? {
        do { _ = try render() } catch { return "\(error)" }
        return nil
    }

    /// Three lines dashed 1 on 1 over 10 units (5 dash segments each): the first in a group,
    /// the third stroked with a gradient (drawn by an outline layer the builder adds). The
    /// dash budget runs out on the element whose stroke overspends it.
    @Test func theDashBudgetNamesTheElementThatOverspendsIt() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><linearGradient id="g"
                gradientUnits="userSpaceOnUse" x2="10"><stop stop-color="red"/><stop offset="1" stop-color="blue"/>
              </linearGradient>
              <g><line x2="10" y1="2" y2="2" stroke="red" stroke-dasharray="1 1"/></g>
              <line x2="10" y1="5" y2="5" stroke="red" stroke-dasharray="1 1"/>
              <line x2="10" y1="8" y2="8" stroke="url(#g)" stroke-dasharray="1 1"/>
            </svg>
            """)
        let expected = "expected at most 200000 dash segments in one image, found more "
            + "(longer dash patterns or fewer dashed shapes)"
        #expect(try message(script, budget: RenderBudget(dashSegments: 4)) == "test.svg:4:6: error: " + expected)
        #expect(try message(script, budget: RenderBudget(dashSegments: 9)) == "test.svg:5:3: error: " + expected)
        #expect(try message(script, budget: RenderBudget(dashSegments: 14)) == "test.svg:6:3: error: " + expected)
        #expect(try message(script, budget: RenderBudget(dashSegments: 15)) == nil)
    }

    /// A shadow blurred so widely (σ 3000) that its padded box alone passes one image's blur
    /// budget: the render stops before blurring, with the shadowed element's position, at any
    /// time of the script.
    @Test func theBlurBudgetNamesTheShadowedElement() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
              <rect width="10" height="10" fill="white"/>
              <g>
                <rect width="4" height="4" shadow-opacity="1" shadow-radius="3000"/>
              </g>
            </svg>
            """)
        let expected = "test.svg:4:5: error: expected at most 16777216 pixels blurred by shadows and backdrop "
            + "filters in one image, found more (smaller blur radii or fewer shadows and blurs)"
        #expect(failure { try script.render() } == expected)
        #expect(failure { try script.render(at: 1) } == expected)
    }

    /// One line dashed into 5,000,000 pieces, all in view: more than one image may draw, so the
    /// error names the line (the image's budget, 200,000, is below one path's limit of
    /// `BezierPath.maximumDashSegments`, which only a caller's own canvas reaches).
    @Test func aStrokeCutIntoTooManyDashesNamesItsElement() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
              <line x2="10" y1="2" y2="2" stroke="red"/>
              <line x2="10" y1="5" y2="5" stroke="red" stroke-dasharray="0.000001"/>
            </svg>
            """)
        #expect(failure { try script.render() } == "test.svg:3:3: error: expected at most 200000 dash segments "
                 + "in one image, found more (longer dash patterns or fewer dashed shapes)")
    }

    /// A script loaded with a deadline already past stops at its first drawn element, with a
    /// diagnostic there; one cancelled after loading stops its render before it draws (the
    /// render's own first check, so no element is named).
    @Test func cancellationStopsLoadingAndRenderingAtAnElement() throws {
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
              <rect width="4" height="4" fill="red"/>
            </svg>
            """
        var late = ScriptOptions()
        late.cancellation = RenderCancellation(timeout: .zero)
        #expect(ScriptTest.error(text, options: late)?.description
                == "test.svg:2:3: error: stopped: expected to finish within the time limit of 0 s, ran past it")
        var options = ScriptOptions()
        let cancellation = RenderCancellation()
        options.cancellation = cancellation
        let script = try ScriptTest.load(text, options: options)
        cancellation.cancel()
        #expect(failure { try script.render() } == "stopped: the render was cancelled")
        #expect(failure { try script.render(at: 1) } == "stopped: the render was cancelled")
    }
}
