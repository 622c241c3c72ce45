// CAMediaTimingFunction over Lamina's TimingFunction: control points kept as Float, as Apple
// stores them, so `getControlPoint` returns exactly what was given.
import Foundation
import Lamina

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction`.
open class CAMediaTimingFunction: Equatable, @unchecked Sendable {
    /// The two inner control points (x1, y1, x2, y2), as given.
    private let points: (Float, Float, Float, Float)

    /// The curve in Lamina's terms. Control points whose x lies outside 0…1 (which Apple
    /// clamps) are clamped to 0…1; non-finite ones give the linear curve.
    public let laminaTimingFunction: TimingFunction

    /// A curve through the control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = (c1x, c1y, c2x, c2y)
        let clamp = { (x: Float) in Double(min(max(x, 0), 1)) }
        if let curve = try? TimingFunction(controlPoints: clamp(c1x), Double(c1y), clamp(c2x), Double(c2y)) {
            laminaTimingFunction = curve
        } else {
            CAWarnings.warn("CAMediaTimingFunction(controlPoints: \(c1x), \(c1y), \(c2x), \(c2y)): expected finite numbers; linear used")
            laminaTimingFunction = .linear
        }
    }

    /// A predefined curve; an unknown name gives the linear curve and a warning.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        default:
            CAWarnings.warn("CAMediaTimingFunction(name: \"\(name.rawValue)\"): unknown name; linear used")
            self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes control point `index` (0 = (0, 0), 1 and 2 the inner ones, 3 = (1, 1)) into
    /// `values[0]` and `values[1]`; an index outside 0…3 writes nothing.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch index {
        case 0: point = (0, 0)
        case 1: point = (points.0, points.1)
        case 2: point = (points.2, points.3)
        case 3: point = (1, 1)
        default: return
        }
        values[0] = point.0
        values[1] = point.1
    }

    /// Curves are equal when their control points are.
    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.points == rhs.points
    }
}
