// The mutations of the randomized reader tests (shape scripts, Lottie files): bytes flipped,
// inserted, deleted, spans duplicated or cut, and hostile tokens of the format spliced in.

/// Mutates byte strings with a seeded generator and a list of the format's tokens.
public struct ByteMutator: Sendable {
    /// Tokens that reach the corners of the format's grammar.
    public let tokens: [String]

    /// A mutator splicing in `tokens`.
    public init(tokens: [String]) {
        self.tokens = tokens
    }

    /// One mutation of `bytes`.
    public func mutate(_ bytes: inout [UInt8], _ rng: inout SplitMix64) {
        guard !bytes.isEmpty else { return }
        let at = Int.random(in: 0..<bytes.count, using: &rng)
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: bytes[at] = UInt8.random(in: 0...255, using: &rng)
        case 1: bytes.remove(at: at)
        case 2: bytes.insert(UInt8.random(in: 32...126, using: &rng), at: at)
        case 3: bytes.insert(contentsOf: Array(tokens[Int.random(in: 0..<tokens.count, using: &rng)].utf8), at: at)
        case 4:
            let end = min(bytes.count, at + Int.random(in: 1...64, using: &rng))
            bytes.insert(contentsOf: Array(bytes[at..<end]), at: end)
        default:
            bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...32, using: &rng)))
        }
    }
}
