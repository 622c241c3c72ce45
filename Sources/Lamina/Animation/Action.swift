// Actions, as CAAction: what runs when a property changes inside an animating transaction.
// The search order is Core Animation's (SEMANTICS §3.6): the delegate, then the layer's
// actions, then the default; an explicit NoAction (Core Animation's NSNull) ends the search.
import Foundation

/// What runs when an animatable property of a layer changes inside
/// ``Transaction/animate(duration:timing:at:_:)``, as `CAAction`. Typically it adds animations
/// to the layer; it may call ``ActionContext/defaultAnimation()`` to extend the default one.
public protocol Action: Sendable {
    /// Runs the action for the change of `key` on `layer`. The layer already holds the new
    /// value; `context` has the value that was on screen and the transaction's timing.
    /// Changes the action makes to the layer animate no further.
    ///
    /// - Throws: Whatever adding animations throws.
    func run(forKey key: String, on layer: Layer, context: ActionContext) throws
}

/// An action that does nothing and ends the search: Core Animation's `NSNull` action.
public struct NoAction: Action {
    /// Creates the action.
    public init() {}
    /// Does nothing.
    public func run(forKey key: String, on layer: Layer, context: ActionContext) {}
}

/// Core Animation's default action: a basic animation from the presented value to the new
/// model value, with the transaction's duration and curve, added under the property's key.
public struct DefaultAction: Action {
    /// Creates the action.
    public init() {}
    /// Adds ``ActionContext/defaultAnimation()`` under `key`.
    public func run(forKey key: String, on layer: Layer, context: ActionContext) throws {
        if let animation = context.defaultAnimation() { try layer.add(animation, forKey: key) }
    }
}

/// Supplies actions for a layer, as `CALayerDelegate.action(for:forKey:)`; asked first.
public protocol LayerDelegate: AnyObject {
    /// The action for a change of `key` on `layer`: nil continues the search (the layer's
    /// ``Layer/actions``, then the default); ``NoAction`` ends it with no animation.
    func action(for layer: Layer, forKey key: String) -> (any Action)?
}

/// What an action knows about the change it runs for.
public struct ActionContext: Sendable {
    /// The key of the changed property.
    public let key: String
    /// The transaction's duration in seconds.
    public let duration: Double
    /// The transaction's timing curve.
    public let timingFunction: TimingFunction
    /// When the change happened, in the layer's local time (seconds): the `beginTime` to give
    /// animations.
    public let beginTime: Double
    /// The layer's own properties as they were on screen just before the change (animations
    /// applied; no sublayers).
    public let presentation: RenderNode
    /// The changed property, type-erased.
    let property: any AnyAnimatableProperty

    /// The value of `property` that was on screen before the change, or nil.
    public func presentedValue<Value>(of property: AnimatableProperty<Value>) -> Value? {
        property.value(in: presentation)
    }

    /// The animation Core Animation would add: from the presented value to the model value over
    /// ``duration`` with ``timingFunction``, beginning at ``beginTime``.
    public func defaultAnimation() -> (any Animation)? {
        property.defaultAnimation(from: presentation, context: self)
    }
}

extension Layer {
    /// Actions per property key, consulted after the ``delegate``. Default nil.
    public var actions: [String: any Action]? {
        get { actionsStorage } set { actionsStorage = newValue }
    }

    /// The object asked first for actions (held weakly). Default nil.
    public var delegate: (any LayerDelegate)? {
        get { delegateStorage } set { delegateStorage = newValue }
    }

    /// The action for a change of `key`, by Core Animation's search: the delegate's, else
    /// ``actions``[key], else ``DefaultAction``. nil when the search ends in ``NoAction``.
    public func action(forKey key: String) -> (any Action)? {
        let found = delegate?.action(for: self, forKey: key) ?? actions?[key] ?? DefaultAction()
        return found is NoAction ? nil : found
    }
}
