// CAAction: what a layer runs when one of its properties changes. A CAAnimation is one (it adds
// itself to the layer under the property's key), and NSNull is the action that does nothing,
// as on Apple platforms, so `layer.actions = ["position": NSNull()]` reads as it does on iOS.
import Foundation
import Lamina

/// An object a layer runs for an event, as Core Animation's `CAAction`: for a property change,
/// `event` is the property's key and `anObject` the layer (``CALayer/action(forKey:)``).
public protocol CAAction: AnyObject {
    /// Runs the action for `event` on `anObject` (a ``CALayer``); `dict` holds the event's
    /// arguments, nil for a property change.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: the action that ends the search without an animation.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// A Core Animation action run by Lamina's action search (Lamina's ``Action``), for the change
/// of a property of `layer`.
struct CAActionRunner: Action, @unchecked Sendable {
    /// The action the layer's search found.
    let action: CAAction
    /// The layer whose property changed.
    unowned let layer: CALayer

    /// Runs ``action`` for `key` with the layer as its object. A basic animation with none of
    /// its values set (Core Animation's implicit animation, or one made by
    /// `CABasicAnimation(keyPath:)` alone) runs from the value on screen to the new one, with
    /// its own duration and curve where it sets them, else the transaction's.
    func run(forKey key: String, on layer: Layer, context: ActionContext) throws {
        guard let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
              var implicit = context.defaultAnimation() else {
            return action.run(forKey: key, object: self.layer, arguments: nil)
        }
        if basic.duration > 0 { implicit.duration = basic.duration }
        if let curve = basic.timingFunction { implicit.timingFunction = curve.laminaTimingFunction }
        try layer.add(implicit, forKey: key)
    }
}
