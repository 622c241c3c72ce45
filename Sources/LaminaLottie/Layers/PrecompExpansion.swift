// How many layers a Lottie file becomes once every use of a precomp is expanded, counted on the
// JSON before anything is built: precomps that each use the one before twice reach 2^24 layers
// in a few hundred bytes, and building them only to stop at the limit took seconds.

/// Counts the layers of a composition with every precomp use expanded.
struct PrecompExpansion {
    /// The precomp assets by id.
    let assets: [String: JSONNode]
    /// The count past which counting stops (the caller's limit plus one is enough).
    let cap: Int
    /// The deepest precomp nesting followed; deeper ones count 0 here, so a chain of thousands
    /// of precomps cannot recurse past the stack. A count cut short that way is only ever
    /// wrong for a file the builder then refuses, as it meets the same nesting.
    let maxDepth: Int
    /// Layers per asset, counted once each.
    private var counted: [String: Int] = [:]
    /// Assets being counted, so a precomp that contains itself counts 0 here (the builder
    /// reports the cycle with its path).
    private var open: Set<String> = []

    init(assets: [String: JSONNode], cap: Int, maxDepth: Int) {
        self.assets = assets
        self.cap = cap
        self.maxDepth = maxDepth
    }

    /// The layers of `layers` and of every precomp they use, at most ``cap``.
    mutating func count(_ layers: [JSONNode]) -> Int {
        var total = 0
        for layer in layers {
            total = min(total + 1 + precompLayers(of: layer), cap)
            if total == cap { break }
        }
        return total
    }

    private mutating func precompLayers(of layer: JSONNode) -> Int {
        guard let type = try? layer["ty"]?.number(), type == 0,
              let id = try? layer["refId"]?.string(), let asset = assets[id] else { return 0 }
        if let known = counted[id] { return known }
        guard open.count < maxDepth, open.insert(id).inserted, let layers = try? asset["layers"]?.array() else {
            return 0
        }
        let total = count(layers)
        open.remove(id)
        counted[id] = total
        return total
    }
}
