// Errors raised where animation timing, springs or interpolation meet bad input.
import Foundation

/// Why an animation value, timing or spring was refused. Never a crash: every invalid
/// parameter surfaces as one of these, with a message of the form "expected X, found Y".
public enum AnimationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A parameter was out of its range, NaN or infinite. `parameter` names it (e.g.
    /// `"TimingFunction x1"`), `expected` says what is allowed, `found` is the offending value.
    case invalidParameter(parameter: String, expected: String, found: Double)
    /// `repeatCount` and `repeatDuration` were both set; Core Animation leaves that undefined.
    case conflictingRepeat(repeatCount: Double, repeatDuration: Double)
    /// Two values cannot be interpolated or combined; `reason` explains the mismatch.
    case incompatibleValues(String)

    /// One line naming what was wrong.
    public var description: String {
        switch self {
        case .invalidParameter(let parameter, let expected, let found):
            return "\(parameter): expected \(expected), found \(found)"
        case .conflictingRepeat(let count, let duration):
            return "repeatCount (\(count)) and repeatDuration (\(duration)) are both set; set only one"
        case .incompatibleValues(let reason):
            return reason
        }
    }

    /// Throws ``invalidParameter(parameter:expected:found:)`` unless `value` is finite.
    static func requireFinite(_ value: Double, _ parameter: String) throws {
        guard value.isFinite else {
            throw AnimationError.invalidParameter(parameter: parameter, expected: "a finite number", found: value)
        }
    }
}
