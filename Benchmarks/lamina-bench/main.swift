// lamina-bench: Lamina's performance goals, each measured in one run against a reference (raw
// Cairo from C where there is one), so the ratios hold on a noisy machine. Release builds only:
// `make bench`, or `Scripts/build-release.sh lamina lamina-bench && .build/release/lamina-bench`.
// Arguments name the groups to run (geometry, layers, diff, blur, filters, frames, script,
// startup, documents, png, batch, lottie, apple-names); none runs them all. `--resvg PATH` names the resvg to
// compare with (else LAMINA_RESVG, the tests' virtual environments, or PATH), `--rlottie PATH`
// the librlottie.so, `--thorvg PATH` the libthorvg-1.so and `--lottie-ios CHECKOUT` the lottie-ios samples (LottieBenchmark.swift);
// a comparison without its reference says it was skipped.
import Foundation

let groups: [(name: String, run: () throws -> Void)] = [
    ("geometry", runGeometryBenchmarks),
    ("layers", runLayerBenchmarks),
    ("diff", runDiffBenchmark),
    ("blur", runBlurBenchmarks),
    ("filters", runFilterBenchmarks),
    ("frames", runFrameBenchmarks),
    ("script", runScriptBenchmarks),
    ("startup", runStartupBenchmarks),
    ("documents", runDocumentBenchmarks),
    ("png", runPNGDecodeBenchmarks),
    ("batch", runBatchBenchmarks),
    ("lottie", runLottieBenchmarks),
    ("apple-names", runAppleNamesBenchmarks),
]

var arguments = Array(CommandLine.arguments.dropFirst())
/// Removes `--name PATH` from the arguments and returns the path; nil when absent.
@MainActor func pathOption(_ name: String) -> String? {
    guard let flag = arguments.firstIndex(of: name) else { return nil }
    guard flag + 1 < arguments.count else {
        FileHandle.standardError.write(Data("lamina-bench: \(name): expected a path\n".utf8))
        exit(2)
    }
    defer { arguments.removeSubrange(flag...(flag + 1)) }
    return arguments[flag + 1]
}
resvgOption = pathOption("--resvg")
rlottieOption = pathOption("--rlottie")
thorvgOption = pathOption("--thorvg")
lottieIOSOption = pathOption("--lottie-ios")
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
