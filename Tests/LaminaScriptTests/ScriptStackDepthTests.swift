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

    /// 200 layers, each filtered by a picture of the tree before (a chain of `feImage`s): the
    /// pictures nest inside one another's drawing, so the render needs the stack of 200 levels,
    /// and they count against ``RenderTree/maxDepth``.
    @Test func deeplyNestedFilterPicturesRenderOnASmallStack() throws {
        let square = CGRect(x: 0, y: 0, width: 4, height: 4)
        let dot = Layer()
        dot.bounds = square
        dot.anchorPoint = .zero
        dot.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
        var tree = try dot.commit()
        func picturing(_ tree: RenderTree) -> Layer {
            let layer = Layer()
            layer.bounds = square
            layer.anchorPoint = .zero
            layer.filters = [Filter([FilterPrimitive(.image(.layer(tree)))], region: square)]
            return layer
        }
        for _ in 0..<200 { tree = try picturing(tree).commit() }
        let rendered = Mutex<Image?>(nil)
        onSmallStack { [tree] in
            let image = try? Renderer().render(tree)
            rendered.withLock { $0 = image }
        }
        #expect(rendered.withLock { $0 }?.pixel(x: 2, y: 2) == 0xFF00_00FF)
        for _ in 200..<255 { tree = try picturing(tree).commit() }
        #expect(throws: LayerError.nestingTooDeep(limit: 256)) { try picturing(tree).commit() }
    }

    @Test func largeStackRunsReturnResultsAndErrors() throws {
        for i in 0..<200 {
            #expect(try LargeStack.run { i * 2 } == i * 2)
        }
        #expect(throws: RenderError.cancelled) { try LargeStack.run { throw RenderError.cancelled } }
    }
}
