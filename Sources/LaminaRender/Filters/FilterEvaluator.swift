// Runs a filter graph (Filter.swift) over premultiplied ARGB32 pixels, after resvg's
// crates/resvg/src/filter/mod.rs: every result covers the filter region's pixel box; each
// primitive converts its inputs to its colour space (SVG 1.1 §15.7.3, color-interpolation-
// filters), computes, and clears what lies outside its subregion. The per-pixel operations are
// in FilterEvaluator+Pixels.swift.
import Foundation

/// Evaluates one ``Filter`` over an image of the drawing.
struct FilterEvaluator {
    /// An intermediate image and the colour space its values are in.
    struct Result {
        var image: Image
        var space: FilterColorSpace
        /// The subregion the image was computed in (transparent outside it).
        var box: PixelBox
    }

    /// A box of whole pixels of the region image.
    struct PixelBox {
        var x0: Int, y0: Int, x1: Int, y1: Int
        /// The corner of the rectangle the box was cut from, before it was clamped: where a tile
        /// of the box starts (resvg tiles from there). The box's own corner by default.
        var originX: Int, originY: Int

        init(x0: Int, y0: Int, x1: Int, y1: Int, originX: Int? = nil, originY: Int? = nil) {
            (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
            (self.originX, self.originY) = (originX ?? x0, originY ?? y0)
        }
    }

    /// The filter's coordinates (points) to the source image's pixels.
    let toPixels: CGAffineTransform
    /// Pixels per point along x and y (for blur deviations and offsets): the lengths of the
    /// transform's rows, as resvg (tiny-skia's `get_scale`) measures them, so that under a skew
    /// the device-axis components match its renders.
    let scaleX: CGFloat, scaleY: CGFloat
    /// The region's pixel box in the source image.
    let region: PixelBox
    /// Called with the pixels each primitive processes, before it runs (the render budget).
    let spend: (Int) throws -> Void
    /// Draws a picture over a `width` × `height` image, the primitive space mapping to its
    /// pixels by the transform (on the render's budget).
    let draw: (_ picture: FilterImage, _ transform: CGAffineTransform, _ width: Int, _ height: Int) throws -> Image

    init(toPixels: CGAffineTransform, region: CGRect, imageWidth: Int, imageHeight: Int,
         spend: @escaping (Int) throws -> Void,
         draw: @escaping (FilterImage, CGAffineTransform, Int, Int) throws -> Image) {
        self.toPixels = toPixels
        self.draw = draw
        scaleX = (toPixels.a * toPixels.a + toPixels.c * toPixels.c).squareRoot()
        scaleY = (toPixels.b * toPixels.b + toPixels.d * toPixels.d).squareRoot()
        self.spend = spend
        let box = Self.pixelBox(region, toPixels, within: PixelBox(x0: 0, y0: 0, x1: imageWidth, y1: imageHeight))
        self.region = box
    }

    /// The whole pixels `rect` (points) covers under `transform`, inside `limit`.
    static func pixelBox(_ rect: CGRect, _ transform: CGAffineTransform, within limit: PixelBox) -> PixelBox {
        let box = rect.applying(transform)
        guard !box.isNull, box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else {
            return PixelBox(x0: limit.x0, y0: limit.y0, x1: limit.x0, y1: limit.y0)
        }
        func clamp(_ v: CGFloat, _ low: Int, _ high: Int) -> Int {
            Int(min(max(v, CGFloat(low)), CGFloat(high)))
        }
        // The far edge is the near one plus the whole size, as resvg rounds (tiny-skia's to_int_rect).
        let left = box.minX.rounded(.down), top = box.minY.rounded(.down)
        let x0 = clamp(left, limit.x0, limit.x1), x1 = clamp(left + box.width.rounded(.up), x0, limit.x1)
        let y0 = clamp(top, limit.y0, limit.y1), y1 = clamp(top + box.height.rounded(.up), y0, limit.y1)
        let far = 1 << 40
        return PixelBox(x0: x0, y0: y0, x1: x1, y1: y1, originX: clamp(left, -far, far), originY: clamp(top, -far, far))
    }

    /// `source` (the drawing, sRGB) filtered: same size, transparent outside the region.
    func apply(_ filter: Filter, to source: Image) throws -> Image {
        let width = region.x1 - region.x0, height = region.y1 - region.y0
        guard filter.primitives.count <= Filter.maximumPrimitives else {
            throw RenderError.invalidSize(width: width, height: height,
                                          reason: "a filter of at most \(Filter.maximumPrimitives) primitives, "
                                              + "found \(filter.primitives.count)")
        }
        guard width > 0, height > 0, !filter.primitives.isEmpty else {
            return try Image(width: source.width, height: source.height)
        }
        let whole = width == source.width && height == source.height
        var graphic = whole ? source : try Image(width: width, height: height)
        if !whole {
            for y in 0..<height {
                let from = (y + region.y0) * source.width + region.x0
                graphic.pixels.replaceSubrange(y * width..<(y + 1) * width, with: source.pixels[from..<from + width])
            }
        }
        let everything = PixelBox(x0: 0, y0: 0, x1: width, y1: height)
        var results = FilterResults(filter.primitives, source: Result(image: graphic, space: .sRGB, box: everything))
        for (index, primitive) in filter.primitives.enumerated() {
            let pixelsPerCost = primitive.effect.isPixelLocal ? Self.pixelLocalPixelsPerBlurredPixel : 1
            try spend((width * height + pixelsPerCost - 1) / pixelsPerCost)
            // An offset of an earlier result keeps that result's subregion, and is not clipped
            // to it (as resvg draws it: only a later tile reads the subregion).
            var isOffset = false
            if case .offset = primitive.effect { isOffset = true }
            let readsResult: Bool
            switch primitive.input {
            case .previous: readsResult = index > 0
            case .named: readsResult = true
            case .sourceGraphic, .sourceAlpha: readsResult = false
            }
            let sub = isOffset && readsResult ? results.box(of: primitive.input) : subregion(of: primitive)
            var (image, space) = try run(primitive, isLast: index == filter.primitives.count - 1,
                                         filterRegion: filter.region, results: &results)
            if !isOffset { image.clear(outside: sub) }
            results.finish(Result(image: image, space: space, box: sub))
        }
        // The last result, converted in place: nothing else holds it.
        let last = results.takeLast()
        var result = last.image
        result.convert(from: last.space, to: .sRGB)
        if whole { return result }
        var output = try Image(width: source.width, height: source.height)
        for y in 0..<height {
            let to = (y + region.y0) * source.width + region.x0
            output.pixels.replaceSubrange(to..<to + width, with: result.pixels[y * width..<(y + 1) * width])
        }
        return output
    }

    /// The primitive's subregion in region-image pixels.
    private func subregion(of primitive: FilterPrimitive) -> PixelBox {
        let whole = PixelBox(x0: 0, y0: 0, x1: region.x1 - region.x0, y1: region.y1 - region.y0)
        guard let rect = primitive.subregion else { return whole }
        return Self.pixelBox(rect, toRegionPixels, within: whole)
    }

    /// One primitive's result over the whole region image, and the colour space its values
    /// are in: the primitive's own, except a picture's (sRGB) and the last primitive's blur
    /// (converted straight on to sRGB). `isLast` says whether the primitive is the filter's
    /// last; `filterRegion` places a picture without a subregion of its own.
    private func run(_ primitive: FilterPrimitive, isLast: Bool, filterRegion: CGRect,
                     results: inout FilterResults) throws -> (Image, FilterColorSpace) {
        let space = primitive.colorSpace
        /// The result `reference` names, converted to the primitive's colour space.
        func input(_ reference: FilterInput) -> Image { results.image(reference, in: space) }
        switch primitive.effect {
        case .gaussianBlur(let deviation):
            // The blur converts from its input's colour space as it reads (no converted copy
            // of the input), and the last primitive's straight on to sRGB.
            let found = results.read(primitive.input, in: space)
            let target: FilterColorSpace = isLast ? .sRGB : space
            return try (blurred(found.image, from: found.space, by: deviation, in: space, to: target), target)
        case .tile:
            let found = results.read(primitive.input, in: space)
            return (found.image.converted(from: found.space, to: space).tiled(from: found.box), space)
        case .image(let picture):
            // Drawn in sRGB and kept so (as resvg does): its readers convert it.
            return try (drawn(picture, at: primitive.subregion ?? filterRegion), .sRGB)
        case .offset(let delta):
            return (input(primitive.input).offset(dx: delta.width * scaleX, dy: delta.height * scaleY), space)
        case .flood(let color):
            return try (Image(width: region.x1 - region.x0, height: region.y1 - region.y0,
                              fill: Self.premultiplied(color, in: space)), space)
        case .composite(let op, let second):
            return (input(primitive.input).composited(op, with: input(second)), space)
        case .merge(let inputs):
            // The first input over nothing is itself (c·255 + 127 divided by 255 is c).
            guard let first = inputs.first else {
                return try (Image(width: region.x1 - region.x0, height: region.y1 - region.y0), space)
            }
            var result = input(first)
            for reference in inputs.dropFirst() { result = input(reference).composited(.over, with: result) }
            return (result, space)
        case .blend(let mode, let second):
            return try (input(primitive.input).blended(mode, over: input(second)), space)
        case .colorMatrix(let matrix):
            return (input(primitive.input).colorMatrixApplied(matrix), space)
        case .hueRotate(let degrees):
            return (input(primitive.input).colorMatrixApplied(FilterEffect.hueRotationMatrix(degrees: degrees)), space)
        case .componentTransfer(let red, let green, let blue, let alpha):
            return (input(primitive.input).transferred(red: red, green: green, blue: blue, alpha: alpha), space)
        case .dropShadow(let delta, let deviation, let color):
            let base = input(primitive.input)
            let flood = try Image(width: base.width, height: base.height, fill: Self.premultiplied(color, in: space))
            let shadow = try flood.composited(.in, with: base.alphaOnly()
                .blurred(sigmaX: deviation.width * scaleX, sigmaY: deviation.height * scaleY)
                .offset(dx: delta.width * scaleX, dy: delta.height * scaleY))
            return (base.composited(.over, with: shadow), space)
        case .morphology(let dilate, let radius):
            let base = input(primitive.input)
            let (rx, ry) = (radius.width * scaleX, radius.height * scaleY)
            guard rx > 0, ry > 0, rx.isFinite, ry.isFinite else { return try (Image(width: base.width, height: base.height), space) }
            // A window of 2⌈r⌉ pixels, as resvg's; each pass step costs about an eighth of a blurred pixel.
            // (Clamped before converting: a radius of 1e300 must not overflow Int.)
            let columns = min(Int(min(rx.rounded(.up), CGFloat(base.width))) * 2, base.width)
            let rows = min(Int(min(ry.rounded(.up), CGFloat(base.height))) * 2, base.height)
            try spend(pixelCount * (columns + rows) / 8)
            return (base.morphed(dilate: dilate, columns: columns, rows: rows), space)
        case .convolveMatrix(let kernel):
            try spend(pixelCount * kernel.values.count)
            return (input(primitive.input).convolved(by: kernel), space)
        case .displacementMap(let scale, let xChannel, let yChannel, let map):
            return (input(primitive.input).displaced(by: input(map), scaleX: scale * scaleX, scaleY: scale * scaleY,
                                                     x: xChannel, y: yChannel), space)
        case .turbulence(let frequency, let octaves, let seed, let stitch, let fractal):
            let count = min(max(octaves, 0), FilterEffect.maximumOctaves)
            // Each octave samples four channels of noise: about a dozen blurred pixels' time.
            try spend(pixelCount * count * Self.turbulenceCostPerOctave)
            return try (turbulence(frequency: frequency, octaves: count, seed: seed, stitch: stitch, fractal: fractal), space)
        case .lighting(let lighting):
            try spend(pixelCount * FilterLighting.costPerPixel)
            return try (lighting.render(alphaOf: input(primitive.input), toPixels: toRegionPixels,
                                        zScale: ((scaleX * scaleX + scaleY * scaleY) / 2).squareRoot(), space: space), space)
        }
    }

    /// `image` (its values in `imageSpace`) blurred by `deviation` (user units) in `space`, its
    /// values left in `target`.
    private func blurred(_ image: consuming Image, from imageSpace: FilterColorSpace, by deviation: CGSize,
                         in space: FilterColorSpace, to target: FilterColorSpace) throws -> Image {
        let (sx, sy) = (deviation.width * scaleX, deviation.height * scaleY)
        // A sampled kernel (σ below 2) costs a few box passes more per axis.
        if (sx > 0 && sx < 2) || (sy > 0 && sy < 2) { try spend(pixelCount * 2) }
        try image.blur(sigmaX: sx, sigmaY: sy, from: imageSpace, in: space, to: target)
        return image
    }

    /// `picture` over the region image, in its primitive space: the origin at the top-left
    /// pixel of `subregion` (points; not cut to the region), scaled by the lengths of the rows
    /// of ``toPixels`` (resvg's `get_scale`), unrotated.
    private func drawn(_ picture: FilterImage, at subregion: CGRect) throws -> Image {
        let t = toPixels, corner = subregion.applying(t)
        let (width, height) = (region.x1 - region.x0, region.y1 - region.y0)
        guard corner.minX.isFinite, corner.minY.isFinite else { return try Image(width: width, height: height) }
        let space = CGAffineTransform(a: (t.a * t.a + t.c * t.c).squareRoot(), b: 0, c: 0,
                                      d: (t.b * t.b + t.d * t.d).squareRoot(),
                                      tx: corner.minX.rounded(.down) - CGFloat(region.x0),
                                      ty: corner.minY.rounded(.down) - CGFloat(region.y0))
        return try draw(picture, space, width, height)
    }

    /// The turbulence over the region image: pixel (x, y) samples the user point its top-left
    /// corner maps from (scale and translation of ``toPixels``).
    private func turbulence(frequency: CGSize, octaves: Int, seed: Int, stitch: Bool, fractal: Bool) throws -> Image {
        let width = region.x1 - region.x0, height = region.y1 - region.y0
        var image = try Image(width: width, height: height)
        guard scaleX > 0, scaleY > 0, frequency.width.isFinite, frequency.height.isFinite else { return image }
        let noise = FilterTurbulence(seed: seed)
        let offsetX = Double(region.x0) - toPixels.tx, offsetY = Double(region.y0) - toPixels.ty
        for y in 0..<height {
            for x in 0..<width {
                let ux = (Double(x) + offsetX) / scaleX, uy = (Double(y) + offsetY) / scaleY
                var channels: [UInt32] = [0, 0, 0, 0]
                for c in 0..<4 {
                    let n = noise.value(c, x: ux, y: uy, frequency: (frequency.width, frequency.height), octaves: octaves,
                                        fractal: fractal,
                                        tile: stitch ? (Double(x), Double(y), Double(width), Double(height)) : nil)
                    let v = fractal ? (n * 255 + 255) / 2 : n * 255
                    let f = Float(v)
                    channels[c] = f.isNaN ? 0 : UInt32(min(max(f, 0), 255) + 0.5)
                }
                image.pixels[y * width + x] = Image.premultiplied(channels[0], channels[1], channels[2], channels[3])
            }
        }
        return image
    }

    /// How many pixels of a pixel-local primitive (``FilterEffect/isPixelLocal``) cost as much
    /// as one blurred pixel: on 3840 × 2160 pixels a colour matrix took 3.4 ns a pixel, a
    /// transfer function 2.8 ns and an arithmetic composite 4.8 ns, against 12.6 ns for a blur
    /// of σ 8 (`Canvas.workPerBlurPixel` allows 15).
    static let pixelLocalPixelsPerBlurredPixel = 3

    /// What one pixel of one turbulence octave costs, in blurred pixels (four noise samples of
    /// a few dozen floating-point operations each).
    static let turbulenceCostPerOctave = 12

    /// The filter's coordinates (points) to the region image's pixels.
    private var toRegionPixels: CGAffineTransform {
        toPixels.concatenating(CGAffineTransform(translationX: -CGFloat(region.x0), y: -CGFloat(region.y0)))
    }

    /// The pixels of the region image.
    private var pixelCount: Int { (region.x1 - region.x0) * (region.y1 - region.y0) }

    /// `color` premultiplied, its channels converted to linear light for ``FilterColorSpace/linearRGB``.
    static func premultiplied(_ color: Color, in space: FilterColorSpace) -> UInt32 {
        let pixel = Color(red: color.red, green: color.green, blue: color.blue, alpha: 1).premultipliedARGB32
        let straight = space == .linearRGB ? FilterColorTables.toLinear(pixel) : pixel
        let a = UInt32((min(max(color.alpha, 0), 1) * 255).rounded())
        func channel(_ shift: UInt32) -> UInt32 { (((straight >> shift & 0xFF) * a + 127) / 255) << shift }
        return a << 24 | channel(16) | channel(8) | channel(0)
    }
}
