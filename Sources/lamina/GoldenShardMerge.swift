// Joining shard reports into the whole run, once they are shown to cover every case of the
// folder exactly once: same run (shard count, cases, their fingerprint, tolerance), each shard
// once, none missing, and each shard holding exactly the cases its index deals it.
import Lamina

/// The cases of shard reports of one `golden verify` run, in the folder's order.
struct GoldenShardMerge {
    /// Every case of the folder, in its order.
    let entries: [GoldenReportEntry]
    /// The tolerance the shards checked with.
    let tolerance: String

    /// Checks that `reports` (each with the path it was read from) are the shards of one run,
    /// each once, and joins them.
    /// - Throws: ``CLIError`` naming the report (or the shard) that is missing, repeated, of
    ///   another run, or holds other cases than its shard's.
    init(_ reports: [(path: String, report: GoldenShardReport)]) throws {
        guard let (firstPath, first) = reports.first else {
            throw CLIError("--merge: expected shard reports, found none")
        }
        let count = try first.checkedShard(path: firstPath).count
        var owners: [Int: String] = [:]
        var merged: [(index: Int, entry: GoldenReportEntry)] = []
        for (path, report) in reports {
            let shard = try report.checkedShard(path: path)
            guard shard.count == count, report.cases == first.cases, report.inputs == first.inputs else {
                throw CLIError("\(path): expected a shard of the run \(firstPath) is from (\(count) shards of "
                               + "\(first.cases) cases, inputs \(first.inputs)), found shard \(shard) of "
                               + "\(report.cases) cases, inputs \(report.inputs)")
            }
            guard report.tolerance == first.tolerance else {
                throw CLIError("\(path): expected the tolerance of \(firstPath) (\(first.tolerance)), found "
                               + "\(report.tolerance)")
            }
            if let other = owners[shard.index] {
                throw CLIError("\(path): expected each shard once, found shard \(shard) in \(other) too")
            }
            owners[shard.index] = path
            let expected = Array(shard.indices(of: report.cases))
            let found = report.results.map(\.index)
            guard found == expected else {
                throw CLIError("\(path): expected the \(expected.count) cases of shard \(shard) (places "
                               + "\(shard.index), \(shard.index + count), … of \(report.cases)), found \(found.count) others")
            }
            merged += try report.entries(path: path)
        }
        let missing = (0..<count).filter { owners[$0] == nil }
        guard missing.isEmpty else {
            let names = missing.map { "\($0)/\(count)" }.joined(separator: ", ")
            let cases = missing.reduce(0) { total, index in
                total + ((try? Shard(index: index, count: count)).map { Array($0.indices(of: first.cases)).count } ?? 0)
            }
            throw CLIError("missing shard\(missing.count == 1 ? "" : "s") \(names) (\(cases) of \(first.cases) cases "
                           + "not verified): expected one report for each of \(count) shards, found \(reports.count)")
        }
        entries = merged.sorted { $0.index < $1.index }.map(\.entry)
        tolerance = first.tolerance
    }
}
