// One machine's share of a job split over many: frames of an export, scripts of a batch, cases
// of a golden folder. Shards take every N-th item from the K-th of a list every machine sees in
// the same order, so N machines together do exactly one machine's work.

/// Every `count`-th item starting at `index`: one machine's share of a long render.
///
/// Items are dealt round-robin (item `i` belongs to shard `i % count`), not cut into
/// contiguous blocks: neighbours in a sorted list tend to cost alike (one icon set, one scene),
/// so dealing them out evens the shards' times, and a shard's items do not depend on how many
/// items the list holds past them.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// Which share, 0 ≤ index < count.
    public let index: Int
    /// How many shares.
    public let count: Int

    /// Creates a shard.
    /// - Throws: ``ExportError/invalidSetting(_:)`` unless `0 ≤ index < count`.
    public init(index: Int, count: Int) throws {
        guard count > 0, (0..<count).contains(index) else {
            throw ExportError.invalidSetting("shard: expected K/N with 0 ≤ K < N, found \(index)/\(count)")
        }
        self.index = index
        self.count = count
    }

    /// `"K/N"`.
    public var description: String { "\(index)/\(count)" }

    /// The positions of this shard's items in a list of `total`: `index`, `index + count`, …
    public func indices(of total: Int) -> StrideTo<Int> { stride(from: index, to: max(total, 0), by: count) }

    /// This shard's share of `items`, a list every shard sees in the same order.
    public func share<Items: Collection>(of items: Items) -> [Items.Element] {
        Array(items.enumerated().lazy.filter { $0.offset % count == index }.map(\.element))
    }

    /// This shard's share of `inputs` (paths or names) as a pure function of the set: the
    /// inputs are sorted by their UTF-8 bytes (as `LC_ALL=C sort` orders them, whatever the
    /// locale or the order they were given in), duplicates dropped, then dealt out.
    public func share(ofInputs inputs: [String]) -> [String] {
        share(of: Self.sortedInputs(inputs))
    }

    /// `inputs` sorted by their UTF-8 bytes with duplicates dropped: the order shards deal.
    /// Bytes, not `String`'s comparison, which takes canonically equivalent names (a composed
    /// and a decomposed "é") as equal and would leave their order to chance.
    public static func sortedInputs(_ inputs: [String]) -> [String] {
        let sorted = inputs.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var unique: [String] = []
        unique.reserveCapacity(sorted.count)
        for input in sorted where unique.last.map({ !$0.utf8.elementsEqual(input.utf8) }) ?? true {
            unique.append(input)
        }
        return unique
    }
}
