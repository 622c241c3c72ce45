// Implicit animations, as CATransaction with actions enabled (SEMANTICS §3.6): property changes
// made inside `Transaction.animate` animate from what was on screen to the new values.
import Foundation
import Synchronization

/// Groups layer changes into one animated change, as `CATransaction` / `UIView.animate`.
///
/// Inside ``animate(duration:timing:at:_:)``, the first change of each layer records the layer
/// as it was; when the block ends, each animatable property whose value changed runs the
/// layer's action for its key (``Layer/action(forKey:)``) — by default a ``BasicAnimation`` from
/// the value on screen at the transaction's time to the new value. Lamina renders offline, so
/// the transaction says when, on the scene clock, the change happens (`at`), and the old model
/// value still shows before then (a ``ModelHold`` beneath the layer's animations); properties
/// that are not animatable (such as `isHidden`) change for all times.
///
/// ```swift
/// try Transaction.animate(duration: 0.5, at: 1.0) {
///     ring.strokeEnd = 0.8   // animates from what shows at t = 1 s to 0.8, over 0.5 s
/// }
/// ```
public enum Transaction {
    /// Core Animation's default transaction duration: 0.25 s.
    public static let defaultDuration = 0.25

    /// The transaction being recorded on this thread (or task), if any.
    @TaskLocal static var current: TransactionRecord?

    /// How many transactions are being recorded, on any thread: while none is, a layer change
    /// need not look up ``current`` (a task-local look-up on each of the dozen properties a
    /// script sets on each of its layers).
    private static let recording = Atomic<Int>(0)

    /// Makes the changes in `changes` animate.
    ///
    /// - Parameters:
    ///   - duration: Seconds each implicit animation lasts, finite and > 0. Default 0.25.
    ///   - timing: Their curve. Default ``TimingFunction/default``.
    ///   - time: When the change happens, in seconds of the scene (root layer) clock. Default 0.
    ///   - changes: Sets layer properties.
    /// - Throws: ``AnimationError/invalidParameter(parameter:expected:found:)`` for a bad
    ///   duration or time; what `changes` or an action throws.
    public static func animate(duration: Double = defaultDuration, timing: TimingFunction = .default,
                               at time: Double = 0, _ changes: () throws -> Void) throws {
        guard duration > 0, duration.isFinite else {
            throw AnimationError.invalidParameter(parameter: "Transaction duration", expected: "a finite number > 0", found: duration)
        }
        try AnimationError.requireFinite(time, "Transaction time")
        let record = TransactionRecord(duration: duration, timing: timing, time: time)
        recording.add(1, ordering: .sequentiallyConsistent)
        defer { recording.subtract(1, ordering: .sequentiallyConsistent) }
        try $current.withValue(record) { try changes() }
        try record.finish()
    }

    /// Runs `changes` without implicit animations, as `CATransaction.setDisableActions(true)`.
    public static func performWithoutAnimation<Result>(_ changes: () throws -> Result) rethrows -> Result {
        try $current.withValue(nil) { try changes() }
    }

    /// Called before any property of `layer` changes: records the layer as it was, once per
    /// transaction.
    static func layerWillChange(_ layer: Layer) {
        guard recording.load(ordering: .relaxed) > 0 else { return }
        current?.record(layer)
    }
}

/// The layers one transaction changed, with their properties before the first change. Used
/// only on the thread that runs the transaction, like the layer tree itself.
final class TransactionRecord: @unchecked Sendable {
    let duration: Double
    let timing: TimingFunction
    let time: Double
    private var changed: [(layer: Layer, before: RenderNode)] = []
    private var seen: Set<ObjectIdentifier> = []

    init(duration: Double, timing: TimingFunction, time: Double) {
        self.duration = duration
        self.timing = timing
        self.time = time
    }

    /// Remembers `layer` as it is now, the first time it changes.
    func record(_ layer: Layer) {
        guard seen.insert(ObjectIdentifier(layer)).inserted else { return }
        changed.append((layer, layer.ownNode()))
    }

    /// Holds the old values of every changed property before the transaction's time, and runs
    /// the layer's actions. Changes the actions make are held too, but run no actions.
    func finish() throws {
        let followUp = TransactionRecord(duration: duration, timing: timing, time: time)
        try Transaction.$current.withValue(followUp) { try settle(runningActions: true) }
        try Transaction.$current.withValue(nil) { try followUp.settle(runningActions: false) }
    }

    /// For each changed property of each recorded layer: a hold of the old value, then (when
    /// `runningActions`) the action for its key.
    private func settle(runningActions: Bool) throws {
        for (layer, before) in changed {
            let after = layer.ownNode()
            let parentTime = layer.parentTime(atRootTime: time)
            let presented = try before.evaluated(atParentTime: parentTime)
            let localTime = layer.animationState.timing.localTime(fromParentTime: parentTime)
            var model = before
            model.animations = nil
            for property in watchedProperties where property.differs(before, after) {
                if let hold = property.hold(model, until: localTime) {
                    layer.animationState.animations.insert(KeyedAnimation(key: nil, animation: hold), at: 0)
                }
                guard runningActions, property.isImplicitlyAnimated, let action = layer.action(forKey: property.key) else { continue }
                let context = ActionContext(key: property.key, duration: duration, timingFunction: timing,
                                            beginTime: localTime, presentation: presented, property: property)
                try action.run(forKey: property.key, on: layer, context: context)
            }
        }
    }
}
