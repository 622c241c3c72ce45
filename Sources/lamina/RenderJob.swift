// What `lamina render` does once its arguments are read: load, draw at a time, write the PNG.
import ArgumentParser
import Foundation
import Lamina
import LaminaLottie
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
    /// Seconds into the script's SMIL animations (a Lottie file's: from its in point); nil for 0.
    var time: Double?
    /// A Lottie file's frame to draw (in its own frames); nil to use `time` or `progress`.
    var frame: Double?
    /// A Lottie file's progress to draw, 0 at its in point and 1 at its out point; nil for none.
    var progress: Double?
    /// A Lottie file's marker whose first frame (`tm`) to draw; nil for none.
    var marker: String?
    /// The part of a Lottie animation to draw, `x,y,width,height` in its points (`--viewport`); nil for all of it.
    var viewport: String?
    /// Whether a Lottie file is drawn as `CALayer.render(in:)` draws it, its transforms that are
    /// not 2-D affine left out (`--skip-depth-transforms`; ``Renderer/skipsDepthTransforms``).
    /// Shape scripts have no 3-D transforms, so it changes nothing there. Default false.
    var skipsDepthTransforms = false

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
        if let frame, !frame.isFinite { throw ValidationError("--frame: expected a finite frame number, found \(frame)") }
        if let progress, !progress.isFinite { throw ValidationError("--progress: expected a finite number, found \(progress)") }
        _ = try LottieInput.viewportFrame(viewport)
        if [time, frame, progress].compactMap({ $0 }).count + (marker == nil ? 0 : 1) > 1 {
            throw ValidationError("--time, --frame, --progress and --marker: expected at most one of them, found more")
        }
    }

    /// Loads, renders and writes the PNG (to standard output for -, only once it is whole).
    /// - Throws: ``CLIError`` for a bad script (exit 2); `ExitCode.failure` after printing why
    ///   the render or the write failed (exit 1): a ``ScriptDiagnostic`` as it is, since it
    ///   starts with the file, line and column; anything else after the script's path.
    func run() throws {
        // Standard input is read once, then told apart by its first character as files are.
        let standardInput = script.path == "-" ? try ScriptInput.readStandardInput(maxBytes: ScriptOptions().limits.maxFileBytes) : nil
        if standardInput.map(LottieInput.isLottie) ?? LottieInput.isLottie(script.path) {
            return try runLottie(standardInput: standardInput)
        }
        if let marker {
            throw CLIError("\(script.path): expected a Lottie file for the marker \"\(marker)\", found a shape script, which has none")
        }
        if viewport != nil {
            throw CLIError("\(script.path): expected a Lottie file for --viewport, found a shape script (--width and --height scale one)")
        }
        let loaded = try script.load(standardInput: standardInput) { options in
            options.width = width.map { CGFloat($0) }
            options.height = height.map { CGFloat($0) }
        }
        do {
            let image = try loaded.render(at: time ?? 0, background: try script.backgroundColor())
            try write(image)
        } catch {
            let message = error is ScriptDiagnostic ? "\(error)" : "lamina render: \(script.path): \(error)"
            FileHandle.standardError.write(Data("\(message)\n".utf8))
            throw ExitCode.failure
        }
    }

    /// Renders a Lottie file's frame at `--frame`, `--progress` or `--time`.
    private func runLottie(standardInput: Data?) throws {
        let cancellation = script.makeCancellation()
        let name = standardInput == nil ? script.path : "<stdin>"
        let animation = try LottieInput.load(script, standardInput: standardInput)
        defer { LottieInput.printWarnings(of: animation, name: name) }
        var size = animation.size
        switch (width, height) {
        case let (width?, height?): size = CGSize(width: width, height: height)
        case let (width?, nil): size = CGSize(width: width, height: width * size.height / size.width)
        case let (nil, height?): size = CGSize(width: height * size.width / size.height, height: height)
        case (nil, nil): break
        }
        try LottieInput.checkImageSize(size, scale: script.scale, name: name)
        var markerFrame: Double?
        do {
            markerFrame = try marker.map { try animation.frameRange(forMarker: $0).lowerBound }
        } catch {
            throw CLIError("\(name): \(error)")
        }
        do {
            // The layers are built for the one frame drawn: expressions are evaluated there only.
            let seconds = LottieInput.time(of: animation, frame: markerFrame ?? frame, progress: progress, time: time)
            let shown = animation.frame(atTime: seconds)
            let layer = try animation.makeLayer(options: LottieLayerOptions(size: size, viewportFrame: try LottieInput.viewportFrame(viewport),
                                                                            frame: shown))
            var renderer = Renderer(scale: CGFloat(script.scale), background: try script.backgroundColor(),
                                    cancellation: cancellation)
            renderer.skipsDepthTransforms = skipsDepthTransforms
            renderer.antialiasing = try script.edgeAntialiasing()
            try write(try renderer.render(try RenderTree(layer), at: seconds))
        } catch {
            FileHandle.standardError.write(Data("lamina render: \(script.path): \(error)\n".utf8))
            throw ExitCode.failure
        }
    }

    /// Writes the PNG to `output` (standard output for -, only once it is whole).
    private func write(_ image: Image) throws {
        let png = try image.pngData()
        if output == "-" {
            FileHandle.standardOutput.write(png)
        } else {
            try AtomicFile.write(png, toPath: output)
        }
    }
}
