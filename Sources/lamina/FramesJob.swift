// What `lamina frames` does once its arguments are read: load the script or Lottie file, lay
// out its frames, export them.
import ArgumentParser
import Foundation
import Lamina
import LaminaLottie
import LaminaRender
import LaminaScript

/// One `lamina frames` run as a plain value: built by ``FramesCommand`` from parsed arguments,
/// or by the fast path (FramesJob+FastPath.swift) from plain ones.
struct FramesJob: Equatable {
    /// The script (or Lottie file), its scale, background and allowed folders.
    var script: ScriptInput
    /// A folder (PNG sequence) or a .png/.apng, .gif, .mp4 or .webm file.
    var output: String
    /// Frames per second; nil for a Lottie file's own frame rate, else 30.
    var fps: Double?
    /// The time of the first frame, in seconds. Default 0.
    var from: Double = 0
    /// Seconds to render; nil until the longest animation that ends has ended.
    var duration: Double?
    /// Frames rendered at once; nil (the default) for one per processor, counted only then
    /// (reading the processor count and the cgroup's CPU quota costs a short run 0.4 ms).
    var jobs: Int?
    /// Every N-th frame from the K-th, as "K/N", "auto" or with variables' names (PNG folders
    /// only; see ``ShardOption``); nil for every frame.
    var shard: String?
    /// PNG encoding. Default fast.
    var compression: PNGCompression = .fast
    /// A Lottie marker whose frames to export (`--marker`); nil for none.
    var marker: String?
    /// The Lottie marker the frames start at (`--from-marker`); nil for the in point.
    var fromMarker: String?
    /// The Lottie marker whose frame ends the frames, included (`--to-marker`); nil for the out point.
    var toMarker: String?
    /// The part of a Lottie animation to draw, `x,y,width,height` in its points (`--viewport`); nil for all of it.
    var viewport: String?

    /// The most frames an export may have when its duration comes from the script's
    /// animations rather than from `--duration`: 10,000 (5½ minutes at 30 fps). A typo such as
    /// `dur="33000s"` would otherwise start writing a million frames.
    static let maxInferredFrames = 10_000

    /// Checks every setting.
    /// - Throws: `ValidationError` naming the option, so the exit status is 2.
    func validate() throws {
        try script.validate()
        if let fps, !(fps.isFinite && fps > 0) { throw ValidationError("--fps: expected a number above 0, found \(fps)") }
        guard from.isFinite else { throw ValidationError("--from: expected a finite number of seconds, found \(from)") }
        if let duration, !(duration.isFinite && duration >= 0) {
            throw ValidationError("--duration: expected a number of seconds ≥ 0, found \(duration)")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs: expected at least 1, found \(jobs)") }
        if marker != nil, fromMarker != nil || toMarker != nil {
            throw ValidationError("--marker and --from-marker/--to-marker: expected one of them, found both")
        }
        if marker != nil || fromMarker != nil || toMarker != nil, from != 0 || duration != nil {
            throw ValidationError("--marker, --from-marker, --to-marker and --from/--duration: expected markers or times, found both")
        }
        _ = try LottieInput.viewportFrame(viewport)
        let target = try destination()
        if let shard {
            _ = try ShardOption.parse(shard)
            guard case .pngSequence = target else {
                throw ValidationError("--shard: only a PNG folder can be split into shards; \(output) is a single file")
            }
        }
    }

    /// The output format, from `output`'s extension (a folder when it has none or exists as one).
    func destination() throws -> FrameOutput {
        let url = URL(fileURLWithPath: output)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), isFolder.boolValue {
            return .pngSequence(directory: url)
        }
        switch url.pathExtension.lowercased() {
        case "": return .pngSequence(directory: url)
        case "png", "apng": return .animatedPNG(url)
        case "gif": return .gif(url)
        case "mp4": return .mp4(url)
        case "webm": return .webm(url)
        default:
            throw ValidationError("-o: expected a folder or a .png, .apng, .gif, .mp4 or .webm file, found \(output)")
        }
    }

    /// Loads, lays out and exports the frames.
    /// - Throws: ``CLIError`` for a bad script or Lottie file (exit 2); `ExitCode.failure`
    ///   after printing why the render, the encoder or a write failed (exit 1).
    func run() throws {
        let input = script.path
        let sequence: FrameSequence
        if LottieInput.isLottie(input) {
            let cancellation = script.makeCancellation()
            let animation = try LottieInput.load(script)
            defer { LottieInput.printWarnings(of: animation, name: input) }
            try LottieInput.checkImageSize(animation.size, scale: script.scale, name: input)
            do {
                var renderer = Renderer(scale: CGFloat(script.scale), background: try script.backgroundColor(),
                                        cancellation: cancellation)
                renderer.antialiasing = try script.edgeAntialiasing()
                let options = LottieLayerOptions(viewportFrame: try LottieInput.viewportFrame(viewport))
                if let range = try markerRange(animation) {
                    return try export(try animation.frames(in: range, fps: fps, renderer: renderer, options: options))
                }
                sequence = try animation.frames(fps: fps, renderer: renderer, options: options)
            } catch let error as CLIError {
                throw error
            } catch {
                throw CLIError("\(input): \(error)")
            }
            return try export(lottieSequence(sequence))
        }
        if let name = marker ?? fromMarker ?? toMarker {
            throw CLIError("\(input): expected a Lottie file for the marker \"\(name)\", found a shape script, which has none")
        }
        if viewport != nil {
            throw CLIError("\(input): expected a Lottie file for --viewport, found a shape script (--width and --height scale one)")
        }
        let fps = fps ?? 30
        let loaded = try script.load()
        do {
            if duration == nil, loaded.isAnimated, loaded.animationDuration == nil {
                throw CLIError("\(input): every animation repeats forever or never ends; give --duration")
            }
            sequence = try loaded.frameSequence(fps: fps, start: from, duration: duration,
                                                background: try script.backgroundColor())
            let count = try sequence.frameCount()
            if duration == nil, count > Self.maxInferredFrames {
                let seconds = try sequence.resolvedDuration()
                throw CLIError("\(input): expected at most \(Self.maxInferredFrames) frames when the duration "
                               + "comes from the animations, found \(count) (\(seconds) s at \(fps) fps); "
                               + "give --duration to export them all")
            }
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError("\(error)")
        }
        try export(sequence)
    }

    /// The frames `--marker` or `--from-marker`/`--to-marker` name (the end marker's frame
    /// included, as lottie-ios's `play(fromMarker:toMarker:)`); nil without them.
    /// - Throws: ``LottieError`` naming the file's markers when one is not among them.
    private func markerRange(_ animation: LottieAnimation) throws -> Range<Double>? {
        if let marker { return try animation.frameRange(forMarker: marker) }
        guard fromMarker != nil || toMarker != nil else { return nil }
        return try animation.frameRange(fromMarker: fromMarker, toMarker: toMarker)
    }

    /// A Lottie sequence with `--from` and `--duration` applied.
    private func lottieSequence(_ sequence: FrameSequence) -> FrameSequence {
        var sequence = sequence
        if let duration { sequence.duration = duration } else { sequence.duration = max((sequence.duration ?? 0) - from, 0) }
        sequence.start = from
        return sequence
    }

    /// Writes the frames to the destination.
    private func export(_ sequence: FrameSequence) throws {
        var exportOptions = ExportOptions(jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                                          compression: compression)
        exportOptions.shard = try shard.map(ShardOption.parse)
        do {
            let summary = try sequence.export(try destination(), options: exportOptions)
            let count = summary.frames.count
            FileHandle.standardError.write(Data("lamina frames: wrote \(count) frame\(count == 1 ? "" : "s") to \(output)\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("lamina frames: \(script.path): \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
