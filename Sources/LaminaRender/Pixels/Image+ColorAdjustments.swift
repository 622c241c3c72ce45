// Whole-image colour operations on premultiplied ARGB32 pixels: template fill (UIKit's
// `.alwaysTemplate`), channel modulation (replicator instance colours) and Rec. 709 saturation
// (the backdrop blur).
import Foundation

extension Image {
    /// The image as a template: every pixel becomes `color` at the pixel's own alpha, ignoring
    /// its colour (UIKit's `UIImage.RenderingMode.alwaysTemplate`). Premultiplied channels are
    /// `round(c × a × α / 255)` with c and a the colour's straight components and α the pixel's
    /// alpha byte.
    public func templated(with color: Color) -> Image {
        let a = color.alpha
        var result = self
        let lookup = (0...255).map { alphaByte -> UInt32 in
            let coverage = CGFloat(alphaByte) / 255 * a
            func byte(_ v: CGFloat) -> UInt32 { UInt32((v * coverage * 255).rounded()) }
            return byte(1) << 24 | byte(color.red) << 16 | byte(color.green) << 8 | byte(color.blue)
        }
        result.pixels.withUnsafeMutableBufferPointer { p in
            for i in p.indices { p[i] = lookup[Int(p[i] >> 24)] }
        }
        return result
    }

    /// The image with each premultiplied channel (alpha too) multiplied by `color`'s matching
    /// straight component, rounded: what a replicator's instance colour does to a layer's image.
    public func modulated(by color: Color) -> Image {
        guard color != .white else { return self }
        let factors = [color.blue, color.green, color.red, color.alpha]
        var result = self
        result.pixels.withUnsafeMutableBufferPointer { p in
            for i in p.indices {
                var out: UInt32 = 0
                for (k, f) in factors.enumerated() {
                    let v = CGFloat(p[i] >> UInt32(8 * k) & 0xFF) * f
                    out |= UInt32(v.rounded()) << UInt32(8 * k)
                }
                p[i] = out
            }
        }
        return result
    }

    /// The image with its saturation scaled by `factor` through the Rec. 709 saturation matrix,
    /// on premultiplied channels (the luma weights sum to 1, so alpha is respected); results are
    /// clamped to 0…alpha. 1 returns the image unchanged; factors beyond ±10,000 count as ±10,000
    /// (so the fixed-point products cannot overflow).
    public func saturated(by factor: CGFloat) throws -> Image {
        guard factor.isFinite else { throw RenderError.nonFinite("saturation factor") }
        guard factor != 1 else { return self }
        let factor = min(max(factor, -10_000), 10_000)
        // Fixed point, 16 fractional bits: out = Y + (c − Y)·s = c·s + Y·(1 − s).
        let s = Int((factor * 65536).rounded())
        let wr = Int((0.2126 * (1 - factor) * 65536).rounded())
        let wg = Int((0.7152 * (1 - factor) * 65536).rounded())
        let wb = Int((0.0722 * (1 - factor) * 65536).rounded())
        var result = self
        result.pixels.withUnsafeMutableBufferPointer { p in
            for i in p.indices {
                let px = p[i]
                let a = Int(px >> 24), r = Int(px >> 16 & 0xFF), g = Int(px >> 8 & 0xFF), b = Int(px & 0xFF)
                let y = wr * r + wg * g + wb * b + 32768
                func channel(_ c: Int) -> UInt32 { UInt32(min(max((c * s + y) >> 16, 0), a)) }
                p[i] = UInt32(a) << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
            }
        }
        return result
    }
}
