// CATransaction's settings, per thread as Core Animation keeps them, nested as it nests
// transactions: the duration, curve and disabling of the implicit animations a CALayer's
// property changes run (CALayer+Actions.swift). Lamina builds scenes offline, so nothing is
// pending at a commit: each change ran its action when it was made, as Core Animation runs it.
import Foundation

/// Groups layer changes, as `CATransaction`: its settings apply to the implicit animations of
/// the changes made while it is open, on the thread that opened it.
public enum CATransaction {
    /// One transaction's settings.
    private struct Settings {
        var duration: CFTimeInterval = 0.25
        var disableActions = false
        var timingFunction: CAMediaTimingFunction?
    }

    /// A thread's open transactions, innermost last; the outermost is the implicit one.
    private final class Stack {
        var settings = [Settings()]

        /// `body` over the calling thread's stack, made on first use.
        static func withCurrent<Result>(_ body: (inout [Settings]) -> Result) -> Result {
            let key = "LaminaQuartzCore.CATransactionStack"
            let stack: Stack
            if let existing = Thread.current.threadDictionary[key] as? Stack {
                stack = existing
            } else {
                stack = Stack()
                Thread.current.threadDictionary[key] = stack
            }
            return body(&stack.settings)
        }
    }

    /// Opens a nested transaction.
    public static func begin() { Stack.withCurrent { $0.append($0.last ?? Settings()) } }
    /// Closes the innermost transaction (the implicit one stays).
    public static func commit() { Stack.withCurrent { if $0.count > 1 { $0.removeLast() } } }
    /// Kept for source compatibility: changes take effect at once.
    public static func flush() {}

    /// The duration of implicit animations. Default 0.25 s.
    public static func animationDuration() -> CFTimeInterval { Stack.withCurrent { $0.last?.duration ?? 0.25 } }
    /// Sets the duration of implicit animations.
    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        Stack.withCurrent { if !$0.isEmpty { $0[$0.count - 1].duration = duration } }
    }
    /// Whether actions are disabled. Default false.
    public static func disableActions() -> Bool { Stack.withCurrent { $0.last?.disableActions ?? false } }
    /// Disables or enables actions.
    public static func setDisableActions(_ flag: Bool) {
        Stack.withCurrent { if !$0.isEmpty { $0[$0.count - 1].disableActions = flag } }
    }
    /// The curve of implicit animations. Default nil.
    public static func animationTimingFunction() -> CAMediaTimingFunction? { Stack.withCurrent { $0.last?.timingFunction } }
    /// Sets the curve of implicit animations.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        Stack.withCurrent { if !$0.isEmpty { $0[$0.count - 1].timingFunction = function } }
    }
    /// Runs `block` at once: nothing is pending in an offline scene.
    public static func setCompletionBlock(_ block: (() -> Void)?) { block?() }
}
