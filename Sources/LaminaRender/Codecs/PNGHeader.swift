// A PNG image's header chunk, IHDR (PNG spec §11.2.1), checked as libpng checks it, and what
// follows from it: the bytes per row, the Adam7 passes (§8.2) and the size of the inflated data.
import Foundation

/// The image header: size, bit depth, colour type and interlace method.
struct PNGHeader: Equatable {
    let width: Int
    let height: Int
    /// Bits per sample: 1, 2, 4, 8 or 16 as the colour type allows.
    let bitDepth: Int
    /// 0 grey, 2 RGB, 3 palette, 4 grey and alpha, 6 RGBA.
    let colourType: Int
    /// Whether the rows are in Adam7's seven passes.
    let interlaced: Bool

    /// The bit depths PNG allows for each colour type (§11.2.1, Table 11.1).
    static let allowedBitDepths: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]

    /// Reads the 13 bytes of an IHDR payload.
    /// - Throws: the reason the header is not a valid one, "expected …, found …";
    ///   ``RenderError/invalidSize(width:height:reason:)`` when the size is past Lamina's image limits.
    init(_ payload: UnsafeRawBufferPointer, source: String) throws {
        func fail(_ reason: String) -> RenderError { .invalidPNG(source: source, reason: "IHDR: " + reason) }
        guard payload.count == 13 else { throw fail("expected 13 bytes, found \(payload.count)") }
        let width = PNGChunks.uint32(payload, at: 0), height = PNGChunks.uint32(payload, at: 4)
        guard width >= 1, height >= 1 else { throw fail("expected a width and height of at least 1, found \(width) × \(height)") }
        guard width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw fail("expected a width and height below 2^31, found \(width) × \(height)")
        }
        let bitDepth = Int(payload[8]), colourType = Int(payload[9])
        guard let depths = Self.allowedBitDepths[colourType] else {
            throw fail("expected colour type 0, 2, 3, 4 or 6, found \(colourType)")
        }
        guard depths.contains(bitDepth) else {
            throw fail("expected a bit depth of \(depths.map(String.init).joined(separator: ", ")) for colour type "
                       + "\(colourType), found \(bitDepth)")
        }
        guard payload[10] == 0 else { throw fail("expected compression method 0, found \(payload[10])") }
        guard payload[11] == 0 else { throw fail("expected filter method 0, found \(payload[11])") }
        guard payload[12] <= 1 else { throw fail("expected interlace method 0 or 1, found \(payload[12])") }
        try Image.validate(width: Int(width), height: Int(height))
        self.width = Int(width)
        self.height = Int(height)
        self.bitDepth = bitDepth
        self.colourType = colourType
        self.interlaced = payload[12] == 1
    }

    /// Samples per pixel.
    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colourType] ?? 1 }

    /// The bytes of one row of `width` pixels, without its filter byte.
    func rowBytes(width: Int) -> Int { (width * channels * bitDepth + 7) / 8 }

    /// One pass over the image: the pixels at (x0 + i·dx, y0 + j·dy); the whole image when not
    /// interlaced.
    struct Pass {
        let x0: Int, y0: Int, dx: Int, dy: Int
        /// Its size in pixels; a pass of an image narrower or shorter than its start is empty.
        let width: Int, height: Int
    }

    /// Adam7's seven passes (§8.2), in order, each with its size for this image (some may be empty),
    /// or the one whole-image pass.
    var passes: [Pass] {
        guard interlaced else { return [Pass(x0: 0, y0: 0, dx: 1, dy: 1, width: width, height: height)] }
        let starts = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return starts.map { x0, y0, dx, dy in
            Pass(x0: x0, y0: y0, dx: dx, dy: dy,
                 width: width > x0 ? (width - x0 + dx - 1) / dx : 0, height: height > y0 ? (height - y0 + dy - 1) / dy : 0)
        }
    }

    /// The bytes the IDAT stream inflates to: each non-empty pass's rows, each a filter byte and
    /// its row bytes.
    var inflatedSize: Int {
        passes.reduce(0) { total, pass in
            pass.width == 0 || pass.height == 0 ? total : total + pass.height * (1 + rowBytes(width: pass.width))
        }
    }
}
