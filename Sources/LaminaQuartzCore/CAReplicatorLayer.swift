// CAReplicatorLayer over Lamina's ReplicatorLayer, with Apple's types.
import Foundation
import Lamina

/// A layer that draws copies of its sublayers, each transformed, delayed and tinted a step
/// further, as `CAReplicatorLayer`.
open class CAReplicatorLayer: CALayer {
    /// The wrapped replicator layer.
    public var replicatorLayer: ReplicatorLayer { laminaLayer as? ReplicatorLayer ?? ReplicatorLayer() }

    /// A ``ReplicatorLayer``.
    override open class func makeLaminaLayer() -> Layer { ReplicatorLayer() }

    /// The number of copies, the original included. Default 1.
    open var instanceCount: Int { get { replicatorLayer.instanceCount } set { replicatorLayer.instanceCount = newValue } }
    /// The transform from one copy to the next, about the layer's centre. Default identity;
    /// drawn in 3D (``ReplicatorLayer/instanceTransform3D``).
    open var instanceTransform: CATransform3D {
        get { CATransform3D(replicatorLayer.instanceTransform3D) }
        set { change { replicatorLayer.instanceTransform3D = newValue.laminaTransform } }
    }
    /// The delay from one copy's animations to the next, in seconds. Default 0.
    open var instanceDelay: CFTimeInterval {
        get { Double(replicatorLayer.instanceDelay) } set { change { replicatorLayer.instanceDelay = CGFloat(newValue) } }
    }
    /// The colour the first copy is multiplied by. Default opaque white.
    open var instanceColor: CGColor? {
        get { CGColor(laminaColor: replicatorLayer.instanceColor) }
        set { change { replicatorLayer.instanceColor = newValue?.laminaColor ?? .white } }
    }
    /// Added to the red of each copy's colour. Default 0.
    open var instanceRedOffset: Float {
        get { Float(replicatorLayer.instanceRedOffset) } set { change { replicatorLayer.instanceRedOffset = CGFloat(newValue) } }
    }
    /// Added to the green of each copy's colour. Default 0.
    open var instanceGreenOffset: Float {
        get { Float(replicatorLayer.instanceGreenOffset) } set { change { replicatorLayer.instanceGreenOffset = CGFloat(newValue) } }
    }
    /// Added to the blue of each copy's colour. Default 0.
    open var instanceBlueOffset: Float {
        get { Float(replicatorLayer.instanceBlueOffset) } set { change { replicatorLayer.instanceBlueOffset = CGFloat(newValue) } }
    }
    /// Added to the alpha of each copy's colour. Default 0.
    open var instanceAlphaOffset: Float {
        get { Float(replicatorLayer.instanceAlphaOffset) } set { change { replicatorLayer.instanceAlphaOffset = CGFloat(newValue) } }
    }
}
