import Foundation
import Testing
@testable import Lamina

@Suite struct FrameExportTests {
    @Test func durationDefaultsToTheLongestFiniteAnimationAndIncludesBothEnds() throws {
        var frames = FrameSequence(tree: try makeRingTree(), fps: 10)
        #expect(try frames.resolvedDuration() == 1)
        #expect(try frames.frameCount() == 11)
        #expect(frames.time(ofFrame: 4) == 0.4)
        frames.start = 0.5
        #expect(try frames.frameCount() == 6)
        frames.fps = 0
        #expect(throws: ExportError.self) { try frames.frameCount() }
        #expect(throws: ExportError.self) { try FrameSequence(tree: RenderTree(root: frames.tree.root.sublayers[0])).frameCount() }
    }

    /// Core Animation's progress-ring idiom — fill forwards, not removed on completion, model
    /// value left at 0 — ends where the hold begins: the frames run to the end of the fill and
    /// the last one shows the full ring, with no duration to set.
    @Test func aHeldAnimationEndsWhereItsHoldBegins() throws {
        let ring = ShapeLayer()
        ring.path = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        var fill = BasicAnimation(keyPath: .strokeEnd, from: 0, to: 1)
        fill.duration = 1.5
        fill.beginTime = 0.5
        fill.fillMode = .forwards
        fill.isRemovedOnCompletion = false
        ring.strokeEnd = 0
        try ring.add(fill, forKey: "progress")
        let tree = try ring.commit()
        #expect(tree.animationEndTime == 2)
        #expect(try FrameSequence(tree: tree, fps: 10).frameCount() == 21)
        #expect(try tree.evaluated(at: 2).root.shape?.strokeStyle.strokeEnd == 1)
        // Repeating forever still never ends, held or not.
        let spinner = ShapeLayer()
        fill.repeatCount = .infinity
        try spinner.add(fill, forKey: "progress")
        #expect(try spinner.commit().animationEndTime == nil)
    }

    @Test func pngSequenceMatchesFrameByFrameRenderingInOrder() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = FrameSequence(tree: try makeRingTree(), fps: 20, renderer: Renderer(scale: 2))
        let summary = try frames.export(.pngSequence(directory: folder), options: ExportOptions(jobs: 3, progress: .never))
        #expect(summary.frames == Array(0...20))
        #expect(summary.files.map(\.lastPathComponent).first == "frame-00000.png")
        #expect(summary.files.map(\.lastPathComponent).last == "frame-00020.png")
        for index in [0, 7, 20] {
            let written = try Image(contentsOf: folder.appendingPathComponent(FrameSequence.fileName(ofFrame: index)))
            #expect(written == (try Image(pngData: PNGEncoder.encode(frames.renderFrame(index)))))
        }
        let listing = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(listing.count == 21)  // no temporary files left
    }

    @Test func shardsSplitTheFramesWithoutOverlap() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = FrameSequence(tree: try makeRingTree(), fps: 10)
        var written: [Int] = []
        for k in 0..<3 {
            let options = ExportOptions(jobs: 2, shard: try Shard(parsing: "\(k)/3"), progress: .never)
            written += try frames.export(.pngSequence(directory: folder), options: options).frames
        }
        #expect(written.sorted() == Array(0...10))
        #expect(try frames.export(.pngSequence(directory: folder),
                                  options: ExportOptions(shard: Shard(index: 1, count: 3), progress: .never)).frames == [1, 4, 7, 10])
        #expect(throws: ExportError.self) { try Shard(parsing: "3/3") }
        #expect(throws: ExportError.self) { try Shard(parsing: "a/b") }
        #expect(throws: ExportError.self) {
            try frames.export(.animatedPNG(folder.appendingPathComponent("x.png")),
                              options: ExportOptions(shard: Shard(index: 0, count: 2)))
        }
        #expect(throws: ExportError.self) {
            try frames.export(.pngSequence(directory: folder), options: ExportOptions(jobs: 0))
        }
    }

    @Test func animatedPNGHasOneControlChunkPerFrameAndItsFirstFrameAsTheImage() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("ring.png")
        let frames = FrameSequence(tree: try makeRingTree(), fps: 4)
        try frames.export(.animatedPNG(url), options: ExportOptions(jobs: 2, progress: .never))
        let data = try Data(contentsOf: url)
        let chunks = pngChunks(data)
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT"] + Array(repeating: ["fcTL", "fdAT"], count: 4).flatMap { $0 } + ["IEND"])
        #expect([UInt8](chunks[1].payload) == [0, 0, 0, 5, 0, 0, 0, 0])  // 5 frames, loop forever
        // fcTL: sequence 0, 40 × 40 at (0, 0), delay 1/4 s, dispose none, blend source.
        #expect([UInt8](chunks[2].payload) == [0, 0, 0, 0, 0, 0, 0, 40, 0, 0, 0, 40] + [UInt8](repeating: 0, count: 8) + [0, 1, 0, 4, 0, 0])
        // Sequence numbers run 0, 1, 2, … across fcTL and fdAT.
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { $0.payload.prefix(4).reduce(0) { $0 << 8 | Int($1) } }
        #expect(sequence == [0] + Array(1...8))
        // A plain PNG decoder shows the first frame.
        #expect(try Image(pngData: data) == (try Image(pngData: PNGEncoder.encode(frames.renderFrame(0)))))
    }

    @Test func ffmpegMissingIsAClearError() throws {
        let frames = FrameSequence(tree: try makeRingTree(), fps: 4)
        let error = #expect(throws: ExportError.self) {
            try frames.export(.gif(URL(fileURLWithPath: "/tmp/never.gif")),
                              options: ExportOptions(progress: .never, ffmpegPath: "/nonexistent/ffmpeg"))
        }
        #expect(error?.description.contains("Debian package ffmpeg") == true)
    }

    @Test(.enabled(if: (try? FFmpegEncoder.locate(nil)) != nil, "needs ffmpeg"), arguments: ["gif", "mp4", "webm"])
    func ffmpegFormats(format: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("ring.\(format)")
        let output: FrameOutput = format == "gif" ? .gif(url) : format == "mp4" ? .mp4(url) : .webm(url)
        let frames = FrameSequence(tree: try makeRingTree(), fps: 10)
        try frames.export(output, options: ExportOptions(jobs: 2, progress: .never))
        let data = try Data(contentsOf: url)
        let magic: [String: [UInt8]] = ["gif": Array("GIF89a".utf8), "webm": [0x1A, 0x45, 0xDF, 0xA3]]
        if let expected = magic[format] { #expect(Array(data.prefix(expected.count)) == expected) }
        if format == "mp4" { #expect(String(decoding: data[4..<8], as: UTF8.self) == "ftyp") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["ring.\(format)"])
    }

    @Test func aFailingFrameStopsTheExportAndLeavesNoFile() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let layer = makeShapeLayerForExport()
        var morph = BasicAnimation(keyPath: .path, to: BezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)))
        morph.beginTime = 0.5
        morph.duration = 1
        try layer.add(morph, forKey: "morph")
        let frames = FrameSequence(tree: try layer.commit(), fps: 10)
        let url = folder.appendingPathComponent("bad.png")
        #expect(throws: AnimationError.self) {
            try frames.export(.animatedPNG(url), options: ExportOptions(jobs: 2, progress: .never))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    private func makeShapeLayerForExport() -> ShapeLayer {
        let layer = ShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        var line = BezierPath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 10, y: 10))
        layer.path = line
        return layer
    }
}

@Suite struct ExportProgressTests {
    @Test func printsOneRewrittenLineEndingWithTheTotal() {
        var lines: [String] = []
        let progress = ExportProgress(total: 3, mode: .always) { lines.append($0) }
        for _ in 0..<3 { progress.advance() }
        // The first update prints; the next comes within 0.1 s and is skipped; the last always prints.
        #expect(lines == ["\rframes 1/3 (33%)", "\rframes 3/3 (100%)\n"])
        var silent: [String] = []
        let never = ExportProgress(total: 2, mode: .never) { silent.append($0) }
        never.advance()
        never.advance()
        #expect(silent.isEmpty)
    }
}
