// UIColor over CGColor (and so over Lamina's Color), with UIKit's initialisers and named colours.
import Foundation
import LaminaQuartzCore
import LaminaRender

/// A colour, as UIKit's `UIColor` (sRGB components 0…1).
open class UIColor: Equatable, _ExpressibleByColorLiteral, @unchecked Sendable {
    /// The colour as a `CGColor`.
    public let cgColor: CGColor

    /// A colour from a `CGColor`.
    public init(cgColor: CGColor) { self.cgColor = cgColor }

    /// A colour from red, green, blue and alpha components, 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// The colour a `#colorLiteral(red:green:blue:alpha:)` names, as Xcode's colour wells write
    /// colours into iOS code: sRGB components 0…1 (`_ColorLiteralType` makes UIColor the
    /// literal's type, as UIKit does).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A grey from its white level and alpha, 0…1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(gray: white, alpha: alpha))
    }

    /// A colour from hue, saturation, brightness and alpha, 0…1 (HSB as UIKit defines it).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector]
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// This colour with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    /// Reads the components; always succeeds.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let color = cgColor.laminaColor
        red?.pointee = color.red
        green?.pointee = color.green
        blue?.pointee = color.blue
        alpha?.pointee = color.alpha
        return true
    }

    /// Makes this the fill and stroke colour of ``UIGraphicsGetCurrentContext()`` (nothing
    /// without a context).
    open func set() {
        setFill()
        setStroke()
    }
    /// Makes this the fill colour of ``UIGraphicsGetCurrentContext()`` (nothing without one).
    open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes this the stroke colour of ``UIGraphicsGetCurrentContext()`` (nothing without one).
    open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// Colours are equal when their components are.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.cgColor == rhs.cgColor }

    /// Opaque black.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Opaque white.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Transparent.
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Grey 0.5.
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Grey 1/3.
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// Grey 2/3.
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// Pure red.
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Pure green.
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Pure blue.
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Yellow.
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Orange (1, 0.5, 0).
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Cyan (0, 1, 1).
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Magenta (1, 0, 1).
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Purple (0.5, 0, 0.5).
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown (0.6, 0.4, 0.2).
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Text on dark backgrounds: white at alpha 0.6.
    public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// Text on light backgrounds: opaque black.
    public static var darkText: UIColor { UIColor(white: 0, alpha: 1) }
    /// The system blue, #007AFF, the default tint.
    public static var systemBlue: UIColor { UIColor(cgColor: CGColor(laminaColor: .systemBlue)) }
}
