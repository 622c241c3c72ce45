// How a keyframe animation moves between values, with the kCAAnimation… constants.
import Foundation
import Lamina

/// A keyframe animation's calculation mode, as `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The name, e.g. `"linear"`.
    public let rawValue: String
    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight blends (the default).
    public static let linear = Self(rawValue: "linear")
    /// Each value holds until the next key time.
    public static let discrete = Self(rawValue: "discrete")
    /// Constant speed; key times and timing functions ignored.
    public static let paced = Self(rawValue: "paced")
    /// A Catmull-Rom spline through the values.
    public static let cubic = Self(rawValue: "cubic")
    /// The spline at constant speed.
    public static let cubicPaced = Self(rawValue: "cubicPaced")

    /// The mode in Lamina's terms; an unknown name is ``CalculationMode/linear``.
    var laminaMode: CalculationMode { CalculationMode(rawValue: rawValue) ?? .linear }
}

/// ``CAAnimationCalculationMode/linear``.
public let kCAAnimationLinear = CAAnimationCalculationMode.linear
/// ``CAAnimationCalculationMode/discrete``.
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
/// ``CAAnimationCalculationMode/paced``.
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
/// ``CAAnimationCalculationMode/cubic``.
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
/// ``CAAnimationCalculationMode/cubicPaced``.
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced
