// The shape of a stroke's open ends, with the kCALineCap… constants.
import Foundation
import LaminaRender

/// A stroke's end cap, as `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The name: `"butt"`, `"round"` or `"square"`.
    public let rawValue: String
    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Flush with the end (the default).
    public static let butt = Self(rawValue: "butt")
    /// A half disc past the end.
    public static let round = Self(rawValue: "round")
    /// Half a line width past the end.
    public static let square = Self(rawValue: "square")
    /// The cap in Lamina's terms; an unknown name is butt.
    var laminaCap: LineCap { LineCap(rawValue: rawValue) ?? .butt }
}

/// ``CAShapeLayerLineCap/butt``.
public let kCALineCapButt = CAShapeLayerLineCap.butt
/// ``CAShapeLayerLineCap/round``.
public let kCALineCapRound = CAShapeLayerLineCap.round
/// ``CAShapeLayerLineCap/square``.
public let kCALineCapSquare = CAShapeLayerLineCap.square
