// Turning a committed render tree into pixels.
import Foundation

/// Renders a ``RenderTree`` into an ``Image`` at a scale, over a background colour.
///
/// The image shows the root layer's bounds: its top-left pixel is the point
/// `root.bounds.origin`. The root's own `position`, `anchorPoint` and `transform` place it in a
/// superlayer it does not have, so they are ignored (as `CALayer.render(in:)` does); its
/// opacity, mask, shadow and everything else apply.
///
/// A renderer holds only settings, so one can render many trees on many threads at once.
public struct Renderer: Sendable, Equatable {
    /// Pixels per point: 1, 2 or 3 for the usual screens. Default 1. Must be finite and > 0.
    public var scale: CGFloat
    /// The colour the image starts as, beneath the layers. Default clear (transparent).
    public var background: Color
    /// What each render may spend: dash segments, blurred and drawn pixels, edge rows.
    /// Default one image's worth, `RenderBudget()`.
    public var budget: RenderBudget
    /// Stops the render early, at a deadline or when cancelled from another thread: the render
    /// then throws ``RenderError/timedOut(seconds:)`` or ``RenderError/cancelled`` (inside a
    /// ``LayerRenderError`` when it stops while drawing a layer). Default nil: never stops.
    public var cancellation: RenderCancellation?
    /// Draws as `CALayer.render(in:)` draws on iOS, which is what iOS snapshot tests record: a
    /// transform or sublayer transform that is not 2-D affine (a turn about x or y, a
    /// perspective) is left out, the layer drawn as if it were the identity. Default false:
    /// such layers are placed in 3-D and flattened, as Core Animation shows them on screen.
    public var skipsDepthTransforms = false
    /// How the edges of filled and stroked shapes cover their pixels. Default
    /// ``Antialiasing/area``, the exact area, as Core Graphics draws them.
    public var antialiasing = Antialiasing.area
    /// Whether strokes at most a pixel across are drawn as Skia's antialiased hairlines, as
    /// browsers draw SVG (``Canvas/drawsHairlines``). Default false, as Core Graphics draws them.
    public var drawsHairlines = false

    /// Creates a renderer.
    /// - Parameters:
    ///   - scale: pixels per point. Default 1.
    ///   - background: the colour beneath the layers. Default clear.
    ///   - budget: what each render may spend. Default one image's worth.
    ///   - cancellation: stops the render early. Default nil.
    public init(scale: CGFloat = 1, background: Color = .clear, budget: RenderBudget = RenderBudget(),
                cancellation: RenderCancellation? = nil) {
        self.scale = scale
        self.background = background
        self.budget = budget
        self.cancellation = cancellation
    }

    /// Renders `tree` into an image of `size` points (default: the root layer's bounds size),
    /// that is `ceil(size × scale)` pixels.
    /// - Throws: ``RenderError/invalidSize`` for an empty or oversized image or a bad scale,
    ///   ``RenderError/nonFinite`` for a non-finite size or scale; ``LayerRenderError`` for a
    ///   `RenderError` raised while drawing a layer (a non-finite number, a Cairo failure, a
    ///   budget run out), naming the innermost layer being drawn.
    public func render(_ tree: RenderTree, size: CGSize? = nil) throws -> Image {
        var statistics = RenderStatistics()
        return try render(tree, size: size, statistics: &statistics)
    }

    /// Commits `layer` and renders it at the size of its bounds.
    /// - Throws: the errors of ``Layer/commit()`` and ``render(_:size:)``.
    public func render(_ layer: Layer) throws -> Image {
        try render(layer.commit())
    }

    /// Commits `layer` and renders it as ``render(_:)-(Layer)`` does, spending no more than
    /// `budget` has left (in place of ``budget``, which the errors still name as the limits);
    /// `budget` is lowered by what was spent, so several renders can share it.
    /// - Throws: the errors of ``render(_:)-(Layer)``; a ``LayerRenderError`` holding
    ///   `RenderError.tooManyDashSegments`, `.tooManyBlurPixels`, `.tooManyDrawnPixels` or
    ///   `.tooManyEdgeRows` when the budget runs out, naming the layer whose drawing overspent it.
    public func render(_ layer: Layer, budget: inout RenderBudget) throws -> Image {
        var statistics = RenderStatistics()
        return try render(layer.commit(), size: nil, statistics: &statistics, budget: &budget)
    }

    /// Renders, reporting the work done (``RenderStatistics``).
    func render(_ tree: RenderTree, size: CGSize?, statistics: inout RenderStatistics) throws -> Image {
        var budget = self.budget
        return try render(tree, size: size, statistics: &statistics, budget: &budget)
    }

    /// Renders as ``render(_:size:statistics:)``, spending from `budget`, into `buffer` when
    /// one is given (``FrameBuffer``).
    func render(_ tree: RenderTree, size: CGSize?, statistics: inout RenderStatistics,
                budget: inout RenderBudget, buffer: FrameBuffer? = nil) throws -> Image {
        let size = size ?? tree.size
        guard size.width.isFinite, size.height.isFinite, scale.isFinite else {
            throw RenderError.nonFinite("render size or scale")
        }
        let pixels = (width: (size.width * scale).rounded(.up), height: (size.height * scale).rounded(.up))
        let limit = CGFloat(Image.maxSide)
        guard pixels.width >= 1, pixels.height >= 1, pixels.width <= limit, pixels.height <= limit else {
            throw RenderError.invalidSize(width: Int(min(max(pixels.width, -limit), limit * 2)),
                                          height: Int(min(max(pixels.height, -limit), limit * 2)),
                                          reason: "expected \(size.width)×\(size.height) points at scale \(scale) to give 1…\(Image.maxSide) px per side")
        }
        try cancellation?.check()
        // Drawing recurses once per nesting level: on a stack that holds the tree's depth.
        return try LargeStack.run(depth: tree.root.nestingDepth()) {
            try draw(tree, width: Int(pixels.width), height: Int(pixels.height), statistics: &statistics, budget: &budget,
                     buffer: buffer)
        }
    }

    /// Draws `tree` into a new image of `width` × `height` pixels (or `buffer`'s), spending
    /// from `budget`.
    private func draw(_ tree: RenderTree, width: Int, height: Int, statistics: inout RenderStatistics,
                      budget: inout RenderBudget, buffer: FrameBuffer?) throws -> Image {
        // Drawn straight into the image's pixels: no copy at the end.
        let draw = { (canvas: Canvas) throws in
            canvas.cancellation = cancellation
            canvas.antialiasing = antialiasing
            canvas.drawsHairlines = drawsHairlines
            canvas.budgetLimits = self.budget
            canvas.budgetLeft = budget
            defer { budget = canvas.budgetLeft }
            if background.alpha > 0 { try canvas.clear(background) }
            try canvas.translateBy(x: -tree.root.bounds.minX, y: -tree.root.bounds.minY)
            var compositor = Compositor(canvas: canvas)
            defer { statistics = compositor.statistics }
            try compositor.draw(skipsDepthTransforms ? tree.root.withoutDepthTransforms() ?? tree.root : tree.root)
        }
        if let buffer { return try buffer.draw(width: width, height: height, scale: scale, drawing: draw) }
        return try Image(width: width, height: height, scale: scale, drawing: draw)
    }
}
