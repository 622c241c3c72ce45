// The object a layer asks to lay it out and draw it, as Core Animation's CALayerDelegate: UIView
// is its layer's delegate, lays out its subviews when the layer lays out and runs draw(_:) when
// the layer draws its backing store.
import Foundation

/// What a layer's ``CALayer/delegate`` answers. Its methods are optional, as Core Animation's
/// are: each has a default that does what Core Animation does when the delegate does not
/// implement it.
public protocol CALayerDelegate: AnyObject {
    /// Lays out `layer`'s sublayers, from ``CALayer/layoutSublayers()``.
    func layoutSublayers(of layer: CALayer)
    /// Sets `layer`'s contents, from ``CALayer/display()``, in place of the layer's backing store.
    func display(_ layer: CALayer)
    /// Draws `layer`'s contents into `ctx` (its backing store), from ``CALayer/draw(in:)``.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// The action for a change of `event` on `layer`, asked first by
    /// ``CALayer/action(forKey:)``: nil goes on with the search, `NSNull` ends it with no
    /// animation.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Not implemented: the layer draws its backing store through ``CALayer/draw(in:)``, as
    /// Core Animation does when the delegate has no `display(_:)`.
    public func display(_ layer: CALayer) { layer.displayBackingStore() }
    /// Does nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// nil: the search goes on.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

extension CALayer {
    /// The pass Core Animation runs before a frame is drawn, over this layer's tree: the layout
    /// pass (``layoutIfNeeded()``), then ``displayIfNeeded()`` on every layer of the tree (masks
    /// included), top down. Lamina has no run loop: call it before rendering.
    public func layoutAndDisplayIfNeeded() {
        layoutIfNeeded()
        displayTree()
    }

    /// ``displayIfNeeded()`` on this layer and every layer below it.
    private func displayTree() {
        displayIfNeeded()
        for child in (sublayers ?? []) + [mask].compactMap({ $0 }) { child.displayTree() }
    }
}
