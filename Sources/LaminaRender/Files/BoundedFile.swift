// Reading a whole input file with plain POSIX calls on its path, never past a size limit: the
// reason a file cannot be read comes straight from errno, a file that grows while it is read
// (or a pipe) stops at the limit, and a short `lamina` run pays for no Foundation URL or
// file-attribute dictionary (which looks up the owner's name in /etc/passwd).
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads files whole, within a size limit.
package enum BoundedFile {
    /// Why a file was not read.
    package enum Failure: Error, Equatable {
        /// It could not be opened or read; `reason` says why in plain words ("no such file",
        /// "a folder", "a file without read permission", or the system's message).
        case unreadable(reason: String)
        /// It holds more than the limit: `size` bytes, or nil when that is not known (a pipe
        /// or a growing file that went past the limit).
        case tooLarge(size: Int?)
    }

    /// The bytes of the file at `path`, at most `maxBytes` of them.
    /// - Throws: ``Failure``.
    package static func read(_ path: String, maxBytes: Int) throws(Failure) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(reason: reason(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(reason: reason(errno)) }
        if status.st_mode & S_IFMT == S_IFDIR { throw .unreadable(reason: "a folder") }
        if Int(status.st_size) > maxBytes { throw .tooLarge(size: Int(status.st_size)) }
        // Read to the end (a pipe or a growing file may hold more or less than fstat said),
        // never past the limit. One spare byte lets the read that finds the end of a file of
        // the size fstat said happen without growing the buffer; `Data(count:)` takes zeroed
        // pages from the system for a large file, so nothing is written twice.
        var data = Data(count: max(Int(status.st_size), 4096) + 1)
        var count = 0
        while true {
            if count == data.count {
                guard count <= maxBytes else { break }
                data.count += count
            }
            let got = data.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw .unreadable(reason: reason(errno))
            }
            if got == 0 { break }
            count += got
        }
        guard count <= maxBytes else { throw .tooLarge(size: nil) }
        data.count = count
        return data
    }

    /// A plain description of why `open` or `read` failed.
    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: return "no such file"
        case EACCES, EPERM: return "a file without read permission"
        case EISDIR: return "a folder"
        default: return String(cString: strerror(code))
        }
    }
}
