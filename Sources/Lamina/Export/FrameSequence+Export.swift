// Exporting a frame sequence: frames render and encode in parallel on `jobs` threads (each
// drawing into a FrameBuffer of its own) and are written in order, with a bounded number in
// flight (OrderedPipeline).
import Foundation

/// What an export wrote.
public struct ExportSummary: Sendable, Equatable {
    /// The indices of the frames written, in order.
    public let frames: [Int]
    /// The files written: one per frame for a PNG sequence, else the one output file.
    public let files: [URL]
}

extension FrameSequence {
    /// Frames in flight per job: enough to keep every job busy while the writer catches up.
    static let windowPerJob = 2

    /// Renders the frames and writes them to `output`.
    ///
    /// - Parameters:
    ///   - output: A PNG sequence, animated PNG, GIF, MP4 or WebM.
    ///   - options: Jobs, shard, PNG compression, progress, loop count, `ffmpeg` path.
    /// - Returns: The frames and files written.
    /// - Throws: ``ExportError`` for bad settings (jobs < 1, a shard of a single-file
    ///   output), a missing `ffmpeg`, or I/O failures; rendering and animation errors. A failed
    ///   export leaves no partial single-file output behind.
    @discardableResult
    public func export(_ output: FrameOutput, options: ExportOptions = ExportOptions()) throws -> ExportSummary {
        guard options.jobs >= 1 else { throw ExportError.invalidSetting("jobs: expected at least 1, found \(options.jobs)") }
        guard options.loopCount >= 0 else {
            throw ExportError.invalidSetting("loopCount: expected 0 (forever) or more, found \(options.loopCount)")
        }
        let total = try frameCount()
        if let shard = options.shard {
            guard case .pngSequence = output else {
                throw ExportError.invalidSetting("shard \(shard): only a PNG sequence can be split into shards")
            }
        }
        let frames = options.shard.map { Array($0.indices(of: total)) } ?? Array(0..<total)
        let progress = ExportProgress(total: frames.count, mode: options.progress)
        switch output {
        case .pngSequence(let directory):
            return try exportPNGSequence(frames, to: directory, options: options, progress: progress)
        case .animatedPNG(let url):
            return try exportAPNG(frames, to: url, options: options, progress: progress)
        case .gif, .mp4, .webm:
            return try exportThroughFFmpeg(frames, output: output, options: options, progress: progress)
        }
    }

    /// The file name of frame `index`: `frame-00042.png` (five digits at least).
    public static func fileName(ofFrame index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }

    private func exportPNGSequence(_ frames: [Int], to directory: URL, options: ExportOptions,
                                   progress: ExportProgress) throws -> ExportSummary {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw ExportError.io(path: directory.path, reason: "cannot create the folder (\(error.localizedDescription))")
        }
        var files: [URL] = []
        let compression = options.compression
        try OrderedPipeline<Data>.run(indices: frames, jobs: options.jobs, window: options.jobs * Self.windowPerJob,
                                      producer: {
            // Each worker draws its frames into one buffer, clearing only what the last one drew.
            let buffer = FrameBuffer()
            return { try PNGEncoder.encode(try self.renderFrame($0, into: buffer), compression: compression) }
        },
                                      consume: { index, png in
            let url = directory.appendingPathComponent(Self.fileName(ofFrame: index))
            try OutputFile.writeAtomically(png, to: url)
            files.append(url)
            progress.advance()
        })
        return ExportSummary(frames: frames, files: files)
    }

    private func exportAPNG(_ frames: [Int], to url: URL, options: ExportOptions,
                            progress: ExportProgress) throws -> ExportSummary {
        let writer = try APNGWriter(url, frameCount: frames.count, fps: fps, loopCount: options.loopCount)
        let compression = options.compression
        do {
            try OrderedPipeline<(Int, Int, Data)>.run(
                indices: frames, jobs: options.jobs, window: options.jobs * Self.windowPerJob,
                producer: {
                    let buffer = FrameBuffer()
                    return { index in
                        let image = try self.renderFrame(index, into: buffer)
                        return (image.width, image.height, try PNGEncoder.compressedPixels(image, compression: compression))
                    }
                },
                consume: { _, frame in
                    try writer.append(width: frame.0, height: frame.1, compressed: frame.2)
                    progress.advance()
                })
            try writer.finish()
        } catch {
            writer.discard()
            throw error
        }
        return ExportSummary(frames: frames, files: [url])
    }

    private func exportThroughFFmpeg(_ frames: [Int], output: FrameOutput, options: ExportOptions,
                                     progress: ExportProgress) throws -> ExportSummary {
        let executable = try FFmpegEncoder.locate(options.ffmpegPath)
        var encoder: FFmpegEncoder?
        do {
            try OrderedPipeline<(Int, Int, Data)>.run(
                indices: frames, jobs: options.jobs, window: options.jobs * Self.windowPerJob,
                producer: {
                    let buffer = FrameBuffer()
                    return { index in
                        let image = try self.renderFrame(index, into: buffer)
                        return (image.width, image.height, PNGEncoder.rgbaBytes(image))
                    }
                },
                consume: { _, frame in
                    if encoder == nil {
                        encoder = try FFmpegEncoder(executable: executable, output: output, width: frame.0,
                                                    height: frame.1, fps: fps)
                    }
                    try encoder?.write(frame.2)
                    progress.advance()
                })
            try encoder?.finish()
        } catch {
            encoder?.cancel()
            throw error
        }
        let url = FFmpegEncoder.arguments(for: output)?.url
        return ExportSummary(frames: frames, files: url.map { [$0] } ?? [])
    }
}
