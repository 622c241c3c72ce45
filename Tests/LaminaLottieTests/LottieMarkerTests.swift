// Markers by name: lottie-ios's frame ranges for play(marker:) and play(fromMarker:toMarker:),
// the frames of a range, and the error naming the file's markers.
import Foundation
import Lamina
import LaminaLottie
import LaminaTestSupport
import Testing

@Suite struct LottieMarkerTests {
    static func animation() throws -> LottieAnimation { try LottieErrorTests.load(LottieMarkerFixture.json) }

    /// The number of frames of `sequence` and the colour of its first and last.
    static func summary(_ sequence: FrameSequence) throws -> (count: Int, first: Color?, last: Color?) {
        let count = try sequence.frameCount()
        return (count, try sequence.renderFrame(0).color(x: 2, y: 2), try sequence.renderFrame(count - 1).color(x: 2, y: 2))
    }

    @Test func lottieIOSGettersReadTmAndDr() throws {
        let animation = try Self.animation()
        #expect(animation.frameTime(forMarker: "loop") == 10)
        #expect(animation.durationFrameTime(forMarker: "loop") == 20)
        #expect(animation.progressTime(forMarker: "done") == 0.75)
        #expect(animation.frameTime(forMarker: "outro") == nil)
        #expect(animation.marker(named: "intro").map { [$0.frame, $0.durationFrames] } == [0, 10])
    }

    @Test func aMarkersRangeRunsFromTmToTmPlusDrExcluded() throws {
        let animation = try Self.animation()
        #expect(try animation.frameRange(forMarker: "intro") == 0..<10)
        #expect(try animation.frameRange(forMarker: "loop") == 10..<30)
        #expect(try animation.frameRange(forMarker: "done") == 30..<30)
        #expect(try animation.frameRange(fromMarker: "intro", toMarker: "done") == 0..<31)
        #expect(try animation.frameRange(fromMarker: "intro", toMarker: "done", playEndMarkerFrame: false) == 0..<30)
        #expect(try animation.frameRange(fromMarker: nil, toMarker: "loop") == 0..<11)
        #expect(try animation.frameRange(fromMarker: "loop", toMarker: nil) == 10..<40)
    }

    @Test func aMarkersFramesAreItsSection() throws {
        let animation = try Self.animation()
        let loop = try Self.summary(animation.frames(marker: "loop"))
        #expect(loop.count == 20 && loop.first == .green && loop.last == .green)
        let intro = try Self.summary(animation.frames(marker: "intro", fps: 20))
        #expect(intro.count == 20 && intro.first == .red && intro.last == .red)
        let done = try Self.summary(animation.frames(marker: "done"))
        #expect(done.count == 1 && done.first == .blue)
        let all = try Self.summary(animation.frames(in: animation.frameRange(fromMarker: "intro", toMarker: "done")))
        #expect(all.count == 31 && all.first == .red && all.last == .blue)
    }

    @Test func anUnknownMarkerNamesTheFilesMarkers() throws {
        let animation = try Self.animation()
        #expect(throws: LottieError.invalid(path: "markers", message: "expected a marker named \"outro\", found none; "
                                            + "its markers are \"intro\", \"loop\", \"done\"")) {
            try animation.frameRange(forMarker: "outro")
        }
        #expect(throws: LottieError.invalid(path: "markers", message: "expected the end, frame 11.0, at or after the start, "
                                            + "frame 30.0, found it before")) {
            try animation.frameRange(fromMarker: "done", toMarker: "loop")
        }
        let bare = try LottieErrorTests.load(LottieErrorTests.file(layers: "[]"))
        #expect(throws: LottieError.invalid(path: "markers", message: "expected a marker named \"intro\", found none; "
                                            + "the file has no markers")) {
            try bare.frames(marker: "intro")
        }
    }
}
