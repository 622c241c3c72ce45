// The shape of a stroke's corners, with the kCALineJoin… constants.
import Foundation
import LaminaRender

/// A stroke's corner join, as `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The name: `"miter"`, `"round"` or `"bevel"`.
    public let rawValue: String
    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A pointed corner up to the miter limit (the default).
    public static let miter = Self(rawValue: "miter")
    /// A rounded corner.
    public static let round = Self(rawValue: "round")
    /// A corner cut straight across.
    public static let bevel = Self(rawValue: "bevel")
    /// The join in Lamina's terms; an unknown name is miter.
    var laminaJoin: LineJoin { LineJoin(rawValue: rawValue) ?? .miter }
}

/// ``CAShapeLayerLineJoin/miter``.
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter
/// ``CAShapeLayerLineJoin/round``.
public let kCALineJoinRound = CAShapeLayerLineJoin.round
/// ``CAShapeLayerLineJoin/bevel``.
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel
