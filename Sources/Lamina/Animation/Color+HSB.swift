// Colours from hue, saturation and brightness, as UIColor(hue:saturation:brightness:alpha:),
// for animations that shift hue (EXAMPLES scene 4).
import Foundation

extension Color {
    /// A colour from HSB (HSV) components, each 0…1, as `UIColor(hue:saturation:brightness:alpha:)`.
    ///
    /// - Parameters:
    ///   - hue: The angle on the colour wheel as a fraction of a turn; wrapped into 0..<1
    ///     (NaN or infinity give 0).
    ///   - saturation: 0 (grey) … 1 (pure hue); clamped.
    ///   - brightness: 0 (black) … 1; clamped.
    ///   - alpha: Opacity 0…1. Default 1.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let h = hue.isFinite ? hue - hue.rounded(.down) : 0
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = h * 6, index = Int(sector) % 6, f = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch index {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: CGFloat(alpha))
    }
}
