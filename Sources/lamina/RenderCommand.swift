// `lamina render IN.svg -o OUT.png`: draws a shape script into a PNG; many scripts into a folder.
import ArgumentParser
import Foundation

/// `lamina render`: loads shape scripts, renders them and writes the PNGs atomically. One script
/// goes to `-o` (- for standard output); many go to `--output-dir`, in one process, several at
/// once. Warnings go to standard error; the exit status is 0 (all written), 1 (a render or a
/// write failed) or 2 (bad usage, or the one script is bad).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render shape scripts (SVG files) and Lottie animations (JSON) into PNGs.",
        discussion: """
            The script's size is its <svg> width and height (or viewBox size). --width and \
            --height replace it, scaling the drawing (one of them keeps the aspect ratio); \
            --zoom multiplies that size, --scale the pixels per point. Warnings (what was skipped) go \
            to standard error as FILE:LINE:COL: warning: …; errors stop the render.

            Many scripts (arguments, or --list FILE with one path a line) render in one process \
            into --output-dir, each at its relative path with .png; a script that fails prints \
            its error and the others go on; a summary line ends the run. - as the script reads \
            it from standard input, and -o - writes the PNG to standard output.

            A file that starts with { is a Lottie animation, and so are a ZIP file (a dotLottie \
            archive, or the JSON zipped with its pictures) and gzip-compressed JSON (a Telegram \
            .tgs sticker), whatever the extension: \
            --frame N, --progress P (0…1 of its in to out point) or --time S (seconds from its \
            in point) or --marker NAME (its first frame) picks the frame; warnings name the JSON path of what was skipped.

            --shard K/N renders only this machine's share of a batch, so N machines (a Slurm job \
            array, a Kubernetes Indexed Job, a CI matrix) split it: the scripts are sorted by \
            their bytes (as LC_ALL=C sort does), duplicates dropped, and the K-th of every N is \
            rendered (K counts from 0). Together the N shards write exactly what one run writes. \
            K or N may name an environment variable that holds it (JOB_COMPLETION_INDEX/8, \
            CIRCLE_NODE_INDEX/CIRCLE_NODE_TOTAL); --shard auto reads a Slurm job array's \
            SLURM_ARRAY_TASK_ID, _MIN, _STEP and _COUNT, or GitLab's CI_NODE_INDEX (from 1) and \
            CI_NODE_TOTAL.

            Exit status: 0 written, 1 a render or a write failed, 2 bad usage or a bad script.

            Examples:
              lamina render ring.svg -o ring.png
              lamina render icon.svg -o icon@2x.png --scale 2
              lamina render icon.svg -o icon.png --width 512 --background white
              lamina render card.svg -o card.png --allow-path ../Assets
              lamina render ring.svg -o ring-half.png --time 0.5
              lamina render loader.json -o loader.png --progress 0.5
              lamina render loader.json -o done.png --marker done
              lamina render icons/*.svg --output-dir png/ --jobs 4
              lamina render --list icons.txt --output-dir png/
              lamina render --list all.txt --output-dir png --shard 2/4
              lamina render --list all.txt --output-dir png --shard auto
              lamina render --list all.txt --output-dir png --shard JOB_COMPLETION_INDEX/8
              cat icon.svg | lamina render - -o - > icon.png
            """
    )

    @Argument(help: "The shape scripts to render (.svg); - reads one from standard input.")
    var inputs: [String] = []

    @OptionGroup var source: ScriptInputOptions

    @Option(name: .shortAndLong, help: "The PNG to write for one script (replaced atomically); - for standard output.")
    var output: String?

    @Option(name: .customLong("output-dir"), help: "The folder for the PNGs of many scripts, at each script's relative path.")
    var outputDir: String?

    @Option(help: "A file listing scripts to render, one path a line; - reads the list from standard input.")
    var list: String?

    @Option(help: "Scripts rendered at once into --output-dir (the default is the number of processors).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var sharding: ShardOption

    @Option(parsing: .unconditional, help: "The width in points; the drawing scales to it.")
    var width: Double?

    @Option(parsing: .unconditional, help: "The height in points; the drawing scales to it.")
    var height: Double?

    @Option(parsing: .unconditional,
            help: "Seconds into the script's SMIL animations (a Lottie file's, from its in point) to draw. Default: 0.")
    var time: Double?

    @Option(parsing: .unconditional, help: "A Lottie file's frame to draw, in its own frames (ip … op).")
    var frame: Double?

    @Option(parsing: .unconditional, help: "A Lottie file's progress to draw: 0 at its in point, 1 at its out point.")
    var progress: Double?

    @Option(help: "A Lottie file's marker whose first frame (tm) to draw.")
    var marker: String?

    @Option(help: "The part of a Lottie animation to draw, x,y,width,height in its points (lottie-ios's viewportFrame), fitted to the image and centred.")
    var viewport: String?

    @Flag(name: .customLong("skip-depth-transforms"),
          help: "Draw a Lottie file as CALayer.render(in:) does, as iOS snapshot tests record it: a layer whose transform is not 2-D affine (turned about x or y) is drawn untransformed.")
    var skipDepthTransforms = false

    @Flag(name: .customLong("list-keypaths"),
          help: "Print a Lottie file's keypaths for --set, one a line, and exit without rendering.")
    var listKeypaths = false

    @Flag(name: .customLong("list-slots"),
          help: "Print a Lottie file's slots for --slot, one a line (id, kind, the JSON paths that name it), and exit without rendering.")
    var listSlots = false

    @Flag(name: .customLong("list-themes"),
          help: "Print a dotLottie file's themes for --theme, one a line, and exit without rendering.")
    var listThemes = false

    /// The listing asked for instead of a render (`--list-keypaths` or `--list-slots`); nil for none.
    private var listing: String? {
        listKeypaths ? "--list-keypaths" : listSlots ? "--list-slots" : listThemes ? "--list-themes" : nil
    }

    /// The single-script job `-o` asks for; nil for a batch into `--output-dir`.
    var job: RenderJob? {
        guard let output, outputDir == nil, list == nil, inputs.count == 1 else { return nil }
        var job = template
        job.script.path = inputs[0]
        job.output = output
        return job
    }

    /// The job every script gets, its script and output placeholders (standard input and output).
    private var template: RenderJob {
        RenderJob(script: source.script("-"), output: "-", width: width, height: height, time: time, frame: frame,
                  progress: progress, marker: marker, viewport: viewport, skipsDepthTransforms: skipDepthTransforms)
    }

    func validate() throws {
        if let listing {
            guard inputs.count == 1, list == nil else {
                throw ValidationError("\(listing): expected one Lottie file, found \(inputs.count + (list == nil ? 0 : 1)) inputs")
            }
            return
        }
        switch (output, outputDir) {
        case (nil, nil): throw ValidationError("-o or --output-dir: expected where to write, found neither")
        case (_?, _?): throw ValidationError("-o and --output-dir: expected one of them, found both")
        case (_?, nil):
            guard list == nil, inputs.count == 1 else {
                throw ValidationError("-o: expected one script, found \(inputs.count + (list == nil ? 0 : 1)) "
                                      + "inputs; use --output-dir for many")
            }
        case (nil, _?):
            guard !inputs.isEmpty || list != nil else { throw ValidationError("expected scripts to render, found none") }
            guard inputs.filter({ $0 == "-" }).count + (list == "-" ? 1 : 0) <= 1 else {
                throw ValidationError("-: expected standard input to be read once, found it named twice")
            }
            guard jobs >= 1 else { throw ValidationError("--jobs: expected at least 1, found \(jobs)") }
        }
        if sharding.shard != nil {
            guard outputDir != nil else {
                throw ValidationError("--shard: expected a batch into --output-dir, found one script for -o")
            }
            _ = try sharding.resolved()
        }
        try (job ?? template).validate()
    }

    func run() throws {
        if let listing {
            let path = inputs[0]
            guard LottieInput.isLottie(path) else { throw CLIError("\(path): \(listing) expected a Lottie file") }
            let animation = try LottieInput.load(source.script(path))
            LottieInput.printWarnings(of: animation, name: path)
            let lines = listKeypaths ? animation.allKeypaths().map(\.string)
                : listThemes ? animation.themes
                : animation.slots.map { "\($0.id)\t\($0.type.rawValue)\t\($0.paths.joined(separator: " "))" }
            if !lines.isEmpty { print(lines.joined(separator: "\n")) }
            return
        }
        if let job { return try job.run() }
        try RenderBatch(inputs: inputs, list: list, outputFolder: outputDir ?? ".", jobs: jobs, shard: try sharding.resolved(),
                        template: template).run()
    }
}
