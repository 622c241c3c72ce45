// What `lamina render` does once its arguments are read: load, draw at a time, write the PNG.
import ArgumentParser
import Foundation
import LaminaRender
import LaminaScript

/// One `lamina render` run as a plain value: built by ``RenderCommand`` from parsed arguments,
/// or by the fast path (RenderJob+FastPath.swift) from plain ones.
struct RenderJob: Equatable {
    /// The script, its scale, background and allowed folders.
    var script: ScriptInput
    /// The PNG to write (replaced atomically); - for standard output.
    var output: String
    /// The width in points the drawing scales to; nil for the script's own.
    var width: Double?
    /// The height in points the drawing scales to; nil for the script's own.
    var height: Double?
    /// Seconds into the script's SMIL animations; nil for 0.
    var time: Double?

    /// Checks every setting.
    /// - Throws: `ValidationError` naming the option, so the exit status is 2.
    func validate() throws {
        try script.validate()
        if let time, !time.isFinite { throw ValidationError("--time: expected a finite number of seconds, found \(time)") }
        func checkSize(_ name: String, _ value: Double?) throws {
            if let value, !(value.isFinite && value > 0) {
                throw ValidationError("\(name): expected a number above 0, found \(value)")
            }
        }
        try checkSize("--width", width)
        try checkSize("--height", height)
    }

    /// Loads, renders and writes the PNG (to standard output for -, only once it is whole).
    /// - Throws: ``CLIError`` for a bad script (exit 2); `ExitCode.failure` after printing why
    ///   the render or the write failed (exit 1): a ``ScriptDiagnostic`` as it is, since it
    ///   starts with the file, line and column; anything else after the script's path.
    func run() throws {
        let loaded = try script.load { options in
            options.width = width.map { CGFloat($0) }
            options.height = height.map { CGFloat($0) }
        }
        do {
            let image = try loaded.render(at: time ?? 0, background: try script.backgroundColor())
            let png = try image.pngData()
            if output == "-" {
                FileHandle.standardOutput.write(png)
            } else {
                try AtomicFile.write(png, toPath: output)
            }
        } catch {
            let message = error is ScriptDiagnostic ? "\(error)" : "lamina render: \(script.path): \(error)"
            FileHandle.standardError.write(Data("\(message)\n".utf8))
            throw ExitCode.failure
        }
    }
}
