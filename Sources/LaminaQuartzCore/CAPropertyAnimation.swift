// CAPropertyAnimation: an animation of one key path, with additive and cumulative composition.
import Foundation
import Lamina

/// An animation of one property named by a key path, as `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path, e.g. `"transform.scale"`. Default nil.
    public var keyPath: String?
    /// Whether the value is added to the layer's current value. Default false.
    public var isAdditive = false
    /// Whether repeats build on each other. Default false.
    public var isCumulative = false

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// Whether the built animation adds its value to the layer's. Paths cannot be added, and
    /// Core Animation draws an additive `path` animation as the animated path itself
    /// (NVActivityIndicatorView's AudioEqualizer bars in its README's recording), so for `path`
    /// this is false.
    var addsToLayerValue: Bool { isAdditive && keyPath != "path" }

    /// Resolves ``keyPath`` and builds with `builder`; nil (after a warning) without one.
    func build(with builder: some CAAnimationBuilder) -> (any Animation)? {
        guard let keyPath else {
            CAWarnings.warn("\(type(of: self)) without a keyPath; animation skipped")
            return nil
        }
        return CAKeyPath.build(keyPath, with: builder)
    }
}
