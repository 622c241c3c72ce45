// The files of a ZIP archive (PKWARE's APPNOTE.TXT), read from its bytes: the end of central
// directory record (§4.3.16), the central directory's file headers (§4.3.12), and each file's
// local header (§4.3.7), after which its data starts. Stored (method 0) and deflated (method 8)
// files are read, deflated ones with zlib and checked against their CRC-32. Every file's data
// must lie inside the archive and a deflate stream must end inside its data: a general ZIP
// library that inflated until the stream ended read a damaged dotLottie file's last, empty
// chunk for ever. ZIP64 records and encrypted files, which no Lottie archive within the byte
// limit needs, are refused.
import Foundation
import Lamina

/// The files a ZIP archive lists.
struct ZipDirectory {
    /// A file of the archive.
    struct Entry {
        /// Its path in the archive, `/`-separated (a folder's ends with `/`).
        let path: String
        /// 0 stored, 8 deflated.
        let method: Int
        /// The CRC-32 of its contents.
        let checksum: UInt32
        /// Its data's offset in the archive and length, in bytes.
        let dataOffset: Int, compressedSize: Int
        /// Its contents' length, in bytes, as the directory gives it.
        let size: Int

        /// Whether it is a folder rather than a file.
        var isFolder: Bool { path.hasSuffix("/") }
    }

    /// Why a file could not be read.
    enum ReadError: Error {
        /// It holds more than the bytes allowed.
        case tooLarge
        /// Its data is damaged: what was wrong.
        case damaged(String)
    }

    /// The files, in the directory's order.
    let entries: [Entry]

    /// Reads the directory of the archive `data`, at most `maxEntries` files.
    /// - Throws: ``LottieError/unreadable(_:)`` when it is not a ZIP archive or is damaged,
    ///   ``LottieError/limit(path:message:)`` past `maxEntries`.
    init(_ data: Data, maxEntries: Int) throws {
        func unreadable(_ reason: String) -> LottieError {
            .unreadable("expected a dotLottie archive (a ZIP file), found one that cannot be read (\(reason))")
        }
        let bytes = [UInt8](data)
        func integer(_ offset: Int, _ size: Int) -> Int? {
            guard offset >= 0, offset + size <= bytes.count else { return nil }
            return (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        // The end of central directory record: 22 bytes, then a comment of up to 65,535.
        var end = bytes.count - 22
        while end >= max(bytes.count - 22 - 0xFFFF, 0), integer(end, 4) != 0x0605_4B50 { end -= 1 }
        guard integer(end, 4) == 0x0605_4B50, let count = integer(end + 10, 2), let directorySize = integer(end + 12, 4),
              let stated = integer(end + 16, 4) else {
            throw unreadable("no end of central directory record")
        }
        guard count != 0xFFFF, stated != 0xFFFF_FFFF else { throw unreadable("ZIP64 records are not read") }
        // Bytes before the archive (or lost from it) move every offset alike: the directory
        // ends where the end record starts, as Info-ZIP finds it when the offsets disagree.
        let shift = integer(stated, 4) == 0x0201_4B50 ? 0 : end - directorySize - stated
        let start = stated + shift
        guard count <= maxEntries else {
            throw LottieError.limit(path: "", message: "expected an archive of at most \(maxEntries) files, found \(count)")
        }
        var entries: [Entry] = []
        var header = start
        for _ in 0..<count {
            guard integer(header, 4) == 0x0201_4B50, let flags = integer(header + 8, 2), let method = integer(header + 10, 2),
                  let checksum = integer(header + 16, 4), let compressedSize = integer(header + 20, 4),
                  let size = integer(header + 24, 4), let nameLength = integer(header + 28, 2),
                  let extraLength = integer(header + 30, 2), let commentLength = integer(header + 32, 2),
                  let statedLocal = integer(header + 42, 4), header + 46 + nameLength <= bytes.count else {
                throw unreadable("a damaged central directory")
            }
            let path = Self.printable(bytes[(header + 46)..<(header + 46 + nameLength)])
            guard compressedSize != 0xFFFF_FFFF, size != 0xFFFF_FFFF, statedLocal != 0xFFFF_FFFF else {
                throw unreadable("ZIP64 records are not read")
            }
            guard flags & 1 == 0 else { throw unreadable("\(path) is encrypted") }
            let local = integer(statedLocal, 4) == 0x0403_4B50 ? statedLocal : statedLocal + shift
            guard integer(local, 4) == 0x0403_4B50, let localName = integer(local + 26, 2),
                  let localExtra = integer(local + 28, 2),
                  local + 30 + localName + localExtra + compressedSize <= bytes.count else {
                throw unreadable("\(path) runs past the end of the file")
            }
            entries.append(Entry(path: path, method: method, checksum: UInt32(checksum),
                                 dataOffset: local + 30 + localName + localExtra, compressedSize: compressedSize, size: size))
            header += 46 + nameLength + extraLength + commentLength
        }
        self.entries = entries
    }

    /// The contents of `entry`, read from `data` (the archive the directory was read from).
    /// - Throws: ``ReadError/tooLarge`` when they hold more than `maxBytes`,
    ///   ``ReadError/damaged(_:)`` when they cannot be read as the directory says.
    static func contents(of entry: Entry, in data: Data, maxBytes: Int) throws(ReadError) -> Data {
        let start = data.startIndex + entry.dataOffset
        let stored = data[start..<(start + entry.compressedSize)]
        let contents: Data
        switch entry.method {
        case 0:
            guard stored.count <= maxBytes else { throw .tooLarge }
            contents = Data(stored)
        case 8:
            guard entry.size <= maxBytes else { throw .tooLarge }
            do {
                contents = try ZlibInflater.inflatedDeflate(Data(stored), maxBytes: maxBytes)
            } catch {
                throw error.exceedsLimit ? .tooLarge : .damaged(error.message)
            }
        default:
            throw .damaged("expected a stored or deflated file, found compression method \(entry.method)")
        }
        guard ZlibInflater.crc32(contents) == entry.checksum else {
            throw .damaged("expected its CRC-32 to match the directory's, found another")
        }
        return contents
    }

    /// `bytes` as UTF-8, control characters as `?`, at most 120 characters: a path for messages.
    private static func printable(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        let shown = String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
        return shown.count > 120 ? String(shown.prefix(120)) + "…" : shown
    }
}
