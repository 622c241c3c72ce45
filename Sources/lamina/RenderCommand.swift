// `lamina render IN.svg -o OUT.png`: draws a shape script into a PNG.
import ArgumentParser

/// `lamina render`: loads a shape script, renders it and writes the PNG atomically. Warnings
/// go to standard error; the exit status is 0 (written), 1 (the render or the write failed) or
/// 2 (bad usage or a bad script).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a shape script (an SVG file) into a PNG.",
        discussion: """
            The script's size is its <svg> width and height (or viewBox size). --width and \
            --height replace it, scaling the drawing (one of them keeps the aspect ratio); \
            --scale multiplies the pixels per point. Warnings (what was skipped) go to standard \
            error as FILE:LINE:COL: warning: …; errors stop the render.

            Exit status: 0 written, 1 the render or the write failed, 2 bad usage or a bad script.

            Examples:
              lamina render ring.svg -o ring.png
              lamina render icon.svg -o icon@2x.png --scale 2
              lamina render icon.svg -o icon.png --width 512 --background white
              lamina render card.svg -o card.png --allow-path ../Assets
              lamina render ring.svg -o ring-half.png --time 0.5
            """
    )

    @OptionGroup var source: ScriptInputOptions

    @Option(name: .shortAndLong, help: "The PNG to write (replaced atomically).")
    var output: String

    @Option(help: "The width in points; the drawing scales to it.")
    var width: Double?

    @Option(help: "The height in points; the drawing scales to it.")
    var height: Double?

    @Option(help: "Seconds into the script's SMIL animations to draw. Default: 0.")
    var time: Double?

    /// The parsed arguments as a plain job.
    var job: RenderJob { RenderJob(script: source.script, output: output, width: width, height: height, time: time) }

    func validate() throws { try job.validate() }

    func run() throws { try job.run() }
}
