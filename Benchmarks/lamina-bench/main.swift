// lamina-bench: Lamina's performance goals, each measured in one run against a reference (raw
// Cairo from C where there is one), so the ratios hold on a noisy machine. Release builds only:
// `make bench`, or `swift build -c release --product lamina-bench && .build/release/lamina-bench`.
// Arguments name the groups to run (geometry, layers, diff, blur, frames, script); none runs them all.
import Foundation

let groups: [(name: String, run: () throws -> Void)] = [
    ("geometry", runGeometryBenchmarks),
    ("layers", runLayerBenchmarks),
    ("diff", runDiffBenchmark),
    ("blur", runBlurBenchmarks),
    ("frames", runFrameBenchmarks),
    ("script", runScriptBenchmarks),
]

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == exportChildFlag {
    // A child process of the frames group, measuring the peak memory of one export.
    do { try runExportChild(Array(arguments.dropFirst())) } catch {
        FileHandle.standardError.write(Data("lamina-bench: \(error)\n".utf8))
        exit(1)
    }
    exit(0)
}
let requested = Set(arguments)
let unknown = requested.subtracting(groups.map(\.name))
if !unknown.isEmpty {
    FileHandle.standardError.write(Data("lamina-bench: unknown group(s) \(unknown.sorted().joined(separator: ", ")); expected some of \(groups.map(\.name).joined(separator: ", "))\n".utf8))
    exit(2)
}
var failed = false
for group in groups where requested.isEmpty || requested.contains(group.name) {
    do { try group.run() } catch {
        print("\(group.name) benchmark failed: \(error)")
        failed = true
    }
}
exit(failed ? 1 : 0)
