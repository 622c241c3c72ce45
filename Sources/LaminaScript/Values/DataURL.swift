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
        guard let decoded = Self.forgivingBase64Decoded(body) else {
            throw .expected("base64 data", found: String(decoding: body.filter { !Self.isWhiteSpace($0) }, as: UTF8.self))
        }
        data = Data(decoded)
    }

    /// `letters` decoded as base64 in one pass, forgivingly: ASCII white space is skipped and
    /// the padding at the end is optional; nil for a letter outside the alphabet, a letter
    /// after padding, or a lone letter at the end. A picture's body is often a megabyte, so the
    /// work stays on bytes and makes no copy of them.
    static func forgivingBase64Decoded(_ letters: [UInt8]) -> [UInt8]? {
        let values = base64Values
        var failed = false
        let decoded = [UInt8](unsafeUninitializedCapacity: letters.count / 4 * 3 + 3) { out, written in
            var bits: UInt32 = 0, pending = 0, padded = false, count = 0
            for letter in letters {
                let value = values[Int(letter)]
                if value >= 64 {
                    if value == Self.whiteSpaceValue { continue }
                    if value == Self.paddingValue {
                        padded = true
                        continue
                    }
                }
                guard !padded, value < 64 else {
                    failed = true
                    break
                }
                bits = bits << 6 | UInt32(value)
                pending += 1
                if pending == 4 {
                    out[count] = UInt8(truncatingIfNeeded: bits >> 16)
                    out[count + 1] = UInt8(truncatingIfNeeded: bits >> 8)
                    out[count + 2] = UInt8(truncatingIfNeeded: bits)
                    count += 3
                    bits = 0
                    pending = 0
                }
            }
            switch pending {
            case 1: failed = true
            case 2:
                out[count] = UInt8(truncatingIfNeeded: bits >> 4)
                count += 1
            case 3:
                out[count] = UInt8(truncatingIfNeeded: bits >> 10)
                out[count + 1] = UInt8(truncatingIfNeeded: bits >> 2)
                count += 2
            default: break
            }
            written = failed ? 0 : count
        }
        return failed ? nil : decoded
    }

    /// Each byte's value as a base64 letter (RFC 4648 §4), 0…63; ``whiteSpaceValue`` for ASCII
    /// white space, ``paddingValue`` for `=`, 255 for any other byte.
    private static let base64Values: [UInt8] = {
        var table = [UInt8](repeating: 255, count: 256)
        for (value, letter) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            table[Int(letter)] = UInt8(value)
        }
        for space in [0x20, 0x09, 0x0A, 0x0C, 0x0D] { table[space] = whiteSpaceValue }
        table[Int(UInt8(ascii: "="))] = paddingValue
        return table
    }()

    /// ``base64Values``' marks for white space and padding.
    private static let whiteSpaceValue: UInt8 = 64, paddingValue: UInt8 = 65

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
