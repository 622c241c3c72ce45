// UIKit's touch: a point in a view, readable in any view of the same tree.
import Foundation

/// One finger's contact, as UIKit's `UITouch`: a location in a view. Lamina delivers no events
/// by itself; code that tests or replays touches creates them and calls a view's
/// `touchesBegan(_:with:)` and its siblings.
public final class UITouch: Hashable {
    /// The view the touch is in.
    public private(set) weak var view: UIView?
    /// The location in ``view``'s bounds, in points.
    private let point: CGPoint

    /// A touch at `location` in `view`'s bounds.
    public init(location: CGPoint, in view: UIView) {
        point = location
        self.view = view
    }

    /// The location in `other`'s bounds (in the touch's own view when nil).
    public func location(in other: UIView?) -> CGPoint {
        guard let view, let other, other !== view else { return point }
        return view.convert(point, to: other)
    }

    /// Touches are equal when they are the same object.
    public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
