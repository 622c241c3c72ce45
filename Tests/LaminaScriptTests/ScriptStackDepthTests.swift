// The deepest scripts the limits allow load and render whatever the caller's stack: loading
// recurses once per nesting level, ~19 KB a level in a release build, so 250 levels need ~5 MB,
// more than a secondary thread's stack (the fuzzer found the overflow under the sanitizers).
import Foundation
import Synchronization
import Lamina
@testable import LaminaScript
import Testing

@Suite struct ScriptStackDepthTests {
    /// A chain of 250 `<use>`s, each using the one before, in 250 nested groups.
    private let deepScript: String = {
        var text = "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><defs><rect id='u0' width='4' height='4'/>"
        for i in 1..<250 { text += "<use id='u\(i)' href='#u\(i - 1)' x='0.01'/>" }
        return text + "</defs><use href='#u249'/></svg>"
    }()

    /// Runs `body` on a new thread with a 256 KB stack and waits for it.
    private func onSmallStack(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = 256 << 10
        thread.start()
        done.wait()
    }

    @Test func aDeepScriptLoadsAndRendersOnASmallStack() {
        let text = deepScript
        let rendered = Mutex<Image?>(nil)
        onSmallStack {
            let image = try? ScriptTest.load(text).render()
            rendered.withLock { $0 = image }
        }
        let image = rendered.withLock { $0 }
        #expect(image?.color(x: 4, y: 2)?.alpha == 1)
    }

    @Test func largeStackRunsReturnResultsAndErrors() throws {
        for i in 0..<200 {
            #expect(try LargeStack.run { i * 2 } == i * 2)
        }
        #expect(throws: RenderError.cancelled) { try LargeStack.run { throw RenderError.cancelled } }
    }
}
