// The per-pixel work of filter primitives on premultiplied ARGB32 images: colour-space
// conversion (the sRGB transfer function of IEC 61966-2-1, as 8-bit tables), Porter–Duff and
// arithmetic compositing (SVG 1.1 §15.12), blending (Cairo's W3C blend operators), colour
// matrices (§15.10), component transfer (§15.11), offsets and blurs (§15.17: three box blurs
// for σ ≥ 2, a sampled Gaussian kernel below).
import CCairo
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
    func mappingStraight(_ red: [UInt8], _ green: [UInt8], _ blue: [UInt8], _ alpha: [UInt8]) -> Image {
        var result = self
        FilterColorTables.straight.withUnsafeBufferPointer { straight in
            result.pixels.withUnsafeMutableBufferPointer { p in
                for i in p.indices {
                    let (r, g, b, a) = Self.unpremultiplied(p[i], straight)
                    p[i] = Self.premultiplied(UInt32(red[Int(r)]), UInt32(green[Int(g)]), UInt32(blue[Int(b)]),
                                              UInt32(alpha[Int(a)]))
                }
            }
        }
        return result
    }

    /// The image's values in `target` space, given that they are in `space`.
    /// Each premultiplied channel goes through the 64 K table of its alpha (the same values as
    /// unpremultiplying, mapping and premultiplying again, without a division per channel).
    func converted(from space: FilterColorSpace, to target: FilterColorSpace) -> Image {
        guard space != target else { return self }
        let table = target == .linearRGB ? FilterColorTables.premultipliedLinear : FilterColorTables.premultipliedSRGB
        var result = self
        table.withUnsafeBufferPointer { t in
            result.pixels.withUnsafeMutableBufferPointer { p in
                for i in p.indices {
                    let px = p[i], row = Int(px >> 24) << 8
                    p[i] = px & 0xFF00_0000 | UInt32(t[row | Int(px >> 16 & 0xFF)]) << 16
                        | UInt32(t[row | Int(px >> 8 & 0xFF)]) << 8 | UInt32(t[row | Int(px & 0xFF)])
                }
            }
        }
        return result
    }

    /// Black with this image's alpha (`SourceAlpha`).
    func alphaOnly() -> Image {
        var result = self
        for i in result.pixels.indices { result.pixels[i] &= 0xFF00_0000 }
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
    /// moves in is transparent.
    func offset(dx: CGFloat, dy: CGFloat) -> Image {
        guard dx.isFinite, dy.isFinite else { return self }
        let sx = Int(max(min(dx.rounded(.towardZero), CGFloat(width)), -CGFloat(width)))
        let sy = Int(max(min(dy.rounded(.towardZero), CGFloat(height)), -CGFloat(height)))
        guard sx != 0 || sy != 0 else { return self }
        var result = self
        for y in 0..<height {
            for x in 0..<width {
                let fromX = x - sx, fromY = y - sy
                let inside = fromX >= 0 && fromX < width && fromY >= 0 && fromY < height
                result.pixels[y * width + x] = inside ? pixels[fromY * width + fromX] : 0
            }
        }
        return result
    }

    /// This image (i1) composited with `other` (i2) by `op`.
    func composited(_ op: FilterCompositeOperator, with other: Image) -> Image {
        var result = self
        if case .arithmetic(let k1, let k2, let k3, let k4) = op {
            for i in pixels.indices {
                let p = pixels[i], q = other.pixels[i]
                func value(_ shift: UInt32) -> CGFloat {
                    let a = CGFloat(p >> shift & 0xFF) / 255, b = CGFloat(q >> shift & 0xFF) / 255
                    let v = k1 * a * b + k2 * a + k3 * b + k4
                    return v.isFinite ? min(max(v, 0), 1) : 0
                }
                let alpha = value(24)
                func byte(_ v: CGFloat) -> UInt32 { UInt32((min(v, alpha) * 255).rounded()) }
                result.pixels[i] = byte(alpha) << 24 | byte(value(16)) << 16 | byte(value(8)) << 8 | byte(value(0))
            }
            return result
        }
        for i in pixels.indices {
            let p = pixels[i], q = other.pixels[i]
            let a1 = p >> 24, a2 = q >> 24
            let (f1, f2): (UInt32, UInt32)
            switch op {
            case .over: (f1, f2) = (255, 255 - a1)
            case .in: (f1, f2) = (a2, 0)
            case .out: (f1, f2) = (255 - a2, 0)
            case .atop: (f1, f2) = (a2, 255 - a1)
            case .xor: (f1, f2) = (255 - a2, 255 - a1)
            case .arithmetic: (f1, f2) = (255, 0)
            }
            @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
                min(((p >> shift & 0xFF) * f1 + (q >> shift & 0xFF) * f2 + 127) / 255, 255) << shift
            }
            result.pixels[i] = channel(0) | channel(8) | channel(16) | channel(24)
        }
        return result
    }

    /// This image (the source) blended over `backdrop` with `mode` (Cairo's operators).
    func blended(_ mode: BlendMode, over backdrop: Image) throws -> Image {
        var result = backdrop
        var source = self
        try result.pixels.withUnsafeMutableBytes { target in
            try source.pixels.withUnsafeMutableBytes { top in
                guard let t = target.baseAddress, let s = top.baseAddress else { return }
                let stride = Int32(width * 4)
                guard let dst = cairo_image_surface_create_for_data(
                        t.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), stride),
                      let src = cairo_image_surface_create_for_data(
                        s.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), stride),
                      let cr = cairo_create(dst) else { return }
                defer {
                    cairo_destroy(cr)
                    cairo_surface_finish(src); cairo_surface_destroy(src)
                    cairo_surface_finish(dst); cairo_surface_destroy(dst)
                }
                cairo_set_source_surface(cr, src, 0, 0)
                cairo_set_operator(cr, mode.cairoOperator)
                cairo_paint(cr)
                cairo_surface_flush(dst)
                guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
                    throw RenderError.cairo(operation: "blending a filter input", message: "cannot paint")
                }
            }
        }
        return result
    }

    /// The image through a 5 × 4 colour matrix on straight values (20 entries; any other count
    /// leaves it unchanged).
    func colorMatrixApplied(_ m: [CGFloat]) -> Image {
        guard m.count == 20, m.allSatisfy(\.isFinite) else { return self }
        var result = self
        FilterColorTables.straight.withUnsafeBufferPointer { straight in
            for i in pixels.indices {
                let (r, g, b, a) = Self.unpremultiplied(pixels[i], straight)
                let v = (CGFloat(r) / 255, CGFloat(g) / 255, CGFloat(b) / 255, CGFloat(a) / 255)
                func row(_ k: Int) -> UInt32 {
                    let x = m[k * 5] * v.0 + m[k * 5 + 1] * v.1 + m[k * 5 + 2] * v.2 + m[k * 5 + 3] * v.3 + m[k * 5 + 4]
                    return UInt32((min(max(x, 0), 1) * 255).rounded())
                }
                result.pixels[i] = Self.premultiplied(row(0), row(1), row(2), row(3))
            }
        }
        return result
    }

    /// The image with a transfer function on each straight channel.
    func transferred(red: FilterTransferFunction, green: FilterTransferFunction, blue: FilterTransferFunction,
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

    /// The image blurred by a Gaussian of `sigmaX`, `sigmaY` pixels: three box blurs on an axis
    /// with σ ≥ 2, a sampled Gaussian kernel (radius ⌈3σ⌉) below; transparent beyond the edges.
    func blurred(sigmaX: CGFloat, sigmaY: CGFloat) throws -> Image {
        guard sigmaX.isFinite, sigmaY.isFinite else { throw RenderError.nonFinite("blur deviation") }
        let sx = max(sigmaX, 0), sy = max(sigmaY, 0)
        var result = self
        BoxBlur.blurPixels(&result.pixels, width: width, height: height, sigmaX: sx >= 2 ? sx : 0, sigmaY: sy >= 2 ? sy : 0)
        if sx > 0, sx < 2 { result.convolve(sigma: sx, horizontal: true) }
        if sy > 0, sy < 2 { result.convolve(sigma: sy, horizontal: false) }
        return result
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
