// Which points a shape fills, with the kCAFillRule… constants (Apple's string values).
import Foundation
import LaminaGeometry

/// A shape layer's fill rule, as `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The name: `"non-zero"` or `"even-odd"`.
    public let rawValue: String
    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Non-zero winding (the default).
    public static let nonZero = Self(rawValue: "non-zero")
    /// Even-odd.
    public static let evenOdd = Self(rawValue: "even-odd")
    /// The rule in Lamina's terms; an unknown name is non-zero.
    var laminaRule: FillRule { FillRule(rawValue: rawValue) ?? .nonZero }
}

/// ``CAShapeLayerFillRule/nonZero``.
public let kCAFillRuleNonZero = CAShapeLayerFillRule.nonZero
/// ``CAShapeLayerFillRule/evenOdd``.
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd
