// CATransaction's key-value access (`setValue(_:forKey:)`, `value(forKey:)`) and its keys, as
// Core Animation names them: each key reads or sets one of the transaction's settings.
import Foundation

/// The key of ``CATransaction/disableActions()`` (a `Bool` or `NSNumber`).
public let kCATransactionDisableActions = "disableActions"
/// The key of ``CATransaction/animationDuration()`` (seconds, a number).
public let kCATransactionAnimationDuration = "animationDuration"
/// The key of ``CATransaction/animationTimingFunction()`` (a ``CAMediaTimingFunction``).
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"

/// Core Foundation's `true`, as `NSNumber` (to which `CFBoolean` bridges on Apple platforms).
public let kCFBooleanTrue: NSNumber = true
/// Core Foundation's `false`, as `NSNumber`.
public let kCFBooleanFalse: NSNumber = false

extension CATransaction {
    /// Sets the innermost transaction's setting named `key` (one of the `kCATransaction…` keys)
    /// to `anObject`. A value of the wrong type, or another key, is a warning and changes
    /// nothing (Lamina's transactions keep only their settings).
    public static func setValue(_ anObject: Any?, forKey key: String) {
        switch (key, anObject) {
        case (kCATransactionDisableActions, let flag as Bool): setDisableActions(flag)
        case (kCATransactionDisableActions, let flag as NSNumber): setDisableActions(flag.boolValue)
        case (kCATransactionAnimationDuration, let seconds as Double): setAnimationDuration(seconds)
        case (kCATransactionAnimationDuration, let seconds as NSNumber): setAnimationDuration(seconds.doubleValue)
        case (kCATransactionAnimationTimingFunction, let function as CAMediaTimingFunction?):
            setAnimationTimingFunction(function)
        default:
            CAWarnings.warn("CATransaction.setValue(_:forKey: \"\(key)\"): not a setting Lamina keeps, or a value of the wrong type; ignored")
        }
    }

    /// The innermost transaction's setting named `key`: a `Bool` for
    /// ``kCATransactionDisableActions``, a `Double` for ``kCATransactionAnimationDuration``, the
    /// ``CAMediaTimingFunction`` (or nil) for ``kCATransactionAnimationTimingFunction``; nil for
    /// another key.
    public static func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        default: return nil
        }
    }
}
