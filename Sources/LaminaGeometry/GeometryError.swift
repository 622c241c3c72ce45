// Errors raised where geometry meets bad input.
import Foundation

/// Why a geometric operation refused its input. Never a crash: every limit of Lamina's
/// design (non-finite numbers, dash explosions) surfaces as one of these.
public enum GeometryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A coordinate or parameter was NaN or infinite; names what held it.
    case nonFinite(String)
    /// A dash pattern held a negative or non-finite length.
    case invalidDashPattern(String)
    /// Dashing would produce more segments than the limit allows.
    case tooManyDashSegments(limit: Int)
    /// SVG path data could not be parsed past `offset` (a byte offset into the string).
    case svgPathData(message: String, offset: Int, validPrefix: BezierPath)

    /// A one-line description naming what was wrong.
    public var description: String {
        switch self {
        case .nonFinite(let what): return "\(what): expected a finite number, found NaN or infinity"
        case .invalidDashPattern(let why): return "dash pattern: \(why)"
        case .tooManyDashSegments(let limit):
            return "dash pattern: more than \(limit) dash segments; use a longer pattern"
        case .svgPathData(let message, _, _): return message
        }
    }
}
