// Core Graphics' line joins, for CGContext.setLineJoin(_:).
import Foundation
import Lamina

/// How stroked segments meet, as Core Graphics' `CGLineJoin`. Default of a context: `.miter`.
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner, bevelled past the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A cut corner.
    case bevel

    /// Lamina's join.
    var laminaJoin: LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}
