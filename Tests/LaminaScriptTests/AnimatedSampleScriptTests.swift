// The animated sample scripts in Samples/Scripts/Animated: golden frames at t = 0, ¼, ½, ¾ and 1
// of each animation, and frames cross-checked against the same script with the animated
// value written as a still.
import Foundation
import Lamina
import LaminaScript
import LaminaTesting
import Testing

@Suite struct AnimatedSampleScriptTests {
    /// Samples/Scripts/Animated, found from this file's path.
    static let folder = SampleScriptTests.folder.appendingPathComponent("Animated", isDirectory: true)

    /// Each sample and the length of the animation its goldens sample (the spinner repeats
    /// forever: one turn).
    static let samples: [(name: String, duration: Double?)] = [
        ("progress-ring", nil), ("thinking", 1), ("badge", nil), ("glow", 1.6), ("hue-cycle", 4),
    ]

    static func load(_ name: String) throws -> ShapeScript {
        var options = ScriptOptions()
        options.scale = 2
        return try ShapeScript(contentsOf: folder.appendingPathComponent("\(name).svg"), options: options)
    }

    @Test func everyAnimatedSampleIsListed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) }
        #expect(Set(files) == Set(Self.samples.map(\.name)))
    }

    @Test(arguments: samples.map(\.name)) func framesMatchGoldens(name: String) throws {
        let script = try Self.load(name)
        #expect(script.warnings.isEmpty, "\(script.warnings)")
        let duration = try #require(Self.samples.first { $0.name == name }?.duration ?? script.animationDuration)
        for (index, fraction) in [0, 0.25, 0.5, 0.75, 1].enumerated() {
            assertGolden(try script.render(at: duration * fraction, background: .white), named: "\(name)-\(index)of4")
        }
    }

    @Test func durationsComeFromTheAnimations() throws {
        #expect(try Self.load("progress-ring").animationDuration == 2)
        #expect(try Self.load("thinking").animationDuration == nil)
        let settling = try Spring(mass: 1, stiffness: 300, damping: 12).settlingDuration
        #expect(try Self.load("badge").animationDuration == settling)
    }

    /// The script with `old` replaced by `new`, rendered as a still at 2×.
    func still(_ name: String, replacing old: String, with new: String) throws -> Image {
        let text = try String(contentsOf: Self.folder.appendingPathComponent("\(name).svg"), encoding: .utf8)
        #expect(text.contains(old))
        var options = ScriptOptions()
        options.scale = 2
        let script = try ShapeScript(data: Data(text.replacingOccurrences(of: old, with: new).utf8), options: options)
        return try script.render(background: .white)
    }

    @Test func hueCycleTurnsByItsAngle() throws {
        // Linear in time: a quarter of the way round after 1 s, back to the start after 4 s.
        let script = try Self.load("hue-cycle")
        let quarter = try still("hue-cycle", replacing: "values=\"0\"", with: "values=\"90\"")
        #expect(try script.render(at: 1, background: .white).pixels == quarter.pixels)
        #expect(try script.render(at: 4, background: .white).pixels == script.render(at: 0, background: .white).pixels)
    }

    @Test func halfwayRingIsTheStillAtHalf() throws {
        // easeInEaseOut is symmetric: halfway in time is halfway in value, exactly.
        let animated = try Self.load("progress-ring").render(at: 1, background: .white)
        let half = try still("progress-ring", replacing: "stroke-end=\"0\"", with: "stroke-end=\"0.5\"")
        #expect(animated.pixels == half.pixels)
        // Frozen at the end: the full ring.
        let end = try Self.load("progress-ring").render(at: 5, background: .white)
        let full = try still("progress-ring", replacing: "stroke-end=\"0\"", with: "stroke-end=\"1\"")
        #expect(end.pixels == full.pixels)
    }

    @Test func glowAtItsPeakIsTheStillWidestBlur() throws {
        // The spline eases in and out symmetrically: at 0.8 s the blur is 7, exactly.
        let animated = try Self.load("glow").render(at: 0.8, background: .white)
        let widest = try still("glow", replacing: "<feGaussianBlur stdDeviation=\"2\">",
                               with: "<feGaussianBlur stdDeviation=\"7\">")
        #expect(animated.pixels == widest.pixels)
    }

    @Test func spinnerAtAQuarterIsTheStillTurnedAQuarter() throws {
        let animated = try Self.load("thinking").render(at: 0.25, background: .white)
        let turned = try still("thinking", replacing: "stroke-end=\"0.3\">",
                               with: "stroke-end=\"0.3\" transform=\"rotate(90 32 32)\">")
        #expect(animated.pixels == turned.pixels)
    }
}
