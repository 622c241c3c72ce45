// UIKit's current graphics context: a stack of CGContexts. A view's draw(_:) runs with its
// context pushed; UIGraphicsBeginImageContextWithOptions pushes one over a new canvas.
import Foundation
import Lamina
import Synchronization

/// The pushed contexts, innermost last, and which of them were begun as image contexts.
private let contextStack = Mutex<[(context: UnsafeSendable<CGContext>, isImage: Bool)]>([])

/// Carries a non-Sendable context through the stack's lock; contexts are used on the thread that
/// draws, as UIKit's are.
private struct UnsafeSendable<Value>: @unchecked Sendable { let value: Value }

/// The context drawing goes to: the one pushed last, or nil when none is.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    contextStack.withLock { $0.last?.context.value }
}

/// Makes `context` the current one, until ``UIGraphicsPopContext()``.
public func UIGraphicsPushContext(_ context: CGContext) {
    contextStack.withLock { $0.append((UnsafeSendable(value: context), false)) }
}

/// Makes the context pushed before the current one current again.
public func UIGraphicsPopContext() {
    contextStack.withLock { _ = $0.popLast() }
}

/// Pushes a context over a new transparent canvas of `size` points at `scale` pixels per point
/// (0 means the screen's, 2). `opaque` is kept for source compatibility.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : UIView.screenScale
    do {
        let canvas = try Canvas(width: max(1, Int((size.width * scale).rounded(.up))),
                                height: max(1, Int((size.height * scale).rounded(.up))), scale: scale)
        contextStack.withLock { $0.append((UnsafeSendable(value: CGContext(canvas: canvas)), true)) }
    } catch {
        CAWarnings.warn("UIGraphicsBeginImageContextWithOptions(\(size), _, \(scale)): \(error); no context")
    }
}

/// Pops the current context if ``UIGraphicsBeginImageContextWithOptions(_:_:_:)`` pushed it;
/// otherwise (a view's context, or none) does nothing, as UIKit ignores an unbalanced call.
public func UIGraphicsEndImageContext() {
    contextStack.withLock { if $0.last?.isImage == true { $0.removeLast() } }
}
