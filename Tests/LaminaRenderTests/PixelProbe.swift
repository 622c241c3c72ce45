// Helpers for pixel probes: counting covered pixels and measuring coverage in an Image.
import Foundation
import LaminaRender

extension Image {
    /// The alpha byte (0…255) at (x, y); 0 outside the image.
    func alpha(x: Int, y: Int) -> Int { Int((pixel(x: x, y: y) ?? 0) >> 24) }

    /// How many pixels have any coverage (alpha > 0).
    var coveredPixelCount: Int { pixels.reduce(0) { $0 + ($1 >> 24 > 0 ? 1 : 0) } }

    /// How many pixels equal `value` exactly.
    func count(of value: UInt32) -> Int { pixels.reduce(0) { $0 + ($1 == value ? 1 : 0) } }

    /// The total coverage in pixels: the sum of alpha / 255 over the image. For an opaque colour
    /// on a transparent canvas this is the painted area in square pixels.
    var coverage: Double { pixels.reduce(0) { $0 + Double($1 >> 24) } / 255 }

    /// The runs of covered pixels (alpha > 0) along row `y`, as half-open x ranges.
    func coveredRuns(row y: Int) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start: Int?
        for x in 0...width {
            let covered = x < width && alpha(x: x, y: y) > 0
            if covered, start == nil { start = x }
            if !covered, let s = start { runs.append(s..<x); start = nil }
        }
        return runs
    }
}

/// An axis-aligned rectangle path, clockwise on screen from the top-left corner.
func rectPath(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> BezierPath {
    var path = BezierPath()
    path.move(to: CGPoint(x: x, y: y))
    path.addLine(to: CGPoint(x: x + width, y: y))
    path.addLine(to: CGPoint(x: x + width, y: y + height))
    path.addLine(to: CGPoint(x: x, y: y + height))
    path.close()
    return path
}

/// A path through `points`: a move to the first, then straight lines.
func polyline(_ points: [(CGFloat, CGFloat)]) -> BezierPath {
    var path = BezierPath()
    for (index, p) in points.enumerated() {
        if index == 0 { path.move(to: CGPoint(x: p.0, y: p.1)) } else { path.addLine(to: CGPoint(x: p.0, y: p.1)) }
    }
    return path
}
