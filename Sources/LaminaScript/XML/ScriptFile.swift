// Reading a script file (BoundedFile's POSIX reading), with its failures as diagnostics at the
// file's start.
import Foundation
import LaminaRender

/// Reads script files whole, within the size limit.
enum ScriptFile {
    /// The bytes of the file at `path`.
    /// - Throws: ``ScriptDiagnostic`` at 1:1 of the file when it is missing, a folder, not
    ///   readable, or larger than `maxBytes`.
    static func read(_ path: String, maxBytes: Int) throws -> Data {
        do {
            return try BoundedFile.read(path, maxBytes: maxBytes)
        } catch {
            let message = switch error {
            case .unreadable(let reason): "expected a readable file, found \(reason)"
            case .tooLarge(let size):
                "expected a script of at most \(maxBytes) bytes, found \(size.map(String.init) ?? "more")"
            }
            throw ScriptDiagnostic(file: path, location: SourceLocation(line: 1, column: 1), severity: .error,
                                   message: message)
        }
    }
}
