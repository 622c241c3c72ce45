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
    public var path: BezierPath?

    /// The colour filling the path; nil for no fill. Default opaque black.
    public var fillColor: Color? = .black

    /// Which points the fill covers. Default ``FillRule/nonZero``.
    public var fillRule: FillRule = .nonZero

    /// The colour of the stroke; nil for no stroke. Default nil.
    public var strokeColor: Color?

    /// The stroke's width in points. Default 1.
    public var lineWidth: CGFloat = 1

    /// The largest ratio of miter length to line width before a miter join becomes a bevel.
    /// Default 10.
    public var miterLimit: CGFloat = 10

    /// The shape of the stroke's open ends (including trim and dash ends). Default
    /// ``LineCap/butt``.
    public var lineCap: LineCap = .butt

    /// The shape of the stroke's corners. Default ``LineJoin/miter``.
    public var lineJoin: LineJoin = .miter

    /// Alternating painted and unpainted lengths in points, starting with painted; nil is a
    /// solid line. Default nil.
    public var lineDashPattern: [CGFloat]?

    /// How far into the dash pattern the stroke starts, in points. Default 0.
    public var lineDashPhase: CGFloat = 0

    /// Where the stroke starts, as a fraction 0…1 of the path's total length. Default 0.
    public var strokeStart: CGFloat = 0

    /// Where the stroke ends, as a fraction 0…1 of the path's total length. Default 1.
    /// Nothing is stroked when `strokeStart >= strokeEnd`.
    public var strokeEnd: CGFloat = 1

    /// Creates a shape layer with Core Animation's defaults: no path, black fill, no stroke.
    public override init() { super.init() }

    /// The stroke properties as one value.
    public var strokeStyle: StrokeStyle {
        StrokeStyle(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
                    dashPattern: lineDashPattern, dashPhase: lineDashPhase,
                    strokeStart: strokeStart, strokeEnd: strokeEnd)
    }

    override func snapshotContent() throws -> RenderContent {
        guard let path else { return .none }
        let what = "\(debugName).path"
        guard path.isFinite else { throw LayerError.nonFinite(what) }
        try validateFinite(["lineWidth": lineWidth, "miterLimit": miterLimit, "lineDashPhase": lineDashPhase,
                            "strokeStart": strokeStart, "strokeEnd": strokeEnd])
        if let pattern = lineDashPattern, !pattern.allSatisfy(\.isFinite) {
            throw LayerError.nonFinite("\(debugName).lineDashPattern")
        }
        return .shape(RenderShape(path: path, fillColor: fillColor, fillRule: fillRule,
                                  strokeColor: strokeColor, strokeStyle: strokeStyle))
    }
}
