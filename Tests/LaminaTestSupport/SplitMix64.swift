// A seeded generator for the randomized tests of every test target.

/// SplitMix64 (Steele, Lea & Flood, "Fast splittable pseudorandom number generators", 2014), so
/// random tests repeat exactly and a failure names a reproducible case.
public struct SplitMix64: RandomNumberGenerator {
    /// The generator's whole state: the seed, advanced by each number drawn.
    public var state: UInt64

    /// A generator starting from `state`.
    public init(state: UInt64) { self.state = state }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
