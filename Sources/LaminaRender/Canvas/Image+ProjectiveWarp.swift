// An image resampled through a projective map: for every destination pixel, the source point
// its centre maps back to, sampled bilinearly (premultiplied, so edges fade without dark
// fringes), with as many samples across the pixel as the map shrinks the source there (up to
// 4 × 4), so foreshortened parts are area-averaged rather than aliased. Outside the source
// image is transparent, which gives the warped picture's edges their partial coverage.
//
// The inner loop works in 8-bit fixed point on two channels at a time (alpha and green in one
// 32-bit word, red and blue in another, 16 bits apart), and steps the map's numerators along a
// row by addition: a full-HD destination costs tens of milliseconds, not hundreds.
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
        let m = map
        pixels.withUnsafeBufferPointer { source in
            let sampler = BilinearSampler(pixels: source, width: self.width, height: self.height)
            result.pixels.withUnsafeMutableBufferPointer { target in
                for j in 0..<height {
                    let y = Double(originY + j) + 0.5
                    let x0 = Double(originX) + 0.5
                    // The numerators and w at the row's first pixel centre, stepped by (m11, m12, m13).
                    var numeratorU = x0 * m.m11 + y * m.m21 + m.m31
                    var numeratorV = x0 * m.m12 + y * m.m22 + m.m32
                    var q = x0 * m.m13 + y * m.m23 + m.m33
                    for i in 0..<width {
                        defer { (numeratorU, numeratorV, q) = (numeratorU + m.m11, numeratorV + m.m12, q + m.m13) }
                        guard q > 0 else { continue }
                        let reciprocal = 1 / q
                        let u = numeratorU * reciprocal, v = numeratorV * reciprocal
                        guard sampler.reaches(u, v, margin: Double(Self.maximumWarpSamples)) else { continue }
                        // The source pixels one destination pixel spans along each axis.
                        let spanX = max(abs(m.m11 - u * m.m13), abs(m.m12 - v * m.m13)) * reciprocal
                        let spanY = max(abs(m.m21 - u * m.m23), abs(m.m22 - v * m.m23)) * reciprocal
                        let nx = Self.sampleCount(spanX), ny = Self.sampleCount(spanY)
                        if nx == 1, ny == 1 {
                            target[j * width + i] = sampler.sample(u, v)
                            continue
                        }
                        let xi = Double(originX + i) + 0.5
                        var pairs = (ag: UInt32(0), rb: UInt32(0))
                        for sy in 0..<ny {
                            let py = y + (Double(sy) + 0.5) / Double(ny) - 0.5
                            for sx in 0..<nx {
                                let px = xi + (Double(sx) + 0.5) / Double(nx) - 0.5
                                let sq = px * m.m13 + py * m.m23 + m.m33
                                guard sq > 0 else { continue }
                                let p = sampler.sample((px * m.m11 + py * m.m21 + m.m31) / sq,
                                                       (px * m.m12 + py * m.m22 + m.m32) / sq)
                                pairs.ag += (p >> 8) & 0x00FF_00FF
                                pairs.rb += p & 0x00FF_00FF
                            }
                        }
                        // Each 16-bit lane holds at most 16 × 255: divide lane by lane, rounded.
                        let n = UInt32(nx * ny), half = n / 2
                        let a = ((pairs.ag >> 16) + half) / n, g = ((pairs.ag & 0xFFFF) + half) / n
                        let r = ((pairs.rb >> 16) + half) / n, b = ((pairs.rb & 0xFFFF) + half) / n
                        target[j * width + i] = a << 24 | r << 16 | g << 8 | b
                    }
                }
            }
        }
        return result
    }

    /// Samples per axis for a pixel spanning `span` source pixels: 1 up to a span of 1.5 (the
    /// bilinear filter covers that much), then the nearest whole number, at most
    /// ``maximumWarpSamples``.
    private static func sampleCount(_ span: Double) -> Int {
        guard span >= 1.5 else { return 1 }
        guard span.isFinite else { return maximumWarpSamples }
        return min(Int(span.rounded()), maximumWarpSamples)
    }
}

/// Bilinear sampling of premultiplied ARGB32 pixels in 8-bit fixed point.
private struct BilinearSampler {
    let pixels: UnsafeBufferPointer<UInt32>
    let width: Int, height: Int

    /// Whether (u, v) lies within `margin` pixels of the image, where a pixel's samples can
    /// reach it.
    @inline(__always)
    func reaches(_ u: Double, _ v: Double, margin: Double) -> Bool {
        u > -margin && v > -margin && u < Double(width) + margin && v < Double(height) + margin
    }

    /// The pixel value at (u, v) in pixel units (centres at +½), blended from the four nearest
    /// pixels with weights in 256ths; those outside the image count as transparent.
    @inline(__always)
    func sample(_ u: Double, _ v: Double) -> UInt32 {
        let fu = u - 0.5, fv = v - 0.5
        guard fu > -1, fv > -1, fu < Double(width), fv < Double(height) else { return 0 }
        // Truncation is the floor here but for −1 < f < 0.
        let x0 = fu < 0 ? -1 : Int(fu), y0 = fv < 0 ? -1 : Int(fv)
        let wx = UInt32((fu - Double(x0)) * 256), wy = UInt32((fv - Double(y0)) * 256)
        let p00: UInt32, p10: UInt32, p01: UInt32, p11: UInt32
        if x0 >= 0, y0 >= 0, x0 + 1 < width, y0 + 1 < height {
            let index = y0 * width + x0
            (p00, p10, p01, p11) = (pixels[index], pixels[index + 1], pixels[index + width], pixels[index + width + 1])
        } else {
            (p00, p10, p01, p11) = (texel(x0, y0), texel(x0 + 1, y0), texel(x0, y0 + 1), texel(x0 + 1, y0 + 1))
        }
        return Self.lerp(Self.lerp(p00, p10, wx), Self.lerp(p01, p11, wx), wy)
    }

    /// The pixel at (x, y), transparent outside the image.
    @inline(__always)
    private func texel(_ x: Int, _ y: Int) -> UInt32 {
        x >= 0 && y >= 0 && x < width && y < height ? pixels[y * width + x] : 0
    }

    /// `a` towards `b` by `t`/256, every channel: two channels at a time, each in a 16-bit lane.
    @inline(__always)
    private static func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        let s = 256 - t
        let rb = ((a & 0x00FF_00FF) &* s &+ (b & 0x00FF_00FF) &* t) >> 8 & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* s &+ ((b >> 8) & 0x00FF_00FF) &* t) & 0xFF00_FF00
        return ag | rb
    }
}
