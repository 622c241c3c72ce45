// CAShapeLayer over Lamina's ShapeLayer, with Apple's types and defaults (SEMANTICS §1.1).
import Foundation
import Lamina

/// A layer that fills and strokes a path, as `CAShapeLayer`.
open class CAShapeLayer: CALayer {
    /// The wrapped shape layer.
    public var shapeLayer: ShapeLayer { laminaLayer as? ShapeLayer ?? ShapeLayer() }

    /// Storage for the colours set, so reading returns what was set.
    private var fill: CGColor? = .black
    private var stroke: CGColor?

    /// A ``ShapeLayer``.
    override open class func makeLaminaLayer() -> Layer { ShapeLayer() }

    /// The path, copied on assignment. Default nil.
    open var path: CGPath? {
        get { shapeLayer.path.map(CGPath.init(laminaPath:)) }
        set { change { shapeLayer.path = newValue?.laminaPath } }
    }
    /// The fill colour; nil for none. Default opaque black.
    open var fillColor: CGColor? {
        get { fill } set { change { fill = newValue; shapeLayer.fillColor = newValue?.laminaColor } }
    }
    /// The fill rule. Default ``CAShapeLayerFillRule/nonZero``.
    open var fillRule: CAShapeLayerFillRule {
        get { CAShapeLayerFillRule(rawValue: shapeLayer.fillRule.rawValue) }
        set { shapeLayer.fillRule = newValue.laminaRule }
    }
    /// The stroke colour; nil for none. Default nil.
    open var strokeColor: CGColor? {
        get { stroke } set { change { stroke = newValue; shapeLayer.strokeColor = newValue?.laminaColor } }
    }
    /// Where the stroke starts, 0…1 of the path's length. Default 0.
    open var strokeStart: CGFloat { get { shapeLayer.strokeStart } set { change { shapeLayer.strokeStart = newValue } } }
    /// Where the stroke ends, 0…1 of the path's length. Default 1.
    open var strokeEnd: CGFloat { get { shapeLayer.strokeEnd } set { change { shapeLayer.strokeEnd = newValue } } }
    /// The stroke width. Default 1.
    open var lineWidth: CGFloat { get { shapeLayer.lineWidth } set { change { shapeLayer.lineWidth = newValue } } }
    /// The miter limit. Default 10.
    open var miterLimit: CGFloat { get { shapeLayer.miterLimit } set { change { shapeLayer.miterLimit = newValue } } }
    /// The end cap. Default ``CAShapeLayerLineCap/butt``.
    open var lineCap: CAShapeLayerLineCap {
        get { CAShapeLayerLineCap(rawValue: shapeLayer.lineCap.rawValue) }
        set { shapeLayer.lineCap = newValue.laminaCap }
    }
    /// The corner join. Default ``CAShapeLayerLineJoin/miter``.
    open var lineJoin: CAShapeLayerLineJoin {
        get { CAShapeLayerLineJoin(rawValue: shapeLayer.lineJoin.rawValue) }
        set { shapeLayer.lineJoin = newValue.laminaJoin }
    }
    /// The dash phase. Default 0.
    open var lineDashPhase: CGFloat { get { shapeLayer.lineDashPhase } set { change { shapeLayer.lineDashPhase = newValue } } }
    /// The dash pattern; nil for a solid stroke. Default nil.
    open var lineDashPattern: [NSNumber]? {
        get { shapeLayer.lineDashPattern?.map { NSNumber(value: Double($0)) } }
        set { change { shapeLayer.lineDashPattern = newValue?.map { CGFloat($0.doubleValue) } } }
    }
}
