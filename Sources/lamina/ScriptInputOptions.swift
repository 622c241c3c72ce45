// The options `lamina render` and `lamina frames` share: which script, at what scale, over what
// background, which folders its images may read, and how long the job may take.
import ArgumentParser

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

    @Option(help: "Stop with an error, writing nothing, when loading and rendering take longer than this many seconds.")
    var timeout: Double?

    /// These options as a plain value, which checks, loads and draws the script.
    var script: ScriptInput {
        ScriptInput(path: input, scale: scale, background: background, allowPaths: allowPaths, timeout: timeout)
    }

    func validate() throws { try script.validate() }
}
