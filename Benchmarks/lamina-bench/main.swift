// lamina-bench: release-build benchmarks, printed as medians and ratios measured in one run.
do {
    runDiffBenchmark()
    try runLayerBenchmarks()
    try runBlurBenchmarks()
} catch {
    print("lamina-bench: \(error)")
}
