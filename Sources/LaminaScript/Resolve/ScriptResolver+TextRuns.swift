// The content of a `<text>` (SVG 2 §11.2): its character data in runs, each in the style of the
// element it was written in — the `<text>`, a `<tspan>`, `<a>`, `<tref>` (the referenced
// element's character data) or `<textPath>` — with the positioning elements, text paths and
// decorations that apply to them, and white space handled across the runs (§11.7).
import Foundation
import Lamina

extension ScriptResolver {
    /// Character data in the style of the element it belongs to.
    struct TextRun {
        var string: String
        var style: ScriptStyle
        var element: ScriptElement
        /// The `<textPath>` the run is set on, an index into the text's placements.
        var path: Int?
        /// The sum of its `<tspan>`s' `baseline-shift` lengths, upwards in user units.
        var shift: CGFloat = 0
        /// How many of them are `super` and `sub`: each moves the run by its own font's
        /// superscript or subscript offset (as resvg does).
        var superscripts = 0, subscripts = 0
        /// The decorating elements whose lines run under, over or through it (indices into
        /// the text's decorations, outermost first).
        var decorations: [Int] = []
        /// Whether it is left out of the drawing (in a `<textPath>` that cannot be drawn) once
        /// white space is handled and positions given, so that its characters still count
        /// there, as resvg counts them.
        var skipped = false
        /// How deep its element lies in the `<text>` (0 for the text's own character data).
        var depth = 0
        /// Whether its white space is kept as written (`xml:space="preserve"` on its element
        /// or the nearest ancestor that sets it).
        var preservesSpaces = false
    }

    /// What a `<text>` holds, collected: its runs, each positioning element and the runs it
    /// holds (parents first), each `<textPath>`'s path, each decorating element.
    struct TextContent {
        var runs: [TextRun] = []
        var positioned: [(element: ScriptElement, runs: Range<Int>)] = []
        var paths: [TextPathPlacement] = []
        var decorations: [(lines: TextDecoration, style: ScriptStyle, element: ScriptElement)] = []
        /// The characters (Unicode scalars) `<tref>`s have copied in, against
        /// ``ScriptResolver/maxTextCharacters``.
        var referencedCharacters = 0
    }

    /// The elements inside `<text>` whose character data is part of it.
    static let textContentElements: Set<String> = ["tspan", "a", "textPath", "tref"]

    /// Adds the runs of `run.element` in order: its leading text, each `<tspan>`'s (or `<a>`'s,
    /// `<tref>`'s or `<textPath>`'s) runs, the text after each child. `run` is the element's
    /// style, text path, baseline shift (the `<text>`'s own is not used, as in resvg),
    /// decorations and white-space handling. A `<tref>` holds the character data of the
    /// element it references and nothing of its own (SVG 1.1 §10.6).
    func collectRuns(_ run: TextRun, ancestors: [ScriptElement], viewport: CGSize,
                     into content: inout TextContent) throws {
        guard content.runs.count < Self.maxTextCharacters else { return }  // runs are at least a character
        let element = run.element
        var run = run
        if !run.style.look.textDecoration.isEmpty {
            content.decorations.append((run.style.look.textDecoration, run.style, element))
            run.decorations.append(content.decorations.count - 1)
        }
        if let space = element["xml:space"] { run.preservesSpaces = space == "preserve" }
        let entry = content.positioned.count
        let first = content.runs.count
        content.positioned.append((element, first..<first))
        run.string = element.name == "tref" ? try referencedText(element, content: &content) : element.leadingText
        content.runs.append(run)
        for child in element.name == "tref" ? [] : element.children {
            // A link inside text is a run like a `<tspan>`; a child whose conditions fail draws nothing.
            if Self.textContentElements.contains(child.name) {
                if conditionsHold(on: child) {
                    var inner = run
                    inner.element = child
                    inner.depth += 1
                    inner.style = try computeStyle(child, ancestors: ancestors, parent: run.style)
                    if child.name == "textPath", element.name != "text" {
                        warn(child.location, "<textPath>: expected as a child of <text>, found inside "
                             + "<\(element.name)>; its text is skipped")
                        inner.skipped = true
                    } else if child.name == "textPath" {
                        let placement = try textPathPlacement(child, style: inner.style, viewport: viewport)
                        inner.path = placement.map { content.paths.append($0); return content.paths.count - 1 }
                        if inner.path == nil { inner.skipped = true }
                    }
                    if inner.style.display {
                        switch inner.style.look.baselineShift {
                        case .length(let length)?:
                            inner.shift += CGFloat(length.resolved(percentOf: inner.style.look.fontSize,
                                                                   metrics: inner.style.lengthMetrics))
                        case .sub?: inner.subscripts += 1
                        case .super?: inner.superscripts += 1
                        case nil: break
                        }
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

    /// The character data of the element a `<tref>` references, its descendants' included
    /// (SVG 1.1 §10.6); empty when it references none, or an element Lamina does not know
    /// (as resvg reads it).
    private func referencedText(_ tref: ScriptElement, content: inout TextContent) throws -> String {
        guard let href = tref.href, let id = try? ScriptPaint.fragmentID(href.value),
              let target = index[id]?.element, Self.elementRoles[target.name] != nil
                || Self.switchCandidates.contains(target.name) || Self.textContentElements.contains(target.name)
        else { return "" }
        var text = ""
        func add(_ element: ScriptElement) {
            text += element.leadingText
            for child in element.children {
                add(child)
                text += child.tail
            }
        }
        add(target)
        content.referencedCharacters += text.unicodeScalars.count
        guard content.referencedCharacters <= Self.maxTextCharacters else {
            throw error(tref.location, "<tref>: expected at most \(Self.maxTextCharacters) characters referenced "
                        + "in one <text>, found more")
        }
        return text
    }
}
