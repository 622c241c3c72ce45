// Animated PNG (APNG 1.0, wiki.mozilla.org/APNG_Specification): a PNG whose IDAT is the first
// frame, with acTL (frame and play counts) and an fcTL before each frame's data; frames after
// the first carry their zlib stream in fdAT chunks. Every frame here is full-size and replaces
// the previous one (dispose none, blend source).
import Foundation

/// Writes frames, in order, into an animated PNG.
final class APNGWriter {
    private let file: OutputFile
    private let frameCount: Int
    private let loopCount: Int
    private let delay: (numerator: UInt16, denominator: UInt16)
    private var sequence: UInt32 = 0
    private var framesWritten = 0
    private var size: (width: Int, height: Int)?

    /// Starts an APNG of `frameCount` frames at `fps`, playing `loopCount` times (0 forever).
    init(_ url: URL, frameCount: Int, fps: Double, loopCount: Int) throws {
        file = try OutputFile(url)
        self.frameCount = frameCount
        self.loopCount = loopCount
        // The frame delay as a fraction of a second: 1/fps exactly for whole rates below 65536.
        if fps == fps.rounded(), fps <= Double(UInt16.max) {
            delay = (1, UInt16(fps))
        } else {
            delay = (UInt16(min(max((1000 / fps).rounded(), 1), Double(UInt16.max))), 1000)
        }
    }

    /// Appends one frame: its size and its zlib stream of filtered rows.
    func append(width: Int, height: Int, compressed: Data) throws {
        if let size {
            guard size == (width, height) else {
                throw ExportError.invalidSetting("frames differ in size: \(size.width)×\(size.height) and \(width)×\(height)")
            }
        } else {
            size = (width, height)
            var head = Data(PNGEncoder.signature)
            PNGEncoder.appendChunk("IHDR", PNGEncoder.header(width: width, height: height), to: &head)
            var control = Data()
            PNGEncoder.appendUInt32(UInt32(frameCount), to: &control)
            PNGEncoder.appendUInt32(UInt32(loopCount), to: &control)
            PNGEncoder.appendChunk("acTL", control, to: &head)
            try file.write(head)
        }
        var chunk = Data()
        PNGEncoder.appendChunk("fcTL", frameControl(width: width, height: height), to: &chunk)
        if framesWritten == 0 {
            PNGEncoder.appendChunk("IDAT", compressed, to: &chunk)
        } else {
            var payload = Data()
            PNGEncoder.appendUInt32(nextSequence(), to: &payload)
            payload.append(compressed)
            PNGEncoder.appendChunk("fdAT", payload, to: &chunk)
        }
        try file.write(chunk)
        framesWritten += 1
    }

    /// Ends the file and publishes it.
    func finish() throws {
        var end = Data()
        PNGEncoder.appendChunk("IEND", Data(), to: &end)
        try file.write(end)
        try file.commit()
    }

    /// Abandons the file.
    func discard() { file.discard() }

    /// An fcTL payload for a full-size frame.
    private func frameControl(width: Int, height: Int) -> Data {
        var data = Data()
        for value in [nextSequence(), UInt32(width), UInt32(height), 0, 0] { PNGEncoder.appendUInt32(value, to: &data) }
        data.append(contentsOf: [UInt8(delay.numerator >> 8), UInt8(delay.numerator & 0xFF),
                                 UInt8(delay.denominator >> 8), UInt8(delay.denominator & 0xFF), 0, 0])
        return data
    }

    /// The next chunk sequence number (fcTL and fdAT share one sequence from 0).
    private func nextSequence() -> UInt32 {
        defer { sequence += 1 }
        return sequence
    }
}
