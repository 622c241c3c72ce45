// Where frames go and how the export runs.
import Foundation

/// Where an export writes.
public enum FrameOutput: Sendable, Equatable {
    /// One PNG per frame in `directory` (created if missing): `frame-00000.png`, … numbered by
    /// frame index, so shards write disjoint files.
    case pngSequence(directory: URL)
    /// One animated PNG, written by Lamina.
    case animatedPNG(URL)
    /// A GIF, encoded by `ffmpeg` with a palette made for the frames.
    case gif(URL)
    /// An H.264 MP4 (yuv420p, odd sizes padded by a pixel), encoded by `ffmpeg`.
    case mp4(URL)
    /// A VP9 WebM with alpha, encoded by `ffmpeg`.
    case webm(URL)
}

/// How an export runs.
public struct ExportOptions: Sendable {
    /// Whether to print progress.
    public enum Progress: Sendable, Equatable {
        /// On standard error when it is a terminal. The default.
        case automatic
        /// Always, on standard error.
        case always
        /// Never.
        case never
    }

    /// Frames rendered at once, ≥ 1. Default: the number of active processors.
    public var jobs: Int
    /// Render only this share of the frames (PNG sequences only). Default nil: all frames.
    public var shard: Shard?
    /// PNG encoding effort. Default ``PNGCompression/fast``.
    public var compression: PNGCompression
    /// Progress reporting. Default ``Progress/automatic``.
    public var progress: Progress
    /// How many times an animated PNG plays; 0 (the default) loops forever.
    public var loopCount: Int
    /// The `ffmpeg` executable; nil (the default) searches `PATH`.
    public var ffmpegPath: String?

    /// Creates options; every argument has the default described on its property.
    public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount, shard: Shard? = nil,
                compression: PNGCompression = .fast, progress: Progress = .automatic, loopCount: Int = 0,
                ffmpegPath: String? = nil) {
        self.jobs = jobs
        self.shard = shard
        self.compression = compression
        self.progress = progress
        self.loopCount = loopCount
        self.ffmpegPath = ffmpegPath
    }
}
