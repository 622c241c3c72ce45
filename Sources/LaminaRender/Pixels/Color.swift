// An sRGB colour with straight (not premultiplied) alpha.
import Foundation
import LaminaGeometry

/// A colour in sRGB with straight alpha; every component is in 0...1.
///
/// Components are clamped to 0...1 on creation and non-finite components become 0, so a
/// `Color` is always safe to hand to the renderer.
public struct Color: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...1.
    public let red: CGFloat
    /// Green, 0...1.
    public let green: CGFloat
    /// Blue, 0...1.
    public let blue: CGFloat
    /// Opacity, 0 (transparent) ... 1 (opaque).
    public let alpha: CGFloat
    /// Whether this is the dynamic tint colour (``tint``), which a layer tree replaces by the
    /// effective tint when it is committed; its components are then placeholders. Default `false`.
    public let isDynamicTint: Bool

    /// Creates a colour from sRGB components and alpha, each clamped to 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
        isDynamicTint = false
    }

    /// The dynamic tint marker with the given alpha (see ``tint``).
    private init(tintWithAlpha alpha: CGFloat) {
        red = 0
        green = 0
        blue = 0
        self.alpha = Self.clamp(alpha)
        isDynamicTint = true
    }

    /// A grey of the given brightness (0 black … 1 white).
    public init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from 8-bit sRGB components (0...255) and alpha 0...1.
    public init(red255 r: Int, green255 g: Int, blue255 b: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
    }

    /// The same colour with another alpha (0...1). The dynamic ``tint`` stays dynamic.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        isDynamicTint ? Color(tintWithAlpha: alpha) : Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The dynamic tint colour, as SwiftUI's `Color.accentColor`: any `Color?` property of a
    /// layer may hold it, and commit replaces it by the layer's effective tint colour (its
    /// `tintColor`, else the nearest ancestor's, else ``systemBlue``), with this value's alpha
    /// multiplied in. Drawn straight onto a `Canvas`, with no tree to resolve it, it is black.
    public static let tint = Color(tintWithAlpha: 1)

    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// Fully transparent black.
    public static let clear = Color(white: 0, alpha: 0)
    /// Opaque pure red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Opaque pure green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Opaque pure blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// UIKit's system blue, #007AFF: the default tint colour.
    public static let systemBlue = Color(red255: 0, green255: 122, blue255: 255)
    /// UIKit's system grey, #8E8E93.
    public static let systemGray = Color(red255: 142, green255: 142, blue255: 147)

    /// The colour as one premultiplied ARGB32 pixel, Cairo's in-memory format.
    public var premultipliedARGB32: UInt32 {
        let a = alpha
        func byte(_ v: CGFloat) -> UInt32 { UInt32((v * 255).rounded()) }
        return byte(a) << 24 | byte(red * a) << 16 | byte(green * a) << 8 | byte(blue * a)
    }

    /// The colour of a premultiplied ARGB32 pixel (straight alpha; black where alpha is 0).
    public init(premultipliedARGB32 pixel: UInt32) {
        let a = CGFloat(pixel >> 24 & 0xFF) / 255
        func channel(_ shift: UInt32) -> CGFloat {
            a == 0 ? 0 : CGFloat(pixel >> shift & 0xFF) / 255 / a
        }
        self.init(red: channel(16), green: channel(8), blue: channel(0), alpha: a)
    }

    /// `rgba(r, g, b, a)` with 8-bit channels, e.g. `rgba(0, 122, 255, 1)`.
    public var description: String {
        func b(_ v: CGFloat) -> Int { Int((v * 255).rounded()) }
        if isDynamicTint { return "tint(alpha: \(alpha))" }
        return "rgba(\(b(red)), \(b(green)), \(b(blue)), \(alpha))"
    }

    private static func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), 1) : 0 }
}
