// The failure a snapshot comparison reports: how many pixels differ, where the diff image was
// written, and the reference, actual and diff images as attachments.
import Foundation
import LaminaDiff
import LaminaRender
import SnapshotTesting

/// Compares a snapshot with its reference for ``Diffing/image(precision:perceptualPrecision:)``.
enum SnapshotImageDiff {
    /// nil when `actual` matches `reference` within `tolerance`; else the message and the
    /// attachments (reference, actual and diff PNGs). The diff image is also written next to
    /// swift-snapshot-testing's failure artifacts (`SNAPSHOT_ARTIFACTS`, else the temporary
    /// folder), under `lamina-snapshot-diffs/`, and the message says where.
    static func compare(_ reference: Image, _ actual: Image,
                        tolerance: GoldenTolerance) -> (String, [DiffAttachment])? {
        guard reference.width == actual.width, reference.height == actual.height else {
            return ("Lamina: the snapshot is \(actual.width)×\(actual.height) px, the reference "
                    + "\(reference.width)×\(reference.height) px.", attachments(reference, actual, diff: nil))
        }
        let result: ImageDiffResult
        do {
            result = try tolerance.imageDiff.compare(reference, actual)
        } catch {
            return ("Lamina: the images could not be compared: \(error)", attachments(reference, actual, diff: nil))
        }
        guard !tolerance.accepts(result) else { return nil }
        var message = "Lamina: \(result.mismatchedPixels) of \(result.pixelCount) pixels differ "
            + String(format: "(%.3f %%", result.mismatchPercent) + "; the tolerance is \(tolerance))."
        if let diff = result.diffImage, let path = write(diff) { message += "\nDiff image: \(path)" }
        return (message, attachments(reference, actual, diff: result.diffImage))
    }

    /// The reference, actual and (when there is one) diff images as PNG attachments.
    private static func attachments(_ reference: Image, _ actual: Image, diff: Image?) -> [DiffAttachment] {
        let named = [("reference", reference), ("actual", actual)] + (diff.map { [("difference", $0)] } ?? [])
        return named.compactMap { name, image in (try? image.pngData()).map { DiffAttachment.data($0, name: name) } }
    }

    /// Writes `diff` as a PNG under the artifacts folder; its path, or nil when it could not be written.
    private static func write(_ diff: Image) -> String? {
        let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let folder = URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent("lamina-snapshot-diffs")
        let file = folder.appendingPathComponent("diff-\(UUID().uuidString).png")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try AtomicFile.write(try diff.pngData(), toPath: file.path)
            return file.path
        } catch {
            return nil
        }
    }
}
