// CATransaction's settings. Lamina builds scenes offline: a CALayer property change takes effect
// at once and creates no implicit animation (docs/Porting.md); the settings are kept, nested
// as Core Animation nests transactions, for the code that reads them back.
import Foundation
import Synchronization

/// Groups layer changes, as `CATransaction`. Only its settings are kept.
public enum CATransaction {
    /// One transaction's settings.
    private struct Settings: Sendable {
        var duration: CFTimeInterval = 0.25
        var disableActions = false
        var timingFunction: CAMediaTimingFunction?
    }

    /// The open transactions, innermost last; the outermost is the implicit one.
    private static let stack = Mutex<[Settings]>([Settings()])

    /// Opens a nested transaction.
    public static func begin() { stack.withLock { $0.append($0.last ?? Settings()) } }
    /// Closes the innermost transaction (the implicit one stays).
    public static func commit() { stack.withLock { if $0.count > 1 { $0.removeLast() } } }
    /// Kept for source compatibility: changes take effect at once.
    public static func flush() {}

    /// The duration of implicit animations. Default 0.25 s.
    public static func animationDuration() -> CFTimeInterval { stack.withLock { $0.last?.duration ?? 0.25 } }
    /// Sets the duration of implicit animations.
    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        stack.withLock { if !$0.isEmpty { $0[$0.count - 1].duration = duration } }
    }
    /// Whether actions are disabled. Default false.
    public static func disableActions() -> Bool { stack.withLock { $0.last?.disableActions ?? false } }
    /// Disables or enables actions.
    public static func setDisableActions(_ flag: Bool) {
        stack.withLock { if !$0.isEmpty { $0[$0.count - 1].disableActions = flag } }
    }
    /// The curve of implicit animations. Default nil.
    public static func animationTimingFunction() -> CAMediaTimingFunction? { stack.withLock { $0.last?.timingFunction } }
    /// Sets the curve of implicit animations.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        stack.withLock { if !$0.isEmpty { $0[$0.count - 1].timingFunction = function } }
    }
    /// Runs `block` at once: nothing is pending in an offline scene.
    public static func setCompletionBlock(_ block: (() -> Void)?) { block?() }
}
