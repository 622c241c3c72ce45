// Gzip-compressed scripts (`.svgz`, SVG 1.1 §1.2): recognised by the gzip magic bytes (RFC 1952
// §2.3.1), whatever the file is called, and inflated with zlib within the script size limit.
import CLaminaZlib
import Foundation

/// Inflates gzip-compressed script bytes.
enum GzipScript {
    /// Whether `data` starts with the gzip magic bytes 1F 8B.
    static func isCompressed(_ data: Data) -> Bool {
        data.starts(with: [0x1F, 0x8B])
    }

    /// `data` inflated when it is gzip-compressed, else `data` itself.
    /// - Throws: ``ValueError`` when the stream is corrupt or inflates to more than `maxBytes`.
    static func inflated(_ data: Data, maxBytes: Int) throws(ValueError) -> Data {
        guard isCompressed(data) else { return data }
        var stream = z_stream()
        // 16 + 15: a gzip header and trailer around a deflate stream with zlib's largest window.
        guard inflateInit2_(&stream, 16 + MAX_WBITS, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw ValueError("expected gzip data zlib can start on, found a stream zlib refused")
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
                    if status != Z_OK || output.count > maxBytes { return status }
                }
            }
        }
        guard output.count <= maxBytes else {
            throw ValueError("expected a script of at most \(maxBytes) bytes once inflated, found more")
        }
        guard status == Z_STREAM_END else {
            throw ValueError("expected a complete gzip stream, found a corrupt or truncated one (zlib status \(status))")
        }
        return output
    }
}
