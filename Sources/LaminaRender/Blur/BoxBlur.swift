// Part Blur/: Gaussian blur as three box blurs, downsampling, and the backdrop blur styles,
// all on Image pixels; shadows, backdrop filters and feGaussianBlur run on it.
// May use: Pixels/ and RenderError; not Canvas/ (the canvas calls in, never the reverse).
//
// Gaussian blur approximated by three successive box blurs, as SVG 1.1 specifies for
// feGaussianBlur (https://www.w3.org/TR/SVG11/filters.html#feGaussianBlurElement):
//   d = floor(σ · 3·√(2π)/4 + 0.5)
//   d odd:  three box blurs of size d, centred on the output pixel;
//   d even: two of size d (centred between the pixel and its left, then its right neighbour)
//           and one of size d + 1, centred.
// Each pass is a running sum along a row or column (BoxBlurLine.swift), four lines at once.
import Foundation

/// Separable box-blur passes over 8-bit planes.
enum BoxBlur {
    /// The SVG box size d for a standard deviation `sigma` in pixels (0 for σ below ~0.27).
    static func boxSize(sigma: CGFloat) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        let d = (sigma * 3 * (2 * CGFloat.pi).squareRoot() / 4 + 0.5).rounded(.down)
        return Int(min(d, 4096))
    }

    /// How far, in pixels, three boxes of size `d` spread a single pixel on each side.
    static func spread(boxSize d: Int) -> Int { d == 0 ? 0 : 3 * (d / 2) + 1 }

    /// The three passes as (pixels before, pixels after) the output pixel.
    static func passes(boxSize d: Int) -> [(before: Int, after: Int)] {
        if d % 2 == 1 { return Array(repeating: ((d - 1) / 2, (d - 1) / 2), count: 3) }
        return [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
    }

    /// The variance, in pixels², of `passes`: the sum of each box's (n² − 1) / 12 (0 for none).
    static func variance(of passes: [(before: Int, after: Int)]) -> CGFloat {
        passes.reduce(0) { sum, pass in
            let n = CGFloat(pass.before + pass.after + 1)
            return sum + (n * n - 1) / 12
        }
    }

    /// The passes of box size `d`: SVG's three, or none for a size of 1 or less.
    static func passesIfAny(boxSize d: Int) -> [(before: Int, after: Int)] { d > 1 ? passes(boxSize: d) : [] }

    /// The passes for an image shrunk by `factor` along an axis that spread a pixel as far as
    /// SVG's passes of box size `d` do at full size (the closest variance), counting what
    /// averaging blocks of `factor` pixels ((f² − 1) / 12) and the bilinear stretch back (f² / 6)
    /// add: two boxes of one size (an even one once before and once after the pixel, as SVG's)
    /// and a centred odd one, sizes within 2 of the size for the variance left. SVG's own
    /// passes of `d` for a factor of 1.
    static func reducedPasses(_ d: Int, factor: Int) -> [(before: Int, after: Int)] {
        guard factor > 1, d > 1 else { return passesIfAny(boxSize: d) }
        let f = CGFloat(factor)
        let target = variance(of: passes(boxSize: d)), added = (f * f - 1) / 12 + f * f / 6
        let guess = boxSize(sigma: (max(target - added, 0) / (f * f)).squareRoot())
        guard guess > 1 else { return [] }
        var best: [(before: Int, after: Int)] = passes(boxSize: guess)
        var bestError = CGFloat.infinity
        for pair in max(guess - 2, 1)...guess + 2 {
            for single in stride(from: max(guess - 2, 1) | 1, through: guess + 2, by: 2) {
                let candidate = [(pair / 2, (pair - 1) / 2), ((pair - 1) / 2, pair / 2), (single / 2, single / 2)]
                let error = abs(f * f * variance(of: candidate) + added - target)
                if error < bestError { (best, bestError) = (candidate, error) }
            }
        }
        return best
    }

    /// Blurs a `width × height` plane of 8-bit values in place with a Gaussian of
    /// standard deviation `sigma` pixels. Pixels outside the plane count as 0.
    static func blur(_ plane: inout [UInt8], width: Int, height: Int, sigma: CGFloat) {
        blur(&plane, width: width, height: height, sigmaX: sigma, sigmaY: sigma)
    }

    /// Blurs a `width × height` plane of 8-bit values in place with a Gaussian of standard
    /// deviation `sigmaX` pixels along rows and `sigmaY` along columns (an axis whose box size
    /// is 1 or less is left alone). Pixels outside the plane count as 0.
    static func blur(_ plane: inout [UInt8], width: Int, height: Int, sigmaX: CGFloat, sigmaY: CGFloat) {
        let dx = boxSize(sigma: sigmaX), dy = boxSize(sigma: sigmaY)
        guard dx > 1 || dy > 1, width > 0, height > 0, plane.count == width * height else { return }
        plane.withUnsafeMutableBufferPointer { buffer in
            guard let values = buffer.baseAddress else { return }
            if dx > 1 { blurRows(values, width: width, height: height, passes: passes(boxSize: dx)) }
            if dy > 1 { blurColumns(values, width: width, height: height, passes: passes(boxSize: dy)) }
        }
    }

    /// The passes along every row, four rows at a time: lane j of packed value (group g, x) is
    /// row 4g + j's value at x.
    private static func blurRows(_ plane: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
                                 passes: [(before: Int, after: Int)]) {
        let groups = (height + 3) / 4
        withZeroedLanes(groups * width) { packed in
            for y in 0..<height {
                let row = plane + y * width, lanes = packed + y / 4 * width, shift = UInt32(8 * (y % 4))
                for x in 0..<width { lanes[x] |= UInt32(row[x]) << shift }
            }
            blurLines(groups, count: width, lineStep: width, step: 1, in: packed, passes: passes)
            for y in 0..<height {
                let row = plane + y * width, lanes = packed + y / 4 * width, shift = UInt32(8 * (y % 4))
                for x in 0..<width { row[x] = UInt8(truncatingIfNeeded: lanes[x] >> shift) }
            }
        }
    }

    /// The passes down every column, four columns at a time: a row's bytes, read four at a
    /// time, are four columns' lanes already (rows padded to a multiple of four columns).
    private static func blurColumns(_ plane: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
                                    passes: [(before: Int, after: Int)]) {
        let groups = (width + 3) / 4
        withZeroedLanes(groups * height) { packed in
            let bytes = UnsafeMutableRawPointer(packed)
            for y in 0..<height { (bytes + y * groups * 4).copyMemory(from: plane + y * width, byteCount: width) }
            blurLines(groups, count: height, lineStep: 1, step: groups, in: packed, passes: passes)
            for y in 0..<height {
                UnsafeMutableRawPointer(plane + y * width).copyMemory(from: bytes + y * groups * 4, byteCount: width)
            }
        }
    }

    /// Runs `body` on `count` 32-bit values set to 0, freed afterwards.
    private static func withZeroedLanes(_ count: Int, _ body: (UnsafeMutablePointer<UInt32>) -> Void) {
        let lanes = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        defer { lanes.deallocate() }
        lanes.initialize(repeating: 0, count: count)
        body(lanes)
    }
}
