// Produce items in parallel, consume them in order, with a bounded number in flight: how frames
// render on all cores while memory stays flat in the number of frames.
import Foundation

/// Runs a producer for each index on `jobs` threads (each worker its own, made on its thread)
/// and hands the results to `consume` on the calling thread in index order. At most `window`
/// results exist at once (produced but not yet consumed, or being produced), so memory does
/// not grow with the number of indices.
final class OrderedPipeline<Output: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let indices: [Int]
    private let window: Int
    private var nextToClaim = 0
    private var nextToConsume = 0
    private var ready: [Int: Output] = [:]
    private var failure: (any Error)?
    private var running = 0

    private init(indices: [Int], window: Int) {
        self.indices = indices
        self.window = window
    }

    /// Produces `indices` in parallel and consumes them in order.
    ///
    /// - Parameters:
    ///   - jobs: Worker threads, ≥ 1.
    ///   - window: Results allowed in flight, ≥ jobs.
    ///   - producer: Makes, on each worker thread, the function that makes the output for a
    ///     position in `indices` there (which may keep what it reuses from one to the next).
    ///   - consume: Receives each output in order (on the calling thread).
    /// - Throws: The first error of a producer or `consume`; remaining work is abandoned.
    static func run(indices: [Int], jobs: Int, window: Int,
                    producer: @escaping @Sendable () -> (Int) throws -> Output,
                    consume: (Int, Output) throws -> Void) throws {
        let pipeline = OrderedPipeline(indices: indices, window: max(window, jobs))
        let workers = min(max(jobs, 1), max(indices.count, 1))
        pipeline.running = workers
        for _ in 0..<workers {
            let thread = Thread { pipeline.work(producer()) }
            thread.stackSize = 8 << 20
            thread.start()
        }
        defer { pipeline.finish() }
        try pipeline.consumeAll(consume)
    }

    /// A worker: claims the next position while the window allows, produces, publishes.
    private func work(_ produce: (Int) throws -> Output) {
        condition.lock()
        defer {
            running -= 1
            condition.broadcast()
            condition.unlock()
        }
        while failure == nil && nextToClaim < indices.count {
            if nextToClaim >= nextToConsume + window {
                condition.wait()
                continue
            }
            let position = nextToClaim
            nextToClaim += 1
            condition.unlock()
            let result = Result { try produce(indices[position]) }
            condition.lock()
            switch result {
            case .success(let output): ready[position] = output
            case .failure(let error): failure = failure ?? error
            }
            condition.broadcast()
        }
    }

    /// The consumer: takes each position's output in order.
    private func consumeAll(_ consume: (Int, Output) throws -> Void) throws {
        for position in indices.indices {
            condition.lock()
            while ready[position] == nil && failure == nil { condition.wait() }
            if let failure {
                condition.unlock()
                throw failure
            }
            let output = ready.removeValue(forKey: position)
            condition.unlock()
            guard let output else { continue }
            do {
                try consume(indices[position], output)
            } catch {
                condition.lock()
                failure = failure ?? error
                condition.broadcast()
                condition.unlock()
                throw error
            }
            condition.lock()
            nextToConsume = position + 1
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Stops the workers (after a failure) and waits until all have returned.
    private func finish() {
        condition.lock()
        if nextToConsume < indices.count && failure == nil { failure = CancellationError() }
        condition.broadcast()
        while running > 0 { condition.wait() }
        condition.unlock()
    }
}
