// ImageDiff speed on two 1024 × 1024 images that differ the way a failing golden does: a few
// shapes moved by a pixel, one recoloured, one missing. Goal: ≤ 15 ms on one core (release).
import Foundation
import LaminaRender
import LaminaDiff

/// Times `ImageDiff().compare` on two realistic 1024 × 1024 scenes and prints the results.
func runDiffBenchmark() {
    do {
        let golden = try diffBenchmarkScene(variant: false)
        let actual = try diffBenchmarkScene(variant: true)
        let diff = ImageDiff()
        let result = try diff.compare(golden, actual)
        print("ImageDiff scene: \(result.summary), \(result.antiAliasedPixels) anti-aliased pixels")
        report(try measure("ImageDiff 1024×1024, realistic differences, diff image") {
            _ = try diff.compare(golden, actual)
        }, goal: 15)
        var countsOnly = diff
        countsOnly.makesDiffImage = false
        report(try measure("ImageDiff 1024×1024, realistic differences, counts only") {
            _ = try countsOnly.compare(golden, actual)
        })
        report(try measure("ImageDiff 1024×1024, identical images, diff image") {
            _ = try diff.compare(golden, golden)
        })
    } catch {
        print("ImageDiff benchmark failed: \(error)")
    }
}

/// A 1024 × 1024 scene of 64 anti-aliased discs in 8 colours on white. The variant moves every
/// fifth disc right by one pixel, recolours one and leaves one out.
private func diffBenchmarkScene(variant: Bool) throws -> Image {
    let side = 1024, cell = 128
    let palette: [Color] = [.systemBlue, .systemGray, .black, .red,
                            Color(red255: 52, green255: 199, blue255: 89), Color(red255: 255, green255: 149, blue255: 0),
                            Color(red255: 175, green255: 82, blue255: 222), Color(red255: 90, green255: 200, blue255: 250)]
    var pixels = [UInt32](repeating: Color.white.premultipliedARGB32, count: side * side)
    for index in 0..<64 {
        if variant && index == 27 { continue }
        var color = palette[index % palette.count]
        if variant && index == 42 { color = color.withAlphaComponent(0.7) }
        let shift = variant && index % 5 == 0 ? 1.0 : 0.0
        let cx = Double(index % 8 * cell + cell / 2) + shift, cy = Double(index / 8 * cell + cell / 2)
        let radius = 40 + Double(index % 7) * 2.7
        // Anti-aliased edge: coverage falls from 1 to 0 across the pixel the circle crosses.
        for y in Int(cy - radius - 2)...Int(cy + radius + 2) {
            for x in Int(cx - radius - 2)...Int(cx + radius + 2) {
                let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - cy
                let coverage = min(max(radius - (dx * dx + dy * dy).squareRoot() + 0.5, 0), 1)
                guard coverage > 0 else { continue }
                let c = color.withAlphaComponent(color.alpha * CGFloat(coverage))
                pixels[y * side + x] = sourceOver(c, pixels[y * side + x])
            }
        }
    }
    return try Image(width: side, height: side, pixels: pixels)
}

/// `color` composited over a premultiplied ARGB32 pixel.
private func sourceOver(_ color: Color, _ below: UInt32) -> UInt32 {
    let top = color.premultipliedARGB32
    let inverse = 255 - (top >> 24)
    func channel(_ shift: UInt32) -> UInt32 {
        (top >> shift & 0xFF) + ((below >> shift & 0xFF) * inverse + 127) / 255
    }
    return channel(24) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
}
