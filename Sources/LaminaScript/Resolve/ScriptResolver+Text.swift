// `<text>` and `<tspan>` (SVG 2 §11) as glyph outlines: the content collected in runs
// (ScriptResolver+TextRuns), laid out and shaped by Pango (ScriptResolver+TextLayout), and each
// run's glyphs made one path that is filled, stroked and clipped as any other shape, with its
// `text-decoration` lines (CSS Text Decoration 3 §2).
import Foundation
import Lamina

extension ScriptResolver {
    /// The most characters (Unicode scalars) one `<text>` may hold, so one line cannot keep
    /// Pango busy for long: a page of text, far more than a label needs.
    static let maxTextCharacters = 10_000

    /// `<text>`: its characters placed, shaped and painted, one shape per run.
    func resolveText(_ element: ScriptElement, common: ResolvedCommon, style: ScriptStyle,
                     context: Context) throws -> ResolvedNode? {
        var content = TextContent()
        var root = TextRun(string: "", style: style, element: element)
        // `xml:space` inherits (XML 1.0 §2.10): the nearest ancestor's holds unless the text sets its own.
        root.preservesSpaces = context.ancestors.last { $0["xml:space"] != nil }?["xml:space"] == "preserve"
        // Decorations declared around the text (on a group) draw across it too, in the text's
        // own paint (as resvg draws them).
        for (depth, ancestor) in context.ancestors.enumerated()
        where ancestor !== element && (ancestor.attributes["text-decoration"] != nil
            || ancestor.attributes["style"]?.value.contains("text-decoration") == true) {
            let declaring = try inheritedStyle(along: Array(context.ancestors[...depth]))
            guard !declaring.look.textDecoration.isEmpty else { continue }
            content.decorations.append((declaring.look.textDecoration, style, element))
            root.decorations.append(content.decorations.count - 1)
        }
        try collectRuns(root, ancestors: context.ancestors, viewport: context.viewport, into: &content)
        var runs = content.runs
        Self.handleWhiteSpace(&runs)
        let count = runs.reduce(0) { $0 + $1.string.unicodeScalars.count }
        guard count <= Self.maxTextCharacters else {
            throw error(element.location, "<text>: expected at most \(Self.maxTextCharacters) characters, found \(count)")
        }
        var (characters, fits) = try self.characters(of: runs, positioned: content.positioned, viewport: context.viewport)
        guard !characters.isEmpty else { return nil }
        // Glyphs are hinted for the pixels they will be drawn on; a clip's are not (it is a path).
        let device = common.transform.concatenating(context.absolute)
            .concatenating(CGAffineTransform(scaleX: options.scale, y: options.scale))
        let segments = try layOut(&characters, runs: runs, paths: content.paths, fits: fits, viewport: context.viewport,
                                  device: context.inClip || !options.hintsGlyphs ? nil : device)
        guard !segments.isEmpty else { return nil }

        // The object bounding box: the union of the glyph cells.
        var cells: CGRect?
        for segment in segments where segment.outline.advance > 0 {
            guard let transform = segment.transform else { continue }
            let o = segment.outline
            let cell = CGRect(x: 0, y: -o.ascent, width: o.advance, height: o.ascent + o.descent).applying(transform)
            cells = cells.map { $0.union(cell) } ?? cell
        }
        var inner = context
        inner.absolute = common.transform.concatenating(context.absolute)
        /// `path` painted in `style` as `element` paints it, its elements counted; `hinted` glyphs
        /// cover their pixels by exact area, as Chromium draws FreeType's glyph images.
        func painted(_ path: BezierPath, _ paint: ScriptStyle, _ element: ScriptElement,
                     hinted: Bool = false) throws -> ResolvedNode {
            // A stroke's outline has both sides of the pen and the joins: four times the edges.
            glyphElements += path.elements.count * (paint.stroke == .none || context.inClip ? 1 : 4)
            let limit = options.limits.maxGlyphElements
            guard glyphElements <= limit else {
                throw error(element.location, "<text>: expected at most \(limit) glyph outline "
                            + "elements in the script (a stroke counts four times), found more")
            }
            var runCommon = ResolvedCommon()
            runCommon.absoluteTransform = inner.absolute
            if paint.color != style.color { runCommon.look.tintColor = paint.color }
            runCommon.look.tintAdjustment = paint.look.tintAdjustment
            let node = try paintedShape(path, bounds: cells, element: element, common: runCommon, style: paint, context: inner)
            guard hinted, case .shape(let common, var shape) = node else { return node }
            shape.edgeAntialiasing = .area
            return .shape(common, shape)
        }
        var nodes: [ResolvedNode] = []
        for (index, run) in runs.enumerated() where run.style.visible || context.inClip {
            var path = BezierPath()
            var hinted = true
            for segment in segments where segment.run == index {
                guard let placed = segment.placed(segment.outline.path) else { continue }
                path.append(placed)
                hinted = hinted && segment.hinted
            }
            guard !path.isEmpty else { continue }
            nodes.append(try painted(path, run.style, run.element, hinted: hinted))
        }
        // Underlines and overlines beneath the glyphs, lines through them above (as resvg).
        var beneath: [ResolvedNode] = [], above: [ResolvedNode] = []
        for (index, decoration) in content.decorations.enumerated() where decoration.style.visible || context.inClip {
            for line in [TextDecoration.underline, .overline, .lineThrough] where decoration.lines.contains(line) {
                var path = BezierPath()
                for segment in segments where runs[segment.run].decorations.contains(index) {
                    guard segment.line != nil || segment.transform != nil else { continue }
                    let o = segment.outline
                    // Vertical text's lines run half the font's height either side of the line
                    // and through its middle (as resvg draws them).
                    let half = (o.ascent + o.descent) / 2
                    let middle = line == .underline ? (segment.line == nil ? -o.underlinePosition : half)
                        : line == .overline ? (segment.line == nil ? -o.ascent : -half)
                        : segment.line == nil ? -o.strikethroughPosition : 0
                    let rect = CGRect(x: 0, y: middle - o.underlineThickness / 2, width: o.advance,
                                      height: o.underlineThickness)
                    let lineRect = BezierPath(rect: rect)
                    if let placed = segment.line.map(lineRect.applying) ?? segment.placed(lineRect) { path.append(placed) }
                }
                guard !path.isEmpty else { continue }
                let node = try painted(path, decoration.style, decoration.element)
                if line == .lineThrough { above.append(node) } else { beneath.append(node) }
            }
        }
        nodes = beneath + nodes + above
        // The text's object bounding box is its glyph cells, hidden glyphs included (as resvg
        // takes it for clips, masks and paints in objectBoundingBox units): an unpainted
        // rectangle carries it where the glyphs' own outlines are smaller.
        if let cells, !context.inClip {
            var carrier = ResolvedCommon()
            carrier.absoluteTransform = inner.absolute
            nodes.insert(.shape(carrier, ResolvedShape(path: BezierPath(rect: cells), fill: nil, fillRule: .nonZero,
                                                       stroke: nil, strokeStyle: StrokeStyle())), at: 0)
        }
        if nodes.count == 1, case .shape(_, let shape) = nodes[0], nodes[0].common.look.tintColor == nil {
            return .shape(common, shape)
        }
        return nodes.isEmpty ? nil : .group(common, children: nodes, clipRect: nil)
    }
}
