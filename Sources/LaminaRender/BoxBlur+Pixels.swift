// The three-box Gaussian (BoxBlur.swift) over premultiplied ARGB32 pixels, all four channels in
// one sweep: rows with running sums, then columns a whole row at a time (per-column sums), so
// memory is walked in order without transposing. Same passes and rounding as the plane version,
// channel by channel, so the results are identical. Division by the box size is a multiply by
// its reciprocal (Granlund–Montgomery), exact for every sum a box of 8-bit values can reach.
import Foundation

extension BoxBlur {
    /// Blurs `width × height` premultiplied ARGB32 pixels in place with a Gaussian of standard
    /// deviation `sigmaX` pixels along rows and `sigmaY` along columns (an axis whose box size
    /// is 1 or less is left alone). Pixels outside count as transparent.
    static func blurPixels(_ pixels: inout [UInt32], width: Int, height: Int, sigmaX: CGFloat, sigmaY: CGFloat) {
        let dx = boxSize(sigma: sigmaX), dy = boxSize(sigma: sigmaY)
        guard dx > 1 || dy > 1, width > 0, height > 0, pixels.count == width * height else { return }
        let rowPasses = dx > 1 ? passes(boxSize: dx) : [], columnPasses = dy > 1 ? passes(boxSize: dy) : []
        var scratch = [UInt32](repeating: 0, count: pixels.count)
        var sums = [UInt32](repeating: 0, count: width * 4)
        pixels.withUnsafeMutableBufferPointer { a in
            scratch.withUnsafeMutableBufferPointer { b in
                sums.withUnsafeMutableBufferPointer { s in
                    guard let pa = a.baseAddress, let pb = b.baseAddress, let acc = s.baseAddress else { return }
                    let rowsDone = alternate(pa, pb, passes: rowPasses) { source, target, pass in
                        for row in 0..<height {
                            boxRow(source + row * width, target + row * width, count: width,
                                   before: pass.before, after: pass.after)
                        }
                    }
                    let other = rowsDone == pa ? pb : pa
                    let result = alternate(rowsDone, other, passes: columnPasses) { source, target, pass in
                        boxColumns(source, target, width: width, height: height, sums: acc,
                                   before: pass.before, after: pass.after)
                    }
                    // An odd number of passes in all leaves the result in scratch: copy it home.
                    // (An element loop: UnsafeMutablePointer.update(from:count:) here corrupted the heap
                    // in release builds, the rows-only and columns-only cases crashing later.)
                    if result != pa { for i in 0..<width * height { pa[i] = result[i] } }
                }
            }
        }
    }

    /// One box pass along one row of pixels, each channel `round(Σ / size)`.
    @inline(__always)
    private static func boxRow(_ input: UnsafeMutablePointer<UInt32>, _ output: UnsafeMutablePointer<UInt32>,
                               count: Int, before: Int, after: Int) {
        let divide = BoxDivider(UInt32(before + after + 1))
        var a: UInt32 = 0, r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0
        for i in 0...min(after, count - 1) {
            let p = input[i]
            a &+= p >> 24; r &+= p >> 16 & 0xFF; g &+= p >> 8 & 0xFF; b &+= p & 0xFF
        }
        for i in 0..<count {
            output[i] = divide(a) << 24 | divide(r) << 16 | divide(g) << 8 | divide(b)
            let entering = i + after + 1, leaving = i - before
            if entering < count {
                let p = input[entering]
                a &+= p >> 24; r &+= p >> 16 & 0xFF; g &+= p >> 8 & 0xFF; b &+= p & 0xFF
            }
            if leaving >= 0 {
                let p = input[leaving]
                a &-= p >> 24; r &-= p >> 16 & 0xFF; g &-= p >> 8 & 0xFF; b &-= p & 0xFF
            }
        }
    }

    /// One box pass down every column at once, keeping four sums per column in `sums`. Each
    /// output row is one sweep over the sums: read them out, then add the row entering the box
    /// and take away the row leaving it.
    private static func boxColumns(_ input: UnsafeMutablePointer<UInt32>, _ output: UnsafeMutablePointer<UInt32>,
                                   width: Int, height: Int, sums: UnsafeMutablePointer<UInt32>,
                                   before: Int, after: Int) {
        let divide = BoxDivider(UInt32(before + after + 1))
        sums.update(repeating: 0, count: width * 4)
        for row in 0...min(after, height - 1) {
            let line = input + row * width
            for x in 0..<width {
                let p = line[x], s = sums + x * 4
                s[0] &+= p >> 24; s[1] &+= p >> 16 & 0xFF; s[2] &+= p >> 8 & 0xFF; s[3] &+= p & 0xFF
            }
        }
        // The row entering after output row y and the row leaving; the input itself stands in
        // for a missing one, with a factor of 0.
        for y in 0..<height {
            let line = output + y * width
            let enters = y + after + 1 < height, leaves = y - before >= 0
            let entering = input + (enters ? y + after + 1 : 0) * width
            let leaving = input + (leaves ? y - before : 0) * width
            let enterMask: UInt32 = enters ? 0xFF : 0, leaveMask: UInt32 = leaves ? 0xFF : 0
            for x in 0..<width {
                let s = sums + x * 4
                let a = s[0], r = s[1], g = s[2], b = s[3]
                line[x] = divide(a) << 24 | divide(r) << 16 | divide(g) << 8 | divide(b)
                let e = entering[x], l = leaving[x]
                s[0] = a &+ (e >> 24 & enterMask) &- (l >> 24 & leaveMask)
                s[1] = r &+ (e >> 16 & enterMask) &- (l >> 16 & leaveMask)
                s[2] = g &+ (e >> 8 & enterMask) &- (l >> 8 & leaveMask)
                s[3] = b &+ (e & enterMask) &- (l & leaveMask)
            }
        }
    }
}

/// Rounded division of a box sum by the box size, `(sum + size / 2) / size`, as a multiply and
/// a shift: with m = ⌈2^40 / size⌉ the quotient is exact whenever (sum + size / 2) · size < 2^40
/// (the rounding-up error of m is below size); a box of at most 4097 values of at most 255 keeps
/// the sum below 256 · size, far inside that.
struct BoxDivider {
    /// size / 2, added before dividing so the quotient rounds to nearest.
    let half: UInt64
    /// ⌈2^40 / size⌉.
    let multiplier: UInt64

    /// A divider for boxes of `size` (≥ 1) values.
    init(_ size: UInt32) {
        half = UInt64(size / 2)
        multiplier = ((1 << 40) + UInt64(size) - 1) / UInt64(size)
    }

    /// `(sum + size / 2) / size`.
    @inline(__always)
    func callAsFunction(_ sum: UInt32) -> UInt32 {
        UInt32(truncatingIfNeeded: ((UInt64(sum) &+ half) &* multiplier) >> 40)
    }
}
