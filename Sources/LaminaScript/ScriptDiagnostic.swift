// Diagnostics of the shape script: where in the file, how bad, and what was expected and found.
import Foundation

/// A place in a script: 1-based line and column (columns count UTF-8 bytes, as compilers do).
public struct SourceLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in UTF-8 bytes.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `LINE:COL`.
    public var description: String { "\(line):\(column)" }
}

/// One message about a script: an error stops the load, a warning says what was skipped.
public struct ScriptDiagnostic: Error, Equatable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Equatable, Sendable {
        /// The script cannot be drawn.
        case error
        /// Something was skipped or drawn only in part; the rest is drawn.
        case warning
    }

    /// The script's name as written in messages (a path, or `script.svg` for in-memory text).
    public var file: String
    /// Where the problem is.
    public var location: SourceLocation
    /// Error or warning.
    public var severity: Severity
    /// What was wrong, reading "what: expected X, found Y" where that fits.
    public var message: String

    /// Creates a diagnostic.
    public init(file: String, location: SourceLocation, severity: Severity, message: String) {
        self.file = file
        self.location = location
        self.severity = severity
        self.message = message
    }

    /// `file.svg:LINE:COL: error: message`, the compiler format editors understand.
    public var description: String { "\(file):\(location): \(severity.rawValue): \(message)" }
}

/// A problem found while reading a value, before its location is known; the reader adds the
/// attribute's location and turns it into a ``ScriptDiagnostic``.
struct ValueError: Error, Equatable {
    /// What was wrong, e.g. `expected a number, found "abc"`.
    let message: String

    init(_ message: String) { self.message = message }

    /// `expected <expected>, found "<found>"` (or `found nothing` for empty text).
    static func expected(_ expected: String, found: some StringProtocol) -> ValueError {
        let shown = found.count > 40 ? String(found.prefix(40)) + "…" : String(found)
        return ValueError("expected \(expected), found " + (shown.isEmpty ? "nothing" : "\"\(shown)\""))
    }
}
