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
    /// ``height`` keeping the aspect ratio). Default nil.
    public var width: CGFloat?
    /// The viewport height in points, replacing the `<svg>`'s own; nil keeps it (or follows
    /// ``width`` keeping the aspect ratio). Default nil.
    public var height: CGFloat?
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
    /// The reader's languages, for `systemLanguage` in a `<switch>`: a child names one of them,
    /// or a dialect of one (`en-GB` for `en`). Default `["en"]`, as resvg's.
    public var languages: [String] = ["en"]
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

    /// The viewport size given the script's own `natural` size.
    func viewportSize(natural: CGSize) -> CGSize {
        switch (width, height) {
        case let (w?, h?): return CGSize(width: w, height: h)
        case let (w?, nil): return CGSize(width: w, height: natural.width > 0 ? w * natural.height / natural.width : w)
        case let (nil, h?): return CGSize(width: natural.height > 0 ? h * natural.width / natural.height : h, height: h)
        case (nil, nil): return natural
        }
    }
}
