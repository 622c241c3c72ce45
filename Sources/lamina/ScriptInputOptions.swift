// The options `lamina render` and `lamina frames` share: at what scale, over what background,
// which folders a script's images may read, and how long the job may take. Number options, here
// and in the commands, read the next argument whatever it starts with (`parsing: .unconditional`):
// `--time -0.5` is a time, where the argument parser would take `-0.5` for an option and say the
// value is missing; the commands check each number's range themselves.
import ArgumentParser
import LaminaRender

/// How to draw scripts, for every command that renders shape scripts (each command names its
/// own scripts).
struct ScriptInputOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Pixels per point, e.g. 2 for a retina image.")
    var scale: Double = 1

    @Option(parsing: .unconditional,
            help: "Multiplies the size (the script's own, or --width and --height), each side rounded, as resvg's --zoom.")
    var zoom: Double = 1

    @Option(parsing: .unconditional,
            help: "Pixels per inch for absolute units (in, cm, mm, pt, pc), as rsvg-convert's and resvg's --dpi.")
    var dpi: Double = 96

    @Option(parsing: .unconditional,
            help: "The font size of text that sets none, CSS's medium (the size keywords scale from it), as resvg's --font-size.")
    var fontSize: Double = 16

    @Option(name: .customLong("serif-family"),
            help: "The family of CSS's serif, and of text whose families are none installed, as resvg's. Default: Times New Roman.")
    var serifFamily: String?

    @Option(name: .customLong("sans-serif-family"), help: "The family of CSS's sans-serif, as resvg's. Default: Arial.")
    var sansSerifFamily: String?

    @Option(name: .customLong("monospace-family"), help: "The family of CSS's monospace, as resvg's. Default: Monospace.")
    var monospaceFamily: String?

    @Option(name: .customLong("cursive-family"), help: "The family of CSS's cursive, as resvg's. Default: Comic Sans MS.")
    var cursiveFamily: String?

    @Option(name: .customLong("fantasy-family"), help: "The family of CSS's fantasy, as resvg's. Default: Impact.")
    var fantasyFamily: String?

    @Option(help: "A CSS colour beneath the drawing, e.g. white or #202020. Default: transparent.")
    var background: String?

    @Option(name: .customLong("allow-path"),
            help: "A folder outside the file's own that pictures (<image href>, Lottie image assets) may read from (repeatable).")
    var allowPaths: [String] = []

    @Option(name: .customLong("font-dir"),
            help: "A folder of fonts text may be set in, besides fontconfig's own (repeatable).")
    var fontDirs: [String] = []

    @Option(name: .customLong("set"),
            help: "A Lottie property to replace, KEYPATH=VALUE: a colour (CSS or r,g,b[,a] 0…1), gradient stops 'OFFSET:COLOUR …', a number or x,y; or keyframes VALUE@FRAME;… (repeatable).")
    var sets: [String] = []

    @Option(name: .customLong("slot"),
            help: "A Lottie slot's value, ID=VALUE: a colour, a number, x,y, gradient stops 'OFFSET:COLOUR …', a picture file or a text (repeatable).")
    var slots: [String] = []

    @Option(name: .customLong("image"), help: "A Lottie image asset's picture, ASSET_ID=PATH (repeatable).")
    var images: [String] = []

    @Option(name: .customLong("image-gravity"),
            help: "How --image pictures fit their assets' size, a contentsGravity: resize (the default), resizeAspect, resizeAspectFill, center, ….")
    var imageGravity: String?

    @Option(name: .customLong("text"),
            help: "A Lottie text layer's text, KEYPATH=TEXT: the layer's whole keypath (Precomp.Title) or its name (repeatable).")
    var texts: [String] = []

    @Option(name: .customLong("font"),
            help: "A font for Lottie text set in another, NAME=FONT[@SIZE]: the file's font name (* for every font), an installed font's name or family, and its size in points (repeatable).")
    var fonts: [String] = []

    @Option(help: "A dotLottie theme (t/NAME.json) to use instead of the archive's initial theme; none for the file's own values.")
    var theme: String?

    @Option(parsing: .unconditional,
            help: "Stop with an error, writing nothing, when loading and rendering take longer than this many seconds.")
    var timeout: Double?

    @Flag(help: "Treat every warning as an error (for CI): a script must draw exactly as written.")
    var strict = false

    @Flag(name: .customLong("no-hinting"),
          help: "Draw text's glyphs unhinted at their exact positions, as resvg does (default: hinted as Chromium draws them).")
    var noHinting = false

    @Flag(name: .customLong("no-hairlines"),
          help: "Fill the outlines of a script's strokes a pixel wide or less, as Core Graphics does (default: antialiased hairlines, as Chromium and resvg draw them).")
    var noHairlines = false

    @Option(help: ArgumentHelp("How shapes' edges cover their pixels: 'area' (the exact area, as Core Graphics; default) or 'samples' (16 per pixel, as Skia's paths and resvg).",
                               valueName: "area|samples"))
    var antialiasing: String?

    /// The script at `path` (- for standard input) with these options, as a plain value that
    /// checks, loads and draws it.
    func script(_ path: String) -> ScriptInput {
        ScriptInput(path: path, scale: scale, zoom: zoom, background: background, allowPaths: allowPaths, timeout: timeout,
                    strict: strict, dpi: dpi, fontSize: fontSize, genericFamilies: genericFamilies, fontDirs: fontDirs,
                    sets: sets, slots: slots, images: images, imageGravity: imageGravity, texts: texts, fonts: fonts,
                    theme: theme, hintsGlyphs: !noHinting, drawsHairlines: !noHairlines, antialiasing: antialiasing)
    }

    /// The generic families, Chromium's where no option names one.
    var genericFamilies: GenericFontFamilies {
        var families = GenericFontFamilies()
        families.serif = serifFamily ?? families.serif
        families.sansSerif = sansSerifFamily ?? families.sansSerif
        families.monospace = monospaceFamily ?? families.monospace
        families.cursive = cursiveFamily ?? families.cursive
        families.fantasy = fantasyFamily ?? families.fantasy
        return families
    }

    func validate() throws {
        guard zoom.isFinite, zoom > 0 else { throw ValidationError("--zoom: expected a number above 0, found \(zoom)") }
        try script("-").validate()
    }
}
