// GIF, MP4 and WebM through the `ffmpeg` command: raw RGBA frames piped to its standard input,
// no temporary PNGs (DESIGN §7).
import Foundation

/// One running `ffmpeg` that encodes piped frames into a file.
final class FFmpegEncoder {
    private let process = Process()
    private let input = Pipe()
    private let log: URL
    private let temporary: URL
    private let destination: URL

    /// The `ffmpeg` executable: `path` when given, else the first on `PATH`.
    /// - Throws: ``ExportError/ffmpegNotFound(searched:)`` naming the Debian package.
    static func locate(_ path: String?) throws -> String {
        if let path {
            guard FileManager.default.isExecutableFile(atPath: path) else { throw ExportError.ffmpegNotFound(searched: path) }
            return path
        }
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in searchPath.split(separator: ":") {
            let candidate = "\(folder)/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw ExportError.ffmpegNotFound(searched: "PATH=\(searchPath)")
    }

    /// The output-side arguments for each format.
    static func arguments(for output: FrameOutput) -> (url: URL, format: String, options: [String])? {
        switch output {
        case .gif(let url):
            return (url, "gif", ["-filter_complex", "[0:v]split[a][b];[a]palettegen=reserve_transparent=1[p];[b][p]paletteuse",
                                 "-loop", "0"])
        case .mp4(let url):
            return (url, "mp4", ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p",
                                 "-movflags", "+faststart"])
        case .webm(let url):
            return (url, "webm", ["-c:v", "libvpx-vp9", "-pix_fmt", "yuva420p"])
        case .pngSequence, .animatedPNG:
            return nil
        }
    }

    /// Starts `ffmpeg` for frames of `width × height` pixels at `fps`.
    init(executable: String, output: FrameOutput, width: Int, height: Int, fps: Double) throws {
        guard let (url, format, options) = Self.arguments(for: output) else {
            throw ExportError.invalidSetting("\(output) is not an ffmpeg format")
        }
        destination = url
        let folder = url.deletingLastPathComponent()
        temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        log = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-ffmpeg-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil),
              let logHandle = FileHandle(forWritingAtPath: log.path) else {
            throw ExportError.io(path: log.path, reason: "cannot create ffmpeg's log file")
        }
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-hide_banner", "-loglevel", "error", "-y",
                             "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-r", "\(fps)",
                             "-i", "pipe:0"] + options + ["-f", format, temporary.path]
        process.standardInput = input
        process.standardOutput = logHandle
        process.standardError = logHandle
        // A closed pipe must surface as a write error, not kill the process.
        signal(SIGPIPE, SIG_IGN)
        do { try process.run() } catch {
            throw ExportError.io(path: executable, reason: "cannot run ffmpeg (\(error.localizedDescription))")
        }
    }

    /// Pipes one frame's RGBA bytes.
    func write(_ frame: Data) throws {
        do { try input.fileHandleForWriting.write(contentsOf: frame) } catch {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            cancel()
            throw ExportError.ffmpegFailed(status: process.terminationStatus,
                                           output: "stopped reading frames: " + text.suffix(2000))
        }
    }

    /// Stops `ffmpeg` and removes what it wrote; the destination is untouched.
    func cancel() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: temporary)
        try? FileManager.default.removeItem(at: log)
    }

    /// Closes the pipe, waits for `ffmpeg` and publishes the file.
    /// - Throws: ``ExportError/ffmpegFailed(status:output:)`` with the end of its log.
    func finish() throws {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        defer { try? FileManager.default.removeItem(at: log) }
        guard process.terminationStatus == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw ExportError.ffmpegFailed(status: process.terminationStatus,
                                           output: String(text.suffix(2000)).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        try OutputFile.publish(temporary, as: destination)
    }
}
