extension LottieAnimation {
    /// Every keypath of the animation's layers (a precomp's layers under its precomp layer's
    /// name, as lottie-ios's Core Animation engine names them), their shape items and the
    /// properties a value provider can set, in file order, joined by "." (lottie-ios's
    /// `logHierarchyKeypaths()`, returned).
    /// - Parameter predicate: keeps a keypath when it returns true; all by default.
    public func allKeypaths(predicate: (AnimationKeypath) -> Bool = { _ in true }) -> [AnimationKeypath] {
        guard case .object(let top) = json else { return [] }
        return DynamicProperties.keypaths(top: top, limits: limits).filter(predicate)
    }

    /// Replaces every property matched by `keypath` (which may hold `*` and `**`) with `provider`'s
    /// value, as lottie-ios's `setValueProvider(_:keypath:)`: a constant, keyframes, or a block's
    /// value at every frame from ``startFrame`` to ``endFrame`` (called here, once per frame),
    /// blended linearly between frames. Inside a precomp, keyframes' times and a block's frames
    /// are the precomp's own frames. The replacement happens in the animation's JSON, before any
    /// layer tree is built, so an animation without providers costs nothing more.
    /// - Returns: how many properties matched; 0 means the keypath names nothing (see ``allKeypaths(predicate:)``).
    @discardableResult
    public mutating func setValueProvider(_ provider: any AnyValueProvider, keypath: AnimationKeypath) -> Int {
        guard case .object(let top) = json else { return 0 }
        let (result, matches) = DynamicProperties.apply([(keypath, provider)], to: top, frames: startFrame...endFrame,
                                                        limits: limits)
        guard let count = matches.first, count > 0 else { return 0 }
        replaceRoot(.object(result))
        return count
    }
}
