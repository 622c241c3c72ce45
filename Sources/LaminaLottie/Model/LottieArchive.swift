// Lottie animations in ZIP archives. A dotLottie (`.lottie`) archive (dotlottie.io's format,
// versions 1 and 2) holds `manifest.json` (`animations`: a list of `{ "id": … }`), each animation
// as `animations/ID.json` (version 1) or `a/ID.json` (version 2), and its pictures under
// `images/` or `i/`; the manifest's first animation plays, as dotLottie players start with it.
// Version 2's themes (`t/ID.json`, listed in the manifest's `themes`) are read too, for
// DotLottieTheme.swift.
// A plain ZIP file, as lottie-android reads them (designers zip the exported JSON with its
// `images/` folder, and macOS adds `__MACOSX/` resource forks), plays its first JSON file, its
// pictures found beside the JSON or, failing that, by file name anywhere in the archive.
// The archive is read from its bytes (ZipDirectory.swift). The animation and the pictures
// (PNG, JPEG, WebP and GIF files, and whatever dotLottie's picture folders hold) are read at
// once, all together under the Lottie file's byte limit, counted as they inflate, so a small
// archive cannot expand into gigabytes; other files (After Effects projects, HTML) are not read.
import Foundation

/// The animation and pictures of a dotLottie archive or a ZIP file.
struct LottieArchive: Sendable {
    /// The first animation's JSON.
    let animation: Data
    /// Where the animation came from, for messages: `animations/ID.json`, `data.json`.
    let animationPath: String
    /// The other JSON files of a plain ZIP file, which do not play; empty for dotLottie.
    let otherAnimationPaths: [String]
    /// The id of the animation that plays, as the manifest names it; nil for a plain ZIP file.
    let animationID: String?
    /// The dotLottie 2 themes' ids, in the manifest's order (`themes`: `{ "id": … }`), then
    /// those only present as `t/ID.json`, by name.
    let themeIDs: [String]
    /// The theme the playing animation starts with (its manifest entry's `initialTheme`); nil for none.
    let initialTheme: String?
    /// Each theme's JSON (`t/ID.json`), by id.
    let themes: [String: Data]
    /// The archive's pictures, by path.
    private let files: [String: Data]

    /// The ZIP signature an archive starts with.
    static func isArchive(_ data: Data) -> Bool { data.starts(with: [0x50, 0x4B, 0x03, 0x04]) }

    /// The most entries an archive may list.
    static let maxEntries = 10_000

    /// Opens `data` and reads its first animation and its pictures.
    /// - Throws: ``LottieError`` when it is not a readable archive, lists no animation, or its
    ///   entries inflate to more than `maxBytes` together.
    init(data: Data, maxBytes: Int) throws {
        let directory = try ZipDirectory(data, maxEntries: Self.maxEntries)
        let entries = directory.entries.filter { !$0.isFolder }
        var budget = maxBytes
        func read(_ entry: ZipDirectory.Entry) throws -> Data { try Self.read(entry, of: data, budget: &budget, total: maxBytes) }
        var id: String?, listedThemes: [String] = [], initialTheme: String?
        if let manifest = try entries.first(where: { $0.path == "manifest.json" }).map(read),
           let object = try? JSONSerialization.jsonObject(with: manifest) as? [String: Any] {
            let first = (object["animations"] as? [[String: Any]])?.first
            id = first?["id"] as? String
            initialTheme = first?["initialTheme"] as? String
            listedThemes = (object["themes"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        }
        let paths = id.map { ["animations/\($0).json", "a/\($0).json"] }
            ?? entries.map(\.path).filter { ($0.hasPrefix("animations/") || $0.hasPrefix("a/")) && $0.hasSuffix(".json") }.sorted()
        let jsonFiles = entries.filter { Self.isShown($0.path) && $0.path.lowercased().hasSuffix(".json") && $0.path != "manifest.json" }
        let dotLottieEntry = paths.lazy.compactMap({ path in entries.first { $0.path == path } }).first
        guard let entry = dotLottieEntry ?? jsonFiles.first else {
            throw LottieError.invalid(path: "", message: "expected a dotLottie archive (manifest.json and animations/ID.json "
                                      + "or a/ID.json) or a ZIP file with a Lottie JSON file, found none")
        }
        animation = try read(entry)
        animationPath = entry.path
        otherAnimationPaths = dotLottieEntry == nil ? jsonFiles.dropFirst().map(\.path) : []
        animationID = dotLottieEntry.map { _ in id ?? String(entry.path.split(separator: "/").last?.dropLast(5) ?? "") }
        var themes: [String: Data] = [:]
        for theme in entries where dotLottieEntry != nil && theme.path.hasPrefix("t/") && theme.path.hasSuffix(".json") {
            themes[String(theme.path.dropFirst(2).dropLast(5))] = try read(theme)
        }
        self.themes = themes
        themeIDs = listedThemes + themes.keys.filter { !listedThemes.contains($0) }.sorted()
        self.initialTheme = initialTheme
        var files: [String: Data] = [:]
        for picture in entries where Self.isPicture(picture.path) {
            files[picture.path] = try read(picture)
        }
        self.files = files
    }

    /// The bytes of the picture an image asset names (`u` + `p`): as written, then beside the
    /// animation, in dotLottie's picture folders (`images/`, `i/`), and by its file name
    /// anywhere in the archive (as lottie-android finds them); nil when there is none.
    func picture(folder: String, name: String) -> Data? {
        let path = String((folder + name).drop { $0 == "/" || $0 == "." })
        let beside = animationPath.split(separator: "/").dropLast().map { $0 + "/" }.joined() + path
        if let data = [path, beside, "images/\(name)", "i/\(name)"].lazy.compactMap({ files[$0] }).first { return data }
        let named = files.keys.filter { $0.split(separator: "/").last.map(String.init) == name }.sorted()
        return named.first.flatMap { files[$0] }
    }

    /// Whether the archive's entry at `path` is a file of the animation's, not macOS's
    /// resource forks (`__MACOSX/`, `._NAME`) or a hidden file (`.DS_Store`).
    private static func isShown(_ path: String) -> Bool {
        !path.hasPrefix("__MACOSX/") && !path.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    /// Whether the entry at `path` is read as a picture: a PNG, JPEG, WebP or GIF file, or
    /// anything in dotLottie's picture folders.
    private static func isPicture(_ path: String) -> Bool {
        guard isShown(path) else { return false }
        if path.hasPrefix("images/") || path.hasPrefix("i/") { return true }
        let suffix = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
        return path.contains(".") && ["png", "jpg", "jpeg", "webp", "gif"].contains(suffix)
    }

    /// `entry` of the archive `data` inflated, its bytes taken from `budget` (what is left of `total`).
    /// - Throws: ``LottieError`` when it would pass the budget or cannot be inflated.
    private static func read(_ entry: ZipDirectory.Entry, of data: Data, budget: inout Int, total: Int) throws -> Data {
        let contents: Data
        do {
            contents = try ZipDirectory.contents(of: entry, in: data, maxBytes: budget)
        } catch .tooLarge {
            throw LottieError.limit(path: "", message: "expected an archive that inflates to at most \(total) "
                                    + "bytes, found more at \(entry.path)")
        } catch .damaged(let reason) {
            throw LottieError.unreadable("the archive's entry \(entry.path) cannot be read (\(reason))")
        }
        budget -= contents.count
        return contents
    }
}
