// PNG decoding through Lamina's decoder (PNGDecoder), encoding through its zlib encoder
// (PNGEncoder), and atomic file output.
import CCairo
import Foundation

extension Image {
    /// Decodes a PNG with Lamina's decoder (``PNGDecoder``): every colour type and bit depth,
    /// palettes, tRNS and Adam7, into premultiplied ARGB32 exactly as Cairo's reader gave it
    /// (16-bit samples cut to 8, gamma and colour profiles ignored). Opaque images come back with
    /// alpha 255.
    /// - Parameter source: a name for error messages (a path, or "data").
    /// - Throws: ``RenderError/invalidPNG`` when the bytes are not a readable PNG, saying what was
    ///   expected and found; ``RenderError/invalidSize`` when its size is past the image limits.
    public init(pngData data: Data, source: String = "data") throws {
        guard data.starts(with: PNGEncoder.signature) else {
            throw RenderError.invalidPNG(source: source, reason: data.isEmpty ? "expected PNG data, found an empty file"
                                            : "expected the PNG signature (89 50 4E 47 0D 0A 1A 0A), found other bytes")
        }
        self = try data.withUnsafeBytes { try PNGDecoder.decode($0, source: source) }
    }

    /// Reads a PNG file.
    /// - Throws: ``RenderError/io`` when unreadable, ``RenderError/invalidPNG`` when not a PNG.
    public init(contentsOf url: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw RenderError.io(path: url.path, reason: "cannot read the file (\(Self.reason(error)))")
        }
        try self.init(pngData: data, source: url.path)
    }

    /// The image encoded as a PNG (8-bit RGBA, straight alpha, as PNG requires) by Lamina's
    /// zlib encoder.
    /// - Parameter compression: ``PNGCompression/fast`` (default) or ``PNGCompression/smallest``.
    /// - Throws: ``RenderError/encoding(_:)`` if zlib fails.
    public func pngData(compression: PNGCompression = .fast) throws -> Data {
        try PNGEncoder.encode(self, compression: compression)
    }

    /// Writes the image as a PNG, atomically: the bytes go to a temporary file in the same
    /// folder, which is then renamed over `url`. A failed write leaves any old file untouched.
    /// - Parameter compression: ``PNGCompression/fast`` (default) or ``PNGCompression/smallest``.
    /// - Throws: ``RenderError/encoding(_:)`` or ``RenderError/io``.
    public func writePNG(to url: URL, compression: PNGCompression = .fast) throws {
        try AtomicFile.write(try pngData(compression: compression), to: url)
    }

    /// Copies the pixels of a Cairo image surface (ARGB32 or RGB24).
    init(cairoSurface surface: OpaquePointer, source: String) throws {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface))
        let h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            throw RenderError.invalidPNG(source: source, reason: "unsupported pixel format \(format.rawValue)")
        }
        try Self.validate(width: w, height: h)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw RenderError.invalidPNG(source: source, reason: "decoder returned no pixels")
        }
        let opaqueMask: UInt32 = format == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0
        let raw = UnsafeRawPointer(data)
        // Written once, straight from the surface: no zero fill first (for a small frame the
        // fill and its page faults cost as much as the drawing).
        let pixels = [UInt32](unsafeUninitializedCapacity: w * h) { out, initialized in
            guard let base = out.baseAddress else { return }
            for y in 0..<h {
                let row = raw + y * stride, destination = base + y * w
                if opaqueMask == 0 {
                    UnsafeMutableRawPointer(destination).copyMemory(from: row, byteCount: w * 4)
                } else {
                    for x in 0..<w {
                        destination[x] = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) | opaqueMask
                    }
                }
            }
            initialized = w * h
        }
        try self.init(width: w, height: h, pixels: pixels)
    }

    private static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
