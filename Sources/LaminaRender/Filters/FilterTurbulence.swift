// feTurbulence: Perlin noise as SVG 1.1 §15.20 gives it in reference C code (the lattice, the
// gradient tables seeded by the Park–Miller generator, the s-curve, stitching), ported to
// Swift. Pixels are sampled at their top-left corners mapped back to user space, and stitching
// tiles take the pixel position as the tile origin, as resvg does, so the suite's references
// match.
import Foundation

/// The seeded tables of one `feTurbulence`.
struct FilterTurbulence {
    private static let randM: Int32 = 2_147_483_647  // 2^31 − 1
    private static let randA: Int32 = 16_807  // 7^5, a primitive root of m
    private static let randQ: Int32 = 127_773  // m / a
    private static let randR: Int32 = 2_836  // m % a
    private static let size = 0x100
    private static let mask = 0xFF
    private static let perlinN = 0x1000

    /// The lattice permutation, 2 · size + 2 entries.
    private var lattice = [Int](repeating: 0, count: 2 * 0x100 + 2)
    /// Per channel, per lattice entry, a unit gradient (x, y).
    private var gradient = [[(Double, Double)]](repeating: Array(repeating: (0, 0), count: 2 * 0x100 + 2), count: 4)

    /// The Park–Miller step.
    private static func random(_ seed: Int32) -> Int32 {
        var result = randA &* (seed % randQ) &- randR &* (seed / randQ)
        if result <= 0 { result &+= randM }
        return result
    }

    /// Tables for `seed` (clamped to 1…2^31 − 2 as the reference code does).
    init(seed start: Int) {
        var seed = Int32(clamping: start)
        if seed <= 0 { seed = -(seed % (Self.randM - 1)) + 1 }
        if seed > Self.randM - 1 { seed = Self.randM - 1 }
        let size = Self.size
        for k in 0..<4 {
            for i in 0..<size {
                lattice[i] = i
                var v = (0.0, 0.0)
                seed = Self.random(seed)
                v.0 = Double(seed % Int32(2 * size) - Int32(size)) / Double(size)
                seed = Self.random(seed)
                v.1 = Double(seed % Int32(2 * size) - Int32(size)) / Double(size)
                let length = (v.0 * v.0 + v.1 * v.1).squareRoot()
                gradient[k][i] = (v.0 / length, v.1 / length)
            }
        }
        for i in stride(from: size - 1, through: 1, by: -1) {
            let k = lattice[i]
            seed = Self.random(seed)
            let j = Int(seed % Int32(size))
            lattice[i] = lattice[j]
            lattice[j] = k
        }
        for i in 0..<(size + 2) {
            lattice[size + i] = lattice[i]
            for k in 0..<4 { gradient[k][size + i] = gradient[k][i] }
        }
    }

    /// How far lattice coordinates wrap when tiles are stitched.
    private struct Stitch {
        var width: Int, height: Int, wrapX: Int, wrapY: Int
    }

    /// `v` truncated toward zero, saturating at ±2^52 (0 for NaN), as the reference code's
    /// casts behave on every input it can meet.
    private static func truncated(_ v: Double) -> Int {
        v.isFinite ? Int(min(max(v, -0x1p52), 0x1p52)) : 0
    }

    /// One octave of noise for `channel` at (x, y).
    private func noise(_ channel: Int, _ x: Double, _ y: Double, _ stitch: Stitch?) -> Double {
        func sCurve(_ t: Double) -> Double { t * t * (3 - 2 * t) }
        func lerp(_ t: Double, _ a: Double, _ b: Double) -> Double { a + t * (b - a) }
        let tx = x + Double(Self.perlinN), ty = y + Double(Self.perlinN)
        var bx0 = Self.truncated(tx), by0 = Self.truncated(ty)
        var bx1 = bx0 &+ 1, by1 = by0 &+ 1
        let rx0 = tx - Double(bx0), ry0 = ty - Double(by0)
        let rx1 = rx0 - 1, ry1 = ry0 - 1
        if let s = stitch {
            if bx0 >= s.wrapX { bx0 &-= s.width }
            if bx1 >= s.wrapX { bx1 &-= s.width }
            if by0 >= s.wrapY { by0 &-= s.height }
            if by1 >= s.wrapY { by1 &-= s.height }
        }
        bx0 &= Self.mask; bx1 &= Self.mask; by0 &= Self.mask; by1 &= Self.mask
        let i = lattice[bx0], j = lattice[bx1]
        let g = gradient[channel]
        let b00 = g[lattice[i + by0]], b10 = g[lattice[j + by0]], b01 = g[lattice[i + by1]], b11 = g[lattice[j + by1]]
        let sx = sCurve(rx0), sy = sCurve(ry0)
        let a = lerp(sx, rx0 * b00.0 + ry0 * b00.1, rx1 * b10.0 + ry0 * b10.1)
        let b = lerp(sx, rx0 * b01.0 + ry1 * b01.1, rx1 * b11.0 + ry1 * b11.1)
        return lerp(sy, a, b)
    }

    /// The turbulence sum for `channel` at user point (x, y); the tile is (tileX, tileY,
    /// tileWidth, tileHeight) when stitching.
    func value(_ channel: Int, x: Double, y: Double, frequency: (Double, Double), octaves: Int, fractal: Bool,
               tile: (x: Double, y: Double, width: Double, height: Double)?) -> Double {
        var (fx, fy) = frequency
        var stitch: Stitch?
        if let tile {
            func adjust(_ f: Double, _ length: Double) -> Double {
                guard f != 0 else { return f }
                let low = (length * f).rounded(.down) / length, high = (length * f).rounded(.up) / length
                return f / low < high / f ? low : high
            }
            fx = adjust(fx, tile.width)
            fy = adjust(fy, tile.height)
            let w = Self.truncated(tile.width * fx + 0.5), h = Self.truncated(tile.height * fy + 0.5)
            stitch = Stitch(width: w, height: h, wrapX: Self.truncated(tile.x * fx + Double(Self.perlinN) + Double(w)),
                            wrapY: Self.truncated(tile.y * fy + Double(Self.perlinN) + Double(h)))
        }
        var sum = 0.0, px = x * fx, py = y * fy, ratio = 1.0
        for _ in 0..<octaves {
            let n = noise(channel, px, py, stitch)
            sum += (fractal ? n : abs(n)) / ratio
            px *= 2; py *= 2; ratio *= 2
            if var s = stitch {
                s.width &*= 2; s.wrapX = 2 &* s.wrapX &- Self.perlinN
                s.height &*= 2; s.wrapY = 2 &* s.wrapY &- Self.perlinN
                stitch = s
            }
        }
        return sum
    }
}
