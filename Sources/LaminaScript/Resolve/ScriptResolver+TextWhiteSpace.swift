// White space in `<text>` (SVG 2 §11.7, SVG 1.1 §10.15), as resvg handles it — a port of
// usvg's `trim_text` and `trim_text_nodes` (crates/usvg/src/parser/svgtree/text.rs), which
// mimic Chrome: each run's newlines and tabs become spaces and, unless `xml:space="preserve"`,
// its runs of spaces one; then neighbouring runs are looked at in pairs, so that a space
// between them is kept once, on the side the nesting decides, and the text's first and last
// spaces go.
import Foundation

extension ScriptResolver {
    /// Handles the white space of `runs`, a `<text>`'s character data in order.
    static func handleWhiteSpace(_ runs: inout [TextRun]) {
        // Only runs with character data take part, as only text nodes do in resvg.
        let nodes = runs.indices.filter { !runs[$0].string.isEmpty }
        for index in nodes { runs[index].string = collapsed(runs[index].string, preserve: runs[index].preservesSpaces) }
        if nodes.count == 1 {
            let index = nodes[0]
            guard !runs[index].preservesSpaces else { return }
            if runs[index].string == " " { runs[index].string = ""; return }
            if runs[index].string.hasPrefix(" ") { runs[index].string.removeFirst() }
            if runs[index].string.hasSuffix(" ") { runs[index].string.removeLast() }
            return
        }
        guard nodes.count > 1 else { return }
        var lastNonEmpty: Int?
        for pair in 0..<(nodes.count - 1) {
            var first = nodes[pair]
            let second = nodes[pair + 1]
            if runs[first].string.isEmpty, let previous = lastNonEmpty { first = previous }
            let deeper = runs[nodes[pair]].depth < runs[second].depth
            let (keep1, keep2) = (runs[first].preservesSpaces, runs[second].preservesSpaces)
            let (c1, c2) = (runs[first].string.first, runs[first].string.last)
            let (c3, c4) = (runs[second].string.first, runs[second].string.last)
            if deeper {
                // Into a child: the child's leading space goes.
                if c3 == " ", !keep2 { runs[second].string.removeFirst() }
            } else if c2 == " ", c3 == " " {
                // Out of a child or between siblings: one of the two spaces goes.
                if !keep1, !keep2 {
                    runs[first].string.removeLast()
                } else if keep1, !keep2 {
                    runs[second].string.removeFirst()
                }
            }
            let isLast = pair == nodes.count - 2
            if pair == 0, c1 == " ", !keep1, !runs[first].string.isEmpty {
                runs[first].string.removeFirst()
            } else if isLast, c4 == " ", !runs[second].string.isEmpty, !keep2 {
                runs[second].string.removeLast()
            }
            if isLast, c2 == " ", !runs[first].string.isEmpty, runs[second].string.isEmpty,
               runs[first].string.hasSuffix(" ") {
                runs[first].string.removeLast()
            }
            if runs[first].string.contains(where: { $0 != " " }) { lastNonEmpty = first }
        }
    }

    /// `text` with newlines, carriage returns and tabs as spaces and, unless `preserve`, each
    /// run of spaces as one.
    private static func collapsed(_ text: String, preserve: Bool) -> String {
        var result = ""
        var previous: Character?
        for character in text {
            let next: Character = character == "\n" || character == "\r" || character == "\r\n" || character == "\t"
                ? " " : character
            if !preserve, next == " ", previous == " " { continue }
            result.append(next)
            previous = next
        }
        return result
    }
}
