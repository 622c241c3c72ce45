// Reading a script file with plain POSIX calls on its path: the reason a file cannot be read
// comes straight from errno, and a short `lamina` run pays for no Foundation URL or
// file-attribute dictionary.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads script files whole, within the size limit.
enum ScriptFile {
    /// The bytes of the file at `path`.
    /// - Throws: ``ScriptDiagnostic`` at 1:1 of the file when it is missing, a folder, not
    ///   readable, or larger than `maxBytes`.
    static func read(_ path: String, maxBytes: Int) throws -> Data {
        func diagnostic(_ message: String) -> ScriptDiagnostic {
            ScriptDiagnostic(file: path, location: SourceLocation(line: 1, column: 1), severity: .error, message: message)
        }
        func failure(_ found: String) -> ScriptDiagnostic { diagnostic("expected a readable file, found \(found)") }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(reason(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(reason(errno)) }
        if status.st_mode & S_IFMT == S_IFDIR { throw failure("a folder") }
        if Int(status.st_size) > maxBytes {
            throw diagnostic("expected a script of at most \(maxBytes) bytes, found \(status.st_size)")
        }
        // Read to the end (a pipe or a growing file may hold more or less than fstat said),
        // never past the limit.
        var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 4096))
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= maxBytes else { break }
                bytes += [UInt8](repeating: 0, count: count)
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw failure(reason(errno))
            }
            if got == 0 { break }
            count += got
        }
        guard count <= maxBytes else {
            throw diagnostic("expected a script of at most \(maxBytes) bytes, found more")
        }
        return Data(bytes[..<count])
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
