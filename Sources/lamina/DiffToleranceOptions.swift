// The options `lamina diff` and `lamina golden verify` share: what counts as a mismatched pixel,
// and how many may differ before the comparison fails.
import ArgumentParser
import LaminaDiff

/// `--threshold`, `--tolerance` and `--include-aa`, as one ``GoldenTolerance``.
struct DiffToleranceOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Per-pixel perceptual threshold, 0...1; smaller is stricter.")
    var threshold: Double = 0.1

    @Option(parsing: .unconditional,
            help: "Largest accepted share of mismatched pixels (per image), in percent (0...100).")
    var tolerance: Double = 0

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as mismatches.")
    var includeAntiAliasing = false

    /// Checks `--threshold` (0...1) and `--tolerance` (0...100 percent).
    func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw ValidationError("--threshold: expected a number in 0...1, found \(threshold)")
        }
        guard tolerance.isFinite, (0...100).contains(tolerance) else {
            throw ValidationError("--tolerance: expected a percentage in 0...100, found \(tolerance)")
        }
    }

    /// The tolerance the options describe.
    var goldenTolerance: GoldenTolerance {
        GoldenTolerance(pixelFraction: tolerance / 100, threshold: threshold, includeAntiAliasing: includeAntiAliasing)
    }
}
