// The turns and scale factors of a 3-D transform's decomposition, read and replaced one at a
// time, as Core Animation's key paths `transform.rotation.x`, `.y`, `.z` and `transform.scale.x`,
// `.y` read and write them on a 3-D transform. The turns are Euler angles as Graphics Gems'
// unmatrix reads them: a point turns about x, then y, then z, the turn about y within ±π/2, so
// a rotation reads back as an equal one, not always as the angles it was made of (Rx(π)·Ry(π)
// reads as a half turn about z, and a turn about z written next replaces it).
import Foundation

extension Transform3D {
    /// An axis of a transform's parts.
    public enum Axis: Sendable {
        /// The x axis (right).
        case x
        /// The y axis (down on screen).
        case y
        /// The z axis (towards the viewer).
        case z
    }

    /// The turn about `axis` in radians, of the decomposition's turns (a point turns about x,
    /// then y, then z); nil when the transform collapses space onto a plane.
    public func rotation(about axis: Axis) -> Double? { part(Self.angle(axis)) }

    /// This transform with its turn about `axis` replaced by `angle` radians, the other turns,
    /// scale, skew, translation and perspective kept: what `setValue(angle, forKeyPath:
    /// "transform.rotation.x")` writes. Nil when the transform collapses space onto a plane.
    public func replacingRotation(about axis: Axis, with angle: Double) -> Transform3D? {
        replacing(Self.angle(axis), with: angle)
    }

    /// The scale factor along `axis`, of the decomposition (negative for a reflection); nil when
    /// the transform collapses space onto a plane.
    public func scale(along axis: Axis) -> Double? { part(Self.factor(axis)) }

    /// This transform with its scale factor along `axis` replaced by `factor`, the other parts
    /// kept: what `setValue(factor, forKeyPath: "transform.scale.x")` writes. Nil when the
    /// transform collapses space onto a plane.
    public func replacingScale(along axis: Axis, with factor: Double) -> Transform3D? {
        replacing(Self.factor(axis), with: factor)
    }

    /// The part of the decomposition at `path`; nil without a decomposition.
    private func part(_ path: WritableKeyPath<Transform3DDecomposition, Double>) -> Double? {
        Transform3DDecomposition(self).map { $0[keyPath: path] }
    }

    /// The transform with the part of its decomposition at `path` set to `value`, the rest kept.
    private func replacing(_ path: WritableKeyPath<Transform3DDecomposition, Double>, with value: Double) -> Transform3D? {
        guard var parts = Transform3DDecomposition(self) else { return nil }
        parts[keyPath: path] = value
        return parts.transform
    }

    private static func angle(_ axis: Axis) -> WritableKeyPath<Transform3DDecomposition, Double> {
        switch axis {
        case .x: \.eulerAngles.x
        case .y: \.eulerAngles.y
        case .z: \.eulerAngles.z
        }
    }

    private static func factor(_ axis: Axis) -> WritableKeyPath<Transform3DDecomposition, Double> {
        switch axis {
        case .x: \.scale.0
        case .y: \.scale.1
        case .z: \.scale.2
        }
    }
}
