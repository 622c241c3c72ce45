// An `<image>`'s `href` as the key of the resolver's image cache. A `data:` URL is often a
// megabyte of base64, and a Dictionary hashes its whole key on every lookup and insertion: a
// card deck of 14 embedded pictures spent 7 % of its load hashing them. The key hashes the
// length and the first and last 64 bytes instead (two URLs alike there but different in the
// middle fall in one bucket and are told apart by comparing them whole).

/// A cache key for an image reference that hashes in constant time.
struct ImageHref: Hashable {
    /// The reference, trimmed.
    let value: String

    init(_ value: String) { self.value = value }

    /// The bytes each end contributes to the hash.
    private static let sampledBytes = 64

    func hash(into hasher: inout Hasher) {
        let bytes = value.utf8
        hasher.combine(bytes.count)
        for byte in bytes.prefix(Self.sampledBytes) { hasher.combine(byte) }
        for byte in bytes.suffix(Self.sampledBytes) { hasher.combine(byte) }
    }
}
