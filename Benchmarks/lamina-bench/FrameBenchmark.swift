// Frame-export benchmarks (issue: animation and frame export):
//   1. 240 frames of the 512 × 512 progress ring as a PNG sequence on 2 jobs vs 1 (goal ≥ 1.7×
//      faster);
//   2. per frame on one job vs a raw Cairo C program drawing the same frames and writing them
//      with cairo_surface_write_to_png (goal ≤ 0.35×);
//   3. peak memory (VmHWM of a child process per run) exporting 2,400 vs 240 frames (goal ≤ 1.2×).
import CRawCairoBench
import Foundation
import Lamina

/// The argument that makes lamina-bench a memory-measuring child: `--export-frames N DIR`.
let exportChildFlag = "--export-frames"

/// Runs and prints the frame-export benchmarks.
func runFrameBenchmarks() throws {
    print("— frame export (240 frames, 512 × 512 progress ring, PNG sequence) —")
    if let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) {
        print("load average before (1, 5, 15 min): " + load.split(separator: " ").prefix(3).joined(separator: " "))
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-bench-frames-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let frames = try ringFrames(count: 240)

    let progress = (0..<240).map { TimingFunction.easeInEaseOut.value(at: Double($0) / 239) }
    // The three contenders take turns, so that load from other processes falls on all alike.
    let contenders: [(String, () throws -> Void)] = [
        ("export 240 frames: Lamina, 1 job", {
            try frames.export(.pngSequence(directory: folder), options: ExportOptions(jobs: 1, progress: .never))
        }),
        ("export 240 frames: Lamina, 2 jobs", {
            try frames.export(.pngSequence(directory: folder), options: ExportOptions(jobs: 2, progress: .never))
        }),
        ("export 240 frames: raw Cairo C + cairo_surface_write_to_png", {
            let status = raw_cairo_ring_png_sequence(folder.path, progress, 240, 512, 192, 48)
            guard status == 0 else { throw ExportError.encoding("raw Cairo reference failed with status \(status)") }
        }),
    ]
    let measured = try measureInTurns(contenders, runs: 5)
    let (oneJob, twoJobs, raw) = (measured[0], measured[1], measured[2])
    for m in [oneJob, twoJobs, raw] { report(m) }
    print(padded("per frame: Lamina, 1 job") + String(format: " %9.3f ms wall", oneJob.milliseconds / 240))
    print(padded("per frame: raw Cairo C") + String(format: " %9.3f ms wall", raw.milliseconds / 240))
    reportSpeedup("speed-up in wall time, 2 jobs over 1", slow: oneJob.milliseconds, fast: twoJobs.milliseconds,
                  atLeast: 1.7)
    reportRatio("per frame, Lamina 1 job / raw Cairo C", oneJob, raw, goal: 0.35)
    try benchmarkPeakMemory()
}

/// Times each body `runs` times, in turns after one untimed warm-up each, and returns the
/// medians in the same order: wall time, and CPU time of the whole process (user + system, all
/// threads), which shows what the wall time would be without other processes competing.
private func measureInTurns(_ bodies: [(String, () throws -> Void)], runs: Int) throws -> [Measurement] {
    for (_, body) in bodies { try body() }
    var wall = Array(repeating: [Double](), count: bodies.count)
    var cpu = Array(repeating: [Double](), count: bodies.count)
    for _ in 0..<runs {
        for (index, (_, body)) in bodies.enumerated() {
            let start = DispatchTime.now().uptimeNanoseconds, cpuStart = cpuMilliseconds()
            try body()
            wall[index].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            cpu[index].append(cpuMilliseconds() - cpuStart)
        }
    }
    return bodies.indices.map { index in
        Measurement(name: bodies[index].0, milliseconds: median(wall[index]), cpuMilliseconds: median(cpu[index]))
    }
}

/// This process's user + system CPU time so far, all threads, in milliseconds.
private func cpuMilliseconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let seconds = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
    return seconds * 1000 + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
}

/// The progress ring (256 points at scale 2: radius 96, line width 24) filling 0 → 1 with
/// ease in-out, sampled as `count` frames at 60 fps (the sequence's duration is the
/// animation's, and its last frame shows the model value 1).
func ringFrames(count: Int) throws -> FrameSequence {
    let root = Layer()
    root.bounds = CGRect(x: 0, y: 0, width: 256, height: 256)
    let ring = BezierPath(arcCenter: CGPoint(x: 128, y: 128), radius: 96, startAngle: -.pi / 2,
                          endAngle: 3 * .pi / 2, clockwise: true)
    let track = ShapeLayer(), bar = ShapeLayer()
    for layer in [track, bar] {
        layer.frame = root.bounds
        layer.path = ring
        layer.fillColor = nil
        layer.lineWidth = 24
        root.addSublayer(layer)
    }
    track.strokeColor = Color(red255: 229, green255: 229, blue255: 234)
    bar.strokeColor = .systemBlue
    bar.lineCap = .round
    var fill = BasicAnimation(keyPath: .strokeEnd, from: 0, to: 1)
    fill.duration = Double(count - 1) / 60
    fill.timingFunction = .easeInEaseOut
    try bar.add(fill, forKey: "progress")
    return FrameSequence(tree: try root.commit(), fps: 60, renderer: Renderer(scale: 2))
}

/// Exports 240 and 2,400 frames in child processes and compares their peak resident memory.
private func benchmarkPeakMemory() throws {
    let small = try childPeakMemory(frames: 240), large = try childPeakMemory(frames: 2400)
    print(padded("peak memory (VmHWM), 240 frames, 2 jobs") + String(format: " %9d kB", small))
    print(padded("peak memory (VmHWM), 2,400 frames, 2 jobs") + String(format: " %9d kB", large))
    let ratio = Double(large) / Double(small)
    print(padded("peak memory, 2,400 / 240 frames") + String(format: " %9.3f ×", ratio)
          + (ratio <= 1.2 ? "  (goal ≤ 1.2×: met)" : "  (goal ≤ 1.2×: MISSED)"))
}

/// Runs `lamina-bench --export-frames N DIR` and returns the VmHWM (kB) it prints.
private func childPeakMemory(frames: Int) throws -> Int {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-bench-memory-\(getpid())-\(frames)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = [exportChildFlag, String(frames), folder.path]
    let output = Pipe()
    child.standardOutput = output
    try child.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    guard child.terminationStatus == 0,
          let kilobytes = Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
        throw ExportError.invalidSetting("memory child for \(frames) frames failed (status \(child.terminationStatus))")
    }
    return kilobytes
}

/// The child side: exports `frames` frames into `folder` on 2 jobs, then prints VmHWM in kB.
func runExportChild(_ arguments: [String]) throws {
    guard arguments.count == 2, let count = Int(arguments[0]), count > 0 else {
        throw ExportError.invalidSetting("usage: lamina-bench \(exportChildFlag) FRAMES DIR")
    }
    try ringFrames(count: count).export(.pngSequence(directory: URL(fileURLWithPath: arguments[1])),
                                        options: ExportOptions(jobs: 2, progress: .never))
    let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
    print(line?.split(separator: " ").dropFirst().first ?? "0")
}
