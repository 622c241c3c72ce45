// CSS Color 4's hwb(), lab(), lch(), oklab() and oklch() to sRGB (CSS Color 4 §8–§9, with the
// conversion code of its §18: CIE Lab on D50, Bradford-adapted to D65; Oklab by Björn Ottosson's
// matrices). Colours outside sRGB are clipped to it per channel.
import Foundation
import Lamina

/// Converts the CSS Color 4 colour functions beyond rgb() and hsl() to sRGB.
enum CSSColorSpaces {
    /// The functions this converts.
    static let functions: Set<String> = ["hwb", "lab", "lch", "oklab", "oklch"]

    /// Which channel of `function` is a hue (an angle); nil when none is.
    static func hueChannel(of function: String) -> Int? {
        switch function {
        case "hwb", "hsl", "hsla": 0
        case "lch", "oklch": 2
        default: nil
        }
    }

    /// What 100 % of each channel is, for `function`'s three channels (CSS Color 4 §8.2, §9.2).
    static func percentReferences(of function: String) -> [Double] {
        switch function {
        case "lab": [100, 125, 125]
        case "lch": [100, 150, 1]
        case "oklab": [1, 0.4, 0.4]
        case "oklch": [1, 0.4, 1]
        default: [1, 100, 100]  // hwb: whiteness and blackness in percent
        }
    }

    /// The sRGB colour of `function` with channels `c` (percentages resolved, hues in degrees).
    static func color(_ function: String, _ c: [Double], alpha: Double) -> Color {
        let linear: (Double, Double, Double)
        switch function {
        case "hwb": return hwb(hue: c[0], whiteness: c[1] / 100, blackness: c[2] / 100, alpha: alpha)
        case "lab": linear = lab(c[0], c[1], c[2])
        case "lch": linear = lab(c[0], c[1] * cos(c[2] * .pi / 180), c[1] * sin(c[2] * .pi / 180))
        case "oklab": linear = oklab(c[0], c[1], c[2])
        default: linear = oklab(c[0], c[1] * cos(c[2] * .pi / 180), c[1] * sin(c[2] * .pi / 180))
        }
        func encoded(_ v: Double) -> Double {
            let clipped = min(max(v, 0), 1)
            return clipped <= 0.0031308 ? 12.92 * clipped : 1.055 * pow(clipped, 1 / 2.4) - 0.055
        }
        return Color(red: encoded(linear.0), green: encoded(linear.1), blue: encoded(linear.2), alpha: alpha)
    }

    /// HWB: the pure hue mixed with white and black (CSS Color 4 §8.1).
    private static func hwb(hue: Double, whiteness: Double, blackness: Double, alpha: Double) -> Color {
        var w = min(max(whiteness, 0), 1), b = min(max(blackness, 0), 1)
        if w + b >= 1 { (w, b) = (w / (w + b), b / (w + b)) }
        let pure = CSSColor.hsl(hue: hue, saturation: 1, lightness: 0.5, alpha: alpha)
        func mix(_ channel: CGFloat) -> Double { Double(channel) * (1 - w - b) + w }
        return Color(red: mix(pure.red), green: mix(pure.green), blue: mix(pure.blue), alpha: alpha)
    }

    /// CIE Lab (D50) to linear sRGB.
    private static func lab(_ l: Double, _ a: Double, _ b: Double) -> (Double, Double, Double) {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let fy = (l + 16) / 116, fx = fy + a / 500, fz = fy - b / 200
        let x = fx * fx * fx > epsilon ? fx * fx * fx : (116 * fx - 16) / kappa
        let y = l > kappa * epsilon ? fy * fy * fy : l / kappa
        let z = fz * fz * fz > epsilon ? fz * fz * fz : (116 * fz - 16) / kappa
        // D50 white, then Bradford to D65, then XYZ to linear sRGB, in one matrix.
        let (dx, dy, dz) = (x * 0.3457 / 0.3585, y, z * (1 - 0.3457 - 0.3585) / 0.3585)
        return (3.1341358529001186 * dx - 1.6173859980180432 * dy - 0.49066221791109743 * dz,
                -0.9787954765557775 * dx + 1.9162543773959881 * dy + 0.03344287339036688 * dz,
                0.07195539255794742 * dx - 0.22897675981518198 * dy + 1.4053860351131182 * dz)
    }

    /// Oklab to linear sRGB.
    private static func oklab(_ l: Double, _ a: Double, _ b: Double) -> (Double, Double, Double) {
        let l1 = l + 0.3963377774 * a + 0.2158037573 * b
        let m1 = l - 0.1055613458 * a - 0.0638541728 * b
        let s1 = l - 0.0894841775 * a - 1.2914855480 * b
        let (lc, mc, sc) = (l1 * l1 * l1, m1 * m1 * m1, s1 * s1 * s1)
        return (4.0767416621 * lc - 3.3077115913 * mc + 0.2309699292 * sc,
                -1.2684380046 * lc + 2.6097574011 * mc - 0.3413193965 * sc,
                -0.0041960863 * lc - 0.7034186147 * mc + 1.7076147010 * sc)
    }
}
