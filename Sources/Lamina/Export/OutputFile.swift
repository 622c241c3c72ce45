// A file written in pieces and published atomically: a temporary file in the destination's
// folder, renamed over the destination when complete (the streaming form of AtomicFile).
import Foundation

/// A temporary file that becomes `destination` on ``commit()``, or disappears on ``discard()``.
final class OutputFile {
    /// Where the file ends up.
    let destination: URL
    /// The temporary file written meanwhile.
    let temporary: URL
    private let handle: FileHandle

    /// Creates the temporary file next to `destination`.
    /// - Throws: ``ExportError/io(path:reason:)`` when it cannot be created.
    init(_ destination: URL, extension ext: String = "tmp") throws {
        self.destination = destination
        let folder = destination.deletingLastPathComponent()
        temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).\(ext)")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
              let handle = FileHandle(forWritingAtPath: temporary.path) else {
            throw ExportError.io(path: destination.path, reason: "cannot create a temporary file in \(folder.path)")
        }
        self.handle = handle
    }

    /// Appends `data`.
    /// - Throws: ``ExportError/io(path:reason:)`` when the write fails.
    func write(_ data: Data) throws {
        do { try handle.write(contentsOf: data) } catch {
            throw ExportError.io(path: destination.path, reason: "cannot write (\(error.localizedDescription))")
        }
    }

    /// Closes the file and renames it over the destination.
    /// - Throws: ``ExportError/io(path:reason:)`` when the rename fails (the temporary file is removed).
    func commit() throws {
        try? handle.close()
        try Self.publish(temporary, as: destination)
    }

    /// Writes `data` to `url` atomically with plain system calls (a temporary file in the same
    /// folder, one `write` loop, `rename`): the per-frame path of PNG sequences, where
    /// Foundation's `createFile` would write a second temporary file of its own.
    /// - Throws: ``ExportError/io(path:reason:)``; the destination is then untouched.
    static func writeAtomically(_ data: Data, to url: URL) throws {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw ExportError.io(path: url.path, reason: "cannot create a temporary file (\(String(cString: strerror(errno))))")
        }
        let failure: String? = data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return String(cString: strerror(errno)) }
                offset += written
            }
            return nil
        }
        close(fd)
        if let failure {
            unlink(temporary.path)
            throw ExportError.io(path: url.path, reason: "cannot write (\(failure))")
        }
        try publish(temporary, as: url)
    }

    /// Renames `temporary` over `destination`, removing `temporary` on failure.
    static func publish(_ temporary: URL, as destination: URL) throws {
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw ExportError.io(path: destination.path, reason: "cannot replace the file (\(reason))")
        }
    }

    /// Closes and removes the temporary file; the destination is untouched.
    func discard() {
        try? handle.close()
        try? FileManager.default.removeItem(at: temporary)
    }
}
