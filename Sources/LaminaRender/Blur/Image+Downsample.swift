// Shrinking pixels by a whole factor, averaging each block: the first step of a backdrop blur,
// which then blurs far fewer pixels. The same block-mean code reads a canvas's pixels straight
// into the small image (Canvas+Backdrop.swift), so the full-size backdrop is never copied.
import Foundation

extension Image {
    /// The largest downsampling factor: 8 × 8 blocks of 8-bit values sum to at most 16,320,
    /// which fits the 16-bit lanes the sums are kept in.
    public static let maxDownsampleFactor = 8

    /// A copy shrunk by `factor` (at most ``maxDownsampleFactor``) in each direction: each output
    /// pixel is the rounded mean of a `factor × factor` block of premultiplied pixels; blocks
    /// that reach past the right or bottom edge repeat the edge pixels. A factor of 1 or less
    /// returns the image unchanged. The size is `ceil(width / factor) × ceil(height / factor)`.
    /// - Throws: ``RenderError/invalidSize`` for a factor above ``maxDownsampleFactor``.
    public func downsampled(by factor: Int) throws -> Image {
        guard factor > 1 else { return self }
        try Self.validate(downsampleFactor: factor, width: width, height: height)
        var result = try Image(width: (width + factor - 1) / factor, height: (height + factor - 1) / factor)
        let (w, h) = (result.width, result.height)
        pixels.withUnsafeBufferPointer { src in
            result.pixels.withUnsafeMutableBufferPointer { dst in
                guard let s = src.baseAddress, let d = dst.baseAddress else { return }
                Self.blockMeans(of: s, stride: width, width: width, height: height, originX: 0, originY: 0,
                                factor: factor, into: d, width: w, height: h)
            }
        }
        return result
    }

    /// Checks a downsampling factor against ``maxDownsampleFactor``.
    static func validate(downsampleFactor factor: Int, width: Int, height: Int) throws {
        guard factor <= maxDownsampleFactor else {
            throw RenderError.invalidSize(width: width, height: height,
                                          reason: "expected a downsampling factor ≤ \(maxDownsampleFactor), found \(factor)")
        }
    }

    /// Writes `width × height` block means into `output`: output pixel (bx, by) is the rounded
    /// mean of the `factor × factor` source pixels from (originX + bx·factor, originY + by·factor),
    /// with source coordinates clamped to the `sourceWidth × sourceHeight` source (rows `stride`
    /// pixels apart), so blocks past an edge repeat the edge pixels.
    static func blockMeans(of source: UnsafePointer<UInt32>, stride: Int, width sourceWidth: Int,
                           height sourceHeight: Int, originX: Int, originY: Int, factor: Int,
                           into output: UnsafeMutablePointer<UInt32>, width: Int, height: Int) {
        let divide = BoxDivider(UInt32(factor * factor))
        var rows = [UnsafePointer<UInt32>](repeating: source, count: factor)
        for by in 0..<height {
            for k in 0..<factor {
                rows[k] = source + min(max(originY + by * factor + k, 0), sourceHeight - 1) * stride
            }
            for bx in 0..<width {
                let x0 = originX + bx * factor
                // Two sums with two 16-bit lanes each: red and blue, alpha and green.
                var redBlue: UInt32 = 0, alphaGreen: UInt32 = 0
                if x0 >= 0, x0 + factor <= sourceWidth {
                    for row in rows {
                        for x in x0..<(x0 + factor) {
                            let p = row[x]
                            redBlue &+= p & 0x00FF_00FF
                            alphaGreen &+= p >> 8 & 0x00FF_00FF
                        }
                    }
                } else {
                    for row in rows {
                        for x in x0..<(x0 + factor) {
                            let p = row[min(max(x, 0), sourceWidth - 1)]
                            redBlue &+= p & 0x00FF_00FF
                            alphaGreen &+= p >> 8 & 0x00FF_00FF
                        }
                    }
                }
                output[by * width + bx] = packedMeans(redBlue: redBlue, alphaGreen: alphaGreen, divide)
            }
        }
    }

    /// A pixel of the rounded means of sums kept in two 16-bit lanes each: red and blue in
    /// `redBlue`, alpha and green in `alphaGreen` (sums of `p & 0x00FF00FF` and
    /// `p >> 8 & 0x00FF00FF`), divided by `divide`.
    @inline(__always)
    static func packedMeans(redBlue: UInt32, alphaGreen: UInt32, _ divide: BoxDivider) -> UInt32 {
        divide(alphaGreen >> 16) << 24 | divide(redBlue >> 16) << 16 | divide(alphaGreen & 0xFFFF) << 8
            | divide(redBlue & 0xFFFF)
    }
}
