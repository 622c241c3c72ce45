// Writing files so a failed run never leaves a half-written or clobbered output behind.
import Foundation

/// Atomic file output: a temporary file in the destination folder, then `rename(2)`.
public enum AtomicFile {
    /// Writes `data` to `url` atomically. On any failure the temporary file is removed and an
    /// existing file at `url` is left as it was.
    /// - Throws: ``RenderError/io`` naming the path and the reason.
    public static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        let temp = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temp.path, contents: data) else {
            throw RenderError.io(path: url.path, reason: "cannot write a temporary file in \(folder.path)")
        }
        guard rename(temp.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temp)
            throw RenderError.io(path: url.path, reason: "cannot replace the file (\(reason))")
        }
    }
}
