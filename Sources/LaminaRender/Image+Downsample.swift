// Shrinking an image by a whole factor, averaging each block of pixels: the first step of a
// backdrop blur, which then blurs far fewer pixels.
import Foundation

extension Image {
    /// A copy shrunk by `factor` in each direction: each output pixel is the rounded mean of a
    /// `factor × factor` block of premultiplied pixels (blocks at the right and bottom edges
    /// average the pixels they have). A factor of 1 or less returns the image unchanged.
    /// The size is `ceil(width / factor) × ceil(height / factor)`.
    public func downsampled(by factor: Int) throws -> Image {
        guard factor > 1 else { return self }
        let w = (width + factor - 1) / factor, h = (height + factor - 1) / factor
        var result = try Image(width: w, height: h)
        var sums = [UInt32](repeating: 0, count: w * 4)
        var counts = [UInt32](repeating: 0, count: w)
        pixels.withUnsafeBufferPointer { src in
            result.pixels.withUnsafeMutableBufferPointer { dst in
                for by in 0..<h {
                    for i in sums.indices { sums[i] = 0 }
                    for i in counts.indices { counts[i] = 0 }
                    for y in (by * factor)..<min(by * factor + factor, height) {
                        let row = y * width
                        for x in 0..<width {
                            let p = src[row + x], bx = x / factor
                            sums[bx * 4] += p >> 24
                            sums[bx * 4 + 1] += p >> 16 & 0xFF
                            sums[bx * 4 + 2] += p >> 8 & 0xFF
                            sums[bx * 4 + 3] += p & 0xFF
                            counts[bx] += 1
                        }
                    }
                    for bx in 0..<w {
                        let n = counts[bx], half = n / 2
                        func mean(_ k: Int) -> UInt32 { (sums[bx * 4 + k] + half) / n }
                        dst[by * w + bx] = mean(0) << 24 | mean(1) << 16 | mean(2) << 8 | mean(3)
                    }
                }
            }
        }
        return result
    }
}
