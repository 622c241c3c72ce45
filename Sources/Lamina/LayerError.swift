// Errors raised where a layer tree meets the renderer.
import Foundation

/// Why a layer tree could not be committed or rendered. Never a crash: bad numbers, runaway
/// nesting and malformed gradients surface as one of these.
public enum LayerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A property held NaN or infinity; names the layer and the property.
    case nonFinite(String)
    /// The tree (sublayers and masks together) nests deeper than `limit` levels, which also
    /// catches a layer placed inside its own subtree.
    case nestingTooDeep(limit: Int)
    /// A gradient's `locations` did not fit its `colors`; says what was expected.
    case invalidGradient(String)
    /// A property held a value outside its allowed range; says what was expected.
    case invalidValue(String)

    /// One line naming what was wrong.
    public var description: String {
        switch self {
        case .nonFinite(let what): return "\(what): expected a finite number, found NaN or infinity"
        case .nestingTooDeep(let limit):
            return "layer tree: expected at most \(limit) nested levels, found more (is a layer inside its own subtree?)"
        case .invalidGradient(let why): return "gradient: \(why)"
        case .invalidValue(let why): return why
        }
    }
}
