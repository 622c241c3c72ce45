// Part Files/: file safety: atomic output (AtomicFile), bounded input (BoundedFile) and path
// splitting without Foundation's URL (FilePathParts).
// May use: RenderError and the C library; no other part.
//
// Writing files so a failed run never leaves a half-written or clobbered output behind.
// Plain POSIX calls on paths (open with O_EXCL, write, close, rename), so every failure carries
// the system's reason and a short run pays for no Foundation URL or file machinery.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Atomic file output: a temporary file in the destination folder, then `rename(2)`.
public enum AtomicFile {
    /// Writes `data` to `url` atomically. On any failure the temporary file is removed and an
    /// existing file at `url` is left as it was. A new file gets mode 0666 less the umask.
    /// - Throws: ``RenderError/io`` naming the path and the reason.
    public static func write(_ data: Data, to url: URL) throws {
        try write(data, toPath: url.path)
    }

    /// Writes `data` to the file at `path` (absolute, or relative to the current folder)
    /// atomically, as ``write(_:to:)`` does; errors name the path as given.
    /// - Throws: ``RenderError/io`` naming the path and the reason.
    public static func write(_ data: Data, toPath path: String) throws {
        let parts = FilePathParts(path)
        let folder = parts.folder
        // A random suffix keeps concurrent writers of one file apart; O_EXCL refuses a clash.
        let suffix = String(UInt64.random(in: .min ... .max), radix: 16)
        let temp = (folder == "/" ? "/" : folder + "/") + ".\(parts.name).\(suffix).tmp"
        let descriptor = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw RenderError.io(path: path, reason: "cannot write a temporary file in \(folder) (\(systemReason()))")
        }
        var failure = data.withUnsafeBytes { writeAll($0, to: descriptor) }
        if close(descriptor) != 0, failure == nil { failure = systemReason() }
        if failure == nil, rename(temp, path) != 0 { failure = "cannot replace the file (\(systemReason()))" }
        if let failure {
            unlink(temp)
            throw RenderError.io(path: path, reason: failure)
        }
    }

    /// Writes every byte of `bytes`, retrying short writes and interruptions; the reason on failure.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return "cannot write (\(systemReason()))"
            }
            offset += written
        }
        return nil
    }

    /// The text of the current `errno`.
    private static func systemReason() -> String { String(cString: strerror(errno)) }
}
