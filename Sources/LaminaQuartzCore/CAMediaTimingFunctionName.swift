// The names of Core Animation's predefined timing curves, with the kCA… constants that older
// code uses.
import Foundation

/// A predefined timing curve's name, as `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name, e.g. `"easeInEaseOut"`.
    public let rawValue: String
    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Linear pacing.
    public static let linear = Self(rawValue: "linear")
    /// Ease in: (0.42, 0), (1, 1).
    public static let easeIn = Self(rawValue: "easeIn")
    /// Ease out: (0, 0), (0.58, 1).
    public static let easeOut = Self(rawValue: "easeOut")
    /// Ease in and out: (0.42, 0), (0.58, 1).
    public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")
    /// The curve of implicit animations: (0.25, 0.1), (0.25, 1).
    public static let `default` = Self(rawValue: "default")
}

/// ``CAMediaTimingFunctionName/linear``.
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
/// ``CAMediaTimingFunctionName/easeIn``.
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
/// ``CAMediaTimingFunctionName/easeOut``.
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
/// ``CAMediaTimingFunctionName/easeInEaseOut``.
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
/// ``CAMediaTimingFunctionName/default``.
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default
