// CGColor over Lamina's Color: an immutable colour object, as Core Graphics' (device RGB,
// components 0…1).
import Foundation
import LaminaRender

/// An immutable colour, as Core Graphics' `CGColor`, holding a Lamina ``Color``.
public final class CGColor: Equatable, Hashable, @unchecked Sendable {
    /// The colour in Lamina's terms.
    public let laminaColor: Color

    /// Wraps a Lamina colour.
    public init(laminaColor: Color) { self.laminaColor = laminaColor }

    /// A colour from red, green, blue and alpha components in 0…1 (clamped).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(laminaColor: Color(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A grey from its gray level and alpha in 0…1.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(laminaColor: Color(white: gray, alpha: alpha))
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The components: red, green, blue, alpha.
    public var components: [CGFloat]? {
        [laminaColor.red, laminaColor.green, laminaColor.blue, laminaColor.alpha]
    }

    /// The number of components, 4 (RGB and alpha).
    public var numberOfComponents: Int { 4 }

    /// The alpha component.
    public var alpha: CGFloat { laminaColor.alpha }

    /// This colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: laminaColor.red, green: laminaColor.green, blue: laminaColor.blue, alpha: alpha)
    }

    /// Colours are equal when their components are.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.laminaColor == rhs.laminaColor }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(laminaColor) }
}
