// Lottie benchmarks:
//   1. per-frame render time of Lottie samples through Lamina (evaluate the layer tree at the
//      frame's time, composite, into a FrameBuffer: each frame starts from the last one's
//      pixels, as a player's frames do) against rlottie's C API and ThorVG's (ThorVG.swift)
//      rendering the same frames into one buffer each, in turns in one run (a slow
//      spell of the machine then falls on all alike), at the samples' own size and fitted into
//      1920 × 1080; the goal is ≤ 1.0× each, as a geometric mean over the samples. Both are timed in CPU time of the whole process: rlottie rasterises on a pool of
//      threads of its own, which the calling thread's CPU time would leave out. rlottie is the
//      librlottie.so that PyPI's rlottie-python wheel ships, opened with dlopen: `--rlottie
//      PATH`, LAMINA_RLOTTIE, or the virtual environment Scripts/lottie-benchmark.sh makes;
//      without one the comparison is skipped, and says so. Samples: lottie-ios's (`--lottie-ios
//      CHECKOUT` or LAMINA_LOTTIE_IOS, the set below), else Lamina's own Lottie samples; a
//      sample with text layers is skipped, saying so (rlottie draws no text).
//   2. loading each sample (JSON to what renders: Lamina's LottieAnimation, layer tree and
//      committed render tree; rlottie's `lottie_animation_from_data`, which builds its
//      render tree later, at the first frame; ThorVG's `tvg_picture_load_data`) against
//      both, in CPU time, from the bytes in memory; the goal is ≤ 2× rlottie.
//      Beside it, the time to the first frame: loading and drawing the first frame at the
//      file's own size, what a player does before it shows anything (rlottie builds its
//      render tree there, Lamina at load), for samples without text layers; no goal.
//   3. `lamina frames` of a 2-s Lottie animation (Samples/Lottie/loader.json) into a PNG folder
//      with --jobs 2 against --jobs 1, wall time (goal ≥ 1.8× as fast), and its peak memory
//      exporting ten times the frames (goal ≤ 1.2×: flat in the frame count).
import Foundation
import Lamina
import LaminaLottie

/// Where rlottie and lottie-ios are, from the command line.
nonisolated(unsafe) var rlottieOption: String?
nonisolated(unsafe) var lottieIOSOption: String?

/// lottie-ios samples of the kinds the issue names (loaders, trims, precomps, mattes, repeaters).
private let lottieIOSSamples = [
    "9squares_AlBoardman", "Boat_Loader", "HamburgerArrow", "IconTransitions", "LottieLogo1", "MotionCorpse_Jrcanest",
    "PinJump", "TwitterHeart", "Watermelon", "vcTransition1", "LottieFiles/loading_dots_1", "Issues/issue_1403",
]

/// The samples loading is timed on: those above and issue_2330, 692 KB of precomps and
/// expressions, the largest of lottie-ios's.
private let lottieIOSLoadSamples = lottieIOSSamples + ["Issues/issue_2330"]

/// Runs and prints the Lottie benchmarks.
func runLottieBenchmarks() throws {
    let rlottie = RLottie.open(), thorvg = ThorVG.open()
    try benchmarkFrames(rlottie: rlottie, thorvg: thorvg, at1080p: false)
    try benchmarkFrames(rlottie: rlottie, thorvg: thorvg, at1080p: true)
    try benchmarkLoading(rlottie: rlottie, thorvg: thorvg)
    try benchmarkFirstFrames(rlottie: rlottie, thorvg: thorvg)
    try benchmarkFrameExport()
}

/// Times 8 frames of each sample through Lamina, rlottie and ThorVG (those that loaded), in
/// turns, at the sample's own size or fitted into 1920 × 1080, and prints the ratios.
private func benchmarkFrames(rlottie: RLottie?, thorvg: ThorVG?, at1080p: Bool) throws {
    print("— Lottie frames against rlottie and ThorVG, \(at1080p ? "fitted into 1920 × 1080" : "at their own size")"
          + " (CPU time of the process, per frame) —")
    guard rlottie != nil || thorvg != nil else {
        print("lottie: rlottie and ThorVG skipped (run Scripts/lottie-benchmark.sh, or give --rlottie PATH "
              + "to librlottie.so and --thorvg PATH to libthorvg-1.so)")
        return
    }
    var logRatios: [String: [Double]] = [:]
    for file in sampleFiles() {
        guard let data = try? Data(contentsOf: file), let animation = try? LottieAnimation(contentsOf: file) else { continue }
        let name = file.deletingPathExtension().lastPathComponent
        if hasTextLayers(file) {
            print(padded(name) + " skipped: text layers, which rlottie does not draw and ThorVG draws from glyph data only")
            continue
        }
        let tree = try RenderTree(try animation.makeLayer())
        let size = tree.root.bounds.size
        let scale = at1080p ? min(1920 / size.width, 1080 / size.height) : 1
        let renderer = Renderer(scale: scale)
        let buffer = FrameBuffer()
        let frames = (0..<8).map { animation.startFrame + Double($0) * (animation.endFrame - animation.startFrame - 1) / 7 }
        let fromStart = frames.map { $0 - animation.startFrame }
        var bodies: [(name: String, body: () throws -> Void)] = [
            ("\(name): Lamina, 8 frames", {
                for frame in frames { _ = try renderer.render(tree, at: animation.time(ofFrame: frame), into: buffer) }
            }),
        ]
        var references: [String] = []
        if let reference = rlottie?.frames(of: file, scale: Double(scale)) {
            bodies.append(("\(name): rlottie, 8 frames", { reference.render(fromStart) }))
            references.append("rlottie")
        }
        if let reference = thorvg?.frames(of: data, folder: file.deletingLastPathComponent().path, scale: Double(scale)) {
            bodies.append(("\(name): ThorVG, 8 frames", { reference.render(fromStart) }))
            references.append("ThorVG")
        }
        guard !references.isEmpty else { continue }
        let times = try measureInterleaved(bodies, rounds: 9, clock: .process).map { $0.judgedMilliseconds }
        var line = padded(name) + String(format: " Lamina %8.3f ms", times[0] / 8)
        for (index, reference) in references.enumerated() {
            let ratio = times[0] / times[index + 1]
            line += String(format: "  %@ %8.3f ms %6.3f ×", reference, times[index + 1] / 8, ratio)
            logRatios[reference, default: []].append(log(ratio))
        }
        print(line)
    }
    printGeometricMeans(logRatios, goals: ["rlottie": 1, "ThorVG": 1])
}

/// Prints the geometric mean of each reference's ratios (`logRatios`: their logarithms), judged
/// against its goal in `goals` where it has one.
private func printGeometricMeans(_ logRatios: [String: [Double]], goals: [String: Double]) {
    for reference in ["rlottie", "ThorVG"] {
        guard let logs = logRatios[reference], !logs.isEmpty else { continue }
        let mean = exp(logs.reduce(0, +) / Double(logs.count))
        let judged = goals[reference].map { String(format: "  (goal ≤ %.1f×: %@)", $0, mean <= $0 ? "met" : "missed") } ?? ""
        print("\(padded("geometric mean, Lamina / \(reference) (\(logs.count) samples)")) \(String(format: "%8.3f", mean)) ×" + judged)
    }
}

/// Whether the Lottie file at `url` has a text layer (`ty` 5) at its top level or in a
/// precomposition: rlottie draws nothing for those, so timing their frames against it would
/// compare a drawing with an empty buffer.
private func hasTextLayers(_ url: URL) -> Bool {
    guard let data = try? Data(contentsOf: url),
          let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
    let assets = root["assets"] as? [[String: Any]] ?? []
    let layerLists = [root["layers"]] + assets.map { $0["layers"] }
    return layerLists.contains { list in
        (list as? [[String: Any]] ?? []).contains { ($0["ty"] as? Int) == 5 }
    }
}

/// Times loading each sample through Lamina, rlottie and ThorVG, in turns, and prints the ratios.
private func benchmarkLoading(rlottie: RLottie?, thorvg: ThorVG?) throws {
    print("— Loading Lottie files against rlottie and ThorVG (CPU time of the process, per load) —")
    try compareWithReferences(rlottie: rlottie, thorvg: thorvg, what: "load", goals: ["rlottie": 2]) { sample in
        [
            ("Lamina", { _ = try RenderTree(try LottieAnimation(data: sample.data, baseURL: sample.base).makeLayer()) }),
            ("rlottie", { _ = rlottie?.load(sample.json, folder: sample.folder) }),
            ("ThorVG", thorvg?.load(sample.data, folder: sample.folder) == true
                ? { _ = thorvg?.load(sample.data, folder: sample.folder) } : nil),
        ]
    }
}

/// Times loading each sample and drawing its first frame at its own size through Lamina,
/// rlottie and ThorVG, in turns, and prints the ratios (no goal: the issue's is on loading).
private func benchmarkFirstFrames(rlottie: RLottie?, thorvg: ThorVG?) throws {
    print("— Time to the first frame: loading and drawing it at the file's size (CPU time of the process) —")
    try compareWithReferences(rlottie: rlottie, thorvg: thorvg, what: "first frame", goals: [:],
                              skipsText: true) { sample in
        [
            ("Lamina", {
                let animation = try LottieAnimation(data: sample.data, baseURL: sample.base)
                _ = try Renderer().render(try RenderTree(try animation.makeLayer()), at: 0)
            }),
            ("rlottie", { _ = rlottie?.firstFrame(sample.json, folder: sample.folder) }),
            ("ThorVG", thorvg?.frames(of: sample.data, folder: sample.folder, scale: 1) != nil
                ? { thorvg?.frames(of: sample.data, folder: sample.folder, scale: 1)?.render([0]) } : nil),
        ]
    }
}

/// One sample file as the comparisons read it.
private struct LoadSample {
    let data: Data, json: String, base: URL, folder: String
}

/// Times the bodies `bodies` gives for each of the loading samples that Lamina and rlottie
/// read (those without text layers when `skipsText`), Lamina's first and the references that
/// have one, in turns, and prints each sample's ratios and their geometric means.
private func compareWithReferences(rlottie: RLottie?, thorvg: ThorVG?, what: String, goals: [String: Double],
                                   skipsText: Bool = false,
                                   bodies: (LoadSample) -> [(String, (() throws -> Void)?)]) throws {
    guard let rlottie else {
        print("lottie \(what): rlottie skipped (run Scripts/lottie-benchmark.sh, or give --rlottie PATH to librlottie.so)")
        return
    }
    var logRatios: [String: [Double]] = [:]
    for file in sampleFiles(lottieIOSLoadSamples) where !(skipsText && hasTextLayers(file)) {
        let base = file.deletingLastPathComponent()
        guard let data = try? Data(contentsOf: file), (try? LottieAnimation(data: data, baseURL: base)) != nil else { continue }
        let sample = LoadSample(data: data, json: String(decoding: data, as: UTF8.self), base: base, folder: base.path)
        guard rlottie.load(sample.json, folder: sample.folder) else { continue }
        let name = file.deletingPathExtension().lastPathComponent
        let timed = bodies(sample).compactMap { entry in entry.1.map { (name: entry.0, body: $0) } }
        let times = try measureInterleaved(timed.map { ("\(name): \($0.name) \(what)", $0.body) }, rounds: 9, clock: .process)
            .map { $0.judgedMilliseconds }
        var line = padded(name) + String(format: " Lamina %8.3f ms", times[0])
        for index in timed.indices.dropFirst() {
            let ratio = times[0] / times[index]
            line += String(format: "  %@ %8.3f ms %6.3f ×", timed[index].name, times[index], ratio)
            logRatios[timed[index].name, default: []].append(log(ratio))
        }
        print(line)
    }
    printGeometricMeans(logRatios, goals: goals)
}

/// The Lottie files to time: `names` in lottie-ios's samples when a checkout is given, else
/// Lamina's own.
private func sampleFiles(_ names: [String] = lottieIOSSamples) -> [URL] {
    if let checkout = lottieIOSOption ?? ProcessInfo.processInfo.environment["LAMINA_LOTTIE_IOS"] {
        let samples = URL(fileURLWithPath: checkout).appendingPathComponent("Tests/Samples")
        return names.map { samples.appendingPathComponent("\($0).json") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }
    print("lottie: lottie-ios not given (--lottie-ios CHECKOUT); timing Samples/Lottie")
    let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Samples/Lottie")
    return ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
        .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
}

/// `lamina frames` of Samples/Lottie/loader.json (2 s at 30 fps, 120 × 120 points, at scale 4)
/// into a PNG folder: --jobs 2 against --jobs 1 in turns, and the peak memory of exporting 60
/// frames against 600 (the same animation for 20 s, its last frame held).
///
/// The frames go to a new folder per run in memory (/dev/shm, where it exists), so that the
/// ratio measures Lamina rather than the disk. On an ext4 file system without a journal, such
/// as this machine's, creating a file scans past every inode deleted in the folder's block
/// group in the last one to six minutes: frame files cost 0.03–0.05 ms each in a quiet folder
/// and 0.56–0.67 ms in a temporary folder that test runs churn. That cost falls on the thread
/// that writes the frames, and varies with what other programs deleted.
private func benchmarkFrameExport() throws {
    print("— lamina frames of a 2-s Lottie animation (loader.json, 60 frames, 480 px) —")
    let package = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let input = package.appendingPathComponent("Samples/Lottie/loader.json")
    guard let lamina = siblingExecutable("lamina"), FileManager.default.fileExists(atPath: input.path) else {
        return print("lottie frames: skipped (run from the package folder after Scripts/build-release.sh lamina)")
    }
    let memory = URL(fileURLWithPath: "/dev/shm")
    let parent = FileManager.default.isWritableFile(atPath: memory.path) ? memory : package.appendingPathComponent(".build")
    let folder = parent.appendingPathComponent("lamina-bench-frames-\(getpid())")
    print("frames written to \(folder.path)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var runs = 0
    func export(jobs: Int, seconds: Int = 2) throws -> (milliseconds: Double, peakKB: Int) {
        runs += 1
        let output = folder.appendingPathComponent("\(runs)-jobs\(jobs)-\(seconds)s").path
        var peak = 0
        let milliseconds = try time {
            peak = try runProcess(lamina, ["frames", input.path, "-o", output, "--scale", "4", "--jobs", "\(jobs)",
                                           "--duration", "\(seconds)"])
        }
        return (milliseconds, peak)
    }
    _ = try export(jobs: 2)
    var one: [Double] = [], two: [Double] = []
    for _ in 0..<7 {
        one.append(try export(jobs: 1).milliseconds)
        two.append(try export(jobs: 2).milliseconds)
    }
    report(Measurement(name: "lamina frames --jobs 1", milliseconds: median(one), cpuMilliseconds: nil))
    report(Measurement(name: "lamina frames --jobs 2", milliseconds: median(two), cpuMilliseconds: nil))
    reportSpeedup("speed-up in wall time, 2 jobs over 1", slow: median(one), fast: median(two), atLeast: 1.8)
    let short = try export(jobs: 2).peakKB, long = try export(jobs: 2, seconds: 20).peakKB
    print(padded("peak memory, 60 frames, --jobs 2") + " \(short) kB")
    print(padded("peak memory, 600 frames, --jobs 2") + " \(long) kB")
    reportRatio("peak memory, 600 / 60 frames", Measurement(name: "", milliseconds: Double(long), cpuMilliseconds: nil),
                Measurement(name: "", milliseconds: Double(short), cpuMilliseconds: nil), goal: 1.2)
}
