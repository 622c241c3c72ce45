// A one-line progress display on standard error for long exports.
import Foundation

/// Prints `frames 120/240 (50%)` on standard error, rewriting one line, at most ten times a
/// second, when enabled (by default only when standard error is a terminal). Frame exports and
/// the command-line tool's batch renders use it; one thread at a time may call it.
package final class ExportProgress {
    private let total: Int
    private let unit: String
    private let enabled: Bool
    private let write: (String) -> Void
    private var done = 0
    private var lastPrint = Date.distantPast

    /// Creates a display of `total` items named `unit` (default "frames"); `write` receives
    /// each update (standard error by default).
    package init(total: Int, unit: String = "frames", mode: ExportOptions.Progress,
                 write: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
        self.total = total
        self.unit = unit
        self.write = write
        switch mode {
        case .automatic: enabled = isatty(STDERR_FILENO) == 1
        case .always: enabled = true
        case .never: enabled = false
        }
    }

    /// Counts one more item done.
    package func advance() {
        done += 1
        guard enabled else { return }
        let now = Date()
        guard done == total || now.timeIntervalSince(lastPrint) >= 0.1 else { return }
        lastPrint = now
        let percent = total > 0 ? done * 100 / total : 100
        write("\r\(unit) \(done)/\(total) (\(percent)%)\(done == total ? "\n" : "")")
    }
}
