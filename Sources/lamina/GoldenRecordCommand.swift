// `lamina golden record DIR`: make every case's input its golden.
import ArgumentParser
import Foundation
import Lamina
import LaminaRender

/// `lamina golden record`: writes each case's rendered input as its golden, atomically, when
/// the golden is missing or its pixels differ; identical goldens are left untouched. With
/// `--shard`, only that shard's cases.
struct GoldenRecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record every case's rendered input as its golden.",
        discussion: """
            For each NAME.actual.png or NAME.svg (rendered at scale 1) in DIR, writes NAME.png unless it already holds the same \
            pixels. Prints one line per case and `N recorded, N unchanged` last. --shard K/N \
            records only every N-th case from the K-th, as golden verify --shard checks them.

            Exit status: 0 success, 2 error (unreadable folder or file, unwritable golden).

            Examples:
              lamina golden record Tests/Goldens
              lamina golden record Tests/Goldens --shard 0/4
            """
    )

    @Argument(help: "The folder of cases (NAME.actual.png, NAME.svg or NAME.json beside NAME.png).")
    var directory: String

    @OptionGroup var sharding: ShardOption

    func validate() throws {
        _ = try sharding.resolved()
    }

    func run() throws {
        var recorded = 0, unchanged = 0
        let cases = try GoldenCase.all(in: URL(fileURLWithPath: directory, isDirectory: true))
        let shard = try sharding.resolved()
        let share = shard.map { $0.share(of: cases) } ?? cases
        if let shard { print("shard \(shard): \(share.count) of \(cases.count) cases") }
        for goldenCase in share {
            let image = try goldenCase.render()
            // A missing or unreadable golden is simply replaced.
            if (try? Image(contentsOf: goldenCase.golden)) == image {
                unchanged += 1
                print("unchanged  \(goldenCase.name)")
                continue
            }
            try image.writePNG(to: goldenCase.golden)
            recorded += 1
            print("recorded   \(goldenCase.name)")
        }
        print("\(recorded) recorded, \(unchanged) unchanged")
    }
}
