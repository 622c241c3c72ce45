// The budgets of work one canvas may do: pixels drawn, edge rows, and pixels its open offscreen
// groups may hold.
import Foundation
import Testing
@testable import LaminaRender

@Suite struct CanvasWorkBudgetTests {
    private let square = BezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10))

    @Test func aFillSpendsThePixelsOfItsBoxInsideTheClip() throws {
        let canvas = try Canvas(width: 40, height: 40)
        try canvas.fill(square, color: .red)
        #expect(Canvas.maximumDrawnPixelsPerImage - canvas.drawnPixelsLeft == 100)
        // Half off the canvas: only what can show counts.
        let before = canvas.drawnPixelsLeft
        try canvas.fill(BezierPath(rect: CGRect(x: -5, y: 0, width: 10, height: 10)), color: .red)
        #expect(before - canvas.drawnPixelsLeft == 50)
        // At scale 2 under a clip, device pixels of the clipped box.
        let retina = try Canvas(width: 40, height: 40, scale: 2)
        try retina.clip(to: BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)))
        let afterClip = retina.drawnPixelsLeft
        try retina.fill(square, color: .red)
        #expect(afterClip - retina.drawnPixelsLeft == 10 * 20)
    }

    @Test func aStrokeSpendsItsBoxGrownByItsReach() throws {
        let canvas = try Canvas(width: 40, height: 40)
        let line = BezierPath(elements: [.move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 30, y: 20))])
        try canvas.stroke(line, color: .red, style: StrokeStyle(lineWidth: 4, lineCap: .round))
        // Round caps and the default miter join with limit 10: a reach of 2 × 10 = 20 points.
        #expect(Canvas.maximumDrawnPixelsPerImage - canvas.drawnPixelsLeft == 40 * 40)
        let bevel = try Canvas(width: 40, height: 40)
        try bevel.stroke(line, color: .red, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .bevel))
        #expect(Canvas.maximumDrawnPixelsPerImage - bevel.drawnPixelsLeft == 24 * 4)
    }

    @Test func aGroupSpendsItsClipTwiceAndPaintingItOnce() throws {
        let canvas = try Canvas(width: 40, height: 40)
        try canvas.clip(to: BezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10)))
        var spent = Canvas.maximumDrawnPixelsPerImage - canvas.drawnPixelsLeft
        try canvas.beginGroup()
        #expect(Canvas.maximumDrawnPixelsPerImage - canvas.drawnPixelsLeft - spent == 400)
        spent = Canvas.maximumDrawnPixelsPerImage - canvas.drawnPixelsLeft
        try canvas.endGroup(opacity: 0.5)
        #expect(Canvas.maximumDrawnPixelsPerImage - canvas.drawnPixelsLeft - spent == 200)
    }

    @Test func drawingPastTheBudgetThrowsAndDrawsNothing() throws {
        let canvas = try Canvas(width: 40, height: 40)
        canvas.budgetLeft = RenderBudget(dashSegments: 10, blurPixels: 10, drawnPixels: 150)
        try canvas.fill(square, color: .red)
        #expect(throws: RenderError.tooManyDrawnPixels(limit: Canvas.maximumDrawnPixelsPerImage)) {
            try canvas.fill(BezierPath(rect: CGRect(x: 20, y: 20, width: 10, height: 10)), color: .blue)
        }
        #expect(canvas.drawnPixelsLeft == 50)
        let image = try canvas.makeImage()
        #expect(image.color(x: 25, y: 25)?.alpha == 0)
    }

    @Test func groupsOpenAtOnceAreLimitedInPixels() throws {
        let canvas = try Canvas(width: 40, height: 40)
        canvas.openGroupPixelLimit = 2 * 1600
        try canvas.beginGroup()
        try canvas.beginGroup()
        #expect(throws: RenderError.tooManyGroupPixels(limit: Canvas.maximumOpenGroupPixels)) { try canvas.beginGroup() }
        _ = try canvas.takeGroup()
        try canvas.beginGroup()  // one closed: room for one again
        _ = try canvas.takeGroup()
        _ = try canvas.takeGroup()
        #expect(canvas.openGroupPixels.isEmpty)
    }

    @Test func pathsSpendTheRowsTheirEdgesCross() throws {
        let canvas = try Canvas(width: 40, height: 40, scale: 2)
        // A 10 × 10 point square at scale 2: two vertical edges of 20 rows (21 with the end
        // row), two horizontal edges of one row each.
        try canvas.fill(square, color: .red)
        #expect(Canvas.maximumEdgeRowsPerImage - canvas.edgeRowsLeft == 21 + 1 + 21 + 1)
        // A stroke counts its path twice; rows off the canvas are free.
        let before = canvas.edgeRowsLeft
        let line = BezierPath(elements: [.move(to: CGPoint(x: 5, y: -100)), .line(to: CGPoint(x: 5, y: 10))])
        try canvas.stroke(line, color: .red, style: StrokeStyle(lineWidth: 1))
        #expect(before - canvas.edgeRowsLeft == 2 * 21)
    }

    @Test func aTangleOfLongEdgesRunsOutOfEdgeRows() throws {
        let canvas = try Canvas(width: 100, height: 1000)
        canvas.budgetLeft = RenderBudget(edgeRows: 50_000)
        var zigzag = BezierPath()
        zigzag.move(to: .zero)
        for i in 1...100 { zigzag.addLine(to: CGPoint(x: CGFloat(i % 7) * 10, y: i % 2 == 0 ? 0 : 1000)) }
        #expect(throws: RenderError.tooManyEdgeRows(limit: Canvas.maximumEdgeRowsPerImage)) {
            try canvas.fill(zigzag, color: .black)
        }
        #expect(canvas.edgeRowsLeft == 50_000)
    }

    @Test func budgetsScaleSaturating() {
        let budget = RenderBudget(dashSegments: 3, blurPixels: 5, drawnPixels: Int.max / 2 + 1, edgeRows: 7)
        #expect(budget.scaled(by: 4) == RenderBudget(dashSegments: 12, blurPixels: 20, drawnPixels: Int.max, edgeRows: 28,
                                                     work: 4 * Canvas.maximumWorkPerImage))
        #expect(budget.scaled(by: 0) == budget)
    }

    /// Every budget also spends work units, at its worst measured cost, from one account: a
    /// render that spends several budgets at once still ends in time.
    @Test func allBudgetsSpendFromOneAccountOfWork() throws {
        let canvas = try Canvas(width: 40, height: 40)
        let before = canvas.workLeft
        try canvas.fill(square, color: .red)  // 100 pixels; 24 edge rows (11 + 1 + 11 + 1)
        #expect(before - canvas.workLeft == 100 * Canvas.workPerDrawnPixel + 24 * Canvas.workPerEdgeRow)
        canvas.budgetLeft = RenderBudget(work: 1000)
        #expect(throws: RenderError.tooMuchWork(limit: Canvas.maximumWorkPerImage)) {
            try canvas.stroke(square, color: .red, style: StrokeStyle(lineWidth: 1, dashPattern: [1, 1]))
        }
        #expect(RenderError.tooMuchWork(limit: 800_000_000).description == "drawing: more than 800000000 work units "
                + "(about 0.8 s) in one image; draw fewer or simpler shapes, dashes, blurs and groups, or a smaller image")
    }
}
