// GIF decoding through giflib (Debian's libgif-dev): the first frame, at its own size, as
// resvg's decoder draws a GIF, with its transparent colour (GIF89a graphics control block).
// Records are read one at a time, so the frame's size is checked before its pixels are read,
// and the frames after the first are never decoded.
import CImageCodecs
import Foundation

/// The bytes giflib reads, handed out by its read callback.
private final class GIFInput {
    let bytes: [UInt8]
    var offset = 0
    init(_ data: Data) { bytes = [UInt8](data) }
}

/// An open GIF stream positioned on its first frame's pixels.
private struct GIFFirstFrame {
    let file: UnsafeMutablePointer<GifFileType>
    /// The palette index drawn transparent, or -1.
    let transparent: Int
    var width: Int { Int(file.pointee.Image.Width) }
    var height: Int { Int(file.pointee.Image.Height) }
}

extension Image {
    /// Decodes the first frame of a GIF. Its transparent colour has alpha 0, the rest 255.
    /// - Parameter source: a name for error messages (a path, or "data").
    /// - Throws: ``RenderError/invalidImage(source:reason:)`` when the bytes are not a readable
    ///   GIF, ``RenderError/invalidSize(width:height:reason:)`` when its size is outside the limits.
    public init(gifData data: Data, source: String = "data") throws {
        let input = GIFInput(data)
        // giflib calls back into `input` until the file is closed.
        let (width, height, pixels) = try withExtendedLifetime(input) { try Self.decodeFirstFrame(input, source: source) }
        try self.init(width: width, height: height, pixels: pixels)
    }

    private static func decodeFirstFrame(_ input: GIFInput, source: String) throws -> (Int, Int, [UInt32]) {
        let frame = try openFirstFrame(input, source: source)
        defer { lamina_DGifCloseFile(frame.file, nil) }
        let (width, height) = (frame.width, frame.height)
        try validate(width: width, height: height)
        guard let map = frame.file.pointee.Image.ColorMap ?? frame.file.pointee.SColorMap, let colors = map.pointee.Colors
        else { throw RenderError.invalidImage(source: source, reason: "expected a GIF colour table, found none") }
        let palette = (0..<Int(max(map.pointee.ColorCount, 0))).map { i -> UInt32 in
            let c = colors[i]
            return i == frame.transparent ? 0 : 0xFF00_0000 | UInt32(c.Red) << 16 | UInt32(c.Green) << 8 | UInt32(c.Blue)
        }
        // Interlaced frames store every 8th row from 0, every 8th from 4, every 4th from 2, then the odd rows.
        let passes = frame.file.pointee.Image.Interlace ? [(0, 8), (4, 8), (2, 4), (1, 2)] : [(0, 1)]
        var pixels = [UInt32](repeating: 0, count: width * height)
        var line = [GifPixelType](repeating: 0, count: width)
        for (start, step) in passes {
            for y in stride(from: start, to: height, by: step) {
                guard lamina_DGifGetLine(frame.file, &line, Int32(width)) == GIF_OK else {
                    throw RenderError.invalidImage(source: source, reason: gifError(frame.file.pointee.Error))
                }
                for x in 0..<width where Int(line[x]) < palette.count { pixels[y * width + x] = palette[Int(line[x])] }
            }
        }
        return (width, height, pixels)
    }

    /// The size of a GIF's first frame, or nil when `data` is not a readable GIF.
    public static func gifSize(_ data: Data) -> (width: Int, height: Int)? {
        let input = GIFInput(data)
        return withExtendedLifetime(input) {
            guard let frame = try? openFirstFrame(input, source: "data") else { return nil }
            defer { lamina_DGifCloseFile(frame.file, nil) }
            return (frame.width, frame.height)
        }
    }

    /// Opens `input` and reads its records up to the first frame's descriptor, noting the
    /// transparent index of a graphics control block on the way.
    private static func openFirstFrame(_ input: GIFInput, source: String) throws -> GIFFirstFrame {
        guard input.bytes.starts(with: Array("GIF8".utf8)) else {
            throw RenderError.invalidImage(source: source,
                                           reason: "expected the GIF signature (GIF87a or GIF89a), found other bytes")
        }
        try loadDecoders(for: source)
        var status: Int32 = 0
        // giflib keeps the pointer for the file's life: callers keep `input` alive until they close it.
        guard let file = lamina_DGifOpen(Unmanaged.passUnretained(input).toOpaque(), { file, buffer, count in
            guard let file, let buffer, let user = file.pointee.UserData else { return 0 }
            let input = Unmanaged<GIFInput>.fromOpaque(user).takeUnretainedValue()
            let n = min(Int(max(count, 0)), input.bytes.count - input.offset)
            for i in 0..<n { buffer[i] = input.bytes[input.offset + i] }
            input.offset += n
            return Int32(n)
        }, &status) else {
            throw RenderError.invalidImage(source: source, reason: gifError(status))
        }
        var transparent = -1
        func fail() -> RenderError {
            let reason = gifError(file.pointee.Error)
            lamina_DGifCloseFile(file, nil)
            return RenderError.invalidImage(source: source, reason: reason)
        }
        while true {
            var type = UNDEFINED_RECORD_TYPE
            guard lamina_DGifGetRecordType(file, &type) == GIF_OK else { throw fail() }
            switch type {
            case IMAGE_DESC_RECORD_TYPE:
                guard lamina_DGifGetImageDesc(file) == GIF_OK else { throw fail() }
                return GIFFirstFrame(file: file, transparent: transparent)
            case EXTENSION_RECORD_TYPE:
                var code: Int32 = 0
                var block: UnsafeMutablePointer<GifByteType>?
                guard lamina_DGifGetExtension(file, &code, &block) == GIF_OK else { throw fail() }
                if code == GRAPHICS_EXT_FUNC_CODE, let block {
                    var control = GraphicsControlBlock()
                    if lamina_DGifExtensionToGCB(Int(block[0]), block + 1, &control) == GIF_OK {
                        transparent = Int(control.TransparentColor)
                    }
                }
                while block != nil {
                    guard lamina_DGifGetExtensionNext(file, &block) == GIF_OK else { throw fail() }
                }
            default:
                lamina_DGifCloseFile(file, nil)
                throw RenderError.invalidImage(source: source, reason: "expected an image in the GIF, found none")
            }
        }
    }

    private static func gifError(_ code: Int32) -> String {
        lamina_GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}
