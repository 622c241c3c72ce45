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
        let available = availableGroupPixels
        // Filters that read each pixel alone (a Lottie Fill or Tint effect) need nothing past the
        // edges, and of the rest only what the clip lets through shows. Others reach past the
        // edges while the open-group memory allows, else stop at the canvas's.
        let isPixelLocal = filters.allSatisfy(\.isPixelLocal)
        let wide = isPixelLocal ? clipPixelBox : canvasPixelBox(margin: Self.filterMargin(width: width, height: height))
        guard var area = filterArea(filters, within: wide) else {
            // Nothing to draw: an empty group (filters without a region show nothing).
            return try group(of: try Image(width: 1, height: 1), deviceOffset: (0, 0))
        }
        if (area.x1 - area.x0) * (area.y1 - area.y0) > available, let inside = filterArea(filters, within: canvasPixelBox(margin: 0)) {
            area = inside
        }
        let (w, h) = (area.x1 - area.x0, area.y1 - area.y0)
        let offscreen = try offscreenCanvas(width: w, height: h, scale: scale)
        try offscreen.concatenate(currentTransform.concatenating(
            CGAffineTransform(translationX: -CGFloat(area.x0) / scale, y: -CGFloat(area.y0) / scale)))
        try draw(on: offscreen, body)
        let image = try run(filters, on: try offscreen.makeImage(), toPixels: offscreen.deviceTransform)
        return try group(of: image, deviceOffset: (Double(-area.x0), Double(-area.y0)))
    }

    /// The device pixels the filters' regions cover under the current transform, within
    /// `limit`; nil when they cover none.
    private func filterArea(_ filters: [Filter], within limit: FilterEvaluator.PixelBox) -> FilterEvaluator.PixelBox? {
        var area: FilterEvaluator.PixelBox?
        for filter in filters where canDraw {
            let box = FilterEvaluator.pixelBox(filter.region, deviceTransform, within: limit)
            guard box.x1 > box.x0, box.y1 > box.y0 else { continue }
            area = area.map { FilterEvaluator.PixelBox(x0: min($0.x0, box.x0), y0: min($0.y0, box.y0),
                                                        x1: max($0.x1, box.x1), y1: max($0.y1, box.y1)) } ?? box
        }
        return area
    }

    /// The canvas's pixels and `margin` more past each edge.
    private func canvasPixelBox(margin: Int) -> FilterEvaluator.PixelBox {
        FilterEvaluator.PixelBox(x0: -margin, y0: -margin, x1: width + margin, y1: height + margin)
    }

    /// The canvas's pixels the clip touches (whole pixels of ``clipDeviceBox``); the whole
    /// canvas when the transform cannot map them, none when the clip leaves nothing.
    private var clipPixelBox: FilterEvaluator.PixelBox {
        guard canDraw else { return canvasPixelBox(margin: 0) }
        let box = clipDeviceBox
        guard !box.isNull else { return FilterEvaluator.PixelBox(x0: 0, y0: 0, x1: 0, y1: 0) }
        return FilterEvaluator.PixelBox(x0: Int(box.minX.rounded(.down)), y0: Int(box.minY.rounded(.down)),
                                        x1: Int(box.maxX.rounded(.up)), y1: Int(box.maxY.rounded(.up)))
    }
}

extension Filter {
    /// Whether each primitive's result at a pixel depends only on its inputs at that pixel
    /// (colour matrices, transfer functions, floods, composites, merges, blends): such a filter
    /// reads nothing past the canvas's edges, and only its pixels inside the clip can show.
    package var isPixelLocal: Bool { primitives.allSatisfy(\.effect.isPixelLocal) }

    /// Whether the filter leaves a transparent pixel transparent: every primitive is a colour
    /// matrix whose alpha row adds nothing, a hue rotation, or a transfer whose alpha function
    /// maps 0 to 0. Such a filter draws nothing where its drawing has nothing, so the drawing's
    /// own bounds bound its result (a Lottie Fill or Tint effect on a small layer).
    package var keepsTransparentPixels: Bool {
        primitives.allSatisfy { primitive in
            switch primitive.effect {
            case .colorMatrix(let m): m.count != 20 || !m.allSatisfy(\.isFinite) || m[19] * 255 < 0.5
            case .hueRotate: true
            case .componentTransfer(_, _, _, let alpha): alpha.table.first == 0
            default: false
            }
        }
    }
}

extension FilterEffect {
    /// Whether the result at a pixel depends only on the inputs at that pixel (a colour matrix,
    /// hue rotation, transfer function, flood, composite, merge or blend).
    package var isPixelLocal: Bool {
        switch self {
        case .flood, .composite, .merge, .blend, .colorMatrix, .hueRotate, .componentTransfer: true
        default: false
        }
    }
}
