// Drawing text laid out by Pango with fixed font options, so the same string gives the same
// pixels on every machine with the same fonts: grey antialiasing, no hinting, unhinted metrics,
// glyph positions not rounded, 72 dpi (one point of font size is one unit of the canvas). The
// glyphs are drawn by Lamina's Cairo (CPango's LayoutDrawing.c); outlines made for a
// TextStyle.hintingScale get slight hinting there (TextOutline), never the machine's settings.
import CCairo
import CPango
import Foundation

extension Canvas {
    /// Held while Pango lays text out and its glyphs are drawn, and while fonts are added:
    /// PangoFT2 shares state between threads even across font maps of their own (shaping on
    /// several threads at once gave a glyph no font has a width of 0 now and then), so text is
    /// set by one thread at a time.
    static let pangoLock = NSLock()

    /// Draws `string` in `box` (points under the current transform), first line at the top.
    ///
    /// Lines break at newlines, and at the box's width when `style.isWrapped`. Unwrapped text
    /// runs past the box's edges unless truncated; wrapped text runs past the bottom unless
    /// truncated, in which case the last line that fits ends in "…". Nothing is clipped.
    /// - Throws: ``RenderError/nonFinite`` for a non-finite box or font size, ``RenderError/cairo``
    ///   if Cairo fails, ``RenderError/textUnavailable(_:)`` if Pango cannot be loaded.
    ///   An empty string or a font size ≤ 0 draws nothing.
    public func drawText(_ string: String, style: TextStyle, in box: CGRect) throws {
        guard [box.minX, box.minY, box.width, box.height, style.fontSize].allSatisfy(\.isFinite) else {
            throw RenderError.nonFinite("text box or font size")
        }
        guard canDraw, !string.isEmpty, style.fontSize > 0, style.color.alpha > 0 else { return }
        try Self.withLayout(string, style: style, box: box, operation: "laying out text") { layout in
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            let width = CGFloat(logical.width) / CGFloat(PANGO_SCALE)
            // An unconstrained layout is as wide as its widest line: place it in the box by hand.
            var x = box.minX
            if pango_layout_get_width(layout) < 0 {
                switch style.alignment {
                case .center: x += (box.width - width) / 2
                case .right: x += box.width - width
                case .left:
                    break
                case .natural, .justified:
                    // Natural is the paragraph's start: the right edge for right-to-left text.
                    if let line = pango_layout_get_line_readonly(layout, 0),
                       pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL {
                        x += box.width - width
                    }
                }
            }
            let height = CGFloat(logical.height) / CGFloat(PANGO_SCALE)
            try spendDrawnPixels(inside: CGRect(x: x, y: box.minY, width: width, height: height)
                .insetBy(dx: -style.fontSize, dy: -style.fontSize))  // glyphs may reach past the logical box
            cairo_save(context)
            setSource(style.color)
            cairo_move_to(context, x, box.minY)
            noteCairoDrawing()
            lamina_pango_show_layout(context, layout)
            cairo_restore(context)
        }
        try check("drawing text")
    }

    /// The variable-font axes `style` sets, in Pango's syntax (`wght=650,wdth=75`): its
    /// width's `wdth` unless a variation sets it, then its variations; nil for none. Tags are
    /// four printable ASCII characters; other tags and non-finite values are left out.
    static func variations(of style: TextStyle) -> String? {
        var settings = style.fontVariations.filter {
            $0.value.isFinite && $0.tag.utf8.count == 4 && $0.tag.utf8.allSatisfy { (0x21...0x7E).contains($0) && $0 != 0x2C && $0 != 0x3D }
        }
        if style.fontStretch != .normal, !settings.contains(where: { $0.tag == "wdth" }) {
            settings.insert(FontVariation(tag: "wdth", value: style.fontStretch.percentage), at: 0)
        }
        return settings.isEmpty ? nil : settings.map { "\($0.tag)=\($0.value)" }.joined(separator: ",")
    }

    /// Runs `body` with a Pango layout for `string` in `style`
    /// (see ``makeLayout(_:style:box:fontMap:)``), its font set kept to this thread
    /// meanwhile; the layout is released after. `operation` names the work in errors.
    /// - Throws: ``RenderError/textUnavailable(_:)`` when Pango cannot be loaded,
    ///   ``RenderError/cairo`` when Pango cannot make the layout, and what `body` throws.
    static func withLayout<T>(_ string: String, style: TextStyle, box: CGRect,
                              operation: String, _ body: (OpaquePointer) throws -> T) throws -> T {
        if lamina_pango_load() != 0 {
            throw RenderError.textUnavailable(lamina_pango_error().map { String(cString: $0) } ?? "Pango did not load")
        }
        func run(_ fontMap: OpaquePointer?) throws -> T {
            pangoLock.lock()
            defer { pangoLock.unlock() }
            guard let layout = makeLayout(string, style: style, box: box, fontMap: fontMap) else {
                throw RenderError.cairo(operation: operation, message: "Pango could not create a layout")
            }
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            return try body(layout)
        }
        if let fontSet = style.fontSet { return try fontSet.withFontMap(run) }
        return try run(lamina_default_font_map())
    }

    /// A Pango layout for `string` in `style` with the fonts of `fontMap` (a map of
    /// `lamina_font_map_new`: 72 dpi, unhinted), constrained to the box where wrapping or
    /// truncation needs it; nil when Pango cannot make one. Needs `lamina_pango_load`.
    private static func makeLayout(_ string: String, style: TextStyle, box: CGRect,
                                   fontMap: OpaquePointer?) -> OpaquePointer? {
        guard let fontMap, let pangoContext = pango_font_map_create_context(fontMap) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pangoContext)) }
        guard let layout = pango_layout_new(pangoContext) else { return nil }
        // Glyphs where the font puts them, not rounded to whole points: text set at any scale
        // keeps its shape, as Core Text and resvg set it.
        pango_context_set_round_glyph_positions(pangoContext, 0)
        pango_layout_context_changed(layout)

        let font = pango_font_description_new()
        pango_font_description_set_family(font, style.fontFamily)
        pango_font_description_set_absolute_size(font, Double(style.fontSize) * Double(PANGO_SCALE))
        pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(min(max(style.fontWeight.rawValue, 1), 1000))))
        if style.isItalic { pango_font_description_set_style(font, PANGO_STYLE_ITALIC) }
        pango_font_description_set_stretch(font, PangoStretch(rawValue: UInt32(style.fontStretch.rawValue)))
        if style.isSmallCaps { pango_font_description_set_variant(font, PANGO_VARIANT_SMALL_CAPS) }
        if let variations = Self.variations(of: style) { pango_font_description_set_variations(font, variations) }
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_text(layout, string, -1)
        if !style.isKerned, let attributes = pango_attr_list_new() {
            if let features = pango_attr_font_features_new("kern 0") { pango_attr_list_insert(attributes, features) }
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }

        switch style.alignment {
        case .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .left: pango_layout_set_auto_dir(layout, 0); pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .right: pango_layout_set_auto_dir(layout, 0); pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .justified: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT); pango_layout_set_justify(layout, 1)
        }
        // Clamped before converting: a box wider than Pango's units (1e300 points) must not trap.
        let limit = Int32(min(max(box.width, 0) * CGFloat(PANGO_SCALE), CGFloat(Int32.max)).rounded(.down))
        if style.isWrapped {
            pango_layout_set_width(layout, limit)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            if style.truncation != .none {
                // How many lines fit, given as a line count: Pango compares a height in units
                // against device-space lines when the canvas is scaled, and would keep too many.
                var logical = PangoRectangle()
                pango_layout_get_extents(layout, nil, &logical)
                let lines = max(pango_layout_get_line_count(layout), 1)
                let lineHeight = CGFloat(logical.height) / CGFloat(PANGO_SCALE) / CGFloat(lines)
                let fitting = lineHeight > 0 ? min(max(box.height / lineHeight, 1), CGFloat(Int32.max)).rounded(.down) : 1
                pango_layout_set_height(layout, -Int32(fitting))
            }
        } else if style.truncation != .none {
            pango_layout_set_width(layout, limit)
        }
        switch style.truncation {
        case .none: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        case .start: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        case .end: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        lamina_pango_layout_use_notdef_advances(layout)
        return layout
    }
}
