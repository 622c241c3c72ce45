// Renders that share one budget of dash segments and blurred pixels (Renderer.render(_:budget:)).
import Foundation
import Testing
import Lamina

@Suite struct RenderBudgetTests {
    /// A 20-point layer holding a line dashed 1 on 1 (ten dash segments) and, when `shadow`,
    /// a sharp shadow (its 20 × 4 pixels blurred).
    private func dashedLine(shadow: Bool = false) -> Layer {
        let layer = ShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 4)
        layer.anchorPoint = .zero
        var path = BezierPath()
        path.move(to: CGPoint(x: 0, y: 2))
        path.addLine(to: CGPoint(x: 20, y: 2))
        layer.path = path
        layer.strokeColor = .red
        layer.lineWidth = 4
        layer.lineDashPattern = [1, 1]
        if shadow {
            layer.shadowOpacity = 1
            layer.shadowRadius = 0
        }
        return layer
    }

    /// Each render spends the dash segments it draws from the shared budget; the render that
    /// would overspend throws.
    @Test func rendersShareTheDashBudget() throws {
        var budget = RenderBudget(dashSegments: 25)
        _ = try Renderer().render(dashedLine(), budget: &budget)
        #expect(budget.dashSegments == 15)
        _ = try Renderer().render(dashedLine(), budget: &budget)
        #expect(budget.dashSegments == 5)
        let line = dashedLine()
        #expect(throws: LayerRenderError(error: .tooManyDashSegments(limit: Canvas.maximumDashSegmentsPerImage),
                                         layer: ObjectIdentifier(line))) {
            try Renderer().render(line, budget: &budget)
        }
    }

    /// Shadows spend the pixels they blur from the shared budget.
    @Test func rendersShareTheBlurBudget() throws {
        var budget = RenderBudget(blurPixels: 100)
        _ = try Renderer().render(dashedLine(shadow: true), budget: &budget)
        let spent = 100 - budget.blurPixels
        #expect(spent > 0 && budget.dashSegments == Canvas.maximumDashSegmentsPerImage - 10)
        budget.blurPixels = spent - 1
        let line = dashedLine(shadow: true)
        #expect(throws: LayerRenderError(error: .tooManyBlurPixels(limit: Canvas.maximumBlurPixelsPerImage),
                                         layer: ObjectIdentifier(line))) {
            try Renderer().render(line, budget: &budget)
        }
    }

    /// A render error names the innermost layer being drawn: the dashed sublayer, not the
    /// layer holding it; the shadow, cast by the holder's whole group, names the holder.
    @Test func renderErrorsNameTheInnermostLayer() throws {
        let line = dashedLine()
        let holder = Layer()
        holder.bounds = line.bounds
        holder.anchorPoint = .zero
        holder.addSublayer(line)
        var budget = RenderBudget(dashSegments: 9)
        #expect(throws: LayerRenderError(error: .tooManyDashSegments(limit: Canvas.maximumDashSegmentsPerImage),
                                         layer: ObjectIdentifier(line))) {
            try Renderer().render(holder, budget: &budget)
        }
        holder.shadowOpacity = 1
        holder.shadowRadius = 0
        budget = RenderBudget(blurPixels: 1)
        #expect(throws: LayerRenderError(error: .tooManyBlurPixels(limit: Canvas.maximumBlurPixelsPerImage),
                                         layer: ObjectIdentifier(holder))) {
            try Renderer().render(holder, budget: &budget)
        }
        #expect(LayerRenderError(error: .tooManyDashSegments(limit: 7), layer: nil).description
                == "dash patterns: more than 7 dash segments in one image; use longer patterns")
    }
}
