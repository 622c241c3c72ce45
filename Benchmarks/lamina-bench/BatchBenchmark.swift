// Batch rendering: 1,000 real-world-sized icons rendered by one `lamina render --output-dir`
// process, against resvg run once per file (how icon sets are rendered from scripts today), in
// one run. Goals: one lamina process with --jobs 1 in ≤ 0.5× resvg's time; --jobs 2 ≥ 1.8× as
// fast as --jobs 1; peak memory flat in the number of icons (1,000 against 250 ≤ 1.2×).
import Foundation

/// Runs and prints the batch benchmarks.
func runBatchBenchmarks() throws {
    print("— batch rendering (1,000 icons, 256 px) —")
    guard let lamina = siblingExecutable("lamina") else {
        print("batch: skipped (build the lamina product: Scripts/build-release.sh lamina)")
        return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-batch-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let icons = try writeIcons(1000, into: folder.appendingPathComponent("icons"))
    let list = folder.appendingPathComponent("icons.txt").path
    try Data(icons.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: list))
    let quarterList = folder.appendingPathComponent("quarter.txt").path
    try Data(icons.prefix(250).joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: quarterList))
    func batch(_ list: String, jobs: Int, into name: String) throws -> (milliseconds: Double, peakKB: Int) {
        var peak = 0
        let milliseconds = try time {
            peak = try runProcess(lamina, ["render", "--list", list, "--output-dir", folder.appendingPathComponent(name).path,
                                           "--jobs", "\(jobs)"])
        }
        return (milliseconds, peak)
    }
    _ = try batch(quarterList, jobs: 1, into: "warm-up")
    let one = try batch(list, jobs: 1, into: "one")
    let two = try batch(list, jobs: 2, into: "two")
    let quarter = try batch(quarterList, jobs: 1, into: "quarter")
    let oneJob = Measurement(name: "lamina render --output-dir, 1,000 icons, --jobs 1", milliseconds: one.milliseconds,
                             cpuMilliseconds: nil)
    let twoJobs = Measurement(name: "lamina render --output-dir, 1,000 icons, --jobs 2", milliseconds: two.milliseconds,
                              cpuMilliseconds: nil)
    report(oneJob)
    report(twoJobs)
    reportSpeedup("speed-up in wall time, 2 jobs over 1", slow: one.milliseconds, fast: two.milliseconds, atLeast: 1.8)
    print(padded("peak memory, 250 icons, --jobs 1") + " \(quarter.peakKB) kB")
    print(padded("peak memory, 1,000 icons, --jobs 1") + " \(one.peakKB) kB")
    reportRatio("peak memory, 1,000 / 250 icons", Measurement(name: "", milliseconds: Double(one.peakKB), cpuMilliseconds: nil),
                Measurement(name: "", milliseconds: Double(quarter.peakKB), cpuMilliseconds: nil), goal: 1.2)
    guard let resvg = findResvg() else {
        print("batch: lamina against resvg skipped (\(resvgHint))")
        return
    }
    let resvgOut = folder.appendingPathComponent("resvg").path
    try FileManager.default.createDirectory(atPath: resvgOut, withIntermediateDirectories: true)
    let perFile = try time {
        for (index, icon) in icons.enumerated() { try runProcess(resvg, [icon, "\(resvgOut)/\(index).png"]) }
    }
    let resvgRun = Measurement(name: "resvg once per file, 1,000 icons", milliseconds: perFile, cpuMilliseconds: nil)
    report(resvgRun)
    reportRatio("lamina --jobs 1 / resvg per file", oneJob, resvgRun, goal: 0.5)
}

/// Writes `count` distinct icons of the typical size and make-up (``typicalIcon`` with its
/// colours and badge varied) into `folder`, returning their paths.
private func writeIcons(_ count: Int, into folder: URL) throws -> [String] {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return try (0..<count).map { index in
        let hue = String(format: "%06X", (index * 2_654_435_761) & 0xFFFFFF)
        let icon = typicalIcon.replacingOccurrences(of: "#007AFF", with: "#\(hue)")
            .replacingOccurrences(of: "cx=\"18\"", with: "cx=\"\(14 + index % 6)\"")
        let path = folder.appendingPathComponent(String(format: "icon-%04d.svg", index)).path
        try Data(icon.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
