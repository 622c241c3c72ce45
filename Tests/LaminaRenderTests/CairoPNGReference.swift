// The PNG decoding Lamina did before its own decoder: Cairo's reader over libpng. The decoder's
// tests compare with it byte for byte.
import CCairo
import Foundation
@testable import LaminaRender

extension Image {
    /// `data` decoded by Cairo (cairo_image_surface_create_from_png_stream), as Lamina decoded
    /// PNGs before PNGDecoder.
    /// - Throws: ``RenderError/invalidPNG(source:reason:)`` with Cairo's status when it cannot.
    init(cairoPNGData data: Data) throws {
        let reader = CairoByteReader(data: data)
        let unmanaged = Unmanaged.passRetained(reader)
        defer { unmanaged.release() }
        guard let surface = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let reader = Unmanaged<CairoByteReader>.fromOpaque(closure).takeUnretainedValue()
            return reader.read(into: buffer, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, unmanaged.toOpaque()) else {
            throw RenderError.invalidPNG(source: "cairo", reason: "decoder returned no image")
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.invalidPNG(source: "cairo", reason: String(cString: cairo_status_to_string(status)))
        }
        try self.init(cairoSurface: surface, source: "cairo")
    }
}

/// Feeds a `Data` to Cairo's PNG reader.
private final class CairoByteReader {
    let data: Data
    var offset = 0
    init(data: Data) { self.data = data }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count >= 0, offset + count <= data.count else { return false }
        data.copyBytes(to: buffer, from: data.startIndex + offset ..< data.startIndex + offset + count)
        offset += count
        return true
    }
}
