// The budget of pixels the shadows and backdrop filters on one canvas may process.
import Foundation
import Testing
@testable import LaminaRender

@Suite struct CanvasBlurBudgetTests {
    /// A 10 × 10 square's sharp shadow (σ 0) blurs its own 100 pixels.
    private func castShadow(on canvas: Canvas) throws {
        try canvas.beginGroup()
        try canvas.fill(BezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)), color: .red)
        let group = try canvas.takeGroup()
        try canvas.drawShadow(of: group, color: .black, offset: .zero, blurRadius: 0)
    }

    /// Each shadow and backdrop filter spends the pixels it processes; the one that would
    /// overspend throws.
    @Test func shadowsAndBackdropsShareABudget() throws {
        let canvas = try Canvas(width: 40, height: 40)
        canvas.blurPixelsLeft = 350
        try castShadow(on: canvas)
        #expect(canvas.blurPixelsLeft == 250)
        // A backdrop filter reads the box of its shape: 10 × 10 with no margin.
        try canvas.filterBackdrop(inside: BezierPath(rect: CGRect(x: 20, y: 20, width: 10, height: 10)),
                                  margin: 0) { $0 }
        #expect(canvas.blurPixelsLeft == 150)
        try castShadow(on: canvas)
        #expect(throws: RenderError.tooManyBlurPixels(limit: Canvas.maximumBlurPixelsPerImage)) {
            try castShadow(on: canvas)
        }
        #expect(RenderError.tooManyBlurPixels(limit: 7).description
                == "shadows and backdrop filters: more than 7 pixels blurred in one image; "
                + "use smaller blur radii or fewer shadows and blurs")
    }
}
