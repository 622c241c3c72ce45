// UIKit's current graphics context: a stack of CGContexts per thread. A view's draw(_:) runs with its
// context pushed; UIGraphicsBeginImageContextWithOptions pushes one over a new canvas.
import Foundation
import Lamina

/// One thread's pushed contexts, innermost last, each marked when it was begun as an image
/// context. UIKit keeps a stack per thread; so does Lamina, in the thread's dictionary.
private final class ContextStack {
    var entries: [(context: CGContext, isImage: Bool)] = []

    /// The calling thread's stack.
    static var current: ContextStack {
        let key = "LaminaUIKit.UIGraphicsContextStack"
        if let stack = Thread.current.threadDictionary[key] as? ContextStack { return stack }
        let stack = ContextStack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }
}

/// The context drawing goes to: the one pushed last, or nil when none is.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    ContextStack.current.entries.last?.context
}

/// Makes `context` the current one, until ``UIGraphicsPopContext()``.
public func UIGraphicsPushContext(_ context: CGContext) {
    ContextStack.current.entries.append((context, false))
}

/// Makes the context pushed before the current one current again.
public func UIGraphicsPopContext() {
    _ = ContextStack.current.entries.popLast()
}

/// Pushes a context over a new transparent canvas of `size` points at `scale` pixels per point
/// (0 means the screen's, 2). `opaque` is kept for source compatibility.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : UIView.screenScale
    do {
        ContextStack.current.entries.append((try CGContext(size: size, scale: scale), true))
    } catch {
        CAWarnings.warn("UIGraphicsBeginImageContextWithOptions(\(size), _, \(scale)): \(error); no context")
    }
}

/// Pops the current context if ``UIGraphicsBeginImageContextWithOptions(_:_:_:)`` pushed it;
/// otherwise (a view's context, or none) does nothing, as UIKit ignores an unbalanced call.
public func UIGraphicsEndImageContext() {
    let stack = ContextStack.current
    if stack.entries.last?.isImage == true { stack.entries.removeLast() }
}

/// The image of what the current image context holds, at its scale, as UIKit's
/// `UIGraphicsGetImageFromCurrentImageContext()`; nil when the current context was not begun by
/// ``UIGraphicsBeginImageContextWithOptions(_:_:_:)`` (a view's context, or none).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = ContextStack.current.entries.last, entry.isImage,
          let image = entry.context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: entry.context.canvas.scale, orientation: .up)
}
