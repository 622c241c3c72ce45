// A layer that draws its sublayers many times: CAReplicatorLayer, with its names and defaults
// (SEMANTICS §2.7, from Apple's CAReplicatorLayer.h). Replicated at commit: the render tree
// holds one transformed, colour-modulated copy of the sublayers per instance.
import Foundation

/// A layer that draws its sublayers ``instanceCount`` times, as `CAReplicatorLayer`: instance k
/// (k = 0 is the original) is transformed by ``instanceTransform`` applied k times about the
/// centre of the bounds, and its colours are multiplied by the modulation colour
/// `clamp(instanceColor + k × offsets)` per channel (alpha too). The instances draw in order,
/// each above the one before; the layer's own background, contents and border draw once.
open class ReplicatorLayer: Layer {
    /// The largest ``instanceCount`` committed (DESIGN §8: bounded work per layer).
    public static let maxInstanceCount = 10_000

    /// The most render nodes one replicator may produce (instances × nodes per instance), so
    /// that nested replicators cannot multiply a tree out of memory.
    public static let maxReplicatedNodes = 1_000_000

    /// How many copies are drawn, the original included. Default 1; 0 or less draws none.
    public var instanceCount = 1

    /// The transform taking instance k − 1 to instance k, about the centre of the bounds: the
    /// affine part of ``instanceTransform3D``; setting it replaces that. Default identity.
    public var instanceTransform: CGAffineTransform {
        get { instanceTransform3D.affinePart }
        set { instanceTransform3D = Transform3D(newValue) }
    }

    /// The transform taking instance k − 1 to instance k in 3-D, about the centre of the
    /// bounds: each instance is placed by it as a layer by ``Layer/transform3D``, so a
    /// perspective in the replicator's superlayer foreshortens each by its own depth. Default
    /// identity.
    public var instanceTransform3D: Transform3D = .identity

    /// The delay, in seconds, between the animations of instance k − 1 and instance k: instance
    /// k's sublayers run on a clock `k × instanceDelay` behind the replicator's. Default 0.
    ///
    /// The colour modulation is applied at commit, to the model colours: a colour animation on a
    /// replicated sublayer shows its animated colours unmodulated.
    public var instanceDelay: CGFloat = 0

    /// The colour the original instance's colours are multiplied by. Default opaque white.
    public var instanceColor: Color = .white

    /// Added to the red component of the modulation colour per instance, −1…1. Default 0.
    public var instanceRedOffset: CGFloat = 0
    /// Added to the green component of the modulation colour per instance, −1…1. Default 0.
    public var instanceGreenOffset: CGFloat = 0
    /// Added to the blue component of the modulation colour per instance, −1…1. Default 0.
    public var instanceBlueOffset: CGFloat = 0
    /// Added to the alpha of the modulation colour per instance, −1…1. Default 0.
    public var instanceAlphaOffset: CGFloat = 0

    /// Creates a replicator with Core Animation's defaults: one instance, identity transform.
    public required init() { super.init() }

    /// The modulation colour of instance `k`: `instanceColor + k × offsets`, clamped to 0…1.
    public func instanceModulation(_ k: Int) -> Color {
        let n = CGFloat(k), c = instanceColor
        return Color(red: c.red + n * instanceRedOffset, green: c.green + n * instanceGreenOffset,
                     blue: c.blue + n * instanceBlueOffset, alpha: c.alpha + n * instanceAlphaOffset)
    }

    override func finishSnapshot(_ node: inout RenderNode, look: LookContext) throws {
        let t = instanceTransform3D
        guard t.isFinite else { throw LayerError.nonFinite("\(debugName).instanceTransform") }
        guard allFinite(instanceDelay, instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset) else {
            throw LayerError.nonFinite("\(debugName).instanceDelay or a colour offset")
        }
        guard instanceCount <= Self.maxInstanceCount else {
            throw LayerError.invalidValue(
                "\(debugName).instanceCount: expected at most \(Self.maxInstanceCount), found \(instanceCount)")
        }
        let originals = node.sublayers
        guard !originals.isEmpty else { return }
        let perInstance = originals.reduce(0) { $0 + $1.nodeCount(limit: Self.maxReplicatedNodes + 1) }
        guard perInstance * max(instanceCount, 0) <= Self.maxReplicatedNodes else {
            throw LayerError.invalidValue("\(debugName): \(instanceCount) instances of \(perInstance) layers each exceed "
                                          + "\(Self.maxReplicatedNodes) layers")
        }
        var wrapper = LayerState()
        wrapper.bounds = node.bounds
        wrapper.position = CGPoint(x: node.bounds.midX, y: node.bounds.midY)
        var instances: [RenderNode] = []
        var transform = Transform3D.identity
        for k in 0..<max(instanceCount, 0) {
            wrapper.transform3D = transform
            var instance = RenderNode(state: wrapper, source: ObjectIdentifier(self), content: .none,
                                      sublayers: originals, mask: nil)
            let modulation = instanceModulation(k)
            if modulation != .white { instance.mapColors(deep: true) { $0.multiplied(by: modulation) } }
            if k > 0, instanceDelay != 0 {
                instance.animations = NodeAnimations(timing: TimingParameters(timeOffset: -Double(k) * Double(instanceDelay)),
                                                     animations: [])
            }
            instances.append(instance)
            transform = transform.concatenating(t)
        }
        node.sublayers = instances
    }
}

extension RenderNode {
    /// How many nodes this subtree holds (itself, sublayers and masks), counting up to `limit`.
    func nodeCount(limit: Int) -> Int {
        var count = 1 + (mask?.nodeCount(limit: limit) ?? 0)
        for child in sublayers where count < limit { count += child.nodeCount(limit: limit - count) }
        return min(count, limit)
    }
}
