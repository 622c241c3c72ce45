// The deepest layer trees the limits allow commit and render on a small stack: drawing recurses
// once per level, so a deep tree runs on a thread with a large stack (LargeStack), a shallow one
// on the caller's.
import Foundation
@testable import Lamina
import Synchronization
import Testing

@Suite struct StackDepthTests {
    @Test func aDeepTreeRendersOnASmallStack() throws {
        // 250 nested groups of opacity 0.99 around two squares: each level is a group.
        let tree = try nestedOpacityGroups(depth: 250, leaves: 2, opacity: 0.99).commit()
        #expect(tree.root.nestingDepth() == 252)
        let rendered = Mutex<Image?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let image = try? Renderer().render(tree)
            rendered.withLock { $0 = image }
            done.signal()
        }
        thread.stackSize = 256 << 10
        thread.start()
        done.wait()
        let image = rendered.withLock { $0 }
        #expect((image?.color(x: 5, y: 5)?.alpha ?? 0) > 0.05)  // 0.99 to the 250th, with 8-bit rounding at each level
    }

    @Test func largeStackRunsShallowWorkInline() throws {
        let caller = Thread.current
        let ranOnCaller = try LargeStack.run(depth: 3) { Thread.current == caller }
        #expect(ranOnCaller == (3 * LargeStack.bytesPerLevel + LargeStack.margin <= caller.stackSize))
        #expect(try LargeStack.run(depth: 100_000) { Thread.current.stackSize } == LargeStack.size)
    }
}
