// Gzip-compressed input (RFC 1952): shape scripts (`.svgz`, SVG 1.1 §1.2) and Lottie files
// (Telegram's `.tgs` stickers), recognised by the gzip magic bytes (§2.3.1) whatever the file is
// called, and inflated with zlib within the caller's size limit.
import CLaminaZlib
import Foundation

/// Inflates gzip-compressed bytes.
package enum Gzip {
    /// Why gzip data could not be inflated.
    package struct Failure: Error, Equatable {
        /// What was wrong, e.g. `expected a complete gzip stream, found a corrupt or truncated one`.
        package let message: String
    }

    /// Whether `data` starts with the gzip magic bytes 1F 8B.
    package static func isCompressed(_ data: Data) -> Bool {
        data.starts(with: [0x1F, 0x8B])
    }

    /// `data` inflated when it is gzip-compressed, else `data` itself.
    /// - Parameters:
    ///   - maxBytes: the most bytes it may inflate to.
    ///   - noun: what the data is, for the messages (`a script`).
    /// - Throws: ``Failure`` when the stream is corrupt or inflates to more than `maxBytes`.
    package static func inflated(_ data: Data, maxBytes: Int, noun: String) throws(Failure) -> Data {
        guard isCompressed(data) else { return data }
        guard let (output, status) = inflating(data, stoppingPast: maxBytes) else {
            throw Failure(message: "expected gzip data zlib can start on, found a stream zlib refused")
        }
        guard output.count <= maxBytes else {
            throw Failure(message: "expected \(noun) of at most \(maxBytes) bytes once inflated, found more")
        }
        guard status == Z_STREAM_END else {
            throw Failure(message: "expected a complete gzip stream, found a corrupt or truncated one (zlib status \(status))")
        }
        return output
    }

    /// The first bytes `head` (the start of a gzip file, which may stop mid-stream) inflates
    /// to, at least `count` of them when it holds that many; `head` itself when it is not
    /// gzip-compressed, and nothing when zlib refuses it. For telling what a compressed file
    /// holds by its first bytes.
    package static func inflatedStart(of head: Data, count: Int) -> Data {
        guard isCompressed(head) else { return head }
        return inflating(head, stoppingPast: count)?.output ?? Data()
    }

    /// Inflates gzip `data` until the stream ends or fails, or the output passes `limit` bytes.
    /// - Returns: the output and zlib's last status; nil when zlib cannot start.
    private static func inflating(_ data: Data, stoppingPast limit: Int) -> (output: Data, status: Int32)? {
        var stream = z_stream()
        // 16 + 15: a gzip header and trailer around a deflate stream with zlib's largest window.
        guard inflateInit2_(&stream, 16 + MAX_WBITS, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
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
        return (output, status)
    }
}
