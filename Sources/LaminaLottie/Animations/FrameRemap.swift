// A precomp's time remapping as a function of root frames, each computed once.

/// Root frames to a time-remapped precomp's local frames, remembering each answer: every
/// property sampled inside the precomp (and inside precomps within it) reads the same root
/// frames, and each reading walks the remapping's keyframes and the enclosing remappings.
/// Used while layers are built, on one thread; it holds at most one value per frame sampled,
/// which ``LottieLimits/maxSampledValues`` bounds.
final class FrameRemap {
    private let compute: (Double) -> Double
    private var known: [Double: Double] = [:]

    /// A remapping that computes a root frame's local frame with `compute`.
    init(_ compute: @escaping (Double) -> Double) {
        self.compute = compute
    }

    /// The local frame of `root`.
    func callAsFunction(_ root: Double) -> Double {
        if let local = known[root] { return local }
        let local = compute(root)
        known[root] = local
        return local
    }
}
