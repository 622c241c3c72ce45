// `lamina golden`: verify or record a folder of goldens.
import ArgumentParser

/// `lamina golden`: the group of `verify`, `record` and `report`.
struct GoldenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "golden",
        abstract: "Verify or record a folder of golden images, or merge shards' reports.",
        discussion: """
            A folder holds cases: NAME.actual.png (a rendered image) or NAME.svg (a shape script, \
            rendered at scale 1) is the input and NAME.png beside it \
            is its golden. A Lottie file NAME.json is checked at its first frame against \
            NAME.png, and at P % of its length against each NAME@P.png (NAME@50.png: halfway).

            Examples:
              lamina golden verify Tests/Goldens --report report.html
              lamina golden record Tests/Goldens
              lamina golden verify Tests/Goldens --shard 0/2 --report-data shard-0.json
              lamina golden report --merge shard-0.json shard-1.json --report report.html
            """,
        subcommands: [GoldenVerifyCommand.self, GoldenRecordCommand.self, GoldenReportCommand.self]
    )
}
