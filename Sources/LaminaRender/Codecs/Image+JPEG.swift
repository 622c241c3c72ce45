// JPEG decoding through libjpeg-turbo's TurboJPEG API (Debian's libturbojpeg0-dev): baseline
// and progressive, grey and YCbCr, into opaque ARGB32 (CMYK JPEGs are refused: TurboJPEG turns
// them into no RGB format). EXIF orientation is not applied, as in resvg.
import CImageCodecs
import Foundation

extension Image {
    /// The bytes every JPEG starts with (an SOI marker followed by another marker).
    static let jpegSignature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// Decodes a JPEG into an opaque image (alpha 255).
    /// - Parameter source: a name for error messages (a path, or "data").
    /// - Throws: ``RenderError/invalidImage(source:reason:)`` when the bytes are not a readable
    ///   JPEG, ``RenderError/invalidSize(width:height:reason:)`` when its size is outside the limits.
    public init(jpegData data: Data, source: String = "data") throws {
        guard data.starts(with: Self.jpegSignature) else {
            throw RenderError.invalidImage(source: source, reason: "expected the JPEG signature (FF D8 FF), found other bytes")
        }
        try Self.loadDecoders(for: source)
        guard let decoder = lamina_tjInitDecompress() else {
            throw RenderError.invalidImage(source: source, reason: "the JPEG decoder could not start")
        }
        defer { lamina_tjDestroy(decoder) }
        let (width, height) = try Self.jpegHeader(data, decoder: decoder, source: source)
        try Self.validate(width: width, height: height)
        var failure: String?
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            let status = data.withUnsafeBytes { bytes -> Int32 in
                guard let input = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return -1 }
                // BGRA in memory is ARGB32 in a little-endian UInt32, Cairo's and Image's layout.
                return lamina_tjDecompress2(decoder, input, UInt(bytes.count), UnsafeMutableRawPointer(base)
                    .assumingMemoryBound(to: UInt8.self), Int32(width), Int32(width * 4), Int32(height),
                    // At most 500 progressive scans: more is a known way to make a small file decode for minutes.
                    Int32(TJPF_BGRA.rawValue), TJFLAG_ACCURATEDCT | TJFLAG_LIMITSCANS)
            }
            // After a warning (a truncated file, say) the rows decoded are kept, the rest stay clear.
            guard status == 0 || lamina_tjGetErrorCode(decoder) == Int32(TJERR_WARNING.rawValue) else {
                failure = String(cString: lamina_tjGetErrorStr2(decoder))
                return
            }
        }
        if let failure { throw RenderError.invalidImage(source: source, reason: failure) }
        try self.init(width: width, height: height, pixels: pixels)
    }

    /// The width and height in a JPEG's header, or nil when `data` is not a readable JPEG.
    public static func jpegSize(_ data: Data) -> (width: Int, height: Int)? {
        guard data.starts(with: jpegSignature), (try? loadDecoders(for: "data")) != nil,
              let decoder = lamina_tjInitDecompress() else { return nil }
        defer { lamina_tjDestroy(decoder) }
        return try? jpegHeader(data, decoder: decoder, source: "data")
    }

    private static func jpegHeader(_ data: Data, decoder: tjhandle, source: String) throws -> (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let status = data.withUnsafeBytes { bytes -> Int32 in
            guard let input = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return -1 }
            return lamina_tjDecompressHeader3(decoder, input, UInt(bytes.count), &width, &height, &subsampling, &colorspace)
        }
        guard status == 0 else {
            throw RenderError.invalidImage(source: source, reason: String(cString: lamina_tjGetErrorStr2(decoder)))
        }
        return (Int(width), Int(height))
    }
}
