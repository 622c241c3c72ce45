// Canvas.filteredDrawing(by:_:): a drawing made past the canvas's edges for its filters, placed
// back on the canvas's pixels, spending the canvas's budgets.
import Foundation
import Testing
@testable import LaminaRender

@Suite struct CanvasFilteredDrawingTests {
    @Test func contentPastTheEdgeMovesIntoView() throws {
        // A 20-pixel canvas reaches 5 pixels past each edge; at scale 2 that is 2.5 points.
        let canvas = try Canvas(width: 20, height: 20, scale: 2)
        try canvas.translateBy(x: 1, y: 0)
        let shift = Filter([FilterPrimitive(.offset(CGSize(width: 3, height: 0)))],
                           region: CGRect(x: -10, y: 0, width: 20, height: 10))
        let group = try canvas.filteredDrawing(by: [shift]) { offscreen in
            // The region, points −9 … 11 under the translation, is pixels −18 … 22: −5 … 22 kept.
            #expect(offscreen.width == 27 && offscreen.height == 20)
            // Points −3.5 … −1 (−2.5 … 0 translated) lie at pixels −5 … 0, left of the canvas.
            try offscreen.fill(BezierPath(rect: CGRect(x: -3.5, y: 0, width: 2.5, height: 10)), color: .red)
        }
        try canvas.paint(group)
        let image = try canvas.makeImage()
        // Moved 6 pixels right: pixels 1 … 6 (the drawing's pixels −5 … 0).
        #expect(image.pixel(x: 0, y: 5) == 0)
        #expect(image.pixel(x: 1, y: 5) == 0xFFFF_0000 && image.pixel(x: 5, y: 5) == 0xFFFF_0000)
        #expect(image.pixel(x: 6, y: 5) == 0)
        // The drawing is 10 points (20 pixels) tall.
        #expect(image.pixel(x: 3, y: 19) == 0xFFFF_0000)
    }

    @Test func theOffscreenDrawingSpendsTheCanvasBudget() throws {
        let canvas = try Canvas(width: 8, height: 8)
        let blur = Filter([FilterPrimitive(.gaussianBlur(standardDeviation: CGSize(width: 1, height: 1)))],
                          region: CGRect(x: 0, y: 0, width: 8, height: 8))
        let drawn = canvas.drawnPixelsLeft, blurred = canvas.blurPixelsLeft
        _ = try canvas.filteredDrawing(by: [blur]) { offscreen in
            try offscreen.fill(BezierPath(rect: CGRect(x: 2, y: 2, width: 4, height: 4)), color: .red)
        }
        #expect(canvas.drawnPixelsLeft == drawn - 16)
        // The region's 64 pixels, and twice more for the sampled kernel of σ < 2.
        #expect(canvas.blurPixelsLeft == blurred - 64 * 3)
        // Without the memory for the margin (2 pixels: 12 × 12 in all) the drawing stops at the edges.
        let wide = Filter(blur.primitives, region: CGRect(x: -5, y: -5, width: 20, height: 20))
        canvas.openGroupPixelLimit = 99
        _ = try canvas.filteredDrawing(by: [wide]) { offscreen in
            #expect(offscreen.width == 8 && offscreen.height == 8)
        }
        canvas.openGroupPixelLimit = 63
        #expect(throws: RenderError.tooManyGroupPixels(limit: Canvas.maximumOpenGroupPixels)) {
            _ = try canvas.filteredDrawing(by: [blur]) { _ in }
        }
    }
}
