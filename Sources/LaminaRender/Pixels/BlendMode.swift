// How a drawing combines with what is already on the canvas: Cairo's operators under the
// names CSS (mix-blend-mode) and Core Image's blend filters use. The formulas are the W3C
// "Compositing and Blending Level 1" ones, which Cairo implements.
import CCairo

/// How a layer or drawing combines with the pixels beneath it. Default ``normal``.
///
/// The separable and non-separable modes follow W3C Compositing and Blending Level 1 (the
/// same as Core Image's `…BlendMode` filters and CSS `mix-blend-mode`). Raw values are the
/// CSS keywords. ``xor`` is a Porter–Duff operator, as Core Animation's compositing filter of
/// that name.
public enum BlendMode: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Source over: the drawing covers what is beneath by its alpha.
    case normal
    /// Multiplies colours: always darker, white leaves the backdrop unchanged.
    case multiply
    /// Inverse multiply: always lighter, black leaves the backdrop unchanged.
    case screen
    /// Multiply or screen depending on the backdrop.
    case overlay
    /// The darker of source and backdrop, per channel.
    case darken
    /// The lighter of source and backdrop, per channel.
    case lighten
    /// Brightens the backdrop to reflect the source.
    case colorDodge = "color-dodge"
    /// Darkens the backdrop to reflect the source.
    case colorBurn = "color-burn"
    /// Multiply or screen depending on the source.
    case hardLight = "hard-light"
    /// A softer hard light.
    case softLight = "soft-light"
    /// The absolute difference of source and backdrop.
    case difference
    /// Like difference, with lower contrast.
    case exclusion
    /// The source's hue with the backdrop's saturation and luminosity.
    case hue
    /// The source's saturation with the backdrop's hue and luminosity.
    case saturation
    /// The source's hue and saturation with the backdrop's luminosity.
    case color
    /// The source's luminosity with the backdrop's hue and saturation.
    case luminosity
    /// Adds source and backdrop, clamped (Core Animation's `plusL`, Cairo's ADD).
    case plusLighter = "plus-lighter"
    /// Porter–Duff exclusive-or: the drawing shows where the backdrop is not and the backdrop
    /// where the drawing is not; where both cover, neither (Core Animation's `xor` compositing
    /// filter, `CGBlendMode.xor`). Not a CSS blend mode: its raw value is the CSS `composite`
    /// keyword. Over an opaque backdrop it leaves the alpha 1 − the drawing's alpha, which is how
    /// an inverted mask is made.
    case xor
}

extension BlendMode {
    /// Cairo's operator for the mode (all are source-over with a blend function, except
    /// ``plusLighter``, which is ADD, and ``xor``, which is XOR).
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .plusLighter: return CAIRO_OPERATOR_ADD
        case .xor: return CAIRO_OPERATOR_XOR
        }
    }
}
