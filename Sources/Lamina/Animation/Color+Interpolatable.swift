// Colours blend channel by channel in sRGB with straight (not premultiplied) alpha, as Core
// Animation blends CGColors in their colour space.
import Foundation

extension Color: ComponentwiseInterpolatable {
    /// Combines red, green, blue and alpha separately, in sRGB with straight alpha. The
    /// result is clamped to 0...1 per channel (``Color`` holds no other values), so a
    /// spring's overshoot stops at the channel's limit, and a difference below 0 becomes 0.
    public static func combine(_ a: Color, _ b: Color, _ operation: (Double, Double) -> Double) -> Color {
        Color(red: CGFloat.combine(a.red, b.red, operation), green: CGFloat.combine(a.green, b.green, operation),
              blue: CGFloat.combine(a.blue, b.blue, operation), alpha: CGFloat.combine(a.alpha, b.alpha, operation))
    }
}
