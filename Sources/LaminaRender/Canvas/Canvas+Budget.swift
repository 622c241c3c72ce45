// What one canvas may spend, so that a small file cannot buy a long or huge render. Each budget
// counts the work that costs: dash segments (each an arc-length inversion and a stroked piece),
// pixels blurred, pixels drawn (every fill, stroke, image, group and mask over the area it can
// touch), edge rows (Cairo's scan converter walks every path edge down every pixel row it
// crosses, so a tangle of long edges costs rows × edges, not pixels), and the memory of the
// offscreen groups open at once. The limits are chosen from
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

    /// The most edge rows the paths filled, stroked and clipped on one canvas may have in all:
    /// each path edge counts the device pixel rows it spans inside the canvas (a curve by its
    /// control points), a stroke's path twice (both sides of the pen). 2^22: a tangle of
    /// thousands of edges crossing the whole canvas costs ~100 ns an edge row, so about 0.4 s;
    /// ordinary drawings cost a tenth of that per row.
    public static let maximumEdgeRowsPerImage = 1 << 22

    /// The most work units one canvas may spend on all kinds of work together: each budget's
    /// unit costs its worst measured time in nanoseconds (``workPerDashSegment``,
    /// ``workPerBlurPixel``, ``workPerDrawnPixel``, ``workPerEdgeRow``), so one budget spent in
    /// full costs a few tenths of a second and all of them together no more than this:
    /// 800,000,000, about 0.8 s.
    public static let maximumWorkPerImage = 800_000_000
    /// Work units a dash segment costs: ~1.5 µs for round-capped dashes on curves.
    public static let workPerDashSegment = 1_500
    /// Work units a blurred pixel costs: ~15 ns for a large shadow.
    public static let workPerBlurPixel = 15
    /// Work units a drawn pixel costs: ~0.6 ns for clipped fills and groups.
    public static let workPerDrawnPixel = 1
    /// Work units an edge row costs: ~60–170 ns with thousands of edges on the same rows.
    public static let workPerEdgeRow = 100

    /// The most pixels the offscreen groups open at once on one canvas may hold: 2^26 (256 MiB
    /// at 4 bytes a pixel), so deeply nested group opacity or masks over a large canvas are an
    /// error rather than gigabytes.
    public static let maximumOpenGroupPixels = 1 << 26

    /// What the canvas may still spend; setting it replaces what is left (negative amounts
    /// count as 0), so that several canvases can share one budget.
    public var budgetLeft: RenderBudget {
        get {
            RenderBudget(dashSegments: dashSegmentsLeft, blurPixels: blurPixelsLeft, drawnPixels: drawnPixelsLeft,
                         edgeRows: edgeRowsLeft, work: workLeft)
        }
        set {
            dashSegmentsLeft = max(newValue.dashSegments, 0)
            blurPixelsLeft = max(newValue.blurPixels, 0)
            drawnPixelsLeft = max(newValue.drawnPixels, 0)
            edgeRowsLeft = max(newValue.edgeRows, 0)
            workLeft = max(newValue.work, 0)
        }
    }

    /// The open-group pixels this canvas may still open (``openGroupPixelLimit`` less those
    /// open now).
    var availableGroupPixels: Int { openGroupPixelLimit - openGroupPixels.reduce(0, +) }

    /// A `width` × `height` px canvas at `scale` that draws for this one: it shares the budget
    /// (hand it back with ``draw(on:_:)``), the cancellation and the open-group memory, of which
    /// it holds its own pixels.
    /// - Throws: ``RenderError/tooManyGroupPixels(limit:)`` past ``availableGroupPixels``, and
    ///   what `Canvas(width:height:scale:)` throws.
    func offscreenCanvas(width: Int, height: Int, scale: CGFloat) throws -> Canvas {
        guard width * height <= availableGroupPixels else {
            throw RenderError.tooManyGroupPixels(limit: Self.maximumOpenGroupPixels)
        }
        let offscreen = try Canvas(width: width, height: height, scale: scale)
        offscreen.budgetLimits = budgetLimits
        offscreen.budgetLeft = budgetLeft
        offscreen.cancellation = cancellation
        offscreen.openGroupPixels = openGroupPixels + [width * height]
        offscreen.openGroupPixelLimit = openGroupPixelLimit
        return offscreen
    }

    /// Runs `body` on `offscreen`, a canvas that draws for this one on its budget, and takes
    /// back what it left of the budget, whether `body` finished or threw.
    func draw(on offscreen: Canvas, _ body: (Canvas) throws -> Void) rethrows {
        defer { budgetLeft = offscreen.budgetLeft }
        try body(offscreen)
    }

    /// Takes `count` units of a budget's work (`unitCost` work units each) from ``workLeft``.
    /// - Throws: ``RenderError/tooMuchWork(limit:)`` when fewer are left (nothing is taken).
    func spendWork(_ count: Int, unitCost: Int) throws {
        let (units, overflow) = count.multipliedReportingOverflow(by: unitCost)
        guard !overflow, units <= workLeft else { throw RenderError.tooMuchWork(limit: budgetLimits.work) }
        workLeft -= units
    }

    /// Takes from ``edgeRowsLeft`` the device pixel rows inside the canvas that the edges of
    /// `path` (points under the current transform) span, `times` over.
    /// - Throws: ``RenderError/tooManyEdgeRows(limit:)`` when fewer are left (nothing is taken).
    func spendEdgeRows(of path: BezierPath, times: Int = 1) throws {
        guard canDraw else { return }
        let m = deviceTransform
        let bottom = CGFloat(height)
        var rows = 0, start: CGFloat = 0, last: CGFloat = 0
        /// Adds the rows an edge from `last` through its control rows to `end` spans, clamped
        /// to the canvas. (Fixed arguments, not a variadic list: an array per edge was most of
        /// the cost.)
        func span(to end: CGFloat, via c1: CGFloat? = nil, _ c2: CGFloat? = nil) {
            var low = last, high = last
            if let c1 { low = min(low, c1); high = max(high, c1) }
            if let c2 { low = min(low, c2); high = max(high, c2) }
            low = min(low, end); high = max(high, end)
            low = max(low, 0); high = min(high, bottom)
            if low <= high { rows += Int((high - low).rounded(.up)) + 1 }
            last = end
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                last = m.b * p.x + m.d * p.y + m.ty
                start = last
            case .line(let p): span(to: m.b * p.x + m.d * p.y + m.ty)
            case .quadCurve(let p, let c): span(to: m.b * p.x + m.d * p.y + m.ty, via: m.b * c.x + m.d * c.y + m.ty)
            case .curve(let p, let c1, let c2):
                span(to: m.b * p.x + m.d * p.y + m.ty, via: m.b * c1.x + m.d * c1.y + m.ty, m.b * c2.x + m.d * c2.y + m.ty)
            case .closeSubpath: span(to: start)
            }
        }
        let total = rows.multipliedReportingOverflow(by: times)
        try take(total.overflow ? Int.max : total.partialValue, from: \.edgeRowsLeft, unitCost: Self.workPerEdgeRow,
                 else: .tooManyEdgeRows(limit: budgetLimits.edgeRows))
    }

    /// Takes `pixels` from ``blurPixelsLeft``.
    /// - Throws: ``RenderError/tooManyBlurPixels(limit:)`` when fewer are left (nothing is taken).
    func spendBlurPixels(_ pixels: Int) throws {
        try take(pixels, from: \.blurPixelsLeft, unitCost: Self.workPerBlurPixel,
                 else: .tooManyBlurPixels(limit: budgetLimits.blurPixels))
    }

    /// Takes from ``drawnPixelsLeft`` the device pixels that drawing inside `rect` (points under
    /// the current transform; nil for everywhere) can touch within the clip, `times` over.
    /// - Throws: ``RenderError/tooManyDrawnPixels(limit:)`` when fewer are left (nothing is taken).
    func spendDrawnPixels(inside rect: CGRect?, times: Int = 1) throws {
        try take(reachablePixels(inside: rect) * times, from: \.drawnPixelsLeft, unitCost: Self.workPerDrawnPixel,
                 else: .tooManyDrawnPixels(limit: budgetLimits.drawnPixels))
    }

    /// Takes `amount` from the budget at `left` and its work (`unitCost` units each) from
    /// ``workLeft``.
    /// - Throws: `error` when fewer are left, ``RenderError/tooMuchWork(limit:)`` when the work
    ///   is spent (nothing is taken either way).
    func take(_ amount: Int, from left: ReferenceWritableKeyPath<Canvas, Int>, unitCost: Int,
              else error: @autoclosure () -> RenderError) throws {
        guard amount <= self[keyPath: left] else { throw error() }
        try spendWork(amount, unitCost: unitCost)
        self[keyPath: left] -= amount
    }

    /// Records an offscreen group as large as the clip, opening now: its pixels count against
    /// ``maximumOpenGroupPixels`` until ``closeGroupBudget()`` and twice against the drawn pixels.
    /// - Throws: ``RenderError/tooManyGroupPixels(limit:)`` or ``RenderError/tooManyDrawnPixels(limit:)``
    ///   (nothing is recorded).
    func openGroupBudget() throws {
        let pixels = reachablePixels(inside: nil)
        guard pixels <= availableGroupPixels else {
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
        var area = clipDeviceBox
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

    /// The device-space box around the clip's extents, within the canvas (null when the clip
    /// leaves nothing). Only meaningful while ``canDraw``.
    var clipDeviceBox: CGRect {
        var x1: Double = 0, y1: Double = 0, x2: Double = 0, y2: Double = 0
        cairo_clip_extents(context, &x1, &y1, &x2, &y2)
        return deviceBox(of: CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
            .intersection(CGRect(x: 0, y: 0, width: width, height: height))
    }

    /// The device-space box around `rect` (points under Cairo's current matrix).
    func deviceBox(of rect: CGRect) -> CGRect {
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
