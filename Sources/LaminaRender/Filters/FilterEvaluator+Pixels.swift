// The per-pixel work of filter primitives on premultiplied ARGB32 images: colour-space
// conversion (the sRGB transfer function of IEC 61966-2-1, as 8-bit tables), Porter–Duff and
// arithmetic compositing (SVG 1.1 §15.12), colour matrices (§15.10), component transfer
// (§15.11), offsets and blurs (§15.17: three box blurs for σ ≥ 2, a sampled Gaussian kernel
// below). Blending is in Image+Blend.swift.
import Foundation

/// The sRGB ↔ linear-light tables for 8-bit straight channel values.
enum FilterColorTables {
    /// sRGB byte → linear byte: round(255 · ((v/255 + 0.055)/1.055)^2.4), v/255/12.92 below 0.04045.
    static let linear: [UInt8] = (0...255).map { v in
        let c = Double(v) / 255
        let l = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        return UInt8((l * 255).rounded())
    }
    /// Linear byte → sRGB byte: round(255 · (1.055 · (v/255)^(1/2.4) − 0.055)), 12.92·v/255 below 0.0031308.
    static let sRGB: [UInt8] = (0...255).map { v in
        let l = Double(v) / 255
        let c = l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
        return UInt8((c * 255).rounded())
    }

    /// Straight channel values: entry `a << 8 | c` is round(c · 255 / a), at most 255 (0 for a = 0).
    static let straight: [UInt8] = (0..<65536).map { index in
        let a = UInt32(index >> 8), c = UInt32(index & 0xFF)
        return a == 0 ? 0 : UInt8(min((c * 255 + a / 2) / a, 255))
    }

    /// Entry v is v / 255, as the filters' floating-point arithmetic reads a byte (a table
    /// of the same quotients, not a division per channel per pixel).
    static let fractions: [CGFloat] = (0...255).map { CGFloat($0) / 255 }

    /// ``linear`` on premultiplied channels: entry `a << 8 | c` is channel c of alpha a
    /// unpremultiplied, mapped and premultiplied again.
    static let premultipliedLinear = premultiplied(linear)
    /// ``sRGB`` on premultiplied channels, as ``premultipliedLinear``.
    static let premultipliedSRGB = premultiplied(sRGB)

    /// The 64 K table applying `table` to premultiplied channels.
    private static func premultiplied(_ table: [UInt8]) -> [UInt8] {
        (0..<65536).map { index in
            let a = UInt32(index >> 8)
            return UInt8((UInt32(table[Int(straight[index])]) * a + 127) / 255)
        }
    }

    /// An opaque pixel's colour channels through ``linear``.
    static func toLinear(_ pixel: UInt32) -> UInt32 {
        pixel & 0xFF00_0000 | UInt32(linear[Int(pixel >> 16 & 0xFF)]) << 16
            | UInt32(linear[Int(pixel >> 8 & 0xFF)]) << 8 | UInt32(linear[Int(pixel & 0xFF)])
    }
}

extension Image {
    /// Premultiplied `pixel` as straight (r, g, b, a) bytes.
    /// (``FilterColorTables/straight``: the same rounding without a division.)
    @inline(__always)
    static func unpremultiplied(_ pixel: UInt32, _ straight: UnsafeBufferPointer<UInt8>) -> (UInt32, UInt32, UInt32, UInt32) {
        let row = Int(pixel >> 24) << 8
        return (UInt32(straight[row | Int(pixel >> 16 & 0xFF)]), UInt32(straight[row | Int(pixel >> 8 & 0xFF)]),
                UInt32(straight[row | Int(pixel & 0xFF)]), pixel >> 24)
    }

    /// Straight bytes premultiplied into a pixel.
    @inline(__always)
    static func premultiplied(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 {
        a << 24 | ((r * a + 127) / 255) << 16 | ((g * a + 127) / 255) << 8 | (b * a + 127) / 255
    }

    /// The image with each straight channel passed through `tables` (red, green, blue, alpha).
    consuming func mappingStraight(_ red: [UInt8], _ green: [UInt8], _ blue: [UInt8], _ alpha: [UInt8]) -> Image {
        guard red.count == 256, green.count == 256, blue.count == 256, alpha.count == 256 else { return self }
        return mappingPixels { pixel, straight, _ in
            let (r, g, b, a) = Self.unpremultiplied(pixel, straight)
            return Self.premultiplied(UInt32(red[Int(r)]), UInt32(green[Int(g)]), UInt32(blue[Int(b)]),
                                      UInt32(alpha[Int(a)]))
        }
    }

    /// The image's values in `target` space, given that they are in `space`.
    func converted(from space: FilterColorSpace, to target: FilterColorSpace) -> Image {
        var result = self
        result.convert(from: space, to: target)
        return result
    }

    /// Converts the values from `space` to `target` in place. Each premultiplied channel goes
    /// through the 64 K table of its alpha (the same values as unpremultiplying, mapping and
    /// premultiplying again, without a division per channel).
    mutating func convert(from space: FilterColorSpace, to target: FilterColorSpace) {
        guard space != target else { return }
        PremultipliedChannelMap.converting(from: space, to: target) { map in
            var map = map
            pixels.withUnsafeMutableBufferPointer { map.mapRuns($0) }
        }
    }

    /// Black with this image's alpha (`SourceAlpha`).
    func alphaOnly() -> Image {
        var result = self
        result.pixels.withUnsafeMutableBufferPointer { p in
            for i in p.indices { p[i] &= 0xFF00_0000 }
        }
        return result
    }

    /// Makes every pixel outside `box` transparent.
    mutating func clear(outside box: FilterEvaluator.PixelBox) {
        guard box.x0 > 0 || box.y0 > 0 || box.x1 < width || box.y1 < height else { return }
        for y in 0..<height {
            let inside = y >= box.y0 && y < box.y1
            for x in 0..<width where !inside || x < box.x0 || x >= box.x1 { pixels[y * width + x] = 0 }
        }
    }

    /// The image moved by (`dx`, `dy`) pixels, truncated to whole pixels as resvg does; what
    /// moves in is transparent. Moved within its own buffer.
    consuming func offset(dx: CGFloat, dy: CGFloat) -> Image {
        guard dx.isFinite, dy.isFinite else { return self }
        let sx = Int(max(min(dx.rounded(.towardZero), CGFloat(width)), -CGFloat(width)))
        let sy = Int(max(min(dy.rounded(.towardZero), CGFloat(height)), -CGFloat(height)))
        guard sx != 0 || sy != 0 else { return self }
        let (width, height) = (width, height)
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let image = buffer.baseAddress else { return }
            // Row by row, in the order that reads each row before it is overwritten (from the
            // bottom when moving down): the part of a row that comes from inside the image is
            // one move (within the row itself when only moving sideways), the rest cleared.
            let x0 = max(sx, 0), x1 = min(width + sx, width)  // target columns read from inside
            for step in 0..<height {
                let y = sy > 0 ? height - 1 - step : step
                let row = image + y * width, fromY = y - sy
                guard fromY >= 0, fromY < height, x0 < x1 else {
                    row.update(repeating: 0, count: width)
                    continue
                }
                memmove(row + x0, image + fromY * width + (x0 - sx), (x1 - x0) * MemoryLayout<UInt32>.stride)
                row.update(repeating: 0, count: x0)
                (row + x1).update(repeating: 0, count: width - x1)
            }
        }
        return self
    }

    /// This image (i1) composited with `other` (i2) by `op`.
    consuming func composited(_ op: FilterCompositeOperator, with other: Image) -> Image {
        guard other.pixels.count == pixels.count else { return self }
        switch op {
        case .over: return compositedPorterDuff(with: other) { a1, _ in (Alphas(repeating: 255), 255 &- a1) }
        case .in: return compositedPorterDuff(with: other) { _, a2 in (a2, .zero) }
        case .out: return compositedPorterDuff(with: other) { _, a2 in (255 &- a2, .zero) }
        case .atop: return compositedPorterDuff(with: other) { a1, a2 in (a2, 255 &- a1) }
        case .xor: return compositedPorterDuff(with: other) { a1, a2 in (255 &- a2, 255 &- a1) }
        case .arithmetic(let k1, let k2, let k3, let k4):
            var result = self
            FilterColorTables.fractions.withUnsafeBufferPointer { fractions in
                /// k1·a·b + k2·a + k3·b + k4 of two bytes (as fractions of 255), clamped to 0…1
                /// (0 when not finite).
                @inline(__always) func value(_ p: UInt32, _ q: UInt32) -> CGFloat {
                    let a = fractions[Int(p)], b = fractions[Int(q)]
                    let v = k1 * a * b + k2 * a + k3 * b + k4
                    return v.isFinite ? min(max(v, 0), 1) : 0
                }
                // A large image looks every channel up in a table of the 65,536 byte pairs:
                // the channel's byte is min(round(v·255), round(alpha·255)), rounding being
                // monotone, so the same values as below for a fixed cost.
                if result.pixels.count >= Self.arithmeticTableMinimum {
                    let table = (0..<65536).map { UInt8(Self.roundedByte(value(UInt32($0 >> 8), UInt32($0 & 0xFF)) * 255)) }
                    table.withUnsafeBufferPointer { table in
                        other.pixels.withUnsafeBufferPointer { second in
                            result.pixels.withUnsafeMutableBufferPointer { target in
                                for i in target.indices {
                                    let p = target[i], q = second[i]
                                    @inline(__always) func byte(_ shift: UInt32) -> UInt32 {
                                        UInt32(table[Int(p >> shift & 0xFF) << 8 | Int(q >> shift & 0xFF)])
                                    }
                                    let alpha = byte(24)
                                    target[i] = alpha << 24 | min(byte(16), alpha) << 16 | min(byte(8), alpha) << 8
                                        | min(byte(0), alpha)
                                }
                            }
                        }
                    }
                    return
                }
                @inline(__always) func combined(_ p: UInt32, _ q: UInt32) -> UInt32 {
                    let alpha = value(p >> 24, q >> 24)
                    @inline(__always) func byte(_ shift: UInt32) -> UInt32 {
                        Self.roundedByte(min(value(p >> shift & 0xFF, q >> shift & 0xFF), alpha) * 255)
                    }
                    return Self.roundedByte(alpha * 255) << 24 | byte(16) << 16 | byte(8) << 8 | byte(0)
                }
                // Each distinct pair of inputs is combined once per run (and two transparent
                // pixels once for the whole image), as ``mappingPixels(_:)`` does for one input.
                let transparent = combined(0, 0)
                var last: (p: UInt32, q: UInt32, out: UInt32) = (0, 0, transparent)
                other.pixels.withUnsafeBufferPointer { second in
                    result.pixels.withUnsafeMutableBufferPointer { target in
                        for i in target.indices {
                            let p = target[i], q = second[i]
                            if p | q == 0 {
                                target[i] = transparent
                            } else if p == last.p, q == last.q {
                                target[i] = last.out
                            } else {
                                last = (p, q, combined(p, q))
                                target[i] = last.out
                            }
                        }
                    }
                }
            }
            return result
        }
    }

    /// The pixel count from which arithmetic compositing tabulates its 65,536 byte pairs
    /// rather than computing each pixel's four channels (each distinct pair costs about as much
    /// as a table entry).
    static let arithmeticTableMinimum = 65536

    /// The alphas (0 … 255) of four pixels, or the Porter–Duff factors made of them.
    typealias Alphas = SIMD4<UInt32>

    /// This image (i1) composited with `other` (i2, of the same size) by a Porter–Duff
    /// operator, whose factors (f1, f2) of i1 and i2 `factors` gives from the alphas (a1, a2):
    /// each channel min(⌊(c1·f1 + c2·f2 + 127) / 255⌋, 255). Four pixels at a time, as vectors,
    /// written over this image's own pixels.
    @inline(__always)
    private consuming func compositedPorterDuff(with other: Image, _ factors: (Alphas, Alphas) -> (Alphas, Alphas)) -> Image {
        var result = self
        other.pixels.withUnsafeBufferPointer { second in
            result.pixels.withUnsafeMutableBufferPointer { target in
                guard let to = target.baseAddress, let from = second.baseAddress else { return }
                let count = min(target.count, second.count)
                @inline(__always) func combined(_ p: SIMD4<UInt32>, _ q: SIMD4<UInt32>) -> SIMD4<UInt32> {
                    let (f1, f2) = factors(p &>> 24, q &>> 24)
                    @inline(__always) func channel(_ shift: UInt32) -> SIMD4<UInt32> {
                        let x = (p &>> shift & 0xFF) &* f1 &+ (q &>> shift & 0xFF) &* f2 &+ 127
                        return Self.dividedBy255(x) &<< shift
                    }
                    return channel(0) | channel(8) | channel(16) | channel(24)
                }
                var i = 0
                while i + 4 <= count {
                    let p = UnsafeRawPointer(to + i).loadUnaligned(as: SIMD4<UInt32>.self)
                    let q = UnsafeRawPointer(from + i).loadUnaligned(as: SIMD4<UInt32>.self)
                    UnsafeMutableRawPointer(to + i).storeBytes(of: combined(p, q), as: SIMD4<UInt32>.self)
                    i += 4
                }
                while i < count {
                    to[i] = combined(SIMD4(repeating: to[i]), SIMD4(repeating: from[i]))[0]
                    i += 1
                }
            }
        }
        return result
    }

    /// min(⌊x / 255⌋, 255) lane by lane, for x below 2^31: x is first cut to 65,280 (= 256 ·
    /// 255, whose quotient is clamped anyway), below which ⌊x · 32,897 / 2^23⌋ is the exact
    /// quotient; the one quotient above 255 (256) then loses 1. In wrapping arithmetic only,
    /// which compiles to a few vector instructions (the generic `pointwiseMin` is a call).
    @inline(__always)
    static func dividedBy255(_ x: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let excess = x &- 65280  // wraps, setting the top bit, where x < 65,280
        let below = 0 &- (excess &>> 31)  // all ones where x < 65,280
        let v = ((65280 &+ (excess & below)) &* 32897) &>> 23
        return v &- (v &>> 8)
    }

    /// `x.rounded()` (halves away from zero) as a byte, for x in 0...255, without the C
    /// library's `round`, which the per-pixel loops would otherwise call for every channel:
    /// the whole part by truncation, plus one when the (exact) remainder is at least a half.
    @inline(__always)
    static func roundedByte(_ x: CGFloat) -> UInt32 {
        let whole = UInt32(x)
        return x - CGFloat(whole) >= 0.5 ? whole + 1 : whole
    }

    /// The image through a 5 × 4 colour matrix on straight values (20 entries; any other count
    /// leaves it unchanged).
    consuming func colorMatrixApplied(_ m: [CGFloat]) -> Image {
        guard m.count == 20, m.allSatisfy(\.isFinite) else { return self }
        return mappingPixels { pixel, straight, fractions in
            m.withUnsafeBufferPointer { m in
                let (r, g, b, a) = Self.unpremultiplied(pixel, straight)
                let v = (fractions[Int(r)], fractions[Int(g)], fractions[Int(b)], fractions[Int(a)])
                @inline(__always) func row(_ k: Int) -> UInt32 {
                    let x = m[k * 5] * v.0 + m[k * 5 + 1] * v.1 + m[k * 5 + 2] * v.2 + m[k * 5 + 3] * v.3 + m[k * 5 + 4]
                    return Self.roundedByte(min(max(x, 0), 1) * 255)
                }
                return Self.premultiplied(row(0), row(1), row(2), row(3))
            }
        }
    }

    /// The image with each pixel replaced by `map` of it, which is given the table of straight
    /// channels (``FilterColorTables/straight``) and ``FilterColorTables/fractions`` to work
    /// with. Each distinct run of equal pixels is mapped once (and transparent pixels, the
    /// most common, once for the whole image): filter inputs are mostly flat colour and empty
    /// space, and `map` may cost dozens of floating-point operations.
    @inline(__always)
    consuming func mappingPixels(_ map: (UInt32, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<CGFloat>) -> UInt32) -> Image {
        var result = self
        FilterColorTables.straight.withUnsafeBufferPointer { straight in
            FilterColorTables.fractions.withUnsafeBufferPointer { fractions in
                let transparent = map(0, straight, fractions)
                var last: (in: UInt32, out: UInt32) = (0, transparent)
                result.pixels.withUnsafeMutableBufferPointer { target in
                    for i in target.indices {
                        let pixel = target[i]
                        if pixel == 0 {
                            target[i] = transparent
                        } else if pixel == last.in {
                            target[i] = last.out
                        } else {
                            last = (pixel, map(pixel, straight, fractions))
                            target[i] = last.out
                        }
                    }
                }
            }
        }
        return result
    }

    /// The image with a transfer function on each straight channel.
    consuming func transferred(red: FilterTransferFunction, green: FilterTransferFunction, blue: FilterTransferFunction,
                     alpha: FilterTransferFunction) -> Image {
        mappingStraight(red.table, green.table, blue.table, alpha.table)
    }

    /// The pixels inside `box` repeated across the whole image, a copy starting at the box's
    /// origin (the corner of the subregion before it was clamped to the image, as resvg places
    /// its tiles); transparent when the box is empty.
    func tiled(from box: FilterEvaluator.PixelBox) -> Image {
        var result = self
        let w = box.x1 - box.x0, h = box.y1 - box.y0
        guard w > 0, h > 0 else {
            for i in result.pixels.indices { result.pixels[i] = 0 }
            return result
        }
        for y in 0..<height {
            let fromY = box.y0 + ((y - box.originY) % h + h) % h
            for x in 0..<width {
                let fromX = box.x0 + ((x - box.originX) % w + w) % w
                result.pixels[y * width + x] = pixels[fromY * width + fromX]
            }
        }
        return result
    }

    /// Per channel, the smallest (or with `dilate` the largest) value in a `columns × rows` box
    /// starting ⌊columns / 2⌋, ⌊rows / 2⌋ pixels before each pixel; pixels outside the image
    /// are left out of the box. Rows, then columns (the extremum of a box is separable).
    func morphed(dilate: Bool, columns: Int, rows: Int) -> Image {
        @inline(__always) func pick(_ a: UInt32, _ b: UInt32) -> UInt32 {
            var out: UInt32 = 0
            for shift: UInt32 in stride(from: 0, through: 24, by: 8) {
                let x = a >> shift & 0xFF, y = b >> shift & 0xFF
                out |= (dilate ? max(x, y) : min(x, y)) << shift
            }
            return out
        }
        let start: UInt32 = dilate ? 0 : 0xFFFF_FFFF
        func pass(_ source: [UInt32], along horizontal: Bool, size: Int) -> [UInt32] {
            var result = source
            let (length, lines) = horizontal ? (width, height) : (height, width)
            let before = size / 2
            for line in 0..<lines {
                for i in 0..<length {
                    var value = start
                    for k in max(i - before, 0)..<min(i - before + size, length) {
                        value = pick(value, source[horizontal ? line * width + k : k * width + line])
                    }
                    result[horizontal ? line * width + i : i * width + line] = value
                }
            }
            return result
        }
        var result = self
        result.pixels = pass(pass(pixels, along: true, size: columns), along: false, size: rows)
        return result
    }

    /// The image blurred by a Gaussian of `sigmaX`, `sigmaY` pixels (``blur(sigmaX:sigmaY:)``).
    func blurred(sigmaX: CGFloat, sigmaY: CGFloat) throws -> Image {
        var result = self
        try result.blur(sigmaX: sigmaX, sigmaY: sigmaY)
        return result
    }

    /// Blurs the image in place by a Gaussian of `sigmaX`, `sigmaY` pixels: three box blurs on
    /// an axis with σ ≥ 2 (on a shrunken copy from σ 12), a sampled Gaussian kernel (radius
    /// ⌈3σ⌉) below; transparent beyond the edges.
    /// - Throws: ``RenderError/nonFinite(_:)`` for a NaN or infinite deviation.
    mutating func blur(sigmaX: CGFloat, sigmaY: CGFloat) throws {
        try blur(sigmaX: sigmaX, sigmaY: sigmaY, from: .sRGB, in: .sRGB, to: .sRGB)
    }

    /// Blurs in place as ``blur(sigmaX:sigmaY:)`` in `blurSpace`, given values in `space`, and
    /// leaves them in `target`: the same values as converting before and after. With box blurs
    /// only, the first pass converts as it reads (runs of equal pixels looked up once, no
    /// separate sweep) and the result is converted without remembering the last pixel. Where σ
    /// reaches 12 pixels along an axis, the passes run on a copy shrunk along it
    /// (``blurredOnSmallCopy(boxX:boxY:factorX:factorY:mapIn:mapOut:)``), converted to `target`
    /// before it is stretched back.
    mutating func blur(sigmaX: CGFloat, sigmaY: CGFloat, from space: FilterColorSpace, in blurSpace: FilterColorSpace,
                       to target: FilterColorSpace) throws {
        guard sigmaX.isFinite, sigmaY.isFinite else { throw RenderError.nonFinite("blur deviation") }
        let sx = max(sigmaX, 0), sy = max(sigmaY, 0)
        let sampledX = sx > 0 && sx < 2, sampledY = sy > 0 && sy < 2
        let fused = !sampledX && !sampledY
        let factorX = BackdropBlur.downsampleFactor(sigma: sx), factorY = BackdropBlur.downsampleFactor(sigma: sy)
        if fused, factorX == 1, factorY == 1, isAlphaOnly {
            // Black in every colour space: only the alpha plane needs the passes.
            blurAlphaPlane(sigmaX: sx, sigmaY: sy)
            return
        }
        if fused, factorX > 1 || factorY > 1 {
            self = try PremultipliedChannelMap.converting(from: space, to: blurSpace) { mapIn in
                try PremultipliedChannelMap.converting(from: blurSpace, to: target) { mapOut in
                    try blurredOnSmallCopy(boxX: BoxBlur.boxSize(sigma: sx), boxY: BoxBlur.boxSize(sigma: sy),
                                           factorX: factorX, factorY: factorY, mapIn: mapIn, mapOut: mapOut)
                }
            }
            return
        }
        if !fused { convert(from: space, to: blurSpace) }
        let (first, last) = fused ? (space, target) : (blurSpace, blurSpace)
        PremultipliedChannelMap.converting(from: first, to: blurSpace) { mapIn in
            PremultipliedChannelMap.converting(from: blurSpace, to: last) { mapOut in
                BoxBlur.blurPixels(&pixels, width: width, height: height, sigmaX: sx >= 2 ? sx : 0,
                                   sigmaY: sy >= 2 ? sy : 0, mapIn: mapIn, mapOut: mapOut)
            }
        }
        if sampledX { convolve(sigma: sx, horizontal: true) }
        if sampledY { convolve(sigma: sy, horizontal: false) }
        if !fused { convert(from: blurSpace, to: target) }
    }

    /// Whether every pixel is black or transparent (as `SourceAlpha` is), read a block at a time.
    var isAlphaOnly: Bool {
        pixels.withUnsafeBufferPointer { p in
            for start in stride(from: 0, to: p.count, by: 1024) {
                let colour = p[start..<min(start + 1024, p.count)].reduce(0 as UInt32) { $0 | $1 }
                if colour & 0x00FF_FFFF != 0 { return false }
            }
            return true
        }
    }

    /// Blurs an image whose pixels are all black or transparent by running the box passes over
    /// its alpha plane alone (``BoxBlur/blur(_:width:height:sigmaX:sigmaY:)``, eight lanes of
    /// one channel where whole pixels take four): the same passes and rounding, so the same
    /// values as blurring the pixels.
    private mutating func blurAlphaPlane(sigmaX: CGFloat, sigmaY: CGFloat) {
        var plane = pixels.map { UInt8(truncatingIfNeeded: $0 >> 24) }
        BoxBlur.blur(&plane, width: width, height: height, sigmaX: sigmaX, sigmaY: sigmaY)
        plane.withUnsafeBufferPointer { alpha in
            pixels.withUnsafeMutableBufferPointer { target in
                for i in 0..<min(alpha.count, target.count) { target[i] = UInt32(alpha[i]) << 24 }
            }
        }
    }

    /// A sampled, normalised Gaussian of `sigma` pixels along rows or columns.
    private mutating func convolve(sigma: CGFloat, horizontal: Bool) {
        let radius = Int((sigma * 3).rounded(.up))
        var weights = (-radius...radius).map { exp(-CGFloat($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        weights = weights.map { $0 / total }
        let source = pixels
        let (step, length, lines, lineStep) = horizontal ? (1, width, height, width) : (width, height, width, 1)
        for line in 0..<lines {
            let base = line * lineStep
            for i in 0..<length {
                var sums: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
                for k in max(-radius, -i)...min(radius, length - 1 - i) {
                    let p = source[base + (i + k) * step], w = weights[k + radius]
                    sums.0 += CGFloat(p >> 24) * w; sums.1 += CGFloat(p >> 16 & 0xFF) * w
                    sums.2 += CGFloat(p >> 8 & 0xFF) * w; sums.3 += CGFloat(p & 0xFF) * w
                }
                func byte(_ v: CGFloat) -> UInt32 { UInt32(min(max(v.rounded(), 0), 255)) }
                pixels[base + i * step] = byte(sums.0) << 24 | byte(sums.1) << 16 | byte(sums.2) << 8 | byte(sums.3)
            }
        }
    }
}

extension FilterTransferFunction {
    /// The function as a table of 256 bytes.
    var table: [UInt8] {
        (0...255).map { v -> UInt8 in
            let c = CGFloat(v) / 255
            let out: CGFloat
            switch self {
            case .identity: out = c
            case .table(let values):
                guard values.count > 1 else { out = values.first ?? c; break }
                let n = CGFloat(values.count - 1)
                let k = min(Int(c * n), values.count - 2)
                out = values[k] + (c - CGFloat(k) / n) * n * (values[k + 1] - values[k])
            case .discrete(let values):
                guard !values.isEmpty else { out = c; break }
                out = values[min(Int(c * CGFloat(values.count)), values.count - 1)]
            case .linear(let slope, let intercept): out = slope * c + intercept
            case .gamma(let amplitude, let exponent, let offset): out = amplitude * pow(c, exponent) + offset
            }
            return out.isFinite ? UInt8((min(max(out, 0), 1) * 255).rounded()) : 0
        }
    }
}
