// Laying out a `<text>`'s characters (SVG 2 §11.5): each character given the `x`, `y`, `dx`,
// `dy` and `rotate` its nearest positioning element assigns it (§11.5.2) and fitted to any
// `textLength` (§11.5.3), the characters split into text chunks where an absolute `x` or `y`
// starts a new one, each chunk moved by its `text-anchor` (§11.5.4), baselines aligned and
// shifted (§11.10.2), and each run of characters shaped by Pango (Canvas.textOutline). Runs with
// no positions of their own are shaped whole, so kerning and ligatures hold; a rotated, spaced,
// fitted or path-set glyph is shaped alone and advances as its run shaped within its chunk
// would have it.
import Foundation
import Lamina

extension ScriptResolver {
    /// One addressable character, its run, and what positioning attributes give it.
    struct TextCharacter {
        var character: Character
        var run: Int
        var x: CGFloat?, y: CGFloat?, dx: CGFloat = 0, dy: CGFloat = 0, rotate: CGFloat = 0
        /// The `textLength` it is fitted to (an index into the text's fits), the space added
        /// after it in its place (`lengthAdjust="spacing"`), its glyph's stretch along x.
        var fit: Int?, extra: CGFloat?, scale: CGFloat = 1
        /// Whether the character is shaped alone (rotated, spaced, fitted, or upright in
        /// vertical text).
        var alone = false
        var startsSegment: Bool { x != nil || y != nil || dx != 0 || dy != 0 || alone }
    }

    /// Characters shaped together and where their pen starts (in line space: x along the
    /// line, y across it, which for vertical text is the page turned a quarter).
    struct TextSegment {
        var run: Int
        var outline: TextOutline
        var origin: CGPoint
        var rotate: CGFloat
        var scale: CGFloat
        /// Whether the segment is one character standing upright in vertical text.
        var upright = false
        /// Whether its glyphs are hinted at their size in pixels, as Chromium draws them from
        /// FreeType's glyph images (else it draws them as paths).
        var hinted = false
        /// From the outline's space (pen at 0, 0) to the text's user space; nil for a glyph
        /// off its text path.
        var transform: CGAffineTransform? = nil
        /// From line space at the pen to the text's user space, for the decoration lines of
        /// vertical text; nil in horizontal text (its lines follow ``transform``).
        var line: CGAffineTransform? = nil
        /// On a `method="stretch"` text path, how the outline and its decorations bend (used
        /// instead of ``transform``, which still places the glyph's cell).
        var warp: TextPathWarp? = nil

        /// `path` (in the outline's space) drawn in the text's user space; nil for a glyph off
        /// its text path.
        func placed(_ path: BezierPath) -> BezierPath? {
            if let warp { return BezierPath(elements: path.elements.map { $0.mapPoints(warp.callAsFunction) }) }
            return transform.map(path.applying)
        }
    }

    /// The characters of `runs` with the positions each element in `positioned` gives its own
    /// characters, outer elements first so that inner ones override (SVG 2 §11.5.2). A
    /// `rotate` list's last value holds for the element's remaining characters. Skipped runs'
    /// characters take their positions and are then left out.
    func characters(of runs: [TextRun], positioned: [(element: ScriptElement, runs: Range<Int>)],
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
            // A <textPath> has no positions of its own (SVG 2 §11.8; resvg ignores them).
            for offset in 0..<(element.name == "textPath" ? 0 : end - start) {
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
        characters.removeAll { runs[$0.run].skipped }
        if characters.first?.x == nil, !characters.isEmpty { characters[0].x = 0 }
        if characters.first?.y == nil, !characters.isEmpty { characters[0].y = 0 }
        return (characters, fits)
    }

    /// A `textLength` (user units) and whether `lengthAdjust` stretches the glyphs to it
    /// (`spacingAndGlyphs`) or only the space between them (`spacing`, the default).
    struct TextFit {
        var length: CGFloat
        var stretch: Bool
    }

    /// Fits the characters to their `textLength`s as resvg does: the natural advances of each
    /// fit's characters (spacing left out) made up to its length by equal gaps between them, or
    /// by stretching every glyph and its advance alike.
    func fit(_ characters: inout [TextCharacter], to fits: [TextFit], advance: (Int) -> CGFloat) {
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
    func lengths(_ element: ScriptElement, _ name: String, percentOf reference: CGFloat,
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
    /// resvg does), and sets the glyphs on their text paths. `device` maps the text's user
    /// space to pixels: where it only scales and moves (see ``hintingGrid(_:)``), glyphs set
    /// unturned along a horizontal line, up to ``maxHintedPixelSize``, are hinted at their size
    /// in pixels and their baselines put on whole pixels, as Chromium draws text; nil leaves
    /// every outline unhinted.
    func layOut(_ characters: inout [TextCharacter], runs: [TextRun], paths: [TextPathPlacement], fits: [TextFit],
                viewport: CGSize, device: CGAffineTransform? = nil) throws -> [TextSegment] {
        let grid = device.flatMap(Self.hintingGrid)
        let diagonal = (viewport.width * viewport.width + viewport.height * viewport.height).squareRoot() / 2.squareRoot()
        // Vertical text (as resvg sets it) is laid out as a horizontal line and turned a quarter
        // clockwise onto the page, its upright characters turned back; text on paths stays
        // horizontal.
        let vertical = runs.first?.style.look.vertical == true && paths.isEmpty
        var fonts: [Int: TextStyle] = [:], spacing: [Int: (letter: CGFloat, word: CGFloat)] = [:]
        for (index, run) in runs.enumerated() where !run.string.isEmpty {
            let font = try textStyle(of: run)
            fonts[index] = font
            let missing = try Canvas.missingGlyphCount(run.string, style: font)
            if missing > 0 {
                warnUnsupported("missing glyphs", run.element.location,
                                "<\(run.element.name)>: \(missing) characters no installed font has a glyph for are drawn "
                                + "as boxes", "(--font-dir adds fonts)")
            }
            let metrics = run.style.lengthMetrics, look = run.style.look
            // Percentages as SVG 1.1's lengths (of the viewport's diagonal), as resvg reads them.
            let letter = look.letterSpacing?.resolved(percentOf: diagonal, metrics: metrics) ?? 0
            let word = look.wordSpacing?.resolved(percentOf: diagonal, metrics: metrics) ?? 0
            spacing[index] = (CGFloat(letter), CGFloat(word))
        }
        for i in characters.indices {
            let run = characters[i].run, space = spacing[run] ?? (0, 0)
            characters[i].alone = characters[i].rotate != 0 || space.letter != 0 || space.word != 0
                || runs[run].path != nil || characters[i].fit != nil
                || vertical && VerticalOrientation.isUpright(characters[i].character)
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
        // chunks), with the runs before and after it in the same font, so that characters
        // placed one by one or in differently painted <tspan>s keep the kerning between them.
        var kerned: [CGFloat] = []
        kerned.reserveCapacity(characters.count)
        var runStart = 0
        while runStart < characters.count {
            let run = characters[runStart].run
            var runEnd = runStart + 1
            while runEnd < characters.count, fonts[characters[runEnd].run] == fonts[run], characters[runEnd].x == nil,
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
            let x = try outline("x", font)
            // Vertical text has no dominant or alignment baseline (as in resvg): its glyphs centre on the line.
            drop[index] = (vertical ? 0 : Self.baselineOffset(run.style.look, metrics: x)) - run.shift
                - CGFloat(run.superscripts) * x.superscriptOffset + CGFloat(run.subscripts) * x.subscriptOffset
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
            guard var font = fonts[first.run] else { start = end; continue }
            // In vertical text, along the line is the page's y and across it the page's −x.
            let (along, across) = vertical ? (first.y, first.x.map { -$0 }) : (first.x, first.y)
            if along != nil || across != nil {
                pen = CGPoint(x: along ?? pen.x, y: across ?? pen.y)
                chunk = (segments.count, pen.x, runs[first.run].style.look.textAnchor)
            }
            pen.x += vertical ? first.dy : first.dx
            pen.y += vertical ? -first.dx : first.dy
            var origin = CGPoint(x: pen.x, y: pen.y + (drop[first.run] ?? 0))
            let hinted = grid.map { !vertical && runs[first.run].path == nil && first.rotate == 0
                && font.fontSize * max(abs($0.a), abs($0.d)) <= Self.maxHintedPixelSize } ?? false
            if hinted, let grid {
                // Chromium puts each baseline on a whole pixel (and x on a quarter pixel, left as it is here).
                font.hintingScale = CGSize(width: abs(grid.a), height: abs(grid.d))
                let y = grid.d * origin.y + grid.ty
                origin.y += (y.rounded() - y) / grid.d
            }
            let outline = try outline(string, font)
            segments.append(TextSegment(run: first.run, outline: outline, origin: origin, rotate: first.rotate,
                                        scale: first.scale,
                                        upright: vertical && VerticalOrientation.isUpright(first.character),
                                        hinted: hinted))
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
                let placement = paths[path]
                segments[index].transform = Self.transformOnPath(placement, pen: segment.origin,
                                                                 advance: segment.outline.advance * segment.scale,
                                                                 rotate: segment.rotate).map(stretch.concatenating)
                if placement.stretches, segments[index].transform != nil {
                    let turn = CGAffineTransform(rotationAngle: segment.rotate * .pi / 180)
                    segments[index].warp = TextPathWarp(measure: placement.measure, local: stretch.concatenating(turn),
                                                        pen: segment.origin)
                }
            } else {
                let turn = CGAffineTransform(rotationAngle: segment.rotate * .pi / 180)
                let pen = CGAffineTransform(translationX: segment.origin.x, y: segment.origin.y)
                guard vertical else {
                    segments[index].transform = stretch.concatenating(turn).concatenating(pen)
                    continue
                }
                let page = pen.concatenating(CGAffineTransform(rotationAngle: .pi / 2))
                segments[index].transform = stretch.concatenating(Self.verticalGlyph(segment, turn: turn)).concatenating(page)
                segments[index].line = stretch.concatenating(page)
            }
        }
        return segments
    }

    /// The largest font size in pixels whose glyphs are hinted: Skia draws larger glyphs as
    /// unhinted paths at their exact places (`SkStrikeSpec::ShouldDrawAsPath`, 256 pixels).
    static let maxHintedPixelSize: CGFloat = 256

    /// `device` when it only scales (by a finite factor other than 0 along each axis) and
    /// moves, the transforms under which Chromium hints glyphs; nil when it turns or skews.
    static func hintingGrid(_ device: CGAffineTransform) -> CGAffineTransform? {
        let size = max(abs(device.a), abs(device.d))
        guard device.isFinite, device.a != 0, device.d != 0, abs(device.b) <= size * 1e-9, abs(device.c) <= size * 1e-9
        else { return nil }
        return device
    }

    /// Where a glyph of vertical text goes in line space, its pen at the origin, as resvg
    /// places it: a sideways glyph is turned by its `rotate` (`turn`) and moved down by half its
    /// ascent less its descent, so its body centres on the line; an upright one is turned a
    /// quarter back about the middle of its cell first, then moved and turned alike.
    static func verticalGlyph(_ segment: TextSegment, turn: CGAffineTransform) -> CGAffineTransform {
        let o = segment.outline
        let centre = CGAffineTransform(translationX: 0, y: (o.ascent - o.descent) / 2)
        guard segment.upright else { return turn.concatenating(centre) }
        let middle = CGPoint(x: o.advance / 2, y: -(o.ascent - o.descent) / 2)
        let back = CGAffineTransform(translationX: -middle.x, y: -middle.y)
            .concatenating(CGAffineTransform(rotationAngle: -.pi / 2))
            .concatenating(CGAffineTransform(translationX: middle.x, y: middle.y))
        return back.concatenating(centre).concatenating(turn)
    }

    /// How far below the `y` the alphabetic baseline goes so that the run's alignment (or
    /// else dominant) baseline sits on it, from the metrics of an "x" in its font: resvg's and
    /// Chrome's fixed fractions of the ascent, descent and x-height.
    static func baselineOffset(_ look: ScriptLookStyle, metrics x: TextOutline) -> CGFloat {
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

    /// The family a run is set in: its `font-family` list as a browser resolves it
    /// (``FontFamilyList``), with the script's `@font-face` fonts when one of them is chosen.
    func fontFamily(of run: TextRun) throws -> (family: String, fontSet: FontSet?) {
        let families = run.style.look.fontFamily.map { $0.split(separator: ",").map(String.init) } ?? []
        do {
            return try FontFamilyList.resolve(families, generics: options.genericFamilies, faces: fontSet)
        } catch {
            throw self.error(run.element.attributes["font-family"]?.location ?? run.element.location, "\(error)")
        }
    }

    /// The font a run is shaped in.
    func textStyle(of run: TextRun) throws -> TextStyle {
        let style = run.style, element = run.element
        let size = style.look.fontSize
        guard size <= TextLayer.maxFontSize else {
            throw error(element.attributes["font-size"]?.location ?? element.location,
                        "font-size: expected at most \(Int(TextLayer.maxFontSize)), found \(size)")
        }
        var textStyle = TextStyle(fontSize: size, fontWeight: FontWeight(rawValue: style.look.fontWeight),
                                  alignment: .left)
        (textStyle.fontFamily, textStyle.fontSet) = try fontFamily(of: run)
        textStyle.isItalic = style.look.italic
        textStyle.fontStretch = style.look.fontStretch
        textStyle.fontVariations = style.look.fontVariations
        textStyle.isSmallCaps = style.look.smallCaps
        textStyle.isKerned = style.look.kerning
        return textStyle
    }
}
