// `viewBox` and `preserveAspectRatio` (SVG 1.1 §7.7–7.8): the map from a viewBox to a viewport.
import Foundation
import Lamina

/// How a viewBox fits its viewport.
struct PreserveAspectRatio: Equatable {
    /// Where the viewBox sits along each axis: 0 min, 0.5 mid, 1 max; nil for `none` (stretch).
    var align: (x: CGFloat, y: CGFloat)?
    /// `slice` covers the viewport (cropping); `meet` fits inside it.
    var slice = false

    static func == (a: PreserveAspectRatio, b: PreserveAspectRatio) -> Bool {
        a.slice == b.slice && a.align?.x == b.align?.x && a.align?.y == b.align?.y
    }

    /// The default, `xMidYMid meet`.
    init() { align = (0.5, 0.5) }

    /// `none` (named apart from `Optional.none`): the viewBox stretches to fill the viewport on
    /// each axis.
    static var stretch: PreserveAspectRatio {
        var aspect = PreserveAspectRatio()
        aspect.align = nil
        return aspect
    }

    /// Parses `[defer] <align> [meet | slice]`.
    init(parsing text: some StringProtocol) throws(ValueError) {
        var words = String(text).split(whereSeparator: { $0.isWhitespace }).map(String.init)
        if words.first == "defer" { words.removeFirst() }
        guard let alignWord = words.first, words.count <= 2 else {
            throw .expected("an alignment such as xMidYMid, optionally followed by meet or slice", found: text)
        }
        if words.count == 2 {
            guard words[1] == "meet" || words[1] == "slice" else { throw .expected("meet or slice", found: words[1]) }
            slice = words[1] == "slice"
        }
        if alignWord == "none" { align = nil; return }
        let positions: [String: CGFloat] = ["Min": 0, "Mid": 0.5, "Max": 1]
        guard alignWord.count == 8, alignWord.hasPrefix("x"),
              let x = positions[String(alignWord.dropFirst().prefix(3))],
              alignWord.dropFirst(4).hasPrefix("Y"),
              let y = positions[String(alignWord.suffix(3))] else {
            throw .expected("none or x(Min|Mid|Max)Y(Min|Mid|Max)", found: alignWord)
        }
        align = (x, y)
    }

    /// The transform from `viewBox` coordinates to the `viewport` rectangle.
    func transform(viewBox: CGRect, viewport: CGRect) -> CGAffineTransform {
        guard viewBox.width > 0, viewBox.height > 0 else { return .identity }
        var sx = viewport.width / viewBox.width, sy = viewport.height / viewBox.height
        var tx = viewport.minX - viewBox.minX * sx, ty = viewport.minY - viewBox.minY * sy
        if let align {
            let s = slice ? max(sx, sy) : min(sx, sy)
            sx = s
            sy = s
            tx = viewport.minX - viewBox.minX * s + (viewport.width - viewBox.width * s) * align.x
            ty = viewport.minY - viewBox.minY * s + (viewport.height - viewBox.height * s) * align.y
        }
        return CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: tx, ty: ty)
    }
}
