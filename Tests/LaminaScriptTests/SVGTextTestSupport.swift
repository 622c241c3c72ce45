// What the SVG text tests share: the drawn shapes of a script, and glyph outlines in DejaVu
// Sans (Lamina's default family) placed as the tests expect them.
import Foundation
import Lamina
@testable import LaminaScript

enum TextTest {
    /// The shapes of a script, depth first, with their accumulated transforms.
    static func shapes(_ script: ShapeScript) -> [ResolvedShape] {
        func collect(_ node: ResolvedNode) -> [ResolvedShape] {
            switch node {
            case .group(_, let children, _): return children.flatMap(collect)
            case .shape(_, let shape): return shape.fill == nil && shape.stroke == nil ? [] : [shape]
            case .image, .look: return []
            }
        }
        return collect(script.root)
    }

    /// `string` in DejaVu Sans at `size`, its pen at `origin`, rotated by `degrees`.
    static func glyphs(_ string: String, size: CGFloat = 20, at origin: CGPoint,
                       rotated degrees: CGFloat = 0) throws -> BezierPath {
        try Canvas.textOutline(string, style: TextStyle(fontSize: size)).path
            .applying(CGAffineTransform(rotationAngle: degrees * .pi / 180)
                .concatenating(CGAffineTransform(translationX: origin.x, y: origin.y)))
    }

    /// How far `string` in DejaVu Sans at `size` moves the pen.
    static func advance(_ string: String, size: CGFloat = 20) throws -> CGFloat {
        try Canvas.textOutline(string, style: TextStyle(fontSize: size)).advance
    }

    /// The paths one after another in one path.
    static func joined(_ paths: [BezierPath]) -> BezierPath {
        paths.reduce(into: BezierPath()) { $0.append($1) }
    }
}
