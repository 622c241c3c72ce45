// The options `lamina render` and `lamina frames` share: which script, at what scale, over what
// background, and which folders its images may read; and loading the script with them.
import ArgumentParser
import Foundation
import LaminaRender
import LaminaScript

/// The script and how to draw it, for every command that renders a shape script.
struct ScriptInputOptions: ParsableArguments {
    @Argument(help: "The shape script to render (.svg).")
    var input: String

    @Option(help: "Pixels per point, e.g. 2 for a retina image.")
    var scale: Double = 1

    @Option(help: "A CSS colour beneath the drawing, e.g. white or #202020. Default: transparent.")
    var background: String?

    @Option(name: .customLong("allow-path"),
            help: "A folder outside the script's own that <image href> may read from (repeatable).")
    var allowPaths: [String] = []

    func validate() throws {
        guard scale.isFinite, scale > 0 else { throw ValidationError("--scale: expected a number above 0, found \(scale)") }
        if let background {
            do { _ = try ShapeScript.color(background) } catch {
                throw ValidationError("--background: \(error)")
            }
        }
    }

    /// The colour beneath the drawing (checked by `validate()`); clear without `--background`.
    func backgroundColor() throws -> Color {
        try background.map(ShapeScript.color) ?? .clear
    }

    /// Loads the script with these options (and `adjust`'s further settings), printing its
    /// warnings to standard error.
    /// - Throws: ``CLIError`` with the script's diagnostic, so the exit status is 2.
    func loadScript(_ adjust: (inout ScriptOptions) -> Void = { _ in }) throws -> ShapeScript {
        var options = ScriptOptions()
        options.scale = scale
        options.allowedFolders = allowPaths.map { URL(fileURLWithPath: $0, isDirectory: true) }
        adjust(&options)
        let script: ShapeScript
        do {
            script = try ShapeScript(contentsOf: URL(fileURLWithPath: input), options: options)
        } catch {
            throw CLIError("\(error)")
        }
        for warning in script.warnings {
            FileHandle.standardError.write(Data("\(warning)\n".utf8))
        }
        return script
    }
}
