// Errors raised while exporting frames.
import Foundation

/// Why a frame export failed.
public enum ExportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A setting is out of range; the message says which and what is allowed.
    case invalidSetting(String)
    /// `ffmpeg` is needed for GIF, MP4 and WebM and was not found.
    case ffmpegNotFound(searched: String)
    /// `ffmpeg` failed; its exit status and the end of what it printed.
    case ffmpegFailed(status: Int32, output: String)
    /// Encoding failed (a zlib error).
    case encoding(String)
    /// Reading or writing a file failed.
    case io(path: String, reason: String)

    /// One line naming what was wrong.
    public var description: String {
        switch self {
        case .invalidSetting(let message): return message
        case .ffmpegNotFound(let searched):
            return "ffmpeg not found (searched \(searched)); GIF, MP4 and WebM export pipe frames to it:"
                + " install the Debian package ffmpeg (apt-get install ffmpeg)"
        case .ffmpegFailed(let status, let output): return "ffmpeg exited with status \(status): \(output)"
        case .encoding(let message): return message
        case .io(let path, let reason): return "\(path): \(reason)"
        }
    }
}
