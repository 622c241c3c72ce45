// CSS angles (CSS Values 4 §7.1): deg, rad, grad and turn, and unitless degrees where SVG
// allows them (a marker's orient, a colour's hue).
import Foundation

/// Converts CSS angles to degrees.
enum CSSAngle {
    /// `value` in `unit` (empty for none) as degrees; nil when `unit` is not an angle unit.
    static func degrees(_ value: Double, unit: String) -> Double? {
        switch unit {
        case "", "deg": value
        case "rad": value * 180 / .pi
        case "grad": value * 0.9
        case "turn": value * 360
        default: nil
        }
    }
}
