// A tree of nested opacity groups, the shape of the inputs that once made rendering exponential
// (IsolationTests) and that need a deep stack (StackDepthTests).
import Foundation
import Lamina

/// `depth` groups of `opacity` nested in a 32 × 32 root around `leaves` filled 8 × 8 squares
/// side by side (4 points apart); returns the root.
func nestedOpacityGroups(depth: Int, leaves: Int, opacity: CGFloat = 0.9) -> Layer {
    let root = Layer()
    root.bounds = CGRect(x: 0, y: 0, width: 32, height: 32)
    var inner = root
    for _ in 0..<depth {
        let group = Layer()
        group.bounds = root.bounds
        group.position = CGPoint(x: 16, y: 16)
        group.opacity = opacity
        inner.addSublayer(group)
        inner = group
    }
    for i in 0..<leaves {
        let square = ShapeLayer()
        square.frame = CGRect(x: i * 4, y: 0, width: 8, height: 8)
        square.path = BezierPath(rect: CGRect(x: 0, y: 0, width: 8, height: 8))
        inner.addSublayer(square)
    }
    return root
}
