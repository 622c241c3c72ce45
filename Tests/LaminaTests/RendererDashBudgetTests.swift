// Renders that share one budget of dash segments (Renderer.render(_:dashSegments:)).
import Foundation
import Testing
import Lamina

@Suite struct RendererDashBudgetTests {
    /// A 20-point layer holding a line dashed 1 on 1: ten dash segments.
    private func dashedLine() -> Layer {
        let layer = ShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 4)
        layer.anchorPoint = .zero
        var path = BezierPath()
        path.move(to: CGPoint(x: 0, y: 2))
        path.addLine(to: CGPoint(x: 20, y: 2))
        layer.path = path
        layer.strokeColor = .red
        layer.lineDashPattern = [1, 1]
        return layer
    }

    /// Each render spends the dash segments it draws from the shared budget; the render that
    /// would overspend throws.
    @Test func rendersShareTheBudget() throws {
        var budget = 25
        _ = try Renderer().render(dashedLine(), dashSegments: &budget)
        #expect(budget == 15)
        _ = try Renderer().render(dashedLine(), dashSegments: &budget)
        #expect(budget == 5)
        #expect(throws: RenderError.tooManyDashSegments(limit: Canvas.maximumDashSegmentsPerImage)) {
            try Renderer().render(dashedLine(), dashSegments: &budget)
        }
    }
}
