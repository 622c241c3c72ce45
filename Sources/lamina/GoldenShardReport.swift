// What `lamina golden verify --report-data FILE` writes: a shard's results as JSON, with its
// failures' images in a folder beside it, for `lamina golden report --merge` to join.
import Foundation
import Lamina
import LaminaRender

/// The results of one shard of a `golden verify` run (the whole run is shard 0/1), and what
/// the merge needs to check that shards cover a folder's cases exactly once: the shard, how
/// many cases the folder holds and a fingerprint of their names.
///
/// ```json
/// {"format": "lamina-golden-shard-report", "version": 1, "shard": {"index": 1, "count": 4},
///  "cases": 40, "inputs": "fnv1a64:…", "tolerance": "…",
///  "results": [{"index": 1, "name": "moved", "failure": "mismatch: …",
///               "golden": "shard-1-images/moved.golden.png", "actual": "…", "diff": "…"}, …]}
/// ```
struct GoldenShardReport: Codable, Equatable {
    /// Which shard, as two numbers.
    struct ShardNumbers: Codable, Equatable {
        /// K, from 0.
        var index: Int
        /// N.
        var count: Int
    }

    /// One case's result; image paths are relative to the report's folder.
    struct Result: Codable, Equatable {
        /// The case's place among all the folder's cases, from 0.
        var index: Int
        /// The case's name.
        var name: String
        /// Why it failed; nil when it passed.
        var failure: String?
        /// The golden image of a failure, when there is one.
        var golden: String?
        /// The rendered input of a failure, when it rendered.
        var actual: String?
        /// The diff image of a failure, when the two could be compared.
        var diff: String?
    }

    /// The value of `format` that marks the file.
    static let formatName = "lamina-golden-shard-report"
    /// The version of the format this build writes and reads.
    static let currentVersion = 1

    /// Always ``formatName``.
    var format = Self.formatName
    /// Always ``currentVersion``.
    var version = Self.currentVersion
    /// The shard these results are.
    var shard: ShardNumbers
    /// How many cases the whole folder holds, over all shards.
    var cases: Int
    /// ``GoldenCase/fingerprint(of:)`` of all the folder's cases.
    var inputs: String
    /// The tolerance, as `GoldenTolerance` describes it.
    var tolerance: String
    /// This shard's cases, in the folder's order.
    var results: [Result]

    /// Writes the report of `entries` (each with its place among `cases`) as shard `shard`,
    /// with the failures' images in `<name>-images/` beside `url`, each file atomically.
    /// - Throws: `RenderError.io` naming the file that could not be written.
    static func write(_ entries: [(index: Int, entry: GoldenReportEntry)], shard: Shard, of cases: [GoldenCase],
                      tolerance: String, to url: URL) throws {
        let images = GoldenReportEntry.imagesFolder(beside: url)
        var results: [Result] = []
        for (index, entry) in entries {
            let files = try entry.writeImages(into: images.url).map { $0.map { "\(images.name)/\($0)" } }
            func file(_ kind: Int) -> String? { files.indices.contains(kind) ? files[kind] : nil }
            results.append(Result(index: index, name: entry.name, failure: entry.failure, golden: file(0),
                                  actual: file(1), diff: file(2)))
        }
        let report = GoldenShardReport(shard: ShardNumbers(index: shard.index, count: shard.count), cases: cases.count,
                                       inputs: GoldenCase.fingerprint(of: cases), tolerance: tolerance, results: results)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFile.createFolder(url.deletingLastPathComponent())
        try AtomicFile.write(try encoder.encode(report) + Data("\n".utf8), to: url)
    }
}

extension GoldenShardReport {

    /// Reads the report at `path`.
    /// - Throws: ``CLIError`` naming the file when it cannot be read or is no shard report of
    ///   this version.
    init(contentsOfFile path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else { throw CLIError("\(path): cannot read the file") }
        do {
            self = try JSONDecoder().decode(Self.self, from: data)
        } catch {
            throw CLIError("\(path): expected a shard report written by lamina golden verify --report-data, found "
                           + "data that is not one (\(error))")
        }
        guard format == Self.formatName, version == Self.currentVersion else {
            throw CLIError("\(path): expected a \(Self.formatName) of version \(Self.currentVersion), found "
                           + "\(format) of version \(version)")
        }
    }

    /// The shard, checked.
    /// - Throws: ``CLIError`` naming `path` unless 0 ≤ index < count.
    func checkedShard(path: String) throws -> Shard {
        do { return try Shard(index: shard.index, count: shard.count) } catch { throw CLIError("\(path): \(error)") }
    }

    /// The results as report entries, their images the files beside the report at `path`.
    /// - Throws: ``CLIError`` naming `path` for an image path that is absolute or leaves the
    ///   report's folder (`..`): a report names only its own images.
    func entries(path: String) throws -> [(index: Int, entry: GoldenReportEntry)] {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        return try results.map { result in
            let images = try [result.golden, result.actual, result.diff].map { file -> GoldenReportImage? in
                guard let file else { return nil }
                guard !file.hasPrefix("/"), !file.split(separator: "/").contains("..") else {
                    throw CLIError("\(path): expected image paths inside the report's folder, found \(file)")
                }
                return .file(folder.appendingPathComponent(file))
            }
            return (result.index, GoldenReportEntry(name: result.name, failure: result.failure,
                                                    images: result.failure == nil ? [] : images))
        }
    }
}
