// `lamina frames IN.svg -o OUT`: renders a shape script's SMIL animation into frames.
import ArgumentParser
import Foundation
import Lamina

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
            progress bar shows on a terminal. A file that starts with { is a Lottie animation (so \
            are a ZIP file and gzip-compressed JSON): \
            its frames run from its in point to just before its out point at its own frame rate \
            unless --fps is given; --marker NAME exports a marker's frames (tm to tm + dr), \
            --from-marker A --to-marker B the frames from A's to B's, B's included; \
            --viewport x,y,w,h shows that part of it, fitted to the frames and centred. \
            --shard K/N renders frames K, K + N, … into a PNG folder (see lamina render --help).

            Exit status: 0 written, 1 the render, the encoder or a write failed, 2 bad usage or a bad script.

            Examples:
              lamina frames ring.svg -o ring-frames
              lamina frames spinner.svg -o spinner.apng --fps 30 --duration 1
              lamina frames badge.svg -o badge.mp4 --fps 60 --scale 2 --background white
              lamina frames loader.json -o intro.apng --marker intro
              lamina frames ring.svg -o frames --jobs 4 --shard 0/2
              lamina frames ring.svg -o frames --shard JOB_COMPLETION_INDEX/8
            """
    )

    @Argument(help: "The shape script to render (.svg); - reads it from standard input.")
    var input: String

    @OptionGroup var source: ScriptInputOptions

    @Option(name: .shortAndLong, help: "A folder (PNG sequence) or a .png/.apng, .gif, .mp4 or .webm file.")
    var output: String

    @Option(parsing: .unconditional, help: "Frames per second. Default: a Lottie file's own frame rate, else 30.")
    var fps: Double?

    @Option(parsing: .unconditional, help: "The time of the first frame, in seconds.")
    var from: Double = 0

    @Option(parsing: .unconditional,
            help: "Seconds to render. Default: until the longest animation that ends has ended.")
    var duration: Double?

    @Option(help: "Frames rendered at once (the default is the number of processors).")
    var jobs: Int?

    @Option(help: "A Lottie file's marker to export: its frames from tm to tm + dr, the end excluded.")
    var marker: String?

    @Option(name: .customLong("from-marker"), help: "A Lottie file's marker to start at (default: the in point).")
    var fromMarker: String?

    @Option(name: .customLong("to-marker"), help: "A Lottie file's marker to end at, its frame included (default: the out point).")
    var toMarker: String?

    @Option(help: "The part of a Lottie animation to draw, x,y,width,height in its points (lottie-ios's viewportFrame), fitted to the frames and centred.")
    var viewport: String?

    @OptionGroup var sharding: ShardOption

    @Option(help: "PNG encoding: fast or smallest.")
    var compression: PNGCompression = .fast

    /// The job these arguments ask for.
    var job: FramesJob {
        FramesJob(script: source.script(input), output: output, fps: fps, from: from, duration: duration, jobs: jobs,
                  shard: sharding.shard, compression: compression, marker: marker, fromMarker: fromMarker, toMarker: toMarker,
                  viewport: viewport)
    }

    func validate() throws {
        try job.validate()
    }

    func run() throws {
        try job.run()
    }
}

extension PNGCompression: ExpressibleByArgument {}
