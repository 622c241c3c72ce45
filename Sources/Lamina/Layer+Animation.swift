// Adding and removing animations, the layer's own time space (CALayer conforms to
// CAMediaTiming), and the presentation of a layer at a time.
import Foundation

extension Layer: MediaTiming {
    /// When the layer's time begins, in its superlayer's time (seconds). Default 0.
    public var beginTime: Double {
        get { animationState.timing.beginTime } set { animationState.timing.beginTime = newValue }
    }
    /// Unused by layers (kept for `CAMediaTiming`). Default 0.
    public var duration: Double {
        get { animationState.timing.duration } set { animationState.timing.duration = newValue }
    }
    /// How fast the layer's time (and every animation and sublayer in it) runs against its
    /// superlayer's. Default 1; 0 pauses at ``timeOffset``.
    public var speed: Double { get { animationState.timing.speed } set { animationState.timing.speed = newValue } }
    /// Added to the layer's local time, in seconds. Default 0.
    public var timeOffset: Double {
        get { animationState.timing.timeOffset } set { animationState.timing.timeOffset = newValue }
    }
    /// Unused by layers (kept for `CAMediaTiming`). Default 0.
    public var repeatCount: Double {
        get { animationState.timing.repeatCount } set { animationState.timing.repeatCount = newValue }
    }
    /// Unused by layers (kept for `CAMediaTiming`). Default 0.
    public var repeatDuration: Double {
        get { animationState.timing.repeatDuration } set { animationState.timing.repeatDuration = newValue }
    }
    /// Unused by layers (kept for `CAMediaTiming`). Default false.
    public var autoreverses: Bool {
        get { animationState.timing.autoreverses } set { animationState.timing.autoreverses = newValue }
    }
    /// Unused by layers (kept for `CAMediaTiming`). Default ``FillMode/removed``.
    public var fillMode: FillMode {
        get { animationState.timing.fillMode } set { animationState.timing.fillMode = newValue }
    }
}

extension Layer {
    /// Adds `animation` under `key`, replacing any animation with the same key, as
    /// `CALayer.add(_:forKey:)`. The animation is copied; later changes to it do not affect
    /// the layer. A duration of 0 or less becomes the enclosing transaction's duration, or
    /// 0.25 s.
    ///
    /// Lamina renders any time, so the replaced animation is cut off at the new one's
    /// `beginTime` rather than forgotten: it still applies, unkeyed, before then (see
    /// ``ReplacedAnimation``). ``removeAnimation(forKey:)`` removes it for all times.
    ///
    /// - Parameters:
    ///   - animation: The animation; its times are in this layer's time.
    ///   - key: The key to find or remove it by; nil adds it without one.
    /// - Throws: ``AnimationError`` when the animation is invalid (checked here, so that
    ///   rendering it cannot fail for bad parameters).
    public func add(_ animation: some Animation, forKey key: String?) throws {
        var copy = animation
        if copy.duration <= 0, let transaction = Transaction.current { copy.duration = transaction.duration }
        try copy.validate()
        if let key, animationState.animations.contains(where: { $0.key == key }) {
            animationState.animations = animationState.animations.map { entry in
                guard entry.key == key else { return entry }
                return KeyedAnimation(key: nil, animation: ReplacedAnimation(entry.animation, cutoff: copy.beginTime))
            }
        }
        animationState.animations.append(KeyedAnimation(key: key, animation: copy))
    }

    /// The animation added under `key`, or nil.
    public func animation(forKey key: String) -> (any Animation)? {
        animationState.animations.last { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order they apply, as
    /// `CALayer.animationKeys()` (empty rather than nil when there are none).
    public func animationKeys() -> [String] { animationState.animations.compactMap(\.key) }

    /// Removes the animation added under `key`, if any.
    public func removeAnimation(forKey key: String) {
        animationState.animations.removeAll { $0.key == key }
    }

    /// Removes every animation.
    public func removeAllAnimations() {
        animationState.animations.removeAll()
    }

    /// This layer and its subtree as they show at `time`, in seconds of the root layer's time
    /// (the scene clock): every animation applied, through the time spaces of the layer's
    /// ancestors and its own. A value: it has the properties of a layer, resolved.
    ///
    /// - Throws: The errors of ``commit()``, and ``AnimationError`` when values cannot blend.
    public func presentation(at time: Double) throws -> RenderNode {
        try commit().root.evaluated(atParentTime: parentTime(atRootTime: time))
    }

    /// The superlayer's local time (this layer's parent time) at a root time, in seconds.
    func parentTime(atRootTime time: Double) -> Double {
        var ancestors: [TimingParameters] = []
        var layer = superlayer
        while let current = layer {
            ancestors.append(current.animationState.timing)
            layer = current.superlayer
        }
        return ancestors.reversed().localTime(fromRootTime: time)
    }

    /// This layer's own properties as a node, with no sublayers or mask: what transactions
    /// compare before and after a change. Content that cannot be snapshotted (non-finite
    /// values) reads as none.
    func ownNode() -> RenderNode {
        var node = RenderNode(state: state, source: ObjectIdentifier(self), content: (try? snapshotContent()) ?? .none,
                              sublayers: [], mask: nil)
        node.animations = animationState.committed
        return node
    }
}
