// Markers by name: the frame ranges lottie-ios's `play(marker:)` and
// `play(fromMarker:toMarker:playEndMarkerFrame:)` play, and the frames of a range, so a designer's
// named sections ("intro", "loop", "done") can be rendered and exported without frame numbers.
import Foundation
import Lamina

extension LottieAnimation {
    /// The marker named `name`; the last of that name when several share it (lottie-ios's
    /// `markerMap`); nil when there is none.
    public func marker(named name: String) -> LottieMarker? {
        markers.last { $0.name == name }
    }

    /// The frame of the marker named `name` (`tm`), as lottie-ios's `frameTime(forMarker:)`; nil when there is none.
    public func frameTime(forMarker name: String) -> Double? {
        marker(named: name)?.frame
    }

    /// The length in frames of the marker named `name` (`dr`), as lottie-ios's
    /// `durationFrameTime(forMarker:)`; nil when there is none.
    public func durationFrameTime(forMarker name: String) -> Double? {
        marker(named: name)?.durationFrames
    }

    /// Where the marker named `name` starts, 0 at ``startFrame`` and 1 at ``endFrame``, clamped
    /// to 0…1, as lottie-ios's `progressTime(forMarker:)`; nil when there is none.
    public func progressTime(forMarker name: String) -> Double? {
        marker(named: name).map { min(max(($0.frame - startFrame) / (endFrame - startFrame), 0), 1) }
    }

    /// The frames lottie-ios's `play(marker:)` plays: from the marker's `tm` to `tm` + `dr`, the
    /// end excluded as ``endFrame`` is (so consecutive markers export without a repeated frame).
    /// A marker without a duration is the one frame `tm` (an empty range; see ``frames(in:fps:renderer:options:)``).
    /// - Throws: ``LottieError/invalid(path:message:)`` at `markers` naming the file's markers, when none is named `name`.
    public func frameRange(forMarker name: String) throws -> Range<Double> {
        let marker = try requireMarker(name)
        return marker.frame..<marker.frame + max(marker.durationFrames, 0)
    }

    /// The frames lottie-ios's `play(fromMarker:toMarker:playEndMarkerFrame:)` plays: from the
    /// `tm` of `fromMarker` (nil: ``startFrame``) to the `tm` of `toMarker`, that frame included
    /// when `playEndMarkerFrame` is true (the default: the end marker ends the section) and
    /// excluded when false (it starts the next one); `toMarker` nil runs to ``endFrame``, excluded.
    /// - Throws: As ``frameRange(forMarker:)``, for either name; also when `toMarker` comes before the start.
    public func frameRange(fromMarker: String?, toMarker: String?, playEndMarkerFrame: Bool = true) throws -> Range<Double> {
        let start = try fromMarker.map { try requireMarker($0).frame } ?? startFrame
        let end = try toMarker.map { try requireMarker($0).frame + (playEndMarkerFrame ? 1 : 0) } ?? endFrame
        guard end >= start else {
            throw LottieError.invalid(path: "markers", message: "expected the end, frame \(end), at or after the start, "
                                      + "frame \(start), found it before")
        }
        return start..<end
    }

    /// The frames of `range` (in the animation's frames) at `fps` (default ``frameRate``): from
    /// its lower bound, one every 1 / `fps` seconds, to just before its upper bound, and at least
    /// the first; drawn by `renderer` from the layers `options` build (default: the whole
    /// animation at its size), built for the frames of `range` when `options` names none.
    /// - Throws: As ``frames(fps:renderer:options:)``.
    public func frames(in range: Range<Double>, fps: Double? = nil, renderer: Renderer = Renderer(),
                       options: LottieLayerOptions = LottieLayerOptions()) throws -> FrameSequence {
        let rate = fps ?? frameRate
        var options = options
        if options.frameRange == nil { options.frameRange = range.lowerBound...range.upperBound }
        return FrameSequence(tree: try RenderTree(makeLayer(options: options)), fps: rate, start: time(ofFrame: range.lowerBound),
                             duration: max((range.upperBound - range.lowerBound) / frameRate - 1 / rate, 0), renderer: renderer)
    }

    /// The frames of the marker named `name` (``frameRange(forMarker:)``), as lottie-ios's `play(marker:)` plays them.
    /// - Throws: As ``frameRange(forMarker:)`` and ``frames(fps:renderer:options:)``.
    public func frames(marker name: String, fps: Double? = nil, renderer: Renderer = Renderer(),
                       options: LottieLayerOptions = LottieLayerOptions()) throws -> FrameSequence {
        try frames(in: frameRange(forMarker: name), fps: fps, renderer: renderer, options: options)
    }

    /// The marker named `name`.
    /// - Throws: ``LottieError/invalid(path:message:)`` at `markers`, listing the file's marker names.
    private func requireMarker(_ name: String) throws -> LottieMarker {
        guard let marker = marker(named: name) else {
            let known = markers.isEmpty ? "the file has no markers"
                : "its markers are " + markers.map(\.name).uniqued().map { "\"\($0)\"" }.joined(separator: ", ")
            throw LottieError.invalid(path: "markers", message: "expected a marker named \"\(name)\", found none; \(known)")
        }
        return marker
    }
}

private extension Array where Element == String {
    /// The strings in order, each once.
    func uniqued() -> [String] {
        var seen = Set<String>()
        return filter { seen.insert($0).inserted }
    }
}
