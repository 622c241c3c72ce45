import Foundation
import Testing
@testable import Lamina

/// Counts items produced but not yet consumed, and the most there ever were.
private final class InFlight: @unchecked Sendable {
    private let lock = NSLock()
    private var current = 0
    private(set) var peak = 0

    func produced() {
        lock.lock()
        current += 1
        peak = max(peak, current)
        lock.unlock()
    }

    func consumed() {
        lock.lock()
        current -= 1
        lock.unlock()
    }
}

@Suite struct OrderedPipelineTests {
    @Test func consumesInOrderWithABoundedWindow() throws {
        let inFlight = InFlight()
        var order: [Int] = []
        // Later items finish first (shorter sleeps), so order must come from the pipeline.
        let producers = InFlight()
        try OrderedPipeline<Int>.run(indices: Array(0..<60), jobs: 3, window: 4, producer: {
            producers.produced()  // once per worker, on its thread
            return { index in
                usleep(UInt32((60 - index) % 7) * 300)
                inFlight.produced()
                return index * 10
            }
        }, consume: { index, value in
            #expect(value == index * 10)
            order.append(index)
            inFlight.consumed()
        })
        #expect(order == Array(0..<60))
        #expect(inFlight.peak <= 4)
        #expect(producers.peak == 3)
    }

    @Test func theFirstErrorStopsTheRun() {
        struct Boom: Error {}
        var consumed: [Int] = []
        #expect(throws: Boom.self) {
            try OrderedPipeline<Int>.run(indices: Array(0..<100), jobs: 2, window: 4, producer: {
                { index in
                    if index == 5 { throw Boom() }
                    return index
                }
            }, consume: { index, _ in consumed.append(index) })
        }
        // Items before the failing one may or may not be consumed before the failure is seen,
        // but always in order and never past it.
        #expect(consumed == Array(0..<consumed.count) && consumed.count <= 5)
    }
}
