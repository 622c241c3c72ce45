// The safety limits of DESIGN §8 as they apply to scripts. Every limit is an error, never a
// crash or a hang.
import Foundation
import Lamina

/// Limits on what a script may ask for. The defaults are DESIGN §8's.
public struct ScriptLimits: Equatable, Sendable {
    /// The deepest element nesting, counting `<use>` and pattern references. Default 256.
    public var maxDepth = 256
    /// The most path elements in one shape. Default 10,000,000.
    public var maxPathElements = 10_000_000
    /// The most elements drawn beyond those the file holds, after `<use>` expansion and counting
    /// each `<replicate>` instance's copies, so a chain of `<use>` (or `<use>`s of a replicator)
    /// cannot multiply the work: a file may draw every element it holds plus this many copies.
    /// Default 100,000: each copy costs about 3 µs and 1 KB to load and lay out, so the copies
    /// of a small file cost at most a third of a second and 100 MB.
    public var maxDrawnElements = 100_000
    /// The most times style-sheet rules may be tried against elements in all (only rules whose
    /// subject's id, class or type fits are tried), so a huge sheet over a huge document cannot
    /// run for minutes. Default 20,000,000, about a second.
    public var maxSelectorTests = 20_000_000
    /// The most glyph outline elements (moves, lines, curves) the text of a script may draw for
    /// every 64 KiB (``budgetBytes``) of script, started or whole, a stroked glyph counting four
    /// times: glyphs on the same rows are the dearest fill (every row visits every edge on it),
    /// and 400,000 of them fill in about half a second. Default 400,000. Inkscape's tutorials
    /// draw up to 3.1 elements per byte of script, about half this.
    public var maxGlyphElements = 400_000
    /// The most pixels all the rasters of gradients and luminance masks may hold together, at
    /// the output's scale (each is at most 4096 px a side): 4 bytes a pixel, so the default
    /// 16,777,216 (2^24, one raster of 4096 × 4096) is 64 MiB and about a third of a second of
    /// work (a focal radial gradient with a spread method, the dearest, costs ~20 ns a pixel to
    /// raster and as much again to draw and encode). Many huge gradient-filled or masked shapes
    /// are an error rather than gigabytes.
    public var maxRasterPixels = 1 << 24
    /// The most pixels the `<image>`s of a script may decode to in all (each distinct image once,
    /// the images inside its SVG images included): 2^24 by default, 64 MiB, so a small
    /// compressed image cannot unpack into gigabytes. One whose header asks for more is an
    /// error before it is decoded.
    public var maxDecodedImagePixels = 1 << 24
    /// The most bytes of font data the `@font-face` rules of a script may decode in all
    /// (`data:` URLs, WOFF and WOFF2 counted as they are, before they are unpacked). Default
    /// 8 MiB, a few typical embedded fonts; a face past it is not loaded, with a warning, and
    /// its text is set in the next families of its `font-family` list.
    public var maxFontFaceBytes = 8 << 20
    /// The most fonts the `@font-face` rules of a script may try to load (`data:` URLs and
    /// `local()` names, each costing a font file read). Default 256; a source past it is not
    /// tried, with a warning.
    public var maxFontFaceSources = 256
    /// The most SVG images inside SVG images (each a `data:` URL inside the last), beyond
    /// which an `<image>` draws nothing, with a warning. Default 8.
    public var maxImageNesting = 8
    /// The largest script file in bytes, also once a gzip-compressed (`.svgz`) script or SVG
    /// image is inflated. Default 64 MiB.
    public var maxFileBytes = 64 << 20
    /// The largest viewport side in points (the canvas limit of 16384 px at scale 1). Default 16384.
    public var maxViewportSide: CGFloat = 16_384
    /// The most pixels the rendered image may have (the viewport times the scale, squared):
    /// 2^25 by default, 128 MiB at 4 bytes a pixel, which holds an 8K frame (7680 × 4320), so
    /// that the image, its offscreen groups and blurs stay within half a gigabyte. At most
    /// `Image.maxPixels` (2^28) is drawable at all.
    public var maxImagePixels = 1 << 25

    /// What one render may spend for every 64 KiB (``budgetBytes``) of script, started or
    /// whole: a script of up to 64 KiB gets one image's worth, `RenderBudget()`; a 1 MiB
    /// script 16 times as much. Default `RenderBudget()`.
    public var renderBudget = RenderBudget()
    /// The script size that earns one ``renderBudget``: 64 KiB.
    public static let budgetBytes = 64 << 10
    /// The work units (`RenderBudget.work`) loading, laying out and committing one drawn
    /// element costs: ~3.5 µs measured on 100,000 `<use>` copies.
    public static let workPerDrawnElement = 3_500
    /// The work units a pixel of a gradient or mask raster costs: ~40 ns to raster, draw and
    /// encode a focal radial gradient with a spread method, the dearest.
    public static let workPerRasterPixel = 40
    /// The work units a gradient or mask raster costs however small, besides its pixels: ~40 µs
    /// to build, commit and render its layers into a new image, measured on 8,192 masks of a
    /// few pixels each (a mask whose shapes are masked by a mask whose shapes are masked…).
    public static let workPerRaster = 40_000

    /// The defaults.
}
