// One case as the golden reports show it, whether it was verified in this process (its images
// in memory) or read back from a shard's report data (its images in files beside the data).
import Foundation
import LaminaRender

/// A golden case's name, its failure and, for a failure, its golden, actual and diff images.
struct GoldenReportEntry {
    /// The kinds of image a failure shows, in the order shown and in the order of `images`.
    static let kinds = ["golden", "actual", "diff"]

    /// The case's name.
    let name: String
    /// Nil when the case passed; otherwise why it failed, in one line.
    let failure: String?
    /// For a failure, one image per kind in ``kinds`` (nil where there is none, e.g. no diff
    /// without a golden); empty for a case that passed.
    let images: [GoldenReportImage?]

    /// True when the case matched within the tolerance.
    var passed: Bool { failure == nil }

    /// The folder a report at `url` keeps its images in, `<report name>-images/` beside it: its
    /// name (for relative links) and its URL.
    static func imagesFolder(beside url: URL) -> (name: String, url: URL) {
        let name = "\(url.deletingPathExtension().lastPathComponent)-images"
        return (name, url.deletingLastPathComponent().appendingPathComponent(name, isDirectory: true))
    }

    /// Writes the images into `folder` (created when there are any) as `NAME.KIND.png`, each
    /// atomically; the file names, one per kind, nil where there is no image.
    /// - Throws: `RenderError.io` naming the file or folder that could not be written.
    func writeImages(into folder: URL) throws -> [String?] {
        var names: [String?] = []
        for (kind, image) in zip(Self.kinds, images) {
            guard let image else {
                names.append(nil)
                continue
            }
            let file = "\(name).\(kind).png"
            try AtomicFile.createFolder(folder)
            try image.write(to: folder.appendingPathComponent(file))
            names.append(file)
        }
        return names
    }
}

/// An image a report shows: pixels to encode, or a PNG file to copy as it is.
enum GoldenReportImage {
    /// Pixels rendered or read in this process.
    case pixels(Image)
    /// A PNG written by an earlier run (a shard's report data).
    case file(URL)

    /// Writes the PNG at `url`, atomically.
    /// - Throws: `RenderError.io` naming the file that could not be read or written.
    func write(to url: URL) throws {
        switch self {
        case .pixels(let image):
            try image.writePNG(to: url)
        case .file(let source):
            guard let data = FileManager.default.contents(atPath: source.path) else {
                throw RenderError.io(path: source.path, reason: "cannot read the image")
            }
            try AtomicFile.write(data, to: url)
        }
    }
}
