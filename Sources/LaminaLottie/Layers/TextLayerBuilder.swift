// A Lottie text layer (`ty` 5), as lottie-ios's Core Animation engine draws it (TextLayer.swift
// with CoreTextRenderLayer.swift): the document's text set in the font its PostScript name
// gives (Helvetica — fontconfig's substitute for it — when that font is not installed, as Core
// Text falls back), its glyph outlines filled and stroked by two shape layers (the stroke, of
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
    /// in its metric-compatible substitute (Liberation Sans, from Debian's fonts-liberation).
    static let fallbackFamily = "Helvetica"
    /// Fonts looked up so far, by name (nil: not installed).
    private var fonts: [String: TextStyle?] = [:]
    /// Outlines made so far, by text and style.
    private var outlines: [TextStyle: [String: TextOutline]] = [:]

    /// The text's glyphs as shape layers; nil (after a warning where something is wrong) when
    /// it draws nothing.
    func layers(_ model: LayerModel, context: LayerAnimationContext) throws -> [Layer]? {
        let diagnostics = context.diagnostics
        guard let document = try TextDocument(layer: model.node, diagnostics) else { return nil }
        try diagnostics.countCharacters(document.text.count, at: "\(document.path).t")
        let fill = document.fillColor.map(Self.color), stroke = document.strokeColor.map(Self.color)
        guard !document.text.isEmpty, document.fontSize > 0, fill != nil || stroke != nil else { return nil }
        let glyphs: BezierPath
        do {
            glyphs = try self.glyphs(document, style: try style(document, diagnostics))
        } catch let error as LottieError {
            throw error
        } catch {
            diagnostics.warn(model.node.path, "the text could not be set (\(error)); skipped")
            return nil
        }
        guard glyphs.isFinite else {
            // Line heights, tracking or boxes so large that the glyphs land past any finite point.
            diagnostics.warn(document.path, "expected text placed at finite points, found a line height, tracking or box "
                             + "too large; skipped")
            return nil
        }
        var drawn: [ShapeLayer] = []
        if let fill {
            let layer = ShapeLayer()
            layer.path = glyphs
            layer.fillColor = fill
            drawn.append(layer)
        }
        let strokeWidth = document.strokeWidth * min(document.fontSize, TextLayer.maxFontSize) / 100
        if let stroke, strokeWidth > 0, strokeWidth.isFinite {
            let layer = ShapeLayer()
            layer.path = glyphs
            layer.fillColor = nil
            layer.strokeColor = stroke
            layer.lineWidth = CGFloat(strokeWidth)
            drawn.insert(layer, at: document.strokeOverFill ? drawn.count : 0)
        }
        for layer in drawn { layer.anchorPoint = .zero }
        return drawn.isEmpty ? nil : drawn
    }

    /// The style of the document's font and size; the fallback family, with a warning, when the
    /// font is not installed.
    private func style(_ document: TextDocument, _ diagnostics: LottieDiagnostics) throws -> TextStyle {
        var base = TextStyle()
        if document.fontSize > TextLayer.maxFontSize {
            diagnostics.warn("\(document.path).s", "expected a font size of at most \(TextLayer.maxFontSize), "
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
        guard var style = found else {
            diagnostics.warn("\(document.path).f", "the font \"\(document.fontName)\" is not installed (--font-dir adds "
                             + "a folder of fonts); set in \(Self.fallbackFamily), as Core Text falls back")
            base.fontFamily = Self.fallbackFamily
            return base
        }
        style.fontSize = base.fontSize
        return style
    }

    /// Every line's glyphs, placed.
    private func glyphs(_ document: TextDocument, style: TextStyle) throws -> BezierPath {
        let metrics = try outline("H", style)
        let ascent = Double(metrics.ascent), descent = Double(metrics.descent)
        let capHeight = -Double(metrics.path.bounds.minY)
        let step = max(document.lineHeight, ascent + descent)
        let tracking = Double(style.fontSize) * document.tracking / 1000
        var lines = try self.lines(document.text, style: style, tracking: tracking,
                                   width: document.boxSize.map { Double($0.width) })
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
            if tracking == 0 {
                path.append(try outline(line.text, style).path.applying(CGAffineTransform(translationX: origin.x, y: origin.y)))
                continue
            }
            for (character, offset) in zip(line.text, line.offsets) {
                let glyph = try outline(String(character), style).path
                path.append(glyph.applying(CGAffineTransform(translationX: origin.x + offset, y: origin.y)))
            }
        }
        return path
    }

    /// The text's lines: paragraphs split at line breaks and, in a box of `width`, wrapped at
    /// spaces (within a word where one word does not fit), with each character's pen offset and
    /// the width that aligns the line (its trailing spaces left out).
    private func lines(_ text: String, style: TextStyle, tracking: Double,
                       width: Double?) throws -> [(text: String, offsets: [Double], width: Double)] {
        var result: [(text: String, offsets: [Double], width: Double)] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: Self.isLineBreak) {
            let characters = Array(paragraph)
            let advances = try Canvas.characterAdvances(String(paragraph), style: style).map { Double($0) + tracking }
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
        if let known = outlines[style]?[text] { return known }
        let made = try Canvas.textOutline(text, style: style)
        outlines[style, default: [:]][text] = made
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
