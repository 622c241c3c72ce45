// Rows or columns of pixels through the box passes of BoxBlur.swift, two lines at a time as
// vectors of eight lanes: the four channels of a pixel of each line (BoxBlur+Pixels.swift), or
// four rows or columns of an 8-bit plane packed into each "pixel" (BoxBlur.swift). The two lines
// are unpacked once into a zero-padded buffer, run all their passes there with running sums
// (the cost does not grow with the box), and are packed back in place.
import Foundation

/// Two zero-padded buffers of unpacked lane vectors that the box passes of a pair of lines
/// alternate between, with `Divider` dividing their sums.
struct BoxBlurLine<Divider: BoxLaneDivider> {
    /// Zero vectors before and after the values in each buffer: more than any pass reaches.
    let pad: Int
    /// The values being read, at `pad ..< pad + count`.
    var source: UnsafeMutablePointer<Divider.Lanes>
    /// Where the pass writes, at the same offsets.
    var target: UnsafeMutablePointer<Divider.Lanes>

    /// Blurs `lines` lines of `count` pixels each in `image` (line k's pixel i at
    /// `k · lineStep + i · step`) by `passes`, whose box sizes `Divider` must handle; each pixel
    /// goes through `mapIn` as it is read.
    static func blur(lines: Int, count: Int, lineStep: Int, step: Int, in image: UnsafeMutablePointer<UInt32>,
                     passes: [(before: Int, after: Int)], mapIn: PremultipliedChannelMap) {
        let pad = (passes.map { max($0.before, $0.after) }.max() ?? 0) + 1
        let dividers = passes.map { Divider(UInt32($0.before + $0.after + 1)) }
        let length = pad + count + pad
        let storage = UnsafeMutablePointer<Divider.Lanes>.allocate(capacity: 2 * length)
        defer { storage.deallocate() }
        storage.initialize(repeating: .zero, count: 2 * length)
        var line = BoxBlurLine(pad: pad, source: storage, target: storage + length)
        var mapIn = mapIn
        for k in stride(from: 0, to: lines, by: 2) {
            let first = image + k * lineStep, second = image + (k + 1) * lineStep
            let paired = k + 1 < lines
            for i in 0..<count {
                line.source[pad + i] = unpacked(mapIn(first[i * step]), paired ? mapIn(second[i * step]) : 0)
            }
            for (pass, divide) in zip(passes, dividers) { line.run(pass, count: count, divide: divide) }
            for i in 0..<count {
                let (p, q) = packed(line.source[pad + i])
                first[i * step] = p
                if paired { second[i * step] = q }
            }
        }
    }

    /// One box pass from `source` into `target` (then swapped): value i becomes
    /// round(Σ source[i − before … i + after] / size), lane by lane.
    @inline(__always)
    mutating func run(_ pass: (before: Int, after: Int), count: Int, divide: Divider) {
        let input = source + pad, output = target + pad
        let entering = input + (pass.after + 1), leaving = input - pass.before
        var sum = Divider.Lanes.zero
        for i in -pass.before...pass.after { sum &+= input[i] }
        for i in 0..<count {
            output[i] = divide(sum)
            sum &+= entering[i] &- leaving[i]
        }
        swap(&source, &target)
    }

    /// Two pixels' bytes as eight lanes (the first pixel's in lanes 0–3).
    @inline(__always)
    static func unpacked(_ p: UInt32, _ q: UInt32) -> Divider.Lanes {
        Divider.Lanes(truncatingIfNeeded: unsafeBitCast(UInt64(p) | UInt64(q) << 32, to: SIMD8<UInt8>.self))
    }

    /// Eight lanes (each at most 255) as two pixels' bytes.
    @inline(__always)
    static func packed(_ lanes: Divider.Lanes) -> (UInt32, UInt32) {
        let bytes = unsafeBitCast(SIMD8<UInt8>(truncatingIfNeeded: lanes), to: UInt64.self)
        return (UInt32(truncatingIfNeeded: bytes), UInt32(truncatingIfNeeded: bytes >> 32))
    }
}

extension BoxBlur {
    /// Runs `passes` along `lines` lines of `count` pixels in `image` (line k's pixel i at
    /// `k · lineStep + i · step`), each channel byte on its own, in 16-bit lanes when every box
    /// is small enough for ``NarrowBoxDivider``, else in 32-bit lanes. Pixels go through
    /// `mapIn` as they are read (a map for whole pixels: 8-bit planes take the identity).
    static func blurLines(_ lines: Int, count: Int, lineStep: Int, step: Int, in image: UnsafeMutablePointer<UInt32>,
                          passes: [(before: Int, after: Int)], mapIn: PremultipliedChannelMap = .identity) {
        let narrow = passes.allSatisfy { $0.before + $0.after + 1 <= Int(NarrowBoxDivider.largestSize) }
        if narrow {
            BoxBlurLine<NarrowBoxDivider>.blur(lines: lines, count: count, lineStep: lineStep, step: step, in: image,
                                               passes: passes, mapIn: mapIn)
        } else {
            BoxBlurLine<WideBoxDivider>.blur(lines: lines, count: count, lineStep: lineStep, step: step, in: image,
                                             passes: passes, mapIn: mapIn)
        }
    }
}
