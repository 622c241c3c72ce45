// Whether a layer moving along a keyframe path turns with it.
import Foundation
import Lamina

/// A keyframe path's rotation mode, as `CAAnimationRotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The name, `"auto"` or `"autoReverse"`.
    public let rawValue: String
    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Turn with the path's tangent.
    public static let rotateAuto = Self(rawValue: "auto")
    /// Turn with the tangent plus half a turn.
    public static let rotateAutoReverse = Self(rawValue: "autoReverse")

    /// The mode in Lamina's terms; nil for an unknown name.
    var laminaMode: RotationMode? { RotationMode(rawValue: rawValue) }
}
