// UIBlurEffect: the system blur styles with Apple's published image-effects numbers
// (SEMANTICS §4, DESIGN §4), or custom parameters.
import Foundation

/// The system blur styles, as `UIBlurEffect.Style`.
public enum BlurStyle: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Blur radius 30 pt, saturation × 1.8, tint white 1.0 at alpha 0.30.
    case light
    /// Blur radius 20 pt, saturation × 1.8, tint white 0.97 at alpha 0.82.
    case extraLight
    /// Blur radius 20 pt, saturation × 1.8, tint white 0.11 at alpha 0.73.
    case dark
}

/// A backdrop blur: what an ``EffectLayer`` does to the pixels behind it, as `UIBlurEffect`.
/// The numbers of the system styles are those of Apple's WWDC 2013 `UIImage+ImageEffects`
/// sample, the best published ones (UIKit's own are private).
public struct BlurEffect: Equatable, Hashable, Sendable {
    /// The standard deviation σ of the Gaussian blur, in points (at 2× it is twice as many
    /// pixels). Values below 0 count as 0.
    public var blurRadius: CGFloat
    /// Multiplies the backdrop's saturation before blurring (Rec. 709 matrix); 1 keeps it.
    public var saturation: CGFloat
    /// Laid over the blurred backdrop, source-over; nil for none. May be the dynamic ``Color/tint``.
    public var tintColor: Color?
    /// How vibrant sublayers of an ``EffectLayer`` blend with the blur: ``BlendMode/plusLighter``
    /// over dark blurs, ``BlendMode/multiply`` over light ones.
    public var vibrancyBlendMode: BlendMode

    /// A system style.
    public init(style: BlurStyle) {
        switch style {
        case .light: self.init(blurRadius: 30, saturation: 1.8, tintColor: Color(white: 1.0, alpha: 0.30))
        case .extraLight: self.init(blurRadius: 20, saturation: 1.8, tintColor: Color(white: 0.97, alpha: 0.82))
        case .dark: self.init(blurRadius: 20, saturation: 1.8, tintColor: Color(white: 0.11, alpha: 0.73))
        }
    }

    /// Custom parameters.
    /// - Parameters:
    ///   - blurRadius: σ in points.
    ///   - saturation: the saturation factor. Default 1.
    ///   - tintColor: the colour laid over the blur. Default nil.
    ///   - vibrancyBlendMode: the blend of vibrant sublayers. Default: ``BlendMode/plusLighter``
    ///     when the tint's luma is below 0.5 (a dark blur), else ``BlendMode/multiply``.
    public init(blurRadius: CGFloat, saturation: CGFloat = 1, tintColor: Color? = nil,
                vibrancyBlendMode: BlendMode? = nil) {
        self.blurRadius = blurRadius
        self.saturation = saturation
        self.tintColor = tintColor
        let isDark = tintColor.map { $0.luma < 0.5 && $0.alpha > 0 } ?? false
        self.vibrancyBlendMode = vibrancyBlendMode ?? (isDark ? .plusLighter : .multiply)
    }
}
