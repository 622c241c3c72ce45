// What several renders may spend together: shared by the mask rasters of a shape script, so
// that many small renders cannot each spend a fresh image's worth.
import Foundation

/// The dash segments, blurred pixels and drawn pixels a series of renders may still spend
/// (``Renderer/render(_:budget:)``). Each render is also held to one image's limits.
public struct RenderBudget: Equatable, Sendable {
    /// Dash segments the strokes may still draw. Default `Canvas.maximumDashSegmentsPerImage`.
    public var dashSegments: Int
    /// Pixels the shadows and backdrop filters may still process. Default
    /// `Canvas.maximumBlurPixelsPerImage`.
    public var blurPixels: Int
    /// Pixels the drawings may still cover. Default `Canvas.maximumDrawnPixelsPerImage`.
    public var drawnPixels: Int

    /// A budget of one image's worth, or of the amounts given.
    public init(dashSegments: Int = Canvas.maximumDashSegmentsPerImage,
                blurPixels: Int = Canvas.maximumBlurPixelsPerImage,
                drawnPixels: Int = Canvas.maximumDrawnPixelsPerImage) {
        self.dashSegments = dashSegments
        self.blurPixels = blurPixels
        self.drawnPixels = drawnPixels
    }
}
