// Part Text/: text laid out by Pango (loaded with dlopen when first drawn) and drawn by Cairo: styles, font names,
// metrics, drawing onto a canvas (Canvas+Text) and glyph outlines as BezierPaths (TextOutline).
// May use: Canvas/, Pixels/, RenderError and CPango; nothing uses it inside LaminaRender.
//
// How text is set: font, size, weight, colour, alignment, wrapping and truncation, with
// CATextLayer's defaults (SEMANTICS §2.7).
import Foundation

/// A font weight on the CSS/OpenType scale 100 (thinnest) … 900 (heaviest), with UIKit's
/// `UIFont.Weight` names. Default ``regular`` (400).
public struct FontWeight: Equatable, Hashable, Sendable, Comparable {
    /// The weight, 100…900 (clamped to 1…1000 when drawn).
    public var rawValue: Int
    /// Creates a weight from its CSS number.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// 100.
    public static let ultraLight = FontWeight(rawValue: 100)
    /// 200.
    public static let thin = FontWeight(rawValue: 200)
    /// 300.
    public static let light = FontWeight(rawValue: 300)
    /// 400, the default.
    public static let regular = FontWeight(rawValue: 400)
    /// 500.
    public static let medium = FontWeight(rawValue: 500)
    /// 600.
    public static let semibold = FontWeight(rawValue: 600)
    /// 700.
    public static let bold = FontWeight(rawValue: 700)
    /// 800.
    public static let heavy = FontWeight(rawValue: 800)
    /// 900.
    public static let black = FontWeight(rawValue: 900)

    /// Orders by weight.
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// How lines sit between the left and right edges, as `CATextLayerAlignmentMode`.
/// Default ``natural``.
public enum TextAlignment: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Left for left-to-right text, right for right-to-left text.
    case natural
    /// Against the left edge.
    case left
    /// Against the right edge.
    case right
    /// Centred.
    case center
    /// Both edges, except the last line (which is natural); only wrapped text has lines to justify.
    case justified
}

/// Where text that does not fit is cut and an ellipsis "…" put, as `CATextLayerTruncationMode`.
/// Default ``none``.
public enum TextTruncation: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Not truncated: text runs past the edge.
    case none
    /// The start is cut.
    case start
    /// The end is cut.
    case end
    /// The middle is cut.
    case middle
}

/// A face's width: CSS `font-stretch`'s keywords, in Pango's order. Default ``normal``.
public enum FontStretch: Int, Equatable, Hashable, Sendable, CaseIterable {
    /// 50 %.
    case ultraCondensed
    /// 62.5 %.
    case extraCondensed
    /// 75 %.
    case condensed
    /// 87.5 %.
    case semiCondensed
    /// 100 %, the default.
    case normal
    /// 112.5 %.
    case semiExpanded
    /// 125 %.
    case expanded
    /// 150 %.
    case extraExpanded
    /// 200 %.
    case ultraExpanded

    /// The width in percent of normal (CSS Fonts 4 §2.3): what a variable font's `wdth` axis
    /// is set to for it.
    public var percentage: Double { [50, 62.5, 75, 87.5, 100, 112.5, 125, 150, 200][rawValue] }
}

/// One axis of a variable font set to a value, as CSS `font-variation-settings` writes it
/// (`"wght" 650`).
public struct FontVariation: Equatable, Hashable, Sendable {
    /// The axis's four-character OpenType tag, such as `wght`, `wdth`, `opsz` or `GRAD`.
    public var tag: String
    /// The value on the axis, in the axis's own units (e.g. 100…1000 for `wght`).
    public var value: Double

    /// Creates a setting of axis `tag` to `value`.
    public init(tag: String, value: Double) {
        self.tag = tag
        self.value = value
    }
}

/// How a string is set: CATextLayer's properties as one value. Defaults are CATextLayer's,
/// except the font: Lamina's default family is "DejaVu Sans" (Debian's fonts-dejavu-core),
/// standing in for Helvetica so that output is the same on every machine.
public struct TextStyle: Equatable, Hashable, Sendable {
    /// The font family name, as fontconfig knows it. Default "DejaVu Sans".
    public var fontFamily: String
    /// The font size in points (the em size). Default 36.
    public var fontSize: CGFloat
    /// The weight. Default ``FontWeight/regular``.
    public var fontWeight: FontWeight
    /// The colour of the glyphs. Default opaque white.
    public var color: Color
    /// The alignment of lines. Default ``TextAlignment/natural``.
    public var alignment: TextAlignment
    /// Whether lines wrap at the width of the box. Default `false`.
    public var isWrapped: Bool
    /// Where text that does not fit is cut. Default ``TextTruncation/none``.
    public var truncation: TextTruncation
    /// Whether the font is the family's italic (or oblique) face. Default `false`.
    public var isItalic = false
    /// The face's width. Default ``FontStretch/normal``; on a variable font a width other than
    /// normal sets its `wdth` axis unless ``fontVariations`` does.
    public var fontStretch = FontStretch.normal
    /// Axes of a variable font set to values, later ones winning; they override what the
    /// weight and width would set. Default none. Axes the font lacks are ignored.
    public var fontVariations: [FontVariation] = []
    /// Whether lower-case letters are set as small capitals (the font's own, else capitals
    /// scaled down, as Pango emulates them). Default `false`.
    public var isSmallCaps = false
    /// Whether the font's kerning applies. Default `true`.
    public var isKerned = true
    /// The document's own fonts that ``fontFamily`` may name (as ``FontSet/internalFamily(for:)``
    /// gives them), besides the installed ones. Default nil: installed fonts only.
    public var fontSet: FontSet?
    /// Pixels per unit of the text's space along x and y where its glyph outlines will be
    /// drawn: ``Canvas/textOutline(_:style:)`` then gives the outlines FreeType's slight
    /// hinting at that size, as Chromium on Linux draws text (heights and horizontal stems
    /// snapped to whole pixels, nothing moved along x, advances left unhinted). Default nil:
    /// unhinted outlines, which keep their shape at any scale. Text drawn by
    /// ``Canvas/drawText(_:style:in:)`` ignores it.
    public var hintingScale: CGSize?

    /// Creates a style; every parameter defaults to CATextLayer's default (see the properties).
    public init(fontFamily: String = "DejaVu Sans", fontSize: CGFloat = 36, fontWeight: FontWeight = .regular,
                color: Color = .white, alignment: TextAlignment = .natural, isWrapped: Bool = false,
                truncation: TextTruncation = .none) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.color = color
        self.alignment = alignment
        self.isWrapped = isWrapped
        self.truncation = truncation
    }
}
