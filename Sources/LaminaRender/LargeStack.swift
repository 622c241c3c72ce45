// Running deep recursions on a stack that holds them. Loading a script recurses once per
// nesting level (the resolver's frames take ~19 KB a level in a release build, several times
// that under the sanitizers), and the 256 levels the limits allow then need ~5 MB: more than a
// secondary thread's default stack, and near the main thread's 8 MB. Rather than crash on a
// caller's small stack, the entry points that recurse over user input run their work on a
// thread of their own with a stack of ``LargeStack/size`` (address space only: untouched pages
// cost no memory), unless the calling thread's stack is already that large.
import Foundation

/// Runs work on a stack large enough for the deepest input the limits allow.
package enum LargeStack {
    /// The stack size the work gets: 64 MiB, over ten times what 256 levels of the deepest
    /// recursion take in a release build.
    package static let size = 64 << 20

    /// The stack one level of nesting may take at most, in bytes, for ``run(depth:_:)``: 32 KiB,
    /// above the ~19 KB the deepest recursion (the script resolver's) measures in a release build.
    package static let bytesPerLevel = 32 << 10
    /// The stack kept free for everything around the recursion, in bytes: 1 MiB.
    package static let margin = 1 << 20

    /// Runs `body`, which recurses about `depth` levels deep, on the calling thread when its
    /// stack holds that many levels (``bytesPerLevel`` each, plus ``margin``), else as
    /// ``run(_:)`` does: shallow work, the common case, costs no thread.
    package static func run<Result>(depth: Int, _ body: () throws -> Result) throws -> Result {
        if depth * bytesPerLevel + margin <= Thread.current.stackSize { return try body() }
        return try run(body)
    }

    /// Runs `body` on a thread whose stack is at least ``size`` bytes (the calling one when its
    /// stack is, a new one otherwise, waited for), and returns its result or rethrows its error.
    package static func run<Result>(_ body: () throws -> Result) throws -> Result {
        if Thread.current.stackSize >= size { return try body() }
        return try withoutActuallyEscaping(body) { body in
            let job = Job(body)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                job.run()
                done.signal()
            }
            thread.stackSize = size
            thread.start()
            done.wait()
            return try job.outcome.get()
        }
    }

    /// The work and its outcome, handed to the large-stack thread and back: the caller waits
    /// for the thread to finish, so only one thread touches it at a time.
    private final class Job<Value>: @unchecked Sendable {
        /// The work; dropped as soon as it has run, before the caller is woken, since
        /// `withoutActuallyEscaping` traps if the closure is still held when it returns (and
        /// the thread may not yet have released its own block).
        private var body: (() throws -> Value)?
        /// The body's result once ``run()`` has run.
        private(set) var outcome: Swift.Result<Value, any Error> = .failure(CancellationError())

        init(_ body: @escaping () throws -> Value) { self.body = body }

        func run() {
            if let body { outcome = Swift.Result { try body() } }
            body = nil
        }
    }
}
