// Text as glyph outlines: Pango shapes the string (kerning, ligatures, bidi, font fallback) with
// the font options of Canvas+Text, Cairo adds the glyphs' outlines to a path
// (CPango's lamina_pango_layout_path), and the path is read back as a BezierPath. What draws text as
// ordinary geometry (SVG's <text>: fills, strokes, gradients, clips) starts here.
import CCairo
import CPango
import Foundation
import LaminaGeometry

/// A string's glyphs as one path, with the metrics that place it on a baseline.
public struct TextOutline: Sendable {
    /// The glyphs' outlines in points, y down, the pen starting at (0, 0) on the baseline.
    public var path: BezierPath
    /// How far the pen moves along x: where text after this string starts, in points.
    public var advance: CGFloat
    /// The font's ascent above the baseline, in points (positive).
    public var ascent: CGFloat
    /// The font's descent below the baseline, in points (positive).
    public var descent: CGFloat
    /// Where the middle of an underline lies, in points above the baseline (negative below).
    public var underlinePosition: CGFloat = 0
    /// The thickness of an underline (and of SVG's overline and line-through), in points.
    public var underlineThickness: CGFloat = 0
    /// Where the middle of a line-through lies, in points above the baseline.
    public var strikethroughPosition: CGFloat = 0
    /// How far above the baseline superscripts sit, in points: the font's own offset (its OS/2
    /// table's), else 0.4 em.
    public var superscriptOffset: CGFloat = 0
    /// How far below the baseline subscripts sit, in points (positive): the font's own offset,
    /// else 0.2 em.
    public var subscriptOffset: CGFloat = 0
}

extension Canvas {
    /// The outlines of `string` set on one line in `style` (its family, size, weight and slant;
    /// alignment, wrapping, truncation and colour are ignored), the pen starting at the origin
    /// on the baseline.
    /// - Throws: ``RenderError/nonFinite`` for a non-finite font size, ``RenderError/cairo`` if
    ///   Pango cannot lay the text out, ``RenderError/textUnavailable(_:)`` if it cannot be loaded.
    ///   An empty string or a font size ≤ 0 gives an empty outline. Text smaller than 16 pt is
    ///   shaped at 16 pt and scaled down, so its glyphs keep their shapes at any size. With a
    ///   ``TextStyle/hintingScale`` (both sides finite and above 0) the glyphs are hinted at
    ///   their size in pixels; the advance and metrics are the same as without.
    public static func textOutline(_ string: String, style: TextStyle) throws -> TextOutline {
        guard style.fontSize.isFinite else { throw RenderError.nonFinite("font size") }
        guard !string.isEmpty, style.fontSize > 0 else {
            return TextOutline(path: BezierPath(), advance: 0, ascent: 0, descent: 0)
        }
        var line = style
        line.alignment = .left
        let magnification = Self.shapingMagnification(style.fontSize)
        line.fontSize *= magnification
        line.hintingScale = style.hintingScale.flatMap { scale in
            [scale.width, scale.height].allSatisfy { $0.isFinite && $0 > 0 }
                ? CGSize(width: scale.width / magnification, height: scale.height / magnification) : nil
        }
        return try withLineLayout(string, style: line, operation: "shaping text") { layout in
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            let unit = CGFloat(PANGO_SCALE) * magnification
            let baseline = CGFloat(pango_layout_get_baseline(layout)) / unit
            // Pango leaves out the glyphs that fall outside the surface it draws them on (the 1 × 1
            // canvas of the layout kept the first twenty or so): outlines are made on an unbounded
            // recording surface.
            guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil) else {
                throw RenderError.cairo(operation: "shaping text", message: "no surface")
            }
            defer { cairo_surface_destroy(surface) }
            guard let context = cairo_create(surface), cairo_status(context) == CAIRO_STATUS_SUCCESS else {
                throw RenderError.cairo(operation: "shaping text", message: "no context")
            }
            defer { cairo_destroy(context) }
            // Hinted at the glyphs' size in pixels, which the context's scale gives; the path
            // comes back in user space.
            if let scale = line.hintingScale { cairo_scale(context, scale.width, scale.height) }
            cairo_move_to(context, 0, -Double(baseline * magnification))
            lamina_pango_layout_path(context, layout, line.hintingScale == nil ? 0 : 1)
            var path = try Self.path(of: context)
            if magnification != 1 { path.apply(CGAffineTransform(scaleX: 1 / magnification, y: 1 / magnification)) }
            var outline = TextOutline(path: path, advance: CGFloat(logical.width) / unit, ascent: baseline,
                                      descent: CGFloat(logical.height) / unit - baseline)
            // The font's own lines (its `post` and `OS/2` tables, as HarfBuzz reads them).
            if let font = pango_layout_get_font_description(layout),
               let metrics = pango_context_get_metrics(pango_layout_get_context(layout), font, nil) {
                outline.underlinePosition = CGFloat(pango_font_metrics_get_underline_position(metrics)) / unit
                outline.underlineThickness = CGFloat(pango_font_metrics_get_underline_thickness(metrics)) / unit
                outline.strikethroughPosition = CGFloat(pango_font_metrics_get_strikethrough_position(metrics)) / unit
                pango_font_metrics_unref(metrics)
            }
            (outline.superscriptOffset, outline.subscriptOffset) = (style.fontSize * 0.4, style.fontSize * 0.2)
            if let font = pango_layout_get_font_description(layout),
               let loaded = pango_context_load_font(pango_layout_get_context(layout), font) {
                defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
                if let harfBuzz = pango_font_get_hb_font(loaded) {
                    // HarfBuzz's font is scaled to Pango units.
                    var position: Int32 = 0
                    if hb_ot_metrics_get_position(harfBuzz, HB_OT_METRICS_TAG_SUPERSCRIPT_EM_Y_OFFSET, &position) != 0 {
                        outline.superscriptOffset = CGFloat(position) / unit
                    }
                    if hb_ot_metrics_get_position(harfBuzz, HB_OT_METRICS_TAG_SUBSCRIPT_EM_Y_OFFSET, &position) != 0 {
                        outline.subscriptOffset = CGFloat(position) / unit
                    }
                }
            }
            return outline
        }
    }

    /// The advance of each character (grapheme cluster) of `string` set on one line in `style`,
    /// as Pango shapes the whole string: kerning with the next character included, a
    /// ligature's advance shared among its characters. Empty for an empty string or a font
    /// size ≤ 0.
    /// - Throws: as ``textOutline(_:style:)``.
    public static func characterAdvances(_ string: String, style: TextStyle) throws -> [CGFloat] {
        guard style.fontSize.isFinite else { throw RenderError.nonFinite("font size") }
        guard !string.isEmpty, style.fontSize > 0 else { return [] }
        var line = style
        line.alignment = .left
        line.hintingScale = nil  // hinting leaves advances as they are
        let magnification = Self.shapingMagnification(style.fontSize)
        line.fontSize *= magnification
        return try withLineLayout(string, style: line, operation: "shaping text") { layout in
            // Each Unicode character's logical width, walked once along the line, summed into the
            // grapheme cluster whose bytes hold it.
            var ends: [Int] = []  // the byte offset where each grapheme cluster ends
            var offset = 0
            for character in string {
                offset += character.utf8.count
                ends.append(offset)
            }
            var advances = [CGFloat](repeating: 0, count: ends.count)
            guard let iterator = pango_layout_get_iter(layout) else { return advances }
            defer { pango_layout_iter_free(iterator) }
            var cluster = 0
            repeat {
                let index = Int(pango_layout_iter_get_index(iterator))
                while cluster < ends.count, index >= ends[cluster] { cluster += 1 }
                guard cluster < ends.count else { break }
                var extents = PangoRectangle()
                pango_layout_iter_get_char_extents(iterator, &extents)
                advances[cluster] += abs(CGFloat(extents.width)) / (CGFloat(PANGO_SCALE) * magnification)
            } while pango_layout_iter_next_char(iterator) != 0
            return advances
        }
    }

    /// The smallest size text is shaped at, in points: FreeType gives outlines in 1/64 pt and
    /// Pango positions in 1/1024 pt, steps that distort glyphs set at a size of a point or so
    /// (then scaled up by a transform, as SVG drawn in tiny units is).
    static let minimumShapingSize: CGFloat = 16

    /// How much larger than `size` text is shaped (then scaled back): 1 from
    /// ``minimumShapingSize`` up.
    static func shapingMagnification(_ size: CGFloat) -> CGFloat {
        size < minimumShapingSize ? minimumShapingSize / size : 1
    }

    /// Adds the fonts in `folder` (and its subfolders) to those every text in this process is
    /// set in, through fontconfig; fonts added stay for the life of the process.
    /// - Throws: ``RenderError/textUnavailable(_:)`` when `folder` is not a folder, Pango or
    ///   fontconfig cannot be loaded, or fontconfig cannot read the folder.
    public static func addFontDirectory(_ folder: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw RenderError.textUnavailable("expected a folder of fonts at \(folder.path), found none")
        }
        guard pangoLock.withLock({ lamina_pango_add_font_dir(folder.path) }) == 0 else {
            throw RenderError.textUnavailable(lamina_pango_error().map { String(cString: $0) }
                                              ?? "fontconfig could not add the fonts of \(folder.path)")
        }
        FontFamilyList.forgetResolved()
    }

    /// The current path of the Cairo context `context` (in user space) as a BezierPath.
    private static func path(of context: OpaquePointer) throws -> BezierPath {
        guard let copy = cairo_copy_path(context) else {
            throw RenderError.cairo(operation: "reading a text outline", message: "out of memory")
        }
        defer { cairo_path_destroy(copy) }
        guard copy.pointee.status == CAIRO_STATUS_SUCCESS, let data = copy.pointee.data else {
            throw RenderError.cairo(operation: "reading a text outline", message: "Cairo could not copy the path")
        }
        var path = BezierPath()
        let count = Int(copy.pointee.num_data)
        var index = 0
        func point(_ offset: Int) -> CGPoint {
            let p = data[index + offset].point
            return CGPoint(x: p.x, y: p.y)
        }
        // A move is kept only once something is drawn from it: the pen's moves between glyphs
        // and after the last one draw nothing and would stretch the bounds.
        var pendingMove: CGPoint?
        func flushMove() {
            if let move = pendingMove { path.move(to: move) }
            pendingMove = nil
        }
        while index < count {
            let header = data[index].header
            let length = Int(header.length)
            guard length > 0, index + length <= count else { break }
            switch header.type {
            case CAIRO_PATH_MOVE_TO where length >= 2: pendingMove = point(1)
            case CAIRO_PATH_LINE_TO where length >= 2: flushMove(); path.addLine(to: point(1))
            case CAIRO_PATH_CURVE_TO where length >= 4:
                flushMove()
                path.addCurve(to: point(3), controlPoint1: point(1), controlPoint2: point(2))
            case CAIRO_PATH_CLOSE_PATH: if pendingMove == nil { path.close() }
            default: break
            }
            index += length
        }
        return path
    }
}
