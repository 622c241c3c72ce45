// What a render may spend (Canvas+Budget.swift says why each budget exists and how its default
// was measured). One value serves as a render's limits, as what a canvas has left, and as what
// several renders share (the mask rasters of a shape script, so that many small renders cannot
// each spend a fresh image's worth).
import Foundation

/// The dash segments, blurred pixels, drawn pixels, edge rows and work in all a render may
/// spend, or still has left. The defaults are one image's worth (``Canvas``'s `maximum…PerImage`); a larger
/// input may be given more (``scaled(by:)``), so that work stays proportional to input.
public struct RenderBudget: Equatable, Sendable {
    /// Dash segments the strokes may still draw. Default `Canvas.maximumDashSegmentsPerImage`.
    public var dashSegments: Int
    /// Pixels the shadows and backdrop filters may still process. Default
    /// `Canvas.maximumBlurPixelsPerImage`.
    public var blurPixels: Int
    /// Pixels the drawings may still cover. Default `Canvas.maximumDrawnPixelsPerImage`.
    public var drawnPixels: Int
    /// Edge rows the paths may still span. Default `Canvas.maximumEdgeRowsPerImage`.
    public var edgeRows: Int
    /// Work units (about a nanosecond each at worst) all kinds of work may still take together,
    /// so that a render spending several budgets at once still ends in time. Default
    /// `Canvas.maximumWorkPerImage`.
    public var work: Int

    /// A budget of one image's worth, or of the amounts given.
    public init(dashSegments: Int = Canvas.maximumDashSegmentsPerImage,
                blurPixels: Int = Canvas.maximumBlurPixelsPerImage,
                drawnPixels: Int = Canvas.maximumDrawnPixelsPerImage,
                edgeRows: Int = Canvas.maximumEdgeRowsPerImage, work: Int = Canvas.maximumWorkPerImage) {
        self.dashSegments = dashSegments
        self.blurPixels = blurPixels
        self.drawnPixels = drawnPixels
        self.edgeRows = edgeRows
        self.work = work
    }

    /// Every amount times `factor` (at least 1), saturating at `Int.max`.
    public func scaled(by factor: Int) -> RenderBudget {
        func times(_ value: Int) -> Int {
            let (product, overflow) = value.multipliedReportingOverflow(by: max(factor, 1))
            return overflow ? Int.max : product
        }
        return RenderBudget(dashSegments: times(dashSegments), blurPixels: times(blurPixels),
                            drawnPixels: times(drawnPixels), edgeRows: times(edgeRows), work: times(work))
    }
}
