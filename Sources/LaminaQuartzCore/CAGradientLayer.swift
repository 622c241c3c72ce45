// CAGradientLayer over Lamina's GradientLayer, with Apple's types.
import Foundation
import Lamina

/// A gradient's shape, as `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The name: `"axial"`, `"radial"` or `"conic"`.
    public let rawValue: String
    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from start to end point (the default).
    public static let axial = Self(rawValue: "axial")
    /// An ellipse centred at the start point.
    public static let radial = Self(rawValue: "radial")
    /// Around the start point.
    public static let conic = Self(rawValue: "conic")
}

/// A layer filled with a gradient, as `CAGradientLayer`.
open class CAGradientLayer: CALayer {
    /// The wrapped gradient layer.
    public var gradientLayer: GradientLayer { laminaLayer as? GradientLayer ?? GradientLayer() }

    /// A ``GradientLayer``.
    override open class func makeLaminaLayer() -> Layer { GradientLayer() }

    /// The colours, as `CGColor`s (other items are skipped with a warning). Default nil.
    open var colors: [Any]? {
        didSet {
            let laminaColors = colors?.compactMap { item -> Color? in
                if let color = item as? CGColor { return color.laminaColor }
                CAWarnings.warn("CAGradientLayer.colors: \(Swift.type(of: item)) is not a CGColor; skipped")
                return nil
            }
            change { gradientLayer.colors = laminaColors }
        }
    }
    /// Where each colour sits, 0…1. Default nil (evenly spread).
    open var locations: [NSNumber]? {
        get { gradientLayer.locations?.map { NSNumber(value: Double($0)) } }
        set { change { gradientLayer.locations = newValue?.map { CGFloat($0.doubleValue) } } }
    }
    /// The start point in unit coordinates. Default (0.5, 0).
    open var startPoint: CGPoint { get { gradientLayer.startPoint } set { change { gradientLayer.startPoint = newValue } } }
    /// The end point in unit coordinates. Default (0.5, 1).
    open var endPoint: CGPoint { get { gradientLayer.endPoint } set { change { gradientLayer.endPoint = newValue } } }
    /// The gradient's shape. Default ``CAGradientLayerType/axial``.
    open var type: CAGradientLayerType {
        get { CAGradientLayerType(rawValue: gradientLayer.type.rawValue) }
        set { gradientLayer.type = GradientType(rawValue: newValue.rawValue) ?? .axial }
    }
}
