// Gaussian blur approximated by three successive box blurs, as SVG 1.1 specifies for
// feGaussianBlur (https://www.w3.org/TR/SVG11/filters.html#feGaussianBlurElement):
//   d = floor(σ · 3·√(2π)/4 + 0.5)
//   d odd:  three box blurs of size d, centred on the output pixel;
//   d even: two of size d (centred between the pixel and its left, then its right neighbour)
//           and one of size d + 1, centred.
// Each pass is a running sum over one row; columns are blurred by transposing, blurring rows,
// and transposing back, so every pass walks memory in order.
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
        var scratch = [UInt8](repeating: 0, count: plane.count)
        if dx > 1 { blurRows(&plane, scratch: &scratch, width: width, height: height, passes: passes(boxSize: dx)) }
        guard dy > 1 else { return }
        transpose(plane, into: &scratch, width: width, height: height)
        blurRows(&scratch, scratch: &plane, width: height, height: width, passes: passes(boxSize: dy))
        transpose(scratch, into: &plane, width: height, height: width)
    }

    /// Runs every pass along each row of `plane`, using `scratch` (same size) as the other buffer.
    private static func blurRows(_ plane: inout [UInt8], scratch: inout [UInt8], width: Int, height: Int,
                                 passes: [(before: Int, after: Int)]) {
        plane.withUnsafeMutableBufferPointer { a in
            scratch.withUnsafeMutableBufferPointer { b in
                guard let pa = a.baseAddress, let pb = b.baseAddress else { return }
                let result = alternate(pa, pb, passes: passes) { source, target, pass in
                    for row in 0..<height {
                        boxRow(source + row * width, target + row * width, count: width,
                               before: pass.before, after: pass.after)
                    }
                }
                // An odd number of passes leaves the result in scratch: copy it home.
                if result != pa { pa.update(from: result, count: width * height) }
            }
        }
    }

    /// Runs `pass` once per entry of `passes`, each reading one buffer and writing the other,
    /// starting from `first`; returns the buffer holding the result.
    static func alternate<T>(_ first: UnsafeMutablePointer<T>, _ second: UnsafeMutablePointer<T>,
                             passes: [(before: Int, after: Int)],
                             _ pass: (UnsafeMutablePointer<T>, UnsafeMutablePointer<T>, (before: Int, after: Int)) -> Void)
        -> UnsafeMutablePointer<T> {
        var source = first, target = second
        for p in passes {
            pass(source, target, p)
            swap(&source, &target)
        }
        return source
    }

    /// One box pass over one row: out[i] = round(Σ in[i − before … i + after] / size).
    @inline(__always)
    private static func boxRow(_ input: UnsafeMutablePointer<UInt8>, _ output: UnsafeMutablePointer<UInt8>,
                               count: Int, before: Int, after: Int) {
        // A multiply and a shift (BoxDivider), not a division: it was most of the pass's time.
        let divide = BoxDivider(UInt32(before + after + 1))
        var sum: UInt32 = 0
        // Window for output 0 covers inputs −before … after.
        for i in 0...min(after, count - 1) { sum += UInt32(input[i]) }
        for i in 0..<count {
            output[i] = UInt8(truncatingIfNeeded: divide(sum))
            let entering = i + after + 1, leaving = i - before
            if entering < count { sum += UInt32(input[entering]) }
            if leaving >= 0 { sum -= UInt32(input[leaving]) }
        }
    }

    /// Writes the transpose of a `width × height` plane into `output` (`height × width`).
    private static func transpose(_ input: [UInt8], into output: inout [UInt8], width: Int, height: Int) {
        input.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                guard let s = src.baseAddress, let o = dst.baseAddress else { return }
                let tile = 32
                for y0 in stride(from: 0, to: height, by: tile) {
                    for x0 in stride(from: 0, to: width, by: tile) {
                        for y in y0..<min(y0 + tile, height) {
                            for x in x0..<min(x0 + tile, width) { o[x * height + y] = s[y * width + x] }
                        }
                    }
                }
            }
        }
    }
}
