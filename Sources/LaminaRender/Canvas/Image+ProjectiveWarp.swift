// An image resampled through a projective map: for every destination pixel, the source point
// its centre maps back to, sampled bilinearly (premultiplied, so edges fade without dark
// fringes), with as many samples across the pixel as the map shrinks the source there (up to
// 4 × 4), so foreshortened parts are area-averaged rather than aliased. Outside the source
// image is transparent, which gives the warped picture's edges their partial coverage.
import Foundation

extension Image {
    /// The largest number of samples per axis one destination pixel takes.
    static let maximumWarpSamples = 4

    /// A `width × height` image whose pixel (i, j) shows this image at the point
    /// `map` sends (originX + i + ½, originY + j + ½) to (pixel centres of this image at
    /// +½); transparent where that point is outside the image or `map` gives it a w ≤ 0.
    /// - Throws: ``RenderError/invalidSize`` for a size outside the limits.
    func warped(through map: ProjectiveTransform, width: Int, height: Int, originX: Int, originY: Int) throws -> Image {
        var result = try Image(width: width, height: height)
        let sourceWidth = self.width, sourceHeight = self.height
        let m = map
        pixels.withUnsafeBufferPointer { source in
            result.pixels.withUnsafeMutableBufferPointer { target in
                for j in 0..<height {
                    let y = CGFloat(originY + j) + 0.5
                    for i in 0..<width {
                        let x = CGFloat(originX + i) + 0.5
                        let q = x * m.m13 + y * m.m23 + m.m33
                        guard q > 0 else { continue }
                        let u = (x * m.m11 + y * m.m21 + m.m31) / q, v = (x * m.m12 + y * m.m22 + m.m32) / q
                        // The source pixels one destination pixel spans along each axis.
                        let spanX = max(abs(m.m11 - u * m.m13), abs(m.m12 - v * m.m13)) / q
                        let spanY = max(abs(m.m21 - u * m.m23), abs(m.m22 - v * m.m23)) / q
                        let nx = Self.sampleCount(spanX), ny = Self.sampleCount(spanY)
                        var sum = SIMD4<Float>()
                        if nx == 1, ny == 1 {
                            sum = Self.bilinear(source, sourceWidth, sourceHeight, u, v)
                        } else {
                            for sy in 0..<ny {
                                let py = y + (CGFloat(sy) + 0.5) / CGFloat(ny) - 0.5
                                for sx in 0..<nx {
                                    let px = x + (CGFloat(sx) + 0.5) / CGFloat(nx) - 0.5
                                    let sq = px * m.m13 + py * m.m23 + m.m33
                                    guard sq > 0 else { continue }
                                    sum += Self.bilinear(source, sourceWidth, sourceHeight,
                                                         (px * m.m11 + py * m.m21 + m.m31) / sq,
                                                         (px * m.m12 + py * m.m22 + m.m32) / sq)
                                }
                            }
                            sum /= Float(nx * ny)
                        }
                        target[j * width + i] = Self.pack(sum)
                    }
                }
            }
        }
        return result
    }

    /// Samples per axis for a pixel spanning `span` source pixels: 1 up to a span of 1, at most
    /// ``maximumWarpSamples``.
    private static func sampleCount(_ span: CGFloat) -> Int {
        guard span > 1 else { return 1 }
        guard span.isFinite else { return maximumWarpSamples }
        return min(Int(span.rounded(.up)), maximumWarpSamples)
    }

    /// The premultiplied channels (a, r, g, b, 0…255) at (u, v) in pixel units (centres at +½),
    /// blended from the four nearest pixels; those outside the image count as transparent.
    private static func bilinear(_ pixels: UnsafeBufferPointer<UInt32>, _ width: Int, _ height: Int,
                                 _ u: CGFloat, _ v: CGFloat) -> SIMD4<Float> {
        let fu = u - 0.5, fv = v - 0.5
        guard fu > -1, fv > -1, fu < CGFloat(width), fv < CGFloat(height) else { return SIMD4() }
        let x0 = Int(fu.rounded(.down)), y0 = Int(fv.rounded(.down))
        let tx = Float(fu - CGFloat(x0)), ty = Float(fv - CGFloat(y0))
        func texel(_ x: Int, _ y: Int) -> SIMD4<Float> {
            guard x >= 0, y >= 0, x < width, y < height else { return SIMD4() }
            let p = pixels[y * width + x]
            return SIMD4(Float(p >> 24), Float((p >> 16) & 0xFF), Float((p >> 8) & 0xFF), Float(p & 0xFF))
        }
        let top = texel(x0, y0) * (1 - tx) + texel(x0 + 1, y0) * tx
        let bottom = texel(x0, y0 + 1) * (1 - tx) + texel(x0 + 1, y0 + 1) * tx
        return top * (1 - ty) + bottom * ty
    }

    /// Channels (a, r, g, b) rounded into a premultiplied ARGB32 value; colour never exceeds
    /// alpha.
    private static func pack(_ c: SIMD4<Float>) -> UInt32 {
        let a = min(max(c[0].rounded(), 0), 255)
        let r = min(max(c[1].rounded(), 0), a), g = min(max(c[2].rounded(), 0), a), b = min(max(c[3].rounded(), 0), a)
        return UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }
}
