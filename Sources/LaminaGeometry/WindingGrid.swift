// Winding numbers of many points against one set of segments: the segments are filed into
// horizontal bands, so a point's ray towards +x meets only the segments of its own band. The
// half-open rule on y (a segment counts when lowY ≤ y < highY) is BezierPath.contains's.
import Foundation

/// The segments of two operands, filed by height, answering winding numbers.
struct WindingGrid {
    private let segments: [PathBoolean.Segment]
    private let top: CGFloat, bandHeight: CGFloat
    /// For each band, the indices of the non-horizontal segments it meets.
    private var bands: [[Int]]

    init(_ segments: [PathBoolean.Segment]) {
        self.segments = segments
        let sloped = segments.indices.filter { segments[$0].start.y != segments[$0].end.y }
        let ys = sloped.flatMap { [segments[$0].start.y, segments[$0].end.y] }
        top = ys.min() ?? 0
        let height = (ys.max() ?? 0) - top
        // About 2√n bands: few enough that tall segments do not fill them all, many enough
        // that each holds a few.
        let count = max(1, min(4_096, Int((Double(sloped.count).squareRoot() * 2).rounded(.up))))
        bandHeight = height > 0 ? height / CGFloat(count) : 1
        bands = Array(repeating: [], count: count)
        for index in sloped {
            let s = segments[index]
            for band in band(of: min(s.start.y, s.end.y))...band(of: max(s.start.y, s.end.y)) {
                bands[band].append(index)
            }
        }
    }

    private func band(of y: CGFloat) -> Int {
        let position = ((y - top) / bandHeight).rounded(.down)
        guard position.isFinite else { return 0 }
        return Int(min(max(position, 0), CGFloat(bands.count - 1)))
    }

    /// The winding numbers of operands 0 and 1 round `point`: +1 for each crossing of the ray
    /// towards +x by a segment going down the screen (y increasing), −1 for each going up.
    func windings(at point: CGPoint) -> (Int, Int) {
        var result = (0, 0)
        for index in bands[band(of: point.y)] {
            let s = segments[index]
            let (low, high, direction) = s.start.y < s.end.y ? (s.start, s.end, 1) : (s.end, s.start, -1)
            guard point.y >= low.y, point.y < high.y else { continue }
            let x = low.x + (point.y - low.y) / (high.y - low.y) * (high.x - low.x)
            guard x > point.x else { continue }
            if s.operand == 0 { result.0 += direction } else { result.1 += direction }
        }
        return result
    }
}
