// dotLottie (`.lottie`) archives (dotlottie.io's format, versions 1 and 2): a ZIP file, read with
// ZIPFoundation from a temporary file, holding `manifest.json` (`animations`: a list of `{ "id": … }`), each animation
// as `animations/ID.json` (version 1) or `a/ID.json` (version 2), and its pictures under
// `images/` or `i/`. The manifest's first animation plays, as dotLottie players start with it.
// The entries are read at once, all together under the Lottie file's byte limit, counted as
// they inflate, so a small archive cannot expand into gigabytes.
import Foundation
import ZIPFoundation

/// The animation and pictures of a dotLottie archive.
struct DotLottieArchive: Sendable {
    /// The first animation's JSON.
    let animation: Data
    /// Where the animation came from, for messages: `animations/ID.json`.
    let animationPath: String
    /// The archive's files other than JSON (the pictures of image assets), by path.
    private let files: [String: Data]

    /// The ZIP signature a dotLottie file starts with.
    static func isArchive(_ data: Data) -> Bool { data.starts(with: [0x50, 0x4B, 0x03, 0x04]) }

    /// The most entries an archive may list.
    static let maxEntries = 10_000

    /// Opens `data` and reads its first animation and its pictures.
    /// - Throws: ``LottieError`` when it is not a readable archive, lists no animation, or its
    ///   entries inflate to more than `maxBytes` together.
    init(data: Data, maxBytes: Int) throws {
        // ZIPFoundation reads from a file: its in-memory archives trap on offsets past the end,
        // which a damaged archive gives. The file goes as soon as everything is read.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-\(UInt64.random(in: .min ... .max)).lottie")
        do {
            try data.write(to: file, options: .withoutOverwriting)
        } catch {
            throw LottieError.unreadable("the dotLottie archive cannot be staged in \(file.path) (\(error.localizedDescription))")
        }
        defer { try? FileManager.default.removeItem(at: file) }
        let archive: Archive
        do {
            archive = try Archive(url: file, accessMode: .read)
        } catch {
            throw LottieError.unreadable("expected a dotLottie archive (a ZIP file), found one that cannot be read (\(error))")
        }
        var entries: [Entry] = []
        for entry in archive where entry.type == .file {
            entries.append(entry)
            guard entries.count <= Self.maxEntries else {
                throw LottieError.limit(path: "", message: "expected a dotLottie archive of at most \(Self.maxEntries) files, found more")
            }
        }
        var budget = maxBytes
        func read(_ entry: Entry) throws -> Data { try Self.read(archive, entry, budget: &budget, total: maxBytes) }
        var id: String?
        if let manifest = try entries.first(where: { $0.path == "manifest.json" }).map(read),
           let object = try? JSONSerialization.jsonObject(with: manifest) as? [String: Any],
           let animations = object["animations"] as? [[String: Any]] {
            id = animations.first?["id"] as? String
        }
        let paths = id.map { ["animations/\($0).json", "a/\($0).json"] }
            ?? entries.map(\.path).filter { ($0.hasPrefix("animations/") || $0.hasPrefix("a/")) && $0.hasSuffix(".json") }.sorted()
        guard let entry = paths.lazy.compactMap({ path in entries.first { $0.path == path } }).first else {
            throw LottieError.invalid(path: "", message: "expected a dotLottie archive with an animation (manifest.json and "
                                      + "animations/ID.json or a/ID.json), found none")
        }
        animation = try read(entry)
        animationPath = entry.path
        var files: [String: Data] = [:]
        for picture in entries where !picture.path.lowercased().hasSuffix(".json") {
            files[picture.path] = try read(picture)
        }
        self.files = files
    }

    /// The bytes of the picture an image asset names (`u` + `p`), looked up in the archive as
    /// written, then in its picture folders (`images/`, `i/`); nil when there is none.
    func picture(folder: String, name: String) -> Data? {
        let path = String((folder + name).drop { $0 == "/" || $0 == "." })
        return [path, "images/\(name)", "i/\(name)"].lazy.compactMap { files[$0] }.first
    }

    /// `entry` inflated, its bytes taken from `budget` (what is left of `total`).
    /// - Throws: ``LottieError`` when it would pass the budget or cannot be inflated.
    private static func read(_ archive: Archive, _ entry: Entry, budget: inout Int, total: Int) throws -> Data {
        let limit = budget
        let tooLarge = LottieError.limit(path: "", message: "expected a dotLottie archive that inflates to at most \(total) "
                                         + "bytes, found more at \(entry.path)")
        guard entry.uncompressedSize <= UInt64(limit) else { throw tooLarge }
        var data = Data()
        do {
            _ = try archive.extract(entry) { chunk in
                // The header's size can lie: count what actually inflates.
                guard data.count + chunk.count <= limit else { throw ArchiveSizeExceeded() }
                data.append(chunk)
            }
        } catch is ArchiveSizeExceeded {
            throw tooLarge
        } catch {
            throw LottieError.unreadable("the dotLottie entry \(entry.path) cannot be read (\(error))")
        }
        budget -= data.count
        return data
    }
}

/// An entry inflated past the limit (stops ZIPFoundation's extraction).
private struct ArchiveSizeExceeded: Error {}
