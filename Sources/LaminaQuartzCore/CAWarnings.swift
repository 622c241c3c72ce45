// Where the compatibility surface reports what Core Animation would silently ignore: an
// unknown key path, a value of the wrong type, keyframes that do not fit. Each ends in the
// animation (or the value) being skipped, as on iOS, and a warning.
import Foundation

/// The warnings of LaminaQuartzCore and LaminaUIKit.
public enum CAWarnings {
    /// Receives each warning. Default nil: warnings go to standard error, prefixed
    /// `warning: `. Set it for a task with `CAWarnings.$handler.withValue(…)`, e.g. to collect
    /// warnings in a test.
    @TaskLocal public static var handler: (@Sendable (String) -> Void)?

    /// Reports `message`.
    public static func warn(_ message: String) {
        if let handler {
            handler(message)
        } else {
            FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
        }
    }
}
