// A Lottie text layer (`ty` 5), as lottie-ios's Core Animation engine draws it (TextLayer.swift
// with CoreTextRenderLayer.swift): the document's text set in the font its PostScript name
// gives — when that font is not installed, with the glyphs the file embeds for it (`chars`, the
// font's own outlines, which iOS would draw from the font) if it has one for every character,
// else in Helvetica (fontconfig's substitute for it, as Core Text falls back) — its glyph
// outlines filled and stroked by two shape layers (the stroke, of
// `sw` percent of the font size, below the fill unless `of`). Point text has its first baseline
// at y = 0 and lines aligned on x = 0; box text (`sz`, `ps`) wraps at the box's width, its first
// baseline a cap height below the box's top, and keeps the lines that fit. Baselines are `lh`
// apart (at least the font's ascent plus descent); tracking `tr` (thousandths of an em) follows
// every character.
import Foundation
import Lamina

/// Builds text layers' content, looking each font up once.
final class TextLayerBuilder {
    /// The family Core Text falls back to for a font that is not installed; fontconfig sets it
    /// in its substitute (Nimbus Sans, URW's Helvetica, from Debian's fonts-urw-base35; Liberation
    /// Sans, metric-compatible, from fonts-liberation without it).
    static let fallbackFamily = "Helvetica"
    /// Fonts looked up so far, by name (nil: not installed).
    private var fonts: [String: TextStyle?] = [:]
    /// Outlines made so far, by text and style.
    private var madeOutlines: [TextStyle: [String: TextOutline]] = [:]
    /// The fonts the file names and the glyphs it embeds.
    let glyphs: LottieGlyphs
    /// The fonts given instead of the file's; nil: the file's.
    let fontProvider: (any AnimationFontProvider)?

    init(glyphs: LottieGlyphs, fontProvider: (any AnimationFontProvider)? = nil) {
        self.glyphs = glyphs
        self.fontProvider = fontProvider
    }

    /// The text's glyphs as shape layers; nil (after a warning where something is wrong) when
    /// it draws nothing.
    func layers(_ model: LayerModel, context: LayerAnimationContext) throws -> [Layer]? {
        let diagnostics = context.diagnostics
        guard let document = try TextDocument(layer: model.node, diagnostics) else { return nil }
        try diagnostics.countCharacters(document.text.count, at: document.path.member("t"))
        let fill = document.fillColor.map(Self.color), stroke = document.strokeColor.map(Self.color)
        guard !document.text.isEmpty, document.fontSize > 0, fill != nil || stroke != nil else { return nil }
        let outlines: BezierPath
        do {
            outlines = try layout(document, face: try face(document, diagnostics))
        } catch let error as LottieError {
            throw error
        } catch {
            diagnostics.warn(model.node.path, "the text could not be set (\(error)); skipped")
            return nil
        }
        guard outlines.isFinite else {
            // Line heights, tracking or boxes so large that the glyphs land past any finite point.
            diagnostics.warn(document.path, "expected text placed at finite points, found a line height, tracking or box "
                             + "too large; skipped")
            return nil
        }
        var drawn: [ShapeLayer] = []
        if let fill {
            let layer = ShapeLayer()
            layer.path = outlines
            layer.fillColor = fill
            drawn.append(layer)
        }
        let strokeWidth = document.strokeWidth * min(document.fontSize, TextLayer.maxFontSize) / 100
        if let stroke, strokeWidth > 0, strokeWidth.isFinite {
            let layer = ShapeLayer()
            layer.path = outlines
            layer.fillColor = nil
            layer.strokeColor = stroke
            layer.lineWidth = CGFloat(strokeWidth)
            drawn.insert(layer, at: document.strokeOverFill ? drawn.count : 0)
        }
        for layer in drawn { layer.anchorPoint = .zero }
        return drawn.isEmpty ? nil : drawn
    }

    /// How the text is set: in an installed font, or with the glyphs the file embeds for a font
    /// that is not installed (in hundredths of `size`), the fallback font giving the metrics the
    /// file does not.
    private enum Face {
        case font(TextStyle)
        case embedded(LottieGlyphs.Font, size: Double, fallback: TextStyle)

        /// The font size in points.
        var size: Double {
            switch self {
            case .font(let style): Double(style.fontSize)
            case .embedded(_, let size, _): size
            }
        }
    }

    /// How the document is set: the font provider's font, at that font's size; else its font
    /// when installed; else the glyphs the file embeds for it, when it has one for every
    /// character; else the fallback family, with a warning.
    private func face(_ document: TextDocument, _ diagnostics: LottieDiagnostics) throws -> Face {
        if var style = fontProvider?.fontFor(family: document.fontName, size: CGFloat(document.fontSize)) {
            style.fontSize = min(max(style.fontSize, 0), CGFloat(TextLayer.maxFontSize))
            return .font(style)
        }
        var base = TextStyle()
        if document.fontSize > TextLayer.maxFontSize {
            diagnostics.warn(document.path.member("s"), "expected a font size of at most \(TextLayer.maxFontSize), "
                             + "found \(document.fontSize); set at \(TextLayer.maxFontSize)")
        }
        base.fontSize = CGFloat(min(document.fontSize, TextLayer.maxFontSize))
        let found: TextStyle?
        if let known = fonts[document.fontName] {
            found = known
        } else {
            found = try TextStyle.font(named: document.fontName)
            fonts[document.fontName] = found
        }
        if var style = found {
            style.fontSize = base.fontSize
            return .font(style)
        }
        base.fontFamily = Self.fallbackFamily
        // The file's own glyphs are the font's outlines: drawn with them, the text looks as in
        // the font (without its pair kerning), so this says nothing.
        if let font = glyphs.font(named: document.fontName),
           try document.text.allSatisfy({ try Self.isLineBreak($0) || glyphs.glyph($0, in: font) != nil }) {
            return .embedded(font, size: Double(base.fontSize), fallback: base)
        }
        diagnostics.warn(document.path.member("f"), "the font \"\(document.fontName)\" is not installed (--font-dir adds "
                         + "a folder of fonts); set in \(Self.fallbackFamily), as Core Text falls back")
        return .font(base)
    }

    /// The ascent, descent and cap height of `face`, in points.
    private func metrics(_ face: Face) throws -> (ascent: Double, descent: Double, capHeight: Double) {
        switch face {
        case .font(let style):
            let metrics = try outline("H", style)
            return (Double(metrics.ascent), Double(metrics.descent), -Double(metrics.path.bounds.minY))
        case .embedded(let font, let size, let fallback):
            let metrics = try outline("H", fallback)
            let ascent = font.ascent.map { $0 * size / 100 } ?? Double(metrics.ascent)
            let capHeight = try glyphs.glyph("H", in: font).map { glyph in
                -glyph.paths.reduce(CGRect.null) { $0.union(Self.bezier($1).bounds) }.minY * size / 100
            }
            return (ascent, Double(metrics.descent), capHeight ?? -Double(metrics.path.bounds.minY))
        }
    }

    /// Every line's glyph outlines, placed.
    private func layout(_ document: TextDocument, face: Face) throws -> BezierPath {
        let (ascent, descent, capHeight) = try metrics(face)
        let step = max(document.lineHeight, ascent + descent)
        let tracking = face.size * document.tracking / 1000
        var lines = try self.lines(document.text, tracking: tracking, width: document.boxSize.map { Double($0.width) }) {
            switch face {
            case .font(let style): try Canvas.characterAdvances(String($0), style: style).map { Double($0) }
            case .embedded(let font, let size, _): try $0.map { (try glyphs.glyph($0, in: font)?.advance ?? 0) * size / 100 }
            }
        }
        var top = 0.0, left = 0.0, width = 0.0
        if let box = document.boxSize {
            // Core Text keeps the lines whose descent fits the box (grown by the ascent above
            // the cap height and by the descent).
            // Clamped before converting: a box taller than Int's range must not trap.
            let fitting = step > 0 ? Int(min((max(Double(box.height) - capHeight, -1) / step).rounded(.down), Double(lines.count))) + 1
                : lines.count
            lines = Array(lines.prefix(max(fitting, 0)))
            top = Double(document.boxPosition?.y ?? 0) + capHeight
            left = Double(document.boxPosition?.x ?? 0)
            width = Double(box.width)
        }
        var path = BezierPath()
        for (index, line) in lines.enumerated() {
            let x: Double = switch document.justification {
            case .right: left + width - line.width
            case .center: left + (width - line.width) / 2
            default: left
            }
            let origin = CGPoint(x: x, y: top + Double(index) * step)
            switch face {
            case .font(let style) where tracking == 0:
                path.append(try outline(line.text, style).path.applying(CGAffineTransform(translationX: origin.x, y: origin.y)))
            case .font(let style):
                for (character, offset) in zip(line.text, line.offsets) {
                    let glyph = try outline(String(character), style).path
                    path.append(glyph.applying(CGAffineTransform(translationX: origin.x + offset, y: origin.y)))
                }
            case .embedded(let font, let size, _):
                for (character, offset) in zip(line.text, line.offsets) {
                    guard let glyph = try glyphs.glyph(character, in: font) else { continue }
                    let place = CGAffineTransform(scaleX: size / 100, y: size / 100)
                        .concatenating(CGAffineTransform(translationX: origin.x + offset, y: origin.y))
                    for outline in glyph.paths { path.append(Self.bezier(outline).applying(place)) }
                }
            }
        }
        return path
    }

    /// A Lottie path as a BezierPath.
    private static func bezier(_ path: LottiePath) -> BezierPath {
        var result = BezierPath()
        path.append(to: &result)
        return result
    }

    /// The text's lines: paragraphs split at line breaks and, in a box of `width`, wrapped at
    /// spaces (within a word where one word does not fit), with each character's pen offset and
    /// the width that aligns the line (its trailing spaces left out); `measure` gives each
    /// character's advance in a paragraph.
    private func lines(_ text: String, tracking: Double, width: Double?,
                       advances measure: (Substring) throws -> [Double]) throws -> [(text: String, offsets: [Double], width: Double)] {
        var result: [(text: String, offsets: [Double], width: Double)] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: Self.isLineBreak) {
            let characters = Array(paragraph)
            let advances = try measure(paragraph).map { $0 + tracking }
            guard advances.count == characters.count, !characters.isEmpty else {
                result.append((String(paragraph), [], 0))
                continue
            }
            var start = 0
            while start < characters.count {
                var end = start, pen = 0.0, lastSpace: Int?
                while end < characters.count {
                    if let width, end > start, !characters[end].isWhitespace, pen + advances[end] > width {
                        break
                    }
                    if characters[end].isWhitespace { lastSpace = end }
                    pen += advances[end]
                    end += 1
                }
                if end < characters.count, let space = lastSpace, space >= start {
                    end = space + 1
                }
                var offsets: [Double] = [], x = 0.0
                for index in start..<end {
                    offsets.append(x)
                    x += advances[index]
                }
                var trimmed = end
                while trimmed > start, characters[trimmed - 1].isWhitespace { trimmed -= 1 }
                let lineWidth = advances[start..<trimmed].reduce(0, +)
                result.append((String(characters[start..<end]), offsets, lineWidth))
                start = end
            }
        }
        return result
    }

    /// Whether `character` ends a line: After Effects' "\r", "\n", "\r\n" and "\u{3}".
    private static func isLineBreak(_ character: Character) -> Bool {
        character == "\r" || character == "\n" || character == "\r\n" || character == "\u{3}"
    }

    /// The outline of `text` in `style`, made once.
    private func outline(_ text: String, _ style: TextStyle) throws -> TextOutline {
        if let known = madeOutlines[style]?[text] { return known }
        let made = try Canvas.textOutline(text, style: style)
        madeOutlines[style, default: [:]][text] = made
        return made
    }

    /// A Lottie text colour: RGB 0…1, or 0…255 when all three are above 1 (lottie-ios's
    /// `LottieColor`); the alpha is always 1.
    private static func color(_ values: [Double]) -> Color {
        let wide = values.count >= 3 && values.prefix(3).allSatisfy { $0 > 1 }
        func channel(_ index: Int) -> CGFloat {
            let value = index < values.count ? values[index] : 0
            return CGFloat(min(max(wide ? value / 255 : value, 0), 1))
        }
        return Color(red: channel(0), green: channel(1), blue: channel(2))
    }
}
