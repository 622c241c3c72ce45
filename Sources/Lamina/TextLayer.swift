// A layer that draws a string: CATextLayer, with its names and defaults (SEMANTICS §2.7),
// set by Pango through LaminaRender's Canvas.
import Foundation

/// A layer that draws a plain string in its bounds, as `CATextLayer`: the first line at the top
/// of the bounds, lines aligned by ``alignmentMode``, wrapped at the bounds' width when
/// ``isWrapped``, cut with "…" by ``truncationMode``. Text is drawn between the contents and the
/// sublayers and is not clipped to the bounds (use ``Layer/masksToBounds``).
///
/// Defaults are CATextLayer's (font size 36, white, natural alignment, no wrapping, no
/// truncation), except the font family: "DejaVu Sans" (Debian's fonts-dejavu-core) stands in
/// for Helvetica so that output is identical on every machine with that package. Text is set
/// with grey antialiasing and no hinting, at one point of font size per point of the layer.
open class TextLayer: Layer {
    /// The text. Default nil (nothing drawn).
    public var string: String? { get { textState.string } set { textState.string = newValue } }

    /// The font family name, as fontconfig knows it. Default "DejaVu Sans".
    public var fontFamily: String { get { textState.style.fontFamily } set { textState.style.fontFamily = newValue } }

    /// The largest font size committed, in points (DESIGN §8: bounded work per layer).
    public static let maxFontSize: CGFloat = 4096

    /// The font size in points, at most ``maxFontSize``; 0 or less draws nothing. Default 36.
    public var fontSize: CGFloat { get { textState.style.fontSize } set { textState.style.fontSize = newValue } }

    /// The font weight. Default ``FontWeight/regular``.
    public var fontWeight: FontWeight {
        get { textState.style.fontWeight } set { textState.style.fontWeight = newValue }
    }

    /// The colour of the text; nil draws nothing. Default opaque white. May be the dynamic
    /// ``Color/tint``.
    public var foregroundColor: Color? { get { textState.foregroundColor } set { textState.foregroundColor = newValue } }

    /// How lines are aligned in the bounds. Default ``TextAlignment/natural``.
    public var alignmentMode: TextAlignment {
        get { textState.style.alignment } set { textState.style.alignment = newValue }
    }

    /// Whether lines wrap at the bounds' width. Default `false`.
    public var isWrapped: Bool { get { textState.style.isWrapped } set { textState.style.isWrapped = newValue } }

    /// Where text that does not fit the bounds is cut. Default ``TextTruncation/none``.
    public var truncationMode: TextTruncation {
        get { textState.style.truncation } set { textState.style.truncation = newValue }
    }

    /// Every text property, stored together.
    private var textState = TextLayerState()

    /// Creates a text layer with CATextLayer's defaults and no string.
    public required init() { super.init() }

    override func snapshotContent() throws -> RenderContent {
        let t = textState
        guard let string = t.string, !string.isEmpty, let color = t.foregroundColor else { return .none }
        guard t.style.fontSize.isFinite else { throw LayerError.nonFinite("\(debugName).fontSize") }
        guard t.style.fontSize <= Self.maxFontSize else {
            throw LayerError.invalidValue("\(debugName).fontSize: expected at most \(Self.maxFontSize), found \(t.style.fontSize)")
        }
        var style = t.style
        style.color = color
        return .text(RenderText(string: string, style: style))
    }
}

/// The properties of a ``TextLayer``; the style's colour is unused (``foregroundColor`` may be nil).
private struct TextLayerState {
    var string: String? = nil
    var foregroundColor: Color? = .white
    var style = TextStyle()
}

/// A ``TextLayer``'s drawing, resolved.
public struct RenderText: Sendable, Equatable {
    /// The text.
    public var string: String
    /// How it is set, with the foreground colour resolved.
    public var style: TextStyle
}
