// How a script is loaded: output size, raster density, where images may come from, limits.
import Foundation
import Lamina

/// Options for loading a shape script.
public struct ScriptOptions: Equatable, Sendable {
    /// Pixels per point the script will be rendered at. Lamina rasterises gradients with a
    /// spread method or focal point, and luminance masks, at this density (times the scale of
    /// the transforms above them), so they stay sharp. Default 1.
    public var scale: CGFloat = 1
    /// The viewport width in points, replacing the `<svg>`'s own; nil keeps it (or follows
    /// ``height`` keeping the aspect ratio, rounded up to whole points as resvg's). Default nil.
    public var width: CGFloat?
    /// The viewport height in points, replacing the `<svg>`'s own; nil keeps it (or follows
    /// ``width`` keeping the aspect ratio, rounded up to whole points as resvg's). Default nil.
    public var height: CGFloat?
    /// Multiplies the viewport size (the script's own, or ``width`` and ``height``), each
    /// side rounded to whole points as resvg's `--zoom` does; the drawing scales with it,
    /// unlike ``scale``, which keeps the size in points. Default 1.
    public var zoom: CGFloat = 1
    /// Folders outside the script's own from which `<image href>` may read files. Default none.
    public var allowedFolders: [URL] = []
    /// The folder relative `<image href>`s resolve against when the script is not a file (a
    /// script file's own folder replaces it).
    /// Default nil: such scripts may only use `data:` URLs.
    public var baseFolder: URL?
    /// Whether every warning is an error: the load then fails with the first warning's message
    /// and position. For CI, where a script must draw exactly as written. Default false: an
    /// invalid value behaves as if absent, with a warning, as SVG and CSS have it.
    public var strict = false
    /// Pixels per inch for the absolute length units (in, cm, mm, pt, pc), as rsvg-convert's
    /// and resvg's `--dpi`: at 192 a `width="1in"` is 192 user units; px and unitless lengths
    /// do not change. Default 96, CSS's.
    public var dpi: Double = 96
    /// The font size of text no element sets one for, in user units: CSS's `medium`, which the
    /// size keywords (`small`, `x-large`…) scale from, as resvg's `--font-size`. Default 16,
    /// browsers'.
    public var fontSize: Double = 16
    /// Whether text's glyphs are drawn as Chromium on Linux draws them: where a text reaches
    /// the pixels only scaled and moved, each glyph's outline hinted at its size in pixels
    /// (FreeType's slight hinting, heights snapped to whole pixels) and its baseline put on a
    /// whole pixel, for the scale and size the script is loaded at. Default true; false draws
    /// every glyph unhinted at its exact position, as resvg does.
    public var hintsGlyphs = true
    /// How shapes' edges cover their pixels, in the script's renders and in the rasters of its
    /// masks and patterns. Default ``Antialiasing/area``, the exact area; ``Antialiasing/samples``
    /// counts samples as Skia's paths and resvg do (hinted glyphs keep exact area, as
    /// Chromium draws them).
    public var antialiasing = Antialiasing.area
    /// Whether strokes at most a pixel across are drawn as antialiased hairlines, as Chromium
    /// and resvg draw them (Skia's `SkDrawTreatAsHairline`): lighter than their outlines filled
    /// on curves and slanted lines. Default true; false fills every stroke's outline.
    public var drawsHairlines = true
    /// The families CSS's generic names (`serif`, `sans-serif`, `monospace`, `cursive`,
    /// `fantasy`, `system-ui`) stand for; `serif` is also the family of text whose list names
    /// nothing installed, as a browser's standard font. Default Chromium's on Linux (Times New
    /// Roman, Arial, Monospace, Comic Sans MS, Impact, sans), as resvg's `--serif-family` etc.
    public var genericFamilies = GenericFontFamilies()
    /// The reader's languages, for `systemLanguage` in a `<switch>`: a child names one of them,
    /// or a dialect of one (`en-GB` for `en`). Default `["en"]`, as resvg's.
    public var languages: [String] = ["en"]
    /// Folders whose fonts text may be set in, besides fontconfig's own (`--font-dir`): added
    /// to the process's fonts when a script is loaded, and kept. Default none.
    public var fontDirectories: [URL] = []
    /// The safety limits. Default ``ScriptLimits/init()``.
    public var limits = ScriptLimits()
    /// Stops loading and every render of the script (its frames too) when cancelled from another
    /// thread or past its deadline, with an error: a ``ScriptDiagnostic`` at the element being
    /// loaded or drawn, or `RenderError.cancelled` / `.timedOut` for frames. Default nil: never.
    public var cancellation: RenderCancellation?
    /// The folder of the script file being loaded (its path as given, up to the last "/"),
    /// set by ``ShapeScript/init(contentsOfFile:options:)``; it replaces ``baseFolder``. A path,
    /// not a URL, so a script without images never builds one.
    var fileFolder: String?
    /// How many SVG images deep the script being loaded is: 0 for the script itself, 1 for an
    /// SVG its `<image>` draws, and so on. Such images read no files, and nest at most
    /// ``ScriptLimits/maxImageNesting`` deep.
    var imageNesting = 0

    /// Creates options with the defaults.
    public init() {}

    /// The viewport size given the script's own `natural` size. As resvg (tiny-skia's
    /// `IntSize`, in single precision): the natural size is rounded to whole points, a side
    /// derived from the other is rounded up, and a zoomed side is rounded.
    func viewportSize(natural: CGSize) -> CGSize {
        let whole = (width: Float(max(natural.width.rounded(), 1)), height: Float(max(natural.height.rounded(), 1)))
        let size: CGSize
        switch (width, height) {
        case let (w?, h?): size = CGSize(width: w, height: h)
        case let (w?, nil): size = CGSize(width: w, height: CGFloat((Float(w) * whole.height / whole.width).rounded(.up)))
        case let (nil, h?): size = CGSize(width: CGFloat((Float(h) * whole.width / whole.height).rounded(.up)), height: h)
        case (nil, nil):
            guard zoom != 1 else { return natural }
            size = CGSize(width: CGFloat(whole.width), height: CGFloat(whole.height))
        }
        guard zoom != 1 else { return size }
        return CGSize(width: CGFloat((Float(size.width) * Float(zoom)).rounded()),
                      height: CGFloat((Float(size.height) * Float(zoom)).rounded()))
    }
}
