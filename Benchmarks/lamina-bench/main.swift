print("bench")
do { try runScriptBenchmarks() } catch { print("script benchmarks failed: \(error)") }
