// The object a layer asks to lay it out, as Core Animation's CALayerDelegate: UIView is its
// layer's delegate and lays out its subviews when the layer lays out.
import Foundation

/// What a layer's ``CALayer/delegate`` answers. Its method has a default that does nothing, as
/// Core Animation's are optional.
public protocol CALayerDelegate: AnyObject {
    /// Lays out `layer`'s sublayers, from ``CALayer/layoutSublayers()``.
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
}
