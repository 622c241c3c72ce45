// `lamina diff A.png B.png`: the perceptual difference of two images.
import ArgumentParser
import Foundation
import LaminaRender
import LaminaDiff

/// `lamina diff`: compares two PNGs with ``ImageDiff`` and prints `mismatch: N pixels (P%)`.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images perceptually (the pixelmatch method).",
        discussion: """
            Prints one line, `mismatch: N pixels (P%)`, counting pixels whose perceptual colour \
            difference is above the threshold and that are not anti-aliasing.

            Exit status: 0 when the mismatch is within --tolerance, 1 when it is not, 2 on \
            error (unreadable file, images of different sizes, bad option).

            Examples:
              lamina diff golden.png actual.png
              lamina diff golden.png actual.png --output diff.png
              lamina diff golden.png actual.png --threshold 0.05 --tolerance 0.5
            """
    )

    @Argument(help: "The reference image (PNG); the diff image shows it in grey.")
    var golden: String

    @Argument(help: "The image to compare with it (PNG, same size).")
    var actual: String

    @Option(name: .shortAndLong,
            help: "Write the diff image here (PNG): golden in grey, mismatches red, anti-aliasing yellow.")
    var output: String?

    @OptionGroup var limits: DiffToleranceOptions

    func run() throws {
        let expected = try Image(contentsOf: URL(fileURLWithPath: golden))
        let image = try Image(contentsOf: URL(fileURLWithPath: actual))
        guard expected.width == image.width, expected.height == image.height else {
            throw CLIError("\(golden) is \(expected.width)×\(expected.height) px but \(actual) is "
                           + "\(image.width)×\(image.height) px: images must be the same size")
        }
        let tolerance = limits.goldenTolerance
        var diff = tolerance.imageDiff
        diff.makesDiffImage = output != nil
        let result = try diff.compare(expected, image)
        if let output, let diffImage = result.diffImage {
            try diffImage.writePNG(to: URL(fileURLWithPath: output))
        }
        print(result.summary)
        if !tolerance.accepts(result) { throw ExitCode.failure }
    }
}
