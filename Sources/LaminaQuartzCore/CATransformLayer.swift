// CATransformLayer over Lamina's TransformLayer.
import Foundation
import Lamina

/// A layer whose sublayers keep their depth in its 3D space instead of being flattened into its
/// plane, as `CATransformLayer`; only the sublayers are drawn, far to near
/// (``TransformLayer``).
open class CATransformLayer: CALayer {
    /// A ``TransformLayer``.
    override open class func makeLaminaLayer() -> Layer { TransformLayer() }
}
