// CATextLayer over Lamina's TextLayer (Pango), with Apple's types and defaults.
import Foundation
import Lamina

/// How a text layer aligns its lines, as `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The name, e.g. `"center"`.
    public let rawValue: String
    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The script's natural alignment (the default).
    public static let natural = Self(rawValue: "natural")
    /// Left.
    public static let left = Self(rawValue: "left")
    /// Right.
    public static let right = Self(rawValue: "right")
    /// Centred.
    public static let center = Self(rawValue: "center")
    /// Justified.
    public static let justified = Self(rawValue: "justified")
}

/// A layer that draws a string, as `CATextLayer`: 36 pt Helvetica (or the closest font), opaque
/// white, by default.
open class CATextLayer: CALayer {
    /// The wrapped text layer.
    public var textLayer: TextLayer { laminaLayer as? TextLayer ?? TextLayer() }

    /// A ``TextLayer``.
    override open class func makeLaminaLayer() -> Layer { TextLayer() }

    /// The text: a `String` (an attributed string draws its plain characters). Default nil.
    open var string: Any? {
        didSet {
            switch string {
            case let text as String: textLayer.string = text
            case let text as NSAttributedString: textLayer.string = text.string
            case nil: textLayer.string = nil
            case let other?: CAWarnings.warn("CATextLayer.string: \(type(of: other)) is not a string; ignored")
            }
        }
    }
    /// The font size in points. Default 36.
    open var fontSize: CGFloat { get { textLayer.fontSize } set { change { textLayer.fontSize = newValue } } }
    /// The text colour. Default opaque white.
    open var foregroundColor: CGColor? {
        get { textLayer.foregroundColor.map(CGColor.init(laminaColor:)) }
        set { change { textLayer.foregroundColor = newValue?.laminaColor } }
    }
    /// Whether lines wrap to the bounds. Default false.
    open var isWrapped: Bool { get { textLayer.isWrapped } set { textLayer.isWrapped = newValue } }
    /// How lines align. Default ``CATextLayerAlignmentMode/natural``.
    open var alignmentMode: CATextLayerAlignmentMode {
        get { CATextLayerAlignmentMode(rawValue: textLayer.alignmentMode.rawValue) }
        set { textLayer.alignmentMode = TextAlignment(rawValue: newValue.rawValue) ?? .natural }
    }
}
