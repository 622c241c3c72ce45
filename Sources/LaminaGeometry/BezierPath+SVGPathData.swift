// Serialising a BezierPath as SVG path data (the `d` attribute).
import Foundation

extension BezierPath {
    /// The path as SVG path data with absolute commands (`M`, `L`, `Q`, `C`, `Z`), numbers in
    /// their shortest round-tripping form, so `BezierPath(svgPathData: p.svgPathData) == p`.
    public var svgPathData: String {
        var parts: [String] = []
        parts.reserveCapacity(elements.count)
        for element in elements {
            switch element {
            case .move(let p): parts.append("M\(Self.svgNumbers(p))")
            case .line(let p): parts.append("L\(Self.svgNumbers(p))")
            case .quadCurve(let p, let c): parts.append("Q\(Self.svgNumbers(c, p))")
            case .curve(let p, let c1, let c2): parts.append("C\(Self.svgNumbers(c1, c2, p))")
            case .closeSubpath: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }

    private static func svgNumbers(_ points: CGPoint...) -> String {
        points.map { "\(svgNumber($0.x)) \(svgNumber($0.y))" }.joined(separator: " ")
    }

    /// The shortest decimal that reads back as exactly `value` ("3", "0.5", "1e-07").
    static func svgNumber(_ value: CGFloat) -> String {
        if value == 0 { return "0" }  // also folds -0
        var text = "\(Double(value))"
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
