// Stopping renders: a deadline, or a cancel from another thread, ends the render with an error.
import Foundation
import Testing
@testable import Lamina

@Suite struct RenderCancellationTests {
    private func tree() throws -> RenderTree {
        let root = Layer()
        root.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        let shape = ShapeLayer()
        shape.frame = root.bounds
        shape.path = BezierPath(ovalIn: root.bounds)
        root.addSublayer(shape)
        return try root.commit()
    }

    @Test func aRenderPastItsDeadlineThrowsTimedOut() throws {
        let renderer = Renderer(cancellation: RenderCancellation(timeout: .zero))
        #expect(throws: RenderError.timedOut(seconds: 0)) { try renderer.render(try tree()) }
    }

    @Test func aCancelFromAnotherThreadStopsTheNextRender() throws {
        let cancellation = RenderCancellation()
        let renderer = Renderer(cancellation: cancellation)
        _ = try renderer.render(try tree())  // renders while not cancelled
        let thread = Thread { cancellation.cancel() }
        let done = DispatchSemaphore(value: 0)
        let waiter = Thread {
            while !cancellation.isCancelled { Thread.sleep(forTimeInterval: 0.001) }
            done.signal()
        }
        thread.start()
        waiter.start()
        done.wait()
        #expect(throws: RenderError.cancelled) { try renderer.render(try tree()) }
    }

    @Test func aCanvasStopsAtItsNextDrawing() throws {
        let cancellation = RenderCancellation()
        _ = try Image(width: 4, height: 4) { canvas in
            canvas.cancellation = cancellation
            try canvas.fill(BezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)), color: .red)
            cancellation.cancel()
            #expect(throws: RenderError.cancelled) {
                try canvas.fill(BezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)), color: .red)
            }
        }
    }

    @Test func aLayerDrawnPastTheDeadlineIsNamed() throws {
        let root = Layer()
        root.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.backgroundColor = .white
        let renderer = Renderer(cancellation: RenderCancellation(timeout: .zero))
        // The render's own check comes first: a render that is already late draws nothing.
        #expect(throws: RenderError.timedOut(seconds: 0)) { try renderer.render(root) }
    }

    @Test func theMessageSaysWhatStoppedTheRender() {
        #expect(RenderError.timedOut(seconds: 2.5).description
                == "stopped: expected to finish within the time limit of 2.5 s, ran past it")
        #expect(RenderError.cancelled.description == "stopped: the render was cancelled")
    }
}
