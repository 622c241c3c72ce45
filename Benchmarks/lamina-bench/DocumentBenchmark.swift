// Large real drawings: reading and resolving a big SVG, against resvg's process on the same
// files, at a tiny output size (16 px wide) so that reading, not drawing, dominates. The files
// are the largest drawing of each package of the real-world corpus that
// Scripts/browser-conformance.sh unpacks from Debian's packages into .build/browser-corpus (a
// card deck, an Inkscape tutorial, desktop artwork, clip art, icons): one per package, so that
// ten translations of one tutorial do not make the set; without the corpus, the group says how
// to get it. Each file is rendered by both
// programs in the same loop (interleaved, medians of 7 rounds after one warm-up); the goal is
// lamina ≤ 1.5× resvg as the geometric mean over the files.
import Foundation

/// Where Scripts/browser-conformance.sh unpacks its corpus.
let documentCorpus = ".build/browser-corpus"

/// Runs and prints the large-document benchmarks.
func runDocumentBenchmarks() throws {
    print("— large real drawings, read and resolved (16 px wide) —")
    guard let (lamina, resvg) = laminaAndResvg(for: "documents") else { return }
    let files = largestDrawingPerPackage(in: documentCorpus)
    guard !files.isEmpty else {
        print("documents: skipped (no \(documentCorpus): run Scripts/browser-conformance.sh once to unpack the corpus)")
        return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-documents-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out.png").path
    var logRatios: [Double] = []
    for file in files {
        let name = "\(URL(fileURLWithPath: file).lastPathComponent) (\(fileSize(file) / 1024) KiB)"
        // A file lamina or resvg cannot render (a limit, an error) is left out of the mean.
        let runs = [[lamina, "render", file, "-o", out, "--width", "16", "--allow-path", "/"], [resvg, "-w", "16", file, out]]
        guard (try? runs.forEach { try runProcess($0[0], Array($0.dropFirst())) }) != nil else {
            print(padded(name) + " skipped: one of the programs failed on it")
            continue
        }
        var laminaTimes: [Double] = [], resvgTimes: [Double] = []
        for _ in 0..<7 {
            laminaTimes.append(try time { try runProcess(runs[0][0], Array(runs[0].dropFirst())) })
            resvgTimes.append(try time { try runProcess(runs[1][0], Array(runs[1].dropFirst())) })
        }
        let l = median(laminaTimes), r = median(resvgTimes)
        logRatios.append(log(l / r))
        print(padded(name) + String(format: " lamina %8.1f ms  resvg %8.1f ms  %6.2f ×", l, r, l / r))
    }
    guard !logRatios.isEmpty else { return }
    let mean = exp(logRatios.reduce(0, +) / Double(logRatios.count))
    print(padded("geometric mean, lamina / resvg (\(logRatios.count) files)") + String(format: " %9.3f ×", mean)
          + (mean <= 1.5 ? "  (goal ≤ 1.5×: met)" : "  (goal ≤ 1.5×: MISSED)"))
}

/// The largest `.svg` file of each package folder under `root` (ties by path), in the
/// packages' order by name; none when `root` does not exist.
func largestDrawingPerPackage(in root: String) -> [String] {
    let packages = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { $0 != "debs" }.sorted()
    return packages.compactMap { package in
        guard let walker = FileManager.default.enumerator(atPath: root + "/" + package) else { return nil }
        var largest: (path: String, size: Int)?
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".svg") else { continue }
            let path = root + "/" + package + "/" + relative
            let size = fileSize(path)
            if largest.map({ (size, $0.path) > ($0.size, path) }) ?? true { largest = (path, size) }
        }
        return largest?.path
    }
}

/// The size of the file at `path` in bytes; 0 when it cannot be read.
func fileSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
}
