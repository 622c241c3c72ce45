// UIKit's string forms of geometry: "{x, y}" for points, as `NSCoder.cgPoint(for:)` reads them.
import Foundation

extension NSCoder {
    /// The point a string like `"{12.5, -3}"` names; `.zero` when it names none.
    public static func cgPoint(for string: String) -> CGPoint {
        let numbers = string.split { "{}, ".contains($0) }.compactMap { Double($0) }
        guard numbers.count == 2 else { return .zero }
        return CGPoint(x: numbers[0], y: numbers[1])
    }

    /// The string form of a point, `"{x, y}"`.
    public static func string(for point: CGPoint) -> String { "{\(point.x), \(point.y)}" }
}
