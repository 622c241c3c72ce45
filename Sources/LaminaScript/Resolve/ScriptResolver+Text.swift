// `<text>` and `<tspan>` (SVG 2 §11) as glyph outlines: the characters are collected from the
// element and its `<tspan>`s and `<textPath>`s, white space handled (§11.7), each character
// given the `x`, `y`, `dx`, `dy` and `rotate` its nearest positioning element assigns it
// (§11.5.2) and fitted to any `textLength` (§11.5.3), the characters split into text chunks
// where an absolute `x` or `y` starts a new one, each chunk moved by its `text-anchor`
// (§11.5.4), baselines aligned and shifted (§11.10.2), and each run of characters shaped by
// Pango (Canvas.textOutline) into a path that is filled, stroked and clipped as any other
// shape, with its `text-decoration` lines (CSS Text Decoration 3 §2). Runs with no positions of
// their own are shaped whole, so kerning and ligatures hold; a rotated, spaced, fitted or
// path-set glyph is shaped alone and advances as its run shaped within its chunk would have it.
import Foundation
import Lamina

extension ScriptResolver {
    /// The most characters (Unicode scalars) one `<text>` may hold, so one line cannot keep
    /// Pango busy for long: a page of text, far more than a label needs.
    static let maxTextCharacters = 10_000

    /// The most glyph outline elements (moves, lines, curves) all the text of a script may
    /// draw, a stroked one counting four times: glyphs on the same rows are Cairo's slowest fill
    /// (every row sorts every edge on it), and 400,000 of them fill in about half a second.
    static let maxGlyphElements = 400_000

    /// Character data in the style of the element it belongs to.
    private struct TextRun {
        var string: String
        var style: ScriptStyle
        var element: ScriptElement
        /// The `<textPath>` the run is set on, an index into the text's placements.
        var path: Int?
        /// The sum of its `<tspan>`s' `baseline-shift`s, upwards in user units.
        var shift: CGFloat = 0
        /// The decorating elements whose lines run under, over or through it (indices into
        /// the text's decorations, outermost first).
        var decorations: [Int] = []
    }

    /// One addressable character, its run, and what positioning attributes give it.
    private struct TextCharacter {
        var character: Character
        var run: Int
        var x: CGFloat?, y: CGFloat?, dx: CGFloat = 0, dy: CGFloat = 0, rotate: CGFloat = 0
        /// The `textLength` it is fitted to (an index into the text's fits), the space added
        /// after it in its place (`lengthAdjust="spacing"`), its glyph's stretch along x.
        var fit: Int?, extra: CGFloat?, scale: CGFloat = 1
        /// Whether the character is shaped alone (rotated, spaced or fitted).
        var alone = false
        var startsSegment: Bool { x != nil || y != nil || dx != 0 || dy != 0 || alone }
    }

    /// Characters shaped together and where their pen starts.
    private struct TextSegment {
        var run: Int
        var outline: TextOutline
        var origin: CGPoint
        var rotate: CGFloat
        var scale: CGFloat
        /// From the outline's space (pen at 0, 0) to the text's user space; nil for a glyph
        /// off its text path.
        var transform: CGAffineTransform? = nil
    }

    /// `<text>`: its characters placed, shaped and painted, one shape per run.
    func resolveText(_ element: ScriptElement, common: ResolvedCommon, style: ScriptStyle,
                     context: Context) throws -> ResolvedNode? {
        var content = TextContent()
        var root = TextRun(string: "", style: style, element: element)
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
        Self.handleWhiteSpace(&runs, preserve: element.attributes["xml:space"]?.value == "preserve")
        let count = runs.reduce(0) { $0 + $1.string.unicodeScalars.count }
        guard count <= Self.maxTextCharacters else {
            throw error(element.location, "<text>: expected at most \(Self.maxTextCharacters) characters, found \(count)")
        }
        guard count > 0 else { return nil }
        var (characters, fits) = try self.characters(of: runs, positioned: content.positioned, viewport: context.viewport)
        let segments = try layOut(&characters, runs: runs, paths: content.paths, fits: fits)
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
        /// `path` painted in `style` as `element` paints it, its elements counted.
        func painted(_ path: BezierPath, _ paint: ScriptStyle, _ element: ScriptElement) throws -> ResolvedNode {
            // A stroke's outline has both sides of the pen and the joins: four times the edges.
            glyphElements += path.elements.count * (paint.stroke == .none || context.inClip ? 1 : 4)
            guard glyphElements <= Self.maxGlyphElements else {
                throw error(element.location, "<text>: expected at most \(Self.maxGlyphElements) glyph outline "
                            + "elements in the script (a stroke counts four times), found more")
            }
            var runCommon = ResolvedCommon()
            runCommon.absoluteTransform = inner.absolute
            if paint.color != style.color { runCommon.look.tintColor = paint.color }
            runCommon.look.tintAdjustment = paint.look.tintAdjustment
            return try paintedShape(path, bounds: cells, element: element, common: runCommon, style: paint, context: inner)
        }
        var nodes: [ResolvedNode] = []
        for (index, run) in runs.enumerated() where run.style.visible || context.inClip {
            var path = BezierPath()
            for segment in segments where segment.run == index {
                if let transform = segment.transform { path.append(segment.outline.path.applying(transform)) }
            }
            guard !path.isEmpty else { continue }
            nodes.append(try painted(path, run.style, run.element))
        }
        // Underlines and overlines beneath the glyphs, lines through them above (as resvg).
        var beneath: [ResolvedNode] = [], above: [ResolvedNode] = []
        for (index, decoration) in content.decorations.enumerated() where decoration.style.visible || context.inClip {
            for line in [TextDecoration.underline, .overline, .lineThrough] where decoration.lines.contains(line) {
                var path = BezierPath()
                for segment in segments where runs[segment.run].decorations.contains(index) {
                    guard let transform = segment.transform else { continue }
                    let o = segment.outline
                    let middle = line == .underline ? -o.underlinePosition : line == .overline ? -o.ascent
                        : -o.strikethroughPosition
                    let rect = CGRect(x: 0, y: middle - o.underlineThickness / 2, width: o.advance,
                                      height: o.underlineThickness)
                    path.append(BezierPath(rect: rect).applying(transform))
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

    /// What a `<text>` holds, collected: its runs, each positioning element and the runs it
    /// holds (parents first), each `<textPath>`'s path, each decorating element.
    private struct TextContent {
        var runs: [TextRun] = []
        var positioned: [(element: ScriptElement, runs: Range<Int>)] = []
        var paths: [TextPathPlacement] = []
        var decorations: [(lines: TextDecoration, style: ScriptStyle, element: ScriptElement)] = []
    }

    /// Adds the runs of `run.element` in order: its leading text, each `<tspan>`'s (or `<a>`'s,
    /// or `<textPath>`'s) runs, the text after each child. `run` is the element's style, text
    /// path, baseline shift (the `<text>`'s own is not used, as in resvg) and decorations.
    private func collectRuns(_ run: TextRun, ancestors: [ScriptElement], viewport: CGSize,
                             into content: inout TextContent) throws {
        guard content.runs.count < Self.maxTextCharacters else { return }  // runs are at least a character
        let element = run.element
        var run = run
        if !run.style.look.textDecoration.isEmpty {
            content.decorations.append((run.style.look.textDecoration, run.style, element))
            run.decorations.append(content.decorations.count - 1)
        }
        let entry = content.positioned.count
        let first = content.runs.count
        content.positioned.append((element, first..<first))
        run.string = element.leadingText
        content.runs.append(run)
        for child in element.children {
            // A link inside text is a run like a `<tspan>`; a child whose conditions fail draws nothing.
            if child.name == "tspan" || child.name == "a" || child.name == "textPath" {
                if conditionsHold(on: child) {
                    var inner = run
                    inner.element = child
                    inner.style = try computeStyle(child, ancestors: ancestors, parent: run.style)
                    if child.name == "textPath" {
                        let placement = try textPathPlacement(child, style: inner.style, viewport: viewport)
                        inner.path = placement.map { content.paths.append($0); return content.paths.count - 1 }
                    }
                    if inner.style.display, child.name != "textPath" || inner.path != nil {
                        let look = inner.style.look
                        inner.shift += CGFloat(look.baselineShift?.resolved(percentOf: look.fontSize,
                                                                            metrics: inner.style.lengthMetrics) ?? 0)
                        try collectRuns(inner, ancestors: ancestors + [child], viewport: viewport, into: &content)
                    }
                }
            } else if !Self.silentElements.contains(child.name) {
                warn(child.location, "<\(child.name)> inside <\(element.name)> is not supported yet; its text is skipped "
                     + "(see docs/Unsupported.md)")
            }
            run.string = child.tail
            content.runs.append(run)
        }
        content.positioned[entry].runs = first..<content.runs.count
    }

    /// The characters of `runs` with the positions each element in `positioned` gives its own
    /// characters, outer elements first so that inner ones override (SVG 2 §11.5.2). A
    /// `rotate` list's last value holds for the element's remaining characters.
    private func characters(of runs: [TextRun], positioned: [(element: ScriptElement, runs: Range<Int>)],
                            viewport: CGSize) throws -> ([TextCharacter], [TextFit]) {
        var fits: [TextFit] = []
        var characters: [TextCharacter] = []
        var runStart: [Int] = []
        for (index, run) in runs.enumerated() {
            runStart.append(characters.count)
            for character in run.string { characters.append(TextCharacter(character: character, run: index)) }
        }
        runStart.append(characters.count)
        for (element, range) in positioned {
            let start = runStart[range.lowerBound], end = runStart[range.upperBound]
            guard start < end else { continue }
            let metrics = runs[range.lowerBound].style.lengthMetrics
            let xs = try lengths(element, "x", percentOf: viewport.width, metrics: metrics)
            let ys = try lengths(element, "y", percentOf: viewport.height, metrics: metrics)
            let dxs = try lengths(element, "dx", percentOf: viewport.width, metrics: metrics)
            let dys = try lengths(element, "dy", percentOf: viewport.height, metrics: metrics)
            let rotations = try reading(element, "rotate") { v throws(ValueError) in try ValueScanner.numberList(v) } ?? []
            for offset in 0..<(end - start) {
                let i = start + offset
                if offset < xs.count { characters[i].x = xs[offset] }
                if offset < ys.count { characters[i].y = ys[offset] }
                if offset < dxs.count { characters[i].dx = dxs[offset] }
                if offset < dys.count { characters[i].dy = dys[offset] }
                if let last = rotations.last { characters[i].rotate = CGFloat(offset < rotations.count ? rotations[offset] : last) }
            }
            if let length = try lengths(element, "textLength", percentOf: viewport.width, metrics: metrics).first,
               length >= 0 {
                fits.append(TextFit(length: length, stretch: element.attributes["lengthAdjust"]?.value == "spacingAndGlyphs"))
                for i in start..<end { characters[i].fit = fits.count - 1 }
            }
        }
        if characters.first?.x == nil, !characters.isEmpty { characters[0].x = 0 }
        if characters.first?.y == nil, !characters.isEmpty { characters[0].y = 0 }
        return (characters, fits)
    }

    /// A `textLength` (user units) and whether `lengthAdjust` stretches the glyphs to it
    /// (`spacingAndGlyphs`) or only the space between them (`spacing`, the default).
    private struct TextFit {
        var length: CGFloat
        var stretch: Bool
    }

    /// Fits the characters to their `textLength`s as resvg does: the natural advances of each
    /// fit's characters (spacing left out) made up to its length by equal gaps between them, or
    /// by stretching every glyph and its advance alike.
    private func fit(_ characters: inout [TextCharacter], to fits: [TextFit], advance: (Int) -> CGFloat) {
        guard !fits.isEmpty else { return }
        var widths = [CGFloat](repeating: 0, count: fits.count), counts = [Int](repeating: 0, count: fits.count)
        for (index, character) in characters.enumerated() {
            guard let k = character.fit else { continue }
            widths[k] += advance(index)
            counts[k] += 1
        }
        for i in characters.indices {
            guard let k = characters[i].fit else { continue }
            if fits[k].stretch {
                if widths[k] > 0, fits[k].length / widths[k] >= 0.001 { characters[i].scale = fits[k].length / widths[k] }
            } else {
                characters[i].extra = counts[k] > 1 ? (fits[k].length - widths[k]) / CGFloat(counts[k] - 1) : 0
            }
        }
    }

    /// A list of lengths (`x="10 20 30"`); empty when absent or malformed (which warns).
    private func lengths(_ element: ScriptElement, _ name: String, percentOf reference: CGFloat,
                         metrics: ScriptLength.Metrics) throws -> [CGFloat] {
        try reading(element, name) { v throws(ValueError) in
            var scanner = ValueScanner(v)
            var result: [CGFloat] = []
            scanner.skipSpaces()
            while !scanner.isAtEnd {
                result.append(try ScriptLength.read(&scanner).resolved(percentOf: reference, metrics: metrics))
                scanner.skipCommaSpaces()
            }
            return result
        } ?? []
    }

    /// Splits the characters into segments shaped together, places them pen after pen, moves
    /// each text chunk by its first character's `text-anchor` (trailing spacing left out, as
    /// resvg does), and sets the glyphs on their text paths.
    private func layOut(_ characters: inout [TextCharacter], runs: [TextRun],
                        paths: [TextPathPlacement], fits: [TextFit]) throws -> [TextSegment] {
        var fonts: [Int: TextStyle] = [:], spacing: [Int: (letter: CGFloat, word: CGFloat)] = [:]
        for (index, run) in runs.enumerated() where !run.string.isEmpty {
            fonts[index] = try textStyle(of: run)
            let metrics = run.style.lengthMetrics, look = run.style.look
            let letter = look.letterSpacing?.resolved(percentOf: look.fontSize, metrics: metrics) ?? 0
            let word = look.wordSpacing?.resolved(percentOf: look.fontSize, metrics: metrics) ?? 0
            spacing[index] = (CGFloat(letter), CGFloat(word))
        }
        for i in characters.indices {
            let run = characters[i].run, space = spacing[run] ?? (0, 0)
            characters[i].alone = characters[i].rotate != 0 || space.letter != 0 || space.word != 0
                || runs[run].path != nil || characters[i].fit != nil
            // On a text path x is the distance along it from the start offset, y is not used,
            // and the path starts a chunk (SVG 2 §11.8.3; resvg's reading).
            if let path = runs[run].path {
                let starts = i == 0 || runs[characters[i - 1].run].path != path
                if starts || characters[i].x != nil {
                    characters[i].x = paths[path].startOffset + (characters[i].x ?? 0)
                }
                characters[i].y = starts ? 0 : nil
            }
        }
        var cache: [String: [TextStyle: TextOutline]] = [:]
        func outline(_ string: String, _ font: TextStyle) throws -> TextOutline {
            if let cached = cache[string]?[font] { return cached }
            let outline = try Canvas.textOutline(string, style: font)
            cache[string, default: [:]][font] = outline
            return outline
        }
        // Each character's advance as its run is shaped within its text chunk (as resvg shapes
        // chunks), so that characters placed one by one keep the kerning between them.
        var kerned: [CGFloat] = []
        kerned.reserveCapacity(characters.count)
        var runStart = 0
        while runStart < characters.count {
            let run = characters[runStart].run
            var runEnd = runStart + 1
            while runEnd < characters.count, characters[runEnd].run == run, characters[runEnd].x == nil,
                  characters[runEnd].y == nil { runEnd += 1 }
            let string = String(characters[runStart..<runEnd].map(\.character))
            var advances = try fonts[run].map { try Canvas.characterAdvances(string, style: $0) } ?? []
            if advances.count != runEnd - runStart { advances = Array(repeating: 0, count: runEnd - runStart) }
            kerned += advances
            runStart = runEnd
        }
        fit(&characters, to: fits) { kerned[$0] }
        var drop: [Int: CGFloat] = [:]  // by run: how far below the pen's y its baseline sits
        for (index, run) in runs.enumerated() {
            guard let font = fonts[index] else { continue }
            drop[index] = try Self.baselineOffset(run.style.look, metrics: outline("x", font)) - run.shift
        }
        var segments: [TextSegment] = []
        var pen = CGPoint.zero, trailing: CGFloat = 0
        var chunk: (segment: Int, x: CGFloat, anchor: TextAnchor)?
        var start = 0
        while start < characters.count {
            var end = start + 1
            let first = characters[start]
            while end < characters.count, characters[end].run == first.run, !characters[end].startsSegment,
                  !first.alone { end += 1 }
            let string = String(characters[start..<end].map(\.character))
            guard let font = fonts[first.run] else { start = end; continue }
            let outline = try outline(string, font)
            if first.x != nil || first.y != nil {
                pen = CGPoint(x: first.x ?? pen.x, y: first.y ?? pen.y)
                chunk = (segments.count, pen.x, runs[first.run].style.look.textAnchor)
            }
            pen.x += first.dx
            pen.y += first.dy
            segments.append(TextSegment(run: first.run, outline: outline,
                                        origin: CGPoint(x: pen.x, y: pen.y + (drop[first.run] ?? 0)), rotate: first.rotate,
                                        scale: first.scale))
            pen.x += kerned[start..<end].reduce(0, +) * first.scale
            trailing = 0
            if let extra = first.extra {
                trailing = extra
            } else if first.alone, let space = spacing[first.run] {
                trailing = space.letter + (first.character == " " ? space.word : 0)
            }
            pen.x += trailing
            start = end
            // The chunk ends where the next one starts.
            if let current = chunk, start == characters.count || characters[start].x != nil || characters[start].y != nil {
                let width = pen.x - trailing - current.x
                let shift: CGFloat = current.anchor == .middle ? width / 2 : current.anchor == .end ? width : 0
                for index in current.segment..<segments.count { segments[index].origin.x -= shift }
            }
        }
        for index in segments.indices {
            let segment = segments[index]
            let stretch = CGAffineTransform(scaleX: segment.scale, y: 1)
            if let path = runs[segment.run].path {
                segments[index].transform = Self.transformOnPath(paths[path], pen: segment.origin,
                                                                 advance: segment.outline.advance * segment.scale,
                                                                 rotate: segment.rotate).map(stretch.concatenating)
            } else {
                segments[index].transform = stretch.concatenating(CGAffineTransform(rotationAngle: segment.rotate * .pi / 180))
                    .concatenating(CGAffineTransform(translationX: segment.origin.x, y: segment.origin.y))
            }
        }
        return segments
    }

    /// How far below the `y` the alphabetic baseline goes so that the run's alignment (or
    /// else dominant) baseline sits on it, from the metrics of an "x" in its font: resvg's and
    /// Chrome's fixed fractions of the ascent, descent and x-height.
    private static func baselineOffset(_ look: ScriptLookStyle, metrics x: TextOutline) -> CGFloat {
        let baseline = look.alignmentBaseline == .auto || look.alignmentBaseline == .baseline
            ? look.dominantBaseline : look.alignmentBaseline
        switch baseline {
        case .auto, .baseline, .alphabetic: return 0
        case .textBeforeEdge, .beforeEdge, .textTop: return x.ascent
        case .textAfterEdge, .afterEdge, .textBottom, .ideographic: return -x.descent
        case .middle: return x.path.isEmpty ? 0 : -x.path.bounds.minY / 2
        case .central: return (x.ascent - x.descent) / 2
        case .hanging: return x.ascent * 0.8
        case .mathematical: return x.ascent * 0.5
        }
    }

    /// The font a run is shaped in.
    private func textStyle(of run: TextRun) throws -> TextStyle {
        let style = run.style, element = run.element
        let size = style.look.fontSize
        guard size <= TextLayer.maxFontSize else {
            throw error(element.attributes["font-size"]?.location ?? element.location,
                        "font-size: expected at most \(Int(TextLayer.maxFontSize)), found \(size)")
        }
        var textStyle = TextStyle(fontSize: size, fontWeight: FontWeight(rawValue: style.look.fontWeight),
                                  alignment: .left)
        if let family = style.look.fontFamily { textStyle.fontFamily = family }
        textStyle.isItalic = style.look.italic
        return textStyle
    }

    /// SVG's white-space handling across the runs (SVG 2 §11.7). By default
    /// (`xml:space="default"`): newlines removed, tabs to spaces, leading and trailing spaces
    /// stripped, runs of spaces collapsed to their first (which keeps the style of the run it was
    /// written in, as browsers do). With `xml:space="preserve"`: newlines and tabs become spaces.
    private static func handleWhiteSpace(_ runs: inout [TextRun], preserve: Bool) {
        var afterSpace = true  // leading spaces go
        for index in runs.indices {
            var result = ""
            for character in runs[index].string {
                let isBreak = character == "\n" || character == "\r" || character == "\r\n"
                if preserve {
                    result.append(isBreak || character == "\t" ? " " : character)
                    continue
                }
                if isBreak { continue }
                let isSpace = character == " " || character == "\t"
                if isSpace, afterSpace { continue }
                result.append(isSpace ? " " : character)
                afterSpace = isSpace
            }
            runs[index].string = result
        }
        if !preserve, let last = runs.lastIndex(where: { !$0.string.isEmpty }), runs[last].string.hasSuffix(" ") {
            runs[last].string.removeLast()
        }
    }
}
