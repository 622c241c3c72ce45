// Part Canvas/: the drawing surface. Canvas wraps Cairo and sends solid fills and strokes to
// Lamina's scan converter and stroker (Canvas+Direct*); paths, strokes, gradients, images,
// groups, masks, shadows, backdrops and the render budget live beside it.
// May use: Pixels/, Blur/, RenderError, Cairo and CLaminaRaster; not Text/, Filters/ or Codecs/.
//
// A drawing surface: a safe wrapper over a Cairo ARGB32 image surface and its cairo_t.
//
// Cairo puts a context into a permanent error state on bad input (a singular matrix, a NaN, an
// invalid dash) and then silently draws nothing. Canvas keeps that from happening: numbers are
// checked before they reach Cairo, the transform is tracked here so a singular one is never handed
// to Cairo, and every operation's status is checked afterwards (see `check(_:)`).
import CCairo
import Foundation

/// A raster canvas that draws paths in points onto premultiplied ARGB32 pixels, through Cairo.
///
/// The canvas is `width × height` **pixels**; drawing is in **points**, with `scale` pixels per
/// point pre-applied. A 100 × 100-point scene at scale 2 is `Canvas(width: 200, height: 200,
/// scale: 2)`, and filling the rectangle (0, 0, 100, 100) covers all of it. The origin is the
/// top-left corner and y grows downward.
///
/// Shapes are antialiased (Cairo's default) and curves are flattened to within 0.1 device pixel
/// (Cairo's default tolerance).
///
/// A transform that cannot be inverted (for example a zero scale) is legal, as in Core Graphics:
/// while it is current, fills and strokes draw nothing and `clip(to:)` clips everything away.
///
/// Not `Sendable`: use one canvas per thread. The pixels it produces (``makeImage()``) are an
/// ``Image``, which is.
public final class Canvas {
    /// Width of the surface in pixels.
    public let width: Int
    /// Height of the surface in pixels.
    public let height: Int
    /// Pixels per point, applied beneath every transform. Default 1.
    public let scale: CGFloat

    /// The Cairo image surface (`cairo_surface_t *`, ARGB32). Owned; destroyed in `deinit`.
    let surface: OpaquePointer
    /// The Cairo context (`cairo_t *`). Owned; replaced by a fresh one after a Cairo error.
    private(set) var context: OpaquePointer
    /// The box of pixels the drawing may have changed, [x0, x1) × [y0, y1) (empty while x0 ≥
    /// x1), which the scan converter grows (Canvas+Touched.swift). Owned; freed in `deinit`.
    let touchedBox: UnsafeMutablePointer<Int32> = {
        let box = UnsafeMutablePointer<Int32>.allocate(capacity: 4)
        box.initialize(from: [0, 0, 0, 0], count: 4)
        return box
    }()

    /// Stops drawing on this canvas when cancelled or past its deadline: every drawing call
    /// then throws its error. Default nil.
    public var cancellation: RenderCancellation?
    /// How the edges of the shapes Lamina's scan converter fills and strokes cover their pixels.
    /// Default ``Antialiasing/area``.
    public var antialiasing = Antialiasing.area
    /// Whether strokes at most a device pixel across (on both axes) are drawn as Skia draws
    /// them, as antialiased hairlines: one pixel across, each step along the line splitting its
    /// alpha between the two pixels beside it, the alpha times the stroke's width in pixels
    /// (Chromium and resvg draw every SVG stroke this thin so). Default false: the stroke's
    /// outline, filled, as Core Graphics draws it. Applies where Lamina's stroker draws (see
    /// ``Antialiasing``).
    public var drawsHairlines = false

    /// Runs `body` with ``antialiasing`` set to `mode` and ``drawsHairlines`` to `hairlines`
    /// (each left as it is for nil), then restores them.
    public func withEdges<Result>(_ mode: Antialiasing?, hairlines: Bool?, _ body: () throws -> Result) rethrows -> Result {
        let saved = (antialiasing, drawsHairlines)
        antialiasing = mode ?? antialiasing
        drawsHairlines = hairlines ?? drawsHairlines
        defer { (antialiasing, drawsHairlines) = saved }
        return try body()
    }
    /// The budgets the errors name as the limits: one image's worth unless a renderer gives the
    /// canvas more (setting it does not change ``budgetLeft``). Default `RenderBudget()`.
    public var budgetLimits = RenderBudget()
    /// What is left of ``maximumDashSegmentsPerImage`` on this canvas.
    public internal(set) var dashSegmentsLeft = Canvas.maximumDashSegmentsPerImage
    /// What is left of ``maximumBlurPixelsPerImage`` on this canvas.
    public internal(set) var blurPixelsLeft = Canvas.maximumBlurPixelsPerImage
    /// What is left of ``maximumDrawnPixelsPerImage`` on this canvas.
    public internal(set) var drawnPixelsLeft = Canvas.maximumDrawnPixelsPerImage
    /// What is left of ``maximumEdgeRowsPerImage`` on this canvas.
    public internal(set) var edgeRowsLeft = Canvas.maximumEdgeRowsPerImage
    /// What is left of ``maximumWorkPerImage`` on this canvas.
    public internal(set) var workLeft = Canvas.maximumWorkPerImage
    /// The pixels of each offscreen group now open, innermost last (Canvas+Budget.swift).
    var openGroupPixels: [Int] = []
    /// The most pixels the open groups may hold together: ``maximumOpenGroupPixels``, lower in tests.
    var openGroupPixelLimit = Canvas.maximumOpenGroupPixels
    /// Whether the surface is finished (``Image/init(width:height:scale:drawing:)`` finishes
    /// its canvas when the drawing returns): its pixels may belong to an image by then, so
    /// nothing may write them directly, and Cairo refuses to draw.
    private(set) var isFinished = false

    /// The state `save()` and `restore()` keep alongside Cairo's own: Cairo never sees a
    /// singular matrix, so the true transform lives here.
    struct GraphicsState {
        /// The user transform, in points (the scale is not included).
        var transform: CGAffineTransform = .identity
        /// The clip's shape, as far as the canvas knows it.
        var clip: DeviceClip = .none
    }

    /// The clip's shape in device pixels (Cairo's user space under the identity matrix), which
    /// the scan converter needs where Cairo cannot list it: a rectangle whose edges cut pixels.
    enum DeviceClip {
        /// Nothing clipped.
        case none
        /// Every clip so far was a rectangle in device pixels; this is where they meet.
        case rectangle(CGRect)
        /// Some clip was another shape.
        case other

        /// The clip after intersecting it with `rect` (in device pixels), or with another shape (nil).
        func intersecting(_ rect: CGRect?) -> DeviceClip {
            guard let rect else { return .other }
            switch self {
            case .none: return .rectangle(rect)
            case .rectangle(let current): return .rectangle(current.intersection(rect))
            case .other: return .other
            }
        }
    }

    /// The current graphics state.
    var state = GraphicsState()
    /// States pushed by `save()`, innermost last.
    private var savedStates: [GraphicsState] = []

    /// Creates a transparent canvas.
    /// - Parameters:
    ///   - width: width in pixels, 1…16384.
    ///   - height: height in pixels, 1…16384; at most 2^28 pixels in all.
    ///   - scale: pixels per point, finite and > 0. Default 1.
    /// - Throws: ``RenderError/invalidSize`` for a size outside the limits or a bad scale,
    ///   ``RenderError/nonFinite`` for a NaN or infinite scale, ``RenderError/cairo`` when Cairo
    ///   cannot allocate the surface.
    public convenience init(width: Int, height: Int, scale: CGFloat = 1) throws {
        try Image.validate(width: width, height: height)
        try Self.validate(scale: scale, width: width, height: height)
        try self.init(surface: try Self.makeSurface(width: width, height: height), scale: scale)
    }

    /// Creates a canvas that draws onto a copy of `image` (its pixels are the starting content).
    /// - Parameter scale: pixels per point, finite and > 0. Default 1.
    /// - Throws: as ``init(width:height:scale:)``.
    public convenience init(image: Image, scale: CGFloat = 1) throws {
        try Self.validate(scale: scale, width: image.width, height: image.height)
        let surface = try Self.makeSurface(width: image.width, height: image.height)
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) {
            let stride = Int(cairo_image_surface_get_stride(surface))
            image.pixels.withUnsafeBytes { source in
                guard let base = source.baseAddress else { return }
                for y in 0..<image.height {
                    (data + y * stride).update(from: base.assumingMemoryBound(to: UInt8.self) + y * image.width * 4,
                                               count: image.width * 4)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        try self.init(surface: surface, scale: scale)
    }

    /// Creates a canvas drawing straight into `pixels`: `width × height` premultiplied ARGB32
    /// values, row after row with no padding, which must stay valid until ``finishDrawing()``.
    /// - Throws: as ``init(width:height:scale:)``.
    convenience init(drawingInto pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int,
                     scale: CGFloat) throws {
        try Self.validate(scale: scale, width: width, height: height)
        let data = UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt8.self)
        guard let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(width),
                                                                Int32(height), Int32(width * 4)) else {
            throw RenderError.cairo(operation: "creating a canvas", message: "no surface")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo(operation: "creating a canvas", message: String(cString: cairo_status_to_string(status)))
        }
        try self.init(surface: surface, scale: scale)
    }

    /// Writes every pending drawing to the pixels and finishes the surface: from then on Cairo
    /// never touches the pixels again, and any further drawing fails with ``RenderError/cairo``.
    /// - Throws: ``RenderError/cairo`` if the surface was in an error state.
    func finishDrawing() throws {
        isFinished = true
        cairo_surface_flush(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_finish(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(operation: "finishing the canvas", message: String(cString: cairo_status_to_string(status)))
        }
    }

    /// Takes ownership of `surface` (destroyed here if the context cannot be created).
    private init(surface: OpaquePointer, scale: CGFloat) throws {
        guard let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo(operation: "creating a canvas", message: "no context")
        }
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
            throw RenderError.cairo(operation: "creating a canvas", message: String(cString: cairo_status_to_string(status)))
        }
        self.surface = surface
        self.context = context
        self.width = Int(cairo_image_surface_get_width(surface))
        self.height = Int(cairo_image_surface_get_height(surface))
        self.scale = scale
        applyTransform()
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
        touchedBox.deallocate()
    }

    /// A copy of the canvas's pixels: premultiplied ARGB32, `width × height`.
    /// - Throws: ``RenderError/cairo`` if the surface is in an error state.
    public func makeImage() throws -> Image {
        cairo_surface_flush(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(operation: "reading the canvas", message: String(cString: cairo_status_to_string(status)))
        }
        return try Image(cairoSurface: surface, source: "canvas")
    }

    /// Replaces every pixel inside the current clip with `color` (default transparent), ignoring
    /// the transform: this is Cairo's `SOURCE` paint, not a blend.
    /// - Throws: ``RenderError/cairo`` if Cairo fails.
    public func clear(_ color: Color = .clear) throws {
        try spendDrawnPixels(inside: nil)
        cairo_save(context)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        setSource(color)
        noteCairoDrawing()
        cairo_paint(context)
        cairo_restore(context)
        try check("clear")
    }

    // MARK: - Graphics state

    /// Pushes the transform and clip, to be brought back by ``restore()``.
    public func save() {
        cairo_save(context)
        savedStates.append(state)
    }

    /// Pops the transform and clip pushed by the matching ``save()``. A `restore()` with no
    /// matching `save()` does nothing.
    public func restore() {
        guard let saved = savedStates.popLast() else { return }
        cairo_restore(context)
        state = saved
        applyTransform()
    }

    /// The user transform in points (identity at creation). The canvas's `scale` is not part of
    /// it: a point `p` lands on pixel `p.applying(currentTransform) × scale`.
    public var currentTransform: CGAffineTransform { state.transform }

    /// Replaces the user transform with `transform`, one that was current before (so known to
    /// be finite), leaving the clip and the saved states alone: the cheap way to put the
    /// transform back after placing one layer, where ``save()`` and ``restore()`` would push
    /// and pop all of Cairo's state.
    package func setTransform(_ transform: CGAffineTransform) {
        state.transform = transform
        applyTransform()
    }

    /// Applies `t` before the current transform (Core Graphics' `concatenate`): a point is
    /// mapped by `t` first, then by the transform that was current.
    /// - Throws: ``RenderError/nonFinite`` if `t` or the product holds NaN or infinity; the
    ///   transform is then left unchanged. A singular `t` is legal (drawing is skipped).
    public func concatenate(_ t: CGAffineTransform) throws {
        guard Self.isFinite(t) else { throw RenderError.nonFinite("transform") }
        let product = t.concatenating(state.transform)
        guard Self.isFinite(product) else { throw RenderError.nonFinite("transform (the product overflows)") }
        state.transform = product
        applyTransform()
    }

    /// Moves the origin by (`x`, `y`) points.
    /// - Throws: ``RenderError/nonFinite`` for NaN or infinite offsets.
    public func translateBy(x: CGFloat, y: CGFloat) throws {
        try concatenate(CGAffineTransform(translationX: x, y: y))
    }

    /// Scales the axes by `x` and `y`; a zero factor is legal and makes drawing a no-op.
    /// - Throws: ``RenderError/nonFinite`` for NaN or infinite factors.
    public func scaleBy(x: CGFloat, y: CGFloat) throws {
        try concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    /// Rotates the axes by `angle` radians, clockwise on screen (y down).
    /// - Throws: ``RenderError/nonFinite`` for a NaN or infinite angle.
    public func rotate(by angle: CGFloat) throws {
        guard angle.isFinite else { throw RenderError.nonFinite("rotation angle") }
        try concatenate(CGAffineTransform(rotationAngle: angle))
    }

    // MARK: - Helpers for drawing code in this module

    /// The full point-to-pixel transform: the user transform followed by the scale.
    var deviceTransform: CGAffineTransform {
        state.transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
    }

    /// Whether the device transform can be inverted: a finite determinant that is not zero
    /// within rounding, i.e. above 10⁻¹² of the square of its largest entry. Cairo's own test
    /// takes any non-zero determinant, but a plane collapsed onto a line but for rounding (a
    /// layer turned edge-on about x, y and z, whose sines of a right angle are 10⁻¹⁶ off) inverts
    /// to entries of 10¹⁶ that overflow its drawing. When false, drawing operations must draw
    /// nothing.
    var canDraw: Bool {
        let m = deviceTransform
        let determinant = m.a * m.d - m.b * m.c
        let size = max(abs(m.a), abs(m.b), abs(m.c), abs(m.d))
        return determinant.isFinite && abs(determinant) > size * size * 1e-12
    }

    /// Hands the device transform to Cairo when it is invertible; otherwise Cairo keeps its last
    /// good matrix and `canDraw` keeps drawing off.
    func applyTransform() {
        guard canDraw else { return }
        let m = deviceTransform
        var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
        cairo_set_matrix(context, &matrix)
    }

    /// Sets the source to a solid colour (straight alpha; Cairo premultiplies).
    func setSource(_ color: Color) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    /// Converts a Cairo error on the context into a thrown ``RenderError/cairo``.
    ///
    /// A Cairo context in an error state ignores every later call, so on error the context is
    /// replaced by a fresh one and the graphics state (transform, clip, saved states) goes back
    /// to the canvas's initial state; the pixels drawn so far are kept.
    func check(_ operation: String) throws {
        let status = cairo_status(context)
        guard status != CAIRO_STATUS_SUCCESS else {
            try cancellation?.check()
            return
        }
        let message = String(cString: cairo_status_to_string(status))
        if let fresh = cairo_create(surface) {
            cairo_destroy(context)
            context = fresh
        }
        state = GraphicsState()
        savedStates.removeAll()
        applyTransform()
        throw RenderError.cairo(operation: operation, message: message)
    }

    // MARK: - Creation

    /// Creates a transparent ARGB32 surface, checked.
    private static func makeSurface(width: Int, height: Int) throws -> OpaquePointer {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw RenderError.cairo(operation: "creating a canvas", message: "no surface")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo(operation: "creating a canvas", message: String(cString: cairo_status_to_string(status)))
        }
        return surface
    }

    private static func validate(scale: CGFloat, width: Int, height: Int) throws {
        guard scale.isFinite else { throw RenderError.nonFinite("scale") }
        guard scale > 0 else {
            throw RenderError.invalidSize(width: width, height: height, reason: "expected a scale > 0, found \(scale)")
        }
    }

    private static func isFinite(_ t: CGAffineTransform) -> Bool {
        [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
    }
}
