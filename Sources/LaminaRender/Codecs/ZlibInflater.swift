// Inflating with zlib, within the caller's size limit: gzip-compressed input (RFC 1952) —
// shape scripts (`.svgz`, SVG 1.1 §1.2) and Lottie files (Telegram's `.tgs` stickers),
// recognised by the gzip magic bytes (§2.3.1) whatever the file is called — and the raw deflate
// streams (RFC 1951) of ZIP entries, with their CRC-32.
import CLaminaZlib
import Foundation

/// Inflates gzip-compressed bytes and raw deflate streams.
package enum ZlibInflater {
    /// Why the data could not be inflated.
    package struct Failure: Error, Equatable {
        /// What was wrong, e.g. `expected a complete gzip stream, found a corrupt or truncated one`.
        package let message: String
        /// Whether the data inflates to more than the limit (rather than being corrupt).
        package var exceedsLimit = false
    }

    /// Whether `data` starts with the gzip magic bytes 1F 8B.
    package static func isGzip(_ data: Data) -> Bool {
        data.starts(with: [0x1F, 0x8B])
    }

    /// `data` inflated when it is gzip-compressed, else `data` itself.
    /// - Parameters:
    ///   - maxBytes: the most bytes it may inflate to.
    ///   - noun: what the data is, for the messages (`a script`).
    /// - Throws: ``Failure`` when the stream is corrupt or inflates to more than `maxBytes`.
    package static func inflatedGzip(_ data: Data, maxBytes: Int, noun: String) throws(Failure) -> Data {
        guard isGzip(data) else { return data }
        return try inflated(data, windowBits: 16 + MAX_WBITS, format: "gzip", maxBytes: maxBytes, noun: noun + " of")
    }

    /// The first bytes `head` (the start of a gzip file, which may stop mid-stream) inflates
    /// to, at least `count` of them when it holds that many; `head` itself when it is not
    /// gzip-compressed, and nothing when zlib refuses it. For telling what a compressed file
    /// holds by its first bytes.
    package static func inflatedGzipStart(of head: Data, count: Int) -> Data {
        guard isGzip(head) else { return head }
        return inflating(head, windowBits: 16 + MAX_WBITS, stoppingPast: count)?.output ?? Data()
    }

    /// The raw deflate stream `data` (a ZIP entry's, method 8) inflated: it must end within
    /// `data` and inflate to at most `maxBytes`.
    /// - Throws: ``Failure`` when the stream is corrupt, stops short of its end, or inflates to
    ///   more than `maxBytes`; the message says which, `found more` for the last.
    package static func inflatedDeflate(_ data: Data, maxBytes: Int) throws(Failure) -> Data {
        try inflated(data, windowBits: -MAX_WBITS, format: "deflate", maxBytes: maxBytes, noun: "")
    }

    /// `data` inflated as `format` (zlib's `windowBits`), the whole stream and at most
    /// `maxBytes`; `noun` names the data in the message for too many bytes (`a script of`).
    private static func inflated(_ data: Data, windowBits: Int32, format: String, maxBytes: Int,
                                 noun: String) throws(Failure) -> Data {
        guard let (output, status, _) = inflating(data, windowBits: windowBits, stoppingPast: maxBytes) else {
            throw Failure(message: "expected \(format) data zlib can start on, found a stream zlib refused")
        }
        guard output.count <= maxBytes else {
            let subject = noun.isEmpty ? "" : noun + " "
            throw Failure(message: "expected \(subject)at most \(maxBytes) bytes once inflated, found more", exceedsLimit: true)
        }
        guard status == Z_STREAM_END else {
            throw Failure(message: "expected a complete \(format) stream, found a corrupt or truncated one (zlib status \(status))")
        }
        return output
    }

    /// The `count` bytes the zlib stream `data` (RFC 1950) inflates to. For a PNG's IDAT
    /// stream: to read one that holds more than its image needs (`ignoringTheRest`: libpng
    /// reads the rows and warns about the rest), and to say why one that libdeflate refused is
    /// not readable.
    /// - Throws: ``Failure`` when the stream is corrupt or fails its Adler-32 (with zlib's
    ///   reason), ends or stops before `count` bytes, or holds more and the rest is not ignored.
    package static func inflatedZlib(_ data: Data, count: Int, ignoringTheRest: Bool) throws(Failure) -> Data {
        guard let (output, status, message) = inflating(data, windowBits: MAX_WBITS, stoppingPast: count) else {
            throw Failure(message: "expected zlib data zlib can start on, found a stream zlib refused")
        }
        if output.count > count, ignoringTheRest { return output.prefix(count) }
        if output.count == count, status == Z_STREAM_END { return output }
        guard output.count <= count else {
            throw Failure(message: "expected \(count) bytes from the zlib stream, found more", exceedsLimit: true)
        }
        switch status {
        case Z_STREAM_END:
            throw Failure(message: "expected \(count) bytes from the zlib stream, found \(output.count)")
        case Z_DATA_ERROR:
            throw Failure(message: "expected a valid zlib stream, found a corrupt one (\(message ?? "zlib status \(status)"))")
        default:
            throw Failure(message: "truncated zlib stream: it stops after \(output.count) of \(count) bytes")
        }
    }

    /// The CRC-32 of `data` (ISO 3309, as ZIP and gzip use).
    package static func crc32(_ data: Data) -> UInt32 {
        data.withUnsafeBytes { bytes in
            guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return 0 }
            return UInt32(crc32_z(0, base, bytes.count))
        }
    }

    /// Inflates `data` until the stream ends or fails, or the output passes `limit` bytes.
    /// - Parameter windowBits: zlib's: 16 + 15 for a gzip header and trailer around a deflate
    ///   stream with zlib's largest window, −15 for a raw deflate stream.
    /// - Returns: the output, zlib's last status and its message for it; nil when zlib cannot start.
    private static func inflating(_ data: Data, windowBits: Int32,
                                  stoppingPast limit: Int) -> (output: Data, status: Int32, message: String?)? {
        var stream = z_stream()
        guard inflateInit2_(&stream, windowBits, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return nil
        }
        defer { inflateEnd(&stream) }
        var output = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var input = [UInt8](data)
        let status = input.withUnsafeMutableBufferPointer { inBuffer -> Int32 in
            stream.next_in = inBuffer.baseAddress
            stream.avail_in = uInt(inBuffer.count)
            return chunk.withUnsafeMutableBufferPointer { outBuffer -> Int32 in
                while true {
                    stream.next_out = outBuffer.baseAddress
                    stream.avail_out = uInt(outBuffer.count)
                    let status = inflate(&stream, Z_NO_FLUSH)
                    if let base = outBuffer.baseAddress {
                        output.append(base, count: outBuffer.count - Int(stream.avail_out))
                    }
                    if status != Z_OK || output.count > limit { return status }
                }
            }
        }
        return (output, status, stream.msg.map { String(cString: $0) })
    }
}
