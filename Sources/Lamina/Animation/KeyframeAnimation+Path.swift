// Motion along a path for a keyframe animation of a position, with the layer turned to the
// path's direction when asked (CAKeyframeAnimation's path and rotationMode).
import Foundation

/// Whether a layer moving along a keyframe path turns with it, as
/// `CAAnimationRotationMode`.
public enum RotationMode: String, Hashable, Sendable, CaseIterable {
    /// Turn so the layer's x axis follows the path's tangent.
    case auto
    /// As ``auto``, plus half a turn.
    case autoReverse
}

extension KeyframeAnimation {
    /// Writes the animated value and, along a path with a rotation mode, the rotation.
    ///
    /// Specialised for the value types of the built-in properties: called through `any
    /// Animation` for every animation of every frame, the generic form spent most of its time
    /// looking up type metadata and witness tables.
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGAffineTransform)
    @_specialize(where Value == Color)
    @_specialize(where Value == BezierPath)
    public func apply(to node: inout RenderNode, clock: AnimationClock) throws {
        try applyValue(to: &node, clock: clock)
        try applyRotation(to: &node, clock: clock)
    }

    /// With a path and a rotation mode, turns the layer's transform to the
    /// tangent (the rotation applied before the layer's own transform).
    func applyRotation(to node: inout RenderNode, clock: AnimationClock) throws {
        guard let track = pathTrack, let rotationMode, let sample = try clock.state(of: timing).sample else { return }
        let distance = pathDistance(track, progress: easedProgress(sample))
        guard let tangent = track.measure.tangent(atDistance: CGFloat(distance)) else { return }
        let angle = atan2(tangent.y, tangent.x) + (rotationMode == .autoReverse ? .pi : 0)
        node.transform = CGAffineTransform(rotationAngle: angle).concatenating(node.transform)
    }

    /// Throws unless the animated value is a point and the path is finite and not empty.
    func validatePath(_ path: BezierPath) throws {
        guard Value.self == CGPoint.self else {
            throw AnimationError.incompatibleValues("path: a keyframe path animates points; \(keyPath) is not a point")
        }
        guard path.isFinite else { throw AnimationError.incompatibleValues("path: expected finite points") }
        let track = pathTrack ?? PathTrack(path)
        guard track.measure.length > 0 else {
            throw AnimationError.incompatibleValues("path: expected a path with some length")
        }
        if let keyTimes, !calculationMode.isPaced {
            let count = track.lengths.count
            guard keyTimes.count == count else {
                throw AnimationError.incompatibleValues(
                    "keyTimes: expected \(count) key times, one per point of the path, found \(keyTimes.count)")
            }
            try Self.validateKeyTimes(keyTimes)
        }
    }

    /// The point along `path` at `progress`, as a `Value` (a `CGPoint`).
    func pathValue(_ path: BezierPath, progress: Double) throws -> Value {
        let track = pathTrack ?? PathTrack(path)
        let point = track.measure.position(atDistance: CGFloat(pathDistance(track, progress: progress)))
        guard let value = point as? Value else {
            throw AnimationError.incompatibleValues("path: a keyframe path animates points; \(keyPath) is not a point")
        }
        return value
    }

    /// How far along `path` the motion is at `progress`: in paced modes the arc length is
    /// proportional to time; otherwise each drawing element (each point except move-tos) is
    /// one keyframe and the motion is uniform in arc length within it.
    private func pathDistance(_ track: PathTrack, progress: Double) -> Double {
        let lengths = track.lengths
        guard let total = lengths.last, total > 0 else { return 0 }
        if calculationMode.isPaced { return min(max(progress, 0), 1) * total }
        let times = keyTimes ?? track.evenKeyTimes
        if calculationMode == .discrete {
            return lengths[min(Self.lastKeyTime(in: times, atOrBefore: progress) ?? 0, lengths.count - 1)]
        }
        let (index, fraction) = segment(at: progress, keyTimes: times)
        return lengths[index] + (lengths[index + 1] - lengths[index]) * fraction
    }

    /// The arc length at each keyframe: 0, then the length up to the end of each element that
    /// is not a move, each element measured on its own (from the current point; a close runs
    /// back to its subpath's start).
    static func pathLengths(_ path: BezierPath) -> [Double] {
        var lengths = [0.0]
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for element in path.elements {
            if case .move(let point) = element {
                current = point
                subpathStart = point
                continue
            }
            var piece = BezierPath()
            piece.move(to: current)
            piece.append(element == .closeSubpath ? .line(to: subpathStart) : element)
            lengths.append(lengths[lengths.count - 1] + Double(PathMeasure(piece).length))
            current = element.endPoint ?? subpathStart
        }
        return lengths
    }
}
