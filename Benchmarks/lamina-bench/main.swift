// lamina-bench: release benchmarks, printed as ratios measured in one run.
//
//     lamina-bench            every benchmark
//     lamina-bench frames     only frame export
import Foundation

let benchArguments = Array(CommandLine.arguments.dropFirst())
do {
    if benchArguments.first == exportChildFlag {
        try runExportChild(Array(benchArguments.dropFirst()))
    } else if benchArguments.first == "frames" {
        try runFrameBenchmarks()
    } else {
        try runLayerBenchmarks()
        runDiffBenchmark()
        try runFrameBenchmarks()
    }
} catch {
    FileHandle.standardError.write(Data("lamina-bench: \(error)\n".utf8))
    exit(1)
}
