// Stopping a render early: at a deadline, or when another thread asks. Rendering untrusted input
// on a server needs both, whatever the budgets let through.
import Foundation
import Synchronization

/// Stops the renders that hold it: once ``cancel()`` is called from any thread, or once its
/// deadline has passed, their next drawing step throws ``RenderError/cancelled`` or
/// ``RenderError/timedOut(seconds:)`` and nothing more is drawn.
///
/// Hand one to ``Canvas/cancellation`` (or to a `Renderer`, a `ScriptOptions`, a frame export);
/// several renders may share one. Checks happen between drawing steps (each fill, stroke, group,
/// blur or element), so a render stops within one step of the deadline.
///
/// ```swift
/// let stop = RenderCancellation(timeout: .seconds(2))
/// var renderer = Renderer()
/// renderer.cancellation = stop
/// // on another thread, to stop it sooner: stop.cancel()
/// ```
public final class RenderCancellation: Sendable, Equatable {
    /// When the renders stop by themselves, on the continuous clock; nil for never.
    public let deadline: ContinuousClock.Instant?
    /// The time allowed when made with ``init(timeout:)``, in seconds, for messages.
    let allowedSeconds: Double?
    private let cancelled = Atomic<Bool>(false)

    /// A cancellation with no deadline: only ``cancel()`` stops the renders.
    public init() {
        deadline = nil
        allowedSeconds = nil
    }

    /// A cancellation whose deadline is `timeout` from now (it counts from this call, not from
    /// the render's start).
    public init(timeout: Duration) {
        deadline = ContinuousClock.now.advanced(by: timeout)
        let (seconds, attoseconds) = timeout.components
        allowedSeconds = Double(seconds) + Double(attoseconds) * 1e-18
    }

    /// Stops the renders holding this at their next check. Safe from any thread; calling it
    /// again does nothing.
    public func cancel() { cancelled.store(true, ordering: .releasing) }

    /// Whether ``cancel()`` was called or the deadline has passed.
    public var isCancelled: Bool { reason != nil }

    /// Throws when the renders must stop.
    /// - Throws: ``RenderError/cancelled`` after ``cancel()``, ``RenderError/timedOut(seconds:)``
    ///   past the deadline.
    public func check() throws(RenderError) {
        if let reason { throw reason }
    }

    /// Why the renders must stop, or nil.
    private var reason: RenderError? {
        if cancelled.load(ordering: .acquiring) { return .cancelled }
        if let deadline, ContinuousClock.now >= deadline { return .timedOut(seconds: allowedSeconds ?? 0) }
        return nil
    }

    /// Two values are equal when they are the same cancellation.
    public static func == (lhs: RenderCancellation, rhs: RenderCancellation) -> Bool { lhs === rhs }
}
