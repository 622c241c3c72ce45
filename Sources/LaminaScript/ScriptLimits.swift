// The safety limits of DESIGN §8 as they apply to scripts. Every limit is an error, never a
// crash or a hang.
import Foundation

/// Limits on what a script may ask for. The defaults are DESIGN §8's.
public struct ScriptLimits: Equatable, Sendable {
    /// The deepest element nesting, counting `<use>` and pattern references. Default 256.
    public var maxDepth = 256
    /// The most path elements in one shape. Default 10,000,000.
    public var maxPathElements = 10_000_000
    /// The most elements drawn in all, after `<use>` expansion and counting each `<replicate>`
    /// instance's copies, so a chain of `<use>` (or `<use>`s of a replicator) cannot multiply
    /// the work exponentially. Default 1,000,000.
    public var maxDrawnElements = 1_000_000
    /// The most times style-sheet rules may be tried against elements in all (only rules whose
    /// subject's id, class or type fits are tried), so a huge sheet over a huge document cannot
    /// run for minutes. Default 20,000,000, about a second.
    public var maxSelectorTests = 20_000_000
    /// The most pixels all the rasters of gradients and luminance masks may hold together, at
    /// the output's scale (each is at most 4096 px a side): 4 bytes a pixel, so the default
    /// 134,217,728 (2^27, eight rasters of 4096 × 4096) is 512 MiB and about two seconds of
    /// work. Many huge gradient-filled or masked shapes are an error rather than gigabytes.
    public var maxRasterPixels = 1 << 27
    /// The largest script file in bytes. Default 64 MiB.
    public var maxFileBytes = 64 << 20
    /// The largest viewport side in points (the canvas limit of 16384 px at scale 1). Default 16384.
    public var maxViewportSide: CGFloat = 16_384

    /// The defaults.
    public init() {}
}
