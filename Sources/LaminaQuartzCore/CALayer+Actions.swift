// Implicit animations, as Core Animation runs them: a change to an animatable property of a
// layer looks up the layer's action for the property's key (the delegate's, then `actions`,
// then the class's default) and runs it at once, by default a basic animation from the value on
// screen to the new one over the transaction's duration (Lamina's Transaction and Action).
//
// Lamina builds scenes offline, on the media clock (`CAMediaClock`): a layer set up at the media
// time it was made at does not animate, as on iOS a layer that has not been on screen yet does
// not; a change made later (inside `CAMediaClock.$now.withValue(t) { … }`) animates, beginning
// at t. A view's layer does not animate: its view answers `NSNull`, as UIKit's views do outside
// animation blocks. `CATransaction.setDisableActions(true)` and a duration of 0 turn it off.
import Foundation
import Lamina

extension CALayer: LayerDelegate {
    /// Lamina's action search asks here first: Core Animation's search
    /// (``CALayer/action(forKey:)``); nil goes on to Lamina's default animation.
    public func action(for layer: Layer, forKey key: String) -> (any Action)? {
        switch action(forKey: key) {
        case nil: nil
        case is NSNull: NoAction()
        case let action?: CAActionRunner(action: action, layer: self)
        }
    }
}

extension CALayer {
    /// Makes a property change `body`, animated by the layer's actions when Core Animation would
    /// animate it: at a media time after the layer was made, with actions enabled and a
    /// transaction duration above 0.
    func change(_ body: () -> Void) {
        let now = CACurrentMediaTime()
        // The scene being built (the common case) is told apart before any transaction look-up.
        guard now > createdAt else { return body() }
        let duration = CATransaction.animationDuration()
        guard !CATransaction.disableActions(), duration > 0, duration.isFinite else { return body() }
        let timing = CATransaction.animationTimingFunction()?.laminaTimingFunction ?? .default
        do {
            try Transaction.animate(duration: duration, timing: timing, at: now, body)
        } catch {
            CAWarnings.warn("\(type(of: self)): implicit animation at \(now) s: \(error); not animated")
        }
    }
}
