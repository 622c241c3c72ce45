// Core Graphics' line caps, for CGContext.setLineCap(_:).
import Foundation
import Lamina

/// How a stroked line ends, as Core Graphics' `CGLineCap`. Default of a context: `.butt`.
public enum CGLineCap: Int32, Sendable {
    /// Square at the end point.
    case butt
    /// A half circle past the end point.
    case round
    /// A half square past the end point.
    case square

    /// Lamina's cap.
    var laminaCap: LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}
