// Checking one image against its golden under a record mode: the logic behind assertGolden,
// free of any test framework so it can be tested and reused directly.
import Foundation
import LaminaRender

/// What ``GoldenStore/check(_:test:name:tolerance:record:)`` found.
public struct GoldenCheckResult: Sendable {
    /// True when the image matched its golden within the tolerance and nothing was recorded.
    public let passed: Bool
    /// Why the check failed, naming the files to open; empty when it passed.
    public let message: String
    /// The golden's file.
    public let goldenURL: URL
    /// The comparison, when both images could be compared.
    public let diff: ImageDiffResult?
    /// True when the golden file was written (created or overwritten) by this check.
    public let recorded: Bool
    /// The artifact files written by this check (none when it passed).
    public let artifacts: [URL]
}

extension GoldenStore {
    /// Compares `actual` with the golden `<test>.<name>.png` and applies the record mode.
    ///
    /// - A missing golden fails; with ``RecordMode/missing``, ``RecordMode/failed`` or
    ///   ``RecordMode/all`` it is written first. With ``RecordMode/never`` only the actual
    ///   image is written, as an artifact, so CI runs can hand it over.
    /// - A golden outside `tolerance` fails, leaving actual, golden and diff images in
    ///   ``artifactsDirectory``; ``RecordMode/failed`` and ``RecordMode/all`` also overwrite it.
    /// - ``RecordMode/all`` overwrites every golden and always fails.
    /// - A passing check removes artifacts left by earlier failing runs of the same golden.
    /// - Parameters:
    ///   - test: the test's name (see ``testName(fromFunction:)``).
    ///   - name: the golden's name within the test.
    ///   - tolerance: default `GoldenTolerance()`: no mismatched pixel at threshold 0.1.
    ///   - record: when to write the golden.
    public func check(_ actual: Image, test: String, name: String, tolerance: GoldenTolerance = GoldenTolerance(),
                      record: RecordMode) -> GoldenCheckResult {
        let goldenURL = goldenURL(test: test, name: name)
        let files = artifacts(test: test, name: name)
        let label = "golden \"\(GoldenStore.baseName(test: test, name: name))\""
        var written: [URL] = []
        func result(_ passed: Bool, _ message: String, diff: ImageDiffResult? = nil, recorded: Bool = false) -> GoldenCheckResult {
            GoldenCheckResult(passed: passed, message: message, goldenURL: goldenURL, diff: diff,
                              recorded: recorded, artifacts: written.filter { $0 != goldenURL })
        }
        do {
            try tolerance.validate()
            guard FileManager.default.fileExists(atPath: goldenURL.path) else {
                if record == .never {
                    try write(actual, to: files.actual, &written)
                    return result(false, "\(label): no golden at \(goldenURL.path) (record mode never).\n"
                                  + "  actual: \(files.actual.path)\n"
                                  + "  Run with \(RecordMode.environmentVariable)=missing to record it.")
                }
                try write(actual, to: goldenURL, &written)
                return result(false, "\(label): recorded a new golden at \(goldenURL.path) (record mode \(record.rawValue)).\n"
                              + "  Look at it, then run the test again.", recorded: true)
            }
            if record == .all {
                try write(actual, to: goldenURL, &written)
                return result(false, "\(label): re-recorded \(goldenURL.path) (record mode all).\n"
                              + "  Look at it, then run again with \(RecordMode.environmentVariable)=never.", recorded: true)
            }
            let golden = try Image(contentsOf: goldenURL)
            guard golden.width == actual.width, golden.height == actual.height else {
                try write(actual, to: files.actual, &written)
                try write(golden, to: files.golden, &written)
                let rerecorded = try rerecordIfFailed(actual, record, goldenURL, &written)
                return result(false, "\(label) at \(goldenURL.path) is \(golden.width)×\(golden.height) px, "
                              + "actual is \(actual.width)×\(actual.height) px.\n"
                              + "  actual: \(files.actual.path)\n  golden: \(files.golden.path)" + rerecorded,
                              recorded: !rerecorded.isEmpty)
            }
            let diff = try tolerance.imageDiff.compare(golden, actual)
            if tolerance.accepts(diff) {
                for url in files.all { try? FileManager.default.removeItem(at: url) }
                return result(true, "", diff: diff)
            }
            try write(actual, to: files.actual, &written)
            try write(golden, to: files.golden, &written)
            if let diffImage = diff.diffImage { try write(diffImage, to: files.diff, &written) }
            let rerecorded = try rerecordIfFailed(actual, record, goldenURL, &written)
            return result(false, "\(label) at \(goldenURL.path) does not match: \(diff.summary); "
                          + "allowed \(tolerance).\n"
                          + "  actual: \(files.actual.path)\n  golden: \(files.golden.path)\n"
                          + "  diff:   \(files.diff.path) (grey: golden, red: mismatch, yellow: anti-aliasing)"
                          + rerecorded, diff: diff, recorded: !rerecorded.isEmpty)
        } catch {
            return result(false, "\(label): \(error)")
        }
    }

    /// Overwrites the golden in record mode `failed`; returns a sentence saying so, or "".
    private func rerecordIfFailed(_ actual: Image, _ record: RecordMode, _ goldenURL: URL,
                                  _ written: inout [URL]) throws -> String {
        guard record == .failed else { return "" }
        try write(actual, to: goldenURL, &written)
        return "\n  Re-recorded the golden (record mode failed): look at it, then run the test again."
    }

    /// Writes a PNG atomically, creating its folder, and notes the file.
    private func write(_ image: Image, to url: URL, _ written: inout [URL]) throws {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw RenderError.io(path: url.deletingLastPathComponent().path,
                                 reason: "cannot create the folder (\(error.localizedDescription))")
        }
        try image.writePNG(to: url)
        written.append(url)
    }
}
