// `data:` URLs (RFC 2397, read as the WHATWG Fetch standard's "data: URL processor" does):
// `data:[type/subtype][;parameter…][;base64],body`, the body percent-decoded, then base64-decoded
// (forgivingly: white space skipped, padding optional) when the last parameter is `base64`.
import Foundation

/// The media type and bytes of a `data:` URL.
struct DataURL: Equatable {
    /// The media type, lower-cased `type/subtype` without parameters; empty when the URL names
    /// none (Fetch then reads `text/plain`, and the content decides what an image is).
    var mediaType: String
    /// The decoded body.
    var data: Data

    /// Whether `text` starts with `data:` (in any case), read from its first five bytes only: an
    /// image's URL may be megabytes long.
    static func isDataURL(_ text: String) -> Bool {
        let head = Array(text.utf8.prefix(5))
        // The letters in either case (0x20 is ASCII's case bit), then the colon itself.
        return head.count == 5 && zip(head, "data".utf8).allSatisfy { $0 | 0x20 == $1 } && head[4] == UInt8(ascii: ":")
    }

    /// Parses `text`, which starts with `data:` (in any case).
    /// - Throws: ``ValueError`` without a comma, or with a base64 body that does not decode.
    init(parsing text: String) throws(ValueError) {
        guard Self.isDataURL(text) else { throw .expected("a URL starting with data:", found: text) }
        let bytes = Array(text.utf8)
        guard let comma = bytes[5...].firstIndex(of: UInt8(ascii: ",")) else {
            throw .expected("a comma between the data: URL's media type and its data", found: text)
        }
        let parameters = String(decoding: bytes[5..<comma], as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let type = parameters.first ?? ""
        mediaType = type.contains("/") ? type : ""
        let body = Self.percentDecoded(bytes[(comma + 1)...])
        guard parameters.count > 1, parameters.last == "base64" else {
            data = Data(body)
            return
        }
        // Forgiving base64: ASCII white space goes, and missing padding is added back. The work
        // stays on bytes: a picture's body is often a megabyte.
        var letters = body.filter { !Self.isWhiteSpace($0) }
        while letters.last == UInt8(ascii: "=") { letters.removeLast() }
        guard letters.count % 4 != 1 else {
            throw .expected("base64 data", found: String(decoding: letters, as: UTF8.self))
        }
        letters += repeatElement(UInt8(ascii: "="), count: (4 - letters.count % 4) % 4)
        guard let decoded = Data(base64Encoded: Data(letters)) else {
            throw .expected("base64 data", found: String(decoding: letters, as: UTF8.self))
        }
        data = decoded
    }

    /// Whether `byte` is ASCII white space (tab, line feed, form feed, carriage return, space).
    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    /// `bytes` with each `%XX` replaced by the byte it names; a `%` not followed by two hex
    /// digits stays as it is.
    static func percentDecoded(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        guard bytes.contains(UInt8(ascii: "%")) else { return Array(bytes) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            if bytes[i] == UInt8(ascii: "%"), i + 2 < bytes.endIndex,
               let high = hexValue(bytes[i + 1]), let low = hexValue(bytes[i + 2]) {
                out.append(high << 4 | low)
                i += 3
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return out
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
