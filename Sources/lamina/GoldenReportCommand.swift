// `lamina golden report --merge A.json B.json …`: the shards of a split `golden verify` run
// joined into one report and one exit status.
import ArgumentParser
import Foundation

/// `lamina golden report`: reads the JSON that each shard's `golden verify --report-data`
/// wrote, checks that together they cover the folder's cases exactly once, prints each
/// failure and `N passed, N failed`, and optionally writes the HTML report of the whole run.
struct GoldenReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Merge the shard reports of a split golden verify run into one report.",
        discussion: """
            Each FILE is what lamina golden verify --shard K/N --report-data FILE wrote, with \
            its images folder beside it (FILE-images/). The reports must be of one run: the same \
            folder of cases, shard count and tolerance, every shard from 0 to N-1 exactly once, \
            each holding exactly its shard's cases. Prints `FAIL  NAME: reason` per failure and \
            `N passed, N failed` last; with --report, writes the HTML page golden verify \
            --report writes for one process.

            Exit status: 0 all passed, 1 some failed, 2 error (a report missing, repeated, \
            unreadable or of another run; an unwritable report).

            Examples:
              lamina golden report --merge shard-0.json shard-1.json shard-2.json
              lamina golden report --merge out/shard-*.json --report out/report.html
            """
    )

    @Option(parsing: .upToNextOption, help: ArgumentHelp("The shard reports to merge.", valueName: "file"))
    var merge: [String] = []

    @Option(help: "Write the HTML report of the whole run to this file.")
    var report: String?

    func validate() throws {
        guard !merge.isEmpty else { throw ValidationError("--merge: expected the shard reports to merge, found none") }
    }

    func run() throws {
        let reports = try merge.map { (path: $0, report: try GoldenShardReport(contentsOfFile: $0)) }
        let merged = try GoldenShardMerge(reports)
        for entry in merged.entries {
            if let failure = entry.failure { print("FAIL  \(entry.name): \(failure)") }
        }
        if let report {
            let url = URL(fileURLWithPath: report)
            try GoldenHTMLReport(entries: merged.entries, tolerance: merged.tolerance).write(to: url)
            print("report: \(url.path)")
        }
        let failed = merged.entries.filter { !$0.passed }.count
        print("\(merged.entries.count - failed) passed, \(failed) failed")
        if failed > 0 { throw ExitCode.failure }
    }
}
