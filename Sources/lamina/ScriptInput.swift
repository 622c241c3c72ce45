// The script a rendering command reads, and how to draw it, as a plain value: what
// ScriptInputOptions parses, and what the render fast path (RenderJob+FastPath.swift) builds
// without the argument parser.
import ArgumentParser
import Foundation
import Lamina
import LaminaRender
import LaminaScript

/// A shape script to load, at what scale, over what background, and which folders outside its
/// own its images may read.
struct ScriptInput: Equatable {
    /// The script's path, as given; - for standard input.
    var path: String
    /// Pixels per point. Default 1.
    var scale: Double = 1
    /// Multiplies the viewport size (`--zoom`). Default 1.
    var zoom: Double = 1
    /// A CSS colour beneath the drawing; nil for transparent.
    var background: String?
    /// Folders outside the script's own that `<image href>` may read from.
    var allowPaths: [String] = []
    /// Seconds the whole job (load, render, every frame) may take; nil for no limit.
    var timeout: Double?
    /// Whether every warning is an error (`--strict`).
    var strict = false
    /// Pixels per inch for absolute units (`--dpi`). Default 96.
    var dpi: Double = 96
    /// The font size of text that sets none (`--font-size`). Default 16.
    var fontSize: Double = 16
    /// The families of CSS's generic names (`--serif-family` …). Default Chromium's.
    var genericFamilies = GenericFontFamilies()
    /// Folders of fonts besides fontconfig's own (`--font-dir`).
    var fontDirs: [String] = []
    /// Lottie value providers, each `KEYPATH=VALUE` (`--set`).
    var sets: [String] = []
    /// Lottie slot values, each `ID=VALUE` (`--slot`).
    var slots: [String] = []
    /// Lottie image assets' pictures, each `ASSET_ID=PATH` (`--image`).
    var images: [String] = []
    /// How `--image` pictures fit their assets (`--image-gravity`, a `ContentsGravity` name); nil: stretched.
    var imageGravity: String?
    /// Lottie text layers' texts, each `KEYPATH=TEXT` (`--text`).
    var texts: [String] = []
    /// Fonts for Lottie text, each `NAME=FONT[@SIZE]` (`--font`).
    var fonts: [String] = []
    /// The dotLottie theme to use (`--theme`); nil for the archive's initial theme.
    var theme: String?
    /// Whether text's glyphs are hinted as Chromium draws them (`--no-hinting` turns it off).
    var hintsGlyphs = true
    /// Whether a script's strokes of a pixel or less are hairlines (`--no-hairlines` turns it off).
    var drawsHairlines = true
    /// How shapes' edges cover their pixels (`--antialiasing`, an ``Antialiasing`` name); nil
    /// for the default, area.
    var antialiasing: String?

    /// Checks the scale, the timeout and the background colour.
    /// - Throws: `ValidationError` naming the option, so the exit status is 2.
    func validate() throws {
        guard scale.isFinite, scale > 0 else { throw ValidationError("--scale: expected a number above 0, found \(scale)") }
        guard dpi.isFinite, dpi > 0 else { throw ValidationError("--dpi: expected a number above 0, found \(dpi)") }
        guard fontSize.isFinite, fontSize > 0, fontSize <= TextLayer.maxFontSize else {
            throw ValidationError("--font-size: expected a number above 0 and at most \(Int(TextLayer.maxFontSize)), found \(fontSize)")
        }
        if let timeout, !(timeout.isFinite && timeout > 0 && timeout <= Self.maxTimeout) {
            throw ValidationError("--timeout: expected seconds above 0 and at most \(Int(Self.maxTimeout)), found \(timeout)")
        }
        if let background {
            do { _ = try ShapeScript.color(background) } catch {
                throw ValidationError("--background: \(error)")
            }
        }
        _ = try edgeAntialiasing()
    }

    /// `--antialiasing`, or ``Antialiasing/area`` without it.
    /// - Throws: `ValidationError` for a name that is not an ``Antialiasing``.
    func edgeAntialiasing() throws -> Antialiasing {
        guard let antialiasing else { return .area }
        guard let value = Antialiasing(rawValue: antialiasing) else {
            let names = Antialiasing.allCases.map { "'\($0.rawValue)'" }.joined(separator: " or ")
            throw ValidationError("--antialiasing: expected \(names), found '\(antialiasing)'")
        }
        return value
    }

    /// A cancellation whose deadline is `timeout` seconds from now (rounded up to whole
    /// milliseconds); nil without `--timeout`. Made once per job, before it loads anything.
    func makeCancellation() -> RenderCancellation? {
        timeout.map { RenderCancellation(timeout: .milliseconds(Int64(($0 * 1000).rounded(.up)))) }
    }

    /// The longest `--timeout`, in seconds: a week. Keeps the deadline's arithmetic in range.
    static let maxTimeout: Double = 7 * 24 * 3600

    /// Standard input, read to its end.
    /// - Throws: ``CLIError`` past `maxBytes` (reading stops there) or when it cannot be read.
    static func readStandardInput(maxBytes: Int) throws -> Data {
        var data = Data()
        do {
            while let chunk = try FileHandle.standardInput.read(upToCount: 1 << 20), !chunk.isEmpty {
                data.append(chunk)
                guard data.count <= maxBytes else {
                    throw CLIError("<stdin>: expected a script of at most \(maxBytes) bytes, found more")
                }
            }
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError("<stdin>: cannot read standard input: \(error)")
        }
        return data
    }

    /// The colour beneath the drawing (checked by `validate()`); clear without a background.
    func backgroundColor() throws -> Color {
        try background.map(ShapeScript.color) ?? .clear
    }

    /// Loads the script with these settings (and `adjust`'s further ones), printing its
    /// warnings to standard error (each message once, counting its other places); for `-`,
    /// `standardInput` when it was read already.
    /// - Throws: ``CLIError`` with the script's diagnostic, so the exit status is 2;
    ///   `ExitCode.failure` (1) after printing why, when loading ran past `--timeout`.
    func load(standardInput: Data? = nil, _ adjust: (inout ScriptOptions) -> Void = { _ in }) throws -> ShapeScript {
        var options = ScriptOptions()
        options.scale = scale
        options.zoom = CGFloat(zoom)
        options.allowedFolders = allowPaths.map { URL(fileURLWithPath: $0, isDirectory: true) }
        options.strict = strict
        options.dpi = dpi
        options.fontSize = fontSize
        options.genericFamilies = genericFamilies
        options.hintsGlyphs = hintsGlyphs
        options.drawsHairlines = drawsHairlines
        options.antialiasing = try edgeAntialiasing()
        options.fontDirectories = fontDirs.map { URL(fileURLWithPath: $0, isDirectory: true) }
        options.cancellation = makeCancellation()
        adjust(&options)
        let script: ShapeScript
        do {
            if path == "-" {
                script = try ShapeScript(data: try standardInput ?? Self.readStandardInput(maxBytes: options.limits.maxFileBytes),
                                         file: "<stdin>", options: options)
            } else {
                script = try ShapeScript(contentsOfFile: path, options: options)
            }
        } catch {
            // Running out of time is no fault of the script: exit 1, as a failed render does.
            guard options.cancellation?.isCancelled == true else { throw CLIError("\(error)") }
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode.failure
        }
        // One line per message and file: a missing symbol used by every card of a deck warns once.
        let lines = RepeatedWarnings.lines(script.warnings, message: { "\($0.file): \($0.message)" }) { "\($0.location)" }
        for line in lines {
            FileHandle.standardError.write(Data("\(line)\n".utf8))
        }
        return script
    }
}
