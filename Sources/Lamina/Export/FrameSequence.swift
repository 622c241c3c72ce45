// A committed tree sampled at a frame rate: the frames an export renders.
import Foundation

/// Frames of a committed layer tree at a fixed rate: frame i shows the tree at
/// `start + i / fps` seconds of the scene clock. Both ends are included, so a 1 s sequence at
/// 30 fps has 31 frames, the last showing the end state.
///
/// ```swift
/// let frames = try FrameSequence(tree: root.commit(), fps: 60, renderer: Renderer(scale: 2))
/// try frames.export(.pngSequence(directory: out), options: ExportOptions(jobs: 4))
/// ```
public struct FrameSequence: Sendable {
    /// The most frames one sequence may have (about 4.6 hours at 60 fps).
    public static let maxFrames = 1_000_000

    /// The tree to render.
    public var tree: RenderTree
    /// Frames per second, finite and > 0. Default 30.
    public var fps: Double
    /// The scene time of the first frame, in seconds. Default 0.
    public var start: Double
    /// How long the sequence runs, in seconds, ≥ 0; nil (the default) means until the last
    /// finite animation ends (``RenderTree/animationEndTime``).
    public var duration: Double?
    /// Draws each frame (scale and background). Default `Renderer()`.
    public var renderer: Renderer

    /// Creates a frame sequence.
    public init(tree: RenderTree, fps: Double = 30, start: Double = 0, duration: Double? = nil,
                renderer: Renderer = Renderer()) {
        self.tree = tree
        self.fps = fps
        self.start = start
        self.duration = duration
        self.renderer = renderer
    }

    /// The duration in seconds: ``duration``, or from ``start`` to the end of the last finite
    /// animation.
    ///
    /// - Throws: ``ExportError/invalidSetting(_:)`` for bad settings, or when no duration is set
    ///   and no animation ends.
    public func resolvedDuration() throws -> Double {
        guard fps.isFinite, fps > 0 else { throw ExportError.invalidSetting("fps: expected a finite number > 0, found \(fps)") }
        guard start.isFinite else { throw ExportError.invalidSetting("start: expected a finite number, found \(start)") }
        if let duration {
            guard duration.isFinite, duration >= 0 else {
                throw ExportError.invalidSetting("duration: expected a finite number ≥ 0, found \(duration)")
            }
            return duration
        }
        guard let end = tree.animationEndTime else {
            throw ExportError.invalidSetting(
                "duration: no animation in the tree ends (none, or all repeat forever); set a duration")
        }
        return max(end - start, 0)
    }

    /// The number of frames: `⌊duration · fps⌋ + 1` (a millionth of a frame of rounding
    /// allowed), at most ``maxFrames``.
    ///
    /// - Throws: As ``resolvedDuration()``, or when there would be more than ``maxFrames``.
    public func frameCount() throws -> Int {
        let frames = (try resolvedDuration() * fps + 1e-6).rounded(.down) + 1
        guard frames <= Double(Self.maxFrames) else {
            throw ExportError.invalidSetting(
                "expected at most \(Self.maxFrames) frames, found \(frames) (duration × fps); shorten or lower fps")
        }
        return Int(frames)
    }

    /// The scene time of frame `index`, in seconds.
    public func time(ofFrame index: Int) -> Double { start + Double(index) / fps }

    /// Renders frame `index`.
    ///
    /// - Throws: The errors of ``Renderer/render(_:at:size:)``.
    public func renderFrame(_ index: Int) throws -> Image {
        try renderer.render(tree, at: time(ofFrame: index))
    }

    /// Renders frame `index` into `buffer` (``FrameBuffer``): as ``renderFrame(_:)``, over the
    /// last frame drawn there.
    func renderFrame(_ index: Int, into buffer: FrameBuffer) throws -> Image {
        try renderer.render(tree, at: time(ofFrame: index), into: buffer)
    }
}
