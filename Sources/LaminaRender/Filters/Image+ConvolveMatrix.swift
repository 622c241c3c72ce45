// The convolution of `feConvolveMatrix` (Filter Effects Module Level 1 §9.13) on premultiplied
// ARGB32 pixels, computed as resvg's crates/resvg/src/filter/convolve_matrix.rs does (single
// precision, the kernel rotated 180°, edge modes over the whole image, the result clamped to
// 0…alpha and rounded half up), so that its references match.
import Foundation

extension Image {
    /// The image convolved by `kernel`: premultiplied channels, or with
    /// ``FilterConvolution/preserveAlpha`` the straight colour channels under the pixel's own
    /// alpha.
    func convolved(by kernel: FilterConvolution) -> Image {
        let count = pixels.count
        // Channel values 0…1, four per pixel (r, g, b, a): premultiplied, or straight.
        var source = [Float](repeating: 0, count: count * 4)
        FilterColorTables.straight.withUnsafeBufferPointer { straight in
            for i in 0..<count {
                let p = pixels[i]
                let (r, g, b, a) = kernel.preserveAlpha ? Self.unpremultiplied(p, straight)
                    : (p >> 16 & 0xFF, p >> 8 & 0xFF, p & 0xFF, p >> 24)
                source[i * 4] = Float(r) / 255; source[i * 4 + 1] = Float(g) / 255
                source[i * 4 + 2] = Float(b) / 255; source[i * 4 + 3] = Float(a) / 255
            }
        }
        // Rotated 180°: cell (ox, oy) of the window starting at the target's offset.
        let weights = kernel.values.reversed().map { Float($0) }
        let divisor = Float(kernel.divisor), bias = Float(kernel.bias)
        let (columns, rows) = (kernel.columns, kernel.rows)
        var result = self
        for y in 0..<height {
            for x in 0..<width {
                var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for oy in 0..<rows {
                    guard let sy = Self.edge(y - kernel.targetY + oy, height, kernel.edgeMode) else { continue }
                    for ox in 0..<columns {
                        guard let sx = Self.edge(x - kernel.targetX + ox, width, kernel.edgeMode) else { continue }
                        let k = weights[oy * columns + ox], at = (sy * width + sx) * 4
                        sum.0 += source[at] * k; sum.1 += source[at + 1] * k
                        sum.2 += source[at + 2] * k; sum.3 += source[at + 3] * k
                    }
                }
                let alpha = kernel.preserveAlpha ? source[(y * width + x) * 4 + 3] : sum.3 / divisor + bias
                let bounded = Self.bound(alpha, 1)
                @inline(__always) func channel(_ c: Float) -> UInt32 {
                    let v = c / divisor + bias * alpha
                    return Self.byte(kernel.preserveAlpha ? Self.bound(v, 1) * bounded : Self.bound(v, bounded))
                }
                result.pixels[y * width + x] = Self.byte(bounded) << 24 | channel(sum.0) << 16
                    | channel(sum.1) << 8 | channel(sum.2)
            }
        }
        return result
    }

    /// Coordinate `t` of a line of `length` pixels under `mode`; nil when it reads nothing.
    @inline(__always)
    private static func edge(_ t: Int, _ length: Int, _ mode: FilterEdgeMode) -> Int? {
        if t >= 0, t < length { return t }
        switch mode {
        case .none: return nil
        case .duplicate: return min(max(t, 0), length - 1)
        case .wrap: return (t % length + length) % length
        }
    }

    /// `v` clamped to 0…`high`; NaN gives 0.
    @inline(__always)
    private static func bound(_ v: Float, _ high: Float) -> Float {
        v > high ? high : v >= 0 ? v : 0
    }

    /// A value in 0…1 as a byte, rounded half up.
    @inline(__always)
    private static func byte(_ v: Float) -> UInt32 {
        UInt32(v * 255 + 0.5)
    }
}
