// Core Graphics' drawing context over Lamina's Canvas: the current path, the graphics state
// (colours, line width, cap, join, dash, transform) saved and restored as a stack, and fills and
// strokes drawn at once by the Canvas. What a view's draw(_:) draws into.
import Foundation
import Lamina

/// A drawing destination, as Core Graphics' `CGContext`, drawing into a Lamina ``Canvas``.
///
/// Coordinates are in points, origin top left, y down (UIKit's flipped context). The current
/// path is kept in user space and drawn through the transform current when it is filled or
/// stroked (Core Graphics transforms each point when it is added: the two agree unless the
/// transform changes while a path is being built). Errors of the canvas (a non-finite number)
/// draw nothing and warn once per context.
public final class CGContext {
    /// The canvas drawn into.
    public let canvas: Canvas

    /// One level of the graphics state.
    private struct State {
        var fillColor = CGColor(gray: 0, alpha: 1)
        var strokeColor = CGColor(gray: 0, alpha: 1)
        var style = StrokeStyle()
        var alpha: CGFloat = 1
    }

    /// The current state; `saveGState()` pushes it on ``saved``.
    private var state = State()
    /// The saved states, innermost last.
    private var saved: [State] = []
    /// The current path, in user space.
    private var path = CGMutablePath()
    /// Whether a drawing call has painted anything (a view whose draw(_:) paints nothing keeps
    /// no contents).
    public private(set) var hasDrawn = false
    /// Whether a canvas error was already reported.
    private var warned = false

    /// A context drawing into `canvas`.
    public init(canvas: Canvas) { self.canvas = canvas }

    /// A context over a new transparent canvas of `size` points at `scale` pixels per point (at
    /// least 1 × 1 pixel): the bitmap behind an image context, an image renderer and a layer's
    /// backing store.
    ///
    /// - Throws: ``RenderError/nonFinite(_:)`` for a size or scale that is not finite or a scale
    ///   that is not positive, and the canvas's errors for one past its limits.
    package convenience init(size: CGSize, scale: CGFloat) throws {
        let width = size.width * scale, height = size.height * scale
        guard width.isFinite, height.isFinite, scale.isFinite, scale > 0,
              width < CGFloat(Int32.max), height < CGFloat(Int32.max) else {
            throw RenderError.nonFinite("drawing size \(size) at scale \(scale)")
        }
        self.init(canvas: try Canvas(width: max(1, Int(width.rounded(.up))), height: max(1, Int(height.rounded(.up))),
                                     scale: scale))
    }

    // MARK: State

    /// Pushes a copy of the graphics state (colours, line style, alpha, transform, clip).
    public func saveGState() {
        saved.append(state)
        canvas.save()
    }

    /// Pops the graphics state saved last; nothing when none is saved.
    public func restoreGState() {
        guard let last = saved.popLast() else { return }
        state = last
        canvas.restore()
    }

    /// Sets the fill colour. Default opaque black.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// Sets the stroke colour. Default opaque black.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// Sets the line width in points. Default 1.
    public func setLineWidth(_ width: CGFloat) { state.style.lineWidth = width }
    /// Sets the line cap. Default `.butt`.
    public func setLineCap(_ cap: CGLineCap) { state.style.lineCap = cap.laminaCap }
    /// Sets the line join. Default `.miter`.
    public func setLineJoin(_ join: CGLineJoin) { state.style.lineJoin = join.laminaJoin }
    /// Sets the miter limit. Default 10.
    public func setMiterLimit(_ limit: CGFloat) { state.style.miterLimit = limit }
    /// Sets the dash: `lengths` alternate painted and skipped points from `phase` in; an empty
    /// list draws solid lines (the default).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.style.dashPattern = lengths.isEmpty ? nil : lengths
        state.style.dashPhase = phase
    }
    /// Sets the alpha every later fill and stroke is drawn with, 0 … 1. Default 1.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }

    // MARK: Transform

    /// The current transform, from user space to the canvas's points.
    public var ctm: CGAffineTransform { canvas.currentTransform }
    /// Moves the origin by (`tx`, `ty`) points.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { attempt { try canvas.translateBy(x: tx, y: ty) } }
    /// Scales user space by (`sx`, `sy`).
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { attempt { try canvas.scaleBy(x: sx, y: sy) } }
    /// Rotates user space by `angle` radians (clockwise on the y-down screen).
    public func rotate(by angle: CGFloat) { attempt { try canvas.rotate(by: angle) } }
    /// Applies `transform` before the current one.
    public func concatenate(_ transform: CGAffineTransform) { attempt { try canvas.concatenate(transform) } }

    // MARK: The current path

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a line to `point`.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint]) { path.addLines(between: points) }
    /// Adds a cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2)
    }
    /// Adds a quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control) }
    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect) { path.addRect(rect) }
    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
    /// Adds an arc, `clockwise` in Core Graphics' y-up sense, as ``CGMutablePath``.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// Adds `path` to the current path.
    public func addPath(_ added: CGPath) { path.addPath(added) }
    /// Closes the current subpath.
    public func closePath() { path.closeSubpath() }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool { path.laminaPath.isEmpty }
    /// The current path's bounding box (`.null` when empty).
    public var boundingBoxOfPath: CGRect { path.boundingBox }

    // MARK: Painting (each clears the current path, as in Core Graphics)

    /// Strokes the current path with the stroke colour and line style.
    public func strokePath() { drawPath(using: .stroke) }
    /// Fills the current path with the fill colour (`rule` non-zero by default).
    public func fillPath(using rule: CGPathFillRule = .winding) { drawPath(using: rule == .evenOdd ? .eoFill : .fill) }
    /// Fills and/or strokes the current path.
    public func drawPath(using mode: CGPathDrawingMode) {
        let current = path.laminaPath
        path = CGMutablePath()
        guard !current.isEmpty else { return }
        switch mode {
        case .fill: paintFill(current, rule: .nonZero)
        case .eoFill: paintFill(current, rule: .evenOdd)
        case .stroke: paintStroke(current)
        case .fillStroke: paintFill(current, rule: .nonZero); paintStroke(current)
        case .eoFillStroke: paintFill(current, rule: .evenOdd); paintStroke(current)
        }
    }
    /// Fills `rect` with the fill colour (the current path is kept).
    public func fill(_ rect: CGRect) { paintFill(CGPath(rect: rect, transform: nil).laminaPath, rule: .nonZero) }
    /// Strokes `rect` with the stroke colour and line style (the current path is kept).
    public func stroke(_ rect: CGRect) { paintStroke(CGPath(rect: rect, transform: nil).laminaPath) }
    /// Fills the ellipse in `rect` with the fill colour (the current path is kept).
    public func fillEllipse(in rect: CGRect) { paintFill(CGPath(ellipseIn: rect, transform: nil).laminaPath, rule: .nonZero) }
    /// Strokes the ellipse in `rect` (the current path is kept).
    public func strokeEllipse(in rect: CGRect) { paintStroke(CGPath(ellipseIn: rect, transform: nil).laminaPath) }
    /// Strokes a line through each pair of `points` (the current path is kept).
    public func strokeLineSegments(between points: [CGPoint]) {
        var segments = BezierPath()
        for index in stride(from: 0, to: points.count - 1, by: 2) {
            segments.move(to: points[index])
            segments.addLine(to: points[index + 1])
        }
        paintStroke(segments)
    }
    /// Makes the pixels of `rect` transparent, as Core Graphics' `clear(_:)`.
    public func clear(_ rect: CGRect) {
        attempt {
            canvas.save()
            defer { canvas.restore() }
            try canvas.clip(to: CGPath(rect: rect, transform: nil).laminaPath)
            try canvas.clear()
        }
    }
    /// Intersects the clip with the current path (non-zero rule), and clears the path.
    public func clip() {
        let current = path.laminaPath
        path = CGMutablePath()
        attempt { try canvas.clip(to: current) }
    }
    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { attempt { try canvas.clip(to: CGPath(rect: rect, transform: nil).laminaPath) } }

    // MARK: Images

    /// The pixels drawn so far, as Core Graphics' `makeImage()` of a bitmap context: a copy, at
    /// the canvas's pixel size (points × its scale). Nil, with a warning, if the canvas cannot be
    /// read.
    public func makeImage() -> CGImage? {
        do {
            return CGImage(laminaImage: try canvas.makeImage())
        } catch {
            CAWarnings.warn("CGContext.makeImage(): \(error); no image")
            return nil
        }
    }

    /// Draws `image` stretched to fill `rect` (in user space), with the context's alpha and clip,
    /// as Core Graphics' `draw(_:in:)`.
    ///
    /// Core Graphics draws an image in its y-up sense: the image's first row lands on `rect`'s
    /// maximum y. Every Lamina context is UIKit's flipped, y-down one (a view's `draw(_:)`, an
    /// image renderer, a layer's `draw(in:)`), so there the image appears upside down, exactly
    /// as `CGContextDrawImage` does in those contexts on iOS (Apple's Quartz 2D Programming
    /// Guide, "Drawing to a Graphics Context in iOS": an image drawn with `CGContextDrawImage`
    /// appears upside down unless the CTM's y-axis is inverted first). Draw upright with
    /// `UIImage.draw(in:)`, which flips the context around `rect` first, as UIKit does.
    public func draw(_ image: CGImage, in rect: CGRect) {
        attempt {
            canvas.save()
            defer { canvas.restore() }
            try canvas.translateBy(x: 0, y: rect.minY + rect.maxY)
            try canvas.scaleBy(x: 1, y: -1)
            try canvas.draw(image.laminaImage, from: CGRect(x: 0, y: 0, width: image.width, height: image.height),
                            in: rect, opacity: state.alpha)
            hasDrawn = true
        }
    }

    // MARK: Drawing

    private func paintFill(_ path: BezierPath, rule: FillRule) {
        let color = state.fillColor.laminaColor
        attempt {
            try canvas.fill(path, color: color.withAlphaComponent(color.alpha * state.alpha), rule: rule)
            hasDrawn = true
        }
    }

    private func paintStroke(_ path: BezierPath) {
        let color = state.strokeColor.laminaColor
        attempt {
            try canvas.stroke(path, color: color.withAlphaComponent(color.alpha * state.alpha), style: state.style)
            hasDrawn = true
        }
    }

    /// Runs a canvas call; an error draws nothing and is reported once.
    private func attempt(_ body: () throws -> Void) {
        do {
            try body()
        } catch {
            if !warned { CAWarnings.warn("CGContext: \(error); drawing skipped") }
            warned = true
        }
    }
}
