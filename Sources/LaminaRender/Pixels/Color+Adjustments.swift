// Colour adjustments shared by tint dimming, vibrancy and the backdrop blur: Rec. 709 luma,
// saturation by the Rec. 709 matrix (as Apple's UIImage+ImageEffects sample) and dimming.
import Foundation

extension Color {
    /// The Rec. 709 luma of the sRGB components: 0.2126 R + 0.7152 G + 0.0722 B, 0…1. (Computed
    /// on the gamma-encoded components, as Core Image's colour matrices are.)
    public var luma: CGFloat { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

    /// The colour `UIView.tintAdjustmentMode` `.dimmed` shows, by Lamina's rule (Apple publishes
    /// none): desaturated to the grey of its Rec. 709 ``luma`` Y, then its contrast halved about
    /// mid-grey, giving the grey 0.5 + (Y − 0.5) / 2. Alpha is kept. System blue #007AFF (Y =
    /// 0.4144) dims to 0.4572 (#747474). The dynamic ``tint`` stays as it is.
    public var dimmed: Color {
        guard !isDynamicTint else { return self }
        return Color(white: 0.5 + (luma - 0.5) * 0.5, alpha: alpha)
    }

    /// The colour with its saturation scaled by `factor` through the Rec. 709 saturation matrix
    /// (1 keeps it, 0 gives its luma grey, above 1 boosts it; results are clamped to 0…1).
    /// The dynamic ``tint`` stays as it is.
    public func saturated(by factor: CGFloat) -> Color {
        guard !isDynamicTint else { return self }
        let y = luma
        return Color(red: y + (red - y) * factor, green: y + (green - y) * factor, blue: y + (blue - y) * factor,
                     alpha: alpha)
    }

    /// This colour multiplied channel by channel (alpha too) by `other`, as Core Animation's
    /// `instanceColor` modulates a replicated layer.
    public func multiplied(by other: Color) -> Color {
        Color(red: red * other.red, green: green * other.green, blue: blue * other.blue, alpha: alpha * other.alpha)
    }
}
