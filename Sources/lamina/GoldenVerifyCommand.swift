// `lamina golden verify DIR`: check every case against its golden.
import ArgumentParser
import Foundation
import LaminaDiff

/// `lamina golden verify`: renders every case, compares it with its golden, prints one line
/// per case and `N passed, N failed` last, and optionally writes an HTML report.
struct GoldenVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check every case in a folder against its golden.",
        discussion: """
            For each NAME.actual.png or NAME.svg (a shape script, rendered at scale 1) in DIR, \
            compares it with NAME.png. Prints `ok    NAME` or \
            `FAIL  NAME: reason` per case and `N passed, N failed` as the last line. With \
            --report, writes an HTML page showing golden | actual | diff for every failure, with \
            its images in a folder beside it (report.html → report-images/).

            Exit status: 0 all passed, 1 some failed, 2 error (unreadable folder, no cases, \
            unwritable report).

            Examples:
              lamina golden verify Tests/Goldens
              lamina golden verify Tests/Goldens --report out/report.html --tolerance 0.1
            """
    )

    @Argument(help: "The folder of cases (NAME.actual.png, NAME.svg or NAME.json beside NAME.png).")
    var directory: String

    @Option(help: "Write an HTML report of the failures to this file.")
    var report: String?

    @OptionGroup var limits: DiffToleranceOptions

    func run() throws {
        let tolerance = limits.goldenTolerance
        var outcomes: [GoldenCaseOutcome] = []
        for goldenCase in try GoldenCase.all(in: URL(fileURLWithPath: directory, isDirectory: true)) {
            let outcome = goldenCase.verify(tolerance: tolerance)
            print(outcome.failure.map { "FAIL  \(goldenCase.name): \($0)" } ?? "ok    \(goldenCase.name)")
            outcomes.append(outcome)
        }
        let failed = outcomes.filter { !$0.passed }.count
        if let report {
            let url = URL(fileURLWithPath: report)
            try GoldenHTMLReport(outcomes: outcomes, tolerance: tolerance).write(to: url)
            print("report: \(url.path)")
        }
        print("\(outcomes.count - failed) passed, \(failed) failed")
        if failed > 0 { throw ExitCode.failure }
    }
}
