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
        guard let track = pathTrack, let rotationMode, let sample = try clock.state(of: timing).sample,
              let tangent = pathPlace(track, progress: easedProgress(sample)).tangent else { return }
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
        guard let value = pathPlace(pathTrack ?? PathTrack(path), progress: progress).point as? Value else {
            throw AnimationError.incompatibleValues("path: a keyframe path animates points; \(keyPath) is not a point")
        }
        return value
    }

    /// Where along the path the motion is at `progress`, and the path's direction there. In
    /// paced modes the arc length is proportional to time. Otherwise each drawing element (each
    /// point except move-tos) is one keyframe, and within it the motion follows the element's
    /// own parameter, as Core Animation's does: a cubic whose control points crowd one end is
    /// crossed faster at the other (lottie-ios's motion paths rely on it).
    private func pathPlace(_ track: PathTrack, progress: Double) -> (point: CGPoint?, tangent: CGPoint?) {
        let lengths = track.lengths
        guard let total = lengths.last, total > 0 else {
            return (track.measure.position(atDistance: 0), track.measure.tangent(atDistance: 0))
        }
        if calculationMode.isPaced {
            let distance = CGFloat(min(max(progress, 0), 1) * total)
            return (track.measure.position(atDistance: distance), track.measure.tangent(atDistance: distance))
        }
        let times = keyTimes ?? track.evenKeyTimes
        if calculationMode == .discrete {
            let distance = CGFloat(lengths[min(Self.lastKeyTime(in: times, atOrBefore: progress) ?? 0, lengths.count - 1)])
            return (track.measure.position(atDistance: distance), track.measure.tangent(atDistance: distance))
        }
        let (index, fraction) = segment(at: progress, keyTimes: times)
        guard index < track.curves.count else { return (nil, nil) }
        let curve = track.curves[index]
        return (curve.point(at: CGFloat(fraction)), curve.unitTangent(at: CGFloat(fraction)))
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
