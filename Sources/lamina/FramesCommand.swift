// `lamina frames IN.svg -o OUT`: renders a shape script's SMIL animation into frames.
import ArgumentParser
import Foundation
import Lamina
import LaminaLottie
import LaminaScript

/// `lamina frames`: loads a shape script and exports its animation as a PNG sequence, an
/// animated PNG, a GIF, an MP4 or a WebM (the last three through `ffmpeg`). Exit status: 0
/// written, 1 the render, the encoder or a write failed, 2 bad usage or a bad script.
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Render a shape script's or a Lottie file's animation into frames: a PNG folder, an APNG, a GIF, an MP4 or a WebM.",
        discussion: """
            OUT chooses the format: a folder (no extension, or an existing folder) gets one PNG \
            per frame (frame-00000.png, …); NAME.png or NAME.apng an animated PNG; NAME.gif, \
            NAME.mp4 and NAME.webm are encoded by ffmpeg (which must be on PATH). Frame i shows \
            the script at --from + i / --fps seconds, both ends included. The duration defaults \
            to the end of the longest animation that ends (at most 10,000 frames; give \
            --duration for more). Files are replaced atomically; a \
            progress bar shows on a terminal. A file that starts with { is a Lottie animation (a \
            ZIP file a dotLottie archive): \
            its frames run from its in point to just before its out point at its own frame rate \
            unless --fps is given.

            Exit status: 0 written, 1 the render, the encoder or a write failed, 2 bad usage or a bad script.

            Examples:
              lamina frames ring.svg -o ring-frames
              lamina frames spinner.svg -o spinner.apng --fps 30 --duration 1
              lamina frames badge.svg -o badge.mp4 --fps 60 --scale 2 --background white
              lamina frames ring.svg -o frames --jobs 4 --shard 0/2
            """
    )

    /// The most frames an export may have when its duration comes from the script's
    /// animations rather than from `--duration`: 10,000 (5½ minutes at 30 fps). A typo such as
    /// `dur="33000s"` would otherwise start writing a million frames.
    static let maxInferredFrames = 10_000

    @Argument(help: "The shape script to render (.svg); - reads it from standard input.")
    var input: String

    @OptionGroup var source: ScriptInputOptions

    @Option(name: .shortAndLong, help: "A folder (PNG sequence) or a .png/.apng, .gif, .mp4 or .webm file.")
    var output: String

    @Option(help: "Frames per second. Default: a Lottie file's own frame rate, else 30.")
    var fps: Double?

    @Option(help: "The time of the first frame, in seconds.")
    var from: Double = 0

    @Option(help: "Seconds to render. Default: until the longest animation that ends has ended.")
    var duration: Double?

    @Option(help: "Frames rendered at once (the default is the number of processors).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Render only every N-th frame from the K-th, as K/N (PNG folders only).")
    var shard: String?

    @Option(help: "PNG encoding: fast or smallest.")
    var compression: PNGCompression = .fast

    func validate() throws {
        if let fps, !(fps.isFinite && fps > 0) { throw ValidationError("--fps: expected a number above 0, found \(fps)") }
        guard from.isFinite else { throw ValidationError("--from: expected a finite number of seconds, found \(from)") }
        if let duration, !(duration.isFinite && duration >= 0) {
            throw ValidationError("--duration: expected a number of seconds ≥ 0, found \(duration)")
        }
        guard jobs >= 1 else { throw ValidationError("--jobs: expected at least 1, found \(jobs)") }
        let target = try destination()
        if let shard {
            do { _ = try Shard(parsing: shard) } catch { throw ValidationError("--shard: \(error)") }
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

    func run() throws {
        let scriptInput = source.script(input)
        let sequence: FrameSequence
        if LottieInput.isLottie(input) {
            let cancellation = scriptInput.makeCancellation()
            let animation = try LottieInput.load(input, allowPaths: scriptInput.allowPaths, fontDirs: scriptInput.fontDirs)
            try LottieInput.checkImageSize(animation.size, scale: scriptInput.scale, name: input)
            do {
                let renderer = Renderer(scale: CGFloat(scriptInput.scale), background: try scriptInput.backgroundColor(),
                                        cancellation: cancellation)
                sequence = try animation.frames(fps: fps, renderer: renderer)
            } catch {
                throw CLIError("\(input): \(error)")
            }
            return try export(lottieSequence(sequence))
        }
        let fps = fps ?? 30
        let script = try scriptInput.load()
        do {
            if duration == nil, script.isAnimated, script.animationDuration == nil {
                throw CLIError("\(input): every animation repeats forever or never ends; give --duration")
            }
            sequence = try script.frameSequence(fps: fps, start: from, duration: duration,
                                                background: try scriptInput.backgroundColor())
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

    /// A Lottie sequence with `--from` and `--duration` applied.
    private func lottieSequence(_ sequence: FrameSequence) -> FrameSequence {
        var sequence = sequence
        if let duration { sequence.duration = duration } else { sequence.duration = max((sequence.duration ?? 0) - from, 0) }
        sequence.start = from
        return sequence
    }

    /// Writes the frames to the destination.
    private func export(_ sequence: FrameSequence) throws {
        var exportOptions = ExportOptions(jobs: jobs, compression: compression)
        exportOptions.shard = try shard.map { try Shard(parsing: $0) }
        do {
            let summary = try sequence.export(try destination(), options: exportOptions)
            FileHandle.standardError.write(Data("lamina frames: wrote \(summary.frames.count) frames to \(output)\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("lamina frames: \(input): \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}

extension PNGCompression: ExpressibleByArgument {}
