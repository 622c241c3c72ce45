// `lamina golden verify DIR`: check every case against its golden.
import ArgumentParser
import Foundation
import Lamina
import LaminaDiff

/// `lamina golden verify`: renders every case (or a shard's share of them), compares it with
/// its golden, prints one line per case and `N passed, N failed` last, and optionally writes
/// an HTML report and the results as JSON for `golden report --merge`.
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

            --shard K/N checks only every N-th case from the K-th (cases in the order of their \
            file names' bytes; K or N may name an environment variable, and auto reads a Slurm \
            job array's; see lamina render --help). --report-data FILE.json writes the results \
            with the failures' images beside it (FILE-images/); lamina golden report --merge \
            joins the shards' files into one report and one exit status.

            Exit status: 0 all passed, 1 some failed, 2 error (unreadable folder, no cases, \
            unwritable report).

            Examples:
              lamina golden verify Tests/Goldens
              lamina golden verify Tests/Goldens --report out/report.html --tolerance 0.1
              lamina golden verify Tests/Goldens --shard 1/4 --report-data out/shard-1.json
              lamina golden verify Goldens --shard auto --report-data "$SLURM_ARRAY_TASK_ID.json"
            """
    )

    @Argument(help: "The folder of cases (NAME.actual.png, NAME.svg or NAME.json beside NAME.png).")
    var directory: String

    @Option(help: "Write an HTML report of the failures to this file.")
    var report: String?

    @Option(name: .customLong("report-data"),
            help: "Write the results as JSON to this file, for lamina golden report --merge.")
    var reportData: String?

    @OptionGroup var sharding: ShardOption

    @OptionGroup var limits: DiffToleranceOptions

    func validate() throws {
        _ = try sharding.resolved()
    }

    func run() throws {
        let tolerance = limits.goldenTolerance
        let cases = try GoldenCase.all(in: URL(fileURLWithPath: directory, isDirectory: true))
        let shard = try sharding.resolved()
        let indices = shard.map { Array($0.indices(of: cases.count)) } ?? Array(cases.indices)
        if let shard { print("shard \(shard): \(indices.count) of \(cases.count) cases") }
        var entries: [(index: Int, entry: GoldenReportEntry)] = []
        for (index, goldenCase) in zip(indices, indices.map { cases[$0] }) {
            let outcome = goldenCase.verify(tolerance: tolerance)
            print(outcome.failure.map { "FAIL  \(goldenCase.name): \($0)" } ?? "ok    \(goldenCase.name)")
            entries.append((index, outcome.entry))
        }
        let failed = entries.filter { !$0.entry.passed }.count
        if let reportData {
            let url = URL(fileURLWithPath: reportData)
            try GoldenShardReport.write(entries, shard: shard ?? Shard(index: 0, count: 1), of: cases,
                                        tolerance: tolerance.description, to: url)
            print("report data: \(url.path)")
        }
        if let report {
            let url = URL(fileURLWithPath: report)
            try GoldenHTMLReport(entries: entries.map(\.entry), tolerance: tolerance.description).write(to: url)
            print("report: \(url.path)")
        }
        print("\(entries.count - failed) passed, \(failed) failed")
        if failed > 0 { throw ExitCode.failure }
    }
}
