// Whole processes, as build systems and icon-theme makefiles run a renderer once per file, each
// against resvg's own binary in the same loop (one run, interleaved, medians of 41 rounds: about
// a second, which keeps the medians steady where single runs of either program vary by ±30 %):
//   1. `lamina --version` against `resvg --version`: start-up alone; goal ≤ 3 ms;
//   2. `lamina render` of a typical icon (256 px) against resvg on the same file; goal ≤ 2×;
//   3. both programs on a 1 × 1 script with nothing in it: start-up plus the least work a render
//      can do, the floor under any run. The icon's own work (reading, resolving, layers, Cairo,
//      PNG) is the difference between the two. Plain `lamina render` arguments skip
//      swift-argument-parser (RenderJob+FastPath.swift).
import Foundation

/// Runs and prints the start-up benchmarks.
func runStartupBenchmarks() throws {
    print("— whole processes against resvg (start-up) —")
    guard let (lamina, resvg) = laminaAndResvg(for: "startup") else { return }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-startup-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let icon = folder.appendingPathComponent("icon.svg").path, empty = folder.appendingPathComponent("empty.svg").path
    try Data(typicalIcon.utf8).write(to: URL(fileURLWithPath: icon))
    try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>"#.utf8).write(to: URL(fileURLWithPath: empty))
    let out = folder.appendingPathComponent("out.png").path
    let runs: [(name: String, program: String, arguments: [String])] = [
        ("lamina --version", lamina, ["--version"]),
        ("resvg --version", resvg, ["--version"]),
        ("lamina render icon.svg (256 px, process to PNG)", lamina, ["render", icon, "-o", out]),
        ("resvg icon.svg (256 px, process to PNG)", resvg, [icon, out]),
        ("lamina render empty.svg (1 px: start-up, least work)", lamina, ["render", empty, "-o", out]),
        ("resvg empty.svg (1 px)", resvg, [empty, out]),
    ]
    var samples = Array(repeating: [Double](), count: runs.count)
    for round in 0..<43 {
        for (index, run) in runs.enumerated() {
            let milliseconds = try time { try runProcess(run.program, run.arguments) }
            if round >= 2 { samples[index].append(milliseconds) }  // two rounds warm the page cache
        }
    }
    let m = zip(runs, samples).map { wall($0.name, median($1)) }
    report(m[0], goal: 3)
    report(m[1])
    for measurement in m[2...] { report(measurement) }
    let laminaWork = wall("lamina: the icon's own work (icon − empty)", m[2].milliseconds - m[4].milliseconds)
    let resvgWork = wall("resvg: the icon's own work (icon − empty)", m[3].milliseconds - m[5].milliseconds)
    report(laminaWork)
    report(resvgWork)
    reportRatio("--version: lamina / resvg", m[0], m[1])
    reportRatio("lamina render / resvg, icon", m[2], m[3], goal: 2)
    reportRatio("empty script: lamina / resvg", m[4], m[5])
    reportRatio("the icon's own work: lamina / resvg", laminaWork, resvgWork)
}
