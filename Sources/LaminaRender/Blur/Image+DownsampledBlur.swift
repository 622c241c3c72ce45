// A large Gaussian blur computed on a shrunken copy, as browsers do for large blurs and as the
// backdrop blur does (BackdropBlur.swift): along an axis where σ ≥ 12 pixels, the pixels are
// averaged over blocks of ⌊σ / 6⌋, the box passes run on the small image with the sizes whose
// spread (with what the averaging and the stretch add) is closest to the full-size passes', and
// bilinear filtering stretches the result back. A 1080p blur at σ 20 runs its passes over a
// ninth of the pixels, and stays within a few levels of the full-size passes.
import Foundation

extension Image {
    /// A copy blurred by the three box passes of SVG box size `boxX` along rows and `boxY`
    /// along columns, computed on a copy shrunk by `factorX × factorY` blocks (each at most
    /// ``maxDownsampleFactor``; 1 keeps that axis whole) and stretched back bilinearly. Pixels
    /// beyond the edges count as transparent. Each pixel goes through `mapIn` as it is read, and
    /// the small blurred image through `mapOut` before it is stretched.
    /// - Throws: ``RenderError/invalidSize`` for a factor above the limit.
    func blurredOnSmallCopy(boxX: Int, boxY: Int, factorX: Int, factorY: Int,
                            mapIn: PremultipliedChannelMap, mapOut: PremultipliedChannelMap) throws -> Image {
        let (fx, fy) = (max(factorX, 1), max(factorY, 1))
        try Self.validate(downsampleFactor: max(fx, fy), width: width, height: height)
        guard width > 0, height > 0 else { return self }
        var small = try Image(width: (width + fx - 1) / fx, height: (height + fy - 1) / fy)
        small.pixels.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            blockMeans(into: base, width: small.width, factorX: fx, factorY: fy, mapIn: mapIn)
        }
        // The passes end at the small image's edges as the full-size ones end at the image's.
        BoxBlur.blurPixels(&small.pixels, width: small.width, height: small.height,
                           passesX: BoxBlur.reducedPasses(boxX, factor: fx), passesY: BoxBlur.reducedPasses(boxY, factor: fy),
                           mapOut: mapOut)
        return try small.extended().stretched(width: width, height: height, factorX: fx, factorY: fy)
    }

    /// Writes the means of `fx × fy` blocks of this image's pixels (mapped by `mapIn`) into
    /// `small`, rows `width` pixels apart: small pixel (i, j) is the block from (i·fx, j·fy),
    /// pixels beyond the edges counting as transparent.
    private func blockMeans(into small: UnsafeMutablePointer<UInt32>, width smallWidth: Int, factorX fx: Int,
                            factorY fy: Int, mapIn: PremultipliedChannelMap) {
        let divide = BoxDivider(UInt32(fx * fy))
        // Two 16-bit lanes a column (at most 8 · 255), then a block (at most 64 · 255); each
        // column's sums over a block's rows first (a loop along the row, which vectorizes), then
        // each block's columns. A mapped row is mapped into `scratch` first.
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: 3 * width)
        defer { sums.deallocate() }
        sums.initialize(repeating: 0, count: 3 * width)
        let (redBlue, alphaGreen, scratch) = (sums, sums + width, sums + 2 * width)
        var map = mapIn
        pixels.withUnsafeBufferPointer { source in
            guard let image = source.baseAddress else { return }
            for y in 0..<height {
                var row = image + y * width
                if map.table != nil {
                    map.mapRuns(from: row, to: scratch, count: width)
                    row = UnsafePointer(scratch)
                }
                for x in 0..<width {
                    redBlue[x] &+= row[x] & 0x00FF_00FF
                    alphaGreen[x] &+= row[x] >> 8 & 0x00FF_00FF
                }
                guard (y + 1) % fy == 0 || y == height - 1 else { continue }
                let out = small + y / fy * smallWidth
                for block in 0..<smallWidth {
                    var rb: UInt32 = 0, ag: UInt32 = 0
                    for x in block * fx..<min(block * fx + fx, width) {
                        rb &+= redBlue[x]
                        ag &+= alphaGreen[x]
                    }
                    out[block] = Self.packedMeans(redBlue: rb, alphaGreen: ag, divide)
                }
                sums.update(repeating: 0, count: 2 * width)
            }
        }
    }

    /// The image with one more pixel on every side, continuing each edge's slope (the
    /// difference between the edge pixel and its neighbour inside; clamped to valid
    /// premultiplied values): what the blur would have spread just past the edges, for the
    /// stretch to reach.
    private func extended() throws -> Image {
        var result = try Image(width: width + 2, height: height + 2)
        let (w, h) = (result.width, result.height)
        for y in 0..<height {
            let row = y * width, out = (y + 1) * w
            for x in 0..<width { result.pixels[out + x + 1] = pixels[row + x] }
            result.pixels[out] = Self.continued(pixels[row], pixels[row + min(1, width - 1)])
            result.pixels[out + w - 1] = Self.continued(pixels[row + width - 1], pixels[row + max(width - 2, 0)])
        }
        for x in 0..<w {
            result.pixels[x] = Self.continued(result.pixels[w + x], result.pixels[min(2, h - 2) * w + x])
            result.pixels[(h - 1) * w + x] = Self.continued(result.pixels[(h - 2) * w + x],
                                                           result.pixels[max(h - 3, 1) * w + x])
        }
        return result
    }

    /// The pixel one step past `edge`, continuing the step from `inner` to `edge` channel by
    /// channel: 2·edge − inner, alpha within 0…255 and colours within 0…alpha.
    private static func continued(_ edge: UInt32, _ inner: UInt32) -> UInt32 {
        func channel(_ shift: UInt32, limit: Int) -> UInt32 {
            UInt32(min(max(2 * Int(edge >> shift & 0xFF) - Int(inner >> shift & 0xFF), 0), limit))
        }
        let alpha = channel(24, limit: 255)
        return alpha << 24 | channel(16, limit: Int(alpha)) << 16 | channel(8, limit: Int(alpha)) << 8
            | channel(0, limit: Int(alpha))
    }

    /// The `width × height` image that bilinear filtering draws from this one, whose pixel
    /// (i, j) stands for the block of `fx × fy` pixels from ((i − 1)·fx, (j − 1)·fy) (one pixel
    /// of border around the image's blocks). Along an axis, small pixel i's centre lies at
    /// t = i, where output pixel x lies at t = (x + ½) / f + ½: it mixes pixels ⌊t⌋ and ⌊t⌋ + 1,
    /// weights in 256ths.
    private func stretched(width outWidth: Int, height outHeight: Int, factorX fx: Int, factorY fy: Int) throws -> Image {
        guard width > 0, height > 0 else { return try Image(width: outWidth, height: outHeight) }
        let columns = (0..<outWidth).map { Self.bilinearSample($0, factor: fx, count: width) }
        let weights = columns.map(\.weight)
        let middle = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer { middle.deallocate() }
        middle.initialize(repeating: 0, count: width)
        // Every pixel is written below, so the array is not cleared first.
        let count = outWidth * outHeight
        let stretched = [UInt32](unsafeUninitializedCapacity: count) { target, initialized in
            pixels.withUnsafeBufferPointer { source in
                columns.withUnsafeBufferPointer { samples in
                    weights.withUnsafeBufferPointer { weightBuffer in
                        guard let small = source.baseAddress, let columns = samples.baseAddress,
                              let weights = weightBuffer.baseAddress, let out = target.baseAddress else { return }
                        var mixed: (first: Int, second: Int, weight: UInt32)?
                        for y in 0..<outHeight {
                            // Rows of the small image mixed once for every output row they make.
                            let row = Self.bilinearSample(y, factor: fy, count: height)
                            if mixed.map({ $0 != row }) ?? true {
                                let upper = small + row.first * width, lower = small + row.second * width
                                for i in 0..<width { middle[i] = Self.lerp(upper[i], lower[i], row.weight) }
                                mixed = row
                            }
                            Self.mixColumns(middle, columns, weights, into: out + y * outWidth, count: outWidth)
                        }
                        initialized = count
                    }
                }
            }
        }
        return try Image(width: outWidth, height: outHeight, pixels: stretched)
    }

    /// Writes `count` output pixels, pixel x mixing `middle` at its column's two small pixels by
    /// its weight (`weights[x]`, also in `columns`, kept apart for vector loads): four pixels at
    /// a time, with ``lerp(_:_:_:)``'s arithmetic in each lane.
    @inline(__always)
    private static func mixColumns(_ middle: UnsafePointer<UInt32>, _ columns: UnsafePointer<(first: Int, second: Int, weight: UInt32)>,
                                   _ weights: UnsafePointer<UInt32>, into line: UnsafeMutablePointer<UInt32>, count: Int) {
        let low = SIMD4<UInt32>(repeating: 0x00FF_00FF), half = SIMD4<UInt32>(repeating: 0x0080_0080)
        var x = 0
        while x + 4 <= count {
            let (c0, c1, c2, c3) = (columns[x], columns[x + 1], columns[x + 2], columns[x + 3])
            let p = SIMD4<UInt32>(middle[c0.first], middle[c1.first], middle[c2.first], middle[c3.first])
            let q = SIMD4<UInt32>(middle[c0.second], middle[c1.second], middle[c2.second], middle[c3.second])
            let w = UnsafeRawPointer(weights + x).loadUnaligned(as: SIMD4<UInt32>.self)
            let keep = SIMD4<UInt32>(repeating: 256) &- w
            let redBlue = ((p & low) &* keep &+ (q & low) &* w &+ half) &>> 8 & low
            let alphaGreen = ((p &>> 8 & low) &* keep &+ (q &>> 8 & low) &* w &+ half) & ~low
            UnsafeMutableRawPointer(line + x).storeBytes(of: alphaGreen | redBlue, as: SIMD4<UInt32>.self)
            x += 4
        }
        while x < count {
            let c = columns[x]
            line[x] = lerp(middle[c.first], middle[c.second], c.weight)
            x += 1
        }
    }

    /// The two small pixels (of `count`) that output pixel `x` lies between when stretching by
    /// `factor`, and the second one's weight in 256ths: t = (2x + 1 + f) / 2f.
    private static func bilinearSample(_ x: Int, factor: Int, count: Int) -> (first: Int, second: Int, weight: UInt32) {
        let t = (2 * x + 1 + factor) * 256 / (2 * factor)
        let first = min(t >> 8, count - 1)
        return (first, min(first + 1, count - 1), UInt32(t & 255))
    }

    /// `p` and `q` mixed with `weight` 256ths of `q`, channel by channel, rounded (two lanes
    /// of 16 bits at a time; premultiplied pixels stay premultiplied).
    @inline(__always)
    private static func lerp(_ p: UInt32, _ q: UInt32, _ weight: UInt32) -> UInt32 {
        let keep = 256 - weight
        let redBlue = ((p & 0x00FF_00FF) &* keep &+ (q & 0x00FF_00FF) &* weight &+ 0x0080_0080) >> 8 & 0x00FF_00FF
        let alphaGreen = ((p >> 8 & 0x00FF_00FF) &* keep &+ (q >> 8 & 0x00FF_00FF) &* weight &+ 0x0080_0080) & 0xFF00_FF00
        return alphaGreen | redBlue
    }
}
