// What CGContext.drawPath(using:) does with the current path.
import Foundation

/// How ``CGContext/drawPath(using:)`` paints the current path, as Core Graphics'
/// `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill by the non-zero rule.
    case fill
    /// Fill by the even-odd rule.
    case eoFill
    /// Stroke.
    case stroke
    /// Fill by the non-zero rule, then stroke.
    case fillStroke
    /// Fill by the even-odd rule, then stroke.
    case eoFillStroke
}
