// How far an image may stray from its golden and still pass.
import Foundation

/// How different an actual image may be from its golden: a share of mismatched pixels, and
/// the per-pixel perceptual threshold that decides what a mismatch is.
///
/// The default, `GoldenTolerance()`, accepts no mismatched pixel at pixelmatch's default
/// threshold 0.1 and forgives anti-aliasing differences. Anything looser deserves a comment at
/// the call site saying why.
public struct GoldenTolerance: Sendable, Equatable, CustomStringConvertible {
    /// The largest accepted share of mismatched pixels, 0...1 (0.001 is 0.1 %). Default 0.
    public var pixelFraction: Double
    /// The per-pixel perceptual threshold, 0...1, as ``ImageDiff/threshold``. Default 0.1.
    public var threshold: Double
    /// Whether anti-aliased pixels count as mismatches, as ``ImageDiff/includeAntiAliasing``.
    /// Default false.
    public var includeAntiAliasing: Bool

    /// Creates a tolerance; the defaults accept no mismatch at threshold 0.1, forgiving
    /// anti-aliasing.
    /// - Parameters:
    ///   - pixelFraction: largest share of mismatched pixels, 0...1; default 0.
    ///   - threshold: per-pixel perceptual threshold, 0...1; default 0.1.
    ///   - includeAntiAliasing: count anti-aliased pixels too; default false.
    public init(pixelFraction: Double = 0, threshold: Double = 0.1, includeAntiAliasing: Bool = false) {
        self.pixelFraction = pixelFraction
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
    }

    /// Every pixel must match within a perceptual delta of 0, anti-aliasing included: only
    /// pixels that look identical over white pass (fully transparent equals opaque white).
    public static let strict = GoldenTolerance(pixelFraction: 0, threshold: 0, includeAntiAliasing: true)

    /// The comparator this tolerance implies (diff image on).
    public var imageDiff: ImageDiff {
        ImageDiff(threshold: threshold, includeAntiAliasing: includeAntiAliasing)
    }

    /// Whether a comparison result is within this tolerance.
    public func accepts(_ result: ImageDiffResult) -> Bool {
        result.mismatchFraction <= pixelFraction
    }

    /// Checks the ranges.
    /// - Throws: ``ImageDiffError/invalidOption(name:expected:found:)`` for a pixel fraction or
    ///   threshold outside 0...1 or not finite.
    public func validate() throws {
        for (name, value) in [("pixelFraction", pixelFraction), ("threshold", threshold)]
        where !(value.isFinite && (0...1).contains(value)) {
            throw ImageDiffError.invalidOption(name: "tolerance \(name)", expected: "a number in 0...1",
                                               found: "\(value)")
        }
    }

    /// `at most P% of pixels at threshold T`, with `(anti-aliasing counted)` when it is.
    public var description: String {
        let percent = ImageDiffResult.formatPercent(pixelFraction * 100)
        return "at most \(percent)% of pixels at threshold \(threshold)"
            + (includeAntiAliasing ? " (anti-aliasing counted)" : "")
    }
}
