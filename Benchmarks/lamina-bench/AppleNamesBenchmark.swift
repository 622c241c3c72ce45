// The cost of Apple's names (issue 37): a screen of 30 NVActivityIndicatorView-like indicators
// (IndicatorScreen.swift) built through LaminaQuartzCore / LaminaUIKit, as ported iOS code builds
// it, against the same screen built with Lamina's own types; each built and drawn at 60 frames
// (one second at 60 fps, 384 × 320 points at scale 2), the two taking turns in one run.
// Goal: the Apple-names screen within 1.05× of Lamina's. Before timing, the two are drawn at a
// few moments and must agree pixel for pixel, so that the same work is timed.
import Foundation
import Lamina
import LaminaQuartzCore

/// Frames drawn per run.
private let frameCount = 60
/// Pixels per point of the frames.
private let frameScale: CGFloat = 2

/// Runs and prints the Apple-names benchmark.
func runAppleNamesBenchmarks() throws {
    print("— Apple's names (30 indicators, \(frameCount) frames at scale 2) —")
    try checkScreensAgree()
    let renderer = Renderer(scale: frameScale)
    /// Draws `tree` at the benchmark's frames.
    func drawFrames(_ tree: RenderTree) throws {
        for frame in 0..<frameCount { _ = try renderer.render(tree, at: Double(frame) / 60) }
    }
    let building = try measureInterleaved([
        ("build: Apple's names (CALayer, CAKeyframeAnimation, …)", { _ = IndicatorScreen.appleNamesScreen() }),
        ("build: Lamina's types (Layer, KeyframeAnimation, …)", { _ = try IndicatorScreen.laminaScreen() }),
    ], rounds: 30, warmup: 3)
    let drawing = try measureInterleaved([
        ("build + \(frameCount) frames: Apple's names", {
            try drawFrames(IndicatorScreen.appleNamesScreen().laminaLayer.commit())
        }),
        ("build + \(frameCount) frames: Lamina's types", { try drawFrames(IndicatorScreen.laminaScreen().commit()) }),
        ("build + \(frameCount) frames: Apple's names, CALayer.image(at:) each", {
            let screen = IndicatorScreen.appleNamesScreen()
            for frame in 0..<frameCount { _ = try screen.image(at: Double(frame) / 60, scale: frameScale) }
        }),
    ], rounds: 15, warmup: 2)
    for m in building + drawing { report(m) }
    reportRatio("build: Apple's names / Lamina's types", building[0], building[1])
    reportRatio("build + \(frameCount) frames: Apple's names / Lamina's types", drawing[0], drawing[1], goal: 1.05)
    // image(at:) commits the tree for every frame, as Lamina's Renderer.render(layer) does.
    reportRatio("… with CALayer.image(at:) each frame / Lamina's types", drawing[2], drawing[1])
}

/// Draws both screens at a few moments and throws unless they agree pixel for pixel.
private func checkScreensAgree() throws {
    let apple = IndicatorScreen.appleNamesScreen()
    let lamina = try IndicatorScreen.laminaScreen().commit()
    for time in [0, 0.25, 0.5, 0.9] {
        let expected = try Renderer(scale: frameScale).render(lamina, at: time)
        guard try apple.image(at: time, scale: frameScale) == expected else {
            throw AppleNamesBenchmarkError.screensDiffer(time: time)
        }
    }
}

/// Why the Apple-names benchmark cannot time its screens.
enum AppleNamesBenchmarkError: Error, CustomStringConvertible {
    /// The two screens drew different pixels at `time` seconds: they are not the same scene.
    case screensDiffer(time: Double)

    var description: String {
        switch self {
        case .screensDiffer(let time):
            "the Apple-names and Lamina screens differ at \(time) s; the benchmark times the same scene only"
        }
    }
}
