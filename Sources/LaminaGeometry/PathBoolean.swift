// Boolean operations on the regions two paths fill, by the arrangement method of polygon
// clippers (as in Martínez, Rueda and Feito, "A new algorithm for computing Boolean operations
// on polygons", 2009, without their sweep): both outlines are flattened to line segments within
// a flatness, every segment is split where another crosses it, touches it or overlaps it, and a
// piece is kept when the result's inside lies on exactly one side of it — told by both operands'
// winding numbers at two points just beside the piece's middle. Kept pieces point so that the
// inside lies on the side (−d.y, d.x) of their direction d (with y down, outer contours run
// clockwise on screen and holes counter-clockwise), coincident pieces count once, and they are
// linked into closed contours, turning at each vertex as far towards the inside as possible so
// that contours touching at a point stay apart.
import Foundation

/// How a Boolean operation combines two filled regions.
public enum PathBooleanOperation: Sendable, CaseIterable {
    /// Inside either region.
    case union
    /// Inside both regions.
    case intersection
    /// Inside the first region and outside the second.
    case subtraction
    /// Inside exactly one of the regions.
    case symmetricDifference

    /// Whether a point inside the first region (`first`) and/or the second (`second`) is inside
    /// the result.
    func contains(_ first: Bool, _ second: Bool) -> Bool {
        switch self {
        case .union: first || second
        case .intersection: first && second
        case .subtraction: first && !second
        case .symmetricDifference: first != second
        }
    }
}

/// The arrangement of two flattened outlines and the result of one operation on it.
struct PathBoolean {
    /// A straight piece of an outline, of operand 0 (the receiver) or 1 (the other path).
    struct Segment {
        var start: CGPoint, end: CGPoint
        var operand: Int
    }

    /// A segment's bounding box, for finding the segments it may meet.
    private struct Box {
        var minX: CGFloat, maxX: CGFloat, minY: CGFloat, maxY: CGFloat
        var index: Int
    }

    /// A point snapped to the grid of ``quantum``, so that pieces meeting there share it exactly.
    struct GridPoint: Hashable {
        var x: Int64, y: Int64
    }

    private let segments: [Segment]
    /// The snapping grid's step and the distance of the probe points from a piece: both relative
    /// to the largest coordinate, far below what a rasteriser resolves and far above rounding.
    private let quantum: CGFloat, probeOffset: CGFloat
    private let rule: FillRule

    /// The arrangement of `first` and `second` (finite), flattened within `flatness` points.
    init(_ first: BezierPath, _ second: BezierPath, rule: FillRule, flatness: CGFloat) {
        segments = Self.segments(of: first, operand: 0, flatness: flatness)
            + Self.segments(of: second, operand: 1, flatness: flatness)
        let largest = segments.reduce(CGFloat(1)) { max($0, abs($1.start.x), abs($1.start.y), abs($1.end.x), abs($1.end.y)) }
        // Powers of two, so that whole and binary-fraction coordinates stay exactly where they are.
        quantum = CGFloat(sign: .plus, exponent: largest.exponent - 36, significand: 1)
        probeOffset = CGFloat(sign: .plus, exponent: largest.exponent - 24, significand: 1)
        self.rule = rule
    }

    /// The outline of `operation` applied to the two regions: closed contours of straight lines
    /// that never cross, outer ones clockwise on screen and holes counter-clockwise, so either
    /// fill rule fills it.
    func outline(of operation: PathBooleanOperation) -> BezierPath {
        let windings = WindingGrid(segments)
        var kept: [(start: CGPoint, end: CGPoint)] = []
        var seen = Set<[Int64]>()
        for piece in pieces() {
            let dx = piece.end.x - piece.start.x, dy = piece.end.y - piece.start.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { continue }
            let middle = CGPoint(x: (piece.start.x + piece.end.x) / 2, y: (piece.start.y + piece.end.y) / 2)
            // The probes on the side (−dy, dx), where kept pieces have the inside, and opposite.
            let inward = CGPoint(x: middle.x - dy / length * probeOffset, y: middle.y + dx / length * probeOffset)
            let outward = CGPoint(x: middle.x + dy / length * probeOffset, y: middle.y - dx / length * probeOffset)
            let insideInward = contains(windings.windings(at: inward), operation)
            guard insideInward != contains(windings.windings(at: outward), operation) else { continue }
            let oriented = insideInward ? piece : (start: piece.end, end: piece.start)
            let a = grid(oriented.start), b = grid(oriented.end)
            guard seen.insert([a.x, a.y, b.x, b.y]).inserted else { continue }
            kept.append(oriented)
        }
        return link(kept)
    }

    private func contains(_ windings: (Int, Int), _ operation: PathBooleanOperation) -> Bool {
        func inside(_ winding: Int) -> Bool { rule == .nonZero ? winding != 0 : winding & 1 != 0 }
        return operation.contains(inside(windings.0), inside(windings.1))
    }

    // MARK: Flattening

    /// The path's contours as segments, each contour closed as filling closes it. Curves are
    /// cut into n pieces by Wang's bound, which keeps every chord within `flatness` of its curve.
    static func segments(of path: BezierPath, operand: Int, flatness: CGFloat) -> [Segment] {
        var result: [Segment] = []
        var start = CGPoint.zero, current = CGPoint.zero
        func line(to point: CGPoint) {
            // A curve near the largest finite coordinates can overflow on the way: skip such points.
            guard point.x.isFinite, point.y.isFinite else { return }
            if point != current { result.append(Segment(start: current, end: point, operand: operand)) }
            current = point
        }
        func pieces(_ secondDifference: CGFloat, _ factor: CGFloat) -> Int {
            Int(min(max((factor * secondDifference / flatness).squareRoot().rounded(.up), 1), 1_000))
        }
        // Whether the control points lie within the flatness of the chord from `current` to
        // `end` (a straight line written as a curve, as Lottie writes every segment): one piece.
        func isStraight(_ controls: CGPoint..., end: CGPoint) -> Bool {
            let dx = end.x - current.x, dy = end.y - current.y, length = hypot(dx, dy)
            return controls.allSatisfy { control in
                let distance = length > 0 ? abs((control.x - current.x) * dy - (control.y - current.y) * dx) / length
                    : hypot(control.x - current.x, control.y - current.y)
                return distance <= flatness
            }
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                line(to: start)
                start = point
                current = point
            case .line(let point):
                line(to: point)
            case .quadCurve(let end, let control) where isStraight(control, end: end):
                line(to: end)
            case .curve(let end, let c1, let c2) where isStraight(c1, c2, end: end):
                line(to: end)
            case .quadCurve(let end, let control):
                let p0 = current
                let n = pieces(hypot(p0.x - 2 * control.x + end.x, p0.y - 2 * control.y + end.y), 0.25)
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    line(to: i == n ? end : CGPoint(x: u * u * p0.x + 2 * u * t * control.x + t * t * end.x,
                                                    y: u * u * p0.y + 2 * u * t * control.y + t * t * end.y))
                }
            case .curve(let end, let c1, let c2):
                let p0 = current
                let d1 = hypot(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y)
                let d2 = hypot(c1.x - 2 * c2.x + end.x, c1.y - 2 * c2.y + end.y)
                let n = pieces(max(d1, d2), 0.75)
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    line(to: i == n ? end : CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * end.x,
                                                    y: a * p0.y + b * c1.y + c * c2.y + d * end.y))
                }
            case .closeSubpath:
                line(to: start)
            }
        }
        line(to: start)
        return result
    }

    // MARK: Splitting

    /// Every segment cut at the points where others cross, touch or overlap it, as snapped pieces
    /// of nonzero length.
    private func pieces() -> [(start: CGPoint, end: CGPoint)] {
        var cuts = [[(t: CGFloat, point: CGPoint)]](repeating: [], count: segments.count)
        // The segments' boxes (grown by the touching distance) by left edge: a segment meets only
        // those whose left edge comes before its right one; a tight loop over plain numbers.
        let reach = 8 * quantum
        let boxes = segments.indices.map { index in
            let s = segments[index]
            return Box(minX: min(s.start.x, s.end.x) - reach, maxX: max(s.start.x, s.end.x) + reach,
                       minY: min(s.start.y, s.end.y) - reach, maxY: max(s.start.y, s.end.y) + reach, index: index)
        }.sorted { $0.minX < $1.minX }
        boxes.withUnsafeBufferPointer { boxes in
            for position in boxes.indices {
                let box = boxes[position]
                var next = position + 1
                while next < boxes.count, boxes[next].minX <= box.maxX {
                    let other = boxes[next]
                    if other.maxY >= box.minY, other.minY <= box.maxY { cut(box.index, other.index, &cuts) }
                    next += 1
                }
            }
        }
        var result: [(start: CGPoint, end: CGPoint)] = []
        for (index, segment) in segments.enumerated() {
            var previous = snapped(segment.start)
            for cut in cuts[index].sorted(by: { $0.t < $1.t }).map(\.point) + [segment.end] {
                let point = snapped(cut)
                if point != previous { result.append((previous, point)) }
                previous = point
            }
        }
        return result
    }

    /// Records where segments `i` and `j` cut each other: each end of one that lies on the other
    /// (touches and overlaps), and a crossing inside both.
    private func cut(_ i: Int, _ j: Int, _ cuts: inout [[(t: CGFloat, point: CGPoint)]]) {
        let a = segments[i], b = segments[j]
        for point in [b.start, b.end] { if let t = parameter(of: point, on: a) { cuts[i].append((t, point)) } }
        for point in [a.start, a.end] { if let t = parameter(of: point, on: b) { cuts[j].append((t, point)) } }
        let r = CGPoint(x: a.end.x - a.start.x, y: a.end.y - a.start.y)
        let s = CGPoint(x: b.end.x - b.start.x, y: b.end.y - b.start.y)
        let denominator = r.x * s.y - r.y * s.x
        guard denominator != 0 else { return }
        let qx = b.start.x - a.start.x, qy = b.start.y - a.start.y
        let t = (qx * s.y - qy * s.x) / denominator, u = (qx * r.y - qy * r.x) / denominator
        let marginT = 8 * quantum / hypot(r.x, r.y), marginU = 8 * quantum / hypot(s.x, s.y)
        guard t > marginT, t < 1 - marginT, u > marginU, u < 1 - marginU else { return }
        let point = CGPoint(x: a.start.x + r.x * t, y: a.start.y + r.y * t)
        guard point.x.isFinite, point.y.isFinite else { return }
        cuts[i].append((t, point))
        cuts[j].append((u, point))
    }

    /// Where `point` lies on the inside of `segment` (its parameter), when it lies within
    /// 8 grid steps of it and not at its ends.
    private func parameter(of point: CGPoint, on segment: Segment) -> CGFloat? {
        let dx = segment.end.x - segment.start.x, dy = segment.end.y - segment.start.y
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 0 else { return nil }
        let t = ((point.x - segment.start.x) * dx + (point.y - segment.start.y) * dy) / lengthSquared
        let margin = 8 * quantum / lengthSquared.squareRoot()
        guard t > margin, t < 1 - margin else { return nil }
        let distance = hypot(segment.start.x + dx * t - point.x, segment.start.y + dy * t - point.y)
        return distance <= 8 * quantum ? t : nil
    }

    private func grid(_ point: CGPoint) -> GridPoint {
        GridPoint(x: Int64((point.x / quantum).rounded()), y: Int64((point.y / quantum).rounded()))
    }

    private func snapped(_ point: CGPoint) -> CGPoint {
        let key = grid(point)
        return CGPoint(x: CGFloat(key.x) * quantum, y: CGFloat(key.y) * quantum)
    }

    // MARK: Linking

    /// The kept pieces joined end to start into closed contours.
    private func link(_ pieces: [(start: CGPoint, end: CGPoint)]) -> BezierPath {
        var outgoing: [GridPoint: [Int]] = [:]
        for (index, piece) in pieces.enumerated() { outgoing[grid(piece.start), default: []].append(index) }
        var used = [Bool](repeating: false, count: pieces.count)
        var path = BezierPath()
        for first in pieces.indices where !used[first] {
            let origin = grid(pieces[first].start)
            var current = first
            path.move(to: pieces[first].start)
            while true {
                used[current] = true
                let piece = pieces[current]
                let end = grid(piece.end)
                if end == origin { break }
                path.addLine(to: piece.end)
                let candidates = (outgoing[end] ?? []).filter { !used[$0] }
                guard let next = candidates.max(by: { turn(from: piece, to: pieces[$0]) < turn(from: piece, to: pieces[$1]) })
                else { break }
                current = next
            }
            path.close()
        }
        return path
    }

    /// The angle from `piece`'s direction to `next`'s, positive towards the inside.
    private func turn(from piece: (start: CGPoint, end: CGPoint), to next: (start: CGPoint, end: CGPoint)) -> CGFloat {
        let dx = piece.end.x - piece.start.x, dy = piece.end.y - piece.start.y
        let ex = next.end.x - next.start.x, ey = next.end.y - next.start.y
        return atan2(dx * ey - dy * ex, dx * ex + dy * ey)
    }
}
