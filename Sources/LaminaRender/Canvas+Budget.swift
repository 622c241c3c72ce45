// What one canvas may spend, so that a small file cannot buy a long or huge render. Each budget
// counts the work that costs: dash segments (each an arc-length inversion and a stroked piece),
// pixels blurred, pixels drawn (every fill, stroke, image, group and mask over the area it can
// touch), and the memory of the offscreen groups open at once. The limits are chosen from
// measurements of the worst cases (Scripts/worst-cases.sh) on a 2-core machine: each costs at
// most about a quarter of a second, so a render that spends every budget stays near a second.
import CCairo
import Foundation

extension Canvas {
    /// The most dash segments all strokes on one canvas may produce together (each path may
    /// produce at most `BezierPath.maximumDashSegments`): 200,000, about a quarter of a second
    /// for the dearest kind (round-capped dashes on curves, ~1.2 µs each).
    public static let maximumDashSegmentsPerImage = 200_000

    /// The most pixels the shadows and backdrop filters on one canvas may process together
    /// (each shadow its blurred area, each backdrop filter the area it reads): 2^24, about a
    /// quarter of a second of blurring.
    public static let maximumBlurPixelsPerImage = 1 << 24

    /// The most pixels one canvas may draw in all: each fill, stroke, image, text and gradient
    /// counts the device pixels its bounding box covers inside the clip, each offscreen group
    /// the clip's area twice (cleared, then composited), each mask the clip's area twice.
    /// 2^29, a few tenths of a second of compositing: 64 times an 8K frame, 260 times a 1080p
    /// one, 8,000 times a 256-pixel icon.
    public static let maximumDrawnPixelsPerImage = 1 << 29

    /// The most pixels the offscreen groups open at once on one canvas may hold: 2^26 (256 MiB
    /// at 4 bytes a pixel), so deeply nested group opacity or masks over a large canvas are an
    /// error rather than gigabytes.
    public static let maximumOpenGroupPixels = 1 << 26

    /// Lowers the budgets to the given amounts (never raises them), so that several canvases
    /// can share one budget.
    public func limitBudgets(dashSegments: Int, blurPixels: Int, drawnPixels: Int = Canvas.maximumDrawnPixelsPerImage) {
        dashSegmentsLeft = min(dashSegmentsLeft, max(dashSegments, 0))
        blurPixelsLeft = min(blurPixelsLeft, max(blurPixels, 0))
        drawnPixelsLeft = min(drawnPixelsLeft, max(drawnPixels, 0))
    }

    /// Takes `pixels` from ``blurPixelsLeft``.
    /// - Throws: ``RenderError/tooManyBlurPixels(limit:)`` when fewer are left (nothing is taken).
    func spendBlurPixels(_ pixels: Int) throws {
        guard pixels <= blurPixelsLeft else { throw RenderError.tooManyBlurPixels(limit: Self.maximumBlurPixelsPerImage) }
        blurPixelsLeft -= pixels
    }

    /// Takes from ``drawnPixelsLeft`` the device pixels that drawing inside `rect` (points under
    /// the current transform; nil for everywhere) can touch within the clip, `times` over.
    /// - Throws: ``RenderError/tooManyDrawnPixels(limit:)`` when fewer are left (nothing is taken).
    func spendDrawnPixels(inside rect: CGRect?, times: Int = 1) throws {
        let pixels = reachablePixels(inside: rect) * times
        guard pixels <= drawnPixelsLeft else { throw RenderError.tooManyDrawnPixels(limit: Self.maximumDrawnPixelsPerImage) }
        drawnPixelsLeft -= pixels
    }

    /// Records an offscreen group as large as the clip, opening now: its pixels count against
    /// ``maximumOpenGroupPixels`` until ``closeGroupBudget()`` and twice against the drawn pixels.
    /// - Throws: ``RenderError/tooManyGroupPixels(limit:)`` or ``RenderError/tooManyDrawnPixels(limit:)``
    ///   (nothing is recorded).
    func openGroupBudget() throws {
        let pixels = reachablePixels(inside: nil)
        guard pixels <= openGroupPixelLimit - openGroupPixels.reduce(0, +) else {
            throw RenderError.tooManyGroupPixels(limit: Self.maximumOpenGroupPixels)
        }
        try spendDrawnPixels(inside: nil, times: 2)
        openGroupPixels.append(pixels)
    }

    /// Forgets the innermost open group's pixels.
    func closeGroupBudget() {
        _ = openGroupPixels.popLast()
    }

    /// The device pixels inside both the clip and `rect` (points under the current transform,
    /// nil for the clip alone), 0 when nothing can be drawn.
    func reachablePixels(inside rect: CGRect?) -> Int {
        guard canDraw else { return 0 }
        var x1: Double = 0, y1: Double = 0, x2: Double = 0, y2: Double = 0
        cairo_clip_extents(context, &x1, &y1, &x2, &y2)
        var area = deviceBox(of: CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
            .intersection(CGRect(x: 0, y: 0, width: width, height: height))
        if let rect {
            guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return 0 }
            area = area.intersection(deviceBox(of: rect))
        }
        guard !area.isNull, area.width > 0, area.height > 0 else { return 0 }
        // Whole pixels touched; the area is within the canvas, so the product fits.
        let columns = Int(area.maxX.rounded(.up)) - Int(area.minX.rounded(.down))
        let rows = Int(area.maxY.rounded(.up)) - Int(area.minY.rounded(.down))
        return columns * rows
    }

    /// The device-space box around `rect` (points under Cairo's current matrix).
    private func deviceBox(of rect: CGRect) -> CGRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var dx = Double(x), dy = Double(y)
            cairo_user_to_device(context, &dx, &dy)
            minX = min(minX, dx); maxX = max(maxX, dx)
            minY = min(minY, dy); maxY = max(maxY, dy)
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else {
            return CGRect(x: 0, y: 0, width: width, height: height)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
