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

    /// A filter that reads each pixel alone (here a colour matrix) draws only the pixels the
    /// clip lets through, not the canvas and its margin: a Lottie Fill effect on a small layer
    /// once processed 1712 × 1712 pixels of an 800-pixel frame, nested, and ran out of budget.
    @Test func aPixelLocalFilterDrawsOnlyInsideTheClip() throws {
        let canvas = try Canvas(width: 40, height: 40)
        let everywhere = CGRect(x: -1000, y: -1000, width: 2000, height: 2000)
        let toGreen = Filter([FilterPrimitive(.colorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0]),
                                              colorSpace: .sRGB)], region: everywhere)
        #expect(toGreen.isPixelLocal)
        try canvas.clip(to: BezierPath(rect: CGRect(x: 10.5, y: 10, width: 5, height: 4)))
        let blurred = canvas.blurPixelsLeft
        let group = try canvas.filteredDrawing(by: [toGreen]) { offscreen in
            // The clip touches pixels 10 … 15 across and 10 … 13 down.
            #expect(offscreen.width == 6 && offscreen.height == 4)
            try offscreen.fill(BezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40)), color: .red)
        }
        // Its 24 pixels cost as 8 blurred ones (a third each: FilterEvaluatorTests).
        #expect(canvas.blurPixelsLeft == blurred - 8)
        try canvas.paint(group)
        let image = try canvas.makeImage()
        #expect(image.pixel(x: 12, y: 12) == 0xFF00_FF00)
        #expect(image.pixel(x: 9, y: 12) == 0 && image.pixel(x: 16, y: 12) == 0)
        // A blur reads its neighbours: it keeps the canvas and the margin (10 pixels a side).
        let blur = Filter([FilterPrimitive(.gaussianBlur(standardDeviation: CGSize(width: 1, height: 1)))], region: everywhere)
        #expect(!blur.isPixelLocal)
        _ = try canvas.filteredDrawing(by: [blur]) { offscreen in
            #expect(offscreen.width == 60 && offscreen.height == 60)
        }
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
