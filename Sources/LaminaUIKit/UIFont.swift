// UIFont basics: a family name, a size and a weight, enough for code that sizes text.
import Foundation

/// A font, as UIKit's `UIFont`: name and size (Lamina's text layers draw through Pango).
open class UIFont: @unchecked Sendable {
    /// The font's name.
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// Whether it is bold.
    public let isBold: Bool

    /// A font by name; nil when the name is empty.
    public init?(name: String, size: CGFloat) {
        guard !name.isEmpty else { return nil }
        (fontName, pointSize, isBold) = (name, size, name.localizedCaseInsensitiveContains("bold"))
    }

    /// The system font.
    private init(system size: CGFloat, bold: Bool) {
        (fontName, pointSize, isBold) = (bold ? "Sans Bold" : "Sans", size, bold)
    }

    /// The system font at `size`.
    open class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: size, bold: false) }
    /// The bold system font at `size`.
    open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: size, bold: true) }
    /// This font at another size.
    open func withSize(_ size: CGFloat) -> UIFont { UIFont(name: fontName, size: size) ?? .systemFont(ofSize: size) }
}
