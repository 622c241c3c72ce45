// The script a rendering command reads, and how to draw it, as a plain value: what
// ScriptInputOptions parses, and what the render fast path (RenderJob+FastPath.swift) builds
// without the argument parser.
import ArgumentParser
import Foundation
import LaminaRender
import LaminaScript

/// A shape script to load, at what scale, over what background, and which folders outside its
/// own its images may read.
struct ScriptInput: Equatable {
    /// The script's path, as given.
    var path: String
    /// Pixels per point. Default 1.
    var scale: Double = 1
    /// A CSS colour beneath the drawing; nil for transparent.
    var background: String?
    /// Folders outside the script's own that `<image href>` may read from.
    var allowPaths: [String] = []

    /// Checks the scale and the background colour.
    /// - Throws: `ValidationError` naming the option, so the exit status is 2.
    func validate() throws {
        guard scale.isFinite, scale > 0 else { throw ValidationError("--scale: expected a number above 0, found \(scale)") }
        if let background {
            do { _ = try ShapeScript.color(background) } catch {
                throw ValidationError("--background: \(error)")
            }
        }
    }

    /// The colour beneath the drawing (checked by `validate()`); clear without a background.
    func backgroundColor() throws -> Color {
        try background.map(ShapeScript.color) ?? .clear
    }

    /// Loads the script with these settings (and `adjust`'s further ones), printing its
    /// warnings to standard error.
    /// - Throws: ``CLIError`` with the script's diagnostic, so the exit status is 2.
    func load(_ adjust: (inout ScriptOptions) -> Void = { _ in }) throws -> ShapeScript {
        var options = ScriptOptions()
        options.scale = scale
        options.allowedFolders = allowPaths.map { URL(fileURLWithPath: $0, isDirectory: true) }
        adjust(&options)
        let script: ShapeScript
        do {
            script = try ShapeScript(contentsOfFile: path, options: options)
        } catch {
            throw CLIError("\(error)")
        }
        for warning in script.warnings {
            FileHandle.standardError.write(Data("\(warning)\n".utf8))
        }
        return script
    }
}
