// The text encoding of an XML file (XML 1.0 §4.3.3, Appendix F): UTF-8 unless a byte-order mark
// says UTF-16, or the XML declaration names another encoding. Older drawing programs and
// localised icon sets write Windows and ISO code pages (`encoding="Windows-1251"`); like
// browsers and resvg, Lamina reads them, by transcoding to UTF-8 before anything else reads
// the text.
import Foundation

/// Transcodes a script file's bytes to UTF-8.
enum XMLEncoding {
    /// The encodings Lamina reads, by their IANA names in lower case.
    static let encodings: [String: String.Encoding] = [
        "utf-8": .utf8, "utf8": .utf8, "us-ascii": .ascii, "ascii": .ascii,
        "utf-16": .utf16, "utf-16le": .utf16LittleEndian, "utf-16be": .utf16BigEndian,
        "iso-8859-1": .isoLatin1, "latin1": .isoLatin1, "iso-8859-2": .isoLatin2,
        "windows-1250": .windowsCP1250, "windows-1251": .windowsCP1251, "windows-1252": .windowsCP1252,
        "windows-1253": .windowsCP1253, "windows-1254": .windowsCP1254,
        "cp1250": .windowsCP1250, "cp1251": .windowsCP1251, "cp1252": .windowsCP1252,
        "shift_jis": .shiftJIS, "euc-jp": .japaneseEUC, "macintosh": .macOSRoman,
    ]

    /// `bytes` as UTF-8: unchanged when they are UTF-8 already (the usual case costs one look at
    /// the first line).
    /// - Throws: ``ValueError`` when the declared encoding is unknown, or the bytes are not text
    ///   in it.
    static func utf8(_ bytes: [UInt8]) throws(ValueError) -> [UInt8] {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return try transcode(bytes, .utf16, name: "UTF-16")
        }
        guard let name = declaredEncoding(bytes) else { return bytes }
        guard let encoding = encodings[name.lowercased()] else {
            throw ValueError("expected UTF-8 text or an encoding Lamina reads (UTF-16, ISO-8859-1/2, "
                             + "Windows-1250…1254, Shift_JIS, EUC-JP), found the XML declaration encoding=\"\(name)\"")
        }
        return encoding == .utf8 || encoding == .ascii ? bytes : try transcode(bytes, encoding, name: name)
    }

    /// The `encoding` of an XML declaration at the very start, if any.
    private static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[start...].starts(with: Array("<?xml".utf8)),
              let end = bytes[start...].prefix(512).firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let declaration = String(decoding: bytes[start..<end], as: UTF8.self)
        guard let range = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
        let name = rest.prefix { $0 != "\"" && $0 != "'" && $0 != " " && $0 != "?" }
        return name.isEmpty ? nil : String(name)
    }

    private static func transcode(_ bytes: [UInt8], _ encoding: String.Encoding,
                                  name: String) throws(ValueError) -> [UInt8] {
        guard let text = String(bytes: bytes, encoding: encoding) else {
            throw ValueError("expected text in the declared encoding \(name), found bytes that are not")
        }
        return Array(text.utf8)
    }
}
