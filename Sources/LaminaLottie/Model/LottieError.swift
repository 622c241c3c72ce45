// The errors that stop a Lottie file from loading: bad JSON (with line and column), a value of
// the wrong type at a JSON path, or a limit passed.

/// Why a Lottie file could not be loaded.
public enum LottieError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not JSON: the 1-based line and column (in characters) of the offending
    /// character, and what was expected there.
    case syntax(line: Int, column: Int, message: String)
    /// A value at `path` (such as `layers[3].shapes[1].it[0].ks.k[2].s`) is missing or of the
    /// wrong type; `message` says what was expected and what was found.
    case invalid(path: String, message: String)
    /// A limit (``LottieLimits``) was passed at `path`.
    case limit(path: String, message: String)
    /// The file could not be read.
    case unreadable(String)

    /// `LINE:COLUMN: error: …` for syntax errors, `PATH: error: …` for the others.
    public var description: String {
        switch self {
        case .syntax(let line, let column, let message): "\(line):\(column): error: \(message)"
        case .invalid(let path, let message), .limit(let path, let message):
            "\(path.isEmpty ? "(root)" : path): error: \(message)"
        case .unreadable(let message): "error: \(message)"
        }
    }
}
