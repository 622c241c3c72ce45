// A layer as it shows at the scene clock's now: Core Animation's presentation layer, read from
// Lamina's presentation (`Layer.presentation(at:)`), every animation applied.
import Foundation
import Lamina

/// What `CALayer.presentation()` returns: the layer's properties as they show at
/// ``CACurrentMediaTime()``, with its animations applied. Read-only, as a presentation layer's
/// values are meant to be read; `value(forKeyPath:)` answers the key paths that animations
/// name.
public struct CAPresentationLayer {
    /// Lamina's evaluated layer.
    public let node: RenderNode

    /// The bounds, in points.
    public var bounds: CGRect { node.bounds }
    /// The position in the superlayer, in points.
    public var position: CGPoint { node.position }
    /// The anchor point, in unit coordinates of the bounds.
    public var anchorPoint: CGPoint { node.anchorPoint }
    /// The frame in the superlayer (bounds placed at the position through the anchor point;
    /// the transform is not applied).
    public var frame: CGRect {
        CGRect(x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
               width: bounds.width, height: bounds.height)
    }
    /// The opacity, 0 … 1.
    public var opacity: Float { Float(node.opacity) }
    /// The background colour, or nil.
    public var backgroundColor: CGColor? { node.backgroundColor.map(CGColor.init(laminaColor:)) }

    /// The value at `keyPath` as it shows: `CGFloat` for scalars (`opacity`, `cornerRadius`,
    /// `borderWidth`, `zPosition`, `position.x`/`.y`, and on shape layers `strokeStart`,
    /// `strokeEnd`, `lineWidth`, `miterLimit`, `lineDashPhase`), `CGPoint` for `position` and
    /// `anchorPoint`, `CGRect` for `bounds`, `CGSize` for `bounds.size`, `CGColor` for
    /// `backgroundColor`, `borderColor` and shape colours, `CGPath` for `path`; nil for a key
    /// path that is not one of these or does not apply to the layer's kind.
    public func value(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "opacity": return node.opacity
        case "cornerRadius": return node.cornerRadius
        case "borderWidth": return node.borderWidth
        case "zPosition": return node.zPosition
        case "position": return node.position
        case "position.x": return node.position.x
        case "position.y": return node.position.y
        case "anchorPoint": return node.anchorPoint
        case "bounds": return node.bounds
        case "bounds.size": return node.bounds.size
        case "backgroundColor": return backgroundColor
        case "borderColor": return node.borderColor.map(CGColor.init(laminaColor:))
        default: break
        }
        guard case .shape(let shape) = node.content else { return nil }
        switch keyPath {
        case "strokeStart": return shape.strokeStyle.strokeStart
        case "strokeEnd": return shape.strokeStyle.strokeEnd
        case "lineWidth": return shape.strokeStyle.lineWidth
        case "miterLimit": return shape.strokeStyle.miterLimit
        case "lineDashPhase": return shape.strokeStyle.dashPhase
        case "fillColor": return shape.fillColor.map(CGColor.init(laminaColor:))
        case "strokeColor": return shape.strokeColor.map(CGColor.init(laminaColor:))
        case "path": return CGPath(laminaPath: shape.path)
        default: return nil
        }
    }
}

extension CALayer {
    /// The layer as it shows at ``CACurrentMediaTime()``, its animations applied, as Core
    /// Animation's presentation layer; nil when the layer cannot be evaluated (its animations'
    /// values do not blend, after a warning). Lamina returns a read-only ``CAPresentationLayer``
    /// rather than a copy of the layer's class.
    public func presentation() -> CAPresentationLayer? {
        do {
            return CAPresentationLayer(node: try laminaLayer.presentation(at: CACurrentMediaTime()))
        } catch {
            CAWarnings.warn("presentation(): \(error)")
            return nil
        }
    }
}
