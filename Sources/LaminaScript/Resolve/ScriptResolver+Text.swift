// `<text>` and `<tspan>` (SVG 1.1 §10) through TextLayer: one line whose first baseline sits at
// `y`, anchored at `x` by `text-anchor`, each `<tspan>` a run in its own style after the one
// before. Positions per glyph, `dx`/`dy`/`rotate` and text on a path are not drawn (they warn).
import Foundation
import Lamina

extension ScriptResolver {
    /// The most characters (Unicode scalars) one `<text>` may hold, so one line cannot keep
    /// Pango busy for long: a page of text, far more than a label needs.
    static let maxTextCharacters = 10_000

    /// Character data in the style of the element it belongs to.
    private struct TextRun {
        var string: String
        var style: ScriptStyle
        var element: ScriptElement
    }

    /// `<text>`: its runs measured with their fonts and set one after another on the baseline.
    func resolveText(_ element: ScriptElement, common: ResolvedCommon, style: ScriptStyle,
                     context: Context) throws -> ResolvedNode? {
        warnAboutPositions(of: element)
        guard style.visible || element.children.contains(where: { $0.name == "tspan" || $0.name == "a" }) else {
            return nil
        }
        var runs: [TextRun] = []
        try collectRuns(element, style: style, ancestors: context.ancestors, into: &runs)
        Self.collapseWhiteSpace(&runs)
        if !context.inClip, let stroked = runs.first(where: { $0.style.stroke != .none }) {
            warn(stroked.element.attributes["stroke"]?.location ?? stroked.element.location,
                 "<text> stroke: not supported yet; ignored (see docs/Unsupported.md)")
        }
        let count = runs.reduce(0) { $0 + $1.string.unicodeScalars.count }
        guard count <= Self.maxTextCharacters else {
            throw error(element.location, "<text>: expected at most \(Self.maxTextCharacters) characters, found \(count)")
        }
        guard count > 0 else { return nil }
        let x = try firstCoordinate(element, "x", percentOf: context.viewport.width)
        let y = try firstCoordinate(element, "y", percentOf: context.viewport.height)

        var placed: [(run: TextRun, text: ResolvedText?)] = []
        var advance: CGFloat = 0
        for run in runs where !run.string.isEmpty {
            let (textStyle, drawn) = try self.textStyle(of: run, context: context)
            let metrics = try Canvas.measureText(run.string, style: textStyle)
            let box = CGRect(x: x + advance, y: y - metrics.firstBaseline, width: metrics.width, height: metrics.height)
            placed.append((run, drawn ? ResolvedText(string: run.string, style: textStyle, box: box) : nil))
            advance += metrics.width
        }
        let shift: CGFloat
        switch style.look.textAnchor {
        case .start: shift = 0
        case .middle: shift = advance / 2
        case .end: shift = advance
        }
        var nodes: [ResolvedNode] = []
        for (run, text) in placed {
            guard var text else { continue }
            text.box.origin.x -= shift
            var runCommon = ResolvedCommon()
            runCommon.absoluteTransform = common.transform.concatenating(context.absolute)
            if run.style.color != style.color { runCommon.look.tintColor = run.style.color }
            runCommon.look.tintAdjustment = run.style.look.tintAdjustment
            nodes.append(.look(runCommon, .text(text)))
        }
        if nodes.count == 1, placed.count == 1, case .look(_, let only) = nodes[0] { return .look(common, only) }
        return nodes.isEmpty ? nil : .group(common, children: nodes, clipRect: nil)
    }

    /// The runs of `element` in order: its leading text, each `<tspan>`'s (or `<a>`'s) runs, the
    /// text after each child.
    private func collectRuns(_ element: ScriptElement, style: ScriptStyle, ancestors: [ScriptElement],
                             into runs: inout [TextRun]) throws {
        guard runs.count < Self.maxTextCharacters else { return }  // runs are at least a character
        runs.append(TextRun(string: element.leadingText, style: style, element: element))
        for child in element.children {
            // A link inside text is a run like a `<tspan>`; a child whose conditions fail draws nothing.
            if child.name == "tspan" || child.name == "a" {
                guard conditionsHold(on: child) else {
                    runs.append(TextRun(string: child.tail, style: style, element: element))
                    continue
                }
                warnAboutPositions(of: child)
                let childStyle = try computeStyle(child, ancestors: ancestors, parent: style)
                if childStyle.display {
                    try collectRuns(child, style: childStyle, ancestors: ancestors + [child], into: &runs)
                }
            } else if !Self.silentElements.contains(child.name) {
                warn(child.location, "<\(child.name)> inside <\(element.name)> is not supported yet; its text is skipped "
                     + "(see docs/Unsupported.md)")
            }
            runs.append(TextRun(string: child.tail, style: style, element: element))
        }
    }

    /// The text style of a run, and whether it is drawn (visible, with a colour fill).
    private func textStyle(of run: TextRun, context: Context) throws -> (TextStyle, Bool) {
        let style = run.style, element = run.element
        let size = style.look.fontSize
        guard size <= TextLayer.maxFontSize else {
            throw error(element.attributes["font-size"]?.location ?? element.location,
                        "font-size: expected at most \(Int(TextLayer.maxFontSize)), found \(size)")
        }
        var textStyle = TextStyle(fontSize: size, fontWeight: FontWeight(rawValue: style.look.fontWeight),
                                  alignment: .left)
        if let family = style.look.fontFamily { textStyle.fontFamily = family }
        // In a clip path only the glyphs' shape counts, whatever the fill.
        if context.inClip {
            textStyle.color = .black
            return (textStyle, style.visible)
        }
        if case .reference = style.fill {
            warn(element.location, "<\(element.name)> fill: paint servers on text are not supported yet; skipped")
            return (textStyle, false)
        }
        let fill = try paint(style.fill, opacity: style.fillOpacity, style: style, bounds: .zero,
                             viewport: context.viewport, element: element)
        guard case .color(let color)? = fill, style.visible else { return (textStyle, false) }
        textStyle.color = color
        return (textStyle, true)
    }

    /// Warns about the positioning attributes Lamina does not apply.
    private func warnAboutPositions(of element: ScriptElement) {
        let names = element.name == "tspan" ? ["x", "y", "dx", "dy", "rotate"]
            : ["dx", "dy", "rotate", "textLength", "lengthAdjust"]
        for name in names {
            if let attribute = element.attributes[name] {
                warn(attribute.location, "<\(element.name)> \(name): not supported yet; ignored (see docs/Unsupported.md)")
            }
        }
    }

    /// The first length of a list attribute (`x="10 20 30"` positions glyphs one by one, which
    /// Lamina does not: the rest warn).
    private func firstCoordinate(_ element: ScriptElement, _ name: String, percentOf reference: CGFloat) throws -> CGFloat {
        try reading(element, name) { v throws(ValueError) in
            var scanner = ValueScanner(v)
            scanner.skipSpaces()
            if scanner.isAtEnd { return 0 }
            let first = try ScriptLength.read(&scanner)
            scanner.skipCommaSpaces()
            if !scanner.isAtEnd, let attribute = element.attributes[name] {
                warn(attribute.location, "<text> \(name): one position per glyph is not supported yet; "
                     + "using the first (see docs/Unsupported.md)")
            }
            return first.resolved(percentOf: reference, pixelsPerInch: options.dpi)
        } ?? 0
    }

    /// SVG's default white-space handling (`xml:space="default"`) across the runs: newlines
    /// removed, tabs to spaces, leading and trailing spaces stripped, runs of spaces collapsed
    /// to their first (which keeps the style of the run it was written in, as browsers do).
    private static func collapseWhiteSpace(_ runs: inout [TextRun]) {
        var afterSpace = true  // leading spaces go
        for index in runs.indices {
            var result = ""
            for character in runs[index].string where character != "\n" && character != "\r" && character != "\r\n" {
                let isSpace = character == " " || character == "\t"
                if isSpace, afterSpace { continue }
                result.append(isSpace ? " " : character)
                afterSpace = isSpace
            }
            runs[index].string = result
        }
        if let last = runs.lastIndex(where: { !$0.string.isEmpty }), runs[last].string.hasSuffix(" ") {
            runs[last].string.removeLast()
        }
    }
}
