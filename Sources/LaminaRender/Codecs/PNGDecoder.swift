// Lamina's PNG decoder (PNG 3rd edition, W3C / ISO 15948: www.w3.org/TR/png-3/) for still
// images: every colour type and bit depth, PLTE and tRNS, Adam7. The whole IDAT stream is
// inflated in one call by libdeflate, which checks its Adler-32, since IHDR gives the exact
// size; rows are unfiltered and expanded in C (CLaminaPNG's DecodeRows.c). The pixels are
// exactly those Cairo's PNG reader (libpng) gave, which Lamina used before: gamma, colour
// profiles and other ancillary chunks are ignored as Cairo ignores them, APNG's animation chunks
// too (the default image is the image).
import CLaminaDeflate
import CLaminaPNG
import Foundation

/// Decodes PNG files into premultiplied ARGB32 images.
enum PNGDecoder {
    /// What the chunk walk gathers before decoding.
    private struct Parts {
        var header: PNGHeader?
        /// PLTE's colours, R, G, B bytes.
        var palette: Range<Int>?
        /// The tRNS payload, when valid for the colour type.
        var transparency: Range<Int>?
        /// The payloads of the first run of consecutive IDAT chunks.
        var imageData: [Range<Int>] = []
        /// Whether another chunk followed the IDAT run (later IDATs are ignored, as libpng does).
        var imageDataEnded = false
    }

    /// The image in `file`, a whole PNG file.
    /// - Throws: ``RenderError/invalidPNG(source:reason:)`` saying what was expected and found;
    ///   ``RenderError/invalidSize(width:height:reason:)`` for a size past Lamina's limits.
    static func decode(_ file: UnsafeRawBufferPointer, source: String) throws -> Image {
        let parts = try walk(file, source: source)
        guard let header = parts.header else { throw RenderError.invalidPNG(source: source, reason: "expected an IHDR chunk") }
        let palette = premultipliedPalette(file, parts, header: header)
        var rows = try inflate(file, parts.imageData, header: header, source: source)
        return try unfilter(&rows, header: header, layout: layout(file, parts, header: header), palette: palette, source: source)
    }

    /// Reads the chunks up to IEND, checking their order as libpng does.
    private static func walk(_ file: UnsafeRawBufferPointer, source: String) throws -> Parts {
        func fail(_ reason: String) -> RenderError { .invalidPNG(source: source, reason: reason) }
        var parts = Parts()
        var offset = PNGEncoder.signature.count
        while true {
            let (chunk, crcMatches) = try PNGChunks.chunk(in: file, at: offset, checkingCRCOf: PNGChunks.trns, source: source)
            offset = chunk.payload.upperBound + 4
            guard let header = parts.header else {
                guard chunk.type == PNGChunks.ihdr else { throw fail("expected an IHDR chunk first, found '\(chunk.name)'") }
                parts.header = try PNGHeader(UnsafeRawBufferPointer(rebasing: file[chunk.payload]), source: source)
                continue
            }
            if chunk.type != PNGChunks.idat, !parts.imageData.isEmpty { parts.imageDataEnded = true }
            switch chunk.type {
            case PNGChunks.ihdr:
                throw fail("expected one IHDR chunk, found a second")
            case PNGChunks.plte:
                // A suggested palette in a true-colour image, or one in a grey image, means nothing
                // here; in a palette image it must come once, before IDAT.
                guard header.colourType == 3 else { continue }
                guard parts.palette == nil else { throw fail("expected one PLTE chunk, found a second") }
                guard parts.imageData.isEmpty else { continue }
                let entries = chunk.payload.count / 3
                guard chunk.payload.count % 3 == 0, (1...256).contains(entries) else {
                    throw fail("PLTE: expected 1 to 256 three-byte entries, found \(chunk.payload.count) bytes")
                }
                parts.palette = chunk.payload
            case PNGChunks.trns:
                // libpng ignores an invalid, misplaced, repeated or damaged tRNS with a warning.
                guard crcMatches, parts.transparency == nil, parts.imageData.isEmpty else { continue }
                let count = chunk.payload.count
                switch header.colourType {
                case 0: if count == 2 { parts.transparency = chunk.payload }
                case 2: if count == 6 { parts.transparency = chunk.payload }
                case 3: if let palette = parts.palette, count >= 1, count <= palette.count / 3 { parts.transparency = chunk.payload }
                default: break
                }
            case PNGChunks.idat:
                guard !parts.imageDataEnded else { continue }
                if header.colourType == 3, parts.palette == nil { throw fail("expected a PLTE chunk before IDAT, found none") }
                parts.imageData.append(chunk.payload)
            case PNGChunks.iend:
                guard !parts.imageData.isEmpty else { throw fail("expected an IDAT chunk before IEND, found none") }
                return parts
            default:
                guard !chunk.isCritical else { throw fail("expected IHDR, PLTE, IDAT or IEND, found the unknown critical chunk '\(chunk.name)'") }
            }
        }
    }

    /// The 256 palette entries as premultiplied ARGB32 (PLTE with tRNS's alphas; entries past
    /// PLTE opaque black, as libpng leaves them), or none for other colour types.
    private static func premultipliedPalette(_ file: UnsafeRawBufferPointer, _ parts: Parts, header: PNGHeader) -> [UInt32] {
        guard header.colourType == 3, let palette = parts.palette else { return [] }
        let alphas = parts.transparency ?? 0..<0
        return (0..<256).map { index in
            let entry = palette.lowerBound + 3 * index
            guard entry + 3 <= palette.upperBound else { return 0xFF00_0000 }
            let alpha = index < alphas.count ? file[alphas.lowerBound + index] : 255
            return lamina_png_premultiplied(file[entry], file[entry + 1], file[entry + 2], alpha)
        }
    }

    /// The colour type, bit depth and tRNS colour key for the C rows (the palette goes in later).
    private static func layout(_ file: UnsafeRawBufferPointer, _ parts: Parts, header: PNGHeader) -> lamina_png_layout {
        var layout = lamina_png_layout()
        layout.colour_type = UInt8(header.colourType)
        layout.bit_depth = UInt8(header.bitDepth)
        if let key = parts.transparency, header.colourType == 0 || header.colourType == 2 {
            // libpng compares samples with the key's low bits at the image's depth.
            let mask = header.bitDepth == 16 ? 0xFFFF : (1 << header.bitDepth) - 1
            let samples = (0..<key.count / 2).map { UInt16((Int(file[key.lowerBound + 2 * $0]) << 8 | Int(file[key.lowerBound + 2 * $0 + 1])) & mask) }
            layout.has_key = 1
            layout.key = (samples[0], samples.count > 1 ? samples[1] : 0, samples.count > 2 ? samples[2] : 0)
        }
        return layout
    }

    /// The IDAT stream inflated: every pass's filtered rows.
    private static func inflate(_ file: UnsafeRawBufferPointer, _ imageData: [Range<Int>], header: PNGHeader,
                                source: String) throws -> [UInt8] {
        func fail(_ reason: String) -> RenderError { .invalidPNG(source: source, reason: reason) }
        let size = header.inflatedSize
        let total = imageData.reduce(0) { $0 + $1.count }
        // Deflate shrinks data at most 1032:1 (a 258-byte match in two bits), so a header that
        // promises more than that is caught before its rows are allocated.
        guard size / 1032 <= total else {
            throw fail("truncated IDAT data: \(total) bytes of zlib data cannot inflate to the \(size) bytes of rows "
                       + "a \(header.width) × \(header.height) image needs")
        }
        // One IDAT chunk inflates from the file itself; several (libpng writes 8 KiB each) are
        // joined first.
        let joined: [UInt8]? = imageData.count == 1 ? nil : [UInt8](unsafeUninitializedCapacity: total) { buffer, count in
            count = 0
            for range in imageData {
                let target = UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[count..<count + range.count]))
                target.copyMemory(from: UnsafeRawBufferPointer(rebasing: file[range]))
                count += range.count
            }
        }
        func inflated(_ stream: UnsafeRawBufferPointer) throws -> [UInt8] {
            guard let decompressor = libdeflate_alloc_decompressor() else { throw fail("no memory for the zlib decompressor") }
            defer { libdeflate_free_decompressor(decompressor) }
            var result = LIBDEFLATE_BAD_DATA
            var produced = 0
            let rows = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
                result = libdeflate_zlib_decompress(decompressor, stream.baseAddress, stream.count, buffer.baseAddress, size, &produced)
                initialized = size
            }
            switch result {
            case LIBDEFLATE_SUCCESS where produced == size:
                return rows
            case LIBDEFLATE_SUCCESS:
                throw fail("truncated IDAT data: expected \(size) bytes of rows once inflated, found \(produced)")
            default:
                // More than the rows, which libpng reads, ignoring the rest; or not readable, and
                // zlib says how (libdeflate only says "bad data").
                do {
                    return Array(try ZlibInflater.inflatedZlib(Data(stream), count: size,
                                                               ignoringTheRest: result == LIBDEFLATE_INSUFFICIENT_SPACE))
                } catch {
                    throw fail("IDAT: \(error.message)")
                }
            }
        }
        if let joined { return try joined.withUnsafeBytes { try inflated($0) } }
        return try inflated(UnsafeRawBufferPointer(rebasing: file[imageData.first ?? 0..<0]))
    }

    /// The image from the inflated rows: each pass unfiltered (in place) and expanded into its
    /// pixels.
    private static func unfilter(_ rows: inout [UInt8], header: PNGHeader, layout: lamina_png_layout, palette: [UInt32],
                                 source: String) throws -> Image {
        let width = header.width, height = header.height
        var failure: (pass: Int, row: Int, type: UInt8)?
        let pixels = palette.withUnsafeBufferPointer { palette in
            var layout = layout
            layout.palette = palette.baseAddress
            return rows.withUnsafeMutableBufferPointer { rows in
                [UInt32](unsafeUninitializedCapacity: width * height) { pixels, initialized in
                    // Adam7's passes together set every pixel; zeros first all the same, so that no
                    // pixel is ever left unset whatever a pass does.
                    if header.interlaced { pixels.initialize(repeating: 0) }
                    initialized = width * height
                    guard let pixelBase = pixels.baseAddress, let rowBase = rows.baseAddress else { return }
                    var offset = 0
                    for (index, pass) in header.passes.enumerated() where pass.width > 0 && pass.height > 0 {
                        let rowSize = 1 + header.rowBytes(width: pass.width)
                        // The pass's rows are within `rows` (inflatedSize counts them all), and its
                        // last pixel, (x0 + (width − 1)·dx, y0 + (height − 1)·dy), within the image.
                        let bad = lamina_png_decode_rows(&layout, rowBase + offset, pass.width, pass.height,
                                                         pixelBase + pass.y0 * width + pass.x0, pass.dx, pass.dy * width)
                        if bad >= 0 { failure = (index, bad, rowBase[offset + bad * rowSize]); return }
                        offset += pass.height * rowSize
                    }
                }
            }
        }
        if let failure {
            let pass = header.interlaced ? " of Adam7 pass \(failure.pass + 1)" : ""
            throw RenderError.invalidPNG(source: source, reason: "row \(failure.row)\(pass): expected filter type 0 to 4, found \(failure.type)")
        }
        return try Image(width: width, height: height, pixels: pixels)
    }
}
