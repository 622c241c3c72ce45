// A layer that draws a Bézier path: CAShapeLayer, with its names and defaults
// (SEMANTICS §1.1, from Apple's CAShapeLayer.h). Stroked through Lamina's stroke model
// (DESIGN §3): trim and dash are exact, and the stroke is drawn once over the fill.
import Foundation

/// A layer that fills and strokes a path, as `CAShapeLayer`.
///
/// The shape is drawn between the layer's contents and its first sublayer, antialiased, with the
/// stroke composited over the fill. The path is in the layer's coordinates and is not clipped to
/// the bounds. Every default is Core Animation's.
open class ShapeLayer: Layer {
    /// The shape to draw, in the layer's coordinates (points, y down). Default nil (nothing).
    public var path: BezierPath? { get { shapeState.path } set { shapeState.path = newValue } }

    /// The colour filling the path; nil for no fill. Default opaque black.
    public var fillColor: Color? { get { shapeState.fillColor } set { shapeState.fillColor = newValue } }

    /// Which points the fill covers. Default ``FillRule/nonZero``.
    public var fillRule: FillRule { get { shapeState.fillRule } set { shapeState.fillRule = newValue } }

    /// The colour of the stroke; nil for no stroke. Default nil.
    public var strokeColor: Color? {
        get { shapeState.strokeColor } set { shapeState.strokeColor = newValue }
    }

    /// The stroke's width in points. Default 1.
    public var lineWidth: CGFloat { get { shapeState.lineWidth } set { shapeState.lineWidth = newValue } }

    /// The largest ratio of miter length to line width before a miter join becomes a bevel.
    /// Default 10.
    public var miterLimit: CGFloat { get { shapeState.miterLimit } set { shapeState.miterLimit = newValue } }

    /// The shape of the stroke's open ends (including trim and dash ends). Default
    /// ``LineCap/butt``.
    public var lineCap: LineCap { get { shapeState.lineCap } set { shapeState.lineCap = newValue } }

    /// The shape of the stroke's corners. Default ``LineJoin/miter``.
    public var lineJoin: LineJoin { get { shapeState.lineJoin } set { shapeState.lineJoin = newValue } }

    /// Alternating painted and unpainted lengths in points, starting with painted; nil is a
    /// solid line. Default nil.
    public var lineDashPattern: [CGFloat]? {
        get { shapeState.lineDashPattern } set { shapeState.lineDashPattern = newValue }
    }

    /// How far into the dash pattern the stroke starts, in points. Default 0.
    public var lineDashPhase: CGFloat {
        get { shapeState.lineDashPhase } set { shapeState.lineDashPhase = newValue }
    }

    /// Where the stroke starts, as a fraction 0…1 of the path's total length. Default 0.
    public var strokeStart: CGFloat {
        get { shapeState.strokeStart } set { shapeState.strokeStart = newValue }
    }

    /// Where the stroke ends, as a fraction 0…1 of the path's total length. Default 1.
    /// Nothing is stroked when `strokeStart >= strokeEnd`.
    public var strokeEnd: CGFloat { get { shapeState.strokeEnd } set { shapeState.strokeEnd = newValue } }

    /// How the edges of the fill and the stroke cover their pixels; nil for the renderer's
    /// (``Renderer/antialiasing``). Default nil. Not in Core Animation: shape scripts set
    /// ``Antialiasing/area`` on hinted glyphs and axis-aligned square rectangles, which Chromium
    /// draws by exact area, so that they keep it when the script is drawn by samples.
    public var edgeAntialiasing: Antialiasing? {
        get { shapeState.edgeAntialiasing } set { shapeState.edgeAntialiasing = newValue }
    }

    /// Whether a stroke at most a pixel across is drawn as an antialiased hairline; nil for the
    /// renderer's (``Renderer/drawsHairlines``). Default nil. Not in Core Animation: shape
    /// scripts set false on the rectangles Chromium strokes as frames of exact area.
    public var drawsHairlines: Bool? {
        get { shapeState.drawsHairlines } set { shapeState.drawsHairlines = newValue }
    }

    /// Every shape property, stored together so that a commit reads them in one access; changed
    /// in place after the current transaction is told, as ``Layer/state``.
    var shapeState: ShapeLayerState {
        _read { yield storedShapeState }
        _modify {
            Transaction.layerWillChange(self)
            yield &storedShapeState
        }
    }

    /// Storage for ``shapeState``.
    private var storedShapeState = ShapeLayerState()

    /// Creates a shape layer with Core Animation's defaults: no path, black fill, no stroke.
    public required init() { super.init() }

    /// The stroke properties as one value: ``lineWidth``, ``lineCap``, ``lineJoin``,
    /// ``miterLimit``, ``lineDashPattern``, ``lineDashPhase``, ``strokeStart`` and ``strokeEnd``.
    /// Setting it sets all eight.
    public var strokeStyle: StrokeStyle {
        get { shapeState.strokeStyle }
        set { shapeState.strokeStyle = newValue }
    }

    override func snapshotContent() throws -> RenderContent {
        let s = shapeState
        guard let path = s.path else { return .none }
        guard path.isFinite else { throw LayerError.nonFinite("\(debugName).path") }
        guard allFinite(s.lineWidth, s.miterLimit, s.lineDashPhase, s.strokeStart, s.strokeEnd),
              s.lineDashPattern?.allSatisfy(\.isFinite) ?? true else {
            let named: [(String, CGFloat)] = [("lineWidth", s.lineWidth), ("miterLimit", s.miterLimit),
                                              ("lineDashPhase", s.lineDashPhase), ("strokeStart", s.strokeStart),
                                              ("strokeEnd", s.strokeEnd)]
            throw LayerError.nonFinite("\(debugName).\(named.first { !$0.1.isFinite }?.0 ?? "lineDashPattern")")
        }
        return .shape(RenderShape(path: path, fillColor: s.fillColor, fillRule: s.fillRule,
                                  strokeColor: s.strokeColor, strokeStyle: s.strokeStyle,
                                  edgeAntialiasing: s.edgeAntialiasing, drawsHairlines: s.drawsHairlines))
    }
}

/// The properties of a ``ShapeLayer``, with Core Animation's defaults (ShapeLayer.swift
/// documents each).
struct ShapeLayerState {
    var path: BezierPath? = nil
    var fillColor: Color? = .black
    var fillRule: FillRule = .nonZero
    var strokeColor: Color? = nil
    var lineWidth: CGFloat = 1
    var miterLimit: CGFloat = 10
    var lineCap: LineCap = .butt
    var lineJoin: LineJoin = .miter
    var lineDashPattern: [CGFloat]? = nil
    var lineDashPhase: CGFloat = 0
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1
    var edgeAntialiasing: Antialiasing? = nil
    var drawsHairlines: Bool? = nil

    /// The stroke properties as one value.
    var strokeStyle: StrokeStyle {
        get {
            StrokeStyle(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
                        dashPattern: lineDashPattern, dashPhase: lineDashPhase,
                        strokeStart: strokeStart, strokeEnd: strokeEnd)
        }
        set {
            (lineWidth, lineCap, lineJoin, miterLimit) = (newValue.lineWidth, newValue.lineCap, newValue.lineJoin,
                                                          newValue.miterLimit)
            (lineDashPattern, lineDashPhase) = (newValue.dashPattern, newValue.dashPhase)
            (strokeStart, strokeEnd) = (newValue.strokeStart, newValue.strokeEnd)
        }
    }
}
