// A drawing made for filters on a canvas of its own, so that what lies past the canvas's edges
// still reaches the filters (a blur near the edge, an offset that moves content into view), as
// resvg draws its filtered groups on a layer as large as the filter region (up to twice the
// canvas past each edge; Lamina reaches less far, see filterMargin). The offscreen canvas
// shares this canvas's budgets and counts as an open group while it lives.
import Foundation

extension Canvas {
    /// How far past each edge of a `width × height` canvas a filtered drawing reaches, in
    /// pixels: a quarter of the shorter side, at most 256, so that the offscreen canvas holds at
    /// most about 2.25 times the canvas's pixels and filters stay within their budget (and
    /// less where the offscreen canvas would pass ``Image/maxSide``).
    static func filterMargin(width: Int, height: Int) -> Int {
        max(min(min(width, height) / 4, 256, (Image.maxSide - max(width, height)) / 2), 0)
    }

    /// Draws with `body` on an offscreen canvas covering `filters`' regions (under the current
    /// transform), reaching up to ``filterMargin(width:height:)`` pixels past this canvas's
    /// edges, runs the drawing through `filters` in order and returns it as a group on this
    /// canvas's device pixels, ready to paint.
    ///
    /// `body` gets a canvas whose current transform draws where this one's would, with this
    /// canvas's scale, budgets and cancellation; what it spends is spent here.
    /// Where the open-group memory (``maximumOpenGroupPixels``) cannot hold the margin, the
    /// drawing stops at the canvas's edges.
    /// - Throws: ``RenderError/tooManyGroupPixels(limit:)`` when even that would pass the
    ///   open-group budget, what `body` throws, and what ``filtered(_:by:)`` throws.
    public func filteredDrawing(by filters: [Filter], _ body: (Canvas) throws -> Void) throws -> CanvasGroup {
        let available = openGroupPixelLimit - openGroupPixels.reduce(0, +)
        // Past the edges while the open-group memory allows, else within the canvas.
        guard var area = filterArea(filters, margin: Self.filterMargin(width: width, height: height)) else {
            // Nothing to draw: an empty group (filters without a region show nothing).
            return try group(of: try Image(width: 1, height: 1), deviceOffset: (0, 0))
        }
        if (area.x1 - area.x0) * (area.y1 - area.y0) > available, let inside = filterArea(filters, margin: 0) {
            area = inside
        }
        let (w, h) = (area.x1 - area.x0, area.y1 - area.y0)
        guard w * h <= available else { throw RenderError.tooManyGroupPixels(limit: Self.maximumOpenGroupPixels) }
        let offscreen = try Canvas(width: w, height: h, scale: scale)
        offscreen.budgetLimits = budgetLimits
        offscreen.budgetLeft = budgetLeft
        offscreen.cancellation = cancellation
        offscreen.openGroupPixels = openGroupPixels + [w * h]
        offscreen.openGroupPixelLimit = openGroupPixelLimit
        try offscreen.concatenate(currentTransform.concatenating(
            CGAffineTransform(translationX: -CGFloat(area.x0) / scale, y: -CGFloat(area.y0) / scale)))
        do {
            try body(offscreen)
        } catch {
            budgetLeft = offscreen.budgetLeft
            throw error
        }
        budgetLeft = offscreen.budgetLeft
        let image = try run(filters, on: try offscreen.makeImage(), toPixels: offscreen.deviceTransform)
        return try group(of: image, deviceOffset: (Double(-area.x0), Double(-area.y0)))
    }

    /// The device pixels the filters' regions cover under the current transform, up to
    /// `margin` pixels past the canvas's edges; nil when they cover none.
    private func filterArea(_ filters: [Filter], margin: Int) -> FilterEvaluator.PixelBox? {
        let limit = FilterEvaluator.PixelBox(x0: -margin, y0: -margin, x1: width + margin, y1: height + margin)
        var area: FilterEvaluator.PixelBox?
        for filter in filters where canDraw {
            let box = FilterEvaluator.pixelBox(filter.region, deviceTransform, within: limit)
            guard box.x1 > box.x0, box.y1 > box.y0 else { continue }
            area = area.map { FilterEvaluator.PixelBox(x0: min($0.x0, box.x0), y0: min($0.y0, box.y0),
                                                        x1: max($0.x1, box.x1), y1: max($0.y1, box.y1)) } ?? box
        }
        return area
    }
}
