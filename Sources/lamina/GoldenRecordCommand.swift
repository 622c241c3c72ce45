// `lamina golden record DIR`: make every case's input its golden.
import ArgumentParser
import Foundation
import LaminaRender

/// `lamina golden record`: writes each case's rendered input as its golden, atomically, when
/// the golden is missing or its pixels differ; identical goldens are left untouched.
struct GoldenRecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record every case's rendered input as its golden.",
        discussion: """
            For each NAME.actual.png or NAME.svg (rendered at scale 1) in DIR, writes NAME.png unless it already holds the same \
            pixels. Prints one line per case and `N recorded, N unchanged` last.

            Exit status: 0 success, 2 error (unreadable folder or file, unwritable golden).

            Example:
              lamina golden record Tests/Goldens
            """
    )

    @Argument(help: "The folder of cases (NAME.actual.png, NAME.svg or NAME.json beside NAME.png).")
    var directory: String

    func run() throws {
        var recorded = 0, unchanged = 0
        for goldenCase in try GoldenCase.all(in: URL(fileURLWithPath: directory, isDirectory: true)) {
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
