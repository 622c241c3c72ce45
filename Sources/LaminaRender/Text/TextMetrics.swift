// How big a string is when set in a style, and where its first baseline lies: what places text
// by its baseline, as SVG's <text> does, needs to know.
import CCairo
import CPango
import Foundation

/// The measured size of a string set in a ``TextStyle``, without wrapping or truncation.
public struct TextMetrics: Equatable, Sendable {
    /// The advance width of the widest line, in points.
    public var width: CGFloat
    /// The height of all lines, in points (line height × lines).
    public var height: CGFloat
    /// The distance from the top of the first line to its baseline, in points (the font's ascent).
    public var firstBaseline: CGFloat

    /// Creates metrics from their parts (points).
    public init(width: CGFloat, height: CGFloat, firstBaseline: CGFloat) {
        self.width = width
        self.height = height
        self.firstBaseline = firstBaseline
    }
}

extension Canvas {
    /// Measures `string` as ``drawText(_:style:in:)`` sets it in an unbounded box: same font
    /// options, so `drawText` in a box at (x, y − firstBaseline) puts the first baseline at y.
    /// - Throws: ``RenderError/nonFinite`` for a non-finite font size, ``RenderError/cairo`` if
    ///   Pango cannot lay the text out, ``RenderError/textUnavailable(_:)`` if it cannot be loaded.
    ///   An empty string or a font size ≤ 0 measures zero.
    public static func measureText(_ string: String, style: TextStyle) throws -> TextMetrics {
        guard style.fontSize.isFinite else { throw RenderError.nonFinite("font size") }
        guard !string.isEmpty, style.fontSize > 0 else { return TextMetrics(width: 0, height: 0, firstBaseline: 0) }
        return try withLineLayout(string, style: style, operation: "measuring text") { layout in
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            let unit = CGFloat(PANGO_SCALE)
            return TextMetrics(width: CGFloat(logical.width) / unit, height: CGFloat(logical.height) / unit,
                               firstBaseline: CGFloat(pango_layout_get_baseline(layout)) / unit)
        }
    }

    /// How many characters of `string` no font has a glyph for, in `style` after fontconfig's
    /// fallbacks: Pango draws each as a box holding its code point. 0 for an empty string or a
    /// font size ≤ 0.
    /// - Throws: as ``measureText(_:style:)``.
    public static func missingGlyphCount(_ string: String, style: TextStyle) throws -> Int {
        guard style.fontSize.isFinite else { throw RenderError.nonFinite("font size") }
        guard !string.isEmpty, style.fontSize > 0 else { return 0 }
        return try withLineLayout(string, style: style, operation: "shaping text") {
            Int(pango_layout_get_unknown_glyphs_count($0))
        }
    }

    /// Runs `body` with `string` laid out on one unbounded line in `style` (no wrapping, no
    /// truncation) on a 1 × 1 canvas of its own. `operation` names the work in errors.
    static func withLineLayout<T>(_ string: String, style: TextStyle, operation: String,
                                  _ body: (OpaquePointer) throws -> T) throws -> T {
        var unbounded = style
        unbounded.isWrapped = false
        unbounded.truncation = .none
        let canvas = try Canvas(width: 1, height: 1)
        // Glyphs are hinted at their size in device pixels, which the context's scale gives.
        if let scale = style.hintingScale { cairo_scale(canvas.context, scale.width, scale.height) }
        return try withLayout(string, style: unbounded, box: .zero, context: canvas.context, operation: operation, body)
    }
}
