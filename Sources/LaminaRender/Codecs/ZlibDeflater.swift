// A zlib deflate stream fed in pieces: the PNG encoder gives it one row at a time, so a frame
// is never copied whole into a buffer of filtered rows first (8 MB for a 1080p frame, every
// page of it freshly faulted in). zlib deflates raw and Lamina writes the zlib wrapper (RFC
// 1950: a two-byte header, the Adler-32 of the input at the end) itself, with an Adler-32 that
// takes 32 bytes a step; the bytes are those zlib's own wrapper would write.
import CLaminaPNG
import CLaminaZlib
import Foundation

/// Compresses bytes fed in any number of pieces into one zlib stream (zlib's default window,
/// memory level and strategy), collecting the output.
final class ZlibDeflater {
    /// zlib's state, at a fixed address: zlib checks that the stream never moves.
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    /// Where each deflate call writes before the bytes move to ``output`` (64 KB, left
    /// uninitialised: zlib writes before anything reads).
    private let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 16)
    /// The compressed bytes so far; the whole zlib stream once ``finish()`` has returned.
    private(set) var output: Data
    /// The Adler-32 of the bytes added so far.
    private var adler: UInt32 = 1

    /// A stream at `level` (1 fastest … 9 smallest).
    /// - Throws: ``RenderError/encoding(_:)`` if zlib cannot start.
    init(level: Int32) throws {
        output = Data(Self.header(level: level))
        stream.initialize(to: z_stream())
        // Negative window bits: a raw deflate stream, without zlib's header and checksum.
        let status = deflateInit2_(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
                                   Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw RenderError.encoding("zlib deflateInit2 failed with status \(status)") }
    }

    /// The zlib header zlib writes for a 32 KB window at `level`: method 8 (deflate), the
    /// level's class in FLEVEL, and the check bits that make the pair a multiple of 31.
    static func header(level: Int32) -> [UInt8] {
        let levelClass: UInt16 = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        var header: UInt16 = 0x7800 | levelClass << 6
        header += 31 - header % 31
        return [UInt8(header >> 8), UInt8(header & 0xFF)]
    }

    deinit {
        deflateEnd(stream)  // also safe after a failed deflateInit2: zlib then has no state to free
        stream.deinitialize(count: 1)
        stream.deallocate()
        chunk.deallocate()
    }

    /// Compresses `bytes` (zlib may hold some back until more come or the stream finishes).
    /// - Throws: ``RenderError/encoding(_:)`` if zlib fails.
    func add(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        adler = lamina_adler32(adler, bytes.baseAddress, bytes.count)
        try run(bytes, flush: Z_NO_FLUSH)
    }

    /// Ends the stream: ``output`` then holds all of it.
    /// - Throws: ``RenderError/encoding(_:)`` if zlib fails.
    func finish() throws {
        try run(UnsafeBufferPointer(start: nil, count: 0), flush: Z_FINISH)
        output.append(contentsOf: [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF),
                                   UInt8(adler & 0xFF)])
    }

    /// Calls deflate until it has taken all of `bytes` (and, with Z_FINISH, ended the stream).
    private func run(_ bytes: UnsafeBufferPointer<UInt8>, flush: Int32) throws {
        stream.pointee.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress)
        stream.pointee.avail_in = uInt(bytes.count)
        guard let base = chunk.baseAddress else { return }
        while true {
            stream.pointee.next_out = base
            stream.pointee.avail_out = uInt(chunk.count)
            let status = deflate(stream, flush)
            output.append(base, count: chunk.count - Int(stream.pointee.avail_out))
            if status == Z_STREAM_END { return }
            // Z_BUF_ERROR only says no progress was possible: all input taken, room left.
            guard status == Z_OK || status == Z_BUF_ERROR else {
                throw RenderError.encoding("zlib deflate failed with status \(status)")
            }
            if flush == Z_NO_FLUSH, stream.pointee.avail_in == 0, stream.pointee.avail_out > 0 { return }
        }
    }
}
