// The colour channel a filter primitive reads from a pixel: `feDisplacementMap`'s
// xChannelSelector and yChannelSelector (Filter Effects Module Level 1 §9.15).
import Foundation

/// One channel of a pixel.
public enum FilterChannel: Hashable, Sendable {
    /// Red.
    case red
    /// Green.
    case green
    /// Blue.
    case blue
    /// Alpha (SVG's default for a channel selector).
    case alpha

    /// The channel's bit shift in an ARGB32 pixel.
    var shift: UInt32 {
        switch self {
        case .red: return 16
        case .green: return 8
        case .blue: return 0
        case .alpha: return 24
        }
    }
}
