// Test pictures drawn pixel by pixel with exact coverage (n × n supersampling), so ImageDiff is
// tested independently of the Cairo canvas.
import Foundation
import LaminaRender

enum TestImages {
    /// `foreground` painted over `background` wherever `inside(x, y)` holds, each pixel's
    /// coverage measured on a `samples × samples` grid of sample points (pixel centres at +0.5).
    static func shape(width: Int, height: Int, background: Color = .white, foreground: Color = .black,
                      samples: Int = 4, inside: (Double, Double) -> Bool) throws -> Image {
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var hits = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let px = Double(x) + (Double(sx) + 0.5) / Double(samples)
                        let py = Double(y) + (Double(sy) + 0.5) / Double(samples)
                        if inside(px, py) { hits += 1 }
                    }
                }
                let coverage = Double(hits) / Double(samples * samples)
                pixels[y * width + x] = over(foreground, background, coverage: coverage)
            }
        }
        return try Image(width: width, height: height, pixels: pixels)
    }

    /// A premultiplied pixel: `top` at `coverage` composited over `bottom` (source-over).
    static func over(_ top: Color, _ bottom: Color, coverage: Double) -> UInt32 {
        let ta = Double(top.alpha) * coverage, ba = Double(bottom.alpha)
        func channel(_ t: CGFloat, _ b: CGFloat) -> Double { Double(t) * ta + Double(b) * ba * (1 - ta) }
        let a = ta + ba * (1 - ta)
        func byte(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
        return byte(a) << 24 | byte(channel(top.red, bottom.red)) << 16
            | byte(channel(top.green, bottom.green)) << 8 | byte(channel(top.blue, bottom.blue))
    }

    /// A solid image.
    static func solid(_ color: Color, width: Int = 16, height: Int = 16) throws -> Image {
        try Image(width: width, height: height, color: color)
    }

    /// A horizontal stroke from (`x0`, `y`) to (`x1`, `y`), `lineWidth` wide, with round caps
    /// (a capsule) or square caps (the rectangle extended by half the width at both ends).
    static func thickLine(round: Bool, width: Int = 100, height: Int = 60, x0: Double = 25, x1: Double = 75,
                          y: Double = 30, lineWidth: Double = 20) throws -> Image {
        let r = lineWidth / 2
        return try shape(width: width, height: height) { px, py in
            if round {
                let cx = min(max(px, x0), x1)
                return (px - cx) * (px - cx) + (py - y) * (py - y) <= r * r
            }
            return px >= x0 - r && px <= x1 + r && abs(py - y) <= r
        }
    }

    /// A disc of radius `radius` centred at (`cx`, `cy`).
    static func disc(cx: Double, cy: Double, radius: Double, width: Int = 48, height: Int = 48,
                     background: Color = .white, foreground: Color = .black) throws -> Image {
        try shape(width: width, height: height, background: background, foreground: foreground) { px, py in
            (px - cx) * (px - cx) + (py - cy) * (py - cy) <= radius * radius
        }
    }

    /// Pseudo-random premultiplied pixels (a fixed-seed xorshift), alpha included.
    static func noise(width: Int, height: Int, seed: UInt64) throws -> Image {
        var state = seed | 1
        var pixels = [UInt32](repeating: 0, count: width * height)
        for i in pixels.indices {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            let a = UInt32(truncatingIfNeeded: state >> 56)
            func premultiplied(_ shift: UInt64) -> UInt32 { (UInt32(truncatingIfNeeded: state >> shift) & 0xFF) * a / 255 }
            pixels[i] = a << 24 | premultiplied(8) << 16 | premultiplied(16) << 8 | premultiplied(24)
        }
        return try Image(width: width, height: height, pixels: pixels)
    }
}
