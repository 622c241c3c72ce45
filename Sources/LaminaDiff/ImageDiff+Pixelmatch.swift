// The pixelmatch method: perceptual YIQ colour delta and anti-aliased pixel detection.
//
// A faithful port of pixelmatch (mapbox/pixelmatch, ISC licence) as published on PyPI
// (`pixelmatch` 0.4, whtsky/pixelmatch-py): same arithmetic in the same order, so counts and
// diff images are identical to that package's.
//   - Colour delta: Kotsarenko & Ramos, "Measuring perceived color difference using YIQ NTSC
//     transmission color space in mobile applications" (2010). Semi-transparent pixels are
//     blended over white first.
//   - Anti-aliasing: Vyšniauskas, "Anti-aliased pixel and intensity slope detector" (2009). A
//     pixel is anti-aliasing when, among its 8 neighbours, it has both a darker and a brighter
//     one, at most 2 equal ones, and the darkest or the brightest neighbour sits in a flat
//     region (3+ equal neighbours) in both images.
// pixelmatch reads straight (non-premultiplied) 8-bit RGBA, as stored in PNG files. Lamina
// images are premultiplied, so pixels are converted with exactly the rounding Cairo's PNG
// writer uses, (c × 255 + a / 2) / a: comparing two Images here gives the same answer as
// running pixelmatch on the PNG files Lamina writes for them.
import LaminaRender

/// pixelmatch's per-pixel math on straight 8-bit colours packed as `0xAARRGGBB`.
enum Pixelmatch {
    /// The largest possible squared YIQ delta (pixelmatch's constant); a threshold `t` allows
    /// squared deltas up to `maxSquaredDelta × t × t`.
    static let maxSquaredDelta = 35215.0

    /// Straight channel values for every (alpha, premultiplied channel) pair, indexed
    /// `alpha << 8 | channel`: Cairo's PNG rounding, clamped to 255 for out-of-range input
    /// (a channel above its alpha). 64 KiB, built once.
    static let unpremultiplyTable: [UInt8] = (0..<65_536).map { index in
        let a = index >> 8, c = index & 0xFF
        return a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
    }

    /// Squared YIQ distance between two straight colours (0 when equal).
    @inline(__always)
    static func colorDelta(_ p1: UInt32, _ p2: UInt32) -> Double {
        if p1 == p2 { return 0 }
        let (r1, g1, b1) = blendedOverWhite(p1)
        let (r2, g2, b2) = blendedOverWhite(p2)
        let y = rgb2y(r1, g1, b1) - rgb2y(r2, g2, b2)
        let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
        let q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// Difference in brightness (Y) of two straight colours: positive when `p1` is brighter.
    @inline(__always)
    static func brightnessDelta(_ p1: UInt32, _ p2: UInt32) -> Double {
        if p1 == p2 { return 0 }
        let (r1, g1, b1) = blendedOverWhite(p1)
        let (r2, g2, b2) = blendedOverWhite(p2)
        return rgb2y(r1, g1, b1) - rgb2y(r2, g2, b2)
    }

    /// The diff image's background pixel: the brightness of a straight colour, faded towards
    /// white by `alpha` × its own alpha; an opaque premultiplied ARGB32 grey.
    @inline(__always)
    static func grey(_ p: UInt32, alpha: Double) -> UInt32 {
        let y = rgb2y(Double(p >> 16 & 0xFF), Double(p >> 8 & 0xFF), Double(p & 0xFF))
        let value = blend(y, alpha * Double(p >> 24) / 255)
        let byte = UInt32(min(max(value, 0), 255))  // truncation, as pixelmatch's int()
        return 0xFF00_0000 | byte << 16 | byte << 8 | byte
    }

    /// An opaque premultiplied ARGB32 pixel of `color`'s RGB (its alpha ignored).
    static func opaquePixel(_ color: Color) -> UInt32 {
        color.withAlphaComponent(1).premultipliedARGB32
    }

    @inline(__always)
    private static func blendedOverWhite(_ p: UInt32) -> (Double, Double, Double) {
        let r = Double(p >> 16 & 0xFF), g = Double(p >> 8 & 0xFF), b = Double(p & 0xFF)
        let a = p >> 24
        guard a < 255 else { return (r, g, b) }
        let opacity = Double(a) / 255
        return (blend(r, opacity), blend(g, opacity), blend(b, opacity))
    }

    /// A channel blended over white (255) at `opacity`.
    @inline(__always)
    private static func blend(_ c: Double, _ opacity: Double) -> Double { 255 + (c - 255) * opacity }

    @inline(__always)
    private static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    @inline(__always)
    private static func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    @inline(__always)
    private static func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }
}

/// A read-only view of premultiplied pixels that answers in straight colours.
struct StraightPixels {
    let pixels: UnsafeBufferPointer<UInt32>
    let table: UnsafeBufferPointer<UInt8>
    let width: Int
    let height: Int

    /// The straight `0xAARRGGBB` colour at pixel index `i` (which must be in the image).
    @inline(__always)
    subscript(_ i: Int) -> UInt32 {
        let p = pixels[i]
        let a = p >> 24
        if a == 255 { return p }
        if a == 0 { return 0 }
        let row = Int(a) << 8
        return a << 24 | UInt32(table[row | Int(p >> 16 & 0xFF)]) << 16
            | UInt32(table[row | Int(p >> 8 & 0xFF)]) << 8 | UInt32(table[row | Int(p & 0xFF)])
    }

    /// Whether the pixel at (`x1`, `y1`) is likely anti-aliasing, judged against `other`
    /// (pixelmatch's `antialiased`). Neighbours are visited column by column, as pixelmatch does,
    /// so ties pick the same darkest and brightest pixels.
    func isAntiAliased(x x1: Int, y y1: Int, other: StraightPixels) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = self[y1 * width + x1]
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minIndex = 0, maxIndex = 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let index = y * width + x
                let delta = Pixelmatch.brightnessDelta(center, self[index])
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }  // a flat region: not anti-aliasing
                } else if delta < minDelta {
                    minDelta = delta
                    minIndex = index
                } else if delta > maxDelta {
                    maxDelta = delta
                    maxIndex = index
                }
            }
        }
        // Anti-aliasing sits between something darker and something brighter.
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(minIndex) && other.hasManySiblings(minIndex))
            || (hasManySiblings(maxIndex) && other.hasManySiblings(maxIndex))
    }

    /// Whether the pixel at `index` has 3 or more neighbours of exactly its colour (pixels on
    /// the image border count one extra, as in pixelmatch).
    func hasManySiblings(_ index: Int) -> Bool {
        let x1 = index % width, y1 = index / width
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = self[index]
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if self[y * width + x] == center { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}

/// One pass of pixelmatch over two equally sized images, accumulating the counts.
struct PixelmatchScan {
    let diff: ImageDiff
    let width: Int
    let height: Int
    private(set) var mismatched = 0
    private(set) var antiAliased = 0
    private(set) var maxSquaredDelta = 0.0

    init(diff: ImageDiff, width: Int, height: Int) {
        self.diff = diff
        self.width = width
        self.height = height
    }

    /// Compares `expected` with `actual` (both `width × height` premultiplied pixels) and
    /// returns the diff image's pixels when ``ImageDiff/makesDiffImage`` is on.
    mutating func run(_ expected: [UInt32], _ actual: [UInt32]) throws -> [UInt32]? {
        let count = width * height
        guard expected.count == count, actual.count == count else {
            throw ImageDiffError.invalidOption(name: "pixels", expected: "\(count) per image",
                                               found: "\(expected.count) and \(actual.count)")
        }
        guard diff.makesDiffImage else {
            expected.withUnsafeBufferPointer { e in actual.withUnsafeBufferPointer { a in scan(e, a, nil) } }
            return nil
        }
        return [UInt32](unsafeUninitializedCapacity: count) { out, initialized in
            expected.withUnsafeBufferPointer { e in actual.withUnsafeBufferPointer { a in scan(e, a, out) } }
            initialized = count
        }
    }

    private mutating func scan(_ expected: UnsafeBufferPointer<UInt32>, _ actual: UnsafeBufferPointer<UInt32>,
                               _ out: UnsafeMutableBufferPointer<UInt32>?) {
        Pixelmatch.unpremultiplyTable.withUnsafeBufferPointer { table in
            let one = StraightPixels(pixels: expected, table: table, width: width, height: height)
            let two = StraightPixels(pixels: actual, table: table, width: width, height: height)
            let limit = Pixelmatch.maxSquaredDelta * diff.threshold * diff.threshold
            let alpha = diff.alpha
            let aaPixel = Pixelmatch.opaquePixel(diff.antiAliasingColor)
            let diffPixel = Pixelmatch.opaquePixel(diff.diffColor)
            // Runs of equal pixels are common: remember the last grey conversion.
            var lastPixel: UInt32 = 0, lastGrey = Pixelmatch.grey(0, alpha: alpha)
            for y in 0..<height {
                for x in 0..<width {
                    let i = y * width + x
                    let p1 = expected[i]
                    if p1 != actual[i] {
                        let delta = Pixelmatch.colorDelta(one[i], two[i])
                        maxSquaredDelta = max(maxSquaredDelta, delta)
                        if delta > limit {
                            if !diff.includeAntiAliasing
                                && (one.isAntiAliased(x: x, y: y, other: two)
                                    || two.isAntiAliased(x: x, y: y, other: one)) {
                                antiAliased += 1
                                out?[i] = aaPixel
                            } else {
                                mismatched += 1
                                out?[i] = diffPixel
                            }
                            continue
                        }
                    }
                    guard let out else { continue }
                    if p1 != lastPixel {
                        lastPixel = p1
                        lastGrey = Pixelmatch.grey(one[i], alpha: alpha)
                    }
                    out[i] = lastGrey
                }
            }
        }
    }
}
