// What an animation shows outside its active time, with the kCAFillMode… constants.
import Foundation
import Lamina

/// An animation's fill mode, as `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The name, e.g. `"forwards"`.
    public let rawValue: String
    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No effect outside the active time (the default).
    public static let removed = Self(rawValue: "removed")
    /// Hold the final value after the end.
    public static let forwards = Self(rawValue: "forwards")
    /// Show the first value before the start.
    public static let backwards = Self(rawValue: "backwards")
    /// Both.
    public static let both = Self(rawValue: "both")

    /// The mode in Lamina's terms; an unknown name is ``FillMode/removed``.
    var laminaFillMode: FillMode { FillMode(rawValue: rawValue) ?? .removed }
}

/// ``CAMediaTimingFillMode/removed``.
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed
/// ``CAMediaTimingFillMode/forwards``.
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
/// ``CAMediaTimingFillMode/backwards``.
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
/// ``CAMediaTimingFillMode/both``.
public let kCAFillModeBoth = CAMediaTimingFillMode.both
