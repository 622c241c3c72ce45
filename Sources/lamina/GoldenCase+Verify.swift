// Checking one case of a golden folder against its golden.
import Foundation
import LaminaRender
import LaminaDiff

/// What verifying one ``GoldenCase`` found; the images are kept for the HTML report.
struct GoldenCaseOutcome {
    /// The case.
    let goldenCase: GoldenCase
    /// Nil when the case passed; otherwise why it failed, in one line.
    let failure: String?
    /// The golden's pixels, when readable.
    let golden: Image?
    /// The rendered input, when it rendered.
    let actual: Image?
    /// The diff image, when the two could be compared.
    let diff: Image?

    /// True when the case matched within the tolerance.
    var passed: Bool { failure == nil }

    /// The case as a report shows it: its images only when it failed, so a long run keeps no
    /// pixels of the cases that passed.
    var entry: GoldenReportEntry {
        GoldenReportEntry(name: goldenCase.name, failure: failure,
                          images: passed ? [] : [golden, actual, diff].map { $0.map(GoldenReportImage.pixels) })
    }
}

extension GoldenCase {
    /// Renders the input and compares it with the golden. Problems with this case's files
    /// (missing golden, unreadable PNG, size mismatch) are failures of the case, not errors.
    func verify(tolerance: GoldenTolerance) -> GoldenCaseOutcome {
        func outcome(_ failure: String?, _ golden: Image? = nil, _ actual: Image? = nil,
                     _ diff: Image? = nil) -> GoldenCaseOutcome {
            GoldenCaseOutcome(goldenCase: self, failure: failure, golden: golden, actual: actual, diff: diff)
        }
        let actual: Image
        do { actual = try render() } catch { return outcome("cannot render the input: \(error)") }
        guard FileManager.default.fileExists(atPath: golden.path) else {
            return outcome("no golden: \(golden.path) does not exist", nil, actual)
        }
        let expected: Image
        do { expected = try Image(contentsOf: golden) } catch { return outcome("\(error)", nil, actual) }
        guard expected.width == actual.width, expected.height == actual.height else {
            return outcome("golden is \(expected.width)×\(expected.height) px, actual is "
                           + "\(actual.width)×\(actual.height) px", expected, actual)
        }
        do {
            let result = try tolerance.imageDiff.compare(expected, actual)
            return outcome(tolerance.accepts(result) ? nil : result.summary, expected, actual, result.diffImage)
        } catch {
            return outcome("\(error)", expected, actual)
        }
    }
}
